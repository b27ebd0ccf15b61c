import { useWorld } from '../support/world.ts';

/** Message mutations: the rules, events and errors of the REST endpoints they mirror. */

const rest = (user: string) => w.as(user);
const prisma = () => w.prisma();

const ERR = '... on Error { code message }';

const SEND = `
  mutation ($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ... on SendMessagePayload { sentMessage { messageId } automaticNewVisibilityPolicy }
      ${ERR}
    }
  }`;
const FLAGS = `
  mutation ($input: UpdateMessageFlagsInput!) {
    updateMessageFlags(input: $input) {
      __typename
      ... on UpdateMessageFlagsPayload { messages { messageId flags } ignoredBecauseNotSubscribedChannels { channelId } }
      ${ERR}
    }
  }`;
const FLAGS_NARROW = `
  mutation ($input: UpdateMessageFlagsForNarrowInput!) {
    updateMessageFlagsForNarrow(input: $input) {
      __typename
      ... on UpdateMessageFlagsForNarrowPayload {
        processedCount updatedCount firstProcessedId lastProcessedId foundOldest foundNewest ignoredBecauseNotSubscribedChannels { channelId }
      }
      ${ERR}
    }
  }`;
const REACTED = '{ reactedMessage { messageId reactions { emojiName user { email } } } }';
const ADD_REACTION = `mutation ($input: AddReactionInput!) { addReaction(input: $input) { __typename ... on AddReactionPayload ${REACTED} ${ERR} } }`;
const REMOVE_REACTION = `mutation ($input: RemoveReactionInput!) { removeReaction(input: $input) { __typename ... on RemoveReactionPayload ${REACTED} ${ERR} } }`;
const DELETE = `mutation ($input: DeleteMessageInput!) { deleteMessage(input: $input) { __typename ... on DeleteMessagePayload { deletedMessageId } ${ERR} } }`;
const RENDER = `mutation ($input: RenderMessageInput!) { renderMessage(input: $input) { __typename ... on RenderMessagePayload { rendered } ${ERR} } }`;

async function mutate(user: string | null, doc: string, input: Record<string, unknown>): Promise<Record<string, any>> {
  const r = await w.ts.client(user ? w.realm.users[user] : undefined).graphql(doc, { input });
  expect(r.errors).toBeUndefined();
  const values = Object.values(r.data ?? {});
  expect(values).toHaveLength(1);
  return values[0] as Record<string, any>;
}

/** A refusal of the given error type (ZulipError when no type of its own says more). */
const zulipError = (code: string, message: string, type = 'ZulipError') => ({ __typename: type, code, message });
const fetchMessage = async (user: string, id: number): Promise<Record<string, any>> =>
  (await rest(user).get(`/messages/${id}`)).body.message as Record<string, any>;
const messageCount = () => prisma().message.count();
const eventsOf = (type: string) => w.ts.events.filter((e) => e.event.type === type);

const sendVia = async (user: string, input: Record<string, unknown>): Promise<number> => {
  const r = await mutate(user, SEND, input);
  expect(r.__typename).toBe('SendMessagePayload');
  return r.sentMessage.messageId as number;
};

const w = useWorld();

beforeEach(() => {
  w.ts.events.length = 0;
});

