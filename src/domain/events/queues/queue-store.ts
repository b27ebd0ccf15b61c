import type { SqlRunner } from '../../../db/sql.ts';
import type { QueueRegistry } from './registry.ts';
import { parseSavedQueue, type SavedQueue } from './saved-queue.ts';

/** Rows per INSERT: one JSON array parameter each, so a stop with many queues sends few statements. */
const SAVE_BATCH = 500;

/**
 * JSON.stringify writes a lone surrogate (a string UTF-8 cannot hold) as a
 * "\udXXX" escape, which jsonb refuses: it is saved as U+FFFD, what the
 * database stored for that text anyway. (Only a lone one is escaped; the
 * backslashes before it must be even, or the escape is text.)
 */
const LONE_SURROGATE_ESCAPE = /(?<!\\)((?:\\\\)*)\\u[dD][89a-fA-F][0-9a-fA-F]{2}/g;
const storableJson = (value: unknown): string => JSON.stringify(value).replace(LONE_SURROGATE_ESCAPE, '$1\\ufffd');

async function insertQueues(sql: SqlRunner, queues: readonly SavedQueue[], now: Date): Promise<void> {
  await sql.query(
    `INSERT INTO saved_event_queue (queue_id, state, saved_at)
     SELECT q->'spec'->>'id', q, $2 FROM jsonb_array_elements($1::jsonb) AS q
     ON CONFLICT (queue_id) DO UPDATE SET state = EXCLUDED.state, saved_at = EXCLUDED.saved_at`,
    [storableJson(queues), now],
  );
}

/**
 * Writes the queues a graceful stop took from the registry (registry.close()).
 * Each batch is one statement, not one transaction for all: a queue the
 * database refuses costs its batch a retry queue by queue, and only itself
 * its restore (reported through `onDropped`), never every other queue's.
 */
export async function saveQueues(
  sql: SqlRunner,
  saved: readonly SavedQueue[],
  now: Date,
  onDropped: (queueId: string, err: unknown) => void = () => undefined,
): Promise<void> {
  for (let i = 0; i < saved.length; i += SAVE_BATCH) {
    const batch = saved.slice(i, i + SAVE_BATCH);
    try {
      await insertQueues(sql, batch, now);
    } catch {
      for (const queue of batch) await insertQueues(sql, [queue], now).catch((err: unknown) => onDropped(queue.spec.id, err));
    }
  }
}

/**
 * Takes every saved queue into the registry at start. The rows are deleted as
 * they are read, so when several processes start at once each queue goes to
 * exactly one of them; expired or unreadable ones are dropped (their clients
 * get BAD_EVENT_QUEUE_ID and re-register). Returns how many were restored.
 */
export async function restoreQueues(sql: SqlRunner, registry: QueueRegistry): Promise<{ restored: number; dropped: number }> {
  const rows = await sql.query<{ state: unknown }>('DELETE FROM saved_event_queue RETURNING state');
  let restored = 0;
  for (const row of rows) {
    let state = row.state;
    try {
      if (typeof state === 'string') state = JSON.parse(state);
    } catch {
      // A row this version cannot read is dropped like an expired one.
      continue;
    }
    const saved = parseSavedQueue(state);
    if (saved && registry.restore(saved)) restored++;
  }
  return { restored, dropped: rows.length - restored };
}
