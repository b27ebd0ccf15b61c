import { seedDemoRealm, startTestServer, type DemoRealm, type TestServer } from '../support/server.ts';

/** Message mutations: the rules, events and errors of the REST endpoints they mirror. */
let ts: TestServer;
let realm: DemoRealm;

const rest = (user: string) => ts.client(realm.users[user]);
const prisma = () => ts.server.deps.db.prisma;

const result = (field: string, successFields: string) => `
  __typename
  ... on Mutation${field[0].toUpperCase()}${field.slice(1)}Success { data ${successFields} }
  ... on ZulipError { code msg status errorData: data }`;

const SEND = `
  mutation ($type: String!, $to: [String!], $channelId: Int, $channelName: String, $userIds: [Int!], $topic: String,
            $content: String!, $readBySender: Boolean, $client: String) {
    sendMessage(type: $type, to: $to, channelId: $channelId, channelName: $channelName, userIds: $userIds, topic: $topic,
                content: $content, readBySender: $readBySender, client: $client) {
      ${result('sendMessage', '{ id automaticNewVisibilityPolicy }')}
    }
  }`;
const FLAGS = `
  mutation ($messages: [Int!]!, $op: String!, $flag: String!) {
    updateMessageFlags(messages: $messages, op: $op, flag: $flag) {
      ${result('updateMessageFlags', '{ messages ignoredBecauseNotSubscribedChannels }')}
    }
  }`;
const FLAGS_NARROW = `
  mutation ($anchor: String!, $numBefore: Int!, $numAfter: Int!, $includeAnchor: Boolean, $narrow: [NarrowTermInput!],
            $op: String!, $flag: String!) {
    updateMessageFlagsForNarrow(anchor: $anchor, numBefore: $numBefore, numAfter: $numAfter, includeAnchor: $includeAnchor,
                                narrow: $narrow, op: $op, flag: $flag) {
      ${result('updateMessageFlagsForNarrow', '{ processedCount updatedCount firstProcessedId lastProcessedId foundOldest foundNewest ignoredBecauseNotSubscribedChannels }')}
    }
  }`;
const ADD_REACTION = `
  mutation ($messageId: Int!, $emojiName: String!, $emojiCode: String, $reactionType: String) {
    addReaction(messageId: $messageId, emojiName: $emojiName, emojiCode: $emojiCode, reactionType: $reactionType) {
      ${result('addReaction', '')}
    }
  }`;
const REMOVE_REACTION = `
  mutation ($messageId: Int!, $emojiName: String, $emojiCode: String, $reactionType: String) {
    removeReaction(messageId: $messageId, emojiName: $emojiName, emojiCode: $emojiCode, reactionType: $reactionType) {
      ${result('removeReaction', '')}
    }
  }`;
const DELETE = `mutation ($id: Int!) { deleteMessage(id: $id) { ${result('deleteMessage', '')} } }`;
const RENDER = `mutation ($content: String!) { renderMessage(content: $content) { ${result('renderMessage', '')} } }`;

async function mutate(user: string | null, doc: string, variables: Record<string, unknown>): Promise<Record<string, any>> {
  const r = await ts.client(user ? realm.users[user] : undefined).graphql(doc, variables);
  expect(r.errors).toBeUndefined();
  const values = Object.values(r.data ?? {});
  expect(values).toHaveLength(1);
  return values[0] as Record<string, any>;
}

const ok = (data: unknown) => ({ __typename: expect.stringMatching(/Success$/), data });
const zulipError = (code: string, msg: string, data: Record<string, unknown> = {}) => ({ __typename: 'ZulipError', code, msg, status: 400, errorData: data });
const fetchMessage = async (user: string, id: number): Promise<Record<string, any>> => (await rest(user).get(`/messages/${id}`)).body.message as Record<string, any>;
const messageCount = () => prisma().message.count();
const eventsOf = (type: string) => ts.events.filter((e) => e.event.type === type);

const sendVia = async (user: string, vars: Record<string, unknown>): Promise<number> => {
  const r = await mutate(user, SEND, vars);
  expect(r.__typename).toBe('MutationSendMessageSuccess');
  return r.data.id as number;
};

