import { CHANNEL_GROUP_SETTING_CONFIGS } from '../channels/channel-permission-groups.ts';
import { CHANNEL_GROUP_SETTINGS, REALM_GROUP_SETTINGS } from '../realm/permission-settings.ts';

/** Zulip's GroupPermissionSetting as the API describes it. */
interface SettingInfo {
  require_system_group: boolean;
  allow_internet_group: boolean;
  allow_nobody_group: boolean;
  allow_everyone_group: boolean;
  default_group_name: string;
  default_for_system_groups: string | null;
  allowed_system_groups: string[];
}

const info = (
  allowNobody: boolean,
  allowEveryone: boolean,
  defaultGroup: string,
  extra: Partial<SettingInfo> = {},
): SettingInfo => ({
  require_system_group: false,
  allow_internet_group: false,
  allow_nobody_group: allowNobody,
  allow_everyone_group: allowEveryone,
  default_group_name: defaultGroup,
  default_for_system_groups: null,
  allowed_system_groups: [],
  ...extra,
});

/** NamedUserGroup.GROUP_PERMISSION_SETTINGS (Zulip 11); system groups default to role:nobody. */
const GROUP_SETTINGS: Record<string, SettingInfo> = {
  can_add_members_group: info(true, false, 'group_creator', { default_for_system_groups: 'role:nobody' }),
  can_join_group: info(true, false, 'role:nobody', { default_for_system_groups: 'role:nobody' }),
  can_leave_group: info(true, true, 'role:everyone', { default_for_system_groups: 'role:nobody' }),
  can_manage_group: info(true, false, 'group_creator', { default_for_system_groups: 'role:nobody' }),
  can_mention_group: info(true, true, 'role:everyone', { default_for_system_groups: 'role:nobody' }),
  can_remove_members_group: info(true, false, 'role:nobody', { default_for_system_groups: 'role:nobody' }),
};

/** server_supported_permission_settings: the rules of every group setting, for settings UIs. */
export function supportedPermissionSettings(): Record<string, Record<string, SettingInfo>> {
  const realm = Object.fromEntries(
    REALM_GROUP_SETTINGS.map((c) => [
      c.name,
      info(c.allowNobody, c.allowEveryone, c.defaultGroup, {
        require_system_group: c.requireSystemGroup ?? false,
        allow_internet_group: c.allowInternet ?? false,
        allowed_system_groups: [...(c.allowedSystemGroups ?? [])],
      }),
    ]),
  );
  const stream = Object.fromEntries(
    CHANNEL_GROUP_SETTING_CONFIGS.map((c) => {
      const def: string = CHANNEL_GROUP_SETTINGS[c.name];
      return [c.name, info(c.allowNobody, c.allowEveryone, def === 'creator' ? 'channel_creator' : def)];
    }),
  );
  return { realm, stream, group: GROUP_SETTINGS };
}
