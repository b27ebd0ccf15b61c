import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../errors.ts';
import type { EventBus } from '../bus.ts';
import type { AddressedEvent } from '../types.ts';
import { eventForClient, type ClientOptions } from './client-view.ts';
import { matchesQueueNarrow } from './narrow-filter.ts';
import { EventQueue, type QueueSpec } from './queue.ts';
import { isSavable, saveQueue, specOf, type SavedQueue } from './saved-queue.ts';

export interface RegistryOptions {
  /** Long-poll heartbeat: Zulip uses 45 s plus up to 10 s of jitter. */
  heartbeatMs: () => number;
  /** Idle queues are collected after their lifespan (default 600 s); checked this often. */
  gcIntervalMs: number;
  /** A queue holding more unacknowledged events than this is dropped to bound memory. */
  maxQueuedEvents: number;
  /** Events a stream's queue keeps for a consumer to resume from (older ones are dropped). */
  streamRetainedEvents: number;
}

export const defaultRegistryOptions: RegistryOptions = {
  heartbeatMs: () => 45_000 + Math.floor(Math.random() * 10_000),
  gcIntervalMs: 60_000,
  maxQueuedEvents: 10_000,
  streamRetainedEvents: 1_000,
};

/** Options objects are fixed at registration: their key is built once, not per event and queue. */
const optionsKeys = new WeakMap<ClientOptions, string>();
const optionsKey = (o: ClientOptions): string => {
  let key = optionsKeys.get(o);
  if (key === undefined) {
    key = keyOf(o);
    optionsKeys.set(o, key);
  }
  return key;
};

const keyOf = (o: ClientOptions): string =>
  `${+o.applyMarkdown}${+o.clientGravatar}${+o.emptyTopicName}${+o.streamTypingNotifications}${+o.bulkMessageDeletion}${+o.userSettingsObject}${+o.includeDeactivatedGroups}${+o.slimPresence}${+o.simplifiedPresenceEvents}${+o.pronounsFieldTypeSupported}${+o.linkifierUrlTemplate}${+o.archivedChannels}${+o.userListIncomplete}`;

export const badEventQueueId = (queueId: string): DomainError =>
  new DomainError('BAD_EVENT_QUEUE_ID', `Bad event queue ID: ${queueId}`, 400, { queue_id: queueId });

const prefixOf = (queueId: string): string => queueId.split(':')[0];

/**
 * This process's event queues, fed by the event bus. Queue ids carry a
 * per-process prefix so that a node can tell its own queues from another's;
 * queues restored after a restart keep their ids, so the restarted process
 * owns their old prefix as well.
 */
export class QueueRegistry {
  private readonly queues = new Map<string, EventQueue>();
  private readonly byUser = new Map<number, Set<EventQueue>>();
  private readonly prefix = randomBytes(4).toString('hex');
  private readonly owned = new Set([this.prefix]);
  private counter = 0;
  private readonly unsubscribe: () => void;
  private readonly gcTimer: NodeJS.Timeout;

  constructor(
    bus: EventBus,
    private readonly clock: Clock,
    readonly options: RegistryOptions = defaultRegistryOptions,
  ) {
    this.unsubscribe = bus.subscribe((e) => this.dispatch(e));
    this.gcTimer = setInterval(() => this.collectGarbage(), options.gcIntervalMs);
    this.gcTimer.unref?.();
  }

  get count(): number {
    return this.queues.size;
  }

  /** How many queues this process holds, and how many have a long-poll waiting. */
  stats(): { queues: number; parked: number } {
    let parked = 0;
    for (const q of this.queues.values()) if (q.parked) parked += 1;
    return { queues: this.queues.size, parked };
  }

  create(spec: Omit<QueueSpec, 'id'>): EventQueue {
    const id = `${this.prefix}:${++this.counter}`;
    return this.add(new EventQueue({ ...spec, id }, this.now()));
  }

  /**
   * Takes back a queue a graceful stop saved, unless its lifespan ran out
   * meanwhile (counted from its last touch, as if the process had kept it).
   */
  restore(saved: SavedQueue): boolean {
    if (this.now() - saved.lastTouched >= saved.spec.lifespanMs || this.queues.has(saved.spec.id)) return false;
    const q = new EventQueue(specOf(saved), saved.lastTouched, saved.contents);
    this.owned.add(prefixOf(saved.spec.id));
    this.add(q);
    return true;
  }

