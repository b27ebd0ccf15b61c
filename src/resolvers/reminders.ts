import {
  deleteReminder as remove,
  listReminders,
  listRemindersPage,
  scheduleReminder as schedule,
  type Reminder,
  type ScheduleReminderInput,
} from '../domain/scheduled-messages/reminders.ts';
import type { KeysetPage, KeysetRequest } from '../domain/paging.ts';
import type { OperationContext } from './operation-context.ts';

/** Reminders (Zulip's /reminders): messages the Notification Bot will send the viewer about a message. */

export const reminders = (ctx: OperationContext): Promise<Reminder[]> => listReminders(ctx.deps, ctx.actor);

export const scheduleReminder = (ctx: OperationContext, input: ScheduleReminderInput): Promise<number> =>
  schedule(ctx.deps, ctx.actor, input);

export const deleteReminder = (ctx: OperationContext, id: number): Promise<void> => remove(ctx.deps, ctx.actor, id);

export const remindersPage = (
  ctx: OperationContext,
  r: KeysetRequest,
): Promise<KeysetPage<Reminder> & { totalCount: number }> => listRemindersPage(ctx.deps, ctx.actor, r);
