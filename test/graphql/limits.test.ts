import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, getNullableType, isListType, isObjectType, type GraphQLObjectType } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { SCHEMA_FILE_NAME } from '../../scripts/schema-sdl.ts';
import { assumedLength, MAX_OBJECTS } from '../../src/graphql-server/cost.ts';
import { useWorld } from '../support/world.ts';

/*
 * The public endpoint's limits: one operation may not cost the server much
 * more than one REST request. Each refusal is a GraphQL error with a code,
 * over HTTP and over graphql-ws alike.
 */
const w = useWorld();

const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

const codes = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  (r.errors ?? []).map((e) => e.extensions?.code);

test.each([
  ['16 aliases', aliased(16, 'me { id }')],
  [
    'a selection 13 levels deep',
    `{ ${'me { id } '.repeat(1)} messages(anchor: "newest", numBefore: 1, numAfter: 0) { messages { ${'reactions { user { '.repeat(6)} userId ${'} } '.repeat(6)} } } }`,
  ],
  [
    '5,001 messages over two aliases',
    '{ a: messages(anchor: "newest", numBefore: 3000, numAfter: 0) { foundNewest } b: messages(anchor: "newest", numBefore: 2001, numAfter: 0) { foundNewest } }',
  ],
  [
    'six organization-wide lists',
    '{ a: channels { id } b: channels { id } c: users { id } d: users { id } e: subscriptions { color } f: channels { id } }',
  ],
  ['21 directives', `{ me ${'@include(if: true) '.repeat(21)} { id } }`],
  [
    'three password checks',
    '{ __typename }'.replace(
      '{ __typename }',
      'mutation { a: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename } b: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename } c: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename } }',
    ),
  ],
])('%s: refused with QUERY_TOO_COMPLEX', async (_name, query) => {
  const r = await w.as('hamlet').graphql(query);
  expect(r.data ?? null).toBeNull();
  expect(codes(r)).toContain('QUERY_TOO_COMPLEX');
});

/** Security issue 33: 22 MB and 10–12 s of the server's time, once past every limit but the nested-list cost. */
const ISSUE_33 = aliased(15, 'bootstrap { subscriptions { channel { subscribers { id userId fullName email } } } }');

