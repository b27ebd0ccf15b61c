import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../../src/config.ts';
import { ManualClock } from '../../src/domain/clock.ts';
import { createApiRateLimiter } from '../../src/domain/rate-limits/api-limiter.ts';
import { redisUrl } from '../support/cluster.ts';
import type { ApiResponse } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import type { TestServer } from '../support/server.ts';
import { startWorld, useWorld, type WorldOptions } from '../support/world.ts';

/**
 * Zulip's API rate limits with small numbers: 5 requests a minute per user,
 * 3 a minute per IP address for unauthenticated requests. Windows follow the
 * server's clock, so each test starts on a minute of its own and moves the
 * clock instead of waiting.
 */
const LIMITS = { RATE_LIMITS_API_BY_USER: '60:5', RATE_LIMITS_API_BY_IP: '60:3' };
const MSG = 'API usage exceeded rate limit; see https://zulip.com/api/http-headers#rate-limiting-response-headers';

const limited = (env: Record<string, string> = {}, opts: WorldOptions = {}): WorldOptions => ({
  ...opts,
  rateLimits: true,
  env: { ...LIMITS, ...env },
});

// As behind a reverse proxy on this host: X-Forwarded-For names the client.
const w = useWorld(limited({ TRUST_PROXY: '127.0.0.1' }));

let minute = 0;
/** Moves the clock to the start of a minute no other test used; returns it in UNIX seconds. */
function freshMinute(server: TestServer = w.ts): number {
  minute += 1;
  const start = Date.UTC(2026, 10, 23, 0, minute, 0);
  server.clock.set(new Date(start));
  return start / 1000;
}

const headersOf = (r: { headers: Headers }) => ({
  limit: r.headers.get('x-ratelimit-limit'),
  remaining: r.headers.get('x-ratelimit-remaining'),
  reset: r.headers.get('x-ratelimit-reset'),
});

function expectRefused(r: ApiResponse, retryAfter: number, limit: number, reset: number): void {
  expect(r.status).toBe(429);
  expect(r.text).toBe(
    `${JSON.stringify({ result: 'error', msg: MSG, code: 'RATE_LIMIT_HIT', 'retry-after': retryAfter })}\n`,
  );
  expect(r.headers.get('retry-after')).toBe(String(retryAfter));
  expect(headersOf(r)).toEqual({ limit: String(limit), remaining: '0', reset: String(reset) });
  // The description types `retry-after` as an integer, but Zulip sends the float it computed (as its own example shows).
  if (Number.isInteger(retryAfter))
    expect(expectMatchesOpenApi('POST', '/rest-error-handling', 429, r.body)).toBe(true);
}

