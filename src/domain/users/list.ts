import type { Actor } from '../auth/actor.ts';
import type { Db, Deps } from '../context.ts';
import { accessUserByEmail, accessUserById, isStorableId } from './access.ts';
import { formatUser, type UserRow } from './format.ts';
import { profileDataDict, profileValuesOf } from '../profile-fields/read-fields.ts';

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

/** Every user of the actor's realm (deactivated users and bots too), or just `userIds` (unknown ids are skipped). */
export async function listUsers(deps: Deps, actor: Actor, userIds?: number[]): Promise<UserRow[]> {
  return deps.db.prisma.user.findMany({
    where: { realmId: actor.realm.id, ...(userIds ? { id: { in: userIds.filter(isStorableId) } } : {}) },
    orderBy: { id: 'asc' },
  });
}

/** GET /users: the users of `listUsers` as Zulip's user objects. */
export async function getUsers(deps: Deps, actor: Actor, opts: UserListOptions & { userIds?: number[] }) {
  return formatAll(deps.db.prisma, actor, await listUsers(deps, actor, opts.userIds), opts);
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
