import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { AddressedEvent } from '../events/types.ts';
import type { MutedUser } from '../events/payloads/muted-users.ts';
import { FLAG_BIT } from '../messages/flags.ts';
import { accessUserById } from '../users/access.ts';
import type { KeysetPage, KeysetRequest } from '../paging.ts';
import { ownRowsPage } from '../own-rows-page.ts';

export type { MutedUser } from '../events/payloads/muted-users.ts';

/** Zulip's get_user_mutes: whom the user muted and when, in the order they were muted. */
export async function listMutedUsers(sql: SqlReader, userId: number): Promise<MutedUser[]> {
  const rows = await sql.query<{ muted_user_id: number; date_muted: Date }>(
    'SELECT muted_user_id, date_muted FROM muted_user WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map(mutedUserOf);
}

/** A page of the same users by user id, read in SQL from the page's key, with how many the user muted. */
export async function listMutedUsersPage(
  sql: SqlReader,
  userId: number,
  r: KeysetRequest,
): Promise<KeysetPage<MutedUser> & { totalCount: number }> {
  const q = { table: 'muted_user', columns: 'muted_user_id, date_muted', owner: 'user_id', key: 'muted_user_id' };
  const page = await ownRowsPage<{ muted_user_id: number; date_muted: Date }>(sql, q, userId, r);
  return { ...page, items: page.items.map(mutedUserOf) };
}

const mutedUserOf = (r: { muted_user_id: number; date_muted: Date }): MutedUser => ({
  id: Number(r.muted_user_id),
  timestamp: Math.floor(r.date_muted.getTime() / 1000),
});

const mutedUsersEvent = (actor: Actor, mutedUsers: MutedUser[]): AddressedEvent => ({
  realmId: actor.realm.id,
  userIds: [actor.user.id],
  event: { type: 'muted_users', mutedUsers },
});

/**
 * Zulip's do_mark_muted_user_messages_as_read: the user's unread messages
 * from the muted user, flagged read, with one event listing them (none: no event).
 */
async function markMessagesFromRead(sql: SqlReader, actor: Actor, senderId: number): Promise<AddressedEvent | null> {
  const rows = await sql.query<{ message_id: number }>(
    `UPDATE user_message um SET flags = um.flags | ${FLAG_BIT.read}
       FROM message m
      WHERE um.user_id = $1 AND m.id = um.message_id AND m.sender_id = $2 AND (um.flags & ${FLAG_BIT.read}) = 0
     RETURNING um.message_id`,
    [actor.user.id, senderId],
  );
  if (rows.length === 0) return null;
  const messageIds = rows.map((r) => Number(r.message_id)).sort((a, b) => a - b);
  return {
    realmId: actor.realm.id,
    userIds: [actor.user.id],
    event: { type: 'update_message_flags', op: 'add', flag: 'read', messageIds, all: false },
  };
}

/** The user to mute or unmute (Zulip's access_user_by_id): bots and deactivated users included. */
const accessMutable = (tx: Tx, actor: Actor, userId: number) =>
  accessUserById(tx, actor, userId, { allowBots: true, allowDeactivated: true, forAdmin: false });

/**
 * POST /users/me/muted_users/{id} (Zulip's mute_user): oneself first, then
 * the user (bots and deactivated users may be muted), then an existing mute.
 * The muted user's messages are marked read before the new list is announced.
 */
export async function muteUser(deps: Deps, actor: Actor, mutedUserId: number): Promise<void> {
  if (mutedUserId === actor.user.id) throw badRequest('Cannot mute self');
  await inTransaction(deps, async (tx, emit) => {
    const target = await accessMutable(tx, actor, mutedUserId);
    const sql = prismaReader(tx);
    const inserted = await sql.query<{ id: number }>(
      `INSERT INTO muted_user (user_id, muted_user_id, date_muted) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, muted_user_id) DO NOTHING RETURNING id`,
      [actor.user.id, target.id, deps.clock.now()],
    );
    if (inserted.length === 0) throw badRequest('User already muted');
    const read = await markMessagesFromRead(sql, actor, target.id);
    if (read) emit(read);
    emit(mutedUsersEvent(actor, await listMutedUsers(sql, actor.user.id)));
  });
}

/** DELETE /users/me/muted_users/{id} (Zulip's unmute_user): messages marked read stay read. */
export async function unmuteUser(deps: Deps, actor: Actor, mutedUserId: number): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    const target = await accessMutable(tx, actor, mutedUserId);
    const sql = prismaReader(tx);
    const deleted = await sql.query<{ id: number }>(
      'DELETE FROM muted_user WHERE user_id = $1 AND muted_user_id = $2 RETURNING id',
      [actor.user.id, target.id],
    );
    if (deleted.length === 0) throw badRequest('User is not muted');
    emit(mutedUsersEvent(actor, await listMutedUsers(sql, actor.user.id)));
  });
}
