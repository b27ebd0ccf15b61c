import type { RateVerdict } from '../domain/rate-limits/limiter.ts';

/** Zulip's RateLimitMiddleware headers, on REST and GraphQL alike; Reset is an absolute UNIX time, not a delay. */
export const rateLimitHeaders = (v: RateVerdict): Array<[string, string]> => [
  ['X-RateLimit-Limit', String(v.limit)],
  ['X-RateLimit-Remaining', String(v.remaining)],
  ['X-RateLimit-Reset', String(v.resetAt)],
];
