import type { SqlParams } from './sql-params.ts';

const MUTED = 1;
const UNMUTED = 2;
const FOLLOWED = 3;

/** Zulip's topic_match_sa against a user_topic row: same channel, same topic ignoring case. */
const userTopicMatches = (sql: SqlParams, userId: number, policies: number[], streamId: number | null): string =>
  `(m.is_channel_message AND EXISTS (SELECT 1 FROM user_topic ut
     WHERE ut.user_id = ${sql.p(userId)} AND ut.visibility_policy IN (${policies.join(', ')})
       ${streamId === null ? '' : `AND ut.stream_id = ${sql.p(streamId)}`}
       AND ut.recipient_id = m.recipient_id AND lower(ut.topic_name) = lower(m.subject)))`;

/**
 * Zulip's exclude_muting_conditions: true for messages that are not muted.
 * Muted topics are always excluded (only those of `streamId` when the narrow
 * names a channel); muted channels are excluded only when no channel is
 * named, except for their unmuted and followed topics.
 */
export function notMutedCondition(sql: SqlParams, userId: number, streamId: number | null): string {
  const topicMuted = userTopicMatches(sql, userId, [MUTED], streamId);
  if (streamId !== null) return `NOT ${topicMuted}`;
  const channelMuted = `(m.recipient_id IN (SELECT s.recipient_id FROM subscription s JOIN stream st ON st.recipient_id = s.recipient_id
      WHERE s.user_id = ${sql.p(userId)} AND s.active AND s.is_muted)
    AND NOT ${userTopicMatches(sql, userId, [UNMUTED, FOLLOWED], null)})`;
  return `(NOT ${topicMuted} AND NOT ${channelMuted})`;
}

/** Zulip's get_followed_topic_condition_sa. */
export const followedCondition = (sql: SqlParams, userId: number): string =>
  userTopicMatches(sql, userId, [FOLLOWED], null);
