import type { SqlRunner } from '../../../db/sql.ts';
import type { QueueRegistry } from './registry.ts';
import { parseSavedQueue, type SavedQueue } from './saved-queue.ts';

/** Rows per INSERT: one JSON array parameter each, so a stop with many queues sends few statements. */
const SAVE_BATCH = 500;

/** Writes the queues a graceful stop took from the registry (registry.close()). */
export async function saveQueues(sql: SqlRunner, saved: readonly SavedQueue[], now: Date): Promise<void> {
  if (saved.length === 0) return;
  await sql.transaction(async (tx) => {
    for (let i = 0; i < saved.length; i += SAVE_BATCH) {
      const batch = saved.slice(i, i + SAVE_BATCH);
      await tx.query(
        `INSERT INTO saved_event_queue (queue_id, state, saved_at)
         SELECT q->'spec'->>'id', q, $2 FROM jsonb_array_elements($1::jsonb) AS q
         ON CONFLICT (queue_id) DO UPDATE SET state = EXCLUDED.state, saved_at = EXCLUDED.saved_at`,
        [JSON.stringify(batch), now],
      );
    }
  });
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
    const saved = parseSavedQueue(typeof row.state === 'string' ? JSON.parse(row.state) : row.state);
    if (saved && registry.restore(saved)) restored++;
  }
  return { restored, dropped: rows.length - restored };
}
