import type { Database } from '../../src/db/database.ts';
import type { ZulipEvent } from '../../src/domain/events/types.ts';
import type { ApiClient } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';

/** Every event waiting in the queue, as REST serves it (validated against the spec). */
export async function pendingEvents(client: ApiClient, queueId: string): Promise<unknown[]> {
  const r = await client.get('/events', { queue_id: queueId, last_event_id: -1, dont_block: true });
  expect(r.status).toBe(200);
  expectMatchesOpenApi('GET', '/events', 200, r.body);
  return r.body.events as unknown[];
}

/**
 * Rewrites the shared log's entries of `types` into `previousShape` (what an
 * earlier version stored), as if that version had written them; returns how
 * many entries the rewrite changed, so a test can show it rewrote something.
 */
export async function rewriteLoggedEvents(
  database: Database,
  types: readonly string[],
  previousShape: (event: ZulipEvent) => unknown,
): Promise<number> {
  const rows = await database.sql.query<{ id: string; event: unknown }>(
    `SELECT id::text AS id, event FROM event_log WHERE queue_id IS NULL AND event->>'type' = ANY($1::text[]) ORDER BY id`,
    [types],
  );
  let changed = 0;
  for (const row of rows) {
    const event = (typeof row.event === 'string' ? JSON.parse(row.event) : row.event) as ZulipEvent;
    const old = previousShape(event);
    if (JSON.stringify(old) !== JSON.stringify(event)) changed += 1;
    await database.sql.query('UPDATE event_log SET event = $2::text::jsonb WHERE id = $1::bigint', [
      row.id,
      JSON.stringify(old),
    ]);
  }
  return changed;
}
