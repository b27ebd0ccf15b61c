import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { InProcessEventBus, type EventBus } from './bus.ts';
import type { AddressedEvent, EventListener } from './types.ts';


interface Envelope {
  node: string;
  /** This node's envelope number: receivers drop one they have seen (a publish retried after a lost reply). */
  seq: number;
  events: AddressedEvent[];
}

/** Where the bus reports trouble and recovery (the server's logger). */
export interface BusLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisBusOptions {
  log?: BusLog;
  /** The deployment's prefix: the channel is `<prefix>:events`. */
  prefix?: string;
  /** Envelopes kept for other nodes while Redis is unreachable; past this the oldest are dropped (and logged). */
  maxPending?: number;
  /** Delays between attempts while Redis refuses publishes. */
  retryDelaysMs?: readonly number[];
}

const silent: BusLog = { warn: () => undefined, info: () => undefined };

/**
 * Multi-node fan-out over Redis pub/sub: events are delivered to this node's
 * listeners at once and published for the other nodes, which deliver them to
 * theirs. A node ignores its own envelopes, so nothing is delivered twice.
 *
 * Publishing never fails the caller: publish() runs after a transaction has
 * committed, and a request that answered 500 for a write that happened would
 * be retried by its client (a message sent twice). Envelopes wait in an
 * outbox, in order, until Redis takes them; a node that never saw a reply
 * publishes again, and the receivers' per-node sequence numbers drop the copy.
 * The outbox lives in this process: events for other nodes published while
 * Redis is down are lost only if this process dies before Redis returns.
 */
export class RedisEventBus implements EventBus {
  private readonly local = new InProcessEventBus();
  private readonly node = randomBytes(6).toString('hex');
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly outbox: Envelope[] = [];
  private readonly lastSeen = new Map<string, number>();
  private seq = 0;
  private pumping = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly log: BusLog;
  private readonly maxPending: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly channel: string;

  private constructor(url: string, opts: RedisBusOptions) {
    // Commands fail at once while disconnected (no offline queue): the outbox keeps them, in order.
    this.pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.log = opts.log ?? silent;
    this.maxPending = opts.maxPending ?? 100_000;
    this.retryDelaysMs = opts.retryDelaysMs ?? [100, 250, 500, 1000, 2000, 5000];
    this.channel = `${opts.prefix ?? 'zircon'}:events`;
  }

  static async connect(url: string, opts: RedisBusOptions = {}): Promise<RedisEventBus> {
    const bus = new RedisEventBus(url, opts);
    await Promise.all([bus.pub.connect(), bus.sub.connect()]);
    bus.sub.on('message', (_channel: string, payload: string) => bus.receive(payload));
    // ioredis re-subscribes by itself after a reconnect.
    await bus.sub.subscribe(bus.channel);
    bus.pub.on('ready', () => bus.pump());
    // Connection errors are retried by ioredis; without a listener Node would treat them as fatal.
    bus.pub.on('error', () => undefined);
    bus.sub.on('error', () => undefined);
    return bus;
  }

  async publish(events: AddressedEvent[]): Promise<void> {
    for (const e of events) this.local.deliver(e);
    this.seq += 1;
    this.outbox.push({ node: this.node, seq: this.seq, events });
    if (this.outbox.length > this.maxPending) {
      const dropped = this.outbox.splice(0, this.outbox.length - this.maxPending);
      this.log.warn({ dropped: dropped.length }, 'event bus: Redis unreachable too long; events for other nodes dropped');
    }
    this.pump();
  }

  /** Envelopes waiting for Redis. */
  get pending(): number {
    return this.outbox.length;
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
    this.closed = true;
    clearTimeout(this.retryTimer);
    if (this.outbox.length > 0) this.log.warn({ pending: this.outbox.length }, 'event bus: closing with events not yet published to Redis');
    await this.local.close();
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }

  /**
   * Sends the outbox in order, as one pipeline per batch; stops at the first
   * failure, keeps that envelope and the ones after it, and tries again later
   * (or when the connection is ready again).
   */
  private pump(): void {
    if (this.pumping || this.closed || this.outbox.length === 0) return;
    this.pumping = true;
    const batch = this.outbox.slice();
    void Promise.allSettled(batch.map((e) => this.pub.publish(this.channel, JSON.stringify(e)))).then((results) => {
      this.pumping = false;
      const failed = results.findIndex((r) => r.status === 'rejected');
      this.outbox.splice(0, failed === -1 ? batch.length : failed);
      if (failed === -1) {
        if (this.failures > 0) this.log.info({ attempts: this.failures }, 'event bus: Redis takes events again');
        this.failures = 0;
        this.pump();
        return;
      }
      if (this.failures === 0) {
        const reason = String(results.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason);
        this.log.warn({ pending: this.outbox.length, reason }, 'event bus: publishing to Redis failed; events for other nodes wait and are retried');
      }
      const delay = this.retryDelaysMs[Math.min(this.failures, this.retryDelaysMs.length - 1)];
      this.failures += 1;
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => this.pump(), delay);
      this.retryTimer.unref();
    });
  }

  private receive(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.node === this.node) return;
    // A node's envelopes arrive in order over its one connection; a lower or equal number is a retried copy.
    if (envelope.seq <= (this.lastSeen.get(envelope.node) ?? 0)) return;
    this.lastSeen.set(envelope.node, envelope.seq);
    for (const e of envelope.events) this.local.deliver(e);
  }
}
