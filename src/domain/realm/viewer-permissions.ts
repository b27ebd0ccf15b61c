import type { SqlReader } from '../../db/sql.ts';
import type { Realm } from '../../generated/prisma/client.ts';
import { userInGroupSql } from '../groups/permission.ts';
import { isGuest } from '../roles.ts';
import { REALM_GROUP_SETTINGS, type RealmGroupSettingName } from './permission-settings.ts';
import { webPublicChannelsEnabled } from './realm-permissions.ts';
import { realmSettingsOf } from './settings.ts';

/** Whether a user holds each of the organization's group permission settings. */
export type RealmPermissions = Record<RealmGroupSettingName, boolean>;

/**
 * hasRealmPermission for every realm-level group setting at once, in one
 * statement (a UI asks for all of them with the organization): Zulip's
 * user_has_permission_for_group_setting, where a guest never holds a setting
 * that may not be given to role:everyone.
 */
export async function realmPermissionsOf(
  sql: SqlReader,
  realm: Realm,
  user: { id: number; role: number },
): Promise<RealmPermissions> {
  const settings = realmSettingsOf(realm.settings);
  const asked = REALM_GROUP_SETTINGS.map((c) => ({ config: c, groupId: Number(settings[c.name]) })).filter(
    (a) => Number.isInteger(a.groupId) && (a.config.allowEveryone || !isGuest(user.role)),
  );
  const columns = asked.map((a, i) => `${userInGroupSql(`$${i + 2}::int`, '$1::int')} AS s${i}`);
  const [row] =
    columns.length === 0
      ? [{}]
      : await sql.query<Record<string, boolean>>(`SELECT ${columns.join(', ')}`, [
          user.id,
          ...asked.map((a) => a.groupId),
        ]);
  const held = new Set(asked.filter((_a, i) => row[`s${i}`] === true).map((a) => a.config.name));
  return Object.fromEntries(REALM_GROUP_SETTINGS.map((c) => [c.name, held.has(c.name)])) as RealmPermissions;
}

/**
 * What the viewer may do, for a UI to offer: the settings they hold, where
 * creating a web-public channel also needs the organization to allow them
 * (check_channel_creation_permissions), so the answer is the action's.
 */
export async function viewerRealmPermissions(
  sql: SqlReader,
  realm: Realm,
  user: { id: number; role: number },
): Promise<RealmPermissions> {
  const held = await realmPermissionsOf(sql, realm, user);
  return {
    ...held,
    can_create_web_public_channel_group: held.can_create_web_public_channel_group && webPublicChannelsEnabled(realm),
  };
}
