/** A message the user scheduled, as Zulip describes it (ScheduledMessage.to_dict). */
export interface ScheduledMessage {
  id: number;
  type: 'stream' | 'private';
  /** The channel's id, or the direct message's users. */
  to: number | number[];
  /** Channel messages only. */
  topic?: string;
  content: string;
  renderedContent: string;
  /** UNIX seconds. */
  scheduledDeliveryTimestamp: number;
  /** The server tried to send it and could not; editing it with a new time schedules it again. */
  failed: boolean;
}

/** A reminder: a direct message the Notification Bot sends the user about a message (to_reminder_dict). */
export interface Reminder {
  id: number;
  type: 'private';
  to: number[];
  content: string;
  renderedContent: string;
  scheduledDeliveryTimestamp: number;
  failed: boolean;
  reminderTargetMessageId: number;
}

/** The user's scheduled messages changed (sent to the user only). */
export type ScheduledMessagesEvent =
  | { type: 'scheduled_messages'; op: 'add'; scheduledMessages: ScheduledMessage[] }
  | { type: 'scheduled_messages'; op: 'update'; scheduledMessage: ScheduledMessage }
  | { type: 'scheduled_messages'; op: 'remove'; scheduledMessageId: number };

/** The user's reminders changed (sent to the user only). */
export type RemindersEvent =
  { type: 'reminders'; op: 'add'; reminders: Reminder[] } | { type: 'reminders'; op: 'remove'; reminderId: number };

declare module '../event-types.ts' {
  interface DomainEventMap {
    scheduled_messages: ScheduledMessagesEvent;
    reminders: RemindersEvent;
  }
}
