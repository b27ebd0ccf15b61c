import { FLAG_BIT } from '../messages/flags.ts';
import { topicForClient } from '../messages/limits.ts';
import { VisibilityPolicy } from '../topics/user-topic.ts';
import { RecipientType } from '../users/create-user.ts';
import type { StateContext } from './types.ts';

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

/**
 * unread_msgs (Zulip's get_raw_unread_data + aggregate_unread_data): unread
 * messages grouped by conversation. Messages in muted channels and topics are
 * listed but not counted, and their wildcard mentions do not count.
 */
export async function unreadState(ctx: StateContext): Promise<Record<string, unknown>> {
  const me = ctx.actor.user.id;
  const rows = await ctx.deps.db.sql.query<UnreadRow>(SQL, [me]);
  const pms: Array<[number, number]> = [];
  const huddles: Array<[string, number]> = [];
  const streams = new Map<string, { stream_id: number; topic: string; unread_message_ids: number[] }>();
  const mentions = new Set<number>();
  let count = 0;
  for (const row of rows) {
    const id = Number(row.message_id);
    const flags = Number(row.flags);
    const muted = row.rtype === RecipientType.STREAM && isMuted(row);
    if (row.rtype === RecipientType.STREAM) {
      const topic = topicForClient(row.subject, ctx.o.capabilities.emptyTopicName);
      // Topics group case-insensitively; the first (oldest) message's spelling is shown.
      const key = `${row.type_id}\u0000${topic.toLowerCase()}`;
      const entry = streams.get(key) ?? { stream_id: Number(row.type_id), topic, unread_message_ids: [] };
      entry.unread_message_ids.push(id);
      streams.set(key, entry);
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
  const streamList = [...streams.values()].sort(
    (a, b) => a.stream_id - b.stream_id || byKey(a.topic.toLowerCase(), b.topic.toLowerCase()),
  );
  return {
    unread_msgs: {
      pms: [...group(pms).values()]
        .sort((a, b) => a.key - b.key)
        // sender_id is kept for legacy mobile clients; it means the same as other_user_id.
        .map((b) => ({ other_user_id: b.key, sender_id: b.key, unread_message_ids: b.ids })),
      streams: streamList,
      huddles: [...group(huddles).values()]
        .sort((a, b) => byKey(a.key, b.key))
        .map((b) => ({ user_ids_string: b.key, unread_message_ids: b.ids })),
      mentions: [...mentions].sort((a, b) => a - b),
      count,
      old_unreads_missing: rows.length === MAX_UNREAD_MESSAGES,
    },
  };
}
