import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../clock.ts';
import type { ApiRateLimiter, RateSubject, RateVerdict } from './limiter.ts';
import { rateKeyOf } from './limiter.ts';
import type { ApiRateRules, RateRule } from './rules.ts';

export interface FlexibleLimiterOptions {
  rules: ApiRateRules;
  clock: Clock;
  /** Shared counters for every process on this Redis; in process memory when unset. */
  redisUrl?: string;
  /** Prefix of the Redis keys (several deployments, or test runs, on one Redis). */
  keyPrefix: string;
  /** Redis went away (the in-memory insurance counts meanwhile) or came back. */
  onRedisState?: (state: 'down' | 'up', err?: Error) => void;
}

interface RuleCounter {
  rule: RateRule;
  limiter: RateLimiterAbstract;
}

/**
 * Counts with rate-limiter-flexible: in memory, or in Redis with an in-memory
 * insurance limiter that takes over while Redis is unreachable, so a request is
 * never refused (nor failed) because Redis is down.
 *
 * Windows are aligned on the injected clock (the key names the window's start),
 * so the clock decides when a budget is whole again, in tests as in Redis;
 * the library's own expiry (from the first request in a window, real time) only
 * forgets windows that are over. Zulip keeps a sliding log instead: at a window
 * boundary a client may get one window's budget twice in quick succession.
 */
export async function createFlexibleRateLimiter(opts: FlexibleLimiterOptions): Promise<ApiRateLimiter> {
  const redis = opts.redisUrl ? await connectRedis(opts.redisUrl, opts.onRedisState) : null;
  const counters = (domain: string, rules: RateRule[]): RuleCounter[] =>
    rules.map((rule) => {
      const base = { points: rule.maxCalls, duration: rule.windowSeconds, keyPrefix: `${opts.keyPrefix}:${domain}:${rule.windowSeconds}` };
      const memory = new RateLimiterMemory(base);
      const limiter = redis ? new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory;
      return { rule, limiter };
    });
  const byUser = counters('api_by_user', opts.rules.apiByUser);
  const byIp = counters('api_by_ip', opts.rules.apiByIp);

  return {
    enabled: true,
    async hit(subject: RateSubject): Promise<RateVerdict | null> {
      const rules = subject.kind === 'user' ? byUser : byIp;
      if (rules.length === 0) return null;
      const now = opts.clock.now().getTime();
      const key = rateKeyOf(subject);
      const counted = await Promise.all(rules.map((c) => countIn(c, key, now)));
      const last = counted[counted.length - 1];
      // As Zulip: the first rule (shortest window first) the request breaks says how long to wait.
      const broken = counted.find((c) => c.consumed > c.rule.maxCalls);
      if (broken) {
        // A refused request is not recorded in Zulip: it must not use up a longer window's budget.
        await Promise.all(counted.map((c) => c.counter.limiter.reward(c.windowKey)));
        const retryAfterSeconds = (broken.windowEnd - now) / 1000;
        return { limit: last.rule.maxCalls, remaining: 0, resetAt: Math.floor(broken.windowEnd / 1000), retryAfterSeconds };
      }
      return { limit: last.rule.maxCalls, remaining: last.rule.maxCalls - last.consumed, resetAt: Math.floor(last.windowEnd / 1000), retryAfterSeconds: null };
    },
    async close() {
      redis?.disconnect();
    },
  };
}

interface Counted {
  counter: RuleCounter;
  rule: RateRule;
  windowKey: string;
  consumed: number;
  windowEnd: number;
}

async function countIn(c: RuleCounter, key: string, now: number): Promise<Counted> {
  const windowMs = c.rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const windowKey = `${key}:${start / 1000}`;
  let res: RateLimiterRes;
  try {
    res = await c.limiter.consume(windowKey);
  } catch (e) {
    // Over the limit the library rejects with the same counters; any other failure was the insurance's to absorb.
    if (!(e instanceof RateLimiterRes)) throw e;
    res = e;
  }
  return { counter: c, rule: c.rule, windowKey, consumed: res.consumedPoints, windowEnd: start + windowMs };
}

/**
 * A connection that fails fast while Redis is unreachable (no offline queue:
 * the limiter then counts in memory) and keeps reconnecting in the background.
 */
async function connectRedis(url: string, onState: FlexibleLimiterOptions['onRedisState']): Promise<Redis> {
  // disconnectTimeout: ioredis waits that long for a socket that already closed (Redis down) to close again before exiting.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, disconnectTimeout: 100 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    onState?.('down', err);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    onState?.('up');
  });
  await redis.connect().catch(() => undefined);
  return redis;
}