beforeAll(async () => {
  ts = await startTestServer();
  realm = await seedDemoRealm(ts);
});
afterAll(() => ts.close());
beforeEach(() => {
  ts.events.length = 0;
});

describe('sendMessage', () => {
  test('to a channel by name: stored, announced, and the new topic followed as REST does', async () => {
    const r = await mutate('hamlet', SEND, { type: 'channel', channelName: 'Denmark', topic: 'castle', content: "Hi @**Cordelia, Lear's daughter**" });
    expect(r).toEqual(ok({ id: expect.any(Number), automaticNewVisibilityPolicy: 3 }));
    const id = r.data.id as number;
    const messageEvents = eventsOf('message');
    expect(messageEvents.find((e) => e.userIds.includes(realm.users.cordelia.id))?.event.flags).toEqual(['mentioned']);
    expect(messageEvents.find((e) => e.userIds.includes(realm.users.hamlet.id))?.event.flags).toEqual(['read']);
    expect(await fetchMessage('hamlet', id)).toMatchObject({ subject: 'castle', stream_id: realm.channels.Denmark, client: 'GraphQL' });
    // The topic exists now: no policy change to report.
    const again = await mutate('hamlet', SEND, { type: 'stream', channelId: realm.channels.Denmark, topic: 'castle', content: 'again', client: 'test-suite' });
    expect(again).toEqual(ok({ id: id + 1, automaticNewVisibilityPolicy: null }));
    expect((await fetchMessage('hamlet', id + 1)).client).toBe('test-suite');
  });

  test('`to` names one channel, or direct-message recipients by email', async () => {
    const id = await sendVia('othello', { type: 'stream', to: ['Verona'], topic: 'plans', content: 'one' });
    expect((await fetchMessage('othello', id)).display_recipient).toBe('Verona');
    const dm = await sendVia('othello', { type: 'direct', to: ['hamlet@zulip.com', 'iago@zulip.com'], content: 'group chat' });
    const recipients = (await fetchMessage('othello', dm)).display_recipient as Array<{ id: number }>;
    expect(recipients.map((u) => u.id)).toEqual([realm.users.hamlet.id, realm.users.iago.id, realm.users.othello.id].sort((a, b) => a - b));
  });

  test('direct messages by user id; unread for the sender when asked', async () => {
    const id = await sendVia('cordelia', { type: 'private', userIds: [realm.users.hamlet.id], content: 'psst', readBySender: false });
    const direct = eventsOf('message');
    expect(direct.map((e) => e.userIds).flat().sort((a, b) => a - b)).toEqual([realm.users.hamlet.id, realm.users.cordelia.id].sort((a, b) => a - b));
    expect((await fetchMessage('cordelia', id)).flags).toEqual([]);
  });

  test.each<[string, string, Record<string, unknown>, ReturnType<typeof zulipError>]>([
    ['an unknown type', 'hamlet', { type: 'bogus', channelName: 'Denmark', topic: 't', content: 'x' }, zulipError('BAD_REQUEST', 'Invalid type')],
    ['no topic', 'hamlet', { type: 'stream', channelName: 'Denmark', content: 'x' }, zulipError('BAD_REQUEST', 'Missing topic')],
    ['no channel', 'hamlet', { type: 'stream', topic: 't', content: 'x' }, zulipError('BAD_REQUEST', 'Missing channel')],
    ['blank content', 'hamlet', { type: 'stream', channelName: 'Denmark', topic: 't', content: '  \n ' }, zulipError('BAD_REQUEST', 'Message must not be empty')],
    ['an unknown channel name', 'hamlet', { type: 'stream', channelName: 'Nowhere', topic: 't', content: 'x' }, zulipError('STREAM_DOES_NOT_EXIST', "Channel 'Nowhere' does not exist", { stream: 'Nowhere' })],
    ['an unknown channel id', 'hamlet', { type: 'stream', channelId: 9999, topic: 't', content: 'x' }, zulipError('STREAM_DOES_NOT_EXIST', "Channel with ID '9999' does not exist", { stream_id: 9999 })],
    ['two channels', 'hamlet', { type: 'stream', to: ['Denmark', 'Verona'], topic: 't', content: 'x' }, zulipError('BAD_REQUEST', 'Expected exactly one channel')],
    ['a private channel', 'hamlet', { type: 'stream', channelName: 'core team', topic: 't', content: 'x' }, zulipError('BAD_REQUEST', "Not authorized to send to channel 'core team'")],
    ['a control character in the topic', 'hamlet', { type: 'stream', channelName: 'Denmark', topic: 'a\u0007b', content: 'x' }, zulipError('BAD_REQUEST', 'Invalid character in topic, at position 2!')],
    ['no recipients', 'hamlet', { type: 'direct', userIds: [], content: 'x' }, zulipError('BAD_REQUEST', 'Message must have recipients')],
    ['no recipient argument', 'hamlet', { type: 'direct', content: 'x' }, zulipError('BAD_REQUEST', 'Message must have recipients')],
    ['an unknown email', 'hamlet', { type: 'direct', to: ['nobody@zulip.com'], content: 'x' }, zulipError('BAD_REQUEST', "Invalid email 'nobody@zulip.com'")],
    ['an unknown user id', 'hamlet', { type: 'direct', userIds: [99999], content: 'x' }, zulipError('BAD_REQUEST', 'Invalid user ID 99999')],
    ['two ways to name the channel', 'hamlet', { type: 'stream', channelId: 1, channelName: 'Denmark', topic: 't', content: 'x' }, zulipError('BAD_REQUEST', 'Unsupported parameter combination: channelId, channelName', { parameters: 'channelId, channelName' })],
    ['a channel id for a direct message', 'hamlet', { type: 'direct', channelId: 1, content: 'x' }, zulipError('BAD_REQUEST', 'Unsupported parameter combination: type, channelId', { parameters: 'type, channelId' })],
    ['user ids for a channel message', 'hamlet', { type: 'channel', userIds: [1], topic: 't', content: 'x' }, zulipError('BAD_REQUEST', 'Unsupported parameter combination: type, userIds', { parameters: 'type, userIds' })],
    ['a guest to a channel they are not in', 'polonius', { type: 'stream', channelName: 'Denmark', topic: 't', content: 'x' }, zulipError('BAD_REQUEST', "Not authorized to send to channel 'Denmark'")],
  ])('%s', async (_name, user, vars, expected) => {
    const before = await messageCount();
    expect(await mutate(user, SEND, vars)).toEqual(expected);
    expect(await messageCount()).toBe(before);
    expect(eventsOf('message')).toEqual([]);
  });

  test('REST gives the same errors for the same requests', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ type: 'stream', channelName: 'Nowhere', topic: 't', content: 'x' }, { type: 'stream', to: 'Nowhere', topic: 't', content: 'x' }],
      [{ type: 'direct', userIds: [99999], content: 'x' }, { type: 'direct', to: '[99999]', content: 'x' }],
      [{ type: 'stream', to: ['Denmark'], topic: '\u0000', content: 'x' }, { type: 'stream', to: 'Denmark', topic: '\u0000', content: 'x' }],
    ];
    for (const [vars, params] of cases) {
      const g = await mutate('hamlet', SEND, vars);
      const r = await rest('hamlet').post('/messages', params);
      expect({ code: g.code, msg: g.msg, status: g.status }).toEqual({ code: r.body.code, msg: r.body.msg, status: r.status });
    }
  });
});