describe('lists inside lists: the cost multiplies through them', () => {
  test.each([
    ["security issue 33's query", ISSUE_33],
    [
      "15 lists of one's bots with their services (the root field weighs 1)",
      aliased(15, 'bots { services { __typename } }'),
    ],
    ['three levels of organization-wide lists', '{ userGroups { subgroups { members { userId } } } }'],
  ])('%s: refused before it runs', async (_name, query) => {
    const r = await w.as('hamlet').graphql(query);
    expect(r.data ?? null).toBeNull();
    expect(codes(r)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  test('the refusal says why', async () => {
    const r = await w.as('hamlet').graphql(aliased(15, 'bots { services { __typename } }'));
    expect(r.errors?.[0].message).toBe(
      "The operation's nested lists multiply to about 151500 objects (a list without a length argument counts as 100 items); ask for fewer lists inside lists, or split it (limit maxObjects: 100000).",
    );
  });

  test("a page's size in a variable multiplies what each message holds", async () => {
    const page =
      'query ($n: Int) { messagesConnection(last: $n) { edges { node { sender { userId } recipients { userId } reactions { user { userId } } } } } }';
    expect(codes(await w.as('hamlet').graphql(page, { n: 5000 }))).toEqual(['QUERY_TOO_COMPLEX']);
    expect((await w.as('hamlet').graphql(page, { n: 50 })).errors).toBeUndefined();
  });

  test('what a UI asks for passes: one nested list, two bootstraps, a bootstrap with the organization', async () => {
    for (const query of [
      '{ subscriptions { channel { subscribers { userId } } } }',
      aliased(2, 'bootstrap { users { userId } subscriptions { channel { channelId } } }'),
      '{ bootstrap { eventsCursor } channels { channelId } users { userId } }',
    ]) {
      expect([query, (await w.as('hamlet').graphql(query)).errors]).toEqual([query, undefined]);
    }
  });
});

/*
 * The nested-list class swept over the schema: from every root query field,
 * the first chain of lists inside lists (through objects, without required
 * arguments) that reaches 10,000 items as the cost counts lists of unknown
 * length. Asked for once it passes the limits; 15 times over (the issue's
 * shape) it is refused before it runs, whichever root field it starts from.
 */
const schema = buildSchema(readFileSync(path.join(__dirname, '../..', SCHEMA_FILE_NAME), 'utf8'));

function nestedListChain(
  type: GraphQLObjectType,
  items: number,
  depth: number,
  seen: ReadonlySet<string>,
): string | null {
  if (items >= 10_000) return '__typename';
  if (depth === 0) return null;
  for (const field of Object.values(type.getFields())) {
    const inner = getNamedType(field.type);
    if (
      !isObjectType(inner) ||
      seen.has(inner.name) ||
      field.args.some((a) => a.type.toString().endsWith('!') && a.defaultValue === undefined)
    )
      continue;
    const n = isListType(getNullableType(field.type)) ? items * assumedLength(type.name, field.name) : items;
    const below = nestedListChain(inner, n, depth - 1, new Set([...seen, inner.name]));
    if (below) return `${field.name} { ${below} }`;
  }
  return null;
}

const SWEEP = Object.values(schema.getQueryType()!.getFields())
  .filter(
    (f) =>
      !f.args.some((a) => a.type.toString().endsWith('!')) &&
      isListType(getNullableType(f.type)) &&
      isObjectType(getNamedType(f.type)),
  )
  .flatMap((f) => {
    const chain = nestedListChain(getNamedType(f.type) as GraphQLObjectType, 100, 4, new Set());
    return chain ? [[f.name, `${f.name} { ${chain} }`] as const] : [];
  });

test('the sweep covers the organization-wide lists', () => {
  expect(SWEEP.map(([root]) => root)).toEqual(
    expect.arrayContaining(['channels', 'subscriptions', 'users', 'userGroups']),
  );
  expect(15 * 10_000).toBeGreaterThan(MAX_OBJECTS);
});

test.each(SWEEP)('nested lists from %s: once they pass, 15 times over they are refused', async (_root, field) => {
  const once = await w.as('iago').graphql(`{ ${field} }`);
  expect(codes(once)).not.toContain('QUERY_TOO_COMPLEX');
  expect(codes(once)).not.toContain('INTERNAL_SERVER_ERROR');
  const fifteen = await w.as('iago').graphql(aliased(15, field));
  expect(fifteen.data ?? null).toBeNull();
  expect(codes(fifteen)).toEqual(['QUERY_TOO_COMPLEX']);
});

test('a document of more than 5,000 tokens is not parsed', async () => {
  const r = await w.as('hamlet').graphql(`{ me { ${'id '.repeat(5_001)} } }`);
  expect(r.errors?.[0].message).toBe('The document is too long (limit maxTokens: 5000).');
});

test('within the limits: 15 aliases, 5,000 messages, two password checks', async () => {
  expect((await w.as('hamlet').graphql(aliased(15, 'me { id }'))).errors).toBeUndefined();
  const messages = await w
    .as('hamlet')
    .graphql('{ messages(anchor: "newest", numBefore: 4999, numAfter: 0) { foundNewest } }');
  expect(messages.errors).toBeUndefined();
  const logins = await w
    .as('hamlet')
    .graphql(
      'mutation { a: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename } b: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename } }',
    );
  expect(codes(logins)).not.toContain('QUERY_TOO_COMPLEX');
});

test.each([
  ['a NUL byte in a variable', { ids: [1], name: 'a\u0000b' }],
  ['a list of 10,001 items', { ids: new Array<number>(10_001).fill(1), name: 'x' }],
])('%s: refused with BAD_REQUEST before anything runs', async (_name, variables) => {
  const r = await w
    .as('hamlet')
    .graphql(
      'query($ids: [Int!], $name: String!) { users(userIds: $ids) { id } messagesConnection(first: 1, after: $name) { pageInfo { hasNextPage } } }',
      variables,
    );
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
  const firstAnswer = (
    client: ReturnType<typeof connectClient>,
    query: string,
    variables: Record<string, unknown> = {},
  ) =>
    new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
      client.subscribe(
        { query, variables },
        {
          next: (v) => resolve(v as { data?: unknown }),
          error: (e) => resolve({ errors: e }),
          complete: () => undefined,
        },
      );
    });

  test('the same limits and input checks apply', async () => {
    const client = connectClient();
    const tooMany = await firstAnswer(client, aliased(16, 'me { id }'));
    expect(codes(tooMany as { errors?: Array<{ extensions?: Record<string, unknown> }> })).toContain(
      'QUERY_TOO_COMPLEX',
    );
    const nested = await firstAnswer(client, ISSUE_33);
    expect(codes(nested as { errors?: Array<{ extensions?: Record<string, unknown> }> })).toEqual([
      'QUERY_TOO_COMPLEX',
    ]);
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
