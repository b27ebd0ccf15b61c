import { useWorld } from '../support/world.ts';
import { isoOfSeconds, isoOfSecondsOrNull } from '../support/times.ts';

/** The `messages` and `message` queries: the same windows, narrows and errors as GET /messages. */

const gql = (user: string | null, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(user ? w.realm.users[user] : undefined).graphql(query, variables);
const rest = (user: string) => w.as(user);

const send = (from: string, params: Record<string, string>) => w.send(from, params);

const PAGE = `
  query ($anchor: String, $numBefore: Int, $numAfter: Int, $includeAnchor: Boolean, $narrow: [NarrowTermInput!],
         $messageIds: [Int!], $applyMarkdown: Boolean, $allowEmptyTopicName: Boolean) {
    messages(anchor: $anchor, numBefore: $numBefore, numAfter: $numAfter, includeAnchor: $includeAnchor, narrow: $narrow,
             messageIds: $messageIds, applyMarkdown: $applyMarkdown, allowEmptyTopicName: $allowEmptyTopicName) {
      anchor foundAnchor foundOldest foundNewest historyLimited
      messages { ${'messageId type content contentType topic timestamp flags isMeMessage lastEditTimestamp matchContent matchTopic sender { userId } channel { channelId } recipients { userId }'} }
    }
  }`;

type Wire = Record<string, any>;

/** A REST message as the GraphQL fields above show it. */
const asGraphql = (m: Wire) => ({
  messageId: m.id,
  type: m.type === 'stream' ? 'CHANNEL' : 'DIRECT',
  content: m.content,
  contentType: m.content_type === 'text/html' ? 'HTML' : 'MARKDOWN',
  topic: m.subject,
  timestamp: isoOfSeconds(m.timestamp),
  flags: (m.flags as string[]).map((f) => f.toUpperCase()),
  isMeMessage: m.is_me_message,
  lastEditTimestamp: isoOfSecondsOrNull(m.last_edit_timestamp),
  matchContent: m.match_content ?? null,
  matchTopic: m.match_subject ?? null,
  sender: { userId: m.sender_id },
  channel: m.stream_id === undefined ? null : { channelId: m.stream_id },
  recipients:
    typeof m.display_recipient === 'string' ? [] : (m.display_recipient as Wire[]).map((r) => ({ userId: r.id })),
});

const FULL = `
  query ($id: Int!) {
    message(messageId: $id) {
      messageId type content contentType topic timestamp flags isMeMessage
      lastEditTimestamp lastMovedTimestamp editHistory { timestamp } matchContent matchTopic
      channel { channelId name }
      sender { userId email fullName }
      recipients { userId }
      reactions { emojiName emojiCode reactionType user { userId fullName } }
    }
  }`;

let castle: number[];
let dm: number;
let privateMsg: number;

const w = useWorld();

beforeAll(async () => {
  castle = [];
  for (const [from, content] of [
    ['hamlet', 'To be, or **not** to be'],
    ['othello', 'the castle walls'],
    ['iago', '/me whispers'],
    ['hamlet', 'the rest is silence'],
  ] as const) {
    castle.push(await send(from, { type: 'stream', to: 'Denmark', topic: 'castle', content }));
  }
  await send('cordelia', { type: 'stream', to: 'Denmark', topic: '', content: 'in the general chat' });
  dm = await send('cordelia', { type: 'direct', to: JSON.stringify([w.realm.users.hamlet.id]), content: 'psst' });
  privateMsg = await send('iago', { type: 'stream', to: 'core team', topic: 'secret', content: 'admins only' });
  expect((await rest('othello').post(`/messages/${castle[0]}/reactions`, { emoji_name: 'octopus' })).status).toBe(200);
  expect(
    (
      await rest('hamlet').post('/messages/flags', {
        messages: JSON.stringify([castle[1]]),
        op: 'add',
        flag: 'starred',
      })
    ).status,
  ).toBe(200);
});

describe('messages', () => {
  test.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['the newest window', { anchor: 'newest', numBefore: 100 }, { anchor: 'newest', num_before: 100 }],
    [
      'a channel and topic narrow around an id, anchor excluded',
      {
        anchor: 'ANCHOR',
        numBefore: 0,
        numAfter: 2,
        includeAnchor: false,
        narrow: [
          { operator: 'channel', operand: 'Denmark' },
          { operator: 'topic', operand: 'castle' },
        ],
      },
      {
        anchor: 'ANCHOR',
        num_before: 0,
        num_after: 2,
        include_anchor: false,
        narrow: [
          { operator: 'channel', operand: 'Denmark' },
          { operator: 'topic', operand: 'castle' },
        ],
      },
    ],
    [
      'negated terms and the oldest end',
      { anchor: 'oldest', numAfter: 3, narrow: [{ operator: 'is', operand: 'dm', negated: true }] },
      { anchor: 'oldest', num_after: 3, narrow: [{ operator: 'is', operand: 'dm', negated: true }] },
    ],
    [
      'a search narrow, with highlighted matches',
      { anchor: 'newest', numBefore: 10, narrow: [{ operator: 'search', operand: 'castle' }] },
      { anchor: 'newest', num_before: 10, narrow: [{ operator: 'search', operand: 'castle' }] },
    ],
    ['by message ids', { messageIds: ['DM', 'ANCHOR', 999999] }, { message_ids: ['DM', 'ANCHOR', 999999] }],
    [
      'Markdown source, empty topic kept',
      { anchor: 'newest', numBefore: 3, applyMarkdown: false },
      { anchor: 'newest', num_before: 3, apply_markdown: false },
    ],
    [
      'the empty topic as clients without support see it',
      { anchor: 'newest', numBefore: 3, allowEmptyTopicName: false },
      { anchor: 'newest', num_before: 3, allow_empty_topic_name: false },
    ],
  ])('%s: as GET /messages returns it', async (_name, vars, params) => {
    const fill = (v: unknown): unknown =>
      v === 'ANCHOR' ? castle[1] : v === 'DM' ? dm : Array.isArray(v) ? v.map(fill) : v;
    const gVars = Object.fromEntries(
      Object.entries(vars).map(([k, v]) => [k, k === 'anchor' && v === 'ANCHOR' ? String(castle[1]) : fill(v)]),
    );
    const rParams: Record<string, any> = { client_gravatar: false, allow_empty_topic_name: true };
    for (const [k, v] of Object.entries(params))
      rParams[k] = k === 'anchor' ? (v === 'ANCHOR' ? String(castle[1]) : v) : fill(v);
    const r = await gql('hamlet', PAGE, gVars);
    expect(r.errors).toBeUndefined();
    const expected = await rest('hamlet').get('/messages', rParams);
    expect(expected.status).toBe(200);
    const page = r.data?.messages;
    expect(page.messages.length).toBeGreaterThan(0);
    expect(page.messages).toEqual((expected.body.messages as Wire[]).map(asGraphql));
    expect({
      anchor: page.anchor,
      found_anchor: page.foundAnchor,
      found_oldest: page.foundOldest,
      found_newest: page.foundNewest,
      history_limited: page.historyLimited,
    }).toEqual({
      anchor: expected.body.anchor ?? null,
      found_anchor: expected.body.found_anchor,
      found_oldest: expected.body.found_oldest,
      found_newest: expected.body.found_newest,
      history_limited: expected.body.history_limited,
    });
  });

  test('the window facts', async () => {
    const r = await gql('hamlet', PAGE, {
      anchor: String(castle[1]),
      numBefore: 5,
      numAfter: 1,
      narrow: [{ operator: 'topic', operand: 'castle' }],
    });
    expect(r.data?.messages).toMatchObject({
      anchor: castle[1],
      foundAnchor: true,
      foundOldest: true,
      foundNewest: false,
      historyLimited: false,
    });
    expect(r.data?.messages.messages.map((m: { messageId: number }) => m.messageId)).toEqual(castle.slice(0, 3));
    const newest = await gql('hamlet', PAGE, { anchor: 'newest', numBefore: 1 });
    expect(newest.data?.messages).toMatchObject({
      anchor: 10_000_000_000_000_000,
      foundNewest: true,
      foundAnchor: false,
    });
    const byIds = await gql('hamlet', PAGE, { messageIds: [castle[0]] });
    expect(byIds.data?.messages).toMatchObject({
      anchor: null,
      foundAnchor: false,
      foundOldest: false,
      foundNewest: false,
    });
  });

  test('typed fields of channel and direct messages, with sender, channel and reacting users', async () => {
    const r = await gql('hamlet', FULL, { id: castle[0] });
    expect(r.errors).toBeUndefined();
    expect(r.data?.message).toEqual({
      messageId: castle[0],
      type: 'CHANNEL',
      content: '<p>To be, or <strong>not</strong> to be</p>',
      contentType: 'HTML',
      topic: 'castle',
      timestamp: '2026-11-22T12:00:00.000Z',
      flags: ['READ'],
      isMeMessage: false,
      lastEditTimestamp: null,
      lastMovedTimestamp: null,
      editHistory: null,
      matchContent: null,
      matchTopic: null,
      channel: { channelId: w.realm.channels.Denmark, name: 'Denmark' },
      sender: { userId: w.realm.users.hamlet.id, email: w.realm.users.hamlet.email, fullName: 'King Hamlet' },
      recipients: [],
      reactions: [
        {
          emojiName: 'octopus',
          emojiCode: '1f419',
          reactionType: 'UNICODE_EMOJI',
          user: { userId: w.realm.users.othello.id, fullName: 'Othello, the Moor of Venice' },
        },
      ],
    });
    const direct = await gql('hamlet', FULL, { id: dm });
    expect(direct.data?.message).toMatchObject({
      type: 'DIRECT',
      topic: '',
      channel: null,
      flags: [],
      sender: { userId: w.realm.users.cordelia.id },
      recipients: [{ userId: w.realm.users.hamlet.id }, { userId: w.realm.users.cordelia.id }].sort(
        (a, b) => a.userId - b.userId,
      ),
    });
    const me = await gql('hamlet', FULL, { id: castle[2] });
    expect(me.data?.message).toMatchObject({ isMeMessage: true, flags: [] });
    const starred = await gql('hamlet', FULL, { id: castle[1] });
    expect(starred.data?.message.flags).toEqual(['STARRED']);
  });

  test("a page's senders and channels are whole Users and Channels: as user(userId) and node(id) show them, the viewer's own settings included", async () => {
    const USER =
      'id userId email deliveryEmail fullName role isBot botType isActive timezone dateJoined avatarUrl avatarVersion settings { enterSends defaultLanguage }';
    const CHANNEL = 'id channelId name description inviteOnly isWebPublic dateCreated messageRetentionDays';
    // A setting of the viewer's own that is not the default, so that defaults would show.
    expect((await rest('hamlet').patch('/settings', { enter_sends: 'true' })).status).toBe(200);
    const r = await gql(
      'hamlet',
      `query ($narrow: [NarrowTermInput!]) { messages(anchor: "newest", numBefore: 10, narrow: $narrow) {
        messages { sender { ${USER} } channel { ${CHANNEL} } reactions { user { ${USER} } } } } }`,
      { narrow: [{ operator: 'channel', operand: 'Denmark' }] },
    );
    expect(r.errors).toBeUndefined();
    const page = r.data?.messages.messages as Wire[];
    const users = new Map<number, Wire>();
    for (const m of page) for (const u of [m.sender, ...m.reactions.map((x: Wire) => x.user)]) users.set(u.userId, u);
    expect(users.has(w.realm.users.hamlet.id)).toBe(true);
    expect(users.size).toBeGreaterThan(1);
    for (const [userId, shown] of users) {
      const one = await gql('hamlet', `query ($userId: Int) { user(userId: $userId) { ${USER} } }`, { userId });
      expect(shown).toEqual(one.data?.user);
      // Only the viewer's own settings are shown, and they are the viewer's (not defaults).
      expect(shown.settings === null).toBe(userId !== w.realm.users.hamlet.id);
    }
    const me = await gql('hamlet', `{ me { settings { enterSends defaultLanguage } } }`);
    expect(users.get(w.realm.users.hamlet.id)?.settings).toEqual(me.data?.me.settings);
    expect(me.data?.me.settings).toEqual({ enterSends: true, defaultLanguage: 'en' });
    expect((await rest('hamlet').patch('/settings', { enter_sends: 'false' })).status).toBe(200);
    const channel = page[0].channel as Wire;
    const node = await gql('hamlet', `query ($id: ID!) { node(id: $id) { ... on Channel { ${CHANNEL} } } }`, {
      id: channel.id,
    });
    expect(channel).toEqual(node.data?.node);
    expect(channel.name).toBe('Denmark');
  });

  test('message(id) is GET /messages/{id}; options as its parameters', async () => {
    const r = await gql(
      'hamlet',
      'query ($id: Int!) { message(messageId: $id, applyMarkdown: false) { content contentType } }',
      { id: castle[0] },
    );
    const expected = await rest('hamlet').get(`/messages/${castle[0]}`, {
      apply_markdown: false,
      allow_empty_topic_name: true,
    });
    const restMessage = expected.body.message as { content: string };
    expect(r.data?.message).toEqual({ content: restMessage.content, contentType: 'MARKDOWN' });
    expect(restMessage.content).toBe('To be, or **not** to be');
    const general = await gql(
      'hamlet',
      'query ($ids: [Int!]) { messages(messageIds: $ids, allowEmptyTopicName: false) { messages { topic } } }',
      {
        ids: [castle[3] + 1],
      },
    );
    expect(general.data?.messages.messages).toEqual([{ topic: 'general chat' }]);
  });

  test("another user's private-channel message is not readable", async () => {
    const ok = await gql('iago', FULL, { id: privateMsg });
    expect(ok.data?.message.channel).toEqual({ channelId: w.realm.channels['core team'], name: 'core team' });
    const hidden = await gql('hamlet', FULL, { id: privateMsg });
    expect(hidden.data).toEqual({ message: null });
    expect(hidden.errors?.[0]).toMatchObject({
      message: 'Invalid message(s)',
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
  });
});

describe('errors: the same msg and code as REST', () => {
  const NARROW_ERRORS: Array<[string, unknown[], string, string, Record<string, unknown>?]> = [
    [
      'unknown operator',
      [{ operator: 'foo', operand: 'x' }],
      'Invalid narrow operator: unknown operator foo',
      'BAD_NARROW',
      { desc: 'unknown operator foo' },
    ],
    [
      'unknown channel',
      [{ operator: 'channel', operand: 'nowhere' }],
      'Invalid narrow operator: unknown channel nowhere',
      'BAD_NARROW',
    ],
    [
      'channel and dm',
      [
        { operator: 'channel', operand: 'Verona' },
        { operator: 'dm', operand: 'iago@zulip.com' },
      ],
      'Invalid narrow operator: No message can be both a channel message and direct message',
      'BAD_NARROW',
    ],
    ['is operand number', [{ operator: 'is', operandId: 2 }], 'operand is not a string', 'BAD_REQUEST'],
    [
      'channel operand list',
      [{ operator: 'channel', operandIds: [1] }],
      'operand is not a string or integer',
      'BAD_REQUEST',
    ],
    ['blank search', [{ operator: 'search', operand: ' ' }], 'operand cannot be blank.', 'BAD_REQUEST'],
  ];
  /** The typed operand fields as REST's one JSON operand. */
  const restNarrow = (narrow: unknown[]) =>
    (narrow as Array<Record<string, unknown>>).map(({ operandId, operandIds, operand, ...term }) => ({
      ...term,
      operand: operand ?? operandId ?? operandIds,
    }));
  test.each(NARROW_ERRORS)('narrow: %s', async (_name, narrow, msg, code, data = {}) => {
    const r = await gql('hamlet', PAGE, { anchor: 'newest', narrow });
    expect(r.data).toEqual({ messages: null });
    expect(r.errors?.[0]).toMatchObject({ message: msg, extensions: { code, status: 400, ...data } });
    const viaRest = await rest('hamlet').get('/messages', { anchor: 'newest', narrow: restNarrow(narrow) });
    expect(viaRest.body).toMatchObject({ result: 'error', msg, code });
  });

  test.each<[string, Record<string, unknown>, Record<string, any>, string, string?]>([
    ['no anchor', {}, {}, "Missing 'anchor' argument."],
    ['a bad anchor', { anchor: 'middle' }, { anchor: 'middle' }, 'Invalid anchor'],
    [
      'too many',
      { anchor: 'newest', numBefore: 3000, numAfter: 3000 },
      { anchor: 'newest', num_before: 3000, num_after: 3000 },
      'Too many messages requested (maximum 5000).',
    ],
    [
      'excluding an inner anchor',
      { anchor: '5', numBefore: 1, numAfter: 1, includeAnchor: false },
      { anchor: '5', num_before: 1, num_after: 1, include_anchor: false },
      'The anchor can only be excluded at an end of the range',
    ],
    [
      'ids with a window',
      { anchor: 'newest', messageIds: [1] },
      { anchor: 'newest', message_ids: [1] },
      'Unsupported parameter combination: num_before, num_after, anchor, message_ids, include_anchor, use_first_unread_anchor',
    ],
  ])('%s', async (_name, vars, params, msg, code = 'BAD_REQUEST') => {
    const r = await gql('hamlet', PAGE, vars);
    expect(r.data).toEqual({ messages: null });
    expect(r.errors).toHaveLength(1);
    expect(r.errors?.[0]).toMatchObject({ message: msg, extensions: { code, status: 400 } });
    const viaRest = await rest('hamlet').get('/messages', params);
    expect(viaRest.body).toMatchObject({ result: 'error', msg, code });
  });

  // The same rule as REST, its words naming GraphQL's arguments (REST: num_before, message_ids[0]).
  test.each<[string, Record<string, unknown>, Record<string, any>, string, string]>([
    [
      'negative numBefore',
      { anchor: 'newest', numBefore: -1 },
      { anchor: 'newest', num_before: -1 },
      'numBefore is too small',
      'num_before is too small',
    ],
    [
      'negative numAfter (checked first)',
      { anchor: 'newest', numBefore: -1, numAfter: -1 },
      { anchor: 'newest', num_before: -1, num_after: -1 },
      'numAfter is too small',
      'num_after is too small',
    ],
    [
      'negative message id',
      { messageIds: [-1] },
      { message_ids: [-1] },
      'messageIds[0] is too small',
      'message_ids[0] is too small',
    ],
  ])('%s', async (_name, vars, params, msg, restMsg) => {
    const r = await gql('hamlet', PAGE, vars);
    expect(r.errors?.[0]).toMatchObject({ message: msg, extensions: { code: 'BAD_REQUEST', status: 400 } });
    const viaRest = await rest('hamlet').get('/messages', params);
    expect(viaRest.body).toMatchObject({ result: 'error', msg: restMsg, code: 'BAD_REQUEST' });
  });

  test('message(id) for messages one cannot read, or that do not exist', async () => {
    for (const id of [privateMsg, 999999, -1, 2 ** 31 - 1]) {
      const r = await gql('othello', FULL, { id });
      expect(r.data).toEqual({ message: null });
      expect(r.errors?.[0]).toMatchObject({
        message: 'Invalid message(s)',
        extensions: { code: 'BAD_REQUEST', status: 400 },
      });
    }
    const dmOfOthers = await gql('othello', FULL, { id: dm });
    expect(dmOfOthers.errors?.[0].message).toBe('Invalid message(s)');
  });

  test('without credentials: UNAUTHORIZED', async () => {
    for (const query of [
      '{ messages(anchor: "newest") { foundNewest } }',
      `{ message(messageId: ${castle[0]}) { messageId } }`,
    ]) {
      const r = await gql(null, query);
      expect(Object.values(r.data ?? {}).every((v) => v === null)).toBe(true);
      expect(r.errors?.[0]).toMatchObject({
        message: 'Not logged in: API authentication or user session required',
        extensions: { code: 'UNAUTHORIZED', status: 401 },
      });
    }
  });

  test('bad input never gives an internal error', async () => {
    const odd: Array<Record<string, unknown>> = [
      { anchor: '' },
      { anchor: '\u0000' },
      { anchor: '99999999999999999999999' },
      { anchor: '-5', numBefore: 2 },
      { anchor: 'newest', narrow: [{ operator: 'id', operand: 'x' }] },
      { anchor: 'newest', narrow: [{ operator: 'dm', operandIds: [2 ** 31 - 1] }] },
      { anchor: 'newest', narrow: [{ operator: 'near', operand: 'x', operandId: 1 }] },
      { anchor: 'newest', narrow: [{ operator: '', operand: '' }] },
      { messageIds: [2 ** 31 - 1, 0] },
    ];
    for (const vars of odd) {
      const r = await gql('hamlet', PAGE, vars);
      for (const e of r.errors ?? []) expect(e.message).not.toMatch(/Unexpected error/);
      if (r.errors) expect(r.errors[0].extensions?.status).toBe(400);
    }
  });

  test("a variable GraphQL itself rejects (null in a list of non-null ids) gets GraphQL's message, not a masked one", async () => {
    const r = await gql('hamlet', 'query($ids: [Int!]) { messages(messageIds: $ids) { foundAnchor } }', {
      ids: [null, 1],
    });
    expect(r.data ?? null).toBeNull();
    // The compiled executor words variable errors as graphql-js 16 did.
    expect(r.errors?.[0].message).toMatch(
      /^Variable "\$ids" got invalid value .*; Expected non-nullable type "?Int!"? not to be null/,
    );
  });
});

describe('messagesConnection (Relay) and node(id)', () => {
  const CONNECTION = `
    query ($first: Int, $after: String, $last: Int, $before: String) {
      messagesConnection(first: $first, after: $after, last: $last, before: $before, narrow: [{ operator: "topic", operand: "castle" }]) {
        edges { cursor node { messageId } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`;
  type Page = { edges: Array<{ cursor: string; node: { messageId: number } }>; pageInfo: Record<string, unknown> };
  const page = async (vars: Record<string, unknown>): Promise<Page> => {
    const r = await gql('hamlet', CONNECTION, vars);
    expect(r.errors).toBeUndefined();
    return r.data?.messagesConnection as Page;
  };
  const ids = (p: Page) => p.edges.map((e) => e.node.messageId);

  const cursor = (id: number) => Buffer.from(`message:${id}`).toString('base64');

  test('forwards with first/after, backwards with last/before; the cursor is an opaque position', async () => {
    const first = await page({ first: 2 });
    expect(ids(first)).toEqual(castle.slice(0, 2));
    expect(first.edges.map((e) => e.cursor)).toEqual(castle.slice(0, 2).map(cursor));
    expect(first.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: cursor(castle[0]),
      endCursor: cursor(castle[1]),
    });
    const next = await page({ first: 5, after: first.pageInfo.endCursor });
    expect(ids(next)).toEqual(castle.slice(2));
    expect(next.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const last = await page({ last: 3 });
    expect(ids(last)).toEqual(castle.slice(1));
    expect(last.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const before = await page({ last: 3, before: last.pageInfo.startCursor });
    expect(ids(before)).toEqual(castle.slice(0, 1));
    expect(before.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  test('a cursor that is not a message position is refused; the bare message ids of earlier cursors still work', async () => {
    const r = await gql('hamlet', CONNECTION, { first: 1, after: 'abc' });
    expect(r.errors?.[0]).toMatchObject({ message: 'Invalid after cursor', extensions: { code: 'BAD_REQUEST' } });
    const user = Buffer.from(`user:${castle[0]}`).toString('base64');
    const other = await gql('hamlet', CONNECTION, { last: 1, before: user });
    expect(other.errors?.[0]).toMatchObject({ message: 'Invalid before cursor', extensions: { code: 'BAD_REQUEST' } });
    expect(ids(await page({ first: 1, after: String(castle[0]) }))).toEqual(castle.slice(1, 2));
  });

  test('node(id) finds a message the viewer may read, and nothing else', async () => {
    const globalId = (id: number) => Buffer.from(`Message:${id}`).toString('base64');
    const q = 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Message { messageId } } }';
    const r = await gql('hamlet', q, { ids: [globalId(castle[0]), globalId(privateMsg), globalId(999_999)] });
    expect(r.data?.nodes).toEqual([
      { __typename: 'Message', id: globalId(castle[0]), messageId: castle[0] },
      null,
      null,
    ]);
    expect((await gql('iago', q, { ids: [globalId(privateMsg)] })).data?.nodes).toEqual([
      { __typename: 'Message', id: globalId(privateMsg), messageId: privateMsg },
    ]);
  });
});
