import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useDemoWorld } from '../support/demo-world.ts';

/*
 * The public endpoint's limits: one operation may not cost the server much
 * more than one REST request. Each refusal is a GraphQL error with a code,
 * over HTTP and over graphql-ws alike.
 */
const w = useDemoWorld();

const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

const codes = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => (r.errors ?? []).map((e) => e.extensions?.code);

test.each([
  ['16 aliases', aliased(16, 'me { id }')],
  ['a selection 13 levels deep', `{ ${'me { id } '.repeat(1)} messages(anchor: "newest", numBefore: 1, numAfter: 0) { messages { ${'reactions { user { '.repeat(6)} userId ${'} } '.repeat(6)} } } }`],
  ['5,001 messages over two aliases', '{ a: messages(anchor: "newest", numBefore: 3000, numAfter: 0) { foundNewest } b: messages(anchor: "newest", numBefore: 2001, numAfter: 0) { foundNewest } }'],
  ['six organization-wide lists', '{ a: channels { id } b: channels { id } c: users { id } d: users { id } e: subscriptions { color } f: channels { id } }'],
  ['21 directives', `{ me ${'@include(if: true) '.repeat(21)} { id } }`],
  ['three password checks', '{ __typename }'.replace('{ __typename }', 'mutation { a: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename } b: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename } c: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename } }')],
])('%s: refused with QUERY_TOO_COMPLEX', async (_name, query) => {
  const r = await w.as('hamlet').graphql(query);
  expect(r.data ?? null).toBeNull();
  expect(codes(r)).toContain('QUERY_TOO_COMPLEX');
});

test('a document of more than 5,000 tokens is not parsed', async () => {
  const r = await w.as('hamlet').graphql(`{ me { ${'id '.repeat(5_001)} } }`);
  expect(r.errors?.[0].message).toMatch(/contains more tha[nt] 5000 tokens/);
});

test('within the limits: 15 aliases, 5,000 messages, two password checks', async () => {
  expect((await w.as('hamlet').graphql(aliased(15, 'me { id }'))).errors).toBeUndefined();
  const messages = await w.as('hamlet').graphql('{ messages(anchor: "newest", numBefore: 4999, numAfter: 0) { foundNewest } }');
  expect(messages.errors).toBeUndefined();
  const logins = await w.as('hamlet').graphql('mutation { a: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename } b: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename } }');
  expect(codes(logins)).not.toContain('QUERY_TOO_COMPLEX');
});

test.each([
  ['a NUL byte in a variable', { ids: [1], name: 'a\u0000b' }],
  ['a list of 10,001 items', { ids: new Array<number>(10_001).fill(1), name: 'x' }],
])('%s: refused with BAD_REQUEST before anything runs', async (_name, variables) => {
  const r = await w.as('hamlet').graphql('query($ids: [Int!], $name: String!) { users(userIds: $ids) { id } messagesConnection(first: 1, after: $name) { pageInfo { hasNextPage } } }', variables);
  expect(r.data ?? null).toBeNull();
  expect(codes(r)).toEqual(['BAD_REQUEST']);
});

describe('over graphql-ws', () => {
  const connectClient = () =>
    createClient({
      url: `${w.ts.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { email: w.realm.users.hamlet.email, apiKey: w.realm.users.hamlet.apiKey },
      retryAttempts: 0,
    });
  const firstAnswer = (client: ReturnType<typeof connectClient>, query: string, variables: Record<string, unknown> = {}) =>
    new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
      client.subscribe({ query, variables }, { next: (v) => resolve(v as { data?: unknown }), error: (e) => resolve({ errors: e }), complete: () => undefined });
    });

  test('the same limits and input checks apply', async () => {
    const client = connectClient();
    const tooMany = await firstAnswer(client, aliased(16, 'me { id }'));
    expect(codes(tooMany as { errors?: Array<{ extensions?: Record<string, unknown> }> })).toContain('QUERY_TOO_COMPLEX');
    const nul = await firstAnswer(client, 'query($n: String!) { channelByName(name: $n) { name } }', { n: '\u0000' });
    expect(codes(nul as { errors?: Array<{ extensions?: Record<string, unknown> }> })).toEqual(['BAD_REQUEST']);
    const ok = await firstAnswer(client, '{ me { userId } }');
    expect(ok).toEqual({ data: { me: { userId: w.realm.users.hamlet.id } } });
    await client.dispose();
  });

  test('a message over 1 MiB closes the socket with 1009 (message too big)', async () => {
    const ws = new WebSocket(`${w.ts.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(1024 * 1024 + 1) } }));
    expect(await closed).toBe(1009);
  });
});
