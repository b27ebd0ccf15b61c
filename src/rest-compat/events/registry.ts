import { randomBytes } from 'node:crypto';
import type { Clock } from '../../domain/clock.ts';
import { DomainError } from '../../domain/errors.ts';
import type { EventBus } from '../../domain/events/bus.ts';
import type { AddressedEvent } from '../../domain/events/types.ts';
import { eventForClient, type ClientOptions } from './client-view.ts';
import { matchesQueueNarrow } from './narrow-filter.ts';
import { EventQueue, type QueueSpec } from './queue.ts';

export interface RegistryOptions {
  /** Long-poll heartbeat: Zulip uses 45 s plus up to 10 s of jitter. */
  heartbeatMs: () => number;
  /** Idle queues are collected after their lifespan (default 600 s); checked this often. */
  gcIntervalMs: number;
  /** A queue holding more unacknowledged events than this is dropped to bound memory. */
  maxQueuedEvents: number;
}

export const defaultRegistryOptions: RegistryOptions = {
  heartbeatMs: () => 45_000 + Math.floor(Math.random() * 10_000),
  gcIntervalMs: 60_000,
  maxQueuedEvents: 10_000,
};

const optionsKey = (o: ClientOptions): string =>
  `${+o.applyMarkdown}${+o.clientGravatar}${+o.emptyTopicName}${+o.streamTypingNotifications}${+o.bulkMessageDeletion}${+o.userSettingsObject}${+o.includeDeactivatedGroups}`;

export const badEventQueueId = (queueId: string): DomainError =>
  new DomainError('BAD_EVENT_QUEUE_ID', `Bad event queue ID: ${queueId}`, 400, { queue_id: queueId });

/**
 * This process's event queues, fed by the event bus. Queue ids carry a
 * per-process prefix so that a node can tell its own queues from another's.
 */
export class QueueRegistry {
  private readonly queues = new Map<string, EventQueue>();
  private readonly byUser = new Map<number, Set<EventQueue>>();
  private readonly prefix = randomBytes(4).toString('hex');
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

  create(spec: Omit<QueueSpec, 'id'>): EventQueue {
    const id = `${this.prefix}:${++this.counter}`;
    const q = new EventQueue({ ...spec, id }, this.now());
    this.queues.set(id, q);
    if (!this.byUser.has(spec.userId)) this.byUser.set(spec.userId, new Set());
    this.byUser.get(spec.userId)!.add(q);
    return q;
  }

  /** The user's own queue, else BAD_EVENT_QUEUE_ID (another user's queue looks missing). */
  get(queueId: string, userId: number): EventQueue {
    const q = this.queues.get(queueId);
    if (!q || q.spec.userId !== userId) throw badEventQueueId(queueId);
    return q;
  }

  delete(queueId: string, userId: number): void {
    const q = this.get(queueId, userId);
    this.remove(q);
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

  close(): void {
    clearInterval(this.gcTimer);
    this.unsubscribe();
    for (const q of this.queues.values()) q.close();
    this.queues.clear();
    this.byUser.clear();
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private remove(q: EventQueue): void {
    q.close();
    this.queues.delete(q.spec.id);
    this.byUser.get(q.spec.userId)?.delete(q);
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
        if (!matchesQueueNarrow(q.spec.narrow, e, () => undefined)) continue;
        const senderQueue = e.internal?.senderQueueId === q.spec.id;
        const key = senderQueue ? q.spec.id : optionsKey(q.spec.options);
        let shaped = shapes.get(key);
        if (shaped === undefined) {
          shaped = eventForClient(e, q.spec.options, q.spec.id);
          shapes.set(key, shaped);
        }
        if (!shaped) continue;
        for (const ev of shaped) q.push(ev);
        if (q.size > this.options.maxQueuedEvents) this.remove(q);
      }
    }
  }
}