describe('flags', () => {
  let m1: number;
  let m2: number;
  beforeAll(async () => {
    m1 = await sendVia('hamlet', { type: 'stream', channelName: 'Scotland', topic: 'flags', content: 'one' });
    m2 = await sendVia('iago', { type: 'stream', channelName: 'Scotland', topic: 'flags', content: 'two' });
  });

  test('updateMessageFlags stars and unstars, echoing the ids as REST does', async () => {
    expect(await mutate('hamlet', FLAGS, { messages: [m1, m2], op: 'add', flag: 'starred' })).toEqual(
      ok({ messages: [m1, m2], ignoredBecauseNotSubscribedChannels: [] }),
    );
    expect(eventsOf('update_message_flags').map((e) => e.event)).toEqual([
      { type: 'update_message_flags', op: 'add', operation: 'add', flag: 'starred', messages: [m1, m2], all: false },
    ]);
    const page = await ts.client(realm.users.hamlet).graphql('query ($ids: [Int!]) { messages(messageIds: $ids) { messages { id flags } } }', { ids: [m1, m2] });
    expect(page.data?.messages.messages).toEqual([
      { id: m1, flags: ['read', 'starred'] },
      { id: m2, flags: ['starred'] },
    ]);
    expect(await mutate('hamlet', FLAGS, { messages: [m1], op: 'remove', flag: 'starred' })).toEqual(ok({ messages: [m1], ignoredBecauseNotSubscribedChannels: [] }));
    expect((await fetchMessage('hamlet', m1)).flags).toEqual(['read']);
  });

  test('marking unread skips channels one is not subscribed to', async () => {
    const verona = await sendVia('iago', { type: 'stream', channelName: 'Verona', topic: 'x', content: 'hi' });
    // Cordelia is subscribed to Verona, not to Scotland.
    const r = await mutate('cordelia', FLAGS, { messages: [m1, verona], op: 'remove', flag: 'read' });
    expect(r).toEqual(ok({ messages: [m1, verona], ignoredBecauseNotSubscribedChannels: [realm.channels.Scotland] }));
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['an unknown flag', { op: 'add', flag: 'bogus' }, "Invalid flag: 'bogus'"],
    ['a flag only the server sets', { op: 'add', flag: 'mentioned' }, "Flag not editable: 'mentioned'"],
    ['a flag never shown to clients', { op: 'add', flag: 'is_private' }, "Invalid flag: 'is_private'"],
    ['an unknown operation', { op: 'toggle', flag: 'starred' }, "Invalid message flag operation: 'toggle'"],
  ])('updateMessageFlags: %s', async (_name, vars, msg) => {
    expect(await mutate('hamlet', FLAGS, { messages: [m1], ...vars })).toEqual(zulipError('BAD_REQUEST', msg));
    expect(ts.events).toEqual([]);
  });

  test('updateMessageFlags: a message one cannot see writes nothing', async () => {
    const secret = await sendVia('iago', { type: 'stream', channelName: 'core team', topic: 's', content: 'secret' });
    ts.events.length = 0;
    expect(await mutate('hamlet', FLAGS, { messages: [m1, secret], op: 'add', flag: 'starred' })).toEqual(zulipError('BAD_REQUEST', 'Invalid message(s)'));
    expect(await prisma().userMessage.count({ where: { userId: realm.users.hamlet.id, messageId: secret } })).toBe(0);
    expect((await fetchMessage('hamlet', m1)).flags).toEqual(['read']);
    expect(ts.events).toEqual([]);
  });

  test('updateMessageFlagsForNarrow marks a narrow read', async () => {
    const narrow = [{ operator: 'channel', operand: 'Scotland' }, { operator: 'topic', operand: 'flags' }];
    const r = await mutate('othello', FLAGS_NARROW, { anchor: 'oldest', numBefore: 0, numAfter: 10, narrow, op: 'add', flag: 'read' });
    expect(r).toEqual(
      ok({ processedCount: 2, updatedCount: 2, firstProcessedId: m1, lastProcessedId: m2, foundOldest: true, foundNewest: true, ignoredBecauseNotSubscribedChannels: [] }),
    );
    const viaRest = await rest('othello').post('/messages/flags/narrow', { anchor: 'oldest', num_before: 0, num_after: 10, narrow, op: 'add', flag: 'read' });
    expect(viaRest.body).toMatchObject({ processed_count: 2, updated_count: 0 });
  });

  test.each<[string, Record<string, unknown>, string, string?]>([
    ['negative numAfter', { numAfter: -1 }, 'num_after is too small'],
    ['negative numBefore', { numBefore: -1 }, 'num_before is too small'],
    ['an inner anchor excluded', { anchor: String(1), numBefore: 1, numAfter: 1, includeAnchor: false }, 'The anchor can only be excluded at an end of the range'],
    ['a bad anchor', { anchor: 'middle' }, 'Invalid anchor'],
    ['a bad narrow', { narrow: [{ operator: 'is', operand: 5 }] }, 'operand is not a string'],
    ['an unknown channel', { narrow: [{ operator: 'channel', operand: 'Nowhere' }] }, 'Invalid narrow operator: unknown channel Nowhere', 'BAD_NARROW'],
    ['an unknown flag', { flag: 'bogus' }, "Invalid flag: 'bogus'"],
  ])('updateMessageFlagsForNarrow: %s', async (_name, vars, msg, code = 'BAD_REQUEST') => {
    const r = await mutate('othello', FLAGS_NARROW, { anchor: 'newest', numBefore: 5, numAfter: 0, op: 'add', flag: 'read', ...vars });
    expect(r).toMatchObject({ __typename: 'ZulipError', code, msg, status: 400 });
    expect(ts.events).toEqual([]);
  });
});

