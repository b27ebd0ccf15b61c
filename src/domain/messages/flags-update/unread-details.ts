import type { SqlReader } from '../../../db/sql.ts';
import type { UserRow } from '../../users/format.ts';
import { RecipientType } from '../../recipient-type.ts';
import { VisibilityPolicy } from '../../topics/user-topic.ts';
import { FLAG_BIT } from '../flags.ts';

export type MessageDetails =
  | { type: 'stream'; channelId: number; topic: string; unmutedChannelMessage: boolean; mentioned?: true }
  | { type: 'private'; userIds: number[]; mentioned?: true };

interface Row extends Record<string, unknown> {
  message_id: number;
  flags: string | number | bigint;
  sender_id: number;
  recipient_id: number;
  subject: string;
  rtype: number;
  type_id: number;
  stream_muted: boolean | null;
  topic_policy: number | null;
}

const WILDCARD_BITS = FLAG_BIT.stream_wildcard_mentioned | FLAG_BIT.topic_wildcard_mentioned;

/**
 * The `message_details` of an `update_message_flags` remove/read event
 * (Zulip's get_raw_unread_data + format_unread_message_details): what a
 * client needs to put messages it may never have fetched back into its
 * unread counts. Conversations of channels the user left are skipped.
 */
export async function unreadMessageDetails(
  db: SqlReader,
  user: UserRow,
  messageIds: number[],
): Promise<Record<string, MessageDetails>> {
  if (messageIds.length === 0) return {};
  const rows = await db.query<Row>(
    `SELECT um.message_id, um.flags, m.sender_id, m.recipient_id, m.subject, r.type AS rtype, r.type_id,
            (SELECT s.is_muted FROM subscription s WHERE s.user_id = $1 AND s.recipient_id = m.recipient_id AND s.active) AS stream_muted,
            (SELECT ut.visibility_policy FROM user_topic ut
              WHERE ut.user_id = $1 AND r.type = ${RecipientType.STREAM} AND ut.stream_id = r.type_id
                AND lower(ut.topic_name) = lower(m.subject) LIMIT 1) AS topic_policy
       FROM user_message um
       JOIN message m ON m.id = um.message_id
       JOIN recipient r ON r.id = m.recipient_id
      WHERE um.user_id = $1 AND um.message_id = ANY($2::int[])
        AND m.recipient_id NOT IN (SELECT recipient_id FROM subscription WHERE user_id = $1 AND NOT active)
      ORDER BY um.message_id`,
    [user.id, messageIds],
  );
  const groupRecipients = [
    ...new Set(rows.filter((r) => r.rtype === RecipientType.DIRECT_MESSAGE_GROUP).map((r) => r.recipient_id)),
  ];
  const groupMembers = new Map<number, number[]>();
  if (groupRecipients.length > 0) {
    const subs = await db.query<{ recipient_id: number; user_id: number }>(
      `SELECT recipient_id, user_id FROM subscription WHERE recipient_id = ANY($1::int[]) ORDER BY user_id`,
      [groupRecipients],
    );
    for (const s of subs)
      groupMembers.set(s.recipient_id, [...(groupMembers.get(s.recipient_id) ?? []), Number(s.user_id)]);
  }
  const out: Record<string, MessageDetails> = {};
  for (const r of rows) {
    const flags = Number(r.flags);
    const wildcard = (flags & WILDCARD_BITS) !== 0;
    let details: MessageDetails;
    let unmuted = true;
    if (r.rtype === RecipientType.STREAM) {
      const policy = r.topic_policy ?? VisibilityPolicy.INHERIT;
      // A muted channel hides its topics unless unmuted or followed; else a muted topic is hidden.
      unmuted =
        r.stream_muted === true
          ? policy === VisibilityPolicy.UNMUTED || policy === VisibilityPolicy.FOLLOWED
          : policy !== VisibilityPolicy.MUTED;
      details = { type: 'stream', channelId: r.type_id, topic: r.subject, unmutedChannelMessage: unmuted };
    } else {
      const others =
        r.rtype === RecipientType.PERSONAL
          ? [r.sender_id === user.id ? r.type_id : r.sender_id]
          : (groupMembers.get(r.recipient_id) ?? []);
      details = { type: 'private', userIds: others.filter((id) => id !== user.id).sort((a, b) => a - b) };
    }
    if ((flags & FLAG_BIT.mentioned) !== 0 || (wildcard && unmuted)) details.mentioned = true;
    out[String(r.message_id)] = details;
  }
  return out;
}
