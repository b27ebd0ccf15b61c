import type { EventRecord, LogRecord } from '../log/records.ts';
import { defaultRetention, type RetentionOptions } from '../log/retention.ts';
import { eventForClient, type ClientOptions } from './client-view.ts';
import { matchesQueueNarrow } from './narrow-filter.ts';
import type { EventQueue } from './queue.ts';

/*
 * What a registry of event queues (registry.ts) is configured with, which
 * records a queue takes and how, and when a queue's progress is written.
 */

export interface RegistryOptions {
  /** Long-poll heartbeat: Zulip uses 45 s plus up to 10 s of jitter. */
  heartbeatMs: () => number;
  /** Idle queues are collected after their lifespan (default 600 s); checked this often. */
  gcIntervalMs: number;
  /** A queue holding more unacknowledged events than this is dropped to bound memory. */
  maxQueuedEvents: number;
  /** Acknowledgements and touches are written to the database this often. */
  flushIntervalMs: number;
  /** A queue nobody has polled on this process for this long leaves its memory (it stays in the database). */
  cacheIdleMs: number;
  /** How long the event log keeps entries (see retention.ts); trimmed with each garbage collection. */
  retention: RetentionOptions;
}

export const defaultRegistryOptions: RegistryOptions = {
  heartbeatMs: () => 45_000 + Math.floor(Math.random() * 10_000),
  gcIntervalMs: 60_000,
  maxQueuedEvents: 10_000,
  flushIntervalMs: 5_000,
  cacheIdleMs: 300_000,
  retention: defaultRetention,
};

/** Options objects are fixed at registration: their key is built once, not per event and queue. */
const optionsKeys = new WeakMap<ClientOptions, string>();
export const optionsKey = (o: ClientOptions): string => {
  let key = optionsKeys.get(o);
  if (key === undefined) {
    key = keyOf(o);
    optionsKeys.set(o, key);
  }
  return key;
};

const keyOf = (o: ClientOptions): string =>
  `${+o.applyMarkdown}${+o.clientGravatar}${+o.emptyTopicName}${+o.streamTypingNotifications}${+o.bulkMessageDeletion}${+o.userSettingsObject}${+o.includeDeactivatedGroups}${+o.slimPresence}${+o.simplifiedPresenceEvents}${+o.pronounsFieldTypeSupported}${+o.linkifierUrlTemplate}${+o.archivedChannels}${+o.userListIncomplete}`;

/** Whether a queue takes an event at all (before it is shaped for the client). */
export function takes(q: EventQueue, e: EventRecord): boolean {
  if (q.spec.realmId !== e.realmId) return false;
  if (q.spec.eventTypes && !q.spec.eventTypes.has(e.event.type)) return false;
  // Zulip sends the legacy muted_topics event only to clients that did not ask for user_topic.
  if (e.event.type === 'muted_topics' && q.spec.eventTypes?.has('user_topic')) return false;
  return matchesQueueNarrow(q.spec.narrow, e);
}

/** How far (in log positions) a queue's base may run ahead of the database's before it is written. */
const STALE_BASE_ENTRIES = 1000;

/** Whether QueueRegistry.flush writes a queue's progress now; `everything`: whatever changed (a stop, or the queue leaving memory). */
export function progressDue(q: EventQueue, base: EventQueue['durableBase'], everything: boolean): boolean {
  const touchedAhead = q.lastTouched - q.saved.touched;
  const baseAhead = base.position - q.saved.base.position;
  return everything
    ? touchedAhead > 0 || base.eventId > q.saved.base.eventId
    : touchedAhead >= Math.min(60_000, q.spec.lifespanMs / 4) || baseAhead >= STALE_BASE_ENTRIES;
}

/** Puts a record into one queue, if the queue takes it; `shapes` shares shaped events between queues. */
export function deliverRecord(
  q: EventQueue,
  r: LogRecord,
  shapes: Map<string, ReturnType<typeof eventForClient>>,
): void {
  if (r.position <= q.scanned) return;
  q.scanned = r.position;
  if (r.kind === 'heartbeat') {
    if (r.queueId === q.spec.id) q.push({ type: 'heartbeat' }, r.position);
    return;
  }
  if (r.kind !== 'event' || !takes(q, r)) return;
  const senderQueue = r.internal?.senderQueueId === q.spec.id;
  const key = senderQueue ? q.spec.id : optionsKey(q.spec.options);
  let shaped = shapes.get(key);
  if (shaped === undefined) {
    shaped = eventForClient(r, q.spec.options, q.spec.id);
    shapes.set(key, shaped);
  }
  if (shaped) for (const ev of shaped) q.push(ev, r.position);
}
