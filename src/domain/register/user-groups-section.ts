import { prismaReader } from '../../db/sql.ts';
import { loadUserGroups } from '../groups/load-groups.ts';
import type { PeopleState } from './people-state.ts';
import type { StateContext } from './types.ts';

/**
 * realm_user_groups (Zulip's user_groups_in_realm_serialized): the named
 * groups as GET /user_groups gives them. Deactivated groups only for clients
 * that handle them.
 */
export async function userGroupsState(ctx: StateContext): Promise<Pick<PeopleState, 'realm_user_groups'>> {
  return {
    realm_user_groups: await loadUserGroups(prismaReader(ctx.db), ctx.actor.realm.id, {
      includeDeactivated: ctx.o.capabilities.includeDeactivatedGroups,
    }),
  };
}