describe('sendMessage', () => {
  test('to a channel by name: stored, announced, and the new topic followed as REST does', async () => {
    const r = await mutate('hamlet', SEND, {
      channelName: 'Denmark',
      topic: 'castle',
      content: "Hi @**Cordelia, Lear's daughter**",
    });
    expect(r).toEqual({
      __typename: 'SendMessagePayload',
      sentMessage: { messageId: expect.any(Number) },
      automaticNewVisibilityPolicy: 'FOLLOWED',
    });
    const id = r.sentMessage.messageId as number;
    const messageEvents = eventsOf('message');
    expect(messageEvents.find((e) => e.userIds.includes(w.realm.users.cordelia.id))?.event.flags).toEqual([
      'mentioned',
    ]);
    expect(messageEvents.find((e) => e.userIds.includes(w.realm.users.hamlet.id))?.event.flags).toEqual(['read']);
    expect(await fetchMessage('hamlet', id)).toMatchObject({
      subject: 'castle',
      stream_id: w.realm.channels.Denmark,
      client: 'GraphQL',
    });
    // The topic exists now: no policy change to report.
    const again = await mutate('hamlet', SEND, {
      channelId: w.realm.channels.Denmark,
      topic: 'castle',
      content: 'again',
      client: 'test-suite',
    });
    expect(again).toEqual({
      __typename: 'SendMessagePayload',
      sentMessage: { messageId: id + 1 },
      automaticNewVisibilityPolicy: null,
    });
    expect((await fetchMessage('hamlet', id + 1)).client).toBe('test-suite');
  });

  test('direct-message recipients by email', async () => {
    const dm = await sendVia('othello', {
      directEmails: ['hamlet@zulip.com', 'iago@zulip.com'],
      content: 'group chat',
    });
    const recipients = (await fetchMessage('othello', dm)).display_recipient as Array<{ id: number }>;
    expect(recipients.map((u) => u.id)).toEqual(
      [w.realm.users.hamlet.id, w.realm.users.iago.id, w.realm.users.othello.id].sort((a, b) => a - b),
    );
  });

  test('direct messages by user id; unread for the sender when asked', async () => {
    const id = await sendVia('cordelia', {
      directUserIds: [w.realm.users.hamlet.id],
      content: 'psst',
      readBySender: false,
    });
    const direct = eventsOf('message');
    expect(
      direct
        .map((e) => e.userIds)
        .flat()
        .sort((a, b) => a - b),
    ).toEqual([w.realm.users.hamlet.id, w.realm.users.cordelia.id].sort((a, b) => a - b));
    expect((await fetchMessage('cordelia', id)).flags).toEqual([]);
  });

  test.each<[string, string, Record<string, unknown>, ReturnType<typeof zulipError>]>([
    ['no topic', 'hamlet', { channelName: 'Denmark', content: 'x' }, zulipError('BAD_REQUEST', 'Missing topic')],
    [
      'no recipient at all',
      'hamlet',
      { topic: 't', content: 'x' },
      zulipError('BAD_REQUEST', 'A message needs a channel or direct-message recipients', 'ValidationError'),
    ],
    [
      'blank content',
      'hamlet',
      { channelName: 'Denmark', topic: 't', content: '  \n ' },
      zulipError('BAD_REQUEST', 'Message must not be empty'),
    ],
    [
      'an unknown channel name',
      'hamlet',
      { channelName: 'Nowhere', topic: 't', content: 'x' },
      zulipError('STREAM_DOES_NOT_EXIST', "Channel 'Nowhere' does not exist", 'ChannelNotFoundError'),
    ],
    [
      'an unknown channel id',
      'hamlet',
      { channelId: 9999, topic: 't', content: 'x' },
      zulipError('STREAM_DOES_NOT_EXIST', "Channel with ID '9999' does not exist", 'ChannelNotFoundError'),
    ],
    [
      'a private channel',
      'hamlet',
      { channelName: 'core team', topic: 't', content: 'x' },
      zulipError('BAD_REQUEST', "Not authorized to send to channel 'core team'", 'PermissionDeniedError'),
    ],
    [
      'a control character in the topic',
      'hamlet',
      { channelName: 'Denmark', topic: 'a\u0007b', content: 'x' },
      zulipError('BAD_REQUEST', 'Invalid character in topic, at position 2!'),
    ],
    [
      'no recipients',
      'hamlet',
      { directUserIds: [], content: 'x' },
      zulipError('BAD_REQUEST', 'Message must have recipients'),
    ],
    [
      'an unknown email',
      'hamlet',
      { directEmails: ['nobody@zulip.com'], content: 'x' },
      zulipError('BAD_REQUEST', "Invalid email 'nobody@zulip.com'"),
    ],
    [
      'an unknown user id',
      'hamlet',
      { directUserIds: [99999], content: 'x' },
      zulipError('BAD_REQUEST', 'Invalid user ID 99999'),
    ],
    [
      'two ways to name the channel',
      'hamlet',
      { channelId: 1, channelName: 'Denmark', topic: 't', content: 'x' },
      zulipError('BAD_REQUEST', 'Unsupported parameter combination: channelId, channelName'),
    ],
    [
      'a channel and direct recipients',
      'hamlet',
      { channelId: 1, directUserIds: [1], content: 'x' },
      zulipError('BAD_REQUEST', 'Unsupported parameter combination: channelId, directUserIds'),
    ],
    [
      'a guest to a channel they are not in',
      'polonius',
      { channelName: 'Denmark', topic: 't', content: 'x' },
      zulipError('BAD_REQUEST', "Not authorized to send to channel 'Denmark'", 'PermissionDeniedError'),
    ],
  ])('%s', async (_name, user, vars, expected) => {
    const before = await messageCount();
    expect(await mutate(user, SEND, vars)).toEqual(expected);
    expect(await messageCount()).toBe(before);
    expect(eventsOf('message')).toEqual([]);
  });

  test('REST gives the same errors for the same requests', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        { channelName: 'Nowhere', topic: 't', content: 'x' },
        { type: 'stream', to: 'Nowhere', topic: 't', content: 'x' },
      ],
      [
        { directUserIds: [99999], content: 'x' },
        { type: 'direct', to: '[99999]', content: 'x' },
      ],
      [
        { channelName: 'Denmark', topic: '\u0000', content: 'x' },
        { type: 'stream', to: 'Denmark', topic: '\u0000', content: 'x' },
      ],
      [
        { channelName: 'Denmark', topic: 't', content: ' ' },
        { type: 'stream', to: 'Denmark', topic: 't', content: ' ' },
      ],
    ];
    for (const [input, params] of cases) {
      const g = await mutate('hamlet', SEND, input);
      const r = await rest('hamlet').post('/messages', params);
      expect(r.body.result).toBe('error');
      expect({ code: g.code, message: g.message }).toEqual({ code: r.body.code, message: r.body.msg });
    }
  });
});

