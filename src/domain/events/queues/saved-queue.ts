import { z } from 'zod';
import type { ClientEvent, ClientOptions } from './client-view.ts';
import type { EventQueue, QueueContents, QueueSpec } from './queue.ts';

/**
 * A queue as a graceful stop leaves it in the database for the next start
 * (Zulip's dump_event_queues / load_event_queues): everything a client's
 * poll depends on, so it continues with the same queue_id and last_event_id.
 */
export interface SavedQueue {
  /** Bumped when the shape changes: rows of another version are dropped, their clients re-register. */
  version: typeof SAVED_QUEUE_VERSION;
  spec: Omit<QueueSpec, 'eventTypes' | 'accept' | 'retain' | 'subscriptionKey'> & { eventTypes: string[] | null };
  contents: QueueContents;
  /** Epoch ms; the lifespan counts from here. */
  lastTouched: number;
}

export const SAVED_QUEUE_VERSION = 1;

/**
 * Only long-polling queues are saved. Stream queues (GraphQL subscriptions)
 * carry a filter function and belong to a WebSocket that the stop closes;
 * their cursors name this process's queues only.
 */
export const isSavable = (spec: QueueSpec): boolean => spec.accept === undefined && spec.retain === undefined && spec.subscriptionKey === undefined;

/** `now` stands for the last touch of a queue whose poll the stop just ended: its lifespan starts again. */
export function saveQueue(q: EventQueue, now: number): SavedQueue {
  const { id, userId, realmId, eventTypes, narrow, options, allPublicStreams, lifespanMs } = q.spec;
  return {
    version: SAVED_QUEUE_VERSION,
    spec: { id, userId, realmId, eventTypes: eventTypes ? [...eventTypes] : null, narrow, options, allPublicStreams, lifespanMs },
    contents: q.contents(),
    lastTouched: q.connected ? now : q.lastTouched,
  };
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
  // Queues saved before the capability was kept did not ask for it.
  userListIncomplete: z.boolean().default(false),
}) satisfies z.ZodType<ClientOptions>;

const savedShape = z.object({
  version: z.literal(SAVED_QUEUE_VERSION),
  spec: z.object({
    id: z.string().regex(/^[0-9a-f]+:[0-9]+$/),
    userId: z.number().int(),
    realmId: z.number().int(),
    eventTypes: z.array(z.string()).nullable(),
    narrow: z.array(z.tuple([z.string(), z.string()])),
    options: optionsShape,
    allPublicStreams: z.boolean(),
    lifespanMs: z.number().int().positive(),
  }),
  contents: z.object({
    // Events were shaped for this client before they were saved; they go back out as they are.
    events: z.array(z.object({ id: z.number().int(), event: z.looseObject({ type: z.string() }) })),
    nextId: z.number().int(),
    pruned: z.number().int(),
  }),
  lastTouched: z.number(),
});

/** A saved queue read back, or null for a row this version cannot use. */
export function parseSavedQueue(json: unknown): SavedQueue | null {
  const r = savedShape.safeParse(json);
  if (!r.success) return null;
  const { contents, ...rest } = r.data;
  const events = contents.events.map(({ id, event }) => ({ id, event: event as ClientEvent }));
  return { ...rest, contents: { ...contents, events } };
}

export const specOf = (saved: SavedQueue): QueueSpec => ({
  ...saved.spec,
  eventTypes: saved.spec.eventTypes ? new Set(saved.spec.eventTypes) : null,
});
