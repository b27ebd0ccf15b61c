import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import { emitAccessLostByUnsubscribing } from '../users/access-events.ts';
import { isAdmin, isGuest } from '../roles.ts';
import { ChannelViewer, hasBasicAccess } from './access.ts';
import { loadPeerInfo, recursiveGroupIdsByUser, subscribedStreamIds } from './audience.ts';
import { channelsDoNotExist } from './errors.ts';
import { insufficientPermission } from '../errors.ts';
import { emitChannelDelete, emitPeerEvents, type Emit } from './events.ts';
import { checkSubscriptionChanges, distinctPrincipals } from './limits.ts';
import { checkChannelName } from './names.ts';
import { pyStrip } from '../python-text.ts';
import { principalsToUsers, type Principal } from './principals.ts';
import { channelsByNames } from './rows.ts';

export interface UnsubscribeInput {
  /** Channel names. */
  subscriptions: string[];
  principals?: string[] | number[] | null;
}

/** The channels left, and those the users were not subscribed to, by name. */
export type UnsubscribeResult = {
  removed: string[];
  notRemoved: string[];
};

/** Zulip's user_directly_controls_user: oneself, or a bot one owns. */
const directlyControls = (actor: Principal, target: Principal): boolean =>
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

/**
 * For each user, the channels among `lost` they can no longer see once
 * unsubscribed: check_basic_stream_access without a subscription, for every
 * user at once. Web-public channels stay visible to all, public ones to
 * non-guests, private ones to administrators and to members of the groups
 * that grant content or metadata access.
 */
async function channelsNoLongerVisible(
  tx: Tx,
  users: readonly Principal[],
  lostByUser: ReadonlyMap<number, Stream[]>,
): Promise<Map<number, number[]>> {
  const privateGroups = new Set<number>();
  const members: number[] = [];
  for (const user of users) {
    if (isAdmin(user.role) || isGuest(user.role)) continue;
    const privates = (lostByUser.get(user.id) ?? []).filter((s) => s.inviteOnly && !s.isWebPublic);
    if (privates.length === 0) continue;
    members.push(user.id);
    for (const s of privates) {
      privateGroups.add(s.canSubscribeGroupId).add(s.canAddSubscribersGroupId).add(s.canAdministerChannelGroupId);
    }
  }
  const groupsByUser = await recursiveGroupIdsByUser(tx, members, privateGroups);
  const gone = new Map<number, number[]>();
  for (const user of users) {
    if (isAdmin(user.role)) continue;
    const groups = groupsByUser.get(user.id) ?? new Set<number>();
    const ids: number[] = [];
    for (const s of lostByUser.get(user.id) ?? []) {
      if (s.isWebPublic) continue;
      if (!isGuest(user.role)) {
        if (!s.inviteOnly) continue;
        if (groups.has(s.canSubscribeGroupId) || groups.has(s.canAddSubscribersGroupId)) continue;
        if (groups.has(s.canAdministerChannelGroupId)) continue;
      }
      ids.push(s.id);
    }
    gone.set(user.id, ids);
  }
  return gone;
}

/**
 * Zulip's bulk_remove_subscriptions: deactivates the subscriptions and records
 * the events, the last of them for guests who no longer share anything with
 * someone (access-events.ts).
 */
export async function bulkRemoveSubscriptions(
  tx: Tx,
  emit: Emit,
  realmId: number,
  users: Principal[],
  streams: Stream[],
): Promise<{ removed: Array<[Principal, Stream]>; notSubscribed: Array<[Principal, Stream]> }> {
  const byRecipient = new Map(streams.flatMap((s) => (s.recipientId === null ? [] : [[s.recipientId, s] as const])));
  const subs =
    users.length === 0 || byRecipient.size === 0
      ? []
      : await tx.$queryRawUnsafe<Array<{ id: number; user_id: number; recipient_id: number }>>(
          `SELECT id, user_id, recipient_id FROM subscription
            WHERE user_id = ANY($1::int[]) AND recipient_id = ANY($2::int[]) AND active ORDER BY id`,
          users.map((u) => u.id),
          [...byRecipient.keys()],
        );
  const subscribedTo = new Map<number, Set<number>>();
  for (const sub of subs) {
    const mine = subscribedTo.get(sub.user_id);
    if (mine) mine.add(sub.recipient_id);
    else subscribedTo.set(sub.user_id, new Set([sub.recipient_id]));
  }
  const removed: Array<[Principal, Stream]> = [];
  const notSubscribed: Array<[Principal, Stream]> = [];
  for (const user of users) {
    const mine = subscribedTo.get(user.id);
    for (const s of streams) {
      if (s.recipientId !== null && mine?.has(s.recipientId)) removed.push([user, s]);
      else notSubscribed.push([user, s]);
    }
  }
  if (removed.length === 0) return { removed, notSubscribed };
  await tx.$executeRawUnsafe(
    'UPDATE subscription SET active = false WHERE id = ANY($1::int[])',
    subs.map((s) => s.id),
  );

  const altered = new Map<number, Set<number>>();
  const streamsByUser = new Map<number, Stream[]>();
  for (const [user, s] of removed) {
    altered.set(s.id, (altered.get(s.id) ?? new Set()).add(user.id));
    const lost = streamsByUser.get(user.id);
    if (lost) lost.push(s);
    else streamsByUser.set(user.id, [s]);
  }
  // Someone who can no longer see a channel (a private one, or a public one for a guest) forgets it.
  const gone = await channelsNoLongerVisible(tx, users, streamsByUser);
  for (const user of users) {
    const lost = streamsByUser.get(user.id) ?? [];
    if (lost.length === 0) continue;
    emit({
      realmId,
      event: {
        type: 'subscription',
        op: 'remove',
        subscriptions: lost.map((s) => ({ name: s.name, channelId: s.id })),
      },
      userIds: [user.id],
    });
    emitChannelDelete(emit, realmId, gone.get(user.id) ?? [], [user.id]);
  }

  const streamById = new Map(streams.map((s) => [s.id, s]));
  emitPeerEvents(emit, realmId, 'peer_remove', streamById, altered, await loadPeerInfo(tx, realmId, streams));
  await emitAccessLostByUnsubscribing(tx, emit, realmId, altered);
  return { removed, notSubscribed };
}

/** DELETE /users/me/subscriptions: unsubscribes the requester or, with permission, the principals. */
export async function unsubscribe(deps: Deps, actor: Actor, input: UnsubscribeInput): Promise<UnsubscribeResult> {
  const principals = input.principals ?? [];
  checkSubscriptionChanges('remove', input.subscriptions, principals.length > 0 ? distinctPrincipals(principals) : 1);
  return inTransaction(deps, async (tx, emit) => {
    const names = input.subscriptions.map(pyStrip);
    let people: Principal[] = [actor.user];
    let othersConcerned = false;
    if (input.principals && input.principals.length > 0) {
      people = await principalsToUsers(tx, actor.realm, actor.user, input.principals);
      othersConcerned = people.some((p) => !directlyControls(actor.user, p));
    }
    // list_to_streams without autocreate
    const unique = [...new Set(names)];
    for (const name of unique) checkChannelName(name);
    const found = await channelsByNames(tx, actor.realm.id, unique);
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
    return { removed: removed.map(([, s]) => s.name), notRemoved: notSubscribed.map(([, s]) => s.name) };
  });
}
