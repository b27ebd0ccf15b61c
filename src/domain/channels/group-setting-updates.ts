import type { Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import {
  canonicalGroupSettingValue,
  changeGroupSetting,
  groupSettingApiValue,
  groupSettingValuesEqual,
  nobodyGroupId,
  type GroupSettingChangeRequest,
  type GroupSettingValue,
} from '../groups/group-setting-value.ts';
import { expectationMismatch, insufficientPermission } from '../errors.ts';
import { silentMention } from '../markdown/message-links.ts';
import { requireContentAccess, type AdministeredChannel } from './admin-access.ts';
import { channelAudience, emitStreamUpdate, introduceChannel, removeChannelFor } from './channel-updates.ts';
import { type NoticeContext, sendChannelEventsNotice } from './channel-notices.ts';
import { CHANNEL_GROUP_SETTING_CONFIGS, type ChannelGroupSettingName } from './channel-permission-groups.ts';
import { channelsOf } from './queries.ts';
import { hasRealmPermission } from '../realm/realm-permissions.ts';

/** Stream.stream_permission_group_settings_granting_metadata_access */
const GRANTS_METADATA_ACCESS: ReadonlySet<ChannelGroupSettingName> = new Set([
  'can_add_subscribers_group',
  'can_administer_channel_group',
  'can_subscribe_group',
]);

/** Stream.stream_permission_group_settings_requiring_content_access */
const REQUIRES_CONTENT_ACCESS: ReadonlySet<ChannelGroupSettingName> = new Set([
  'can_add_subscribers_group',
  'can_subscribe_group',
]);

const DELETE_POLICY_SETTINGS: ReadonlySet<ChannelGroupSettingName> = new Set([
  'can_delete_any_message_group',
  'can_delete_own_message_group',
]);

/** get_users_string_with_permission: named groups first (by id), then users (by id). */
async function usersWithPermission(c: NoticeContext, value: GroupSettingValue): Promise<string> {
  const groupIds = typeof value === 'number' ? [value] : value.directSubgroups;
  const groups = await c.tx.userGroup.findMany({
    where: { id: { in: groupIds } },
    orderBy: { id: 'asc' },
    select: { name: true },
  });
  const mentions = groups.map((g) => `@_*${g.name ?? ''}*`);
  if (typeof value !== 'number') {
    const users = await c.tx.user.findMany({
      where: { id: { in: value.directMembers } },
      orderBy: { id: 'asc' },
      select: { id: true, fullName: true },
    });
    mentions.push(...users.map((u) => silentMention(u)));
  }
  return mentions.join(', ');
}

async function postingPermissionNotice(
  c: NoticeContext,
  oldValue: GroupSettingValue,
  newValue: GroupSettingValue,
): Promise<string> {
  return (
    `${silentMention(c.actor)} changed the [posting permissions](/help/channel-posting-policy) for this channel:\n\n` +
    `* **Old**: ${await usersWithPermission(c, oldValue)}\n` +
    `* **New**: ${await usersWithPermission(c, newValue)}\n`
  );
}

/**
 * One `{new, old?}` change of a channel's group setting, as update_stream_backend
 * and do_change_stream_group_based_setting make it: nothing when `new` is the
 * current value; users who gain or lose sight of the channel through it get
 * it created or deleted; can_send_message_group also updates the legacy
 * stream_post_policy and posts a notice.
 */
export async function changeChannelGroupSetting(
  c: NoticeContext,
  actor: Actor,
  admin: AdministeredChannel,
  name: ChannelGroupSettingName,
  request: GroupSettingChangeRequest,
): Promise<Stream> {
  const stream = admin.stream;
  const config = CHANNEL_GROUP_SETTING_CONFIGS.find((s) => s.name === name);
  if (!config) return stream;
  const currentGroupId = stream[config.field];
  const nobody = await nobodyGroupId(c.tx, c.realm.id);
  const current = await groupSettingApiValue(c.tx, currentGroupId);
  if (request.old !== undefined && !groupSettingValuesEqual(canonicalGroupSettingValue(request.old, nobody), current)) {
    throw expectationMismatch();
  }
  if (groupSettingValuesEqual(canonicalGroupSettingValue(request.new, nobody), current)) return stream;
  if (REQUIRES_CONTENT_ACCESS.has(name)) await requireContentAccess(admin);
  if (
    DELETE_POLICY_SETTINGS.has(name) &&
    !(await hasRealmPermission(c.tx, actor.realm, actor.user, 'can_set_delete_message_policy_group'))
  ) {
    throw insufficientPermission();
  }
  const grants = GRANTS_METADATA_ACCESS.has(name);
  const before = grants ? await channelAudience(c, stream) : new Set<number>();
  const [oldChannel] = name === 'can_send_message_group' ? await channelsOf(c.tx, c.realm.id, [stream]) : [];
  const change = await changeGroupSetting(c.tx, request, {
    realmId: c.realm.id,
    settingName: name,
    rules: { allowNobody: config.allowNobody, allowEveryone: config.allowEveryone },
    currentGroupId,
  });
  if (!change) return stream;
  const updated = await c.tx.stream.update({ where: { id: stream.id }, data: { [config.field]: change.groupId } });
  const after = await channelAudience(c, updated);
  if (grants) {
    const gaining = new Set([...after].filter((id) => !before.has(id)));
    const losing = new Set([...before].filter((id) => !after.has(id)));
    emitStreamUpdate(
      c,
      updated,
      [...after].filter((id) => !gaining.has(id)),
      name,
      change.apiValue,
    );
    await introduceChannel(c, updated, gaining);
    removeChannelFor(c, updated, losing);
  } else {
    emitStreamUpdate(c, updated, after, name, change.apiValue);
  }
  if (oldChannel) {
    const [newChannel] = await channelsOf(c.tx, c.realm.id, [updated]);
    if (oldChannel.streamPostPolicy !== newChannel.streamPostPolicy) {
      emitStreamUpdate(c, updated, after, 'stream_post_policy', newChannel.streamPostPolicy);
      emitStreamUpdate(c, updated, after, 'is_announcement_only', newChannel.isAnnouncementOnly);
    }
    await sendChannelEventsNotice(c, updated, await postingPermissionNotice(c, current, change.apiValue));
  }
  return updated;
}
