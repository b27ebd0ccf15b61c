import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { InProcessEventBus, type EventBus } from './bus.ts';
import type { AddressedEvent, EventListener } from './types.ts';

const CHANNEL = 'zircon:events';

interface Envelope {
  node: string;
  events: AddressedEvent[];
}

/**
 * Multi-node fan-out over Redis pub/sub: events are delivered to this node's
 * listeners at once and published for the other nodes, which deliver them to
 * theirs. A node ignores its own envelopes, so nothing is delivered twice.
 */
export class RedisEventBus implements EventBus {
  private readonly local = new InProcessEventBus();
  private readonly node = randomBytes(6).toString('hex');
  private readonly pub: Redis;
  private readonly sub: Redis;

  private constructor(url: string) {
    this.pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  }

  static async connect(url: string): Promise<RedisEventBus> {
    const bus = new RedisEventBus(url);
    await Promise.all([bus.pub.connect(), bus.sub.connect()]);
    bus.sub.on('message', (_channel: string, payload: string) => bus.receive(payload));
    await bus.sub.subscribe(CHANNEL);
    return bus;
  }

  async publish(events: AddressedEvent[]): Promise<void> {
    for (const e of events) this.local.deliver(e);
    const envelope: Envelope = { node: this.node, events };
    await this.pub.publish(CHANNEL, JSON.stringify(envelope));
  }

  subscribe(listener: EventListener): () => void {
    return this.local.subscribe(listener);
  }

  async ping(): Promise<void> {
    // Both connections matter: one publishes, the other receives the other processes' events.
    if (this.pub.status !== 'ready' || this.sub.status !== 'ready') throw new Error(`Redis is ${this.pub.status}/${this.sub.status}`);
    await this.pub.ping();
  }

  async close(): Promise<void> {
    await this.local.close();
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }

  private receive(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.node === this.node) return;
    for (const e of envelope.events) this.local.deliver(e);
  }
}
