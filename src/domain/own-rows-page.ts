import type { SqlReader } from '../db/sql.ts';
import { keysetSql, pageOfRows, type KeysetPage, type KeysetRequest } from './paging.ts';

/** Rows a user owns (uploads, drafts, mutes): their table, the columns read, the owner's column and the page's key. */
export interface OwnRows {
  table: string;
  columns: string;
  owner: string;
  key: string;
}

/** A page of a user's own rows by key, read in SQL from the page's key, and how many rows the user has. */
export async function ownRowsPage<R extends Record<string, unknown>>(
  sql: SqlReader,
  rows: OwnRows,
  ownerId: number,
  r: KeysetRequest,
): Promise<KeysetPage<R> & { totalCount: number }> {
  const k = keysetSql(r, rows.key, 2);
  const [read, [count]] = await Promise.all([
    sql.query<R>(`SELECT ${rows.columns} FROM ${rows.table} WHERE ${rows.owner} = $1 AND ${k.range} ${k.order}`, [
      ownerId,
      ...k.params,
    ]),
    sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${rows.table} WHERE ${rows.owner} = $1`, [ownerId]),
  ]);
  return { ...pageOfRows(read, r), totalCount: count.n };
}
