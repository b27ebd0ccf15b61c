import type { SqlReader } from '../../../db/sql.ts';

export interface RetentionOptions {
  /** Entries younger than this are kept whatever else holds: GraphQL streams resume from them. */
  minKeepMs: number;
  /** Entries older than this go even if an idle REST queue still points before them (it then expires early). */
  maxKeepMs: number;
}

export const defaultRetention: RetentionOptions = { minKeepMs: 10 * 60_000, maxKeepMs: 24 * 3600_000 };

/**
 * Deletes the entries nobody can need any more, and moves the floor that
 * tells readers so: entries at or below the oldest live REST queue's base
 * (each queue numbers from its base on) that are also older than
 * `minKeepMs`, and everything older than `maxKeepMs`. Returns the new floor.
 * Every process may run it; they agree.
 */
export async function trimLog(db: SqlReader, now: Date, options: RetentionOptions): Promise<number> {
  const young = new Date(now.getTime() - options.minKeepMs);
  const old = new Date(now.getTime() - options.maxKeepMs);
  const [row] = await db.query<{ floor: string }>(
    `WITH
       head AS (SELECT coalesce(max(id), 0) AS id FROM event_log),
       first_young AS (SELECT coalesce((SELECT id - 1 FROM event_log WHERE created_at > $1 ORDER BY id LIMIT 1), (SELECT id FROM head)) AS id),
       first_kept_old AS (SELECT coalesce((SELECT id - 1 FROM event_log WHERE created_at > $2 ORDER BY id LIMIT 1), (SELECT id FROM head)) AS id),
       needed AS (SELECT coalesce(min(base_position), (SELECT id FROM head)) AS id FROM event_queue),
       target AS (SELECT greatest(least((SELECT id FROM first_young), (SELECT id FROM needed)), (SELECT id FROM first_kept_old)) AS id),
       moved AS (
         INSERT INTO event_log_floor (id, floor) VALUES (1, (SELECT id FROM target))
         ON CONFLICT (id) DO UPDATE SET floor = greatest(event_log_floor.floor, EXCLUDED.floor)
         RETURNING floor)
     SELECT floor::text AS floor FROM moved`,
    [young, old],
  );
  const floor = Number(row.floor);
  await db.query('DELETE FROM event_log WHERE id <= $1', [floor]);
  return floor;
}
