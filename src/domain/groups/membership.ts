import type { SqlReader } from '../../db/sql.ts';
import { badRequest } from '../errors.ts';
import { dbIds } from '../ids.ts';
import { groupIsDeactivated, invalidUserGroupId, invalidUserId } from './errors.ts';

/** Zulip's user_ids_to_users: active users of the realm (bots included), else the first bad id. */
export async function checkActiveUsers(
  sql: SqlReader,
  realmId: number,
  ids: readonly number[],
  param: string,
): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    'SELECT id FROM user_profile WHERE realm_id = $1 AND is_active AND id = ANY($2::int[])',
    [realmId, dbIds(ids)],
  );
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw invalidUserId(missing).about(param);
  return [...new Set(ids)];
}

/** Named groups of the realm, else the first missing id; then none may be deactivated. */
export async function checkSubgroups(
  sql: SqlReader,
  realmId: number,
  ids: readonly number[],
  param: string,
): Promise<number[]> {
  const rows = await sql.query<{ id: number; deactivated: boolean }>(
    'SELECT id, deactivated FROM user_group WHERE realm_id = $1 AND name IS NOT NULL AND id = ANY($2::int[])',
    [realmId, dbIds(ids)],
  );
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw invalidUserGroupId(missing).about(param);
  if (rows.some((r) => r.deactivated)) throw groupIsDeactivated().about(param);
  return [...new Set(ids)];
}

export async function directMemberIds(sql: SqlReader, groupId: number): Promise<Set<number>> {
  const rows = await sql.query<{ user_id: number }>(
    'SELECT user_id FROM user_group_membership WHERE user_group_id = $1',
    [groupId],
  );
  return new Set(rows.map((r) => r.user_id));
}

export async function directSubgroupIds(sql: SqlReader, groupId: number): Promise<Set<number>> {
  const rows = await sql.query<{ subgroup_id: number }>(
    'SELECT subgroup_id FROM group_group_membership WHERE supergroup_id = $1',
    [groupId],
  );
  return new Set(rows.map((r) => r.subgroup_id));
}

/** Every group below these (recursively), the groups themselves included. */
export async function groupsBelow(sql: SqlReader, ids: readonly number[]): Promise<Set<number>> {
  const rows = await sql.query<{ id: number }>(
    `WITH RECURSIVE g(id) AS (
       SELECT unnest($1::int[])
       UNION
       SELECT ggm.subgroup_id FROM group_group_membership ggm JOIN g ON ggm.supergroup_id = g.id
     ) SELECT id FROM g`,
    [[...ids]],
  );
  return new Set(rows.map((r) => r.id));
}

export async function insertMembers(sql: SqlReader, groupId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await sql.query(
    'INSERT INTO user_group_membership (user_group_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [groupId, [...userIds]],
  );
}

export async function deleteMembers(sql: SqlReader, groupId: number, userIds: readonly number[]): Promise<void> {
  await sql.query('DELETE FROM user_group_membership WHERE user_group_id = $1 AND user_id = ANY($2::int[])', [
    groupId,
    [...userIds],
  ]);
}

/**
 * Zulip's add_subgroups_to_user_group checks: not yet a direct subgroup, and
 * no cycle (the group is not below any of the new subgroups, itself included).
 */
export async function checkNewSubgroups(sql: SqlReader, groupId: number, ids: readonly number[]): Promise<void> {
  const direct = await directSubgroupIds(sql, groupId);
  const already = ids.find((id) => direct.has(id));
  if (already !== undefined)
    throw badRequest(`User group ${already} is already a subgroup of this group.`).about('subgroups');
  if ((await groupsBelow(sql, ids)).has(groupId)) {
    throw badRequest(`User group ${groupId} is already a subgroup of one of the passed subgroups.`).about('subgroups');
  }
}

export async function insertSubgroups(sql: SqlReader, groupId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql.query(
    'INSERT INTO group_group_membership (supergroup_id, subgroup_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [groupId, [...ids]],
  );
}

export async function deleteSubgroups(sql: SqlReader, groupId: number, ids: readonly number[]): Promise<void> {
  await sql.query('DELETE FROM group_group_membership WHERE supergroup_id = $1 AND subgroup_id = ANY($2::int[])', [
    groupId,
    [...ids],
  ]);
}
