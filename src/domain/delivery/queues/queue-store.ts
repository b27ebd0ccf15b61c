import { z } from 'zod';
import type { SqlReader } from '../../../db/sql.ts';
import type { ClientOptions } from './client-view.ts';
import type { QueueBase, QueueSpec } from './queue.ts';

/**
 * REST event queues in the database (event_queue): what a client registered
 * for and where its numbering stands in the event log, so that any process
 * can serve its polls, across restarts. Acknowledgements and touches are
 * written in batches (a poll that reaches another process carries its own
 * last_event_id, so a base written late only means a longer read).
 */
export interface StoredQueue {
  spec: QueueSpec;
  base: QueueBase;
  lastTouched: number;
}

const optionsShape = z.object({
  applyMarkdown: z.boolean(),
  clientGravatar: z.boolean(),
  emptyTopicName: z.boolean(),
  streamTypingNotifications: z.boolean(),
  bulkMessageDeletion: z.boolean(),
  userSettingsObject: z.boolean(),
  includeDeactivatedGroups: z.boolean(),
  slimPresence: z.boolean(),
  simplifiedPresenceEvents: z.boolean(),
  pronounsFieldTypeSupported: z.boolean(),
  linkifierUrlTemplate: z.boolean(),
  archivedChannels: z.boolean(),
  userListIncomplete: z.boolean(),
}) satisfies z.ZodType<ClientOptions>;

const specShape = z.object({
  eventTypes: z.array(z.string()).nullable(),
  narrow: z.array(z.tuple([z.string(), z.string()])),
  options: optionsShape,
  allPublicStreams: z.boolean(),
  lifespanMs: z.number().int().positive(),
});

type StoredSpec = z.infer<typeof specShape>;

const storedSpec = (spec: QueueSpec): StoredSpec => ({
  eventTypes: spec.eventTypes ? [...spec.eventTypes] : null,
  narrow: spec.narrow,
  options: spec.options,
  allPublicStreams: spec.allPublicStreams,
  lifespanMs: spec.lifespanMs,
});

export async function insertQueue(db: SqlReader, q: StoredQueue): Promise<void> {
  await db.query(
    `INSERT INTO event_queue (queue_id, user_id, realm_id, spec, base_event_id, base_position, last_touched)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
    [
      q.spec.id,
      q.spec.userId,
      q.spec.realmId,
      JSON.stringify(storedSpec(q.spec)),
      q.base.eventId,
      q.base.position,
      new Date(q.lastTouched),
    ],
  );
}

interface QueueRow extends Record<string, unknown> {
  queue_id: string;
  user_id: number;
  realm_id: number;
  spec: unknown;
  base_event_id: number;
  base_position: string;
  last_touched: Date | string;
}

/** A queue by id, or null (never registered, deleted, or a row this version cannot read). */
export async function loadQueue(db: SqlReader, queueId: string): Promise<StoredQueue | null> {
  const [row] = await db.query<QueueRow>(
    'SELECT queue_id, user_id, realm_id, spec, base_event_id, base_position::text AS base_position, last_touched FROM event_queue WHERE queue_id = $1',
    [queueId],
  );
  if (!row) return null;
  const parsed = specShape.safeParse(typeof row.spec === 'string' ? JSON.parse(row.spec) : row.spec);
  if (!parsed.success) return null;
  const s = parsed.data;
  return {
    spec: {
      id: row.queue_id,
      userId: row.user_id,
      realmId: row.realm_id,
      ...s,
      eventTypes: s.eventTypes ? new Set(s.eventTypes) : null,
    },
    base: { eventId: row.base_event_id, position: Number(row.base_position) },
    lastTouched: new Date(row.last_touched).getTime(),
  };
}

/** Deletes a queue; whether it was there. */
export async function deleteQueue(db: SqlReader, queueId: string): Promise<boolean> {
  const rows = await db.query<{ queue_id: string }>('DELETE FROM event_queue WHERE queue_id = $1 RETURNING queue_id', [
    queueId,
  ]);
  return rows.length > 0;
}

export interface QueueProgress {
  queueId: string;
  base: QueueBase;
  lastTouched: number;
}

/**
 * Writes what polls did since the last batch. A base only moves forward, and a
 * touch only later: two processes serving one queue write in either order.
 */
export async function saveProgress(db: SqlReader, progress: readonly QueueProgress[]): Promise<void> {
  if (progress.length === 0) return;
  await db.query(
    `UPDATE event_queue q SET
       base_event_id = CASE WHEN v.e > q.base_event_id THEN v.e ELSE q.base_event_id END,
       base_position = CASE WHEN v.e > q.base_event_id THEN v.p ELSE q.base_position END,
       last_touched = greatest(q.last_touched, v.t)
     FROM jsonb_to_recordset($1::jsonb) AS v(id text, e int, p bigint, t timestamptz)
     WHERE q.queue_id = v.id`,
    [
      JSON.stringify(
        progress.map((p) => ({
          id: p.queueId,
          e: p.base.eventId,
          p: p.base.position,
          t: new Date(p.lastTouched).toISOString(),
        })),
      ),
    ],
  );
}

export interface ExpiredQueue {
  queueId: string;
  userId: number;
  realmId: number;
}

/** Deletes the queues whose lifespan ran out by `now` (Zulip's garbage collection of idle queues). */
export async function deleteExpired(db: SqlReader, now: Date): Promise<ExpiredQueue[]> {
  const rows = await db.query<{ queue_id: string; user_id: number; realm_id: number }>(
    `DELETE FROM event_queue
     WHERE last_touched + ((spec->>'lifespanMs')::bigint * interval '1 millisecond') <= $1
     RETURNING queue_id, user_id, realm_id`,
    [now],
  );
  return rows.map((r) => ({ queueId: r.queue_id, userId: r.user_id, realmId: r.realm_id }));
}

/** The oldest position a live queue may still need (retention keeps everything after it), or null. */
export async function oldestBase(db: SqlReader): Promise<number | null> {
  const [row] = await db.query<{ p: string | null }>('SELECT min(base_position)::text AS p FROM event_queue');
  return row?.p ? Number(row.p) : null;
}
