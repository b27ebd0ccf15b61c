import { FLAG_BIT } from '../messages/flags.ts';
import { topicForClient } from '../message-limits.ts';
import { VisibilityPolicy } from '../topics/user-topic.ts';
import { RecipientType } from '../recipient-type.ts';
import type { StateContext, TypedSections } from './types.ts';

/** Zulip's MAX_UNREAD_MESSAGES: older unread messages are left out (old_unreads_missing). */
const MAX_UNREAD_MESSAGES = 50_000;

interface UnreadRow extends Record<string, unknown> {
  message_id: number;
  flags: string | number | bigint;
  sender_id: number;
  recipient_id: number;
  rtype: number;
  type_id: number;
  subject: string;
  sub_muted: boolean | null;
  policy: number | null;
  group_ids: number[] | null;
}

const SQL = `
  SELECT * FROM (
    SELECT um.message_id, um.flags, m.sender_id, m.recipient_id, r.type AS rtype, r.type_id, m.subject,
           sub.is_muted AS sub_muted,
           (SELECT ut.visibility_policy FROM user_topic ut
             WHERE ut.user_id = um.user_id AND ut.recipient_id = m.recipient_id
               AND lower(ut.topic_name) = lower(m.subject) LIMIT 1) AS policy,
           CASE WHEN r.type = ${RecipientType.DIRECT_MESSAGE_GROUP} THEN
             (SELECT array_agg(s2.user_id ORDER BY s2.user_id) FROM subscription s2 WHERE s2.recipient_id = m.recipient_id)
           END AS group_ids
      FROM user_message um
      JOIN message m ON m.id = um.message_id
      JOIN recipient r ON r.id = m.recipient_id
      LEFT JOIN subscription sub ON sub.user_id = um.user_id AND sub.recipient_id = m.recipient_id
     WHERE um.user_id = $1 AND (um.flags & ${FLAG_BIT.read}) = 0
       -- Channels the user left keep their UserMessage rows but are not unread any more.
       AND (r.type <> ${RecipientType.STREAM} OR sub.active)
     ORDER BY um.message_id DESC
     LIMIT ${MAX_UNREAD_MESSAGES}
  ) recent ORDER BY message_id`;

/** A muted channel's message counts only in unmuted or followed topics; a muted topic never counts. */
function isMuted(row: UnreadRow): boolean {
  const policy = row.policy ?? VisibilityPolicy.INHERIT;
  if (row.sub_muted === true) return policy !== VisibilityPolicy.UNMUTED && policy !== VisibilityPolicy.FOLLOWED;
  return policy === VisibilityPolicy.MUTED;
}

interface Bucket<K> {
  key: K;
  ids: number[];
}

function group<K extends string | number>(entries: Array<[K, number]>): Map<K, Bucket<K>> {
  const out = new Map<K, Bucket<K>>();
  for (const [key, id] of entries) {
    const b = out.get(key) ?? { key, ids: [] };
    b.ids.push(id);
    out.set(key, b);
  }
  return out;
}

const byKey = <K extends string | number>(a: K, b: K): number => (a < b ? -1 : a > b ? 1 : 0);

/** The user's unread messages of one channel topic. */
export interface UnreadTopic {
  channelId: number;
  /** The oldest unread message's spelling (topics group case-insensitively). */
  topic: string;
  messageIds: number[];
}

/** The user's unread messages of one direct-message conversation. */
export interface UnreadConversation {
  /** Its users: the other one of a 1:1 conversation (the user, for notes to self), everyone of a group. */
  userIds: number[];
  messageIds: number[];
}

/** What unread_msgs says, typed: unread messages by conversation. */
export interface UnreadSummary {
  /** Unread messages that count (not in muted channels or topics). */
  count: number;
  topics: UnreadTopic[];
  oneToOne: UnreadConversation[];
  groups: UnreadConversation[];
  /** Unread messages mentioning the user (wildcards only where not muted). */
  mentions: number[];
  /** More than 50,000 are unread: the oldest are left out. */
  oldUnreadsMissing: boolean;
}

/**
 * Zulip's get_raw_unread_data + aggregate_unread_data: unread messages
 * grouped by conversation. Messages in muted channels and topics are listed
 * but not counted, and their wildcard mentions do not count.
 */
export async function unreadSummary(ctx: StateContext): Promise<UnreadSummary> {
  const me = ctx.actor.user.id;
  const rows = await ctx.deps.db.sql.query<UnreadRow>(SQL, [me]);
  const pms: Array<[number, number]> = [];
  const huddles: Array<[string, number]> = [];
  const topics = new Map<string, UnreadTopic>();
  const mentions = new Set<number>();
  let count = 0;
  for (const row of rows) {
    const id = Number(row.message_id);
    const flags = Number(row.flags);
    const muted = row.rtype === RecipientType.STREAM && isMuted(row);
    if (row.rtype === RecipientType.STREAM) {
      const topic = topicForClient(row.subject, ctx.o.capabilities.emptyTopicName);
      const key = `${row.type_id}\u0000${topic.toLowerCase()}`;
      const entry = topics.get(key) ?? { channelId: Number(row.type_id), topic, messageIds: [] };
      entry.messageIds.push(id);
      topics.set(key, entry);
      if (!muted) count++;
    } else if (row.rtype === RecipientType.PERSONAL) {
      pms.push([row.sender_id === me ? Number(row.type_id) : Number(row.sender_id), id]);
      count++;
    } else {
      huddles.push([(row.group_ids ?? []).join(','), id]);
      count++;
    }
    if (flags & FLAG_BIT.mentioned) mentions.add(id);
    if (flags & (FLAG_BIT.stream_wildcard_mentioned | FLAG_BIT.topic_wildcard_mentioned) && !muted) mentions.add(id);
  }
  return {
    count,
    topics: [...topics.values()].sort(
      (a, b) => a.channelId - b.channelId || byKey(a.topic.toLowerCase(), b.topic.toLowerCase()),
    ),
    oneToOne: [...group(pms).values()]
      .sort((a, b) => a.key - b.key)
      .map((b) => ({ userIds: [b.key], messageIds: b.ids })),
    groups: [...group(huddles).values()]
      .sort((a, b) => byKey(a.key, b.key))
      .map((b) => ({ userIds: b.key === '' ? [] : b.key.split(',').map(Number), messageIds: b.ids })),
    mentions: [...mentions].sort((a, b) => a - b),
    oldUnreadsMissing: rows.length === MAX_UNREAD_MESSAGES,
  };
}

/** unread_msgs */
export async function unreadState(ctx: StateContext): Promise<Pick<TypedSections, 'unread_msgs'>> {
  return { unread_msgs: await unreadSummary(ctx) };
}
