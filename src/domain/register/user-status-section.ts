import { prismaReader } from '../../db/sql.ts';
import { realmStatuses, statusDict } from '../status/user-status.ts';
import type { StateContext } from './types.ts';

/**
 * user_status: user id → status, for the users of the realm who have one
 * (Zulip's get_all_users_status_dict); a limited guest gets only the humans
 * it may see (get_accessible_user_ids: bots' statuses are left out too).
 */
export async function userStatusState(ctx: StateContext): Promise<Record<string, unknown>> {
  const [statuses, access] = await Promise.all([realmStatuses(prismaReader(ctx.db), ctx.actor.realm.id), ctx.userAccess()]);
  const shown = [...statuses].filter(([id]) => access.accessibleHuman(id));
  return { user_status: Object.fromEntries(shown.map(([id, v]) => [String(id), statusDict(v)])) };
}
