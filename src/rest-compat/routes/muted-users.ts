import * as muted from '../../resolvers/muted-users.ts';
import { userRoute, type RouteDef } from '../route.ts';

const mutedUserIdOf = (path: Record<string, string>): number => Number(path.muted_user_id);

/** Muting a user (FL 48; bots since FL 188): the list itself reaches clients by register and events. */
export const mutedUsersRoutes: RouteDef[] = [
  userRoute('POST', '/users/me/muted_users/{muted_user_id:int}', async (ctx) => {
    await muted.mute(ctx, mutedUserIdOf(ctx.path));
  }),
  userRoute('DELETE', '/users/me/muted_users/{muted_user_id:int}', async (ctx) => {
    await muted.unmute(ctx, mutedUserIdOf(ctx.path));
  }),
];