describe('flags', () => {
  let m1: number;
  let m2: number;
  beforeAll(async () => {
    m1 = await sendVia('hamlet', { channelName: 'Scotland', topic: 'flags', content: 'one' });
    m2 = await sendVia('iago', { channelName: 'Scotland', topic: 'flags', content: 'two' });
  });

  test('updateMessageFlags stars and unstars, echoing the ids as REST does', async () => {
    expect(await mutate('hamlet', FLAGS, { messageIds: [m1, m2], op: 'ADD', flag: 'STARRED' })).toEqual({
      __typename: 'UpdateMessageFlagsPayload',
      messages: [
        { messageId: m1, flags: ['READ', 'STARRED'] },
        { messageId: m2, flags: ['STARRED'] },
      ],
      ignoredBecauseNotSubscribedChannels: [],
    });
    expect(eventsOf('update_message_flags').map((e) => e.event)).toEqual([
      { type: 'update_message_flags', op: 'add', operation: 'add', flag: 'starred', messages: [m1, m2], all: false },
    ]);
    expect(await mutate('hamlet', FLAGS, { messageIds: [m1], op: 'REMOVE', flag: 'STARRED' })).toMatchObject({
      messages: [{ messageId: m1, flags: ['READ'] }],
    });
    expect((await fetchMessage('hamlet', m1)).flags).toEqual(['read']);
  });

  test('marking unread skips channels one is not subscribed to', async () => {
    const verona = await sendVia('iago', { channelName: 'Verona', topic: 'x', content: 'hi' });
    // Cordelia is subscribed to Verona, not to Scotland.
    const r = await mutate('cordelia', FLAGS, { messageIds: [m1, verona], op: 'REMOVE', flag: 'READ' });
    expect(r.ignoredBecauseNotSubscribedChannels).toEqual([{ channelId: w.realm.channels.Scotland }]);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['a flag only the server sets', { op: 'ADD', flag: 'MENTIONED' }, "Flag not editable: 'mentioned'"],
    ['the legacy flag', { op: 'ADD', flag: 'WILDCARD_MENTIONED' }, "Invalid flag: 'wildcard_mentioned'"],
  ])('updateMessageFlags: %s', async (_name, vars, msg) => {
    const r = await mutate('hamlet', FLAGS, { messageIds: [m1], ...vars });
    const viaRest = await rest('hamlet').post('/messages/flags', {
      messages: [m1],
      op: String(vars.op).toLowerCase(),
      flag: String(vars.flag).toLowerCase(),
    });
    expect(r).toEqual(zulipError(String(viaRest.body.code), String(viaRest.body.msg)));
    expect(r.message).toBe(msg);
    expect(w.ts.events).toEqual([]);
  });

  test('updateMessageFlags: flags and operations outside the enums are refused before anything runs', async () => {
    const r = await w.as('hamlet').graphql(FLAGS, { input: { messageIds: [m1], op: 'TOGGLE', flag: 'BOGUS' } });
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(w.ts.events).toEqual([]);
  });

  test('updateMessageFlags: a message one cannot see writes nothing', async () => {
    const secret = await sendVia('iago', { channelName: 'core team', topic: 's', content: 'secret' });
    w.ts.events.length = 0;
    expect(await mutate('hamlet', FLAGS, { messageIds: [m1, secret], op: 'ADD', flag: 'STARRED' })).toEqual(
      zulipError('BAD_REQUEST', 'Invalid message(s)', 'NotFoundError'),
    );
    expect(await prisma().userMessage.count({ where: { userId: w.realm.users.hamlet.id, messageId: secret } })).toBe(0);
    expect((await fetchMessage('hamlet', m1)).flags).toEqual(['read']);
    expect(w.ts.events).toEqual([]);
  });

  test('updateMessageFlagsForNarrow marks a narrow read', async () => {
    const narrow = [
      { operator: 'channel', operand: 'Scotland' },
      { operator: 'topic', operand: 'flags' },
    ];
    const r = await mutate('othello', FLAGS_NARROW, {
      anchor: 'oldest',
      numBefore: 0,
      numAfter: 10,
      narrow,
      op: 'ADD',
      flag: 'READ',
    });
    expect(r).toEqual({
      __typename: 'UpdateMessageFlagsForNarrowPayload',
      processedCount: 2,
      updatedCount: 2,
      firstProcessedId: m1,
      lastProcessedId: m2,
      foundOldest: true,
      foundNewest: true,
      ignoredBecauseNotSubscribedChannels: [],
    });
    const viaRest = await rest('othello').post('/messages/flags/narrow', {
      anchor: 'oldest',
      num_before: 0,
      num_after: 10,
      narrow,
      op: 'add',
      flag: 'read',
    });
    expect(viaRest.body).toMatchObject({ processed_count: 2, updated_count: 0 });
  });

  test.each<[string, Record<string, unknown>, string, string?, string?]>([
    // REST's num_after/num_before, named as GraphQL names the arguments.
    ['negative numAfter', { numAfter: -1 }, 'numAfter is too small', 'BAD_REQUEST', 'ValidationError'],
    ['negative numBefore', { numBefore: -1 }, 'numBefore is too small', 'BAD_REQUEST', 'ValidationError'],
    [
      'an inner anchor excluded',
      { anchor: String(1), numBefore: 1, numAfter: 1, includeAnchor: false },
      'The anchor can only be excluded at an end of the range',
    ],
    ['a bad anchor', { anchor: 'middle' }, 'Invalid anchor'],
    ['a bad narrow', { narrow: [{ operator: 'is', operandId: 5 }] }, 'operand is not a string'],
    [
      'an unknown channel',
      { narrow: [{ operator: 'channel', operand: 'Nowhere' }] },
      'Invalid narrow operator: unknown channel Nowhere',
      'BAD_NARROW',
    ],
    ['a flag only the server sets', { flag: 'MENTIONED' }, "Flag not editable: 'mentioned'"],
  ])('updateMessageFlagsForNarrow: %s', async (_name, vars, msg, code = 'BAD_REQUEST', type = 'ZulipError') => {
    const r = await mutate('othello', FLAGS_NARROW, {
      anchor: 'newest',
      numBefore: 5,
      numAfter: 0,
      op: 'ADD',
      flag: 'READ',
      ...vars,
    });
    expect(r).toEqual(zulipError(code, msg, type));
    expect(w.ts.events).toEqual([]);
  });
});

