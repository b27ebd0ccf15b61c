import type { AddressedEvent, EventOf, PresenceEvent, ZulipEvent } from '../../events/types.ts';
import type { DeleteMessageEvent } from '../../messages/event-payloads.ts';
import { EMPTY_TOPIC_DISPLAY_NAME } from '../../message-limits.ts';
import { withoutPronouns } from '../../profile-fields/types.ts';

/** What a client declared at registration that changes how its events look. */
export interface ClientOptions {
  applyMarkdown: boolean;
  clientGravatar: boolean;
  emptyTopicName: boolean;
  streamTypingNotifications: boolean;
  bulkMessageDeletion: boolean;
  userSettingsObject: boolean;
  includeDeactivatedGroups: boolean;
  /** Presence events keyed by user id, without email (register's slim_presence). */
  slimPresence: boolean;
  /** Presence events in the modern format (FL 263 client capability). */
  simplifiedPresenceEvents: boolean;
  /** Pronouns fields as their own type (else as short text); absent means supported. */
  pronounsFieldTypeSupported: boolean;
  /** The linkifier_url_template capability: without it, linkifier events are not sent. */
  linkifierUrlTemplate: boolean;
  /** The archived_channels capability: archiving and unarchiving arrive as updates, not as deletion and creation. */
  archivedChannels: boolean;
  /** The user_list_incomplete capability: no "Unknown user" placeholders for users the client may not access. */
  userListIncomplete: boolean;
}

export const DEFAULT_CLIENT_OPTIONS: ClientOptions = {
  applyMarkdown: false,
  clientGravatar: true,
  emptyTopicName: false,
  streamTypingNotifications: false,
  bulkMessageDeletion: false,
  userSettingsObject: false,
  includeDeactivatedGroups: false,
  slimPresence: false,
  simplifiedPresenceEvents: false,
  pronounsFieldTypeSupported: true,
  linkifierUrlTemplate: false,
  archivedChannels: false,
  userListIncomplete: false,
};

/** A long-poll that found nothing for a while ends with one (it takes an event id like any event). */
export interface HeartbeatEvent {
  type: 'heartbeat';
}

/** What clients without bulk_message_deletion get: one event per deleted message. */
export type SingleDeleteMessageEvent = Omit<DeleteMessageEvent, 'messageIds'> & { messageId: number };

/** Presence as clients with slim_presence get it (no email), and as those with simplified_presence_events do. */
export type SlimPresenceEvent = Omit<PresenceEvent, 'email'>;
export interface ModernPresenceEvent {
  type: 'presence';
  presences: Record<string, { activeTimestamp: number; idleTimestamp: number }>;
}

/** What a queue holds: domain events as one client sees them. */
export type ClientEvent =
  ZulipEvent | HeartbeatEvent | SingleDeleteMessageEvent | SlimPresenceEvent | ModernPresenceEvent;

const topicFor = (topic: string, o: ClientOptions): string =>
  topic === '' && !o.emptyTopicName ? EMPTY_TOPIC_DISPLAY_NAME : topic;

/**
 * Rewrites one published event for one client queue (Zulip's
 * process_notification + client-capability handling), or drops it (null).
 * Payloads are shared between queues, so every change copies.
 */
