import { prismaReader } from '../../db/sql.ts';
import { userGroupDict } from '../groups/dict.ts';
import { loadUserGroups } from '../groups/load-groups.ts';
import type { StateContext } from './types.ts';

/**
 * realm_user_groups (Zulip's user_groups_in_realm_serialized): the named
 * groups as GET /user_groups gives them. Deactivated groups only for clients
 * that handle them.
 */
export async function userGroupsState(ctx: StateContext): Promise<Record<string, unknown>> {
  const groups = await loadUserGroups(prismaReader(ctx.db), ctx.actor.realm.id, { includeDeactivated: ctx.o.capabilities.includeDeactivatedGroups });
  return { realm_user_groups: groups.map(userGroupDict) };
}
