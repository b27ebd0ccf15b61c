import type { SqlReader } from '../../../db/sql.ts';
import type { EventInternals, ZulipEvent } from '../../events/types.ts';
import { upgradeLoggedEvent, upgradeLoggedInternals } from './legacy-events.ts';
import type { LogRecord } from './records.ts';

/** An event_log row as the driver returns it (bigint positions as text, times as Date). */
export interface LogRow extends Record<string, unknown> {
  id: string | number | bigint;
  realm_id: number;
  user_ids: number[];
  queue_id: string | null;
  event: unknown;
  internal: unknown;
  created_at: Date | string;
}

export const LOG_COLUMNS = 'id, realm_id, user_ids, queue_id, event, internal, created_at';

const parsed = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

export function recordOf(row: LogRow): LogRecord {
  const position = Number(row.id);
  const createdAt = new Date(row.created_at).getTime();
  const event = upgradeLoggedEvent(parsed(row.event) as ZulipEvent);
  if (row.queue_id !== null) {
    const kind = (event as { type: string }).type === 'heartbeat' ? 'heartbeat' : 'queue_gone';
    return { kind, position, createdAt, realmId: row.realm_id, userId: row.user_ids[0], queueId: row.queue_id };
  }
  const internal = upgradeLoggedInternals(parsed(row.internal) as EventInternals | null);
  return {
    kind: 'event',
    position,
    createdAt,
    realmId: row.realm_id,
    userIds: row.user_ids,
    event,
    ...(internal ? { internal } : {}),
  };
}

/** The newest position written (0 for an empty log). */
export async function logHead(db: SqlReader): Promise<number> {
  const [row] = await db.query<{ head: string | null }>('SELECT max(id)::text AS head FROM event_log');
  return row?.head ? Number(row.head) : 0;
}

/** Positions at or below this one may have been deleted by retention. */
export async function logFloor(db: SqlReader): Promise<number> {
  const [row] = await db.query<{ floor: string }>('SELECT floor::text AS floor FROM event_log_floor WHERE id = 1');
  return row ? Number(row.floor) : 0;
}

/**
 * The entries after `after` up to `upTo` that concern one user (addressed to
 * them, or to their queue `queueId`): what a queue or a stream missed, when
 * it is older than what a process keeps in memory.
 */
export async function recordsFor(
  db: SqlReader,
  range: { after: number; upTo: number; limit?: number },
  who: { realmId: number; userId: number; queueId?: string },
): Promise<LogRecord[]> {
  const rows = await db.query<LogRow>(
    `SELECT ${LOG_COLUMNS} FROM event_log
     WHERE id > $1 AND id <= $2 AND realm_id = $3 AND $4 = ANY(user_ids) AND (queue_id IS NULL OR queue_id = $5)
     ORDER BY id LIMIT $6`,
    [range.after, range.upTo, who.realmId, who.userId, who.queueId ?? '', range.limit ?? null],
  );
  return rows.map(recordOf);
}
