import { prismaReader } from '../../db/sql.ts';
import { realmStatuses } from '../status/user-status.ts';
import type { StateContext, UserStatusEntry } from './types.ts';

/**
 * user_status: the users of the realm who have one, by id (Zulip's
 * get_all_users_status_dict); a limited guest gets only the humans it may
 * see (get_accessible_user_ids: bots' statuses are left out too).
 */
export async function userStatusState(ctx: StateContext): Promise<{ user_status: UserStatusEntry[] }> {
  const [statuses, access] = await Promise.all([
    realmStatuses(prismaReader(ctx.db), ctx.actor.realm.id),
    ctx.userAccess(),
  ]);
  return {
    user_status: [...statuses]
      .filter(([id]) => access.accessibleHuman(id))
      .map(([userId, status]) => ({ userId, status })),
  };
}
