import type { RateRule } from './rules.ts';

/*
 * Zulip's RateLimitedObject keeps, per entity, a log of its latest requests'
 * times (RedisRateLimiterBackend: a list, newest first, as long as the largest
 * budget). A request is refused when, for some rule, the request that many
 * requests back is still inside that rule's window: no span of the window's
 * length ever holds more than the budget, wherever it starts. (Fixed windows
 * let a client spend a whole budget just before a boundary and another just
 * after it.) A refused request is not recorded.
 */

/** What recording one request in an entity's log found. */
export interface LogOutcome {
  /** Milliseconds until the first broken rule (shortest window first) lets a request through; null: recorded. */
  refusedForMs: number | null;
  /** Requests in the log within the longest rule's window, this one included when recorded. */
  inLongestWindow: number;
}

/** Rules as the logs use them: windows in milliseconds, shortest first. */
export interface LogRules {
  rules: ReadonlyArray<{ windowMs: number; maxCalls: number }>;
  longestMs: number;
  /** How many times a log keeps: enough for every rule's budget. */
  keep: number;
}

export function logRules(rules: readonly RateRule[]): LogRules {
  const sorted = [...rules]
    .sort((a, b) => a.windowSeconds - b.windowSeconds)
    .map((r) => ({ windowMs: r.windowSeconds * 1000, maxCalls: r.maxCalls }));
  return {
    rules: sorted,
    longestMs: Math.max(...sorted.map((r) => r.windowMs)),
    keep: Math.max(...sorted.map((r) => r.maxCalls)),
  };
}

/** The same decision over one log kept oldest first (the memory store's order). */
export function recordIn(log: number[], rules: LogRules, now: number): LogOutcome {
  for (const { windowMs, maxCalls } of rules.rules) {
    if (log.length < maxCalls) continue;
    const nthNewest = log[log.length - maxCalls];
    if (nthNewest + windowMs > now)
      return { refusedForMs: nthNewest + windowMs - now, inLongestWindow: countSince(log, now - rules.longestMs) };
  }
  log.push(now);
  if (log.length > rules.keep) log.splice(0, log.length - rules.keep);
  return { refusedForMs: null, inLongestWindow: countSince(log, now - rules.longestMs) };
}

/** Entries strictly after `since` (a request exactly one window old has left it). */
function countSince(log: readonly number[], since: number): number {
  let n = 0;
  for (let i = log.length - 1; i >= 0 && log[i] > since; i--) n++;
  return n;
}

/**
 * Logs in this process's memory: the store without Redis, and the insurance
 * while Redis is unreachable. Least recently used entities are forgotten past
 * `maxKeys`, so addresses seen once cannot grow it without bound.
 */
export class MemoryLogs {
  private readonly logs = new Map<string, number[]>();

  constructor(private readonly maxKeys = 50_000) {}

  record(key: string, rules: LogRules, now: number): LogOutcome {
    const log = this.logs.get(key) ?? [];
    // Re-inserted on every use: the Map's order is then least recently used first.
    this.logs.delete(key);
    this.logs.set(key, log);
    if (this.logs.size > this.maxKeys) {
      const oldest = this.logs.keys().next().value;
      if (oldest !== undefined) this.logs.delete(oldest);
    }
    return recordIn(log, rules, now);
  }
}
