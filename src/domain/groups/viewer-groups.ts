import type { SqlReader } from '../../db/sql.ts';

/**
 * Every group, named or anonymous, the user is in directly or through
 * subgroups (the supergroups of their groups, walked up): one statement
 * answers any number of group-setting checks for that user, where
 * isUserInGroup walks down from each group in turn.
 */
export async function groupsContaining(sql: SqlReader, userId: number): Promise<Set<number>> {
  const rows = await sql.query<{ id: number }>(
    `WITH RECURSIVE g(id) AS (
       SELECT user_group_id FROM user_group_membership WHERE user_id = $1
       UNION
       SELECT ggm.supergroup_id FROM group_group_membership ggm JOIN g ON ggm.subgroup_id = g.id
     )
     SELECT id FROM g`,
    [userId],
  );
  return new Set(rows.map((r) => Number(r.id)));
}
