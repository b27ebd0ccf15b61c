import { prismaReader } from '../../db/sql.ts';
import { undeliveredReminders, type Reminder } from '../scheduled-messages/reminders.ts';
import { undeliveredScheduledMessages, type ScheduledMessage } from '../scheduled-messages/scheduled-messages.ts';
import type { StateContext } from './types.ts';

/** scheduled_messages: the user's messages not yet sent, soonest first (failed ones too). */
export async function scheduledMessagesState(ctx: StateContext): Promise<{ scheduled_messages: ScheduledMessage[] }> {
  return { scheduled_messages: await undeliveredScheduledMessages(prismaReader(ctx.db), ctx.actor.user.id) };
}

/** reminders: the user's reminders not yet sent, soonest first (failed ones too). */
export async function remindersState(ctx: StateContext): Promise<{ reminders: Reminder[] }> {
  return { reminders: await undeliveredReminders(prismaReader(ctx.db), ctx.actor.user.id) };
}
