import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** Typing over GraphQL: the mutations (composing, editing) and a conversation's typing subscription. */
const w = useWorld();
const ws = useWsClients(w);
const id = (name: string) => w.realm.users[name].id;
const denmark = () => w.realm.channels.Denmark;

const SEND = `
  mutation ($input: SendTypingInput!) {
    sendTyping(input: $input) {
      __typename
      ... on SendTypingPayload {
        op
        conversation { __typename ... on ChannelTopicConversation { channelId topic channel { name } } ... on DirectConversation { userIds } }
      }
      ... on Error { code message argument }
    }
  }`;

const SEND_EDIT = `
  mutation ($input: SendMessageEditTypingInput!) {
    sendMessageEditTyping(input: $input) {
      __typename
      ... on SendMessageEditTypingPayload { op messageId }
      ... on Error { code message argument }
    }
  }`;

const WATCH = `
  subscription ($conversation: ConversationInput!) {
    typing(conversation: $conversation) {
      __typename
      ... on TypingEvent { op sender { fullName } conversation { ... on DirectConversation { userIds } ... on ChannelTopicConversation { topic } } }
      ... on TypingEditMessageEvent { op senderId messageId conversation { ... on ChannelTopicConversation { channelId topic } } }
    }
  }`;

/** `user` watches typing in `conversation`, live once its queue exists. */
const watch = (user: string, conversation: Record<string, unknown>) => ws.subscribeLive(user, WATCH, { conversation });

const gql = (user: string, query: string, input: Record<string, unknown>) => w.as(user).graphql(query, { input });

test('composing to a direct conversation: the payload names it; its users watching it hear, others do not', async () => {
  const othello = await watch('othello', { userIds: [id('hamlet')] });
  const cordelia = await watch('cordelia', { userIds: [id('hamlet')] });
  const r = await gql('hamlet', SEND, { op: 'START', conversation: { userIds: [id('othello')] } });
  const both = [id('hamlet'), id('othello')].sort((a, b) => a - b);
  expect(r.data?.sendTyping).toEqual({
    __typename: 'SendTypingPayload',
    op: 'START',
    conversation: { __typename: 'DirectConversation', userIds: both },
  });
  expect(payload(await othello.next(), 'typing')).toEqual({
    __typename: 'TypingEvent',
    op: 'START',
    sender: { fullName: 'King Hamlet' },
    conversation: { userIds: both },
  });
  // Cordelia is not in that conversation: the first thing she hears is typing in hers.
  await gql('hamlet', SEND, { op: 'STOP', conversation: { userIds: [id('cordelia')] } });
  expect(payload(await cordelia.next(), 'typing')).toMatchObject({
    op: 'STOP',
    conversation: { userIds: [id('cordelia'), id('hamlet')].sort((a, b) => a - b) },
  });
  othello.dispose();
  cordelia.dispose();
});

test('composing in a channel topic and editing a message there reach those watching the topic (any case), as REST typing does', async () => {
  const s = await watch('othello', { channelId: denmark(), topic: 'PLANS' });
  const r = await gql('hamlet', SEND, { op: 'START', conversation: { channelId: denmark(), topic: '  plans ' } });
  expect(r.data?.sendTyping).toMatchObject({
    op: 'START',
    conversation: { channelId: denmark(), topic: 'plans', channel: { name: 'Denmark' } },
  });
  expect(payload(await s.next(), 'typing')).toMatchObject({
    __typename: 'TypingEvent',
    op: 'START',
    conversation: { topic: 'plans' },
  });

  const m = await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'plans', content: 'draft' });
  const edit = await gql('hamlet', SEND_EDIT, { op: 'START', messageId: m });
  expect(edit.data?.sendMessageEditTyping).toEqual({
    __typename: 'SendMessageEditTypingPayload',
    op: 'START',
    messageId: m,
  });
  expect(payload(await s.next(), 'typing')).toEqual({
    __typename: 'TypingEditMessageEvent',
    op: 'START',
    senderId: id('hamlet'),
    messageId: m,
    conversation: { channelId: denmark(), topic: 'plans' },
  });

  // REST's POST /typing is the same operation.
  await w.as('hamlet').post('/typing', { op: 'stop', type: 'channel', stream_id: denmark(), topic: 'Plans' });
  expect(payload(await s.next(), 'typing')).toMatchObject({ __typename: 'TypingEvent', op: 'STOP' });
  s.dispose();
});

test('a typing subscription keeps nothing after it ends', async () => {
  const streams = () => w.ts.server.streams.countFor(id('prospero'));
  const s = await watch('prospero', { userIds: [id('hamlet')] });
  expect(streams()).toBe(1);
  s.dispose();
  while (streams() > 0) await new Promise<void>((r) => setImmediate(r));
  expect(streams()).toBe(0);
});

const channelId = (name: string) => w.realm.channels[name];

test.each([
  [
    'both a channel and users',
    () => ({ channelId: 1, topic: 't', userIds: [1] }),
    'A conversation is either channelId and topic, or userIds',
    'conversation',
    null,
  ],
  [
    'a channel without a topic',
    () => ({ channelId: channelId('Denmark') }),
    'Missing topic',
    null,
    () => ({ type: 'stream', stream_id: channelId('Denmark') }),
  ],
  ['no users', () => ({ userIds: [] }), "Empty 'to' list", null, () => ({ to: '[]' })],
  ['an unknown user', () => ({ userIds: [99999] }), 'Invalid user ID 99999', null, () => ({ to: '[99999]' })],
  [
    'a channel one may not see',
    () => ({ channelId: channelId('core team'), topic: 'x' }),
    'Invalid channel ID',
    null,
    () => ({ type: 'stream', stream_id: channelId('core team'), topic: 'x' }),
  ],
])('sendTyping to %s: the REST error, typed', async (_name, conversation, message, argument, rest) => {
  const r = await gql('hamlet', SEND, { op: 'START', conversation: conversation() });
  expect(r.data?.sendTyping).toEqual({
    __typename: argument === null ? expect.stringMatching(/Error$/) : 'ValidationError',
    code: 'BAD_REQUEST',
    message,
    argument,
  });
  if (rest) {
    const viaRest = await w.as('hamlet').post('/typing', { op: 'start', ...rest() });
    expect({ code: viaRest.body.code, message: viaRest.body.msg }).toEqual({ code: 'BAD_REQUEST', message });
  }
});

test("sendMessageEditTyping on someone else's message: the REST error, typed", async () => {
  const m = await w.send('othello', { type: 'stream', to: 'Denmark', topic: 'mine', content: 'x' });
  const r = await gql('hamlet', SEND_EDIT, { op: 'START', messageId: m });
  expect(r.data?.sendMessageEditTyping).toEqual({
    __typename: 'ZulipError',
    code: 'BAD_REQUEST',
    message: "You don't have permission to edit this message",
    argument: null,
  });
  const rest = await w.as('hamlet').post(`/messages/${m}/typing`, { op: 'start' });
  expect(rest.body.msg).toBe("You don't have permission to edit this message");
});

test('watching a channel conversation needs its topic', async () => {
  const s = ws.subscribe(ws.connect('othello'), WATCH, { conversation: { channelId: denmark() } });
  expect(await s.next()).toEqual({
    errors: [
      expect.objectContaining({
        message: 'Missing topic',
        extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
      }),
    ],
  });
});
