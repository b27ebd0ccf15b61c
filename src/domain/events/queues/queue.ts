import { badRequest } from '../../errors.ts';
import type { AddressedEvent } from '../types.ts';
import type { ClientEvent, ClientOptions } from './client-view.ts';
import type { QueueNarrow } from './narrow-filter.ts';

export interface QueuedEvent {
  id: number;
  event: ClientEvent;
}

export interface QueueSpec {
  id: string;
  userId: number;
  realmId: number;
  /** Null: every event type. */
  eventTypes: Set<string> | null;
  narrow: QueueNarrow;
  /** A further condition on the events the queue takes (typed narrows, one conversation's typing). */
  accept?: (e: AddressedEvent) => boolean;
  options: ClientOptions;
  allPublicStreams: boolean;
  lifespanMs: number;
  /**
   * For consumers that never acknowledge (streams): keep the newest this many
   * events, dropping older ones. Without it, the registry drops the whole
   * queue once it holds too many (long-polling clients acknowledge).
   */
  retain?: number;
  /** What a stream consumer subscribed with; resuming the queue asks for the same. */
  subscriptionKey?: string;
}

/** The events a queue holds and where its numbering stands. */
export interface QueueContents {
  events: QueuedEvent[];
  nextId: number;
  pruned: number;
}

interface Waiter {
  resolve(events: QueuedEvent[]): void;
  timer: NodeJS.Timeout;
}

/** A consumer reading the queue as events come (a subscription), instead of polling it. */
export interface StreamConsumer {
  /** New events are there. */
  notify(): void;
  /** The queue is gone, or another consumer took it over. */
  end(): void;
}

/**
 * One client's event queue (Zulip's ClientDescriptor + EventQueue): events
 * wait here until acknowledged, so a client that reconnects misses nothing.
 * At most one consumer is connected at a time: a long-poll or a stream.
 */
export class EventQueue {
  /**
   * The events, oldest first; the one at index i has id `pruned + 1 + i`
   * (ids are consecutive). Only references: the objects are shared with
   * every queue that takes the same shape of an event, and no per-queue
   * wrapper is kept — a stream's queue holds up to `retain` of them for
   * hours, so anything per entry is multiplied by queues × retained events.
   */
  private readonly events: ClientEvent[] = [];
  private nextId = 0;
  /** Newest id acknowledged or dropped so far. */
  private pruned = -1;
  private waiter: Waiter | null = null;
  private consumer: StreamConsumer | null = null;
  lastTouched: number;

  constructor(
    readonly spec: QueueSpec,
    now: number,
    restored?: QueueContents,
  ) {
    this.lastTouched = now;
    if (restored) {
      // Saved events are consecutive from the first; the numbering resumes after the last.
      const first = restored.events[0]?.id;
      this.events.push(...restored.events.map((e) => e.event));
      this.pruned = first === undefined ? restored.pruned : first - 1;
      this.nextId = Math.max(restored.nextId, this.pruned + 1 + this.events.length);
    }
  }

  /** What a restart must carry over besides the spec (see saved-queue.ts). */
  contents(): QueueContents {
    return { events: this.pending(), nextId: this.nextId, pruned: this.pruned };
  }

  get size(): number {
    return this.events.length;
  }

  get connected(): boolean {
    return this.waiter !== null || this.consumer !== null;
  }

  /** The id the next event will get (Zulip's last_event_id at registration is this minus one). */
  get lastEventId(): number {
    return this.nextId - 1;
  }

  /** Events up to this id are gone (acknowledged, or dropped by `retain`). */
  get newestPruned(): number {
    return this.pruned;
  }

  /** `event` may be shared with other queues: its id lives beside it, never in it. */
  push(event: ClientEvent): void {
    this.events.push(event);
    this.nextId += 1;
    if (this.spec.retain !== undefined && this.events.length > this.spec.retain) this.drop(this.events.length - this.spec.retain);
    this.flush();
    this.consumer?.notify();
  }

  /** Discards events up to `lastEventId`, with Zulip's two consistency errors. */
  acknowledge(lastEventId: number): void {
    if (lastEventId < this.pruned) {
      throw badRequest(`An event newer than ${lastEventId} has already been pruned!`);
    }
    this.discardThrough(lastEventId);
    if (lastEventId !== -1 && this.pruned !== lastEventId) {
      throw badRequest(`Event ${lastEventId} was not in this queue`);
    }
  }

  /** Discards events up to `id`, without acknowledgement's checks (a stream resuming after its cursor). */
  discardThrough(id: number): void {
    this.drop(Math.min(this.events.length, id - this.pruned));
  }

  /** The first event after `id`, if any. */
  nextAfter(id: number): QueuedEvent | undefined {
    const index = Math.max(0, id - this.pruned);
    return index < this.events.length ? { id: this.pruned + 1 + index, event: this.events[index] } : undefined;
  }

  /** The event with this id, if the queue still holds it (for inspection). */
  eventAt(id: number): ClientEvent | undefined {
    return id > this.pruned ? this.events[id - this.pruned - 1] : undefined;
  }

  /**
   * Events now, or a promise for the next ones: a parked long-poll that ends
   * with a heartbeat event after `heartbeatMs`. A new poll ends an older one,
   * and a connected stream.
   */
  poll(dontBlock: boolean, heartbeatMs: number, now: number): Promise<QueuedEvent[]> {
    this.lastTouched = now;
    this.finishWaiter([]);
    this.endConsumer();
    if (this.events.length > 0 || dontBlock) return Promise.resolve(this.pending());
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.push({ type: 'heartbeat' }), heartbeatMs);
      timer.unref?.();
      this.waiter = { resolve, timer };
    });
  }

  /**
   * Connects a stream consumer, ending whichever consumer was connected.
   * The returned function disconnects it (from when the queue's lifespan counts).
   */
  attach(consumer: StreamConsumer, now: number): (now: number) => void {
    this.lastTouched = now;
    this.finishWaiter([]);
    this.endConsumer();
    this.consumer = consumer;
    return (later) => {
      if (this.consumer !== consumer) return;
      this.consumer = null;
      this.lastTouched = later;
    };
  }

  /** A long-poll is waiting for this queue's next events. */
  get parked(): boolean {
    return this.waiter !== null;
  }

  /** The HTTP request behind a parked poll went away. */
  disconnect(now: number): void {
    this.lastTouched = now;
    this.finishWaiter([]);
  }

  close(): void {
    this.finishWaiter([]);
    this.endConsumer();
  }

  private endConsumer(): void {
    const c = this.consumer;
    this.consumer = null;
    c?.end();
  }

  /** Removes the oldest `n` events. */
  private drop(n: number): void {
    if (n <= 0) return;
    if (n === 1) this.events.shift();
    else this.events.splice(0, n);
    this.pruned += n;
  }

  /** The events held, each with its id, for one answer (short-lived: they go out and are forgotten). */
  private pending(): QueuedEvent[] {
    const first = this.pruned + 1;
    return this.events.map((event, i) => ({ id: first + i, event }));
  }

  private flush(): void {
    if (this.waiter && this.events.length > 0) this.finishWaiter(this.pending());
  }

  private finishWaiter(events: QueuedEvent[]): void {
    const w = this.waiter;
    if (!w) return;
    this.waiter = null;
    clearTimeout(w.timer);
    w.resolve(events);
  }
}
