import type { Actor } from '../../actor.ts';
import { missingArgument } from '../../errors.ts';
import { readInput, type InputOrReader } from '../../input-reader.ts';
import type { ClientOptions } from './client-view.ts';
import { checkQueueNarrow, type QueueNarrow } from './narrow-filter.ts';
import type { EventQueue } from './queue.ts';
import { checkAllPublicStreams } from './queue-access.ts';
import type { QueueRegistry } from './registry.ts';

const DEFAULT_LIFESPAN_SECONDS = 600;
const MAX_LIFESPAN_SECONDS = 7 * 24 * 3600;

/** What a client asks of a new event queue (POST /register, or GET /events without a queue_id). */
export interface QueueRequest {
  allPublicStreams: boolean;
  /** Null: every event type. */
  eventTypes: readonly string[] | null;
  narrow: QueueNarrow;
  options: ClientOptions;
  /** How long the queue outlives its last poll; absent or 0: ten minutes; at most a week. */
  lifespanSeconds: number | undefined;
}

/** Zulip's checks of a queue request, in its order: all_public_streams (not for a guest), then the narrow. */
export function checkQueueRequest(
  actor: Actor | null,
  request: Pick<QueueRequest, 'allPublicStreams' | 'narrow'>,
): void {
  checkAllPublicStreams(actor, request.allPublicStreams);
  checkQueueNarrow(request.narrow);
}

/** A new queue for the actor, starting at the log's current end, once the request passes Zulip's checks. */
export function openQueue(registry: QueueRegistry, actor: Actor, request: QueueRequest): Promise<EventQueue> {
  checkQueueRequest(actor, request);
  const seconds = !request.lifespanSeconds
    ? DEFAULT_LIFESPAN_SECONDS
    : Math.min(request.lifespanSeconds, MAX_LIFESPAN_SECONDS);
  return registry.create({
    userId: actor.user.id,
    realmId: actor.realm.id,
    eventTypes: request.eventTypes ? new Set(request.eventTypes) : null,
    narrow: request.narrow,
    options: request.options,
    allPublicStreams: request.allPublicStreams,
    lifespanMs: seconds * 1000,
  });
}

/** GET /events: the queue to poll, or the parameters of a new one. */
export interface EventsRequest {
  queueId: string | undefined;
  lastEventId: number | undefined;
  allPublicStreams: boolean;
  dontBlock: boolean;
  /** The rest of a new queue's request, read only when one is made (without a queue_id). */
  newQueue: InputOrReader<Omit<QueueRequest, 'allPublicStreams'>>;
}

/**
 * GET /events (Zulip's get_events_backend): all_public_streams is refused to
 * a guest before queue_id is looked at; without a queue_id, a queue is made
 * when the client will not wait (dont_block), as legacy clients expect; else
 * the user's queue, with the events up to last_event_id acknowledged.
 */
export async function queueToPoll(
  registry: QueueRegistry,
  actor: Actor,
  request: EventsRequest,
): Promise<{ queue: EventQueue; created: boolean }> {
  checkAllPublicStreams(actor, request.allPublicStreams);
  if (request.queueId === undefined) {
    if (!request.dontBlock) throw missingArgument('queue_id');
    const fresh = { ...readInput(request.newQueue), allPublicStreams: request.allPublicStreams };
    return { queue: await openQueue(registry, actor, fresh), created: true };
  }
  const queue = await registry.get(request.queueId, actor.user.id);
  if (request.lastEventId === undefined) throw missingArgument('last_event_id');
  await registry.acknowledge(queue, request.lastEventId);
  return { queue, created: false };
}