describe('reactions', () => {
  let msg: number;
  beforeAll(async () => {
    msg = await sendVia('hamlet', { type: 'stream', channelName: 'Denmark', topic: 'react', content: 'react to me' });
  });

  test('add and remove, with the events REST sends; the message shows them', async () => {
    expect(await mutate('cordelia', ADD_REACTION, { messageId: msg, emojiName: 'octopus' })).toEqual(ok(true));
    expect(eventsOf('reaction').map((e) => e.event)).toEqual([
      expect.objectContaining({ op: 'add', message_id: msg, emoji_name: 'octopus', emoji_code: '1f419', reaction_type: 'unicode_emoji', user_id: realm.users.cordelia.id }),
    ]);
    const shown = await ts.client(realm.users.hamlet).graphql('query ($id: Int!) { message(id: $id) { reactions { emojiName user { email } } } }', { id: msg });
    expect(shown.data?.message.reactions).toEqual([{ emojiName: 'octopus', user: { email: realm.users.cordelia.email } }]);
    ts.events.length = 0;
    expect(await mutate('cordelia', REMOVE_REACTION, { messageId: msg, emojiName: 'octopus' })).toEqual(ok(true));
    expect(eventsOf('reaction').map((e) => e.event.op)).toEqual(['remove']);
    expect(await prisma().reaction.count({ where: { messageId: msg } })).toBe(0);
  });

  test('by code and type', async () => {
    expect(await mutate('iago', ADD_REACTION, { messageId: msg, emojiName: 'heart', emojiCode: '2764', reactionType: 'unicode_emoji' })).toEqual(ok(true));
    expect(await mutate('iago', REMOVE_REACTION, { messageId: msg, emojiCode: '2764' })).toEqual(ok(true));
  });

  test.each<[string, string, Record<string, unknown>, ReturnType<typeof zulipError>]>([
    ['an unknown emoji', 'cordelia', { emojiName: 'no_such_emoji' }, zulipError('BAD_REQUEST', "Emoji 'no_such_emoji' does not exist")],
    ['a name that does not match the code', 'cordelia', { emojiName: 'octopus', emojiCode: '2764', reactionType: 'unicode_emoji' }, zulipError('BAD_REQUEST', 'Invalid emoji name.')],
    ['a bad code', 'cordelia', { emojiName: 'octopus', emojiCode: 'zzzz', reactionType: 'unicode_emoji' }, zulipError('BAD_REQUEST', 'Invalid emoji code.')],
    ['a bad type', 'cordelia', { emojiName: 'octopus', emojiCode: '1f419', reactionType: 'sticker' }, zulipError('BAD_REQUEST', 'Invalid emoji type.')],
    ['a message one cannot read', 'polonius', { emojiName: 'octopus' }, zulipError('BAD_REQUEST', 'Invalid message(s)')],
  ])('addReaction: %s', async (_name, user, vars, expected) => {
    expect(await mutate(user, ADD_REACTION, { messageId: msg, ...vars })).toEqual(expected);
    expect(await prisma().reaction.count({ where: { messageId: msg } })).toBe(0);
    expect(ts.events).toEqual([]);
  });

  test('addReaction twice: REACTION_ALREADY_EXISTS; removing what is not there: REACTION_DOES_NOT_EXIST', async () => {
    expect(await mutate('othello', ADD_REACTION, { messageId: msg, emojiName: 'octopus' })).toEqual(ok(true));
    expect(await mutate('othello', ADD_REACTION, { messageId: msg, emojiName: 'octopus' })).toEqual(zulipError('REACTION_ALREADY_EXISTS', 'Reaction already exists.'));
    expect(await mutate('othello', REMOVE_REACTION, { messageId: msg, emojiName: 'octopus' })).toEqual(ok(true));
    expect(await mutate('othello', REMOVE_REACTION, { messageId: msg, emojiName: 'octopus' })).toEqual(zulipError('REACTION_DOES_NOT_EXIST', "Reaction doesn't exist."));
    expect(await mutate('othello', REMOVE_REACTION, { messageId: msg })).toEqual(
      zulipError('BAD_REQUEST', 'At least one of the following arguments must be present: emoji_name, emoji_code'),
    );
    expect(await mutate('othello', REMOVE_REACTION, { messageId: 999999, emojiName: 'octopus' })).toEqual(zulipError('BAD_REQUEST', 'Invalid message(s)'));
  });
});

