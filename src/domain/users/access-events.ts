import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import type { Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { AddressedEvent } from '../events/types.ts';
import { profileValuesOf } from './profile-values.ts';
import { userFor } from './user-model.ts';
import { loggedUser } from './event-payloads.ts';
import { INACCESSIBLE_USER_NAME } from './inaccessible.ts';
import { Role } from '../roles.ts';
import { realmLimitsGuests, SHARING_PAIRS_SQL, userAccessOf } from './user-access.ts';

/*
 * The realm_user events that follow a change of who may access whom, while
 * an organization limits guests (can_access_all_users_group): a guest that
 * comes to share a channel or a conversation with someone hears of them as
 * if they had just joined (`add`), and one that stops sharing forgets them
 * (`remove`), as Zulip's bulk_add_subscriptions, bulk_remove_subscriptions,
 * do_send_messages and do_deactivate_user do.
 */

type Emit = (e: AddressedEvent) => void;

/** User id → the users who gain (or lose) access to them. */
export type AccessChanges = Map<number, Set<number>>;

/** Guest id → the users sharing a subscription or a one-to-one conversation with them. */
export type Sharing = Map<number, Set<number>>;

/** For each of the guests `userIds`, the active users sharing an active channel or group subscription, or a one-to-one conversation, with them. */
export async function sharingOf(sql: SqlReader, realmId: number, userIds: readonly number[]): Promise<Sharing> {
  const out: Sharing = new Map(userIds.map((id) => [id, new Set<number>()]));
  if (userIds.length === 0) return out;
  const rows = await sql.query<{ target: number; other: number }>(SHARING_PAIRS_SQL, [realmId, [...new Set(userIds)]]);
  for (const r of rows) out.get(r.target)?.add(r.other);
  return out;
}

/** Roles and bot flags of `ids`. */
async function peopleOf(sql: SqlReader, ids: Iterable<number>): Promise<Map<number, { role: number; isBot: boolean }>> {
  const rows = await sql.query<{ id: number; role: number; is_bot: boolean }>(
    'SELECT id, role, is_bot FROM user_profile WHERE id = ANY($1::int[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, { role: r.role, isBot: r.is_bot }]));
}

/** Channel id → its subscribers now (active subscriptions of active users). */
async function channelSubscribers(sql: SqlReader, streamIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await sql.query<{ stream_id: number; user_id: number }>(
    `SELECT st.id AS stream_id, s.user_id FROM stream st JOIN subscription s ON s.recipient_id = st.recipient_id
      WHERE st.id = ANY($1::int[]) AND s.active AND s.is_user_active`,
    [[...streamIds]],
  );
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.stream_id, [...(out.get(r.stream_id) ?? []), r.user_id]);
  return out;
}

const add = (changes: AccessChanges, target: number, receiver: number) =>
  changes.set(target, (changes.get(target) ?? new Set()).add(receiver));

/**
 * Who gains or loses access when `altered` users (channel id → users) were
 * subscribed to or unsubscribed from channels: each guest among the channels'
 * subscribers that shares nothing with an altered user (`sharing`, by guest:
 * before subscribing, after unsubscribing), and for an altered guest, each
 * subscriber it shares nothing with. Bots are accessible to all.
 */
async function subscriptionAccessChanges(
  sql: SqlReader,
  altered: ReadonlyMap<number, ReadonlySet<number>>,
  sharing: Sharing,
): Promise<AccessChanges> {
  const subscribers = await channelSubscribers(sql, [...altered.keys()]);
  const inAltered = new Map<number, Set<number>>();
  for (const [streamId, users] of altered) {
    for (const u of users)
      inAltered.set(u, new Set([...(inAltered.get(u) ?? []), ...(subscribers.get(streamId) ?? [])]));
  }
  const people = await peopleOf(sql, [...inAltered.keys(), ...[...inAltered.values()].flatMap((s) => [...s])]);
  const isGuest = (id: number) => people.get(id)?.role === Role.GUEST;
  const isBot = (id: number) => people.get(id)?.isBot === true;
  const shares = (guest: number, other: number) => sharing.get(guest)?.has(other) === true;
  const changes: AccessChanges = new Map();
  for (const [u, others] of inAltered) {
    const peers = [...others].filter((o) => o !== u);
    if (!isBot(u)) for (const g of peers.filter((o) => isGuest(o) && !shares(o, u))) add(changes, u, g);
    if (isGuest(u)) for (const x of peers.filter((o) => !isBot(o) && !shares(u, o))) add(changes, x, u);
  }
  return changes;
}

/** The guests among `userIds` and the subscribers of `streamIds`: whose sharing decides access changes. */
async function guestsAmong(
  sql: SqlReader,
  userIds: readonly number[],
  streamIds: readonly number[],
): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT u.id FROM user_profile u WHERE u.role = ${Role.GUEST} AND (u.id = ANY($1::int[]) OR u.id IN (
       SELECT s.user_id FROM stream st JOIN subscription s ON s.recipient_id = st.recipient_id WHERE st.id = ANY($2::int[]) AND s.active))`,
    [[...new Set(userIds)], [...new Set(streamIds)]],
  );
  return rows.map((r) => r.id);
}

/**
 * What subscribing needs to know before it writes: who shares what with the
 * users about to be subscribed; null when the organization does not limit
 * guests (then nothing is computed or sent).
 */
export async function accessBeforeSubscribing(
  tx: Tx,
  realmId: number,
  userIds: readonly number[],
  streamIds: readonly number[],
): Promise<Sharing | null> {
  const sql = prismaReader(tx);
  if (!(await realmLimitsGuests(sql, realmId))) return null;
  return sharingOf(sql, realmId, await guestsAmong(sql, userIds, streamIds));
}

/** Zulip's send_user_creation_events_on_adding_subscriptions, after the subscriptions were written. */
export async function emitAccessGainedBySubscribing(
  tx: Tx,
  emit: Emit,
  realmId: number,
  before: Sharing | null,
  altered: ReadonlyMap<number, ReadonlySet<number>>,
): Promise<void> {
  if (before === null || altered.size === 0) return;
  await emitAccessGained(tx, emit, realmId, await subscriptionAccessChanges(prismaReader(tx), altered, before));
}

/** Zulip's send_user_remove_events_on_removing_subscriptions, after the subscriptions were deactivated. */
export async function emitAccessLostByUnsubscribing(
  tx: Tx,
  emit: Emit,
  realmId: number,
  altered: ReadonlyMap<number, ReadonlySet<number>>,
): Promise<void> {
  const sql = prismaReader(tx);
  if (altered.size === 0 || !(await realmLimitsGuests(sql, realmId))) return;
  const users = [...altered.values()].flatMap((s) => [...s]);
  const after = await sharingOf(sql, realmId, await guestsAmong(sql, users, [...altered.keys()]));
  emitAccessLost(emit, realmId, await subscriptionAccessChanges(sql, altered, after));
}

/**
 * Zulip's notify_created_user(user, notify_user_ids): each user, in full,
 * to those who just gained access to them (all guests: they see the address
 * a guest may see), with its custom profile field values.
 */
export async function emitAccessGained(tx: Tx, emit: Emit, realmId: number, gains: AccessChanges): Promise<void> {
  if (gains.size === 0) return;
  const users = await tx.user.findMany({ where: { id: { in: [...gains.keys()] } }, orderBy: { id: 'asc' } });
  const profiles = await profileValuesOf(
    tx,
    users.filter((u) => !u.isBot).map((u) => u.id),
  );
  for (const u of users) {
    const receivers = [...(gains.get(u.id) ?? [])].sort((a, b) => a - b);
    if (receivers.length === 0) continue;
    const user = loggedUser(
      userFor({ id: receivers[0], role: Role.GUEST }, u, {
        clientGravatar: false,
        profileValues: profiles.get(u.id) ?? [],
      }),
    );
    emit({ realmId, event: { type: 'realm_user', op: 'add', user }, userIds: receivers });
  }
}

/** Zulip's realm_user `remove`: the user became an "Unknown user" to these. */
export function emitAccessLost(emit: Emit, realmId: number, losses: AccessChanges): void {
  for (const [userId, receivers] of [...losses].sort(([a], [b]) => a - b)) {
    if (receivers.size === 0) continue;
    emit({
      realmId,
      event: { type: 'realm_user', op: 'remove', userId, fullName: INACCESSIBLE_USER_NAME },
      userIds: [...receivers].sort((a, b) => a - b),
    });
  }
}

/**
 * Before a direct message is stored: Zulip's check_sender_can_access_recipients
 * (a limited guest may not write to users it may not access), then who will
 * come to access whom by receiving it.
 */
export async function checkDirectMessageAccess(
  sql: SqlReader,
  actor: Actor,
  recipients: ReadonlyArray<{ id: number; role: number; isBot: boolean }>,
): Promise<AccessChanges> {
  const access = await userAccessOf(sql, actor);
  if (!recipients.every((u) => access.canAccess(u)))
    throw badRequest('You do not have permission to access some of the recipients.');
  return accessGainedByDirectMessage(sql, actor.realm.id, actor.user, recipients);
}

/**
 * Zulip's get_recipients_for_user_creation_events, before a direct message is
 * stored: the guests among the recipients that will come to access the sender
 * or another participant by receiving it.
 */
async function accessGainedByDirectMessage(
  sql: SqlReader,
  realmId: number,
  sender: { id: number; isBot: boolean },
  recipients: ReadonlyArray<{ id: number; role: number; isBot: boolean }>,
): Promise<AccessChanges> {
  const guests = recipients.filter((r) => r.role === Role.GUEST).map((r) => r.id);
  const gains: AccessChanges = new Map();
  if (guests.length === 0 || sender.isBot || !(await realmLimitsGuests(sql, realmId))) return gains;
  const sharing = await sharingOf(sql, realmId, guests);
  const participants = [sender, ...recipients.filter((r) => r.id !== sender.id)].filter((p) => !p.isBot);
  for (const g of guests) {
    for (const p of participants) if (p.id !== g && !(sharing.get(g)?.has(p.id) ?? false)) add(gains, p.id, g);
  }
  return gains;
}
