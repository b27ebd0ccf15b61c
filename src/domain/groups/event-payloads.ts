import type { GroupSettingValue } from '../group-setting-types.ts';
import type { UserGroup } from './load-groups.ts';

/*
 * The `user_group` events, typed; REST writes them in Zulip's names
 * (src/rest-compat/presenters/group-events.ts), and entries an earlier version
 * logged in Zulip's shape are read by delivery/log/legacy-people.ts.
 */

/** A named group as the `add` event carries it: the read model, without what only permission checks use. */
export type UserGroupView = Omit<UserGroup, 'settingGroupIds'>;

export type UserGroupAddEvent = {
  type: 'user_group';
  op: 'add';
  group: UserGroupView;
};

/**
 * The fields that changed, by their REST names (Zulip's UserGroupDict keys):
 * both APIs list a change by the name clients set it with.
 */
export type UserGroupChange = {
  name?: string;
  description?: string;
  deactivated?: boolean;
} & Partial<
  Record<
    | 'can_add_members_group'
    | 'can_join_group'
    | 'can_leave_group'
    | 'can_manage_group'
    | 'can_mention_group'
    | 'can_remove_members_group',
    GroupSettingValue
  >
>;

export type UserGroupUpdateEvent = {
  type: 'user_group';
  op: 'update';
  groupId: number;
  changes: UserGroupChange;
};

export type UserGroupMembersEvent = {
  type: 'user_group';
  op: 'add_members' | 'remove_members';
  groupId: number;
  userIds: number[];
};

export type UserGroupSubgroupsEvent = {
  type: 'user_group';
  op: 'add_subgroups' | 'remove_subgroups';
  groupId: number;
  subgroupIds: number[];
};

export type UserGroupRemoveEvent = {
  type: 'user_group';
  op: 'remove';
  groupId: number;
};

declare module '../event-types.ts' {
  interface DomainEventMap {
    userGroupAdd: UserGroupAddEvent;
    userGroupUpdate: UserGroupUpdateEvent;
    userGroupMembers: UserGroupMembersEvent;
    userGroupSubgroups: UserGroupSubgroupsEvent;
    userGroupRemove: UserGroupRemoveEvent;
  }
}
