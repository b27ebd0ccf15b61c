/** User groups: `group` and `data` are the dicts of GET /user_groups (data: the changed fields). */
export interface UserGroupAddEvent {
  type: 'user_group';
  op: 'add';
  group: { id: number; [field: string]: unknown };
}

export interface UserGroupUpdateEvent {
  type: 'user_group';
  op: 'update';
  group_id: number;
  data: Record<string, unknown>;
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