  /** The id prefixes whose queues live here: this process's own, and those of restored queues. */
  prefixes(): string[] {
    return [...this.owned];
  }

  /** Whether a queue with this id would live in this process (whether or not it still exists). */
  owns(queueId: string): boolean {
    return this.owned.has(prefixOf(queueId));
  }

  /** The user's own queue, else BAD_EVENT_QUEUE_ID (another user's queue looks missing). */
  get(queueId: string, userId: number): EventQueue {
    const q = this.find(queueId, userId);
    if (!q) throw badEventQueueId(queueId);
    return q;
  }

  /** The user's own queue, or null. */
  find(queueId: string, userId: number): EventQueue | null {
    const q = this.queues.get(queueId);
    return q && q.spec.userId === userId ? q : null;
  }

  /** The user's queues (for inspection). */
  queuesOf(userId: number): EventQueue[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** Whether this process issued the id of a queue that is gone (collected or deleted). */
  wasIssuedHere(queueId: string): boolean {
    const [prefix, n] = queueId.split(':');
    return prefix === this.prefix && Number(n) >= 1 && Number(n) <= this.counter && !this.queues.has(queueId);
  }

  delete(queueId: string, userId: number): void {
    this.remove(this.get(queueId, userId));
  }

  /** Removes a queue its consumer no longer needs. */
  discard(q: EventQueue): void {
    if (this.queues.get(q.spec.id) === q) this.remove(q);
  }

  /** Drops queues idle past their lifespan; returns how many. */
  collectGarbage(): number {
    const now = this.now();
    let n = 0;
    for (const q of this.queues.values()) {
      if (!q.connected && now - q.lastTouched >= q.spec.lifespanMs) {
        this.remove(q);
        n++;
      }
    }
    return n;
  }

  /** Ends every poll and stream; returns the queues a restart can take over (see saved-queue.ts). */
  close(): SavedQueue[] {
    clearInterval(this.gcTimer);
    this.unsubscribe();
    const now = this.now();
    const saved: SavedQueue[] = [];
    for (const q of this.queues.values()) {
      if (isSavable(q.spec)) saved.push(saveQueue(q, now));
      q.close();
    }
    this.queues.clear();
    this.byUser.clear();
    return saved;
  }

  now(): number {
    return this.clock.now().getTime();
  }

  private add(q: EventQueue): EventQueue {
    this.queues.set(q.spec.id, q);
    if (!this.byUser.has(q.spec.userId)) this.byUser.set(q.spec.userId, new Set());
    this.byUser.get(q.spec.userId)!.add(q);
    return q;
  }

  private remove(q: EventQueue): void {
    this.queues.delete(q.spec.id);
    this.byUser.get(q.spec.userId)?.delete(q);
    q.close();
  }

  private dispatch(e: AddressedEvent): void {
    // Queues with the same client options get the very same shaped objects,
    // so eventsJson serialises each shape once for all of them.
    const shapes = new Map<string, ReturnType<typeof eventForClient>>();
    for (const userId of e.userIds) {
      const qs = this.byUser.get(userId);
      if (!qs) continue;
      for (const q of qs) {
        if (q.spec.realmId !== e.realmId) continue;
        if (q.spec.eventTypes && !q.spec.eventTypes.has(e.event.type)) continue;
        // Zulip sends the legacy muted_topics event only to clients that did not ask for user_topic.
        if (e.event.type === 'muted_topics' && q.spec.eventTypes?.has('user_topic')) continue;
        if (!matchesQueueNarrow(q.spec.narrow, e)) continue;
        if (q.spec.accept && !q.spec.accept(e)) continue;
        const senderQueue = e.internal?.senderQueueId === q.spec.id;
        const key = senderQueue ? q.spec.id : optionsKey(q.spec.options);
        let shaped = shapes.get(key);
        if (shaped === undefined) {
          shaped = eventForClient(e, q.spec.options, q.spec.id);
          shapes.set(key, shaped);
        }
        if (!shaped) continue;
        for (const ev of shaped) q.push(ev);
        if (q.spec.retain === undefined && q.size > this.options.maxQueuedEvents) this.remove(q);
      }
    }
  }
}