describe('REST, per user', () => {
  test('long-polls on /events are not counted: a busy client polls far more often than its budget allows', async () => {
    freshMinute();
    const cordelia = w.as('cordelia');
    const queue = await cordelia.post('/register', { event_types: JSON.stringify(['message']) });
    expect(queue.headers.get('x-ratelimit-remaining')).toBe('4');
    for (let i = 0; i < 8; i++) {
      const poll = await cordelia.get('/events', {
        queue_id: String(queue.body.queue_id),
        last_event_id: -1,
        dont_block: true,
      });
      expect([poll.status, poll.headers.get('x-ratelimit-limit')]).toEqual([200, null]);
    }
    expect((await cordelia.get('/users/me')).headers.get('x-ratelimit-remaining')).toBe('3');
  });

  test('every response carries the limit, what is left and the absolute reset time; over it, 429 with Retry-After', async () => {
    const t0 = freshMinute();
    const hamlet = w.as('hamlet');
    for (let left = 4; left >= 0; left--) {
      const r = await hamlet.get('/users/me');
      expect(r.status).toBe(200);
      expect(expectMatchesOpenApi('GET', '/users/me', 200, r.body)).toBe(true);
      expect(headersOf(r)).toEqual({ limit: '5', remaining: String(left), reset: String(t0 + 60) });
    }
    expectRefused(await hamlet.get('/users/me'), 60, 5, t0 + 60);
    // Any endpoint and method, under /json as well: one budget per user.
    expectRefused(await hamlet.request('GET', '/users/me', {}, { prefix: '/json' }), 60, 5, t0 + 60);
    expectRefused(
      await hamlet.post('/messages', { type: 'stream', to: 'Denmark', topic: 't', content: 'x' }),
      60,
      5,
      t0 + 60,
    );
    w.ts.clock.advance(20_500);
    expectRefused(await hamlet.get('/users/me'), 39.5, 5, t0 + 60);
  });

  test('the budget is whole again once the window is over', async () => {
    const t0 = freshMinute();
    const othello = w.as('othello');
    for (let i = 0; i < 5; i++) expect((await othello.get('/users/me')).status).toBe(200);
    expect((await othello.get('/users/me')).status).toBe(429);
    w.ts.clock.advance(59_999);
    expect((await othello.get('/users/me')).status).toBe(429);
    w.ts.clock.advance(1);
    const r = await othello.get('/users/me');
    expect(r.status).toBe(200);
    expect(headersOf(r)).toEqual({ limit: '5', remaining: '4', reset: String(t0 + 120) });
  });

  test('a budget spent just before a minute boundary is not whole again just after it', async () => {
    const t0 = freshMinute();
    w.ts.clock.advance(59_000);
    const iago = w.as('iago');
    for (let i = 0; i < 5; i++) expect((await iago.get('/users/me')).status).toBe(200);
    w.ts.clock.advance(2_000);
    // A fixed window would start again at t0 + 60; the five requests of t0 + 59 still fill the last minute.
    expectRefused(await iago.get('/users/me'), 58, 5, t0 + 119);
    w.ts.clock.advance(58_000);
    expect(headersOf(await iago.get('/users/me'))).toEqual({ limit: '5', remaining: '4', reset: String(t0 + 179) });
  });

  test('each user has a budget of their own', async () => {
    const t0 = freshMinute();
    const iago = w.as('iago');
    for (let i = 0; i < 6; i++) await iago.get('/users/me');
    expect((await iago.get('/users/me')).status).toBe(429);
    const r = await w.as('cordelia').get('/users/me');
    expect(r.status).toBe(200);
    expect(headersOf(r)).toEqual({ limit: '5', remaining: '4', reset: String(t0 + 60) });
  });

  test('a request whose credentials fail is answered 401 and not counted', async () => {
    freshMinute();
    const bad = w.ts.client({ email: w.realm.users.prospero.email, apiKey: 'x'.repeat(32) });
    for (let i = 0; i < 7; i++) {
      const r = await bad.get('/users/me');
      expect(r.status).toBe(401);
      expect(r.headers.get('x-ratelimit-limit')).toBeNull();
    }
    expect(headersOf(await w.as('prospero').get('/users/me')).remaining).toBe('4');
  });

  test('OPTIONS serves nothing whatever its `method` field says; a POST naming GET is counted as the GET it is', async () => {
    const t0 = freshMinute();
    const shiva = w.as('shiva');
    const queue = await shiva.post('/register', { event_types: JSON.stringify(['message']) });
    for (let i = 0; i < 4; i++) expect((await shiva.get('/users/me')).status).toBe(200);
    expectRefused(await shiva.get('/users/me'), 60, 5, t0 + 60);
    // Zulip answers OPTIONS with the Allow list before looking at the body: no view runs, nothing is counted.
    const options = await shiva.request('OPTIONS', '/users/me', { method: 'GET' });
    expect([
      options.status,
      options.text,
      options.headers.get('allow'),
      options.headers.get('x-ratelimit-limit'),
    ]).toEqual([204, '', 'DELETE, GET, HEAD', null]);
    expectRefused(await shiva.post('/users/me', { method: 'GET' }), 60, 5, t0 + 60);
    // Long-polls are exempt as the GET they are served as, not by the verb they came with.
    const poll = await shiva.post('/events', {
      method: 'GET',
      queue_id: String(queue.body.queue_id),
      last_event_id: -1,
      dont_block: true,
    });
    expect([poll.status, poll.headers.get('x-ratelimit-limit')]).toEqual([200, null]);
  });

  test('without credentials: OPTIONS with a `method` field neither serves server_settings nor fetch_api_key', async () => {
    freshMinute();
    const from = (ip: string) =>
      w.as().request('OPTIONS', '/server_settings', { method: 'GET' }, { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 5; i++) {
      const r = await from('198.51.100.9');
      expect([r.status, r.text, r.headers.get('allow')]).toEqual([204, '', 'GET, HEAD']);
    }
    const login = await w
      .as()
      .request('OPTIONS', '/fetch_api_key', { method: 'POST', username: w.realm.users.hamlet.email, password: 'x' });
    expect([login.status, login.text, login.headers.get('allow')]).toEqual([204, '', 'POST']);
    const counted = await w
      .as()
      .request('POST', '/server_settings', { method: 'GET' }, { headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect([counted.status, headersOf(counted).remaining]).toEqual([200, '2']);
  });

  test('OPTIONS and file downloads are not counted, as in Zulip', async () => {
    freshMinute();
    const polonius = w.as('polonius');
    const options = await polonius.request('OPTIONS', '/users/me');
    expect(options.status).toBe(204);
    expect(options.headers.get('x-ratelimit-limit')).toBeNull();
    const download = await polonius.get(`/user_uploads/${w.realm.realmId}/ab/cdef/missing.txt`);
    expect(download.headers.get('x-ratelimit-limit')).toBeNull();
    expect(headersOf(await polonius.get('/users/me')).remaining).toBe('4');
  });
});

describe('REST, per IP address without credentials', () => {
  test('unauthenticated requests share their address’s budget, apart from the users’', async () => {
    const t0 = freshMinute();
    const anonymous = w.as();
    for (let left = 2; left >= 0; left--) {
      const r = await anonymous.get('/server_settings');
      expect(r.status).toBe(200);
      expect(expectMatchesOpenApi('GET', '/server_settings', 200, r.body)).toBe(true);
      expect(headersOf(r)).toEqual({ limit: '3', remaining: String(left), reset: String(t0 + 60) });
    }
    expectRefused(await anonymous.get('/server_settings'), 60, 3, t0 + 60);
    // fetch_api_key is refused before the password is looked at.
    expectRefused(
      await anonymous.post('/fetch_api_key', { username: w.realm.users.hamlet.email, password: 'wrong' }),
      60,
      3,
      t0 + 60,
    );
    expectRefused(await anonymous.get('/messages', { anchor: 'newest', num_before: 1, num_after: 0 }), 60, 3, t0 + 60);
    expect((await w.as('desdemona').get('/users/me')).status).toBe(200);
  });

  test('behind a trusted proxy each client address has a budget of its own', async () => {
    const t0 = freshMinute();
    const from = (ip: string) => w.as().request('GET', '/server_settings', {}, { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect(headersOf(await from('2001:db8::1'))).toEqual({ limit: '3', remaining: '2', reset: String(t0 + 60) });
    // The proxy's own address is another budget still.
    expect(headersOf(await w.as().get('/server_settings')).remaining).toBe('2');
  });
});

describe('GraphQL', () => {
  async function graphqlPost(creds: { email: string; apiKey: string } | undefined, query: string) {
    const res = await fetch(`${w.ts.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...w.ts.client(creds).authHeader() },
      body: JSON.stringify({ query }),
    });
    return {
      res,
      body: (await res.json()) as {
        data?: Record<string, unknown> | null;
        errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
      },
    };
  }

  test('over HTTP an operation counts once, however many aliases it has; over the limit, 429 and RATE_LIMIT_HIT', async () => {
    const t0 = freshMinute();
    const user = w.realm.users.aaron;
    for (let left = 4; left >= 0; left--) {
      const { res, body } = await graphqlPost(user, '{ a: me { userId } b: me { userId } c: me { fullName } }');
      expect(res.status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(headersOf(res)).toEqual({ limit: '5', remaining: String(left), reset: String(t0 + 60) });
    }
    w.ts.clock.advance(15_000);
    const { res, body } = await graphqlPost(
      user,
      'mutation { a: updateUserStatus(input: { statusText: "x" }) { __typename } }',
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('45');
    expect(headersOf(res)).toEqual({ limit: '5', remaining: '0', reset: String(t0 + 60) });
    expect(body.data ?? null).toBeNull();
    // The refusal names the limit it hit, as the endpoint's other limits do.
    expect(body.errors).toEqual([
      {
        message: `${MSG} (limit apiByUser: 5 requests per 60 seconds).`,
        extensions: {
          code: 'RATE_LIMIT_HIT',
          status: 429,
          'retry-after': 45,
          retryAfter: 45,
          limit: 'apiByUser',
          maximum: 5,
          windowSeconds: 60,
        },
      },
    ]);
    // REST and GraphQL draw on one budget.
    expect((await w.ts.client(user).get('/users/me')).status).toBe(429);
  });

  test('over HTTP without credentials an operation counts against the address', async () => {
    const t0 = freshMinute();
    const { res } = await graphqlPost(undefined, '{ __typename }');
    expect(headersOf(res)).toEqual({ limit: '3', remaining: '2', reset: String(t0 + 60) });
  });

  test('over graphql-ws each subscribe message counts once', async () => {
    freshMinute();
    const user = w.realm.users.zoe;
    const client = createClient({
      url: `${w.ts.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { email: user.email, apiKey: user.apiKey },
      retryAttempts: 0,
    });
    const answer = (query: string) =>
      new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
        client.subscribe(
          { query },
          {
            next: (v) => resolve(v as { data?: unknown }),
            error: (e) => resolve({ errors: e }),
            complete: () => undefined,
          },
        );
      });
    try {
      for (let i = 0; i < 4; i++)
        expect(await answer('{ a: me { userId } b: me { userId } }')).toEqual({
          data: { a: { userId: user.id }, b: { userId: user.id } },
        });
      // The same user's REST request takes the fifth.
      expect(headersOf(await w.ts.client(user).get('/users/me')).remaining).toBe('0');
      expect(await answer('{ me { userId } }')).toEqual({
        errors: [
          {
            message: `${MSG} (limit apiByUser: 5 requests per 60 seconds).`,
            extensions: {
              code: 'RATE_LIMIT_HIT',
              status: 429,
              'retry-after': 60,
              retryAfter: 60,
              limit: 'apiByUser',
              maximum: 5,
              windowSeconds: 60,
            },
          },
        ],
      });
    } finally {
      await client.dispose();
    }
  });
});

test('RATE_LIMITS=off (the shared test server’s setting) counts nothing and sends no header', async () => {
  const off = await startWorld();
  try {
    for (let i = 0; i < 101; i++) expect((await off.as().get('/server_settings')).status).toBe(200);
    expect((await off.as().get('/server_settings')).headers.get('x-ratelimit-limit')).toBeNull();
  } finally {
    await off.close();
  }
});

describe('Redis', () => {
  const uniquePrefix = () => `zircon-test:${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2)}`;

  test('two servers on one Redis share one budget per user', async () => {
    const env = { RATE_LIMITS_REDIS_URL: redisUrl(), RATE_LIMITS_KEY_PREFIX: uniquePrefix() };
    const a = await startWorld(limited(env));
    const b = await startWorld(limited(env));
    try {
      // Fresh databases seeded alike give the same ids, so both servers count the same user.
      expect(b.user('hamlet').id).toBe(a.user('hamlet').id);
      const t0 = freshMinute(a.ts);
      b.ts.clock.set(a.ts.clock.now());
      for (let i = 0; i < 3; i++) expect((await a.as('hamlet').get('/users/me')).status).toBe(200);
      const r = await b.as('hamlet').get('/users/me');
      expect(headersOf(r)).toEqual({ limit: '5', remaining: '1', reset: String(t0 + 60) });
      expect((await a.as('hamlet').get('/users/me')).status).toBe(200);
      expectRefused(await b.as('hamlet').get('/users/me'), 60, 5, t0 + 60);
      expectRefused(await a.as('hamlet').get('/users/me'), 60, 5, t0 + 60);
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('Redis unreachable: counted in memory, never an error, and logged once', async () => {
    const lines: string[] = [];
    const down = await startWorld(
      limited(
        { RATE_LIMITS_REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMITS_KEY_PREFIX: uniquePrefix(), LOG_LEVEL: 'warn' },
        { logStream: { write: (line) => lines.push(line) } },
      ),
    );
    try {
      const t0 = freshMinute(down.ts);
      for (let left = 4; left >= 0; left--) {
        const ok = await down.as('hamlet').get('/users/me');
        expect(ok.status).toBe(200);
        expect(headersOf(ok)).toEqual({ limit: '5', remaining: String(left), reset: String(t0 + 60) });
      }
      expectRefused(await down.as('hamlet').get('/users/me'), 60, 5, t0 + 60);
      const warnings = lines.filter((l) => l.includes('Redis unreachable'));
      expect(warnings).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});

describe('rules', () => {
  test("Zulip's defaults: 200 a minute per user, 100 a minute per address; overrides in Zulip's seconds:requests form", () => {
    const base = { DATA_DIR: '/nonexistent' };
    expect(loadConfig(base).rateLimits).toEqual({
      enabled: true,
      apiByUser: [{ windowSeconds: 60, maxCalls: 200 }],
      apiByIp: [{ windowSeconds: 60, maxCalls: 100 }],
      keyPrefix: 'zircon:ratelimit',
    });
    expect(loadConfig({ ...base, REDIS_URL: 'redis://r:6379' }).rateLimits.redisUrl).toBe('redis://r:6379');
    expect(
      loadConfig({ ...base, REDIS_URL: 'redis://r:6379', RATE_LIMITS_REDIS_URL: 'redis://l:6379' }).rateLimits.redisUrl,
    ).toBe('redis://l:6379');
    expect(loadConfig({ ...base, RATE_LIMITS_API_BY_USER: '3600:2000, 60:200' }).rateLimits.apiByUser).toEqual([
      { windowSeconds: 60, maxCalls: 200 },
      { windowSeconds: 3600, maxCalls: 2000 },
    ]);
    expect(loadConfig({ ...base, RATE_LIMITS: 'off' }).rateLimits.enabled).toBe(false);
    for (const bad of ['', '60', '60:0', '0:5', '60:5,', 'a:b', '60:5:1']) {
      expect(() => loadConfig({ ...base, RATE_LIMITS_API_BY_IP: bad === '' ? ' ' : bad })).toThrow(
        /^RATE_LIMITS_API_BY_IP: /,
      );
    }
    expect(() => loadConfig({ ...base, RATE_LIMITS: 'maybe' })).toThrow();
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  test('with several rules the headers describe the longest one; the first rule broken says how long to wait', async () => {
    const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
    const t0 = clock.now().getTime() / 1000;
    const limiter = await createApiRateLimiter({
      rules: {
        apiByUser: [
          { windowSeconds: 60, maxCalls: 3 },
          { windowSeconds: 3600, maxCalls: 5 },
        ],
        apiByIp: [],
      },
      clock,
      keyPrefix: 'unit',
    });
    const user = { kind: 'user', userId: 7 } as const;
    for (let left = 4; left >= 2; left--)
      expect(await limiter.hit(user)).toEqual({
        limit: 5,
        windowSeconds: 3600,
        remaining: left,
        resetAt: t0 + 3600,
        retryAfterSeconds: null,
      });
    clock.advance(10_000);
    expect(await limiter.hit(user)).toEqual({
      limit: 5,
      windowSeconds: 3600,
      remaining: 0,
      resetAt: t0 + 60,
      retryAfterSeconds: 50,
    });
    // The refused request was not recorded: two of the hour's five are left. Reset is when the
    // hour's log is empty again, an hour after the newest request (Zulip's header).
    clock.advance(50_000);
    expect(await limiter.hit(user)).toEqual({
      limit: 5,
      windowSeconds: 3600,
      remaining: 1,
      resetAt: t0 + 3660,
      retryAfterSeconds: null,
    });
    expect(await limiter.hit(user)).toEqual({
      limit: 5,
      windowSeconds: 3600,
      remaining: 0,
      resetAt: t0 + 3660,
      retryAfterSeconds: null,
    });
    expect(await limiter.hit(user)).toEqual({
      limit: 5,
      windowSeconds: 3600,
      remaining: 0,
      resetAt: t0 + 3600,
      retryAfterSeconds: 3540,
    });
    expect(await limiter.hit({ kind: 'user', userId: 8 })).toMatchObject({ remaining: 4, retryAfterSeconds: null });
    expect(await limiter.hit({ kind: 'ip', ip: '::1' })).toBeNull();
    await limiter.close();
  });

  test('windows slide: 440 requests in two seconds across a minute boundary let 200 through, not two budgets', async () => {
    const clock = new ManualClock(new Date('2026-11-22T12:00:59Z'));
    const limiter = await createApiRateLimiter({
      rules: { apiByUser: [{ windowSeconds: 60, maxCalls: 200 }], apiByIp: [] },
      clock,
      keyPrefix: 'unit',
    });
    const user = { kind: 'user', userId: 7 } as const;
    let passed = 0;
    for (let i = 0; i < 440; i++) {
      // Every 4.5 ms from 12:00:59.000 to 12:01:00.975: the boundary falls in the middle.
      clock.set(new Date(Date.parse('2026-11-22T12:00:59Z') + Math.floor(i * 4.5)));
      if ((await limiter.hit(user))?.retryAfterSeconds === null) passed++;
    }
    expect(passed).toBe(200);
    // The budget comes back one request at a time, a minute after each was made.
    clock.set(new Date(Date.parse('2026-11-22T12:01:59Z')));
    expect(await limiter.hit(user)).toEqual({
      limit: 200,
      windowSeconds: 60,
      remaining: 0,
      resetAt: Date.parse('2026-11-22T12:02:59Z') / 1000,
      retryAfterSeconds: null,
    });
    expect((await limiter.hit(user))?.retryAfterSeconds).toBe(0.004);
    await limiter.close();
  });
});
