import type { SqlReader } from '../../db/sql.ts';

/** A row as Zulip's export writes it (Django's model_to_dict): field names, foreign keys as ids, times as UNIX seconds. */
export type ExportRecord = Record<string, unknown>;

/**
 * How our columns become Zulip's field names: a foreign key column loses its
 * `_id` (`realm_id` → `realm`), and the user it names is a `user_profile`.
 * `type_id` (the recipient's) and `path_id` (the attachment's) are plain fields in Zulip too.
 */
const RENAMED: Record<string, string> = {
  user_id: 'user_profile',
  type_id: 'type_id',
  path_id: 'path_id',
};

const fieldName = (column: string): string =>
  RENAMED[column] ?? (column.endsWith('_id') && column !== 'id' ? column.slice(0, -3) : column);

/** Never exported: secrets and what the database derives. */
const EXCLUDED = new Set(['api_key', 'password_hash', 'search_tsvector']);

function value(v: unknown): unknown {
  if (v instanceof Date) return v.getTime() / 1000;
  if (typeof v === 'bigint') return Number(v);
  return v;
}

/** A database row in Zulip's shape; a `settings` object's entries become fields of their own, as Zulip's columns. */
export function exportRecord(row: Record<string, unknown>): ExportRecord {
  const out: ExportRecord = {};
  for (const [column, v] of Object.entries(row)) {
    if (EXCLUDED.has(column)) continue;
    if (column === 'settings' && v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k, s] of Object.entries(v)) out[k] = s;
      continue;
    }
    out[fieldName(column)] = value(v);
  }
  return out;
}

export const exportRecords = async (
  sql: SqlReader,
  query: string,
  params: readonly unknown[],
): Promise<ExportRecord[]> => (await sql.query<Record<string, unknown>>(query, [...params])).map(exportRecord);
