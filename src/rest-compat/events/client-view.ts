import type { AddressedEvent, ZulipEvent } from '../../domain/events/types.ts';
import { EMPTY_TOPIC_DISPLAY_NAME } from '../../domain/messages/limits.ts';

/** What a client declared at POST /register that changes how its events look. */
export interface ClientOptions {
  applyMarkdown: boolean;
  clientGravatar: boolean;
  emptyTopicName: boolean;
  streamTypingNotifications: boolean;
  bulkMessageDeletion: boolean;
  userSettingsObject: boolean;
  includeDeactivatedGroups: boolean;
}

export const DEFAULT_CLIENT_OPTIONS: ClientOptions = {
  applyMarkdown: false,
  clientGravatar: true,
  emptyTopicName: false,
  streamTypingNotifications: false,
  bulkMessageDeletion: false,
  userSettingsObject: false,
  includeDeactivatedGroups: false,
};

const topicFor = (topic: unknown, o: ClientOptions) =>
  topic === '' && !o.emptyTopicName ? EMPTY_TOPIC_DISPLAY_NAME : topic;

/**
 * Rewrites one published event for one client queue (Zulip's
 * process_notification + client-capability handling), or drops it (null).
 * Payloads are shared between queues, so every change copies.
 */
export function eventForClient(e: AddressedEvent, o: ClientOptions, queueId: string): ZulipEvent[] | null {
  const ev = e.event;
  switch (ev.type) {
    case 'message': {
      const message = { ...(ev.message as Record<string, unknown>) };
      const internal = e.internal ?? {};
      if (!o.applyMarkdown) {
        message.content = internal.rawContent;
        message.content_type = 'text/x-markdown';
      }
      // The published payload carries the URL; gravatar-computing clients get null when they can.
      if (o.clientGravatar && internal.senderEmailPublic === true) message.avatar_url = null;
      if (message.type === 'stream') message.subject = topicFor(message.subject, o);
      const out: ZulipEvent = { type: 'message', message, flags: ev.flags };
      if (internal.senderQueueId === queueId && internal.localMessageId !== undefined) {
        out.local_message_id = internal.localMessageId;
      }
      return [out];
    }
    case 'typing':
      if (ev.message_type === 'stream' && !o.streamTypingNotifications) return null;
      return [ev.message_type === 'stream' ? { ...ev, topic: topicFor(ev.topic, o) } : ev];
    case 'typing_edit_message': {
      const recipient = ev.recipient as Record<string, unknown> | undefined;
      // Zulip's accepts_event gates only `typing` on stream_typing_notifications, not edit typing.
      if (recipient?.type !== 'channel') return [ev];
      return [{ ...ev, recipient: { ...recipient, topic: topicFor(recipient.topic, o) } }];
    }
    case 'delete_message': {
      if (o.bulkMessageDeletion) return [ev.topic === undefined ? ev : { ...ev, topic: topicFor(ev.topic, o) }];
      // Old clients get one event per message with `message_id`.
      const ids = (ev.message_ids as number[] | undefined) ?? [];
      return ids.map((id) => {
        const { message_ids: _ids, ...rest } = ev;
        const single: ZulipEvent = { ...rest, message_id: id };
        if (single.topic !== undefined) single.topic = topicFor(single.topic, o);
        return single;
      });
    }
    case 'update_message': {
      const out = { ...ev };
      for (const k of ['subject', 'orig_subject', 'topic', 'orig_topic']) {
        if (typeof out[k] === 'string') out[k] = topicFor(out[k], o);
      }
      return [out];
    }
    case 'user_topic':
      return [{ ...ev, topic_name: topicFor(ev.topic_name, o) }];
    case 'update_message_flags': {
      const details = ev.message_details as Record<string, Record<string, unknown>> | undefined;
      if (!details || o.emptyTopicName) return [ev];
      const rewritten = Object.fromEntries(
        Object.entries(details).map(([id, d]) => [id, d.topic === undefined ? d : { ...d, topic: topicFor(d.topic, o) }]),
      );
      return [{ ...ev, message_details: rewritten }];
    }
    default:
      return [ev];
  }
}
