import type { SystemGroupName } from '../groups/system-groups.ts';

/** Configuration of one realm-level permission setting (Zulip's GroupPermissionSetting). */
export interface GroupSettingConfig {
  name: string;
  defaultGroup: SystemGroupName;
  allowNobody: boolean;
  allowEveryone: boolean;
  allowInternet?: boolean;
  requireSystemGroup?: boolean;
  allowedSystemGroups?: SystemGroupName[];
  /** update_realm refuses non-owners ("Must be an organization owner"). */
  ownerOnly?: boolean;
}

const s = <N extends string>(
  name: N,
  defaultGroup: SystemGroupName,
  allowNobody: boolean,
  allowEveryone: boolean,
  extra: Partial<GroupSettingConfig> = {},
): GroupSettingConfig & { name: N } => ({ ...extra, name, defaultGroup, allowNobody, allowEveryone });

/**
 * Zulip's REALM_PERMISSION_GROUP_SETTINGS, in its order (update_realm applies
 * and checks them in this order), with the defaults of a new (non-education) realm.
 */
export const REALM_GROUP_SETTINGS = [
  s('create_multiuse_invite_group', 'role:administrators', true, false, { ownerOnly: true }),
  s('can_access_all_users_group', 'role:everyone', false, true, {
    requireSystemGroup: true,
    allowedSystemGroups: ['role:everyone', 'role:members'],
  }),
  s('can_add_subscribers_group', 'role:members', true, false),
  s('can_add_custom_emoji_group', 'role:members', true, false),
  s('can_create_bots_group', 'role:members', true, false),
  s('can_create_groups', 'role:members', true, false, { ownerOnly: true }),
  s('can_create_public_channel_group', 'role:members', true, false),
  s('can_create_private_channel_group', 'role:members', true, false),
  s('can_create_web_public_channel_group', 'role:owners', true, false, {
    requireSystemGroup: true,
    allowedSystemGroups: ['role:moderators', 'role:administrators', 'role:owners', 'role:nobody'],
  }),
  s('can_create_write_only_bots_group', 'role:members', true, false),
  s('can_delete_any_message_group', 'role:administrators', true, false),
  s('can_delete_own_message_group', 'role:everyone', true, true),
  s('can_invite_users_group', 'role:members', true, false, { ownerOnly: true }),
  s('can_manage_all_groups', 'role:owners', false, false, { ownerOnly: true }),
  s('can_manage_billing_group', 'role:administrators', false, false, { ownerOnly: true }),
  s('can_mention_many_users_group', 'role:administrators', true, true),
  s('can_move_messages_between_channels_group', 'role:members', true, false),
  s('can_move_messages_between_topics_group', 'role:everyone', true, true),
  s('can_resolve_topics_group', 'role:everyone', true, true),
  s('can_set_delete_message_policy_group', 'role:moderators', true, false),
  s('can_set_topics_policy_group', 'role:members', true, true),
  s('can_summarize_topics_group', 'role:everyone', true, true),
  s('direct_message_initiator_group', 'role:everyone', true, true),
  s('direct_message_permission_group', 'role:everyone', true, true),
] as const;

export type RealmGroupSettingName = (typeof REALM_GROUP_SETTINGS)[number]['name'];

export const REALM_GROUP_SETTING_BY_NAME = new Map<string, GroupSettingConfig>(
  REALM_GROUP_SETTINGS.map((c) => [c.name, c]),
);

/** Channel-level permission settings and the group each new channel gets. */
export const CHANNEL_GROUP_SETTINGS = {
  can_add_subscribers_group: 'role:nobody',
  can_administer_channel_group: 'creator',
  can_delete_any_message_group: 'role:nobody',
  can_delete_own_message_group: 'role:nobody',
  can_move_messages_out_of_channel_group: 'role:nobody',
  can_move_messages_within_channel_group: 'role:nobody',
  can_remove_subscribers_group: 'role:administrators',
  can_resolve_topics_group: 'role:nobody',
  can_send_message_group: 'role:everyone',
  can_subscribe_group: 'role:nobody',
} as const;