describe('reactions', () => {
  let msg: number;
  beforeAll(async () => {
    msg = await sendVia('hamlet', { channelName: 'Denmark', topic: 'react', content: 'react to me' });
  });

  test('add and remove, with the events REST sends; the message shows them', async () => {
    expect(await mutate('cordelia', ADD_REACTION, { messageId: msg, emojiName: 'octopus' })).toEqual({
      __typename: 'AddReactionPayload',
      reactedMessage: {
        messageId: msg,
        reactions: [{ emojiName: 'octopus', user: { email: w.realm.users.cordelia.email } }],
      },
    });
    expect(eventsOf('reaction').map((e) => e.event)).toEqual([
      expect.objectContaining({
        op: 'add',
        message_id: msg,
        emoji_name: 'octopus',
        emoji_code: '1f419',
        reaction_type: 'unicode_emoji',
        user_id: w.realm.users.cordelia.id,
      }),
    ]);
    const shown = await w
      .as('hamlet')
      .graphql('query ($id: Int!) { message(messageId: $id) { reactions { emojiName user { email } } } }', { id: msg });
    expect(shown.data?.message.reactions).toEqual([
      { emojiName: 'octopus', user: { email: w.realm.users.cordelia.email } },
    ]);
    w.ts.events.length = 0;
    expect(await mutate('cordelia', REMOVE_REACTION, { messageId: msg, emojiName: 'octopus' })).toEqual({
      __typename: 'RemoveReactionPayload',
      reactedMessage: { messageId: msg, reactions: [] },
    });
    expect(eventsOf('reaction').map((e) => e.event.op)).toEqual(['remove']);
    expect(await prisma().reaction.count({ where: { messageId: msg } })).toBe(0);
  });

  test('by code and type', async () => {
    expect(
      (
        await mutate('iago', ADD_REACTION, {
          messageId: msg,
          emojiName: 'heart',
          emojiCode: '2764',
          reactionType: 'UNICODE_EMOJI',
        })
      ).__typename,
    ).toBe('AddReactionPayload');
    expect((await mutate('iago', REMOVE_REACTION, { messageId: msg, emojiCode: '2764' })).__typename).toBe(
      'RemoveReactionPayload',
    );
  });

  test.each<[string, string, Record<string, unknown>, ReturnType<typeof zulipError>]>([
    // REST's "Missing 'emoji_name' argument", naming the GraphQL input field.
    [
      'no emoji name',
      'cordelia',
      {},
      zulipError('REQUEST_VARIABLE_MISSING', "Missing 'emojiName' argument", 'ValidationError'),
    ],
    [
      'an unknown emoji',
      'cordelia',
      { emojiName: 'no_such_emoji' },
      zulipError('BAD_REQUEST', "Emoji 'no_such_emoji' does not exist", 'NotFoundError'),
    ],
    [
      'a name that does not match the code',
      'cordelia',
      { emojiName: 'octopus', emojiCode: '2764', reactionType: 'UNICODE_EMOJI' },
      zulipError('BAD_REQUEST', 'Invalid emoji name.'),
    ],
    [
      'a bad code',
      'cordelia',
      { emojiName: 'octopus', emojiCode: 'zzzz', reactionType: 'UNICODE_EMOJI' },
      zulipError('BAD_REQUEST', 'Invalid emoji code.'),
    ],
    [
      'an organization emoji that does not exist',
      'cordelia',
      { emojiName: 'octopus', emojiCode: '1f419', reactionType: 'REALM_EMOJI' },
      zulipError('BAD_REQUEST', 'Invalid custom emoji.'),
    ],
    [
      'a message one cannot read',
      'polonius',
      { emojiName: 'octopus' },
      zulipError('BAD_REQUEST', 'Invalid message(s)', 'NotFoundError'),
    ],
  ])('addReaction: %s', async (_name, user, vars, expected) => {
    expect(await mutate(user, ADD_REACTION, { messageId: msg, ...vars })).toEqual(expected);
    expect(await prisma().reaction.count({ where: { messageId: msg } })).toBe(0);
    expect(w.ts.events).toEqual([]);
  });

  test('addReaction twice: REACTION_ALREADY_EXISTS; removing what is not there: REACTION_DOES_NOT_EXIST', async () => {
    expect((await mutate('othello', ADD_REACTION, { messageId: msg, emojiName: 'octopus' })).__typename).toBe(
      'AddReactionPayload',
    );
    expect(await mutate('othello', ADD_REACTION, { messageId: msg, emojiName: 'octopus' })).toEqual(
      zulipError('REACTION_ALREADY_EXISTS', 'Reaction already exists.'),
    );
    expect((await mutate('othello', REMOVE_REACTION, { messageId: msg, emojiName: 'octopus' })).__typename).toBe(
      'RemoveReactionPayload',
    );
    expect(await mutate('othello', REMOVE_REACTION, { messageId: msg, emojiName: 'octopus' })).toEqual(
      zulipError('REACTION_DOES_NOT_EXIST', "Reaction doesn't exist."),
    );
    // Named as GraphQL names them (REST: emoji_name, emoji_code).
    expect(await mutate('othello', REMOVE_REACTION, { messageId: msg })).toEqual(
      zulipError(
        'BAD_REQUEST',
        'At least one of the following arguments must be present: emojiName, emojiCode',
        'ValidationError',
      ),
    );
    const argumentOf =
      'mutation ($input: RemoveReactionInput!) { removeReaction(input: $input) { ... on Error { argument } } }';
    expect(await mutate('othello', argumentOf, { messageId: msg })).toEqual({ argument: 'emojiName' });
    expect(await mutate('othello', REMOVE_REACTION, { messageId: 999999, emojiName: 'octopus' })).toEqual(
      zulipError('BAD_REQUEST', 'Invalid message(s)', 'NotFoundError'),
    );
  });
});

