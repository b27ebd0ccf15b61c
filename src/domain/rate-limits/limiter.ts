import type { Deps } from '../context.ts';
import { RateLimitError } from '../errors.ts';

/** Who a request is counted against: its authenticated user, else the address it came from. */
export type RateSubject = { kind: 'user'; userId: number } | { kind: 'ip'; ip: string };

/**
 * The state Zulip reports in X-RateLimit-* headers after counting a request:
 * the last (longest) rule's budget, what is left of it, and when it is whole
 * again (absolute UNIX seconds). `retryAfterSeconds` is set when the request
 * is over a limit and must be refused.
 */
export interface RateVerdict {
  limit: number;
  /** The window of the rule `limit` belongs to, in seconds (the longest rule, as X-RateLimit-Limit). */
  windowSeconds: number;
  remaining: number;
  resetAt: number;
  retryAfterSeconds: number | null;
}

export interface ApiRateLimiter {
  /** False when rate limiting is off (RATE_LIMITS=off): nothing is counted, no header is sent. */
  readonly enabled: boolean;
  /** Counts one request against `subject`; null when nothing was counted. */
  hit(subject: RateSubject): Promise<RateVerdict | null>;
  close(): Promise<void>;
}

export const noApiRateLimits: ApiRateLimiter = {
  enabled: false,
  hit: async () => null,
  close: async () => undefined,
};

/** Zulip's entity keys (RateLimitedUser / RateLimitedIPAddr; the angle brackets keep IPv6 colons apart). */
export const rateKeyOf = (subject: RateSubject): string =>
  subject.kind === 'user'
    ? `RateLimitedUser:${subject.userId}:api_by_user`
    : `RateLimitedIPAddr:<${subject.ip}>:api_by_ip`;

/**
 * Zulip's rate_limit(): every API request (or GraphQL operation) counts once
 * against its user, or its IP address when unauthenticated. Returns the
 * verdict (for the headers) and the error to answer with when over the limit.
 */
export async function countApiRequest(
  deps: Deps,
  subject: RateSubject,
): Promise<{ verdict: RateVerdict | null; refusal: RateLimitError | null }> {
  const verdict = await deps.apiRateLimits.hit(subject);
  const refusal = verdict?.retryAfterSeconds != null ? new RateLimitError(verdict.retryAfterSeconds) : null;
  return { verdict, refusal };
}

declare module '../context.ts' {
  interface Deps {
    /** Zulip's api_by_user / api_by_ip limits on every API request (or GraphQL operation). */
    apiRateLimits: ApiRateLimiter;
  }
}
