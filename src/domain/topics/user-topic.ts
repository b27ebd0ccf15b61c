import { unixSeconds } from '../clock.ts';
import type { Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';

export const VisibilityPolicy = { INHERIT: 0, MUTED: 1, UNMUTED: 2, FOLLOWED: 3 } as const;

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
  p: { realmId: number; userId: number; streamId: number; recipientId: number; topic: string; policy: number; now: Date },
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
      stream_id: p.streamId,
      topic_name: p.topic,
      last_updated: unixSeconds(p.now),
      visibility_policy: p.policy,
    },
  });
}
