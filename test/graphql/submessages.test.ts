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

describe('data: the content typed, and sendSubmessage with a typed event', () => {
  const DATA = `
    fragment D on SubmessageData {
      __typename
      ... on PollWidgetData { question options }
      ... on TodoWidgetData { taskListTitle tasks { task desc } }
      ... on ZformWidgetData { heading choices { shortName longName reply } }
      ... on PollVote { key vote }
      ... on PollNewOption { option idx }
      ... on PollQuestion { question }
      ... on TodoNewTask { idx task desc completed }
      ... on TodoStrike { key }
      ... on TodoTaskListTitle { title }
      ... on OtherSubmessageData { value }
    }`;
  const SEND_TYPED = `
    mutation ($input: SendSubmessageInput!) {
      sendSubmessage(input: $input) {
        __typename
        ... on SendSubmessagePayload { submessage { content data { ...D } } }
        ... on Error { code message argument }
      }
    }
    ${DATA}`;
  const typed = async (user: string, input: Record<string, unknown>) => {
    const r = await as(user).graphql(SEND_TYPED, { input: { msgType: 'widget', ...input } });
    expect(r.errors).toBeUndefined();
    return r.data?.sendSubmessage as Record<string, any>;
  };

  test('a poll: the widget, and typed events stored as the JSON the web client sends, delivered typed', async () => {
    const r = await as('hamlet').graphql(
      `query ($id: Int!) { message(messageId: $id) { submessages { data { ...D } } } } ${DATA}`,
      { id: poll },
    );
    expect((r.data?.message as any).submessages[0].data).toEqual({
      __typename: 'PollWidgetData',
      question: 'Lunch?',
      options: ['pizza', 'soup'],
    });
    const after = await ws.cursorNow('othello');
    const s = ws.subscribe(
      ws.connect('othello'),
      `subscription ($after: String) { events(after: $after, types: [SUBMESSAGE]) { ... on SubmessageEvent { data { ...D } } } } ${DATA}`,
      { after },
    );
    const vote = await typed('hamlet', { messageId: poll, event: { pollVote: { key: 'canned,0', vote: 1 } } });
    expect(vote.submessage).toEqual({
      content: '{"type":"vote","key":"canned,0","vote":1}',
      data: { __typename: 'PollVote', key: 'canned,0', vote: 1 },
    });
    expect(payload(await s.next())).toEqual({ data: { __typename: 'PollVote', key: 'canned,0', vote: 1 } });
    s.dispose();
    const option = await typed('hamlet', { messageId: poll, event: { pollNewOption: { option: 'tacos', idx: 1 } } });
    expect(option.submessage.data).toEqual({ __typename: 'PollNewOption', option: 'tacos', idx: 1 });
    const question = await typed('cordelia', { messageId: poll, event: { pollQuestion: { question: 'Dinner?' } } });
    expect(question.submessage.data).toEqual({ __typename: 'PollQuestion', question: 'Dinner?' });
  });

  test('a to-do list: the widget and its typed events', async () => {
    const todo = await send('cordelia', {
      type: 'stream',
      to: 'Denmark',
      topic: 'gql widgets',
      content: '/todo Chores\nsweep: the hall',
    });
    const title = await typed('cordelia', { messageId: todo, event: { todoTaskListTitle: { title: 'Jobs' } } });
    expect(title.submessage.data).toEqual({ __typename: 'TodoTaskListTitle', title: 'Jobs' });
    const task = { idx: 1, task: 'dust', desc: '', completed: false };
    const added = await typed('hamlet', { messageId: todo, event: { todoNewTask: task } });
    expect(added.submessage).toEqual({
      content: '{"type":"new_task","key":1,"task":"dust","desc":"","completed":false}',
      data: { __typename: 'TodoNewTask', ...task },
    });
    const strike = await typed('hamlet', { messageId: todo, event: { todoStrike: { key: '0,canned' } } });
    expect(strike.submessage.data).toEqual({ __typename: 'TodoStrike', key: '0,canned' });
    const r = await as('hamlet').graphql(
      `query ($id: Int!) { message(messageId: $id) { submessages { data { ...D } } } } ${DATA}`,
      { id: todo },
    );
    expect((r.data?.message as any).submessages[0].data).toEqual({
      __typename: 'TodoWidgetData',
      taskListTitle: 'Chores',
      tasks: [{ task: 'sweep', desc: 'the hall' }],
    });
  });

  test('a shape no widget has is OtherSubmessageData, with its JSON', async () => {
    const own = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'gql widgets', content: 'mine' });
    const content = '{"widget_type": "custom", "extra_data": [1, 2.5]}';
    expect((await typed('hamlet', { messageId: own, content })).submessage).toEqual({
      content,
      data: { __typename: 'OtherSubmessageData', value: { widget_type: 'custom', extra_data: [1, 2.5] } },
    });
    const vote = '{"type": "vote", "key": "x", "vote": 1, "extra": true}';
    expect((await typed('hamlet', { messageId: own, content: vote })).submessage.data.__typename).toBe(
      'OtherSubmessageData',
    );
  });

  test("typed events are checked as REST's; content and event together, or neither, are refused", async () => {
    const before = await prisma().submessage.count();
    const question = await typed('hamlet', { messageId: poll, event: { pollQuestion: { question: 'Tabs?' } } });
    expect(question).toMatchObject({
      code: 'BAD_REQUEST',
      message: "You can't edit a question unless you are the author.",
    });
    const both = await typed('hamlet', {
      messageId: poll,
      content: '{}',
      event: { pollVote: { key: 'canned,0', vote: 1 } },
    });
    expect(both).toMatchObject({ code: 'REQUEST_CONFUSING_VAR', argument: 'content' });
    expect(await typed('hamlet', { messageId: poll })).toMatchObject({
      code: 'REQUEST_VARIABLE_MISSING',
      argument: 'content',
    });
    const two = await as('hamlet').graphql(SEND_TYPED, {
      input: {
        messageId: poll,
        msgType: 'widget',
        event: { pollVote: { key: 'canned,0', vote: 1 }, todoStrike: { key: '0,canned' } },
      },
    });
    expect(two.errors?.[0]?.message ?? (two.data?.sendSubmessage as any).message).toMatch(/Exactly one key/);
    expect(await prisma().submessage.count()).toBe(before);
  });
});

describe('sendMessage zform: the widget REST widget_content makes', () => {
  const SEND = `
    mutation ($input: SendMessageInput!) {
      sendMessage(input: $input) {
        __typename
        ... on SendMessagePayload { sentMessage { messageId submessages { msgType content data { ... on ZformWidgetData { heading choices { shortName longName reply } } } } } }
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
    expect(sent.sentMessage.submessages).toEqual([
      { msgType: 'widget', content: rest.content, data: { heading: 'Pick', choices: [input.zform.choices[0]] } },
    ]);
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