export function eventForClient(e: AddressedEvent, o: ClientOptions, queueId: string): ClientEvent[] | null {
  const ev = e.event;
  switch (ev.type) {
    case 'message': {
      const message = { ...ev.message };
      const internal = e.internal ?? {};
      if (!o.applyMarkdown) {
        message.content = internal.rawContent ?? message.content;
        message.contentType = 'text/x-markdown';
      }
      // The published payload carries the URL; gravatar-computing clients get null when they can.
      if (o.clientGravatar && internal.senderEmailPublic === true) message.avatarUrl = null;
      if (message.channelId !== null) message.topic = topicFor(message.topic, o);
      const out: EventOf<'message'> = { type: 'message', message, flags: ev.flags };
      if (internal.senderQueueId === queueId && internal.localMessageId !== undefined) {
        out.localMessageId = internal.localMessageId;
      }
      return [out];
    }
    case 'typing':
      if (ev.messageType !== 'stream') return [ev];
      if (!o.streamTypingNotifications) return null;
      return [topicFor(ev.topic, o) === ev.topic ? ev : { ...ev, topic: topicFor(ev.topic, o) }];
    case 'typing_edit_message': {
      // Zulip's accepts_event gates only `typing` on stream_typing_notifications, not edit typing.
      if (ev.recipient.type !== 'channel' || topicFor(ev.recipient.topic, o) === ev.recipient.topic) return [ev];
      return [{ ...ev, recipient: { ...ev.recipient, topic: topicFor(ev.recipient.topic, o) } }];
    }
    case 'delete_message': {
      // Shared unchanged where it can be, so that REST presents it once for every queue.
      const topic =
        ev.topic === undefined || topicFor(ev.topic, o) === ev.topic ? {} : { topic: topicFor(ev.topic, o) };
      if (o.bulkMessageDeletion) return ['topic' in topic ? { ...ev, ...topic } : ev];
      // Old clients get one event per message with `message_id`.
      const { messageIds: ids, ...rest } = ev;
      return ids.map((id): SingleDeleteMessageEvent => ({ ...rest, messageId: id, ...topic }));
    }
    case 'update_message': {
      const topic = ev.topic === undefined ? undefined : topicFor(ev.topic, o);
      const origTopic = ev.origTopic === undefined ? undefined : topicFor(ev.origTopic, o);
      if (topic === ev.topic && origTopic === ev.origTopic) return [ev];
      return [{ ...ev, ...(topic === undefined ? {} : { topic }), ...(origTopic === undefined ? {} : { origTopic }) }];
    }
    case 'user_group': {
      // Zulip's accepts_event: clients that keep deactivated groups hear of a
      // deactivation as an update, the others as a removal.
      const wanted =
        e.internal?.forDeactivatedGroupClients ??
        (ev.op === 'remove' ? false : ev.op === 'update' && 'deactivated' in ev.changes ? true : undefined);
      return wanted === undefined || wanted === o.includeDeactivatedGroups ? [ev] : null;
    }
    case 'presence': {
      // Zulip's process_presence_event: the modern shape, the slim one, or the legacy one with the email.
      const modern = e.internal?.modernPresence;
      if (o.simplifiedPresenceEvents && modern)
        return [{ type: 'presence', presences: { [String(ev.userId)]: modern } }];
      if (o.slimPresence) {
        const slim: SlimPresenceEvent = {
          type: 'presence',
          userId: ev.userId,
          serverTimestamp: ev.serverTimestamp,
          status: ev.status,
          timestamp: ev.timestamp,
        };
        return [slim];
      }
      return [ev];
    }
    case 'custom_profile_fields':
      return o.pronounsFieldTypeSupported ? [ev] : [{ ...ev, fields: withoutPronouns(ev.fields) }];
    case 'stream': {
      // Zulip's accepts_event: archiving reaches each client in the form it declared it understands.
      const wanted = e.internal?.forArchivedChannelsClients;
      return wanted === undefined || wanted === o.archivedChannels ? [ev] : null;
    }
    case 'realm_user':
      // Zulip's process_notification: a placeholder for a new user the client may not access is for clients that list them.
      return e.internal?.inaccessibleUser === true && o.userListIncomplete ? null : [ev];
    case 'realm_linkifiers':
      // Zulip's accepts_event: clients that cannot expand URL templates keep their empty list.
      return o.linkifierUrlTemplate ? [ev] : null;
    case 'user_topic':
      return [topicFor(ev.topic, o) === ev.topic ? ev : { ...ev, topic: topicFor(ev.topic, o) }];
    case 'update_display_settings':
    case 'update_global_notifications':
      // Zulip's accepts_event: clients with user_settings_object get only the user_settings event.
      return o.userSettingsObject ? null : [ev];
    case 'update_message_flags': {
      const details = ev.messageDetails;
      if (!details || o.emptyTopicName) return [ev];
      const rewritten = Object.fromEntries(
        Object.entries(details).map(([id, d]) => [id, d.type === 'stream' ? { ...d, topic: topicFor(d.topic, o) } : d]),
      );
      return [{ ...ev, messageDetails: rewritten }];
    }
    default:
      return [ev];
  }
}
