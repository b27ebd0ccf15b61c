import type { Stream } from '../../generated/prisma/client.ts';
import type { Tx } from '../context.ts';
import {
  canonicalGroupSettingValue,
  resolveGroupSettingValue,
  type GroupSettingValue,
} from '../groups/group-setting-value.ts';
import { CHANNEL_GROUP_SETTINGS } from '../realm/permission-settings.ts';

export type { GroupSettingValue };

export type ChannelGroupSettingName = keyof typeof CHANNEL_GROUP_SETTINGS;

type StreamGroupField =
  | 'canAddSubscribersGroupId'
  | 'canAdministerChannelGroupId'
  | 'canDeleteAnyMessageGroupId'
  | 'canDeleteOwnMessageGroupId'
  | 'canMoveMessagesOutOfChannelGroupId'
  | 'canMoveMessagesWithinChannelGroupId'
  | 'canRemoveSubscribersGroupId'
  | 'canSendMessageGroupId'
  | 'canSubscribeGroupId'
  | 'canResolveTopicsGroupId';

export interface ChannelGroupSettingConfig {
  name: ChannelGroupSettingName;
  field: StreamGroupField;
  allowNobody: boolean;
  allowEveryone: boolean;
}

/** Zulip's Stream.stream_permission_group_settings at feature level 420, in its order (the order errors are found in). */
export const CHANNEL_GROUP_SETTING_CONFIGS: readonly ChannelGroupSettingConfig[] = [
  { name: 'can_add_subscribers_group', field: 'canAddSubscribersGroupId', allowNobody: true, allowEveryone: false },
  {
    name: 'can_administer_channel_group',
    field: 'canAdministerChannelGroupId',
    allowNobody: true,
    allowEveryone: false,
  },
  { name: 'can_delete_any_message_group', field: 'canDeleteAnyMessageGroupId', allowNobody: true, allowEveryone: true },
  { name: 'can_delete_own_message_group', field: 'canDeleteOwnMessageGroupId', allowNobody: true, allowEveryone: true },
  {
    name: 'can_move_messages_out_of_channel_group',
    field: 'canMoveMessagesOutOfChannelGroupId',
    allowNobody: true,
    allowEveryone: true,
  },
  {
    name: 'can_move_messages_within_channel_group',
    field: 'canMoveMessagesWithinChannelGroupId',
    allowNobody: true,
    allowEveryone: true,
  },
  {
    name: 'can_remove_subscribers_group',
    field: 'canRemoveSubscribersGroupId',
    allowNobody: true,
    allowEveryone: true,
  },
  { name: 'can_send_message_group', field: 'canSendMessageGroupId', allowNobody: true, allowEveryone: true },
  { name: 'can_subscribe_group', field: 'canSubscribeGroupId', allowNobody: true, allowEveryone: false },
  { name: 'can_resolve_topics_group', field: 'canResolveTopicsGroupId', allowNobody: true, allowEveryone: true },
];

/** The row column holding each setting's group id. */
export const CHANNEL_GROUP_COLUMNS = Object.fromEntries(
  CHANNEL_GROUP_SETTING_CONFIGS.map((c) => [c.name, c.field]),
) as Record<ChannelGroupSettingName, StreamGroupField>;

export const CHANNEL_GROUP_SETTING_NAMES: readonly ChannelGroupSettingName[] = CHANNEL_GROUP_SETTING_CONFIGS.map(
  (c) => c.name,
);

/** The group ids a channel's settings point at. */
export const channelSettingGroupIds = (s: Stream): number[] => CHANNEL_GROUP_SETTING_CONFIGS.map((c) => s[c.field]);

/**
 * access_user_group_for_setting for a new channel's setting: checks the
 * value against the setting's rules and returns the group id to store.
 */
export async function resolveChannelGroupSetting(
  tx: Tx,
  realmId: number,
  nobodyId: number,
  config: ChannelGroupSettingConfig,
  input: GroupSettingValue,
): Promise<number> {
  return resolveGroupSettingValue(tx, canonicalGroupSettingValue(input, nobodyId), {
    realmId,
    settingName: config.name,
    rules: { allowNobody: config.allowNobody, allowEveryone: config.allowEveryone },
  });
}

/**
 * New anonymous groups (e.g. the creator as can_administer_channel_group),
 * each with one member, `memberIds[i]` for the i-th: one statement per table.
 */
export async function createAnonymousGroups(tx: Tx, realmId: number, memberIds: readonly number[]): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const ids = await newAnonymousGroupIds(tx, realmId, memberIds.length);
  await tx.$executeRawUnsafe(
    `INSERT INTO user_group_membership (user_group_id, user_id) SELECT g, u FROM unnest($1::int[], $2::int[]) AS t(g, u)`,
    ids,
    [...memberIds],
  );
  return ids;
}

/**
 * Copies of anonymous groups (the i-th new group has the members and
 * subgroups of `templateIds[i]`). Each channel owns its anonymous groups,
 * since changing a setting edits its group in place, so channels created
 * together with the same value cannot share one.
 */
export async function copyAnonymousGroups(tx: Tx, realmId: number, templateIds: readonly number[]): Promise<number[]> {
  if (templateIds.length === 0) return [];
  const ids = await newAnonymousGroupIds(tx, realmId, templateIds.length);
  await tx.$executeRawUnsafe(
    `INSERT INTO user_group_membership (user_group_id, user_id)
     SELECT t.g, m.user_id FROM unnest($1::int[], $2::int[]) AS t(g, template)
       JOIN user_group_membership m ON m.user_group_id = t.template`,
    ids,
    [...templateIds],
  );
  await tx.$executeRawUnsafe(
    `INSERT INTO group_group_membership (supergroup_id, subgroup_id)
     SELECT t.g, m.subgroup_id FROM unnest($1::int[], $2::int[]) AS t(g, template)
       JOIN group_group_membership m ON m.supergroup_id = t.template`,
    ids,
    [...templateIds],
  );
  return ids;
}

async function newAnonymousGroupIds(tx: Tx, realmId: number, count: number): Promise<number[]> {
  const rows = await tx.$queryRawUnsafe<Array<{ id: number }>>(
    `INSERT INTO user_group (realm_id, name) SELECT $1, NULL FROM generate_series(1, $2::int) RETURNING id`,
    realmId,
    count,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
