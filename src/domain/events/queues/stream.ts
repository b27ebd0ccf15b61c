import type { AddressedEvent, ZulipEvent } from '../types.ts';
import type { ClientEvent, ClientOptions } from './client-view.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { EventQueue } from './queue.ts';
import type { QueueRegistry } from './registry.ts';

/**
 * Why a stream cannot continue where its client left off; the client must
 * refetch what it shows. The cursor names no queue of this process (another
 * server process, a restart, another user's, or not a cursor at all), the
 * queue expired, events after the cursor were dropped, or the queue was
 * opened for other events than those asked for now.
 */
export const GAP_REASONS = ['UNKNOWN_CURSOR', 'QUEUE_EXPIRED', 'EVENTS_DROPPED', 'FILTER_CHANGED'] as const;
export type GapReason = (typeof GAP_REASONS)[number];

/** What a stream delivers: an event, or a gap; each with the cursor to resume after it. */
export type StreamItem = { kind: 'event'; cursor: string; event: ZulipEvent } | { kind: 'gap'; cursor: string; reason: GapReason };

/** A stream over an event queue: what it takes, and where it starts. */
export interface StreamRequest {
  userId: number;
  realmId: number;
  eventTypes: ReadonlySet<string>;
  /** What the consumer asked for besides the types (its narrow); resuming needs the same. */
  subscriptionKey: string;
  accept?: (e: AddressedEvent) => boolean;
  options: ClientOptions;
  lifespanMs: number;
  /** A cursor from an earlier stream, or null to start now. */
  after: string | null;
  /** The queue goes with the stream (nothing to resume: typing indicators). */
  disposable?: boolean;
}

/** A new queue for a stream, from whose current end the stream starts. */
export function createStreamQueue(registry: QueueRegistry, req: Omit<StreamRequest, 'after'>): EventQueue {
  return registry.create({
    userId: req.userId,
    realmId: req.realmId,
    eventTypes: new Set(req.eventTypes),
    narrow: [],
    accept: req.accept,
    options: req.options,
    allPublicStreams: false,
    lifespanMs: req.lifespanMs,
    retain: registry.options.streamRetainedEvents,
    subscriptionKey: req.subscriptionKey,
  });
}

export const queueEndCursor = (q: EventQueue): string => encodeCursor({ queueId: q.spec.id, eventId: q.lastEventId });

/** Heartbeats and one-message deletions are for long-polling clients; streams never ask for them. */
const isDomainEvent = (e: ClientEvent): e is ZulipEvent => e.type !== 'heartbeat' && !(e.type === 'delete_message' && !('message_ids' in e));

const isSubset = (a: ReadonlySet<string>, b: ReadonlySet<string> | null) => b === null || [...a].every((x) => b.has(x));

/** The queue a stream reads and the id it reads after: the cursor's queue, or a new one with the reason why not. */
function startOf(registry: QueueRegistry, req: StreamRequest): { queue: EventQueue; after: number; gap: GapReason | null } {
  const fresh = (gap: GapReason | null) => {
    const queue = createStreamQueue(registry, req);
    return { queue, after: queue.lastEventId, gap };
  };
  if (req.after === null) return fresh(null);
  const position = decodeCursor(req.after);
  if (!position) return fresh('UNKNOWN_CURSOR');
  const queue = registry.find(position.queueId, req.userId);
  if (!queue || queue.spec.realmId !== req.realmId || position.eventId > queue.lastEventId) {
    return fresh(registry.wasIssuedHere(position.queueId) ? 'QUEUE_EXPIRED' : 'UNKNOWN_CURSOR');
  }
  if (queue.spec.subscriptionKey !== req.subscriptionKey || !isSubset(req.eventTypes, queue.spec.eventTypes)) {
    return fresh('FILTER_CHANGED');
  }
  // What the client got up to its cursor needs no keeping; a gap shows if more is gone.
  queue.discardThrough(position.eventId);
  return { queue, after: position.eventId, gap: null };
}

/**
 * The events of a queue as an async iterator, from a cursor: what the
 * client missed, in order, then new events as they come. A gap comes first
 * when the cursor cannot be resumed, and whenever events were dropped
 * before they were read. The iterator ends when another consumer takes the
 * queue over or the queue goes, and after the organization's deactivation;
 * `return()` (the client left) disconnects it, and the queue's lifespan starts.
 */
export function openStream(registry: QueueRegistry, req: StreamRequest): AsyncIterableIterator<StreamItem> {
  const start = startOf(registry, req);
  const { queue } = start;
  let position = start.after;
  let gap = start.gap;
  let done = false;
  let wake: (() => void) | null = null;
  const rouse = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const detach = queue.attach({ notify: rouse, end: () => finish() }, registry.now());
  const cursorAt = (eventId: number) => encodeCursor({ queueId: queue.spec.id, eventId });

  function finish(): IteratorResult<StreamItem> {
    if (!done) {
      done = true;
      detach(registry.now());
      // A queue another consumer took over is theirs now.
      if (req.disposable && !queue.connected) registry.discard(queue);
      rouse();
    }
    return { value: undefined, done: true };
  }

  /** The next item already there, if any. */
  function take(): StreamItem | null {
    if (position < queue.newestPruned) {
      position = queue.newestPruned;
      gap = 'EVENTS_DROPPED';
    }
    if (gap !== null) {
      const item: StreamItem = { kind: 'gap', cursor: cursorAt(position), reason: gap };
      gap = null;
      return item;
    }
    for (let next = queue.nextAfter(position); next; next = queue.nextAfter(position)) {
      position = next.id;
      const event = next.event;
      if (isDomainEvent(event) && req.eventTypes.has(event.type)) return { kind: 'event', cursor: cursorAt(next.id), event };
    }
    return null;
  }

  // Set once the organization's deactivation is delivered: nobody of it can
  // authenticate to resume, so the stream ends after telling the client.
  let realmGone = false;

  return {
    async next() {
      for (;;) {
        if (realmGone) return finish();
        if (done) return { value: undefined, done: true };
        const item = take();
        if (item) {
          realmGone = item.kind === 'event' && item.event.type === 'realm' && item.event.op === 'deactivated';
          return { value: item, done: false };
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    return: () => Promise.resolve(finish()),
    throw: (err?: unknown) => {
      finish();
      return Promise.reject(err);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
