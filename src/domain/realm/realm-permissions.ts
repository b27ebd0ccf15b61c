import type { Realm } from '../../generated/prisma/client.ts';
import type { Db } from '../context.ts';
import { hasGroupPermission } from '../groups/permission.ts';
import { REALM_GROUP_SETTING_BY_NAME } from './permission-settings.ts';
import { realmSettingsOf } from './settings.ts';

/**
 * Whether the user holds a realm-level group permission such as
 * can_create_public_channel_group (Zulip's user_has_permission_for_group_setting
 * on realm settings, which live as group ids in realm.settings).
 */
export async function hasRealmPermission(
  db: Db,
  realm: Realm,
  user: { id: number; role: number },
  setting: string,
): Promise<boolean> {
  const config = REALM_GROUP_SETTING_BY_NAME.get(setting);
  const groupId = Number(realmSettingsOf(realm.settings)[setting]);
  if (!config || !Number.isInteger(groupId)) return false;
  return hasGroupPermission(db, user, groupId, config.allowEveryone);
}

/** Zulip's Realm.web_public_streams_enabled (the server allows them; the realm enables spectator access). */
export const webPublicChannelsEnabled = (realm: Realm): boolean =>
  realmSettingsOf(realm.settings).enable_spectator_access === true;
