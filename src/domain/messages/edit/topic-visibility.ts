import type { Realm } from '../../../generated/prisma/client.ts';
import type { Tx } from '../../context.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { userSettingsOf } from '../../settings/user-settings.ts';
import { channelMessageAccess, selectTopicMessageIds } from '../../topics/access.ts';
import { bulkSetVisibilityPolicy, topicPolicies, VisibilityPolicy, type TopicRef } from '../../topics/user-topic.ts';
import type { ChannelEditRequest } from './request.ts';

type Emit = (e: AddressedEvent) => void;

/** Zulip's get_visibility_policy_after_merge: the more visible policy wins. */
function mergedPolicy(a: number, b: number): number {
  const both = new Set([a, b]);
  for (const p of [VisibilityPolicy.FOLLOWED, VisibilityPolicy.UNMUTED, VisibilityPolicy.INHERIT])
    if (both.has(p)) return p;
  return VisibilityPolicy.MUTED;
}

const refs = (realm: Realm, req: ChannelEditRequest): { orig: TopicRef; target: TopicRef } => ({
  orig: {
    realmId: realm.id,
    streamId: req.origStream.id,
    recipientId: req.origStream.recipientId,
    topic: req.origTopic,
  },
  target: {
    realmId: realm.id,
    streamId: req.targetStream.id,
    recipientId: req.targetStream.recipientId,
    topic: req.targetTopic,
  },
});

/**
 * When a whole topic moves, users' visibility policies move with it
 * (do_update_message): users who lose access to the messages lose their
 * policy; the others' policy for the old topic is cleared and, merged with
 * any they had for the destination (if it already had messages), set there.
 * Returns who followed the old topic (the resolve notice is unread for them).
 */
export async function migrateTopicVisibility(
  tx: Tx,
  emit: Emit,
  realm: Realm,
  req: ChannelEditRequest,
  p: { losingAccess: Set<number>; targetTopicHadMessages: boolean; now: Date },
): Promise<Set<number>> {
  const { orig, target } = refs(realm, req);
  const origPolicies = await topicPolicies(tx, orig.streamId, orig.topic);
  const targetPolicies = await topicPolicies(tx, target.streamId, target.topic);
  const shutOut: number[] = [];
  const fromOrig = new Map<number, number>();
  for (const [userId, policy] of origPolicies) {
    if (req.isStreamEdited && p.losingAccess.has(userId)) shutOut.push(userId);
    else fromOrig.set(userId, policy);
  }
  const followers = new Set(
    [...fromOrig].filter(([, policy]) => policy === VisibilityPolicy.FOLLOWED).map(([id]) => id),
  );
  const pairs = new Map<string, { from: number; to: number; users: number[] }>();
  for (const userId of [...new Set([...fromOrig.keys(), ...targetPolicies.keys()])].sort((a, b) => a - b)) {
    const from = fromOrig.get(userId) ?? VisibilityPolicy.INHERIT;
    const to = targetPolicies.get(userId) ?? VisibilityPolicy.INHERIT;
    const key = `${from}:${to}`;
    const pair = pairs.get(key) ?? { from, to, users: [] };
    pair.users.push(userId);
    pairs.set(key, pair);
  }
  await bulkSetVisibilityPolicy(tx, emit, shutOut, orig, VisibilityPolicy.INHERIT, p.now);
  for (const { from, to, users } of pairs.values()) {
    if (from !== VisibilityPolicy.INHERIT) {
      // The muted_topics event of the new policy right after carries the full list.
      await bulkSetVisibilityPolicy(tx, emit, users, orig, VisibilityPolicy.INHERIT, p.now, {
        skipMutedTopicsEvent: true,
      });
    }
    const next = p.targetTopicHadMessages ? mergedPolicy(from, to) : from;
    if (next === to) continue;
    await bulkSetVisibilityPolicy(tx, emit, users, target, next, p.now);
  }
  return followers;
}

/** automatically_*_topics_policy value "on initiation". */
const ON_INITIATION = 3;

/**
 * When only part of a topic moves and the sender's message becomes the first
 * of the destination topic (as far as the sender can see), the sender's
 * "follow/unmute topics I start" setting applies (apply_automatic_unmute_follow_topics_policy).
 */
export async function applySenderInitiationPolicy(
  tx: Tx,
  emit: Emit,
  realm: Realm,
  req: ChannelEditRequest,
  p: { messageId: number; senderId: number; changedIds: number[]; losingAccess: Set<number>; now: Date },
): Promise<void> {
  const sender = await tx.user.findUniqueOrThrow({ where: { id: p.senderId } });
  if (sender.isBot || p.losingAccess.has(sender.id)) return;
  const access = await channelMessageAccess(tx, sender, req.targetStream);
  const scope = {
    realmId: realm.id,
    recipientId: req.targetStream.recipientId,
    topic: req.targetTopic,
    userId: sender.id,
  };
  const [first] = await selectTopicMessageIds(tx, access, scope, { excludeIds: p.changedIds, limit: 1 });
  if (first !== undefined && p.messageId > first) return;
  const settings = userSettingsOf(sender.settings);
  const { target } = refs(realm, req);
  if (Number(settings.automatically_follow_topics_policy) === ON_INITIATION) {
    await bulkSetVisibilityPolicy(tx, emit, [sender.id], target, VisibilityPolicy.FOLLOWED, p.now);
  } else if (Number(settings.automatically_unmute_topics_in_muted_streams_policy) === ON_INITIATION) {
    const sub = await tx.subscription.findFirst({
      where: { userId: sender.id, recipientId: req.targetStream.recipientId ?? 0, active: true, isUserActive: true },
    });
    if (sub?.isMuted) await bulkSetVisibilityPolicy(tx, emit, [sender.id], target, VisibilityPolicy.UNMUTED, p.now);
  }
}
