import { unixSeconds } from '../clock.ts';
import type { Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';

export const VisibilityPolicy = { INHERIT: 0, MUTED: 1, UNMUTED: 2, FOLLOWED: 3 } as const;
export type VisibilityPolicyValue = (typeof VisibilityPolicy)[keyof typeof VisibilityPolicy];

export const VISIBILITY_POLICY_VALUES: readonly VisibilityPolicyValue[] = Object.values(VisibilityPolicy);

export async function getVisibilityPolicy(tx: Tx, userId: number, streamId: number, topic: string): Promise<number> {
  const rows = await tx.$queryRawUnsafe<Array<{ visibility_policy: number }>>(
    `SELECT visibility_policy FROM user_topic WHERE user_id = $1 AND stream_id = $2 AND lower(topic_name) = lower($3)`,
    userId,
    streamId,
    topic,
  );
  return rows[0]?.visibility_policy ?? VisibilityPolicy.INHERIT;
}

/** Sets one user's policy for a topic and records Zulip's `user_topic` event for that user. */
export async function setVisibilityPolicy(
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  p: {
    realmId: number;
    userId: number;
    streamId: number;
    recipientId: number;
    topic: string;
    policy: number;
    now: Date;
  },
): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO user_topic (user_id, stream_id, recipient_id, topic_name, last_updated, visibility_policy)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, stream_id, lower(topic_name))
     DO UPDATE SET visibility_policy = EXCLUDED.visibility_policy, last_updated = EXCLUDED.last_updated`,
    p.userId,
    p.streamId,
    p.recipientId,
    p.topic,
    p.now,
    p.policy,
  );
  emit({
    realmId: p.realmId,
    userIds: [p.userId],
    event: {
      type: 'user_topic',
      channelId: p.streamId,
      topic: p.topic,
      lastUpdated: unixSeconds(p.now),
      visibilityPolicy: p.policy,
    },
  });
}

/** The (channel, topic) a visibility policy is about. */
export interface TopicRef {
  realmId: number;
  streamId: number;
  recipientId: number | null;
  topic: string;
}

/** Zulip's get_topic_mutes: `[channel name, topic, last_updated]` of the user's muted topics in active channels. */
export async function mutedTopicsList(tx: Tx, userId: number): Promise<Array<[string, string, number]>> {
  const rows = await tx.$queryRawUnsafe<Array<{ name: string; topic_name: string; last_updated: Date }>>(
    `SELECT s.name, ut.topic_name, ut.last_updated FROM user_topic ut JOIN stream s ON s.id = ut.stream_id
      WHERE ut.user_id = $1 AND ut.visibility_policy = ${VisibilityPolicy.MUTED} AND NOT s.is_archived
      ORDER BY ut.id`,
    userId,
  );
  return rows.map((r) => [r.name, r.topic_name, unixSeconds(r.last_updated)]);
}

/**
 * Zulip's bulk_do_set_user_topic_visibility_policy: sets the policy for the
 * users whose row differs (INHERIT deletes the row), and for each of them
 * records the legacy `muted_topics` event (the whole list) and `user_topic`.
 * Users already in that state get no event. Returns the changed user ids.
 */
export async function bulkSetVisibilityPolicy(
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  userIds: number[],
  ref: TopicRef,
  policy: number,
  now: Date,
  opts: { skipMutedTopicsEvent?: boolean } = {},
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx.$queryRawUnsafe<Array<{ user_id: number; visibility_policy: number }>>(
    `SELECT user_id, visibility_policy FROM user_topic
      WHERE user_id = ANY($1::int[]) AND stream_id = $2 AND lower(topic_name) = lower($3)`,
    userIds,
    ref.streamId,
    ref.topic,
  );
  let changed: number[];
  if (policy === VisibilityPolicy.INHERIT) {
    changed = rows.map((r) => r.user_id);
    if (changed.length > 0) {
      await tx.$executeRawUnsafe(
        `DELETE FROM user_topic WHERE user_id = ANY($1::int[]) AND stream_id = $2 AND lower(topic_name) = lower($3)`,
        changed,
        ref.streamId,
        ref.topic,
      );
    }
  } else {
    const current = new Map(rows.map((r) => [r.user_id, r.visibility_policy]));
    changed = [...new Set(userIds)].filter((id) => current.get(id) !== policy);
    if (changed.length > 0) {
      await tx.$executeRawUnsafe(
        `INSERT INTO user_topic (user_id, stream_id, recipient_id, topic_name, last_updated, visibility_policy)
         SELECT u, $2, $3, $4, $5, $6 FROM unnest($1::int[]) AS t(u)
         ON CONFLICT (user_id, stream_id, lower(topic_name))
         DO UPDATE SET visibility_policy = EXCLUDED.visibility_policy, last_updated = EXCLUDED.last_updated`,
        changed,
        ref.streamId,
        ref.recipientId,
        ref.topic,
        now,
        policy,
      );
    }
  }
  for (const userId of changed) {
    if (!opts.skipMutedTopicsEvent) {
      emit({
        realmId: ref.realmId,
        userIds: [userId],
        event: { type: 'muted_topics', mutedTopics: await mutedTopicsList(tx, userId) },
      });
    }
    emit({
      realmId: ref.realmId,
      userIds: [userId],
      event: {
        type: 'user_topic',
        channelId: ref.streamId,
        topic: ref.topic,
        lastUpdated: unixSeconds(now),
        visibilityPolicy: policy,
      },
    });
  }
  return changed;
}

/** Every user's policy for a topic (case-insensitive), by user id. */
export async function topicPolicies(tx: Tx, streamId: number, topic: string): Promise<Map<number, number>> {
  const rows = await tx.$queryRawUnsafe<Array<{ user_id: number; visibility_policy: number }>>(
    `SELECT user_id, visibility_policy FROM user_topic WHERE stream_id = $1 AND lower(topic_name) = lower($2)`,
    streamId,
    topic,
  );
  return new Map(rows.map((r) => [r.user_id, r.visibility_policy]));
}
