import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, execute, parse } from 'graphql';
import { SCHEMA_FILE_NAME } from '../../scripts/schema-sdl.ts';
import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';
import { narrowFilter } from '../../web/src/state/narrow-filter.ts';

/**
 * The typed narrow (`filter: [NarrowFilter!]`): each term finds what GET
 * /messages finds with the same narrow, negation, the `@oneOf` refusals,
 * the deprecated string operators beside it, and the same terms on the
 * other operations that narrow.
 */

const w = useWorld();
const ws = useWsClients(w);
const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.realm.users[user]).graphql(query, variables);

const PAGE = `
  query ($filter: [NarrowFilter!], $narrow: [NarrowTermInput!]) {
    messages(anchor: "newest", numBefore: 200, filter: $filter, narrow: $narrow) { messages { messageId } }
  }`;

type Wire = Record<string, any>;
const G: Record<string, string> = {};
let castle: number[];
let dm: number;

async function globalId(field: string, arg: string, value: number): Promise<string> {
  const r = await gql('hamlet', `query ($v: Int!) { ${field}(${arg}: $v) { id } }`, { v: value });
  expect(r.errors).toBeUndefined();
  return r.data?.[field].id as string;
}

beforeAll(async () => {
  castle = [];
  for (const [from, content] of [
    ['hamlet', 'the **filtered** castle'],
    ['othello', 'filtered https://example.com link'],
    ['hamlet', 'nothing filtered here'],
  ] as const)
    castle.push(await w.send(from, { type: 'stream', to: 'Denmark', topic: 'filters', content }));
  dm = await w.send('cordelia', { type: 'direct', to: JSON.stringify([w.realm.users.hamlet.id]), content: 'psst' });
  expect((await w.as('othello').post(`/messages/${castle[0]}/reactions`, { emoji_name: 'octopus' })).status).toBe(200);
  G.denmark = await globalId('channel', 'channelId', w.realm.channels.Denmark);
  G.othello = await globalId('user', 'userId', w.realm.users.othello.id);
  G.cordelia = await globalId('user', 'userId', w.realm.users.cordelia.id);
  G.castle1 = await globalId('message', 'messageId', castle[1]);
});

const ids = (r: { data?: Wire | null; errors?: unknown }) => {
  expect(r.errors).toBeUndefined();
  return (r.data?.messages.messages as Wire[]).map((m) => m.messageId as number);
};

async function restIds(narrow: Wire[]): Promise<number[]> {
  const r = await w
    .as('hamlet')
    .get('/messages', { anchor: 'newest', num_before: 200, narrow: JSON.stringify(narrow) });
  expect(r.status).toBe(200);
  return (r.body.messages as Wire[]).map((m) => m.id as number);
}

