import { badRequest } from '../../errors.ts';
import type { ClientEvent, ClientOptions } from './client-view.ts';
import type { QueueNarrow } from './narrow-filter.ts';

export interface QueuedEvent {
  id: number;
  event: ClientEvent;
}

/** What a REST client registered for: fixed for the queue's life. */
export interface QueueSpec {
  id: string;
  userId: number;
  realmId: number;
  /** Null: every event type. */
  eventTypes: Set<string> | null;
  narrow: QueueNarrow;
  options: ClientOptions;
  allPublicStreams: boolean;
  lifespanMs: number;
}

/**
 * Where a queue's numbering stands in the event log: the entries after
 * `position` that the queue takes are numbered from `eventId + 1` on. It
 * moves forward as the client acknowledges; every process that computes the
 * numbering from the same base gets the same ids, which is what lets any
 * process serve any poll.
 */
export interface QueueBase {
  eventId: number;
  position: number;
}

interface Waiter {
  resolve(events: QueuedEvent[]): void;
  timer: NodeJS.Timeout;
}

/** What a parked poll does when nothing came for a heartbeat's time: the registry appends a heartbeat to the log. */
export type IdleHandler = (q: EventQueue) => void;

/**
 * One client's event queue (Zulip's ClientDescriptor + EventQueue) as this
 * process holds it: the events after the queue's base, numbered, until the
 * client acknowledges them. The queue itself lives in the event log and the
 * event_queue table; this is a cache of it, kept current by the log's
 * tailer, and any process may hold one.
 */
export class EventQueue {
  /**
   * The events, oldest first; the one at index i has id `pruned + 1 + i`
   * (ids are consecutive) and came from the log entry at `positions[i]`. Only
   * references: the objects are shared with every queue that takes the same
   * shape of an event.
   */
  private readonly events: ClientEvent[] = [];
  private readonly positions: number[] = [];
  private nextId: number;
  /** Newest id acknowledged or dropped so far. */
  private pruned: number;
  /** Every log entry up to here has been considered for this queue. */
  scanned: number;
  private base: QueueBase;
  private waiter: Waiter | null = null;
  /** The last poll (Zulip's last_connection_time): the lifespan counts from here while none is parked. */
  lastTouched: number;
  /** When this process last served the queue: a cache nobody polls here is let go. */
  lastUsedHere: number;
  /** What the database holds of this queue's progress, as far as this process knows (it writes when that is too far behind). */
  saved: { base: QueueBase; touched: number };

  constructor(
    readonly spec: QueueSpec,
    now: number,
    base: QueueBase,
    private readonly onIdle: IdleHandler = () => undefined,
  ) {
    this.lastTouched = now;
    this.lastUsedHere = now;
    this.saved = { base, touched: now };
    this.base = base;
    this.pruned = base.eventId;
    this.nextId = base.eventId + 1;
    this.scanned = base.position;
  }

  /** The base another process (or a restart) can number from: it moves when acknowledged events are let go. */
  get durableBase(): QueueBase {
    return this.events.length === 0 ? { eventId: this.pruned, position: this.scanned } : this.base;
  }

  get size(): number {
    return this.events.length;
  }

  get connected(): boolean {
    return this.waiter !== null;
  }

  /** A long-poll is waiting for this queue's next events. */
  get parked(): boolean {
    return this.waiter !== null;
  }

  /** The newest id handed out (Zulip's last_event_id at registration is this). */
  get lastEventId(): number {
    return this.nextId - 1;
  }

  /** `event` may be shared with other queues: its id lives beside it, never in it. */
  push(event: ClientEvent, position: number): void {
    this.events.push(event);
    this.positions.push(position);
    this.nextId += 1;
    this.flush();
  }

  /** Discards events up to `lastEventId`, with Zulip's two consistency errors. */
  acknowledge(lastEventId: number): void {
    if (lastEventId < this.pruned) {
      throw badRequest(`An event newer than ${lastEventId} has already been pruned!`);
    }
    this.drop(Math.min(this.events.length, lastEventId - this.pruned));
    if (lastEventId !== -1 && this.pruned !== lastEventId) {
      throw badRequest(`Event ${lastEventId} was not in this queue`);
    }
  }

  /** The event with this id, if the queue still holds it (for inspection). */
  eventAt(id: number): ClientEvent | undefined {
    return id > this.pruned ? this.events[id - this.pruned - 1] : undefined;
  }

  /**
   * Events now, or a promise for the next ones: a parked long-poll that ends
   * with a heartbeat after `heartbeatMs` (the registry writes it to the log,
   * whence it arrives like any event). A new poll ends an older one.
   */
  poll(dontBlock: boolean, heartbeatMs: number, now: number): Promise<QueuedEvent[]> {
    this.lastTouched = now;
    this.lastUsedHere = now;
    this.finishWaiter([]);
    if (this.events.length > 0 || dontBlock) return Promise.resolve(this.pending());
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.onIdle(this), heartbeatMs);
      timer.unref?.();
      this.waiter = { resolve, timer };
    });
  }

  /** The HTTP request behind a parked poll went away. */
  disconnect(now: number): void {
    this.lastTouched = now;
    this.finishWaiter([]);
  }

  /** Ends a parked poll with no events (the client polls again). */
  close(): void {
    this.finishWaiter([]);
  }

  /**
   * Removes the oldest `n` events. The base moves to the last of them that
   * ends its log entry's events (one entry may give a client several events,
   * and numbering can restart only between entries).
   */
  private drop(n: number): void {
    if (n <= 0) return;
    const lastPosition = this.positions[n - 1];
    const entryDone = n === this.positions.length || this.positions[n] !== lastPosition;
    this.events.splice(0, n);
    this.positions.splice(0, n);
    this.pruned += n;
    if (entryDone) this.base = { eventId: this.pruned, position: lastPosition };
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
