import type { SystemGroupName } from './system-groups.ts';
import type { GroupSettingRules } from './group-setting-value.ts';

/**
 * The six permission settings of a named user group (Zulip's
 * UserGroup.GROUP_PERMISSION_SETTINGS), in Zulip's order: creation and PATCH
 * check them in this order, and the first error is the answer.
 */
export const USER_GROUP_SETTINGS = [
  {
    name: 'can_add_members_group',
    key: 'canAddMembersGroup',
    column: 'can_add_members_group_id',
    allowEveryone: false,
    default: 'creator',
  },
  {
    name: 'can_join_group',
    key: 'canJoinGroup',
    column: 'can_join_group_id',
    allowEveryone: false,
    default: 'role:nobody',
  },
  {
    name: 'can_leave_group',
    key: 'canLeaveGroup',
    column: 'can_leave_group_id',
    allowEveryone: true,
    default: 'role:everyone',
  },
  {
    name: 'can_manage_group',
    key: 'canManageGroup',
    column: 'can_manage_group_id',
    allowEveryone: false,
    default: 'creator',
  },
  {
    name: 'can_mention_group',
    key: 'canMentionGroup',
    column: 'can_mention_group_id',
    allowEveryone: true,
    default: 'role:everyone',
  },
  {
    name: 'can_remove_members_group',
    key: 'canRemoveMembersGroup',
    column: 'can_remove_members_group_id',
    allowEveryone: false,
    default: 'role:nobody',
  },
] as const satisfies ReadonlyArray<{
  name: string;
  key: string;
  column: string;
  allowEveryone: boolean;
  default: SystemGroupName | 'creator';
}>;

/** A setting's name in Zulip's API. */
export type UserGroupSettingName = (typeof USER_GROUP_SETTINGS)[number]['name'];
/** The same setting in the typed read model (and GraphQL's field). */
export type UserGroupSettingKey = (typeof USER_GROUP_SETTINGS)[number]['key'];
export type UserGroupSettingConfig = (typeof USER_GROUP_SETTINGS)[number];

export const USER_GROUP_SETTING_NAMES: readonly UserGroupSettingName[] = USER_GROUP_SETTINGS.map((s) => s.name);

export const userGroupSetting = (name: UserGroupSettingName): UserGroupSettingConfig => {
  const found = USER_GROUP_SETTINGS.find((s) => s.name === name);
  if (!found) throw new Error(`no user group setting ${name}`);
  return found;
};

/** Every group setting may be role:nobody and never role:internet; role:everyone per setting. */
export const rulesOf = (s: UserGroupSettingConfig): GroupSettingRules => ({
  allowNobody: true,
  allowEveryone: s.allowEveryone,
});
