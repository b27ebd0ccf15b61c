import type { SqlReader } from '../../../db/sql.ts';
import { toWellFormed } from '../../text.ts';
import { isQueueEntry, type NewLogEntry } from './records.ts';

/** The advisory lock every writer of the log holds from its insert to its commit. */
const LOG_LOCK = 7_297_637;

/** Other processes LISTEN here; the payload is the newest position (a hint: readers read the log itself). */
export const LOG_CHANNEL = 'zircon_event_log';

/** One row as the insert reads it from its JSON parameter. */
interface Row {
  r: number;
  u: number[];
  q: string | null;
  e: unknown;
  i: unknown;
}

function rowOf(entry: NewLogEntry): Row {
  if (isQueueEntry(entry))
    return { r: entry.realmId, u: [entry.userId], q: entry.queueId, e: { type: entry.kind }, i: null };
  return { r: entry.realmId, u: entry.userIds, q: null, e: entry.event, i: entry.internal ?? null };
}

/** JSON.stringify writes a lone surrogate as a `\udXXX` escape (a pair it writes as is); one preceded by an escaped backslash is text. */
const SURROGATE_ESCAPE = /\\ud[89a-f][0-9a-f]{2}/i;

/**
 * The rows as jsonb takes them. A lone surrogate that got past the edge (every
 * transport refuses or replaces them) becomes U+FFFD, as the driver writes it
 * in text columns: PostgreSQL refuses it in jsonb, which would fail the write
 * itself, and the event then says what the stored row says.
 */
function rowsJson(entries: readonly NewLogEntry[]): string {
  const rows = entries.map(rowOf);
  const json = JSON.stringify(rows);
  return SURROGATE_ESCAPE.test(json)
    ? JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'string' ? toWellFormed(v) : v))
    : json;
}

/**
 * Appends entries to the event log inside the caller's transaction; returns
 * the position of the last one.
 *
 * Positions come from a sequence, which hands out numbers in the order
 * inserts ask for them, not the order transactions commit: a reader that saw
 * position 11 (committed) could later meet 10 (committed after it) and skip
 * it. So every writer takes the same transaction-scoped lock first and keeps
 * it until its commit: positions then become visible in increasing order, and
 * "everything after the last position I read" is a complete answer. The lock
 * is taken last in the transaction (its events are appended just before the
 * commit), so it is held for the insert and the commit only.
 *
 * `notify` wakes the other processes (or servers on one PGlite) when the
 * transaction commits; a notification that is lost only delays them until
 * their next poll.
 */
export async function appendToLog(
  db: SqlReader,
  entries: readonly NewLogEntry[],
  now: Date,
  notify = true,
): Promise<number> {
  await db.query('SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock($1::bigint)) l', [LOG_LOCK]);
  const inserted = `INSERT INTO event_log (realm_id, user_ids, queue_id, event, internal, created_at)
       SELECT x.r, x.u, x.q, x.e, x.i, $2
       FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (r int, u int[], q text, e jsonb, i jsonb)) WITH ORDINALITY AS x(r, u, q, e, i, n)
       ORDER BY x.n
       RETURNING id`;
  const sql = notify
    ? `WITH ins AS (${inserted}), head AS (SELECT max(id) AS id FROM ins)
       SELECT head.id::text AS head, (SELECT count(*) FROM (SELECT pg_notify('${LOG_CHANNEL}', head.id::text)) n) AS notified FROM head`
    : `WITH ins AS (${inserted}) SELECT max(id)::text AS head FROM ins`;
  const [row] = await db.query<{ head: string }>(sql, [rowsJson(entries), now]);
  return Number(row.head);
}
