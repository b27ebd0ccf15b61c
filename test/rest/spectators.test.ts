import type { ApiResponse, ParamValue } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { startWorld, useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/**
 * Logged-out "spectators" (Zulip's allow_anonymous_user_web views): on /json
 * only, in an organization with enable_spectator_access and a web-public
 * channel, they read web-public channels' messages and topics and get a
 * register state without a queue; nothing private ever shows.
 */
const w = useWorld();

const NOT_LOGGED_IN = {
  status: 401,
  msg: 'Not logged in: API authentication or user session required',
  code: 'UNAUTHORIZED',
};
const WEB_PUBLIC = { operator: 'channels', operand: 'web-public' };

const anonymous = (
  method: string,
  path: string,
  params: Record<string, ParamValue | undefined> = {},
  headers: Record<string, string> = {},
) => w.as().request(method, path, params, { prefix: '/json', headers });
const page = (narrow: unknown, extra: Record<string, ParamValue> = {}) =>
  anonymous('GET', '/messages', {
    anchor: 'newest',
    num_before: 100,
    num_after: 0,
    ...(narrow === undefined ? {} : { narrow: narrow as ParamValue }),
    ...extra,
  });
const idsOf = (r: ApiResponse): number[] => (r.body.messages as Array<{ id: number }>).map((m) => m.id);

let rome: number;
const sent: Record<string, number> = {};

beforeAll(async () => {
  rome = await w.createChannel('iago', 'Rome', { members: ['iago', 'hamlet'] });
  await w.createChannel('iago', 'secrets', { inviteOnly: true, members: ['iago', 'hamlet'] });
  sent.rome1 = await w.sendToChannel('hamlet', 'Rome', 'forum', 'friends, romans');
  sent.rome2 = await w.sendToChannel('iago', 'Rome', '✔ resolved', 'countrymen');
  sent.denmark = await w.sendToChannel('hamlet', 'Denmark', 'castle', 'public but not web-public');
  sent.secret = await w.sendToChannel('hamlet', 'secrets', 'plot', 'private channel');
  sent.dm = await w.sendDirect('hamlet', ['iago'], 'direct message');
});

describe('an organization that does not admit spectators', () => {
  test('every spectator endpoint answers "Not logged in", on /json with a Session challenge', async () => {
    const requests: Array<[string, string, Record<string, ParamValue>]> = [
      ['GET', '/messages', { anchor: 'newest', narrow: [WEB_PUBLIC] }],
      ['GET', `/messages/${sent.rome1}`, {}],
      ['POST', '/register', {}],
      // Zulip checks the narrow after admitting the spectator.
      ['POST', '/register', { narrow: [['nonsense', 'x']] }],
      ['GET', `/users/me/${rome}/topics`, {}],
    ];
    for (const [method, path, params] of requests) {
      const r = await anonymous(method, path, params);
      expect([path, errorOf(r)]).toEqual([path, NOT_LOGGED_IN]);
      expect(r.headers.get('www-authenticate')).toBe('Session realm="zulip"');
    }
  });

  test('a browser opening a /json or /api/v1 URL without a session is sent to the login page, path only', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const r = await anonymous('GET', '/messages', { anchor: 'newest', narrow: [WEB_PUBLIC] }, html);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/login/?next=%2Fjson%2Fmessages');
    const api = await w.as().request('GET', '/users/me', { x: 1 }, { headers: html });
    expect([api.status, api.headers.get('location')]).toEqual([302, '/login/?next=%2Fapi%2Fv1%2Fusers%2Fme']);
    // Django's request.path is decoded; urlencode re-encodes it as quote_plus does.
    const odd = await w.as().request('GET', "/users/a%20b!'(x)", {}, { headers: html, prefix: '/json' });
    expect([odd.status, odd.headers.get('location')]).toEqual([302, '/login/?next=%2Fjson%2Fusers%2Fa+b%21%27%28x%29']);
  });

  test('with the setting on but no web-public channel, messages and register still need a login', async () => {
    await w.setRealm({ enable_spectator_access: true });
    try {
      expect(errorOf(await page([WEB_PUBLIC]))).toEqual(NOT_LOGGED_IN);
      expect(errorOf(await anonymous('POST', '/register'))).toEqual(NOT_LOGGED_IN);
    } finally {
      await w.setRealm({ enable_spectator_access: false });
    }
  });
});