describe('deleteMessage and renderMessage', () => {
  test('the sender deletes their message; everyone who saw it hears of it', async () => {
    const id = await sendVia('hamlet', { channelName: 'Denmark', topic: 'oops', content: 'delete me' });
    w.ts.events.length = 0;
    expect(await mutate('hamlet', DELETE, { messageId: id })).toEqual({
      __typename: 'DeleteMessagePayload',
      deletedMessageId: id,
    });
    expect(eventsOf('delete_message').map((e) => e.event)).toEqual([
      {
        type: 'delete_message',
        message_ids: [id],
        stream_id: w.realm.channels.Denmark,
        topic: 'oops',
        message_type: 'stream',
      },
    ]);
    expect(await prisma().message.count({ where: { id } })).toBe(0);
  });

  test("others' messages: no permission; unknown ids: Invalid message(s)", async () => {
    const id = await sendVia('hamlet', { channelName: 'Denmark', topic: 'keep', content: 'keep me' });
    w.ts.events.length = 0;
    expect(await mutate('cordelia', DELETE, { messageId: id })).toEqual(
      zulipError('BAD_REQUEST', "You don't have permission to delete this message", 'PermissionDeniedError'),
    );
    for (const bad of [999999, -1, 2 ** 31 - 1])
      expect(await mutate('iago', DELETE, { messageId: bad })).toEqual(
        zulipError('BAD_REQUEST', 'Invalid message(s)', 'NotFoundError'),
      );
    expect(await prisma().message.count({ where: { id } })).toBe(1);
    expect(w.ts.events).toEqual([]);
    // An administrator may delete anyone's message.
    expect(await mutate('iago', DELETE, { messageId: id })).toEqual({
      __typename: 'DeleteMessagePayload',
      deletedMessageId: id,
    });
  });

  test('renderMessage renders as POST /messages/render does, without sending', async () => {
    const before = await messageCount();
    const content = "**bold** and @**Cordelia, Lear's daughter**";
    const r = await mutate('hamlet', RENDER, { content });
    const viaRest = await rest('hamlet').post('/messages/render', { content });
    expect(r).toEqual({ __typename: 'RenderMessagePayload', rendered: viaRest.body.rendered });
    expect(r.rendered).toContain('<strong>bold</strong>');
    expect(await messageCount()).toBe(before);
  });
});

test('without credentials every mutation is refused with UNAUTHORIZED and writes nothing', async () => {
  const before = await messageCount();
  for (const [doc, vars] of [
    [SEND, { channelName: 'Denmark', topic: 't', content: 'x' }],
    [FLAGS, { messageIds: [1], op: 'ADD', flag: 'STARRED' }],
    [ADD_REACTION, { messageId: 1, emojiName: 'octopus' }],
    [DELETE, { messageId: 1 }],
    [RENDER, { content: 'x' }],
  ] as const) {
    const r = await w.as().graphql(doc, { input: vars });
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.[0]).toMatchObject({
      message: 'Not logged in: API authentication or user session required',
      extensions: { code: 'UNAUTHORIZED', status: 401 },
    });
  }
  expect(await messageCount()).toBe(before);
  expect(w.ts.events).toEqual([]);
});
