import type { AddressedEvent, EventListener, EventPublisher } from './types.ts';

/**
 * The event bus: everything published reaches every listener of this process
 * (event queues, GraphQL subscriptions, tests). A multi-node transport forwards
 * published events to the other processes and feeds what they publish in here.
 */
export interface EventBus extends EventPublisher {
  subscribe(listener: EventListener): () => void;
  /** Resolves when the bus can carry events now (GET /ready); rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class InProcessEventBus implements EventBus {
  private readonly listeners = new Set<EventListener>();

  async publish(events: AddressedEvent[]): Promise<void> {
    for (const e of events) this.deliver(e);
  }

  /** Hands one event to local listeners; a listener's failure never stops the others. */
  deliver(event: AddressedEvent): void {
    for (const l of this.listeners) {
      try {
        l(event);
      } catch {
        // A broken consumer must not lose the event for the others.
      }
    }
  }

  private closed = false;

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('the event bus is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }
}