describe('an organization that admits spectators', () => {
  beforeAll(async () => {
    await w.setRealm({ enable_spectator_access: true });
    await w.sql(`UPDATE stream SET is_web_public = true WHERE id = $1`, [rome]);
  });
  afterAll(async () => {
    await w.sql(`UPDATE stream SET is_web_public = false WHERE id = $1`, [rome]);
    await w.setRealm({ enable_spectator_access: false });
  });

  test('GET /messages: which narrows a spectator may use, and Zulip’s answer for each', async () => {
    const romeIds = [sent.rome1, sent.rome2];
    const table: Array<[string, unknown, number[] | object]> = [
      ['no narrow', undefined, NOT_LOGGED_IN],
      ['empty narrow', [], NOT_LOGGED_IN],
      ['channels:web-public', [WEB_PUBLIC], romeIds],
      ['legacy streams:web-public as a pair', [['streams', 'web-public']], romeIds],
      ['negated channels:web-public', [{ ...WEB_PUBLIC, negated: true }], NOT_LOGGED_IN],
      ['channels:public', [{ operator: 'channels', operand: 'public' }], NOT_LOGGED_IN],
      ['with is:starred', [WEB_PUBLIC, { operator: 'is', operand: 'starred' }], NOT_LOGGED_IN],
      ['with is:dm', [WEB_PUBLIC, { operator: 'is', operand: 'dm' }], NOT_LOGGED_IN],
      ['with a dm term', [WEB_PUBLIC, { operator: 'dm', operand: [w.realm.users.iago.id] }], NOT_LOGGED_IN],
      ['with in:all', [WEB_PUBLIC, { operator: 'in', operand: 'all' }], NOT_LOGGED_IN],
      ['with in:home (dropped)', [WEB_PUBLIC, { operator: 'in', operand: 'home' }], romeIds],
      ['with is:resolved', [WEB_PUBLIC, { operator: 'is', operand: 'resolved' }], [sent.rome2]],
      [
        'with the web-public channel and a topic',
        [WEB_PUBLIC, { operator: 'channel', operand: 'Rome' }, { operator: 'topic', operand: 'FORUM' }],
        [sent.rome1],
      ],
      ['with a sender', [WEB_PUBLIC, { operator: 'sender', operand: w.realm.users.iago.id }], [sent.rome2]],
      ['with a search', [WEB_PUBLIC, { operator: 'search', operand: 'countrymen' }], [sent.rome2]],
      ['with an id', [WEB_PUBLIC, { operator: 'id', operand: sent.denmark }], []],
      [
        'a public channel',
        [WEB_PUBLIC, { operator: 'channel', operand: 'Denmark' }],
        {
          status: 400,
          code: 'BAD_NARROW',
          msg: 'Invalid narrow operator: unknown web-public channel Denmark',
          desc: 'unknown web-public channel Denmark',
        },
      ],
      [
        'a private channel',
        [WEB_PUBLIC, { operator: 'channel', operand: w.realm.channels.secrets }],
        {
          status: 400,
          code: 'BAD_NARROW',
          msg: `Invalid narrow operator: unknown web-public channel ${w.realm.channels.secrets}`,
          desc: `unknown web-public channel ${w.realm.channels.secrets}`,
        },
      ],
      [
        'a missing channel',
        [WEB_PUBLIC, { operator: 'channel', operand: 'nowhere' }],
        {
          status: 400,
          code: 'BAD_NARROW',
          msg: 'Invalid narrow operator: unknown channel nowhere',
          desc: 'unknown channel nowhere',
        },
      ],
      ['with: a web-public message', [WEB_PUBLIC, { operator: 'with', operand: sent.rome1 }], [sent.rome1]],
      [
        'with: a private message',
        [WEB_PUBLIC, { operator: 'with', operand: sent.secret }],
        {
          status: 400,
          code: 'BAD_NARROW',
          msg: "Invalid narrow operator: Invalid 'with' operator",
          desc: "Invalid 'with' operator",
        },
      ],
    ];
    for (const [name, narrow, expected] of table) {
      const r = await page(narrow);
      if (Array.isArray(expected)) {
        expect([name, r.status, idsOf(r)]).toEqual([name, 200, expected]);
        expect(expectMatchesOpenApi('GET', '/messages', 200, r.body)).toBe(true);
      } else {
        expect([name, errorOf(r)]).toEqual([name, expected]);
      }
    }
  });

  test('GET /messages: every message read, avatars spelled out, message_ids and first_unread as Zulip answers them', async () => {
    const r = await page([WEB_PUBLIC], { client_gravatar: true });
    const messages = r.body.messages as Array<{ flags: string[]; avatar_url: string | null }>;
    expect(messages.map((m) => m.flags)).toEqual([['read'], ['read']]);
    expect(messages.every((m) => typeof m.avatar_url === 'string')).toBe(true);
    const byIds = await anonymous('GET', '/messages', { message_ids: Object.values(sent), narrow: [WEB_PUBLIC] });
    expect(idsOf(byIds)).toEqual([sent.rome1, sent.rome2]);
    expect(expectMatchesOpenApi('GET', '/messages', 200, byIds.body)).toBe(true);
    // A spectator has no unread message: first_unread is past the newest.
    const first = await page([WEB_PUBLIC], { anchor: 'first_unread', num_before: 1 });
    expect([first.body.anchor, idsOf(first), first.body.found_newest]).toEqual([
      10_000_000_000_000_000,
      [sent.rome2],
      true,
    ]);
    // Parameter errors come before the login check, as in Zulip.
    expect(errorOf(await anonymous('GET', '/messages', { narrow: [] }))).toEqual(bad("Missing 'anchor' argument."));
    expect(errorOf(await page(undefined, { num_before: 6000 }))).toEqual(
      bad('Too many messages requested (maximum 5000).'),
    );
  });

  test('/api/v1 never serves spectators', async () => {
    const r = await w.as().get('/messages', { anchor: 'newest', narrow: [WEB_PUBLIC] });
    expect(errorOf(r)).toEqual(NOT_LOGGED_IN);
    expect(r.headers.get('www-authenticate')).toBe('Basic realm="zulip"');
    expect(errorOf(await w.as().post('/register'))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await w.as().get(`/messages/${sent.rome1}`))).toEqual(NOT_LOGGED_IN);
  });

  test('GET /messages/{id}: messages of web-public channels only; any other id reads as "Not logged in"', async () => {
    const ok = await anonymous('GET', `/messages/${sent.rome1}`);
    expect(ok.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/messages/{message_id}', 200, ok.body)).toBe(true);
    expect([(ok.body.message as { flags: string[] }).flags, ok.body.raw_content]).toEqual([
      ['read'],
      'friends, romans',
    ]);
    for (const id of [sent.denmark, sent.secret, sent.dm, 999_999, 99_999_999_999]) {
      expect([id, errorOf(await anonymous('GET', `/messages/${id}`))]).toEqual([id, NOT_LOGGED_IN]);
    }
    // With credentials the same URL is the user's, on /json as on /api/v1.
    const hamlet = await w.as('hamlet').request('GET', `/messages/${sent.dm}`, {}, { prefix: '/json' });
    expect(hamlet.status).toBe(200);
  });

  test('topics of web-public channels only', async () => {
    const r = await anonymous('GET', `/users/me/${rome}/topics`);
    expect(r.status).toBe(200);
    expect((r.body.topics as Array<{ name: string }>).map((t) => t.name)).toEqual(['✔ resolved', 'forum']);
    for (const id of [w.realm.channels.Denmark, w.realm.channels.secrets, 999_999]) {
      expect(errorOf(await anonymous('GET', `/users/me/${id}/topics`))).toEqual(bad('Invalid channel ID'));
    }
  });

  test('POST /register: no queue, the web-public channels as subscriptions, nobody’s private data', async () => {
    const r = await anonymous('POST', '/register');
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/register', 200, r.body)).toBe(true);
    const b = r.body as Record<string, any>;
    expect(b.queue_id).toBeNull();
    expect('last_event_id' in b).toBe(false);
    expect('streams' in b).toBe(false);
    expect(b.subscriptions.map((s: { name: string }) => s.name)).toEqual(['Rome']);
    expect(b.subscriptions[0]).toMatchObject({
      color: '#76ce90',
      is_muted: false,
      pin_to_top: false,
      in_home_view: true,
    });
    expect([b.unsubscribed, b.never_subscribed]).toEqual([[], []]);
    expect([b.user_id, b.email, b.full_name, b.is_guest, b.is_admin]).toEqual([
      0,
      'username@example.com',
      'Anonymous User',
      true,
      false,
    ]);
    expect([b.presences, b.user_status, b.custom_profile_fields, b.drafts, b.realm_bots, b.starred_messages]).toEqual([
      {},
      {},
      [],
      [],
      [],
      [],
    ]);
    expect([b.max_message_id, b.unread_msgs.count, b.recent_private_conversations]).toEqual([-1, 0, []]);
    expect(b.user_settings.web_home_view).toBe('recent_topics');
    const users = b.realm_users as Array<Record<string, unknown>>;
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((u) => u.delivery_email === null && !('profile_data' in u))).toBe(true);
    // Zulip's format_user_row without an acting user: no timezone, the join date to the day.
    expect(users.filter((u) => 'timezone' in u || !/^\d{4}-\d{2}-\d{2}$/.test(String(u.date_joined)))).toEqual([]);
    const member = (await w.as('othello').post('/register', { fetch_event_types: ['realm_user'] })).body
      .realm_users as Array<Record<string, unknown>>;
    const hamletSeen = member.find((u) => u.user_id === w.realm.users.hamlet.id);
    expect(hamletSeen).toMatchObject({
      timezone: expect.any(String),
      date_joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\+00:00$/),
    });
    expect(users.find((u) => u.user_id === w.realm.users.hamlet.id)?.date_joined).toBe(
      String(hamletSeen?.date_joined).slice(0, 10),
    );
    // Fields that would reveal user-only data must stay off.
    expect(errorOf(await anonymous('POST', '/register', { client_gravatar: true }))).toEqual(
      bad("Invalid 'client_gravatar' parameter for anonymous request"),
    );
    for (const v of ['true', 'partial']) {
      expect(errorOf(await anonymous('POST', '/register', { include_subscribers: v }))).toEqual(
        bad("Invalid 'include_subscribers' parameter for anonymous request"),
      );
    }
    // Wrong twice: the anonymous-request checks come before the narrow's (do_events_register).
    const badNarrow = [['nonsense', 'x']];
    expect(errorOf(await anonymous('POST', '/register', { client_gravatar: true, narrow: badNarrow }))).toEqual(
      bad("Invalid 'client_gravatar' parameter for anonymous request"),
    );
    expect(errorOf(await anonymous('POST', '/register', { include_subscribers: 'true', narrow: badNarrow }))).toEqual(
      bad("Invalid 'include_subscribers' parameter for anonymous request"),
    );
    expect(errorOf(await anonymous('POST', '/register', { narrow: badNarrow }))).toEqual(
      bad('Operator nonsense not supported.'),
    );
    const minimal = await anonymous('POST', '/register', { event_types: [], client_gravatar: false });
    expect(minimal.body).toEqual({
      result: 'success',
      msg: '',
      queue_id: null,
      zulip_version: b.zulip_version,
      zulip_feature_level: b.zulip_feature_level,
      zulip_merge_base: b.zulip_merge_base,
    });
  });

  test('nothing private leaks into what a spectator can fetch', async () => {
    const everything = JSON.stringify([
      (await page([WEB_PUBLIC])).body,
      (await anonymous('POST', '/register')).body,
      (await anonymous('GET', `/users/me/${rome}/topics`)).body,
    ]);
    for (const secret of [
      'public but not web-public',
      'private channel',
      'direct message',
      'castle',
      'plot',
      '"secrets"',
      '"Denmark"',
      w.realm.users.hamlet.apiKey,
    ]) {
      expect([secret, everything.includes(secret)]).toEqual([secret, false]);
    }
  });

  test('GraphQL: logged out, messages and message read web-public channels by the same rules; broken credentials are an error', async () => {
    const query = `query ($narrow: [NarrowTermInput!], $id: Int!) {
      messages(anchor: "newest", numBefore: 10, narrow: $narrow) { messages { messageId flags sender { fullName timezone dateJoined } } }
      message(messageId: $id) { messageId topic }
    }`;
    const webPublic = [{ operator: 'channels', operand: 'web-public' }];
    const ok = await w.as().graphql(query, { narrow: webPublic, id: sent.rome1 });
    expect(ok.errors).toBeUndefined();
    expect(
      ok.data?.messages.messages.map((m: { messageId: number; flags: string[] }) => [m.messageId, m.flags]),
    ).toEqual([
      [sent.rome1, ['READ']],
      [sent.rome2, ['READ']],
    ]);
    expect(ok.data?.message).toEqual({ messageId: sent.rome1, topic: 'forum' });
    // As in register: no timezone, the join date to the day.
    const senders = ok.data?.messages.messages.map((m: { sender: Record<string, unknown> }) => m.sender);
    expect(
      senders.filter(
        (s: Record<string, unknown>) =>
          s.timezone !== null || !/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(String(s.dateJoined)),
      ),
    ).toEqual([]);
    const signedIn = await w.as('othello').graphql(query, { narrow: webPublic, id: sent.rome1 });
    expect(signedIn.data?.messages.messages[0].sender).toMatchObject({
      timezone: expect.any(String),
      dateJoined: expect.stringContaining('T'),
    });
    // Without channels:web-public, or for a message elsewhere: Zulip's "Not logged in".
    const refused = await w.as().graphql(query, { narrow: [], id: sent.dm });
    expect(refused.data).toEqual({ messages: null, message: null });
    expect(refused.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      [NOT_LOGGED_IN.msg, 'UNAUTHORIZED'],
      [NOT_LOGGED_IN.msg, 'UNAUTHORIZED'],
    ]);
    const wrongKey = await w.ts
      .client({ email: w.realm.users.hamlet.email, apiKey: 'wrong' })
      .graphql(query, { narrow: webPublic, id: sent.rome1 });
    expect(wrongKey.data).toEqual({ messages: null, message: null });
    expect(
      wrongKey.errors?.every((e) => e.extensions?.code !== undefined && e.extensions.code !== 'INTERNAL_SERVER_ERROR'),
    ).toBe(true);
  });

  test('hostile input to every spectator endpoint: Zulip-shaped JSON, never a 500', async () => {
    const values: ParamValue[] = [
      '',
      'null',
      '[',
      '{}',
      '[[]]',
      '\u0000',
      '99999999999',
      '-1',
      'x'.repeat(5000),
      '[{"operator":"channels","operand":{}}]',
      [WEB_PUBLIC, { operator: 'channel', operand: '\u0000' }],
      [WEB_PUBLIC, { operator: 'sender', operand: 99_999_999_999 }],
      [WEB_PUBLIC, { operator: 'with', operand: '9'.repeat(30) }],
      [WEB_PUBLIC, { operator: 'search', operand: '\u0000' }],
      [WEB_PUBLIC, { operator: 'topic', operand: 'a\u0000' }],
      [WEB_PUBLIC, { operator: 'id', operand: 2_147_483_648 }],
    ];
    const names = [
      'anchor',
      'narrow',
      'num_before',
      'num_after',
      'message_ids',
      'client_gravatar',
      'apply_markdown',
      'event_types',
      'fetch_event_types',
      'client_capabilities',
      'include_subscribers',
      'allow_empty_topic_name',
    ];
    const targets: Array<[string, string]> = [
      ['GET', '/messages'],
      ['GET', `/messages/${sent.rome1}`],
      ['GET', '/messages/99999999999'],
      ['POST', '/register'],
      ['GET', `/users/me/${rome}/topics`],
      ['GET', '/users/me/99999999999/topics'],
    ];
    const failures: string[] = [];
    for (const [method, path] of targets) {
      for (const name of names) {
        for (const value of values) {
          const r = await anonymous(method, path, { anchor: 'newest', narrow: [WEB_PUBLIC], [name]: value });
          if (r.status >= 500 || !['success', 'error'].includes(String(r.body.result)))
            failures.push(`${method} ${path} ${name}=${JSON.stringify(value).slice(0, 60)} → ${r.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('per IP address rate limit', () => {
  test('spectators share their address’s budget (Zulip’s api_by_ip): over it, 429 RATE_LIMIT_HIT', async () => {
    const w = await startWorld({
      rateLimits: true,
      env: { RATE_LIMITS_API_BY_USER: '60:50', RATE_LIMITS_API_BY_IP: '60:3' },
    });
    try {
      const start = Date.UTC(2026, 10, 26, 12, 0, 0);
      w.ts.clock.set(new Date(start));
      expect((await w.as('desdemona').patch('/realm', { enable_spectator_access: true })).status).toBe(200);
      await w.sql(`UPDATE stream SET is_web_public = true WHERE id = $1`, [w.realm.channels.Denmark]);
      const spectator = () =>
        w.as().request('GET', '/messages', { anchor: 'newest', narrow: [WEB_PUBLIC] }, { prefix: '/json' });
      for (let left = 2; left >= 0; left--) {
        const r = await spectator();
        expect([r.status, r.headers.get('x-ratelimit-remaining')]).toEqual([200, String(left)]);
      }
      const refused = await spectator();
      expect(errorOf(refused)).toEqual({
        status: 429,
        code: 'RATE_LIMIT_HIT',
        msg: 'API usage exceeded rate limit; see https://zulip.com/api/http-headers#rate-limiting-response-headers',
        'retry-after': 60,
      });
      expect(refused.headers.get('retry-after')).toBe('60');
      // The same address's other anonymous requests share the budget; users keep theirs.
      expect((await w.as().request('POST', '/register', {}, { prefix: '/json' })).status).toBe(429);
      expect((await w.as('hamlet').get('/messages', { anchor: 'newest', narrow: [WEB_PUBLIC] })).status).toBe(200);
      // A new window, a new budget.
      w.ts.clock.set(new Date(start + 60_000));
      expect((await spectator()).status).toBe(200);
    } finally {
      await w.close();
    }
  });
});
