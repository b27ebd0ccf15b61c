import { prismaReader } from '../../db/sql.ts';
import { listMutedUsers, type MutedUser } from '../muted-users/muted-users.ts';
import type { StateContext } from './types.ts';

/** muted_users: whom the user muted and when. */
export async function mutedUsersState(ctx: StateContext): Promise<{ muted_users: MutedUser[] }> {
  return { muted_users: await listMutedUsers(prismaReader(ctx.db), ctx.actor.user.id) };
}
