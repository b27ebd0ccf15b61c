import type { Stream } from '../../generated/prisma/client.ts';
import type { Tx } from '../context.ts';
import { accessBeforeSubscribing, emitAccessGainedBySubscribing } from '../users/access-events.ts';
import { isGuest } from '../roles.ts';
import { loadPeerInfo } from './audience.ts';
import { emitChannelCreate, emitPeerEvents, type Emit } from './events.ts';
import { channelOf, loadFormatContext, subscriptionOf, type Subscription } from './format.ts';
import { writeSubscriptions, type SubInfo, type SubscriptionChanges } from './insert-subscriptions.ts';

export interface SubscribingUser {
  id: number;
  role: number;
  isActive: boolean;
}

/**
 * Zulip's bulk_add_subscriptions: writes the subscriptions, then tells
 * (1) users who could not see a private channel (or guests, a public one)
 * that it exists, (2) each subscriber their new subscriptions, (3) guests
 * who now share a channel with someone they could not access (see
 * access-events.ts) about them, (4) everyone following the subscriber lists
 * about the new subscribers.
 */
export async function bulkAddSubscriptions(
  tx: Tx,
  emit: Emit,
  realmId: number,
  streams: Stream[],
  users: SubscribingUser[],
  colorByName: ReadonlyMap<string, string> = new Map(),
): Promise<SubscriptionChanges> {
  const accessBefore = await accessBeforeSubscribing(
    tx,
    realmId,
    users.map((u) => u.id),
    streams.map((s) => s.id),
  );
  const changes = await writeSubscriptions(tx, streams, users, colorByName);
  const changed: SubInfo[] = [...changes.added, ...changes.activated];
  if (changed.length === 0) return changes;

  const roleById = new Map(users.map((u) => [u.id, u.role]));
  const altered = new Map<number, Set<number>>();
  const alteredGuests = new Set<number>();
  for (const c of changed) {
    altered.set(c.stream.id, (altered.get(c.stream.id) ?? new Set()).add(c.user.id));
    if (isGuest(roleById.get(c.user.id) ?? 0)) alteredGuests.add(c.user.id);
  }
  const streamById = new Map(streams.map((s) => [s.id, s]));
  const changedStreams = [...altered.keys()].flatMap((id) => streamById.get(id) ?? []);
  const peers = await loadPeerInfo(tx, realmId, changedStreams);
  const { audience, viaGroups, subscribers } = peers;
  const format = await loadFormatContext(tx, realmId, changedStreams, subscribers);
  const channelById = new Map(changedStreams.map((s) => [s.id, channelOf(s, format)]));

  // Channels the new subscribers could not see before need a `create` first.
  for (const s of changedStreams) {
    const users = altered.get(s.id) ?? new Set<number>();
    let notify: number[] = [];
    if (s.inviteOnly) {
      const known = viaGroups.get(s.id) ?? new Set<number>();
      notify = [...users].filter((id) => !audience.admins.has(id) && !known.has(id));
    } else if (!s.isWebPublic) {
      notify = [...users].filter((id) => alteredGuests.has(id));
    }
    const channel = channelById.get(s.id);
    if (channel && notify.length > 0) emitChannelCreate(emit, realmId, channel, notify);
  }

  // As in Zulip's send_subscription_add_events, each channel's subscriber list is computed once and shared by its events.
  const sortedSubscribers = new Map(
    changedStreams.map((s) => [s.id, [...(subscribers.get(s.id) ?? [])].sort((a, b) => a - b)]),
  );
  const byUser = new Map<number, Subscription[]>();
  for (const c of changed) {
    const channel = channelById.get(c.stream.id);
    if (!channel) continue;
    const mine = byUser.get(c.user.id);
    const sub = subscriptionOf(channel, c.sub, sortedSubscribers.get(c.stream.id) ?? []);
    if (mine) mine.push(sub);
    else byUser.set(c.user.id, [sub]);
  }
  for (const [userId, subscriptions] of byUser) {
    emit({ realmId, event: { type: 'subscription', op: 'add', subscriptions }, userIds: [userId] });
  }

  await emitAccessGainedBySubscribing(tx, emit, realmId, accessBefore, altered);
  emitPeerEvents(emit, realmId, 'peer_add', streamById, altered, peers);
  return changes;
}
