import type { RateRule } from '../auth/rate-limit.ts';

export type { RateRule };

/** Zulip's rate-limiting domains that apply to API requests (zproject/default_settings.py). */
export interface ApiRateRules {
  /** Every authenticated request, per user. */
  apiByUser: RateRule[];
  /** Every unauthenticated request (spectators, fetch_api_key, server_settings…), per client IP address. */
  apiByIp: RateRule[];
}

/** Zulip 11's DEFAULT_RATE_LIMITING_RULES: 200 requests a minute per user, 100 a minute per IP address. */
export const ZULIP_API_RATE_RULES: ApiRateRules = {
  apiByUser: [{ windowSeconds: 60, maxCalls: 200 }],
  apiByIp: [{ windowSeconds: 60, maxCalls: 100 }],
};

/**
 * Rules written as Zulip writes a user's `rate_limits` override:
 * `seconds:requests` pairs separated by commas (`60:200,3600:2000`).
 * Zulip lists rules from the shortest window to the longest; its headers
 * describe the last one, so they are sorted here.
 */
export function parseRateRules(text: string): RateRule[] {
  const rules = text.split(',').map((pair) => {
    const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(pair);
    const windowSeconds = m ? Number(m[1]) : 0;
    const maxCalls = m ? Number(m[2]) : 0;
    if (!Number.isSafeInteger(windowSeconds) || !Number.isSafeInteger(maxCalls) || windowSeconds < 1 || maxCalls < 1) {
      throw new Error(`"${text}" is not a list of seconds:requests pairs such as 60:200,3600:2000`);
    }
    return { windowSeconds, maxCalls };
  });
  return rules.sort((a, b) => a.windowSeconds - b.windowSeconds);
}
