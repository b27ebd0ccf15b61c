import type { Clock } from '../clock.ts';
import type { ApiRateLimiter, RateSubject, RateVerdict } from './limiter.ts';
import { rateKeyOf } from './limiter.ts';
import { RedisLogs } from './redis-logs.ts';
import type { ApiRateRules } from './rules.ts';
import { logRules, MemoryLogs, type LogOutcome, type LogRules } from './sliding-log.ts';

export interface ApiLimiterOptions {
  rules: ApiRateRules;
  clock: Clock;
  /** Shared logs for every process on this Redis; in process memory when unset. */
  redisUrl?: string;
  /** Prefix of the Redis keys (several deployments, or test runs, on one Redis). */
  keyPrefix: string;
  /** Redis went away (this process counts in memory meanwhile) or came back. */
  onRedisState?: (state: 'down' | 'up', err?: Error) => void;
}

/**
 * Zulip's API rate limits over sliding logs (sliding-log.ts): in memory, or in
 * Redis with this process's memory as insurance while Redis is unreachable, so
 * a request is never refused (nor failed) because Redis is down. Times come
 * from the injected clock. (rate-limiter-flexible, used before, counts fixed
 * windows only: at a boundary a client got its budget twice in a moment.)
 */
export async function createApiRateLimiter(opts: ApiLimiterOptions): Promise<ApiRateLimiter> {
  const redis = opts.redisUrl ? await RedisLogs.connect(opts.redisUrl, opts.onRedisState) : null;
  const memory = new MemoryLogs();
  const byUser = opts.rules.apiByUser.length > 0 ? logRules(opts.rules.apiByUser) : null;
  const byIp = opts.rules.apiByIp.length > 0 ? logRules(opts.rules.apiByIp) : null;

  const record = async (key: string, rules: LogRules, now: number): Promise<LogOutcome> => {
    if (!redis) return memory.record(key, rules, now);
    try {
      return await redis.record(`${opts.keyPrefix}:${key}`, rules, now);
    } catch {
      // Unreachable (reported once through onRedisState): the insurance counts.
      return memory.record(key, rules, now);
    }
  };

  return {
    enabled: true,
    async hit(subject: RateSubject): Promise<RateVerdict | null> {
      const rules = subject.kind === 'user' ? byUser : byIp;
      if (!rules) return null;
      const now = opts.clock.now().getTime();
      const outcome = await record(rateKeyOf(subject), rules, now);
      // Zulip's headers describe the longest rule; Reset is when its log is empty again (refused: when a request fits).
      const { maxCalls: limit, windowMs } = rules.rules[rules.rules.length - 1];
      const windowSeconds = windowMs / 1000;
      if (outcome.refusedForMs !== null) {
        const free = outcome.refusedForMs;
        return {
          limit,
          windowSeconds,
          remaining: 0,
          resetAt: Math.floor((now + free) / 1000),
          retryAfterSeconds: free / 1000,
        };
      }
      const remaining = Math.max(0, limit - outcome.inLongestWindow);
      return {
        limit,
        windowSeconds,
        remaining,
        resetAt: Math.floor((now + rules.longestMs) / 1000),
        retryAfterSeconds: null,
      };
    },
    async close() {
      redis?.close();
    },
  };
}
