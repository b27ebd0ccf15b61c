import { prismaReader } from '../../db/sql.ts';
import { realmStatuses, statusDict } from '../status/user-status.ts';
import type { StateContext } from './types.ts';

/** user_status: user id → status, for the users of the realm who have one (Zulip's get_all_users_status_dict). */
export async function userStatusState(ctx: StateContext): Promise<Record<string, unknown>> {
  const statuses = await realmStatuses(prismaReader(ctx.db), ctx.actor.realm.id);
  return { user_status: Object.fromEntries([...statuses].map(([id, v]) => [String(id), statusDict(v)])) };
}
