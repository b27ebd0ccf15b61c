import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../auth/actor.ts';
import type { Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import type { UserRow } from '../users/format.ts';
import { ChannelViewer, hasBasicAccess } from './access.ts';
import { loadPeerInfo, subscribedStreamIds } from './audience.ts';
import { channelsDoNotExist, insufficientPermission } from './errors.ts';
import { emitChannelDelete, emitPeerEvents, type Emit } from './events.ts';
import { checkChannelName, findChannelsByNames, pyStrip } from './names.ts';
import { principalsToUsers } from './principals.ts';

export interface UnsubscribeInput {
  /** Channel names. */
  subscriptions: string[];
  principals?: string[] | number[] | null;
}

export type UnsubscribeResult = {
  removed: string[];
  not_removed: string[];
};

/** Zulip's user_directly_controls_user: oneself, or a bot one owns. */
const directlyControls = (actor: UserRow, target: UserRow): boolean =>
  actor.id === target.id || (target.isBot && target.botOwnerId === actor.id);

/**
 * bulk_can_remove_subscribers_from_streams: administrators always may; others
 * need to administer every channel, or to see every channel and be in each
 * channel's can_remove_subscribers_group.
 */
async function canRemoveSubscribers(viewer: ChannelViewer, streams: Stream[]): Promise<boolean> {
  if (viewer.isAdmin) return true;
  if (viewer.isGuest) return false;
  const groups = await viewer.groupIds();
  if (streams.every((s) => groups.has(s.canAdministerChannelGroupId))) return true;
  const subscribed = await subscribedStreamIds(viewer.db, viewer.user.id, streams);
  for (const s of streams) {
    if (!(await hasBasicAccess(viewer, s, subscribed.has(s.id), false))) return false;
  }
  return streams.every((s) => groups.has(s.canRemoveSubscribersGroupId));
}

/** Zulip's bulk_remove_subscriptions: deactivates the subscriptions and records the events. */
export async function bulkRemoveSubscriptions(
  tx: Tx,
  emit: Emit,
  realmId: number,
  users: UserRow[],
  streams: Stream[],
): Promise<{ removed: Array<[UserRow, Stream]>; notSubscribed: Array<[UserRow, Stream]> }> {
  const byRecipient = new Map(streams.flatMap((s) => (s.recipientId === null ? [] : [[s.recipientId, s] as const])));
  const subs = await tx.subscription.findMany({
    where: { userId: { in: users.map((u) => u.id) }, recipientId: { in: [...byRecipient.keys()] }, active: true },
    orderBy: { id: 'asc' },
  });
  const removed: Array<[UserRow, Stream]> = [];
  const notSubscribed: Array<[UserRow, Stream]> = [];
  for (const user of users) {
    const mine = new Set(subs.filter((s) => s.userId === user.id).map((s) => s.recipientId));
    for (const s of streams) {
      if (s.recipientId !== null && mine.has(s.recipientId)) removed.push([user, s]);
      else notSubscribed.push([user, s]);
    }
  }
  if (removed.length === 0) return { removed, notSubscribed };
  await tx.subscription.updateMany({ where: { id: { in: subs.map((s) => s.id) } }, data: { active: false } });

  const altered = new Map<number, Set<number>>();
  const streamsByUser = new Map<number, Stream[]>();
  for (const [user, s] of removed) {
    altered.set(s.id, (altered.get(s.id) ?? new Set()).add(user.id));
    streamsByUser.set(user.id, [...(streamsByUser.get(user.id) ?? []), s]);
  }
  for (const user of users) {
    const lost = streamsByUser.get(user.id) ?? [];
    if (lost.length === 0) continue;
    emit({
      realmId,
      event: { type: 'subscription', op: 'remove', subscriptions: lost.map((s) => ({ name: s.name, stream_id: s.id })) },
      userIds: [user.id],
    });
    // Someone who can no longer see a channel (a private one, or a public one for a guest) forgets it.
    const viewer = new ChannelViewer(tx, { id: user.id, role: user.role, realmId });
    if (viewer.isAdmin) continue;
    const gone: number[] = [];
    for (const s of lost) if (!(await hasBasicAccess(viewer, s, false, false))) gone.push(s.id);
    emitChannelDelete(emit, realmId, gone, [user.id]);
  }

  const streamById = new Map(streams.map((s) => [s.id, s]));
  emitPeerEvents(emit, realmId, 'peer_remove', streamById, altered, await loadPeerInfo(tx, realmId, streams));
  return { removed, notSubscribed };
}

/** DELETE /users/me/subscriptions: unsubscribes the requester or, with permission, the principals. */
export async function unsubscribe(deps: Deps, actor: Actor, input: UnsubscribeInput): Promise<UnsubscribeResult> {
  return inTransaction(deps, async (tx, emit) => {
    const names = input.subscriptions.map(pyStrip);
    let people: UserRow[] = [actor.user];
    let othersConcerned = false;
    if (input.principals && input.principals.length > 0) {
      people = await principalsToUsers(tx, actor.realm, actor.user, input.principals);
      othersConcerned = people.some((p) => !directlyControls(actor.user, p));
    }
    // list_to_streams without autocreate
    const unique = [...new Set(names)];
    for (const name of unique) checkChannelName(name);
    const found = await findChannelsByNames(tx, actor.realm.id, unique);
    const viewer = new ChannelViewer(tx, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });
    if (othersConcerned && !(await canRemoveSubscribers(viewer, [...found.values()]))) throw insufficientPermission();
    const streams: Stream[] = [];
    const missing: string[] = [];
    for (const name of names) {
      const s = found.get(name.toLowerCase());
      if (s) streams.push(s);
      else missing.push(name);
    }
    if (missing.length > 0) throw channelsDoNotExist(missing);

    const channels = [...new Map(streams.map((s) => [s.id, s])).values()];
    const { removed, notSubscribed } = await bulkRemoveSubscriptions(tx, emit, actor.realm.id, people, channels);
    return { removed: removed.map(([, s]) => s.name), not_removed: notSubscribed.map(([, s]) => s.name) };
  });
}
