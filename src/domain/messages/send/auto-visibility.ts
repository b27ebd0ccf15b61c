import type { Tx } from '../../context.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { userSettingsOf } from '../../settings/user-settings.ts';
import { getVisibilityPolicy, setVisibilityPolicy, VisibilityPolicy } from '../../topics/user-topic.ts';
import type { UserRow } from '../../users/format.ts';

/** automatically_follow_topics_policy / …_unmute_… values. */
const Policy = { PARTICIPATION: 1, SEND: 2, INITIATION: 3, NEVER: 4 } as const;

const triggers = (policy: number, startsTopic: boolean) =>
  policy === Policy.PARTICIPATION || policy === Policy.SEND || (policy === Policy.INITIATION && startsTopic);

/**
 * Zulip follows (or, in a muted channel, unmutes) a topic for its sender per
 * their automatic-visibility settings; the send response reports the change
 * as `automatic_new_visibility_policy`.
 */
export async function applySenderTopicVisibility(
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  p: { sender: UserRow; streamId: number; recipientId: number; topic: string; startsTopic: boolean; channelMuted: boolean; now: Date },
): Promise<number | undefined> {
  const settings = userSettingsOf(p.sender.settings);
  const current = await getVisibilityPolicy(tx, p.sender.id, p.streamId, p.topic);
  let next: number | undefined;
  if (current !== VisibilityPolicy.FOLLOWED && triggers(Number(settings.automatically_follow_topics_policy), p.startsTopic)) {
    next = VisibilityPolicy.FOLLOWED;
  } else if (
    p.channelMuted &&
    current === VisibilityPolicy.INHERIT &&
    triggers(Number(settings.automatically_unmute_topics_in_muted_streams_policy), p.startsTopic)
  ) {
    next = VisibilityPolicy.UNMUTED;
  }
  if (next === undefined) return undefined;
  await setVisibilityPolicy(tx, emit, {
    realmId: p.sender.realmId,
    userId: p.sender.id,
    streamId: p.streamId,
    recipientId: p.recipientId,
    topic: p.topic,
    policy: next,
    now: p.now,
  });
  return next;
}
