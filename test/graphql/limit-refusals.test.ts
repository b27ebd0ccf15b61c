import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { SCHEMA_FILE_NAME } from '../../scripts/schema-sdl.ts';
import { FIELD_WEIGHTS, SHORT_LISTS } from '../../src/graphql-server/cost.ts';
import { useWorld } from '../support/world.ts';
import { useWsClients } from './events.helpers.ts';

/*
 * Each limit of the endpoint refuses with a message that names it and its
 * value, and with `extensions` a client can act on (code QUERY_TOO_COMPLEX,
 * `limit`, `maximum`), over HTTP and graphql-ws alike; and only that error,
 * not graphql-js's generic "Validation aborted." after it.
 */
const w = useWorld();
const ws = useWsClients(w);
const schema = buildSchema(readFileSync(path.join(__dirname, '../..', SCHEMA_FILE_NAME), 'utf8'));

const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const fetchApiKey = (alias: string) =>
  `${alias}: fetchApiKey(input: { username: "x@y.z", password: "p" }) { __typename }`;

const REFUSALS: Array<[string, string, string, number, string]> = [
  ['5,001 tokens', `{ me { ${'id '.repeat(5_001)} } }`, 'maxTokens', 5_000, 'The document is too long'],
  [
    'a document of 2,500 fields',
    `{ me { ${'id '.repeat(2_500)} } }`,
    'maxFields',
    500,
    'The document selects 2501 fields',
  ],
  [
    '13 levels',
    `{ messages(anchor: "newest", numBefore: 1) { messages { ${'reactions { user { '.repeat(6)} userId ${'} } '.repeat(6)} } } }`,
    'maxDepth',
    12,
    'The operation nests its selections too deep: 15',
  ],
  ['16 aliases', aliased(16, 'me { id }'), 'maxAliases', 15, 'The operation uses too many aliases: 16'],
  [
    '21 directives',
    `{ me ${'@include(if: true) '.repeat(21)} { id } }`,
    'maxDirectives',
    20,
    'The operation uses too many directives: 21',
  ],
  [
    'a structural cost of 15,000',
    `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: messagesConnection(first: 100) { edges { node { sender { userId fullName email } reactions { emojiName } } } }`).join(' ')} }`,
    'maxStructuralCost',
    15_000,
    'The operation selects too much (structural cost): ',
  ],
  [
    '5,001 messages over two fields',
    '{ a: messages(anchor: "newest", numBefore: 3000) { foundNewest } b: messages(anchor: "newest", numBefore: 2000) { foundNewest } }',
    'maxMessages',
    5_000,
    'The operation asks for 5002 messages',
  ],
  [
    '15 aliased bootstraps',
    aliased(15, 'bootstrap { eventsCursor }'),
    'maxWeight',
    10_000,
    'The operation asks for too much at once: it weighs 15000',
  ],
  [
    'three password checks',
    `mutation { ${['a', 'b', 'c'].map(fetchApiKey).join(' ')} }`,
    'maxWeight',
    10_000,
    'The operation asks for too much at once: it weighs 15000',
  ],
  [
    'lists inside lists',
    '{ userGroups { subgroups { members { userId } } } }',
    'maxObjects',
    100_000,
    "The operation's nested lists multiply to about 1010100 objects",
  ],
];

interface Answer {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

const expectRefusal = (r: Answer, limit: string, maximum: number, start: string) => {
  expect(r.data ?? null).toBeNull();
  expect(r.errors).toHaveLength(1);
  const [e] = r.errors!;
  expect(e.message.startsWith(start) ? start : e.message).toBe(start);
  expect(e.message).toContain(`(limit ${limit}: ${maximum}).`);
  expect(e.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit, maximum });
};

test.each(REFUSALS)('%s: refused, naming the limit', async (_name, query, limit, maximum, start) => {
  expectRefusal(await w.as('hamlet').graphql(query), limit, maximum, start);
});

test('over graphql-ws, the same refusals', async () => {
  const client = ws.connect('hamlet');
  for (const [, query, limit, maximum, start] of REFUSALS) {
    const answer = await ws.subscribe(client, query).next();
    expectRefusal(answer as Answer, limit, maximum, start);
  }
});

test('what a UI sends passes: two full bootstraps, 499 fields', async () => {
  for (const query of [
    aliased(2, 'bootstrap { users { userId } subscriptions { channel { channelId } } }'),
    `{ me { ${'id '.repeat(499)} } }`,
  ]) {
    expect([query.slice(0, 40), (await w.as('hamlet').graphql(query)).errors]).toEqual([query.slice(0, 40), undefined]);
  }
});

test('every field the weight and list-length tables name exists in the schema', () => {
  const missing = [...Object.keys(FIELD_WEIGHTS), ...Object.keys(SHORT_LISTS)].filter((key) => {
    const [type, field] = key.split('.');
    const t = schema.getType(type);
    return !(isObjectType(t) && field in t.getFields());
  });
  expect(missing).toEqual([]);
});

test('over graphql-ws, the 51st operation running on one connection is refused, naming the limit', async () => {
  const client = ws.connect('hamlet');
  const opened = () => w.ts.server.streams.opened;
  const before = opened();
  const live = Array.from({ length: 50 }, () => ws.subscribe(client, 'subscription { drafts { __typename } }'));
  while (opened() < before + 50) await new Promise<void>((r) => setImmediate(r));
  expectRefusal(
    (await ws.subscribe(client, '{ me { userId } }').next()) as Answer,
    'operationsPerConnection',
    50,
    '50 operations are already running on this connection',
  );
  for (const s of live) s.dispose();
});
