import type { Reminder, ScheduledMessage } from '../../domain/scheduled-messages/event-payloads.ts';

/** A scheduled message as Zulip writes it (GET /scheduled_messages, register, scheduled_messages events). */
export const scheduledMessageJson = (m: ScheduledMessage) => ({
  scheduled_message_id: m.id,
  type: m.type,
  to: m.to,
  ...(m.topic === undefined ? {} : { topic: m.topic }),
  content: m.content,
  rendered_content: m.renderedContent,
  scheduled_delivery_timestamp: m.scheduledDeliveryTimestamp,
  failed: m.failed,
});

/** A reminder as Zulip writes it (to_reminder_dict: GET /reminders, register, reminders events). */
export const reminderJson = (r: Reminder) => ({
  reminder_id: r.id,
  type: r.type,
  to: r.to,
  content: r.content,
  rendered_content: r.renderedContent,
  scheduled_delivery_timestamp: r.scheduledDeliveryTimestamp,
  failed: r.failed,
  reminder_target_message_id: r.reminderTargetMessageId,
});
