import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Db } from '../context.ts';
import { isGuest } from '../roles.ts';

/**
 * The single evaluator for group-setting values: is the user a (recursive)
 * member of the group? Group settings point at a named or anonymous group id.
 */
export async function isUserInGroup(db: Db, userId: number, groupId: number): Promise<boolean> {
  return isUserInGroupSql(prismaReader(db), userId, groupId);
}

/** All user ids that are recursive members of a group (active users only). */
export async function recursiveGroupMemberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.$queryRawUnsafe<Array<{ user_id: number }>>(
    `WITH RECURSIVE g(id) AS (
       SELECT $1::int
       UNION
       SELECT ggm.subgroup_id FROM group_group_membership ggm JOIN g ON ggm.supergroup_id = g.id
     )
     SELECT DISTINCT m.user_id FROM user_group_membership m
       JOIN g ON m.user_group_id = g.id
       JOIN user_profile u ON u.id = m.user_id AND u.is_active
     ORDER BY m.user_id`,
    groupId,
  );
  return rows.map((r) => r.user_id);
}

/**
 * Zulip's `user_has_permission_for_group_setting`: for settings that may not be
 * given to role:everyone, guests never hold the permission, whatever the group.
 */
export async function hasGroupPermission(
  db: Db,
  user: { id: number; role: number },
  groupId: number,
  allowEveryoneGroup: boolean,
): Promise<boolean> {
  return hasGroupPermissionSql(prismaReader(db), user, groupId, allowEveryoneGroup);
}

/**
 * `isUserInGroup` as an SQL boolean expression over two SQL expressions (a group
 * id and a user id, e.g. columns of the outer query), so a hot path can fold a
 * group-setting check into the statement that reads the setting.
 */
export const userInGroupSql = (groupIdExpr: string, userIdExpr: string): string => `EXISTS (
  WITH RECURSIVE g(id) AS (
    SELECT ${groupIdExpr}
    UNION
    SELECT ggm.subgroup_id FROM group_group_membership ggm JOIN g ON ggm.supergroup_id = g.id
  )
  SELECT 1 FROM user_group_membership m JOIN g ON m.user_group_id = g.id WHERE m.user_id = ${userIdExpr}
)`;

/** `hasGroupPermission` on a raw reader (the driver, or a Prisma transaction through `prismaReader`). */
export async function hasGroupPermissionSql(
  sql: SqlReader,
  user: { id: number; role: number },
  groupId: number,
  allowEveryoneGroup: boolean,
): Promise<boolean> {
  if (!allowEveryoneGroup && isGuest(user.role)) return false;
  return isUserInGroupSql(sql, user.id, groupId);
}

async function isUserInGroupSql(sql: SqlReader, userId: number, groupId: number): Promise<boolean> {
  const rows = await sql.query<{ member: boolean }>(`SELECT ${userInGroupSql('$1::int', '$2::int')} AS member`, [
    groupId,
    userId,
  ]);
  return rows[0]?.member === true;
}
