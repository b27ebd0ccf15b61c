import type { UserGroup } from '../../domain/groups/load-groups.ts';
import type { UserGroupView } from '../../domain/groups/event-payloads.ts';
import type { EventOf } from '../../domain/events/types.ts';
import { groupSettingJson, settingValuesJson, type GroupSettingJson } from './group-setting-values.ts';

/** A named group in Zulip's wire shape (UserGroupDict): GET /user_groups, register and `add` events. */
export interface UserGroupDict {
  id: number;
  name: string;
  creator_id: number | null;
  date_created: number | null;
  description: string;
  members: number[];
  direct_subgroup_ids: number[];
  is_system_group: boolean;
  can_add_members_group: GroupSettingJson;
  can_join_group: GroupSettingJson;
  can_leave_group: GroupSettingJson;
  can_manage_group: GroupSettingJson;
  can_mention_group: GroupSettingJson;
  can_remove_members_group: GroupSettingJson;
  deactivated: boolean;
}

/**
 * Zulip's UserGroupDict (GET /user_groups, register's realm_user_groups):
 * the object the `user_group`/`add` event carries, written once for all three.
 */
export function presentUserGroup(g: UserGroup | UserGroupView): UserGroupDict {
  return {
    id: g.id,
    name: g.name,
    creator_id: g.creatorId,
    date_created: g.dateCreated,
    description: g.description,
    members: g.members,
    direct_subgroup_ids: g.directSubgroupIds,
    is_system_group: g.isSystemGroup,
    can_add_members_group: groupSettingJson(g.settings.canAddMembersGroup),
    can_join_group: groupSettingJson(g.settings.canJoinGroup),
    can_leave_group: groupSettingJson(g.settings.canLeaveGroup),
    can_manage_group: groupSettingJson(g.settings.canManageGroup),
    can_mention_group: groupSettingJson(g.settings.canMentionGroup),
    can_remove_members_group: groupSettingJson(g.settings.canRemoveMembersGroup),
    deactivated: g.deactivated,
  };
}

/** Zulip's `user_group` event payloads; the caller puts the keys in order. */
export function userGroupEventJson(ev: EventOf<'user_group'>): object {
  switch (ev.op) {
    case 'add':
      return { type: ev.type, op: ev.op, group: presentUserGroup(ev.group) };
    case 'update':
      return { type: ev.type, op: ev.op, group_id: ev.groupId, data: settingValuesJson(ev.changes) };
    case 'add_members':
    case 'remove_members':
      return { type: ev.type, op: ev.op, group_id: ev.groupId, user_ids: ev.userIds };
    case 'add_subgroups':
    case 'remove_subgroups':
      return { type: ev.type, op: ev.op, group_id: ev.groupId, direct_subgroup_ids: ev.subgroupIds };
    case 'remove':
      return { type: ev.type, op: ev.op, group_id: ev.groupId };
  }
}
