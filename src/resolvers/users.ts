import { fetchApiKey as checkPassword } from '../domain/auth/authenticate.ts';
import { regenerateOwnApiKey as regenerateOwn } from '../domain/users/api-key.ts';
import { createUser as create, type CreateUserInput } from '../domain/onboarding/create-by-admin.ts';
import {
  deactivateOwnAccount as deactivateSelf,
  deactivateUser as deactivate,
} from '../domain/user-admin/deactivate.ts';
import type { UserRow } from '../domain/users/format.ts';
import {
  findUser,
  getOwnUser,
  getUser,
  getUsers,
  listUsers as list,
  type UserListOptions,
  type UserSelector,
} from '../domain/users/list.ts';
import type { User } from '../domain/users/user-model.ts';
import { usersPage as page, type UsersPage } from '../domain/users/page.ts';
import type { KeysetRequest } from '../domain/paging.ts';
import { reactivateUser as reactivate } from '../domain/user-admin/reactivate.ts';
import { updateUser as update, type UpdateUserInput } from '../domain/user-admin/update.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import type { OperationContext, PublicOperationContext } from './operation-context.ts';

/** Users of the organization as the viewer may see them; only `userIds` when given. */
export const listUsers = (ctx: OperationContext, userIds?: number[]): Promise<UserRow[]> =>
  list(ctx.deps, ctx.actor, userIds);

/** A page of listUsers' users, by id. */
export const usersPage = (ctx: OperationContext, r: KeysetRequest): Promise<UsersPage> => page(ctx.deps, ctx.actor, r);

/** GET /users: the users the viewer may see as they see them (only `userIds` when given). */
export const usersAsSeen = (ctx: OperationContext, o: UserListOptions & { userIds?: number[] }): Promise<User[]> =>
  getUsers(ctx.deps, ctx.actor, o);

/** GET /users/{user_id}, GET /users/{email}: one user, active or not, as the viewer sees them. */
export const userAsSeen = (ctx: OperationContext, target: UserSelector, o: UserListOptions): Promise<User> =>
  getUser(ctx.deps, ctx.actor, target, o);

/** GET /users/me: the viewer's own user with profile data, and the newest message they have. */
export const ownUser = (ctx: OperationContext): Promise<{ user: User; maxMessageId: number }> =>
  getOwnUser(ctx.deps, ctx.actor);

/** One user, active or not. */
export const user = (ctx: OperationContext, target: UserSelector): Promise<UserRow> =>
  findUser(ctx.deps, ctx.actor, target);

export const me = (ctx: OperationContext): Promise<UserRow> =>
  findUser(ctx.deps, ctx.actor, { userId: ctx.actor.user.id });

/** A member account with a password; administrators with can_create_users. */
export const createUser = (ctx: OperationContext, input: InputOrReader<CreateUserInput>): Promise<UserRow> =>
  create(ctx.deps, ctx.actor, input);

export const updateUser = (ctx: OperationContext, target: UserSelector, input: UpdateUserInput): Promise<UserRow> =>
  update(ctx.deps, ctx.actor, target, input);

export const deactivateUser = (ctx: OperationContext, userId: number): Promise<UserRow> =>
  deactivate(ctx.deps, ctx.actor, userId);

export const reactivateUser = (ctx: OperationContext, userId: number): Promise<UserRow> =>
  reactivate(ctx.deps, ctx.actor, userId);

/** The viewer's new API key; the old one stops working at once. */
export const regenerateOwnApiKey = (ctx: OperationContext): Promise<UserRow> => regenerateOwn(ctx.deps, ctx.actor);

/** The viewer's own account, refused for the last owner or user. */
export async function deactivateOwnAccount(ctx: OperationContext): Promise<UserRow> {
  await deactivateSelf(ctx.deps, ctx.actor);
  return { ...ctx.actor.user, isActive: false };
}

export interface ApiKeyResult {
  apiKey: string;
  email: string;
  userId: number;
}

/** Log in with email and password at the host the request came to; each attempt counts against the account's (or username's) rate limit. */
export async function fetchApiKey(
  ctx: PublicOperationContext & { rootDomain: boolean },
  input: { username: string; password: string },
): Promise<ApiKeyResult> {
  const r = await checkPassword(
    ctx.deps,
    { realmId: ctx.realm.id, rootDomain: ctx.rootDomain },
    input.username,
    input.password,
  );
  return { apiKey: r.api_key, email: r.email, userId: r.user_id };
}
