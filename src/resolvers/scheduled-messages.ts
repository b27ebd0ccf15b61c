import {
  deleteScheduledMessage as remove,
  editScheduledMessage as edit,
  listScheduledMessages,
  scheduleMessage as schedule,
  type EditScheduledMessageInput,
  type ScheduledMessage,
  type ScheduleMessageInput,
} from '../domain/scheduled-messages/scheduled-messages.ts';
import type { OperationContext } from './operation-context.ts';

/** Scheduled messages (Zulip's /scheduled_messages): the viewer's messages to send later. */

export const scheduledMessages = (ctx: OperationContext): Promise<ScheduledMessage[]> =>
  listScheduledMessages(ctx.deps, ctx.actor);

export const scheduleMessage = (ctx: OperationContext, input: ScheduleMessageInput): Promise<number> =>
  schedule(ctx.deps, ctx.actor, input);

export const editScheduledMessage = (ctx: OperationContext, id: number, input: EditScheduledMessageInput) =>
  edit(ctx.deps, ctx.actor, id, input);

export const deleteScheduledMessage = (ctx: OperationContext, id: number): Promise<void> =>
  remove(ctx.deps, ctx.actor, id);
