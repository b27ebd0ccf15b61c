import type { ZulipEvent } from '../../domain/events/types.ts';
import { badRequest } from '../../domain/errors.ts';
import type { ClientOptions } from './client-view.ts';
import type { QueueNarrow } from './narrow-filter.ts';

export interface QueuedEvent {
  id: number;
  event: ZulipEvent;
}

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

interface Waiter {
  resolve(events: QueuedEvent[]): void;
  timer: NodeJS.Timeout;
}

/**
 * One client's event queue (Zulip's ClientDescriptor + EventQueue): events
 * wait here until acknowledged, so a client that reconnects misses nothing.
 */
export class EventQueue {
  private readonly events: QueuedEvent[] = [];
  private nextId = 0;
  /** Newest id acknowledged (discarded) so far. */
  private newestPruned = -1;
  private waiter: Waiter | null = null;
  lastTouched: number;

  constructor(
    readonly spec: QueueSpec,
    now: number,
  ) {
    this.lastTouched = now;
  }

  get size(): number {
    return this.events.length;
  }

  get connected(): boolean {
    return this.waiter !== null;
  }

  /** The id the next event will get (Zulip's last_event_id at registration is this minus one). */
  get lastEventId(): number {
    return this.nextId - 1;
  }

  /** `event` may be shared with other queues: its id lives beside it, never in it. */
  push(event: ZulipEvent): void {
    this.events.push({ id: this.nextId++, event });
    this.flush();
  }

  /** Discards events up to `lastEventId`, with Zulip's two consistency errors. */
  acknowledge(lastEventId: number): void {
    if (lastEventId < this.newestPruned) {
      throw badRequest(`An event newer than ${lastEventId} has already been pruned!`);
    }
    while (this.events.length > 0 && this.events[0].id <= lastEventId) {
      this.newestPruned = this.events.shift()!.id;
    }
    if (lastEventId !== -1 && this.newestPruned !== lastEventId) {
      throw badRequest(`Event ${lastEventId} was not in this queue`);
    }
  }

  /**
   * Events now, or a promise for the next ones: a parked long-poll that ends
   * with a heartbeat event after `heartbeatMs`. A new poll ends an older one.
   */
  poll(dontBlock: boolean, heartbeatMs: number, now: number): Promise<QueuedEvent[]> {
    this.lastTouched = now;
    this.finishWaiter([]);
    if (this.events.length > 0 || dontBlock) return Promise.resolve([...this.events]);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.push({ type: 'heartbeat' }), heartbeatMs);
      timer.unref?.();
      this.waiter = { resolve, timer };
    });
  }

  /** The HTTP request behind a parked poll went away. */
  disconnect(now: number): void {
    this.lastTouched = now;
    this.finishWaiter([]);
  }

  close(): void {
    this.finishWaiter([]);
  }

  private flush(): void {
    if (this.waiter && this.events.length > 0) this.finishWaiter([...this.events]);
  }

  private finishWaiter(events: QueuedEvent[]): void {
    const w = this.waiter;
    if (!w) return;
    this.waiter = null;
    clearTimeout(w.timer);
    w.resolve(events);
  }
}

// One published event often goes, in the same shape, to hundreds of queues:
// serialise it once and only splice in each queue's id.
const serialized = new WeakMap<ZulipEvent, string>();

/** The events as Zulip sends them (`{…, "id": N}`), as a JSON array. */
export function eventsJson(events: readonly QueuedEvent[]): string {
  const parts = events.map(({ id, event }) => {
    let json = serialized.get(event);
    if (json === undefined) {
      json = JSON.stringify(event);
      serialized.set(event, json);
    }
    return json === '{}' ? `{"id":${id}}` : `${json.slice(0, -1)},"id":${id}}`;
  });
  return `[${parts.join(',')}]`;
}
