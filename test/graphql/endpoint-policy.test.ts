import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { DemoRealm, TestServer } from '../support/server.ts';
import { startWorld, useWorld } from '../support/world.ts';

/*
 * What an operator chooses for the public endpoint: which browser origins may
 * call it, whether only an allow-list of operations runs, whether validation
 * errors suggest field names; and the per-connection cap on operations.
 */

const ME = '{ me { fullName } }';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const wsClient = (ts: TestServer, realm: DemoRealm | null): Client =>
  createClient({
    url: `${ts.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: realm ? { email: realm.users.hamlet.email, apiKey: realm.users.hamlet.apiKey } : {},
    retryAttempts: 0,
  });

const firstAnswer = (client: Client, payload: { query: string; extensions?: Record<string, unknown> }) =>
  new Promise<{ data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>(
    (resolve) => {
      client.subscribe(payload, {
        next: (v) => resolve(v as { data?: unknown }),
        error: (e) => resolve({ errors: e as Array<{ message: string; extensions?: Record<string, unknown> }> }),
        complete: () => undefined,
      });
    },
  );

const preflight = (ts: TestServer, origin: string) =>
  fetch(`${ts.url}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

/** Whether a misspelt field is answered with "Did you mean …?", over HTTP and WebSockets, with and without credentials. */
const suggestions = async ({ ts, realm }: { ts: TestServer; realm: DemoRealm }) => {
  const answers = async (who: DemoRealm | null) => {
    const http = await ts.client(who ? who.users.hamlet : undefined).graphql('{ me { fulName } }');
    const ws = wsClient(ts, who);
    const viaWs = await firstAnswer(ws, { query: '{ me { fulName } }' });
    await ws.dispose();
    return [http, viaWs].map((r) => /Did you mean/.test(r.errors?.[0].message ?? ''));
  };
  return { withCredentials: await answers(realm), without: await answers(null) };
};

/** Whether `__schema` and `__type` are answered, over HTTP and WebSockets, with and without credentials (refusals carry UNAUTHORIZED). */
const introspection = async ({ ts, realm }: { ts: TestServer; realm: DemoRealm }) => {
  const queries = [
    '{ __schema { queryType { name } } }',
    '{ t: __type(name: "User") { name } }',
    'query { ...Q } fragment Q on Query { __schema { types { name } } }',
  ];
  const answers = async (who: DemoRealm | null) => {
    const ws = wsClient(ts, who);
    const out: string[] = [];
    for (const query of queries) {
      for (const r of [
        await ts.client(who ? who.users.hamlet : undefined).graphql(query),
        await firstAnswer(ws, { query }),
      ]) {
        out.push(r.data && !r.errors ? 'answered' : String(r.errors?.[0].extensions?.code));
      }
    }
    await ws.dispose();
    return [...new Set(out)];
  };
  return { withCredentials: await answers(realm), without: await answers(null) };
};

describe('the defaults', () => {
  const s = useWorld();

  test("CORS: no origin but the server's own", async () => {
    expect((await preflight(s.ts, 'https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a query is answered alike whatever the request carries besides it (an Origin, an Accept, extensions)', async () => {
    const client = s.as('hamlet');
    const queries = [
      [
        '{ me { fullName } messages(anchor: "newest", numBefore: 2, numAfter: 0) { messages { messageId sender { fullName } } } }',
        {},
      ],
      ['query M($id: Int!) { message(messageId: $id) { messageId } }', { id: 999_999_999 }],
      ['{ me { nope } }', {}],
    ] as const;
    const answer = async (query: string, variables: object, headers: Record<string, string>, extra: object) => {
      const r = await fetch(`${s.ts.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...client.authHeader(), ...headers },
        body: JSON.stringify({ query, variables, ...extra }),
      });
      return {
        status: r.status,
        type: r.headers.get('content-type'),
        cors: r.headers.get('access-control-allow-origin'),
        body: await r.json(),
      };
    };
    for (const [query, variables] of queries) {
      const plain = await answer(query, variables, {}, {});
      expect(await answer(query, variables, { origin: 'https://elsewhere.example' }, {})).toEqual(plain);
      expect(await answer(query, variables, { accept: 'application/json, text/plain' }, {})).toEqual(plain);
      expect(await answer(query, variables, {}, { extensions: {} })).toEqual(plain);
    }
  });

  test('production is the default: no field suggestions; introspection only with credentials (HTTP and WebSockets)', async () => {
    expect(await suggestions(s)).toEqual({ withCredentials: [false, false], without: [false, false] });
    expect(await introspection(s)).toEqual({ withCredentials: ['answered'], without: ['UNAUTHORIZED'] });
  });

  test('without credentials, __typename and public queries still work', async () => {
    const r = await s.ts.client().graphql('{ __typename serverSettings { realmName } }');
    expect(r).toEqual({ data: { __typename: 'Query', serverSettings: { realmName: expect.any(String) } } });
  });

  test('one WebSocket runs at most 50 operations at once', async () => {
    const ws = wsClient(s.ts, s.realm);
    const stops: Array<() => void> = [];
    const refusals: unknown[] = [];
    for (let i = 0; i < 50; i++) {
      stops.push(
        ws.subscribe(
          { query: 'subscription { events { __typename } }' },
          { next: () => undefined, error: (e) => refusals.push(e), complete: () => undefined },
        ),
      );
    }
    const extra = await firstAnswer(ws, { query: 'subscription { events { __typename } }' });
    expect(extra.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(refusals).toEqual([]);
    for (const stop of stops) stop();
    await ws.dispose();
  });

  test('graphql-ws connectionParams name Authorization in any letter case, like an HTTP header', async () => {
    const { ts, realm } = s;
    const basic = `Basic ${Buffer.from(`${realm.users.hamlet.email}:${realm.users.hamlet.apiKey}`).toString('base64')}`;
    for (const name of ['authorization', 'Authorization', 'AUTHORIZATION']) {
      const client = createClient({
        url: `${ts.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { [name]: basic },
        retryAttempts: 0,
      });
      try {
        expect([name, await firstAnswer(client, { query: '{ me { userId } }' })]).toEqual([
          name,
          { data: { me: { userId: realm.users.hamlet.id } } },
        ]);
      } finally {
        await client.dispose();
      }
    }
  });
});

describe('NODE_ENV=production with listed CORS origins', () => {
  const s = useWorld({
    env: { NODE_ENV: 'production', GRAPHQL_CORS_ORIGINS: 'https://chat.example, https://admin.example' },
  });

  test('CORS: listed origins with credentials, never a reflected wildcard', async () => {
    const allowed = await preflight(s.ts, 'https://chat.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://chat.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await preflight(s.ts, 'https://admin.example')).headers.get('access-control-allow-origin')).toBe(
      'https://admin.example',
    );
    for (const origin of ['https://elsewhere.example', 'null']) {
      expect((await preflight(s.ts, origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  test('field suggestions are not shown (HTTP and WebSockets)', async () => {
    expect(await suggestions(s)).toEqual({ withCredentials: [false, false], without: [false, false] });
  });
});

describe.each([
  ['ZIRCON_DEV=1', { ZIRCON_DEV: '1' }],
  ['NODE_ENV=development', { NODE_ENV: 'development' }],
])('development mode (%s)', (_name, env) => {
  const s = useWorld({ env });

  test('field suggestions and introspection for everyone (HTTP and WebSockets)', async () => {
    expect(await suggestions(s)).toEqual({ withCredentials: [true, true], without: [true, true] });
    expect(await introspection(s)).toEqual({ withCredentials: ['answered'], without: ['answered'] });
  });
});

describe('persisted operations', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zircon-persisted-'));
  const file = path.join(dir, 'operations.json');
  writeFileSync(file, JSON.stringify({ [sha256(ME)]: ME }));
  const s = useWorld({ env: { GRAPHQL_PERSISTED_OPERATIONS: file } });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('only the listed documents run, over HTTP and WebSockets', async () => {
    const { ts, realm } = s;
    const client = s.as('hamlet');
    const post = (body: Record<string, unknown>) =>
      fetch(`${ts.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...client.authHeader() },
        body: JSON.stringify(body),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> },
      }));
    const listed = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(ME) } } });
    expect(listed.body).toEqual({ data: { me: { fullName: 'King Hamlet' } } });
    const arbitrary = await post({ query: '{ me { email } }' });
    expect(arbitrary.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    const unknown = await post({
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ me { email } }') } },
    });
    expect(unknown.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const ws = wsClient(ts, realm);
    expect(
      await firstAnswer(ws, { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: sha256(ME) } } }),
    ).toEqual({ data: { me: { fullName: 'King Hamlet' } } });
    expect((await firstAnswer(ws, { query: '{ me { email } }' })).errors?.[0].extensions?.code).toBe(
      'PERSISTED_QUERY_ONLY',
    );
    await ws.dispose();
  });

  test('a file whose hash does not match its document stops the start', async () => {
    const bad = path.join(dir, 'mismatched.json');
    writeFileSync(bad, JSON.stringify({ [sha256('{ me { email } }')]: ME }));
    await expect(startWorld({ realm: 'empty', env: { GRAPHQL_PERSISTED_OPERATIONS: bad } })).rejects.toThrow(
      /is not the SHA-256 of its document/,
    );
  });
});
