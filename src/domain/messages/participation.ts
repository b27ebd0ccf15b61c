import type { Actor } from '../actor.ts';
import type { Deps, Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { getVisibilityPolicy, setVisibilityPolicy, VisibilityPolicy } from '../topics/user-topic.ts';
import type { AccessedMessage } from './single/access.ts';

/** automatically_*_policy value meaning "topics I participate in". */
const ON_PARTICIPATION = 1;

/**
 * Reacting and voting in a widget are participating: Zulip follows (or in a muted channel unmutes)
 * the topic for users whose automatic-visibility setting says so, never
 * lowering a followed topic.
 */
export async function applyParticipationVisibility(
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  deps: Deps,
  actor: Actor,
  m: AccessedMessage,
): Promise<void> {
  const me = actor.user;
  if (m.channel === null || me.isBot) return;
  const settings = userSettingsOf(me.settings);
  const follow = Number(settings.automatically_follow_topics_policy) === ON_PARTICIPATION;
  const unmute = Number(settings.automatically_unmute_topics_in_muted_streams_policy) === ON_PARTICIPATION;
  if (!follow && !unmute) return;
  const sub = await tx.subscription.findFirst({
    where: { userId: me.id, recipientId: m.channel.recipientId, active: true },
    select: { isMuted: true },
  });
  if (!sub) return;
  const policy = follow ? VisibilityPolicy.FOLLOWED : sub.isMuted && unmute ? VisibilityPolicy.UNMUTED : null;
  if (policy === null) return;
  const current = await getVisibilityPolicy(tx, me.id, m.channel.id, m.subject);
  if (current === policy || current === VisibilityPolicy.FOLLOWED) return;
  await setVisibilityPolicy(tx, emit, {
    realmId: actor.realm.id,
    userId: me.id,
    streamId: m.channel.id,
    recipientId: m.channel.recipientId,
    topic: m.subject,
    policy,
    now: deps.clock.now(),
  });
}
