import type { ModernPresenceEvent, SlimPresenceEvent } from '../../domain/delivery/queues/client-view.ts';
import type { ModernPresence, PresenceStatus } from '../../domain/presence/formats.ts';
import type { EventOf } from '../../domain/events/types.ts';

/** Zulip's payloads of the typing and presence events (GET /events), from the typed events; the caller puts the keys in order. */

const typingUserJson = (u: { userId: number; email: string }) => ({ user_id: u.userId, email: u.email });

export const typingEventJson = (ev: EventOf<'typing'>): object =>
  ev.messageType === 'stream'
    ? {
        type: ev.type,
        op: ev.op,
        message_type: ev.messageType,
        sender: typingUserJson(ev.sender),
        stream_id: ev.channelId,
        topic: ev.topic,
      }
    : {
        type: ev.type,
        op: ev.op,
        message_type: ev.messageType,
        sender: typingUserJson(ev.sender),
        recipients: ev.recipients.map(typingUserJson),
      };

export const typingEditMessageEventJson = (ev: EventOf<'typing_edit_message'>): object => ({
  type: ev.type,
  op: ev.op,
  sender_id: ev.senderId,
  message_id: ev.messageId,
  recipient:
    ev.recipient.type === 'channel'
      ? { type: ev.recipient.type, channel_id: ev.recipient.channelId, topic: ev.recipient.topic }
      : { type: ev.recipient.type, user_ids: ev.recipient.userIds },
});

/** The legacy format's entry of the one client zircon reports (Zulip's format_legacy_presence_dict). */
const websiteJson = ({ status, timestamp }: PresenceStatus) => ({
  client: 'website',
  status,
  timestamp,
  pushable: false,
});

/** One user's presence: the modern format, or the legacy one (the most recent client, also as `aggregated`). */
export const presenceJson = (p: ModernPresence | PresenceStatus): object =>
  'status' in p
    ? { aggregated: { client: 'website', status: p.status, timestamp: p.timestamp }, website: websiteJson(p) }
    : { active_timestamp: p.activeTimestamp, idle_timestamp: p.idleTimestamp };

/** GET /realm/presence, POST /users/me/presence and register's `presences`: by user id (modern) or email (legacy). */
export const presencesJson = (presences: Record<string, ModernPresence | PresenceStatus>): Record<string, object> =>
  Object.fromEntries(Object.entries(presences).map(([key, p]) => [key, presenceJson(p)]));

/** Presence: the legacy event (the slim one has no email), or the modern one. */
export const presenceEventJson = (ev: EventOf<'presence'> | SlimPresenceEvent | ModernPresenceEvent): object =>
  'presences' in ev
    ? { type: ev.type, presences: presencesJson(ev.presences) }
    : {
        type: ev.type,
        ...('email' in ev ? { email: ev.email } : {}),
        user_id: ev.userId,
        server_timestamp: ev.serverTimestamp,
        presence: { website: websiteJson(ev) },
      };
