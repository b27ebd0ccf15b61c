import type { SqlReader } from '../../../db/sql.ts';
import { badRequest, DomainError } from '../../errors.ts';
import { hasGroupPermissionSql } from '../../groups/permission.ts';
import type { RenderResult } from '../../markdown/types.ts';

/** Zulip's WILDCARD_MENTION_THRESHOLD: larger audiences need can_mention_many_users_group. */
export const WILDCARD_MENTION_THRESHOLD = 15;

/** Wildcard and group mentions the sender may not use (Zulip's check order). */
export async function checkMentionPermissions(
  sql: SqlReader,
  sender: { id: number; role: number },
  realmSettings: Record<string, unknown>,
  rendered: RenderResult,
  audience: { subscribers: number; participants: () => Promise<number> },
): Promise<void> {
  const mayMentionMany = () =>
    hasGroupPermissionSql(sql, sender, Number(realmSettings.can_mention_many_users_group), true);
  if (
    rendered.mentionsStreamWildcard &&
    audience.subscribers > WILDCARD_MENTION_THRESHOLD &&
    !(await mayMentionMany())
  ) {
    throw new DomainError(
      'STREAM_WILDCARD_MENTION_NOT_ALLOWED',
      'You do not have permission to use channel wildcard mentions in this channel.',
    );
  }
  if (
    rendered.mentionsTopicWildcard &&
    (await audience.participants()) > WILDCARD_MENTION_THRESHOLD &&
    !(await mayMentionMany())
  ) {
    throw new DomainError(
      'TOPIC_WILDCARD_MENTION_NOT_ALLOWED',
      'You do not have permission to use topic wildcard mentions in this topic.',
    );
  }
  if (rendered.mentionedGroupIds.length > 0) {
    const groups = await sql.query<{ name: string | null; can_mention_group_id: number | null }>(
      `SELECT name, can_mention_group_id FROM user_group WHERE id = ANY($1::int[]) ORDER BY id`,
      [rendered.mentionedGroupIds],
    );
    for (const g of groups) {
      if (!(await mayMentionGroup(sql, sender, g.can_mention_group_id))) {
        throw badRequest(`You are not allowed to mention user group '${g.name}'.`);
      }
    }
  }
}

/** Whether `user` may mention a group whose can_mention_group is `canMentionGroupId` (null: anyone may). */
export async function mayMentionGroup(
  sql: SqlReader,
  user: { id: number; role: number },
  canMentionGroupId: number | null,
): Promise<boolean> {
  return canMentionGroupId === null || hasGroupPermissionSql(sql, user, canMentionGroupId, true);
}

/** Members of the mentioned groups (recursively), who get the `mentioned` flag. */
export async function groupMentionUserIds(sql: SqlReader, groupIds: number[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await sql.query<{ user_id: number }>(
    `WITH RECURSIVE g(id) AS (
       SELECT unnest($1::int[])
       UNION
       SELECT ggm.subgroup_id FROM group_group_membership ggm JOIN g ON ggm.supergroup_id = g.id
     )
     SELECT DISTINCT m.user_id FROM user_group_membership m JOIN g ON m.user_group_id = g.id`,
    [groupIds],
  );
  return new Set(rows.map((r) => r.user_id));
}
