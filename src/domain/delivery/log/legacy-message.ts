import type { Message } from '../../messages/model.ts';
import type { EventOf } from '../../events/types.ts';

/*
 * `message` events logged before messages had a read model carry Zulip's
 * message dict; the log keeps entries for a while and queues resume from it
 * across a restart, so such an entry is read as the read model.
 */

type Legacy = Record<string, unknown>;

const num = (v: unknown): number => Number(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): Legacy[] => (Array.isArray(v) ? (v as Legacy[]) : []);
const optionalNum = (v: unknown): number | null => (typeof v === 'number' ? v : null);

function fromLegacy(m: Legacy): Message {
  const recipients = m.display_recipient;
  return {
    id: num(m.id),
    senderId: num(m.sender_id),
    content: str(m.content),
    contentType: m.content_type === 'text/x-markdown' ? 'text/x-markdown' : 'text/html',
    recipientId: num(m.recipient_id),
    timestamp: num(m.timestamp),
    client: str(m.client),
    topic: str(m.subject),
    topicLinks: list(m.topic_links).map((l) => ({ text: str(l.text), url: str(l.url) })),
    isMeMessage: m.is_me_message === true,
    reactions: list(m.reactions).map((r) => ({
      emojiName: str(r.emoji_name),
      emojiCode: str(r.emoji_code),
      reactionType: str(r.reaction_type),
      userId: num(r.user_id),
    })),
    submessages: list(m.submessages).map((s) => ({
      id: num(s.id),
      messageId: num(s.message_id),
      senderId: num(s.sender_id),
      msgType: str(s.msg_type),
      content: str(s.content),
    })),
    senderFullName: str(m.sender_full_name),
    senderEmail: str(m.sender_email),
    avatarUrl: typeof m.avatar_url === 'string' ? m.avatar_url : null,
    realmStringId: str(m.sender_realm_str),
    channelId: optionalNum(m.stream_id),
    channelName: typeof recipients === 'string' ? recipients : null,
    directRecipients: list(recipients).map((u) => ({ id: num(u.id), email: str(u.email), fullName: str(u.full_name) })),
    lastEditTimestamp: optionalNum(m.last_edit_timestamp),
    lastMovedTimestamp: optionalNum(m.last_moved_timestamp),
    // A new message has no edit history.
    editHistory: null,
  };
}

/** A logged `message` event as the read model has it: one of the old shape converted, a current one as it is. */
export function upgradeMessageEvent(event: EventOf<'message'>): EventOf<'message'> {
  if (!('sender_id' in event.message)) return event;
  return { ...event, message: fromLegacy(event.message as unknown as Legacy) };
}
