import * as reminders from '../../resolvers/reminders.ts';
import { clientName } from '../client-name.ts';
import { int } from '../json-checks.ts';
import { reminderJson } from '../presenters/scheduled-messages.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Reminders, with parameters read in the order of Zulip's views/reminders.py. */
export const remindersRoutes: RouteDef[] = [
  userRoute('GET', '/reminders', async (ctx) => ({
    reminders: (await reminders.reminders(ctx)).map(reminderJson),
  })),
  userRoute('POST', '/reminders', async (ctx) => {
    const { params } = ctx;
    const messageId = params.json('message_id', int(), { required: true });
    const timestamp = params.json('scheduled_delivery_timestamp', int(), { required: true });
    const note = params.str('note', { nul: 'domain' });
    const id = await reminders.scheduleReminder(ctx, {
      messageId,
      scheduledDeliveryTimestamp: timestamp,
      note,
      client: clientName(ctx.request, params.str('client')),
    });
    return { reminder_id: id };
  }),
  userRoute('DELETE', '/reminders/{reminder_id:int}', async (ctx) => {
    await reminders.deleteReminder(ctx, Number(ctx.path.reminder_id));
  }),
];
