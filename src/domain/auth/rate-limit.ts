import type { Clock } from '../clock.ts';
import { rateLimited } from '../errors.ts';

export interface RateRule {
  windowSeconds: number;
  maxCalls: number;
}

/** Zulip's `authenticate_by_username` rule: 5 attempts per 30 minutes. */
export const AUTHENTICATE_BY_USERNAME: RateRule[] = [{ windowSeconds: 1800, maxCalls: 5 }];

/**
 * Where a password attempt counts (Zulip's authenticate_by_username): against
 * the account the username names where it was tried, or the username itself
 * where it names none. Logins and password changes count alike.
 */
export const loginAttemptsKey = (account: { id: number } | null, username: string): string =>
  account ? `authenticate_by_username:user:${account.id}` : `authenticate_by_username:${username}`;

export interface RateLimiter {
  /** Records one attempt for `key`; throws RATE_LIMIT_HIT when over any rule. */
  hit(key: string, rules: RateRule[]): void;
  /** Forgets the history of `key` (a successful login clears it, as in Zulip). */
  clear(key: string): void;
}

/** Sliding-window limiter in memory (per process, like Zulip's in-memory backend). */
export function createMemoryRateLimiter(clock: Clock, maxKeys = 100_000): RateLimiter {
  const history = new Map<string, number[]>();
  return {
    hit(key, rules) {
      const now = clock.now().getTime();
      const longest = Math.max(...rules.map((r) => r.windowSeconds)) * 1000;
      const times = (history.get(key) ?? []).filter((t) => now - t < longest);
      for (const rule of rules) {
        const inWindow = times.filter((t) => now - t < rule.windowSeconds * 1000);
        if (inWindow.length >= rule.maxCalls) {
          const retryAfter = (inWindow[0] + rule.windowSeconds * 1000 - now) / 1000;
          history.set(key, times);
          throw rateLimited(retryAfter);
        }
      }
      times.push(now);
      if (!history.has(key) && history.size >= maxKeys) {
        const oldest = history.keys().next().value;
        if (oldest !== undefined) history.delete(oldest);
      }
      history.set(key, times);
    },
    clear(key) {
      history.delete(key);
    },
  };
}

declare module '../context.ts' {
  interface Deps {
    rateLimiter: RateLimiter;
  }
}
