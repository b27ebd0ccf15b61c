import { channelTopicKey, conversationKeyOf, dmKey, othersOf } from './conversations.ts';

/** A conversation as Inbox and Recent conversations list it: where it is, and its latest message known. */
export interface ConversationInfo {
  key: string;
  channelId: number | null;
  /** As its messages spell it (keys are lower-case). */
  topic: string;
  /** A direct conversation's others (oneself for notes). */
  userIds: number[];
  maxId: number;
  /** The latest message's time; null when only its unread ids are known. */
  timestamp: string | null;
  /** Who wrote in it, latest first (as far as the client has seen). */
  senderIds: number[];
}

export type Conversations = Map<string, ConversationInfo>;

/** What a message tells of its conversation. */
export interface MessageSummary {
  messageId: number;
  timestamp: string;
  topic: string;
  channel?: { channelId: number } | null;
  sender: { userId: number };
  recipients: { userId: number }[];
}

/** The conversations with a message `m` added (an older message only adds its sender). */
export function noteMessage(list: Conversations, m: MessageSummary, me: number): Conversations {
  const key = conversationKeyOf(m, me);
  const known = list.get(key);
  const senders = [m.sender.userId, ...(known?.senderIds ?? []).filter((id) => id !== m.sender.userId)];
  const newer = !known || known.maxId <= m.messageId;
  const info: ConversationInfo = {
    key,
    channelId: m.channel?.channelId ?? null,
    topic: newer ? m.topic : (known?.topic ?? m.topic),
    userIds: m.channel
      ? []
      : othersOf(
          m.recipients.map((u) => u.userId),
          me,
        ),
    maxId: newer ? m.messageId : known.maxId,
    timestamp: newer ? m.timestamp : known.timestamp,
    senderIds: newer
      ? senders
      : [...known.senderIds, ...(known.senderIds.includes(m.sender.userId) ? [] : [m.sender.userId])],
  };
  return new Map(list).set(key, info);
}

/** The unread conversations the bootstrap names, for Inbox before any of their messages is read. */
export function fromUnread(
  unread: {
    topics: { channelId: number; topic: string; messageIds: number[] }[];
    directConversations: { userIds: number[]; messageIds: number[] }[];
  },
  me: number,
): Conversations {
  const list: Conversations = new Map();
  const add = (key: string, info: Omit<ConversationInfo, 'key' | 'timestamp' | 'senderIds'>) =>
    list.set(key, { key, timestamp: null, senderIds: [], ...info });
  for (const t of unread.topics)
    add(channelTopicKey(t.channelId, t.topic), {
      channelId: t.channelId,
      topic: t.topic,
      userIds: [],
      maxId: Math.max(...t.messageIds),
    });
  for (const d of unread.directConversations)
    add(dmKey(d.userIds, me), {
      channelId: null,
      topic: '',
      userIds: othersOf(d.userIds, me),
      maxId: Math.max(...d.messageIds),
    });
  return list;
}
