import {
  listMutedUsers,
  listMutedUsersPage,
  muteUser,
  unmuteUser,
  type MutedUser,
} from '../domain/muted-users/muted-users.ts';
import type { KeysetPage, KeysetRequest } from '../domain/paging.ts';
import type { OperationContext } from './operation-context.ts';

/** Muted users (Zulip's /users/me/muted_users): each user's own. */

export const mutedUsers = (ctx: OperationContext): Promise<MutedUser[]> =>
  listMutedUsers(ctx.deps.db.sql, ctx.actor.user.id);

export const mutedUsersPage = (
  ctx: OperationContext,
  r: KeysetRequest,
): Promise<KeysetPage<MutedUser> & { totalCount: number }> => listMutedUsersPage(ctx.deps.db.sql, ctx.actor.user.id, r);

export const mute = (ctx: OperationContext, userId: number): Promise<void> => muteUser(ctx.deps, ctx.actor, userId);

export const unmute = (ctx: OperationContext, userId: number): Promise<void> => unmuteUser(ctx.deps, ctx.actor, userId);
