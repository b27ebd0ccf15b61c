import type { Actor } from '../../actor.ts';
import { hasRealmPermission } from '../../realm/realm-permissions.ts';
import {
  CHANNEL_GROUP_SETTING_CONFIGS,
  type ChannelGroupSettingName,
} from '../../channels/channel-permission-groups.ts';
import type { Db } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { hasGroupPermission } from '../../groups/permission.ts';
import { realmSettingsOf } from '../../realm/settings.ts';
import type { AccessedMessage } from '../single/access.ts';

const allowEveryone = (name: ChannelGroupSettingName): boolean =>
  CHANNEL_GROUP_SETTING_CONFIGS.find((c) => c.name === name)?.allowEveryone ?? false;

const noPermission = () => badRequest("You don't have permission to delete this message").as('permission');

/**
 * Zulip's validate_can_delete_message, in its order: the realm's (then the
 * channel's) can_delete_any_message_group may delete anything at any time;
 * otherwise only one's own messages (or one's bots'), with the realm's or
 * (for channel messages) the channel's can_delete_own_message_group, within
 * message_content_delete_limit_seconds (no grace period, unlike editing).
 */
export async function checkCanDeleteMessage(db: Db, actor: Actor, m: AccessedMessage, now: Date): Promise<void> {
  const me = actor.user;
  if (await hasRealmPermission(db, actor.realm, me, 'can_delete_any_message_group')) return;
  const channel = m.channel;
  if (
    channel !== null &&
    (await hasGroupPermission(
      db,
      me,
      channel.canDeleteAnyMessageGroupId,
      allowEveryone('can_delete_any_message_group'),
    ))
  ) {
    return;
  }
  if (m.senderId !== me.id && m.senderBotOwnerId !== me.id) throw noPermission();
  if (!(await hasRealmPermission(db, actor.realm, me, 'can_delete_own_message_group'))) {
    if (channel === null) throw noPermission();
    if (
      !(await hasGroupPermission(
        db,
        me,
        channel.canDeleteOwnMessageGroupId,
        allowEveryone('can_delete_own_message_group'),
      ))
    ) {
      throw noPermission();
    }
  }
  const limit = realmSettingsOf(actor.realm.settings).message_content_delete_limit_seconds;
  if (limit === null || limit === undefined) return;
  if (now.getTime() - m.dateSent.getTime() > Number(limit) * 1000) {
    throw badRequest('The time limit for deleting this message has passed');
  }
}
