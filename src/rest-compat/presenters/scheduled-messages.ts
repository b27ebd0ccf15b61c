import type { ScheduledMessage } from '../../domain/scheduled-messages/scheduled-messages.ts';

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
