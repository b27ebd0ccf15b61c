import type { UserGroupDict } from '../events/payloads/groups.ts';
import type { UserGroupView } from './load-groups.ts';

/** A group in Zulip's wire shape: what GET /user_groups, register's realm_user_groups and `add` events carry. */
export function userGroupDict(g: UserGroupView): UserGroupDict {
  return {
    id: g.id,
    name: g.name,
    creator_id: g.creatorId,
    date_created: g.dateCreated,
    description: g.description,
    members: g.members,
    direct_subgroup_ids: g.directSubgroupIds,
    is_system_group: g.isSystemGroup,
    ...g.settings,
    deactivated: g.deactivated,
  };
}