/** [case, typed terms, the REST narrow] — `$name` stands for a global id, `#name` for a Zulip id. */
const CASES: Array<[string, Wire[], Wire[]]> = [
  ['channel by global id', [{ channel: '$denmark' }], [{ operator: 'channel', operand: 'Denmark' }]],
  ['channel by Zulip id', [{ channelId: '#denmark' }], [{ operator: 'channel', operand: '#denmark' }]],
  ['channel by name', [{ channelName: 'Denmark' }], [{ operator: 'channel', operand: 'Denmark' }]],
  ['channels', [{ channels: 'PUBLIC' }], [{ operator: 'channels', operand: 'public' }]],
  [
    'topic',
    [{ channelName: 'Denmark' }, { topic: 'FILTERS' }],
    [
      { operator: 'channel', operand: 'Denmark' },
      { operator: 'topic', operand: 'FILTERS' },
    ],
  ],
  ['dm by global ids', [{ dm: ['$cordelia'] }], [{ operator: 'dm', operand: ['#cordelia'] }]],
  ['dm by Zulip ids', [{ dmIds: ['#cordelia'] }], [{ operator: 'dm', operand: ['#cordelia'] }]],
  ['dmIncluding', [{ dmIncluding: '$cordelia' }], [{ operator: 'dm-including', operand: '#cordelia' }]],
  ['dmIncludingId', [{ dmIncludingId: '#cordelia' }], [{ operator: 'dm-including', operand: '#cordelia' }]],
  ['sender', [{ sender: '$othello' }], [{ operator: 'sender', operand: '#othello' }]],
  ['senderId', [{ senderId: '#othello' }], [{ operator: 'sender', operand: '#othello' }]],
  ['is', [{ is: 'DM' }], [{ operator: 'is', operand: 'dm' }]],
  ['is unread', [{ is: 'UNREAD' }], [{ operator: 'is', operand: 'unread' }]],
  ['has', [{ has: 'REACTION' }], [{ operator: 'has', operand: 'reaction' }]],
  ['has link', [{ has: 'LINK' }], [{ operator: 'has', operand: 'link' }]],
  ['in', [{ in: 'HOME' }], [{ operator: 'in', operand: 'home' }]],
  ['search', [{ search: 'filtered' }], [{ operator: 'search', operand: 'filtered' }]],
  [
    'near',
    [{ channelName: 'Denmark' }, { near: '$castle1' }],
    [
      { operator: 'channel', operand: 'Denmark' },
      { operator: 'near', operand: '#castle1s' },
    ],
  ],
  ['message', [{ message: '$castle1' }], [{ operator: 'id', operand: '#castle1' }]],
  ['messageId', [{ messageId: '#castle1' }], [{ operator: 'id', operand: '#castle1' }]],
  ['with', [{ with: '$castle1' }], [{ operator: 'with', operand: '#castle1' }]],
  ['withId', [{ withId: '#castle1' }], [{ operator: 'with', operand: '#castle1' }]],
  [
    'a negated term',
    [{ topic: 'filters' }, { not: { sender: '$othello' } }],
    [
      { operator: 'topic', operand: 'filters' },
      { operator: 'sender', operand: '#othello', negated: true },
    ],
  ],
  ['negated is', [{ not: { is: 'DM' } }], [{ operator: 'is', operand: 'dm', negated: true }]],
];

function fill(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(fill);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
  if (typeof v !== 'string') return v;
  if (v.startsWith('$')) return G[v.slice(1)];
  const zulip: Record<string, () => number | string> = {
    '#denmark': () => w.realm.channels.Denmark,
    '#cordelia': () => w.realm.users.cordelia.id,
    '#othello': () => w.realm.users.othello.id,
    '#castle1': () => castle[1],
    '#castle1s': () => String(castle[1]),
  };
  return zulip[v]?.() ?? v;
}

test.each(CASES)('%s: the messages GET /messages finds with the same narrow', async (_name, filter, narrow) => {
  const expected = await restIds(fill(narrow) as Wire[]);
  expect(expected.length).toBeGreaterThan(0);
  expect(ids(await gql('hamlet', PAGE, { filter: fill(filter) }))).toEqual(expected);
});

test("the web client's filter (web/src/state/narrow-filter.ts) finds what GET /messages finds with its terms", async () => {
  const terms = [
    { operator: 'channel', operand: String(w.realm.channels.Denmark) },
    { operator: 'sender', operand: String(w.realm.users.othello.id), negated: true },
    { operator: 'has', operand: 'reaction', negated: true },
    { operator: 'search', operand: 'filtered' },
  ];
  // REST takes ids as numbers (a string sender is an email address).
  const rest = terms.map((t) => ({
    negated: false,
    ...t,
    operand: /^\d+$/.test(t.operand) ? Number(t.operand) : t.operand,
  }));
  const expected = await restIds(rest);
  expect(expected).toEqual([castle[2]]);
  expect(ids(await gql('hamlet', PAGE, { filter: narrowFilter({ kind: 'search', terms }) }))).toEqual(expected);
  // A term the typed filter has no value for is refused by the client, in the server's words.
  expect(() => narrowFilter({ kind: 'search', terms: [{ operator: 'is', operand: 'nonsense' }] })).toThrow(
    "Invalid narrow operator: unknown 'is' operand nonsense",
  );
});