describe('deleteMessage and renderMessage', () => {
  test('the sender deletes their message; everyone who saw it hears of it', async () => {
    const id = await sendVia('hamlet', { type: 'stream', channelName: 'Denmark', topic: 'oops', content: 'delete me' });
    ts.events.length = 0;
    expect(await mutate('hamlet', DELETE, { id })).toEqual(ok(true));
    expect(eventsOf('delete_message').map((e) => e.event)).toEqual([
      { type: 'delete_message', message_ids: [id], stream_id: realm.channels.Denmark, topic: 'oops', message_type: 'stream' },
    ]);
    expect(await prisma().message.count({ where: { id } })).toBe(0);
  });

  test("others' messages: no permission; unknown ids: Invalid message(s)", async () => {
    const id = await sendVia('hamlet', { type: 'stream', channelName: 'Denmark', topic: 'keep', content: 'keep me' });
    ts.events.length = 0;
    expect(await mutate('cordelia', DELETE, { id })).toEqual(zulipError('BAD_REQUEST', "You don't have permission to delete this message"));
    for (const bad of [999999, -1, 2 ** 31 - 1]) expect(await mutate('iago', DELETE, { id: bad })).toEqual(zulipError('BAD_REQUEST', 'Invalid message(s)'));
    expect(await prisma().message.count({ where: { id } })).toBe(1);
    expect(ts.events).toEqual([]);
    // An administrator may delete anyone's message.
    expect(await mutate('iago', DELETE, { id })).toEqual(ok(true));
  });

  test('renderMessage renders as POST /messages/render does, without sending', async () => {
    const before = await messageCount();
    const content = "**bold** and @**Cordelia, Lear's daughter**";
    const r = await mutate('hamlet', RENDER, { content });
    const viaRest = await rest('hamlet').post('/messages/render', { content });
    expect(r).toEqual(ok(viaRest.body.rendered));
    expect(r.data).toContain('<strong>bold</strong>');
    expect(await messageCount()).toBe(before);
  });
});

test('without credentials every mutation is refused with UNAUTHORIZED and writes nothing', async () => {
  const before = await messageCount();
  for (const [doc, vars] of [
    [SEND, { type: 'stream', channelName: 'Denmark', topic: 't', content: 'x' }],
    [FLAGS, { messages: [1], op: 'add', flag: 'starred' }],
    [ADD_REACTION, { messageId: 1, emojiName: 'octopus' }],
    [DELETE, { id: 1 }],
    [RENDER, { content: 'x' }],
  ] as const) {
    const r = await ts.client().graphql(doc, vars);
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.[0]).toMatchObject({
      message: 'Not logged in: API authentication or user session required',
      extensions: { code: 'UNAUTHORIZED', status: 401 },
    });
  }
  expect(await messageCount()).toBe(before);
  expect(ts.events).toEqual([]);
});
