import type { Actor } from '../actor.ts';
import type { Db, Deps } from '../context.ts';
import { accessUserByEmail, accessUserById, isStorableId } from './access.ts';
import { formatUser, type UserRow } from './format.ts';
import { profileDataDict, profileValuesOf } from '../profile-fields/read-fields.ts';
import { inaccessibleUserDict } from './inaccessible.ts';
import { userAccessOf, type UserAccess } from './user-access.ts';

export interface UserListOptions {
  clientGravatar: boolean;
  includeCustomProfileFields: boolean;
}

export type UserSelector = { userId: number } | { email: string };

/** Custom profile field values per user, as `{field_id: {value, rendered_value?}}` (bots have none). */
async function profileDataOf(db: Db, users: UserRow[]): Promise<Map<number, Record<string, unknown>>> {
  const values = await profileValuesOf(db, users.filter((u) => !u.isBot).map((u) => u.id));
  return new Map(users.map((u) => [u.id, profileDataDict(values.get(u.id))]));
}

async function formatAll(db: Db, actor: Actor, users: UserRow[], opts: UserListOptions): Promise<Record<string, unknown>[]> {
  const profiles = opts.includeCustomProfileFields ? await profileDataOf(db, users) : null;
  return users.map((u) => formatUser(actor.user, u, { clientGravatar: opts.clientGravatar, profileData: profiles?.get(u.id) }));
}

/** The users of the actor's realm (or just `userIds`), split into those the actor may see and the ids of the others. */
async function realmUsers(deps: Deps, actor: Actor, userIds?: number[], known?: UserAccess): Promise<{ shown: UserRow[]; hidden: number[] }> {
  const [users, access] = await Promise.all([
    deps.db.prisma.user.findMany({
      where: { realmId: actor.realm.id, ...(userIds ? { id: { in: userIds.filter(isStorableId) } } : {}) },
      orderBy: { id: 'asc' },
    }),
    known ?? userAccessOf(deps.db.sql, actor),
  ]);
  if (!access.limited) return { shown: users, hidden: [] };
  return { shown: users.filter((u) => access.listed(u.id)), hidden: users.filter((u) => !access.listed(u.id)).map((u) => u.id) };
}

/**
 * Every user of the actor's realm (deactivated users and bots too) that the
 * actor may see, or just those of `userIds` (unknown and inaccessible ids are skipped).
 */
export async function listUsers(deps: Deps, actor: Actor, userIds?: number[]): Promise<UserRow[]> {
  return (await realmUsers(deps, actor, userIds)).shown;
}

/**
 * GET /users: the users of `listUsers` as Zulip's user objects. With
 * `placeholders` (register for a client without the user_list_incomplete
 * capability), the users the actor may not see are listed too, as Zulip's
 * "Unknown user" objects.
 */
export async function getUsers(
  deps: Deps,
  actor: Actor,
  opts: UserListOptions & { userIds?: number[]; placeholders?: boolean; access?: UserAccess },
) {
  const { shown, hidden } = await realmUsers(deps, actor, opts.userIds, opts.access);
  const users = await formatAll(deps.db.prisma, actor, shown, opts);
  if (!opts.placeholders || hidden.length === 0) return users;
  const all = [...users, ...hidden.map((id) => inaccessibleUserDict(deps.server, id))];
  return all.sort((a, b) => Number(a.user_id) - Number(b.user_id));
}

/** Zulip's lookup for GET /users/{user_id} and GET /users/{email}: any user of the realm, active or not. */
export async function findUser(deps: Deps, actor: Actor, target: UserSelector): Promise<UserRow> {
  const opts = { allowDeactivated: true, allowBots: true, forAdmin: false };
  return 'userId' in target
    ? accessUserById(deps.db.prisma, actor, target.userId, opts)
    : accessUserByEmail(deps.db.prisma, deps.server, actor, target.email, opts);
}

/** GET /users/{user_id}, GET /users/{email}: one user as the actor sees them. */
export async function getUser(deps: Deps, actor: Actor, target: UserSelector, opts: UserListOptions) {
  const user = await findUser(deps, actor, target);
  const [formatted] = await formatAll(deps.db.prisma, actor, [user], opts);
  return formatted;
}

/** Zulip's max_message_id_for_user: the newest message the user has, or -1. */
async function maxMessageIdFor(db: Db, userId: number): Promise<number> {
  const newest = await db.userMessage.findFirst({ where: { userId }, orderBy: { messageId: 'desc' }, select: { messageId: true } });
  return newest?.messageId ?? -1;
}

/** GET /users/me: the actor's own user object with profile data and max_message_id. */
export async function getOwnUser(deps: Deps, actor: Actor) {
  const [me] = await formatAll(deps.db.prisma, actor, [actor.user], { clientGravatar: false, includeCustomProfileFields: true });
  return { ...me, max_message_id: await maxMessageIdFor(deps.db.prisma, actor.user.id) };
}
