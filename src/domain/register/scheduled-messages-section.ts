import { prismaReader } from '../../db/sql.ts';
import { undeliveredScheduledMessages, type ScheduledMessage } from '../scheduled-messages/scheduled-messages.ts';
import type { StateContext } from './types.ts';

/** scheduled_messages: the user's messages not yet sent, soonest first (failed ones too). */
export async function scheduledMessagesState(ctx: StateContext): Promise<{ scheduled_messages: ScheduledMessage[] }> {
  return { scheduled_messages: await undeliveredScheduledMessages(prismaReader(ctx.db), ctx.actor.user.id) };
}
