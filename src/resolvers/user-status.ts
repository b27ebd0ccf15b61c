import { getUserStatus } from '../domain/status/read-status.ts';
import { updateOwnStatus, updateStatusOf, type UpdateStatusInput } from '../domain/status/update-status.ts';
import type { UserStatusView } from '../domain/status/user-status.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import type { OperationContext } from './operation-context.ts';

/** User statuses (Zulip's /users/me/status and /users/{id}/status). */

export const userStatus = (ctx: OperationContext, userId: number): Promise<UserStatusView> =>
  getUserStatus(ctx.deps.db.prisma, ctx.deps.db.sql, ctx.actor, userId);

/** Someone else's status (an administrator), or one's own when `userId` is null. */
export const updateUserStatus = (
  ctx: OperationContext,
  userId: number | null,
  input: InputOrReader<UpdateStatusInput>,
): Promise<void> =>
  userId === null ? updateOwnStatus(ctx.deps, ctx.actor, input) : updateStatusOf(ctx.deps, ctx.actor, userId, input);
