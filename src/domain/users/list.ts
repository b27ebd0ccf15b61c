import type { Actor } from '../actor.ts';
import type { Db, Deps } from '../context.ts';
import { accessUserByEmail, accessUserById, isStorableId } from './access.ts';
import type { UserRow } from './format.ts';
import { profileValuesOf } from './profile-values.ts';
import { inaccessibleUser, userFor, type User } from './user-model.ts';
import { userAccessOf, type UserAccess } from './user-access.ts';

export interface UserListOptions {
  clientGravatar: boolean;
  includeCustomProfileFields: boolean;
}

export type UserSelector = { userId: number } | { email: string };

/** The users as the actor sees them, with their custom profile field values when asked for (bots have none). */
async function usersFor(db: Db, actor: Actor, users: UserRow[], opts: UserListOptions): Promise<User[]> {
  const values = opts.includeCustomProfileFields
    ? await profileValuesOf(
        db,
        users.filter((u) => !u.isBot).map((u) => u.id),
      )
    : null;
  return users.map((u) =>
    userFor(actor.user, u, {
      clientGravatar: opts.clientGravatar,
      profileValues: values ? (values.get(u.id) ?? []) : undefined,
    }),
  );
}

/** The users of the actor's realm (or just `userIds`), split into those the actor may see and the ids of the others. */
async function realmUsers(
  deps: Deps,
  actor: Actor,
  userIds?: number[],
  known?: UserAccess,
): Promise<{ shown: UserRow[]; hidden: number[] }> {
  const [users, access] = await Promise.all([
    deps.db.prisma.user.findMany({
      where: { realmId: actor.realm.id, ...(userIds ? { id: { in: userIds.filter(isStorableId) } } : {}) },
      orderBy: { id: 'asc' },
    }),
    known ?? userAccessOf(deps.db.sql, actor),
  ]);
  if (!access.limited) return { shown: users, hidden: [] };
  return {
    shown: users.filter((u) => access.listed(u.id)),
    hidden: users.filter((u) => !access.listed(u.id)).map((u) => u.id),
  };
}

/**
 * Every user of the actor's realm (deactivated users and bots too) that the
 * actor may see, or just those of `userIds` (unknown and inaccessible ids are skipped).
 */
export async function listUsers(deps: Deps, actor: Actor, userIds?: number[]): Promise<UserRow[]> {
  return (await realmUsers(deps, actor, userIds)).shown;
}

/**
 * GET /users: the users of `listUsers` as the actor sees them. With
 * `placeholders` (register for a client without the user_list_incomplete
 * capability), the users the actor may not see are listed too, as Zulip's
 * "Unknown user" objects.
 */
export async function getUsers(
  deps: Deps,
  actor: Actor,
  opts: UserListOptions & { userIds?: number[]; placeholders?: boolean; access?: UserAccess },
): Promise<User[]> {
  const { shown, hidden } = await realmUsers(deps, actor, opts.userIds, opts.access);
  const users = await usersFor(deps.db.prisma, actor, shown, opts);
  if (!opts.placeholders || hidden.length === 0) return users;
  const all = [...users, ...hidden.map((id) => inaccessibleUser(deps.server, id))];
  return all.sort((a, b) => a.id - b.id);
}

/** Zulip's lookup for GET /users/{user_id} and GET /users/{email}: any user of the realm, active or not. */
export async function findUser(deps: Deps, actor: Actor, target: UserSelector): Promise<UserRow> {
  const opts = { allowDeactivated: true, allowBots: true, forAdmin: false };
  return 'userId' in target
    ? accessUserById(deps.db.prisma, actor, target.userId, opts)
    : accessUserByEmail(deps.db.prisma, deps.server, actor, target.email, opts);
}

/** GET /users/{user_id}, GET /users/{email}: one user as the actor sees them. */
export async function getUser(deps: Deps, actor: Actor, target: UserSelector, opts: UserListOptions): Promise<User> {
  const user = await findUser(deps, actor, target);
  const [shown] = await usersFor(deps.db.prisma, actor, [user], opts);
  return shown;
}

/** Zulip's max_message_id_for_user: the newest message the user has, or -1. */
async function maxMessageIdFor(db: Db, userId: number): Promise<number> {
  const newest = await db.userMessage.findFirst({
    where: { userId },
    orderBy: { messageId: 'desc' },
    select: { messageId: true },
  });
  return newest?.messageId ?? -1;
}

/** GET /users/me: the actor's own user, with profile data, and the newest message they have (-1 for none). */
export async function getOwnUser(deps: Deps, actor: Actor): Promise<{ user: User; maxMessageId: number }> {
  const [me] = await usersFor(deps.db.prisma, actor, [actor.user], {
    clientGravatar: false,
    includeCustomProfileFields: true,
  });
  return { user: me, maxMessageId: await maxMessageIdFor(deps.db.prisma, actor.user.id) };
}
