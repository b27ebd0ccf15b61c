import type { Redis } from 'ioredis';
import type { LogOutcome, LogRules } from './sliding-log.ts';

/*
 * The logs in Redis, shared by every process counting against it. Zulip reads
 * the list, then pushes under WATCH and retries on a conflict; one script does
 * the check and the push atomically instead, so two processes can never both
 * let the last request of a budget through.
 */

/**
 * KEYS[1]: the entity's log, newest first. ARGV: now (ms), entries to keep,
 * the longest window (ms, also the key's lifetime), then window (ms) and
 * budget pairs, shortest window first. Returns {ms until free or -1, requests
 * within the longest window}.
 */
const RECORD = `
local now = tonumber(ARGV[1])
local longest = tonumber(ARGV[3])
local function inLongest()
  local n = 0
  for _, t in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
    if tonumber(t) > now - longest then n = n + 1 end
  end
  return n
end
for i = 4, #ARGV, 2 do
  local window = tonumber(ARGV[i])
  local nth = redis.call('LINDEX', KEYS[1], tonumber(ARGV[i + 1]) - 1)
  if nth and tonumber(nth) + window > now then
    return {tonumber(nth) + window - now, inLongest()}
  end
end
redis.call('LPUSH', KEYS[1], ARGV[1])
redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[2]) - 1)
redis.call('PEXPIRE', KEYS[1], longest)
return {-1, inLongest()}
`;

export class RedisLogs {
  private constructor(private readonly redis: Redis) {}

  /**
   * A connection that fails fast while Redis is unreachable (no offline queue:
   * the caller then counts in memory) and keeps reconnecting in the background.
   */
  static async connect(url: string, onState?: (state: 'down' | 'up', err?: Error) => void): Promise<RedisLogs> {
    // disconnectTimeout: ioredis waits that long for a socket that already closed (Redis down) to close again before exiting.
    // Loaded only where Redis is configured: most servers (and every test file's) never need the client.
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      disconnectTimeout: 100,
    });
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
    return new RedisLogs(redis);
  }

  /** Rejects while Redis is unreachable. */
  async record(key: string, rules: LogRules, now: number): Promise<LogOutcome> {
    const args = [now, rules.keep, rules.longestMs, ...rules.rules.flatMap((r) => [r.windowMs, r.maxCalls])];
    const reply = await this.redis.eval(RECORD, 1, key, ...args);
    if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number')
      throw new Error('unexpected reply from the rate-limit script');
    return { refusedForMs: reply[0] < 0 ? null : reply[0], inLongestWindow: reply[1] };
  }

  close(): void {
    this.redis.disconnect();
  }
}
