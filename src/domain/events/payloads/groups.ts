import type { GroupSettingValue } from '../../group-setting-types.ts';

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
  can_add_members_group: GroupSettingValue;
  can_join_group: GroupSettingValue;
  can_leave_group: GroupSettingValue;
  can_manage_group: GroupSettingValue;
  can_mention_group: GroupSettingValue;
  can_remove_members_group: GroupSettingValue;
  deactivated: boolean;
}

export interface UserGroupAddEvent {
  type: 'user_group';
  op: 'add';
  group: UserGroupDict;
}

/** The fields that changed, as UserGroupDict names them. */
export type UserGroupChange = Partial<
  Pick<
    UserGroupDict,
    | 'name'
    | 'description'
    | 'deactivated'
    | 'can_add_members_group'
    | 'can_join_group'
    | 'can_leave_group'
    | 'can_manage_group'
    | 'can_mention_group'
    | 'can_remove_members_group'
  >
>;

export interface UserGroupUpdateEvent {
  type: 'user_group';
  op: 'update';
  group_id: number;
  data: UserGroupChange;
}

export interface UserGroupMembersEvent {
  type: 'user_group';
  op: 'add_members' | 'remove_members';
  group_id: number;
  user_ids: number[];
}

export interface UserGroupSubgroupsEvent {
  type: 'user_group';
  op: 'add_subgroups' | 'remove_subgroups';
  group_id: number;
  direct_subgroup_ids: number[];
}

export interface UserGroupRemoveEvent {
  type: 'user_group';
  op: 'remove';
  group_id: number;
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    userGroupAdd: UserGroupAddEvent;
    userGroupUpdate: UserGroupUpdateEvent;
    userGroupMembers: UserGroupMembersEvent;
    userGroupSubgroups: UserGroupSubgroupsEvent;
    userGroupRemove: UserGroupRemoveEvent;
  }
}