test('the deprecated string operators find the same, and are marked deprecated', async () => {
  const filter = [{ channelName: 'Denmark' }, { topic: 'filters' }];
  const narrow = [
    { operator: 'channel', operand: 'Denmark' },
    { operator: 'topic', operand: 'filters' },
  ];
  expect(ids(await gql('hamlet', PAGE, { narrow }))).toEqual(ids(await gql('hamlet', PAGE, { filter })));
  const r = await gql(
    'hamlet',
    '{ __type(name: "Query") { fields { name args(includeDeprecated: true) { name isDeprecated } } } }',
  );
  const narrowArgs = (r.data?.__type.fields as Wire[]).flatMap((f) =>
    (f.args as Wire[]).filter((a) => a.name === 'narrow').map((a) => [f.name, a.isDeprecated]),
  );
  expect(narrowArgs).toEqual([
    ['messages', true],
    ['messagesConnection', true],
    ['messagesMatchingNarrow', true],
  ]);
});

const ONE_KEY = 'Exactly one key must be specified for OneOf type "NarrowFilter".';
const messageOf = (r: { errors?: ReadonlyArray<{ message: string }> }) => r.errors?.map((e) => e.message);

test.each<[string, Wire[] | Wire, string]>([
  ['two members set', [{ topic: 'a', search: 'b' }], ONE_KEY],
  ['no member set', [{}], ONE_KEY],
  ['a null member', [{ topic: null }], ''],
  ['a global id of the wrong type', [{ channel: '$othello' }], ''],
  ['a negation negated', [{ not: { not: { is: 'DM' } } }], 'Field "not" is not defined by type "NarrowTerm"'],
  ['a term beside its negation', [{ is: 'DM', not: { is: 'STARRED' } }], ONE_KEY],
])('%s is refused', async (_name, filter, message) => {
  const r = await gql('hamlet', PAGE, { filter: fill(filter) });
  expect(r.data?.messages ?? null).toBeNull();
  expect(messageOf(r)?.join(' ')).toContain(message);
});

/** What graphql-js (without graphql-jit) answers for the operation on the committed schema: its coercion's words. */
async function graphqlJsErrors(query: string, variables: Wire): Promise<string[] | undefined> {
  const schema = buildSchema(readFileSync(path.join(__dirname, '../..', SCHEMA_FILE_NAME), 'utf8'));
  const r = await execute({ schema, document: parse(query), variableValues: variables });
  return r.errors?.map((e) => e.message);
}

const FLAGS = `mutation ($input: UpdateMessageFlagsForNarrowInput!) { updateMessageFlagsForNarrow(input: $input) {
  __typename ... on UpdateMessageFlagsForNarrowPayload { updatedCount } } }`;

test.each<[string, Wire]>([
  ['a term', { topic: 'filters', is: 'STARRED' }],
  ['a negated term', { not: { topic: 'filters', is: 'STARRED' } }],
])(
  '%s with two members, nested in an input variable, is refused with the words of graphql-js (compiled execution does not check it)',
  async (_name, term) => {
    const input = { anchor: 'oldest', numBefore: 0, numAfter: 100, filter: [term], op: 'ADD', flag: 'STARRED' };
    const expected = await graphqlJsErrors(FLAGS, { input });
    expect(expected?.[0]).toMatch(
      /^Variable "\$input" got invalid value .*; Exactly one key must be specified for OneOf type "Narrow(Filter|Term)"\.$/,
    );
    const r = await gql('hamlet', FLAGS, { input });
    expect([r.data ?? null, messageOf(r)]).toEqual([null, expected]);
    const s = ws.subscribe(ws.connect('hamlet'), SUBSCRIBE, { filter: [term] });
    expect((await s.next()).errors?.map((e: { message: string }) => e.message)).toEqual(
      await graphqlJsErrors(SUBSCRIBE, { filter: [term] }),
    );
    s.dispose();
  },
);

