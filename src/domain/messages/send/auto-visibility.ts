import type { SqlReader } from '../../../db/sql.ts';
import { unixSeconds } from '../../clock.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { VisibilityPolicy } from '../../topics/user-topic.ts';
import type { UserRow } from '../../users/format.ts';

/** automatically_follow_topics_policy / …_unmute_… values. */
const Policy = { PARTICIPATION: 1, SEND: 2, INITIATION: 3, NEVER: 4 } as const;

const triggers = (policy: number, startsTopic: boolean) =>
  policy === Policy.PARTICIPATION || policy === Policy.SEND || (policy === Policy.INITIATION && startsTopic);

type SenderSettings = Record<string, unknown>;

const policiesOf = (settings: SenderSettings) => ({
  follow: Number(settings.automatically_follow_topics_policy),
  unmute: Number(settings.automatically_unmute_topics_in_muted_streams_policy),
});

/** Whether the decision below can depend on the topic being new (so the caller need not look it up otherwise). */
export function visibilityNeedsStartsTopic(settings: SenderSettings): boolean {
  const p = policiesOf(settings);
  return p.follow === Policy.INITIATION || p.unmute === Policy.INITIATION;
}

/**
 * Zulip follows (or, in a muted channel, unmutes) a topic for its sender per
 * their automatic-visibility settings; the send response reports the change
 * as `automatic_new_visibility_policy`. `current` is the sender's policy for
 * the topic, read by the caller with the channel.
 */
export async function applySenderTopicVisibility(
  sql: SqlReader,
  emit: (e: AddressedEvent) => void,
  p: {
    sender: UserRow;
    /** The sender's settings, as userSettingsOf resolves them. */
    settings: SenderSettings;
    streamId: number;
    recipientId: number;
    topic: string;
    current: number;
    /** Only consulted for an "on initiation" policy (see visibilityNeedsStartsTopic). */
    startsTopic: boolean;
    channelMuted: boolean;
    now: Date;
  },
): Promise<number | undefined> {
  const policies = policiesOf(p.settings);
  let next: number | undefined;
  if (p.current !== VisibilityPolicy.FOLLOWED && triggers(policies.follow, p.startsTopic)) {
    next = VisibilityPolicy.FOLLOWED;
  } else if (p.channelMuted && p.current === VisibilityPolicy.INHERIT && triggers(policies.unmute, p.startsTopic)) {
    next = VisibilityPolicy.UNMUTED;
  }
  if (next === undefined) return undefined;
  // topics/user-topic.ts's setVisibilityPolicy, on the raw driver (it takes a Prisma transaction).
  await sql.query(
    `INSERT INTO user_topic (user_id, stream_id, recipient_id, topic_name, last_updated, visibility_policy)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, stream_id, lower(topic_name))
     DO UPDATE SET visibility_policy = EXCLUDED.visibility_policy, last_updated = EXCLUDED.last_updated`,
    [p.sender.id, p.streamId, p.recipientId, p.topic, p.now, next],
  );
  emit({
    realmId: p.sender.realmId,
    userIds: [p.sender.id],
    event: {
      type: 'user_topic',
      channelId: p.streamId,
      topic: p.topic,
      lastUpdated: unixSeconds(p.now),
      visibilityPolicy: next,
    },
  });
  return next;
}
