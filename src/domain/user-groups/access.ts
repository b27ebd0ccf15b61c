import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { hasRealmPermission } from '../realm/realm-permissions.ts';
import type { Db } from '../context.ts';
import { insufficientPermission, isDomainError, notAllowedForGuests } from '../errors.ts';
import { dbId } from '../ids.ts';
import { isGuest } from '../roles.ts';
import { botRequestsRefused, groupIsDeactivated, invalidUserGroup } from '../groups/errors.ts';
import { userGroupSetting, type UserGroupSettingName } from '../groups/user-group-permissions.ts';
import { hasGroupPermissionSql } from '../groups/permission.ts';

/** Zulip's require_member_or_admin: guests first, then bots. */
export function checkMemberOrAdmin(actor: Actor): void {
  if (isGuest(actor.user.role)) throw notAllowedForGuests();
  if (actor.user.isBot) throw botRequestsRefused();
}

/** Zulip's require_user_group_create_permission (checked before any parameter). */
export async function checkCanCreateGroups(db: Db, actor: Actor): Promise<void> {
  checkMemberOrAdmin(actor);
  if (!(await hasRealmPermission(db, actor.realm, actor.user, 'can_create_groups'))) throw insufficientPermission();
}

/** The stored row of a named group, as the checks need it. */
export interface GroupRow {
  id: number;
  name: string;
  deactivated: boolean;
  is_system_group: boolean;
  can_add_members_group_id: number;
  can_join_group_id: number;
  can_leave_group_id: number;
  can_manage_group_id: number;
  can_mention_group_id: number;
  can_remove_members_group_id: number;
}

const ROW_COLUMNS =
  'id, name, deactivated, is_system_group, can_add_members_group_id, can_join_group_id, can_leave_group_id, can_manage_group_id, can_mention_group_id, can_remove_members_group_id';

/**
 * A named group of the actor's realm, else "Invalid user group" (anonymous
 * groups and other realms' groups count as missing). `lock` takes the row for
 * the transaction, so concurrent changes of one group run one after another.
 */
export async function findGroup(
  sql: SqlReader,
  realmId: number,
  groupId: number,
  o: { lock?: boolean } = {},
): Promise<GroupRow> {
  const [row] = await sql.query<GroupRow & Record<string, unknown>>(
    `SELECT ${ROW_COLUMNS} FROM user_group WHERE id = $1 AND realm_id = $2 AND name IS NOT NULL${o.lock ? ' FOR UPDATE' : ''}`,
    [dbId(groupId), realmId],
  );
  if (!row) throw invalidUserGroup();
  return row;
}

/** A group a read endpoint may show: named, in the realm, and active. */
export async function findActiveGroup(sql: SqlReader, realmId: number, groupId: number): Promise<GroupRow> {
  const group = await findGroup(sql, realmId, groupId);
  if (group.deactivated) throw groupIsDeactivated();
  return group;
}

const settingGroupId = (g: GroupRow, name: UserGroupSettingName): number => g[`${name}_id`];

/** Whether the user holds one of the group's own settings (guests never hold those closed to role:everyone). */
export function holdsGroupSetting(
  sql: SqlReader,
  actor: Actor,
  g: GroupRow,
  name: UserGroupSettingName,
): Promise<boolean> {
  return hasGroupPermissionSql(sql, actor.user, settingGroupId(g, name), userGroupSetting(name).allowEveryone);
}

export interface AccessOptions {
  allowDeactivated: boolean;
  lock?: boolean;
}

/**
 * Zulip's access_user_group_for_update: the group, then system groups refused,
 * then realm can_manage_all_groups, the group's can_manage_group, and the
 * setting the action needs, in that order.
 */
export async function accessGroupForUpdate(
  db: Db,
  sql: SqlReader,
  actor: Actor,
  groupId: number,
  permission: UserGroupSettingName,
  o: AccessOptions,
): Promise<GroupRow> {
  const group = await findGroup(sql, actor.realm.id, groupId, { lock: o.lock });
  if (group.deactivated && !o.allowDeactivated) throw groupIsDeactivated();
  if (group.is_system_group) throw insufficientPermission();
  if (await mayUpdateGroup(db, sql, actor, group, permission)) return group;
  throw insufficientPermission();
}

async function mayUpdateGroup(
  db: Db,
  sql: SqlReader,
  actor: Actor,
  group: GroupRow,
  permission: UserGroupSettingName,
): Promise<boolean> {
  if (await hasRealmPermission(db, actor.realm, actor.user, 'can_manage_all_groups')) return true;
  if (await holdsGroupSetting(sql, actor, group, 'can_manage_group')) return true;
  return permission !== 'can_manage_group' && holdsGroupSetting(sql, actor, group, permission);
}

/**
 * Joining (or leaving) is the list of exactly oneself: Zulip tries the
 * group's can_join_group (can_leave_group) and falls back to
 * can_add_members_group (can_remove_members_group).
 */
export async function accessGroupForSelf(
  db: Db,
  sql: SqlReader,
  actor: Actor,
  groupId: number,
  first: UserGroupSettingName,
  fallback: UserGroupSettingName,
): Promise<GroupRow> {
  try {
    return await accessGroupForUpdate(db, sql, actor, groupId, first, { allowDeactivated: true, lock: true });
  } catch {
    return accessGroupForUpdate(db, sql, actor, groupId, fallback, { allowDeactivated: true, lock: true });
  }
}

/** A setting's check, its errors pointing at the setting (by its camelCase input name). */
export async function aboutSetting<T>(name: string, check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (e) {
    throw isDomainError(e) ? e.about(name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())) : e;
  }
}
