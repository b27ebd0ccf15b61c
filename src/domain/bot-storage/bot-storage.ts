import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inSqlTransaction, type Deps } from '../context.ts';
import { badRequest } from '../errors.ts';

/**
 * Bot storage (Zulip's /bot_storage and zerver/lib/bot_storage.py): each
 * user's own string values by key, used by bots the zulip_bots framework
 * runs. Sizes count characters (code points) of keys and values together.
 */

const keyMissing = () => badRequest('Key does not exist.').as('notFound');

async function allKeys(sql: SqlReader, userId: number): Promise<string[]> {
  const rows = await sql.query<{ key: string }>(
    'SELECT key FROM bot_storage_data WHERE bot_profile_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => r.key);
}

/** GET /bot_storage: the values of `keys` (all of them when none are given); a missing key refuses the whole request. */
export async function getBotStorage(
  sql: SqlReader,
  actor: Actor,
  keys: readonly string[] | null,
): Promise<Record<string, string>> {
  const wanted = keys && keys.length > 0 ? keys : await allKeys(sql, actor.user.id);
  const rows = await sql.query<{ key: string; value: string }>(
    'SELECT key, value FROM bot_storage_data WHERE bot_profile_id = $1 AND key = ANY($2::text[])',
    [actor.user.id, [...wanted]],
  );
  const values = new Map(rows.map((r) => [r.key, r.value]));
  const out: Record<string, string> = {};
  for (const key of wanted) {
    const value = values.get(key);
    if (value === undefined) throw keyMissing();
    out[key] = value;
  }
  return out;
}

const SIZE_SQL = 'COALESCE(SUM(char_length(key) + char_length(value)), 0)::bigint';

/**
 * PUT /bot_storage: sets every entry, or none when the storage would pass
 * USER_STATE_SIZE_LIMIT (Zulip's set_bot_storage: the new size is the old one
 * plus each entry's growth).
 */
export async function setBotStorage(deps: Deps, actor: Actor, entries: ReadonlyArray<[string, string]>): Promise<void> {
  const limit = deps.server.userStateSizeLimit;
  const userId = actor.user.id;
  await inSqlTransaction(deps, async (sql) => {
    await sql.query('SELECT id FROM user_profile WHERE id = $1 FOR UPDATE', [userId]);
    const keys = entries.map(([key]) => key);
    const [{ total, replaced }] = await sql.query<{ total: string; replaced: string }>(
      `SELECT ${SIZE_SQL} AS total,
              COALESCE(SUM(char_length(key) + char_length(value)) FILTER (WHERE key = ANY($2::text[])), 0)::bigint AS replaced
         FROM bot_storage_data WHERE bot_profile_id = $1`,
      [userId, keys],
    );
    const added = entries.reduce((n, [key, value]) => n + [...key].length + [...value].length, 0);
    const size = Number(total) - Number(replaced) + added;
    if (size > limit)
      throw badRequest(
        `Request exceeds storage limit by ${size - limit} characters. The limit is ${limit} characters.`,
      );
    if (entries.length === 0) return;
    await sql.query(
      `INSERT INTO bot_storage_data (bot_profile_id, key, value)
       SELECT $1, k, v FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(k, v, n) ORDER BY n
       ON CONFLICT (bot_profile_id, key) DO UPDATE SET value = EXCLUDED.value`,
      [userId, keys, entries.map(([, value]) => value)],
    );
  });
}

/**
 * DELETE /bot_storage: removes `keys` (all when none are given), or nothing
 * when one is missing. As in Zulip, a key named twice counts twice, so it
 * is refused as missing.
 */
export async function removeBotStorage(deps: Deps, actor: Actor, keys: readonly string[] | null): Promise<void> {
  const userId = actor.user.id;
  await inSqlTransaction(deps, async (sql) => {
    const wanted = keys && keys.length > 0 ? keys : await allKeys(sql, userId);
    const rows = await sql.query<{ id: number }>(
      'SELECT id FROM bot_storage_data WHERE bot_profile_id = $1 AND key = ANY($2::text[]) FOR UPDATE',
      [userId, [...wanted]],
    );
    if (rows.length < wanted.length) throw keyMissing();
    await sql.query('DELETE FROM bot_storage_data WHERE id = ANY($1::int[])', [rows.map((r) => r.id)]);
  });
}
