import { readInput, type InputOrReader } from '../input-reader.ts';
import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { checkMemberOrAdmin, findActiveGroup } from './access.ts';
import { loadUserGroup, loadUserGroups, userGroupsPage, type UserGroup } from '../groups/load-groups.ts';
import type { KeysetPage, KeysetRequest } from '../paging.ts';
import { groupsBelow } from '../groups/membership.ts';

/** GET /user_groups: the realm's named groups in id order, system groups included. */
export function listUserGroups(
  sql: SqlReader,
  actor: Actor,
  read: InputOrReader<{ includeDeactivated: boolean }>,
): Promise<UserGroup[]> {
  checkMemberOrAdmin(actor);
  return loadUserGroups(sql, actor.realm.id, { includeDeactivated: readInput(read).includeDeactivated });
}

/** A page of GET /user_groups's list by id (for the same viewers), with how many groups it holds. */
export function listUserGroupsPage(
  sql: SqlReader,
  actor: Actor,
  o: { includeDeactivated: boolean; page: KeysetRequest },
): Promise<KeysetPage<UserGroup> & { totalCount: number }> {
  checkMemberOrAdmin(actor);
  return userGroupsPage(sql, actor.realm.id, o);
}

/** One named group of the actor's realm by id, deactivated or not; null when there is none. */
export function getUserGroup(sql: SqlReader, actor: Actor, groupId: number): Promise<UserGroup | null> {
  checkMemberOrAdmin(actor);
  return loadUserGroup(sql, actor.realm.id, groupId);
}

/** GET /user_groups/{id}/members: active members, direct or through subgroups, ascending. */
export async function groupMemberIds(
  sql: SqlReader,
  actor: Actor,
  groupId: number,
  read: InputOrReader<{ directOnly: boolean }>,
): Promise<number[]> {
  checkMemberOrAdmin(actor);
  const o = readInput(read);
  const group = await findActiveGroup(sql, actor.realm.id, groupId);
  const groups = o.directOnly ? [group.id] : [...(await groupsBelow(sql, [group.id]))];
  const rows = await sql.query<{ user_id: number }>(
    `SELECT DISTINCT m.user_id FROM user_group_membership m JOIN user_profile u ON u.id = m.user_id AND u.is_active
      WHERE m.user_group_id = ANY($1::int[]) ORDER BY m.user_id`,
    [groups],
  );
  return rows.map((r) => r.user_id);
}

/** GET /user_groups/{id}/subgroups: direct subgroups, or every group below (not the group itself). */
export async function groupSubgroupIds(
  sql: SqlReader,
  actor: Actor,
  groupId: number,
  read: InputOrReader<{ directOnly: boolean }>,
): Promise<number[]> {
  checkMemberOrAdmin(actor);
  const o = readInput(read);
  const group = await findActiveGroup(sql, actor.realm.id, groupId);
  if (o.directOnly) {
    const rows = await sql.query<{ id: number }>(
      'SELECT subgroup_id AS id FROM group_group_membership WHERE supergroup_id = $1 ORDER BY subgroup_id',
      [group.id],
    );
    return rows.map((r) => r.id);
  }
  const below = await groupsBelow(sql, [group.id]);
  below.delete(group.id);
  return [...below].sort((a, b) => a - b);
}
