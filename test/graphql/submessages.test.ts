import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** Widgets over GraphQL: Message.submessages, sendSubmessage (REST's POST /submessage, same errors) and SubmessageEvent. */
const w = useWorld();
const ws = useWsClients(w);
const { as, send, prisma } = w;
const id = (name: string) => w.realm.users[name].id;

const SEND_SUBMESSAGE = `
  mutation ($input: SendSubmessageInput!) {
    sendSubmessage(input: $input) {
      __typename
      ... on SendSubmessagePayload {
        submessage { submessageId messageId msgType content sender { fullName } }
        widgetMessage { messageId submessages { submessageId msgType content sender { fullName } } }
      }
      ... on Error { code message argument }
    }
  }`;
const MESSAGE = `query ($id: Int!) { message(messageId: $id) { messageId submessages { submessageId messageId msgType content sender { fullName } } } }`;
const EVENTS = `
  subscription ($after: String) {
    events(after: $after, types: [SUBMESSAGE]) {
      __typename
      ... on ResumableEvent { cursor }
      ... on SubmessageEvent { submessageId messageId senderId msgType content sender { fullName } message { messageId submessages { content } } }
    }
  }`;

async function sendSubmessage(user: string, input: Record<string, unknown>): Promise<Record<string, any>> {
  const r = await as(user).graphql(SEND_SUBMESSAGE, { input });
  expect(r.errors).toBeUndefined();
  return r.data?.sendSubmessage as Record<string, any>;
}

let poll: number;
beforeAll(async () => {
  poll = await send('cordelia', {
    type: 'stream',
    to: 'Denmark',
    topic: 'gql widgets',
    content: '/poll Lunch?\npizza\nsoup',
  });
});

test("Message.submessages: the widget, typed, as REST's submessages", async () => {
  const r = await as('hamlet').graphql(MESSAGE, { id: poll });
  expect(r.errors).toBeUndefined();
  const widget = await prisma().submessage.findFirstOrThrow({ where: { messageId: poll } });
  expect(r.data?.message).toEqual({
    messageId: poll,
    submessages: [
      {
        submessageId: widget.id,
        messageId: poll,
        msgType: 'widget',
        content: '{"widget_type": "poll", "extra_data": {"question": "Lunch?", "options": ["pizza", "soup"]}}',
        sender: { fullName: "Cordelia, Lear's daughter" },
      },
    ],
  });
});

test('sendSubmessage: stored, returned with the message as it is now, and delivered as a typed SubmessageEvent', async () => {
  const after = await ws.cursorNow('othello');
  const s = ws.subscribe(ws.connect('othello'), EVENTS, { after });
  const vote = '{"type":"vote","key":"canned,1","vote":1}';
  const r = await sendSubmessage('hamlet', { messageId: poll, msgType: 'widget', content: vote });
  expect(r.__typename).toBe('SendSubmessagePayload');
  expect(r.submessage).toMatchObject({
    messageId: poll,
    msgType: 'widget',
    content: vote,
    sender: { fullName: 'King Hamlet' },
  });
  expect(r.widgetMessage.submessages.map((x: { content: string }) => x.content).at(-1)).toBe(vote);
  const ev = payload(await s.next());
  s.dispose();
  expect(ev).toMatchObject({
    __typename: 'SubmessageEvent',
    submessageId: r.submessage.submessageId,
    messageId: poll,
    senderId: id('hamlet'),
    msgType: 'widget',
    content: vote,
    sender: { fullName: 'King Hamlet' },
  });
  expect((ev.message as { submessages: Array<{ content: string }> }).submessages.at(-1)?.content).toBe(vote);
});

describe('errors: the codes and messages of POST /submessage', () => {
  let secret: number;
  let plain: number;
  beforeAll(async () => {
    secret = await send('iago', { type: 'stream', to: 'core team', topic: 'plans', content: '/poll Secret?' });
    plain = await send('cordelia', { type: 'stream', to: 'Denmark', topic: 'gql widgets', content: 'not a widget' });
  });

  test.each([
    ['a private channel one is not in', 'hamlet', () => secret, '{}'],
    ['no such message', 'hamlet', () => 99999999, '{}'],
    ['not JSON', 'hamlet', () => poll, 'bogus'],
    ['a bad vote', 'hamlet', () => poll, '{"type": "vote", "key": "1,1,", "vote": 99}'],
    ['a question from someone else', 'hamlet', () => poll, '{"type": "question", "question": "Tabs?"}'],
    ['the first submessage from someone else', 'hamlet', () => plain, '{}'],
  ])('%s: the same error as REST, nothing stored', async (_label, user, messageId, content) => {
    const before = await prisma().submessage.count();
    const rest = await as(user).post('/submessage', { message_id: String(messageId()), msg_type: 'widget', content });
    expect(rest.status).toBe(400);
    const r = await sendSubmessage(user, { messageId: messageId(), msgType: 'widget', content });
    expect(r).toEqual({
      __typename: expect.stringMatching(/Error$/),
      code: rest.body.code,
      message: rest.body.msg,
      argument: null,
    });
    expect(await prisma().submessage.count()).toBe(before);
  });

  test("a NUL byte in the content is refused with the endpoint's argument error, nothing stored", async () => {
    const before = await prisma().submessage.count();
    const r = await as('cordelia').graphql(SEND_SUBMESSAGE, {
      input: { messageId: poll, msgType: 'widget', content: '{"a":"\u0000"}' },
    });
    expect(r.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_REQUEST']);
    expect(await prisma().submessage.count()).toBe(before);
  });
});

describe('sendMessage zform: the widget REST widget_content makes', () => {
  const SEND = `
    mutation ($input: SendMessageInput!) {
      sendMessage(input: $input) {
        __typename
        ... on SendMessagePayload { sentMessage { messageId submessages { msgType content } } }
        ... on Error { code message }
      }
    }`;
  const zform = {
    widget_type: 'zform',
    extra_data: {
      type: 'choices',
      heading: 'Pick',
      choices: [{ short_name: 'A', long_name: 'Apple', reply: 'apple' }],
    },
  };

  test('the typed zform is stored as the same widget as REST widget_content', async () => {
    const input = {
      channelName: 'Denmark',
      topic: 'gql zform',
      content: 'choose',
      zform: { heading: 'Pick', choices: [{ shortName: 'A', longName: 'Apple', reply: 'apple' }] },
    };
    const r = await as('hamlet').graphql(SEND, { input });
    expect(r.errors).toBeUndefined();
    const sent = r.data?.sendMessage as Record<string, any>;
    expect(sent.__typename).toBe('SendMessagePayload');
    const restId = await send('hamlet', {
      type: 'stream',
      to: 'Denmark',
      topic: 'gql zform',
      content: 'choose',
      widget_content: JSON.stringify(zform),
    });
    const rest = await prisma().submessage.findFirstOrThrow({ where: { messageId: restId } });
    expect(sent.sentMessage.submessages).toEqual([{ msgType: 'widget', content: rest.content }]);
    expect(JSON.parse(rest.content)).toEqual(zform);
  });

  test('a zform with a missing field is refused by GraphQL validation, and nothing is sent', async () => {
    const before = await prisma().message.count();
    const input = {
      channelName: 'Denmark',
      topic: 'gql zform',
      content: 'x',
      zform: { heading: 'Pick', choices: [{ shortName: 'A' }] },
    };
    const r = await as('hamlet').graphql(SEND, { input });
    expect(r.errors?.[0]?.message).toMatch(/longName/);
    expect(await prisma().message.count()).toBe(before);
  });
});
