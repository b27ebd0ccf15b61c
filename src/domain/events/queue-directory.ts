import { Redis } from 'ioredis';

interface DirectoryLog {
  warn(obj: object, msg: string): void;
}

/** An owner's entry lives this long unless refreshed; a process that died stops being named within it. */
const ENTRY_TTL_MS = 30_000;
const REFRESH_MS = 10_000;

// Deletes an entry only while it still names this process (a restarted owner may have taken the prefix).
const DELETE_IF_MINE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/** The default INTERNAL_URL: the bound address, with loopback standing for every interface. */
export function internalUrlOf(host: string, port: number): string {
  const h = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`;
}

/**
 * Which process holds the event queues of an id prefix, for a deployment of
 * several processes behind one load balancer.
 *
 * Why forwarding rather than queues kept in Redis: a queue is polled by one
 * client, and its events already reach every process through the bus; only the
 * rare poll that lands on another process than its queue's pays one extra
 * loopback hop. Keeping queues in Redis would put a Redis write per queue per
 * event on the fan-out path (a message to a channel with 1,000 listening
 * clients: 1,000 writes) and a Redis round-trip in every poll, and would need
 * a cross-process wake-up for parked polls on top of it.
 *
 * Keys: `${REDIS_PREFIX}:queue-owner:${prefix}` → the owner's internal URL,
 * with a TTL each owner refreshes while it runs.
 */
export class QueueDirectory {
  private timer: NodeJS.Timeout | undefined;
  private url: string | undefined;
  private prefixes: () => string[] = () => [];

  private constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly log: DirectoryLog,
  ) {
    // ioredis reconnects by itself; an outage is logged once, not at every attempt.
    let failing = false;
    redis.on('error', (err: unknown) => {
      if (!failing) log.warn({ err }, 'the event queue directory lost Redis');
      failing = true;
    });
    redis.on('ready', () => {
      failing = false;
    });
  }

  static async connect(redisUrl: string, keyPrefix: string, log: DirectoryLog): Promise<QueueDirectory> {
    // A lookup while Redis is away fails at once (the poll answers BAD_EVENT_QUEUE_ID) instead of waiting in a queue.
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    await redis.connect();
    return new QueueDirectory(redis, keyPrefix, log);
  }

  private key(prefix: string): string {
    return `${this.keyPrefix}:queue-owner:${prefix}`;
  }

  /** Announces this process (at `url`) as the owner of the prefixes, now and every few seconds. */
  async start(url: string, prefixes: () => string[]): Promise<void> {
    this.url = url;
    this.prefixes = prefixes;
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((err: unknown) => this.log.warn({ err }, 'refreshing the event queue directory failed'));
    }, REFRESH_MS);
    this.timer.unref();
  }

  private async refresh(): Promise<void> {
    const url = this.url;
    if (url === undefined) return;
    const multi = this.redis.multi();
    for (const p of this.prefixes()) multi.set(this.key(p), url, 'PX', ENTRY_TTL_MS);
    await multi.exec();
  }

  /** The internal URL of the process holding the prefix's queues; null when none is known or Redis cannot say. */
  async ownerOf(prefix: string): Promise<string | null> {
    try {
      return await this.redis.get(this.key(prefix));
    } catch (err) {
      this.log.warn({ err }, 'looking up an event queue owner failed');
      return null;
    }
  }

  /** Stops naming this process, so polls for its queues are answered at once instead of trying it. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    const url = this.url;
    try {
      if (url !== undefined) await Promise.all(this.prefixes().map((p) => this.redis.eval(DELETE_IF_MINE, 1, this.key(p), url)));
    } catch (err) {
      this.log.warn({ err }, 'removing this process from the event queue directory failed');
    }
    this.redis.disconnect();
  }
}
