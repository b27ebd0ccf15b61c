import type { SqlReader } from '../../db/sql.ts';

/**
 * Of `candidates`, the users who muted `senderId` (Zulip's get_muting_users):
 * a muted user's messages reach them already read.
 */
export async function usersMuting(
  sql: SqlReader,
  senderId: number,
  candidates: Iterable<number>,
): Promise<Set<number>> {
  const ids = [...candidates].filter((id) => id !== senderId);
  if (ids.length === 0) return new Set();
  const rows = await sql.query<{ user_id: number }>(
    'SELECT user_id FROM muted_user WHERE muted_user_id = $1 AND user_id = ANY($2::int[])',
    [senderId, ids],
  );
  return new Set(rows.map((r) => Number(r.user_id)));
}