test("the narrow's own rules are the domain's: REST's error for an unknown channel", async () => {
  const rest = await w.as('hamlet').get('/messages', {
    anchor: 'newest',
    num_before: 1,
    narrow: JSON.stringify([{ operator: 'channel', operand: 'Elsinore' }]),
  });
  const r = await gql('hamlet', PAGE, { filter: [{ channelName: 'Elsinore' }] });
  expect(messageOf(r)).toEqual([rest.body.msg]);
});

test('filter and narrow together are refused', async () => {
  const r = await gql('hamlet', PAGE, { filter: [{ is: 'DM' }], narrow: [{ operator: 'is', operand: 'dm' }] });
  expect(messageOf(r)).toEqual(['At most one of filter and narrow']);
});

test('the other operations that narrow take the same terms', async () => {
  const filter = fill([{ channelName: 'Denmark' }, { topic: 'filters' }, { not: { sender: '$othello' } }]);
  const conn = await gql(
    'hamlet',
    'query ($f: [NarrowFilter!]) { messagesConnection(filter: $f, first: 50) { edges { node { messageId } } } }',
    { f: filter },
  );
  expect((conn.data?.messagesConnection.edges as Wire[]).map((e) => e.node.messageId)).toEqual([castle[0], castle[2]]);
  const matches = await gql(
    'hamlet',
    'query ($ids: [Int!], $f: [NarrowFilter!]) { messagesMatchingNarrow(messageIds: $ids, filter: $f) { messageId } }',
    { ids: [...castle, dm], f: filter },
  );
  expect((matches.data?.messagesMatchingNarrow as Wire[]).map((m) => m.messageId).sort()).toEqual(
    [castle[0], castle[2]].sort(),
  );
  const flags = await gql(
    'hamlet',
    `mutation ($f: [NarrowFilter!]) { updateMessageFlagsForNarrow(input: {
      anchor: "oldest", numBefore: 0, numAfter: 100, filter: $f, op: ADD, flag: STARRED }) {
      __typename ... on UpdateMessageFlagsForNarrowPayload { processedCount updatedCount } } }`,
    { f: filter },
  );
  expect(flags.data?.updateMessageFlagsForNarrow).toEqual({
    __typename: 'UpdateMessageFlagsForNarrowPayload',
    processedCount: 2,
    updatedCount: 2,
  });
  expect(ids(await gql('hamlet', PAGE, { filter: [{ topic: 'filters' }, { is: 'STARRED' }] }))).toEqual([
    castle[0],
    castle[2],
  ]);
});

const SUBSCRIBE = `
  subscription ($filter: [NarrowFilter!]) {
    messages(filter: $filter) { __typename ... on MessageEvent { messageId } }
  }`;

test('the messages subscription takes the same terms, negation included', async () => {
  const s = await ws.subscribeLive('hamlet', SUBSCRIBE, {
    filter: [{ channel: G.denmark }, { not: { topic: 'skip' } }, { not: { sender: G.othello } }],
  });
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'skip', content: 'no' });
  await w.send('othello', { type: 'stream', to: 'Denmark', topic: 'live', content: 'no' });
  await w.send('iago', { type: 'stream', to: 'Scotland', topic: 'live', content: 'no' });
  const m = await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'live', content: 'yes' });
  expect(payload(await s.next(), 'messages')).toEqual({ __typename: 'MessageEvent', messageId: m });
  s.dispose();
});

test('terms a subscription cannot follow are refused with the queue narrow message', async () => {
  const s = ws.subscribe(ws.connect('hamlet'), SUBSCRIBE, { filter: [{ search: 'x' }] });
  expect(await s.next()).toMatchObject({ errors: [{ message: 'Operator search not supported.' }] });
  s.dispose();
});
