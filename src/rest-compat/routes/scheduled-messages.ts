import type { RecipientReader, ScheduledType } from '../../domain/scheduled-messages/scheduled-messages.ts';
import * as scheduled from '../../resolvers/scheduled-messages.ts';
import { clientName } from '../client-name.ts';
import { bool, int } from '../json-checks.ts';
import { scheduledMessageJson } from '../presenters/scheduled-messages.ts';
import { userRoute, type RouteDef } from '../route.ts';
import { scheduledChannelId, scheduledDirectIds } from '../send-to.ts';

const TYPES = ['direct', 'private', 'stream', 'channel'] as const;

/** Zulip's legacy names: "channel" is stored as "stream", "direct" as "private". */
const typeOf = (t: (typeof TYPES)[number]): ScheduledType => (t === 'stream' || t === 'channel' ? 'stream' : 'private');

/** `to` is parsed by the type only when the operation has made its earlier checks. */
const recipientReader =
  (raw: string): RecipientReader =>
  (type) =>
    type === 'stream' ? [scheduledChannelId(raw)] : scheduledDirectIds(raw);

const idOf = (path: Record<string, string>): number => Number(path.scheduled_message_id);

/** Scheduled messages, with parameters read in the order of Zulip's views. */
export const scheduledMessagesRoutes: RouteDef[] = [
  userRoute('GET', '/scheduled_messages', async (ctx) => ({
    scheduled_messages: (await scheduled.scheduledMessages(ctx)).map(scheduledMessageJson),
  })),
  userRoute('POST', '/scheduled_messages', async (ctx) => {
    const { params } = ctx;
    const type = params.choice('type', TYPES, { required: true });
    const to = params.str('to', { required: true, nul: 'domain' });
    const topic = params.aliased('topic', 'subject', { nul: 'domain' });
    const content = params.str('content', { required: true, nul: 'domain' });
    const timestamp = params.json('scheduled_delivery_timestamp', int(), { required: true });
    const readBySender = params.json('read_by_sender', bool);
    const id = await scheduled.scheduleMessage(ctx, {
      type: typeOf(type),
      to: recipientReader(to),
      topic,
      content,
      scheduledDeliveryTimestamp: timestamp,
      readBySender,
      client: clientName(ctx.request, params.str('client')),
    });
    return { scheduled_message_id: id };
  }),
  userRoute('PATCH', '/scheduled_messages/{scheduled_message_id:int}', async (ctx) => {
    const { params } = ctx;
    const type = params.choice('type', TYPES);
    const to = params.str('to', { nul: 'domain' });
    const topic = params.aliased('topic', 'subject', { nul: 'domain' });
    const content = params.str('content', { nul: 'domain' });
    const timestamp = params.json('scheduled_delivery_timestamp', int());
    await scheduled.editScheduledMessage(ctx, idOf(ctx.path), {
      type: type === undefined ? undefined : typeOf(type),
      to: to === undefined ? undefined : recipientReader(to),
      topic,
      content,
      scheduledDeliveryTimestamp: timestamp,
      client: clientName(ctx.request, params.str('client')),
    });
  }),
  userRoute('DELETE', '/scheduled_messages/{scheduled_message_id:int}', async (ctx) => {
    await scheduled.deleteScheduledMessage(ctx, idOf(ctx.path));
  }),
];
