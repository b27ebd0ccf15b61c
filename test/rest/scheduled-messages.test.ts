import type { ParamValue } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** Scheduled messages (issue 32): Zulip's /scheduled_messages, its events and register state, and the delivery. */
const w = useWorld();

const id = (user: string) => w.realm.users[user].id;
const nowSeconds = () => Math.floor(w.ts.clock.now().getTime() / 1000);
const error = (msg: string, status = 400) => ({ status, body: { result: 'error', msg, code: 'BAD_REQUEST' } });
const answer = (r: { status: number; body: Record<string, unknown> }) => ({ status: r.status, body: r.body });

async function schedule(user: string, params: Record<string, ParamValue>): Promise<number> {
  const r = await w.as(user).post('/scheduled_messages', params);
  if (r.status !== 200) throw new Error(r.text);
  expect(expectMatchesOpenApi('POST', '/scheduled_messages', 200, r.body)).toBe(true);
  return r.body.scheduled_message_id as number;
}

async function list(user: string): Promise<Array<Record<string, unknown>>> {
  const r = await w.as(user).get('/scheduled_messages');
  expect(expectMatchesOpenApi('GET', '/scheduled_messages', 200, r.body)).toBe(true);
  return r.body.scheduled_messages as Array<Record<string, unknown>>;
}

/** Moves the server's clock; the delivery it wakes has finished when this resolves. */
async function advance(ms: number): Promise<void> {
  w.ts.clock.advance(ms);
  await w.ts.server.scheduledDelivery.deliverDue();
}

const messagesIn = async (user: string, narrow: unknown[]) =>
  (await w.as(user).get('/messages', { anchor: 'newest', num_before: 20, num_after: 0, narrow })).body
    .messages as Array<Record<string, any>>;

test('channel and direct messages are scheduled, listed soonest first, announced, and in register', async () => {
  const at = nowSeconds() + 3600;
  const dm = await schedule('hamlet', {
    type: 'direct',
    to: [id('othello')],
    content: 'Later, **othello**',
    scheduled_delivery_timestamp: at + 60,
  });
  const channel = await schedule('hamlet', {
    type: 'channel',
    to: w.realm.channels.Denmark,
    topic: 'plans',
    content: 'In an hour',
    scheduled_delivery_timestamp: at,
  });
  const channelJson = {
    scheduled_message_id: channel,
    type: 'stream',
    to: w.realm.channels.Denmark,
    topic: 'plans',
    content: 'In an hour',
    rendered_content: '<p>In an hour</p>',
    scheduled_delivery_timestamp: at,
    failed: false,
  };
  const dmJson = {
    scheduled_message_id: dm,
    type: 'private',
    to: [id('othello')],
    content: 'Later, **othello**',
    rendered_content: '<p>Later, <strong>othello</strong></p>',
    scheduled_delivery_timestamp: at + 60,
    failed: false,
  };
  expect(await list('hamlet')).toEqual([channelJson, dmJson]);
  expect(await list('othello')).toEqual([]);
  expect(w.ts.events.map((e) => [e.event, e.userIds])).toEqual([
    [{ type: 'scheduled_messages', op: 'add', scheduled_messages: [dmJson] }, [id('hamlet')]],
    [{ type: 'scheduled_messages', op: 'add', scheduled_messages: [channelJson] }, [id('hamlet')]],
  ]);
  const reg = await w.as('hamlet').post('/register', { fetch_event_types: ['scheduled_messages'] });
  expect(reg.body.scheduled_messages).toEqual([channelJson, dmJson]);
  await w.as('hamlet').delete(`/scheduled_messages/${channel}`);
  await w.as('hamlet').delete(`/scheduled_messages/${dm}`);
});

test("refusals in Zulip's order and words", async () => {
  const future = nowSeconds() + 600;
  const post = async (params: Record<string, ParamValue>) =>
    answer(await w.as('hamlet').post('/scheduled_messages', params));
  expect(await post({ to: 1, content: 'x', scheduled_delivery_timestamp: future })).toEqual({
    status: 400,
    body: { result: 'error', msg: "Missing 'type' argument", code: 'REQUEST_VARIABLE_MISSING', var_name: 'type' },
  });
  expect(
    await post({ type: 'stream', to: 'Denmark', content: 'x', scheduled_delivery_timestamp: nowSeconds() }),
  ).toEqual(error('Scheduled delivery time must be in the future.'));
  expect(await post({ type: 'stream', to: 'Denmark', content: 'x', scheduled_delivery_timestamp: future })).toEqual(
    error('Invalid data type for channel ID'),
  );
  expect(await post({ type: 'private', to: 'othello', content: 'x', scheduled_delivery_timestamp: future })).toEqual(
    error('Invalid data type for recipients'),
  );
  expect(
    await post({ type: 'private', to: JSON.stringify(['a@b.c']), content: 'x', scheduled_delivery_timestamp: future }),
  ).toEqual(error('Recipient list may only contain user IDs'));
  // The send's own checks, as POST /messages words them.
  expect(
    await post({ type: 'stream', to: 9999, topic: 't', content: 'x', scheduled_delivery_timestamp: future }),
  ).toEqual(answer(await w.as('hamlet').post('/messages', { type: 'stream', to: 9999, topic: 't', content: 'x' })));
  expect(await post({ type: 'private', to: [999999], content: 'x', scheduled_delivery_timestamp: future })).toEqual(
    error('Invalid user ID 999999'),
  );
  expect(await list('hamlet')).toEqual([]);
  expect(w.ts.events).toEqual([]);

  const mine = await schedule('hamlet', {
    type: 'private',
    to: [id('iago')],
    content: 'y',
    scheduled_delivery_timestamp: future,
  });
  const patch = async (msgId: number, params: Record<string, ParamValue>, user = 'hamlet') =>
    answer(await w.as(user).patch(`/scheduled_messages/${msgId}`, params));
  expect(await patch(mine, {})).toEqual(error('Nothing to change'));
  expect(await patch(mine, { type: 'stream' })).toEqual(
    error('Recipient required when updating type of scheduled message.'),
  );
  expect(await patch(mine, { type: 'stream', to: w.realm.channels.Denmark })).toEqual(
    error('Topic required when updating scheduled message type to stream.'),
  );
  expect(await patch(mine, { scheduled_delivery_timestamp: nowSeconds() - 1 })).toEqual(
    error('Scheduled delivery time must be in the future.'),
  );
  expect(await patch(mine, { content: 'z' }, 'othello')).toEqual(error('Scheduled message does not exist', 404));
  expect(await patch(mine + 1000, { content: 'z' })).toEqual(error('Scheduled message does not exist', 404));
  expect(answer(await w.as('othello').delete(`/scheduled_messages/${mine}`))).toEqual(
    error('Scheduled message does not exist', 404),
  );
  const removed = await w.as('hamlet').delete(`/scheduled_messages/${mine}`);
  expect(removed.body).toEqual({ result: 'success', msg: '' });
  expect(w.ts.events.map((e) => e.event).at(-1)).toEqual({
    type: 'scheduled_messages',
    op: 'remove',
    scheduled_message_id: mine,
  });
});

test('PATCH changes the content, topic, recipient and time, announced as an update', async () => {
  const at = nowSeconds() + 900;
  const msgId = await schedule('cordelia', {
    type: 'stream',
    to: w.realm.channels.Denmark,
    topic: 'first',
    content: 'one',
    scheduled_delivery_timestamp: at,
  });
  w.ts.events.length = 0;
  const r = await w.as('cordelia').patch(`/scheduled_messages/${msgId}`, { topic: 'second', content: '*two*' });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(w.ts.events.map((e) => e.event)).toEqual([
    {
      type: 'scheduled_messages',
      op: 'update',
      scheduled_message: {
        scheduled_message_id: msgId,
        type: 'stream',
        to: w.realm.channels.Denmark,
        topic: 'second',
        content: '*two*',
        rendered_content: '<p><em>two</em></p>',
        scheduled_delivery_timestamp: at,
        failed: false,
      },
    },
  ]);
  await w.as('cordelia').patch(`/scheduled_messages/${msgId}`, {
    type: 'direct',
    to: JSON.stringify([id('othello'), id('hamlet')]),
    scheduled_delivery_timestamp: at + 5,
  });
  expect(await list('cordelia')).toEqual([
    expect.objectContaining({
      type: 'private',
      to: [id('cordelia'), id('othello'), id('hamlet')].sort((a, b) => a - b),
      content: '*two*',
      scheduled_delivery_timestamp: at + 5,
    }),
  ]);
  await w.as('cordelia').delete(`/scheduled_messages/${msgId}`);
});

test('the server sends it once at its time: a message event, then the scheduled message removed', async () => {
  const at = nowSeconds() + 120;
  const msgId = await schedule('iago', {
    type: 'stream',
    to: w.realm.channels.Verona,
    topic: 'scheduled',
    content: 'on time',
    scheduled_delivery_timestamp: at,
  });
  const queue = (
    await w.as('iago').post('/register', { event_types: ['message', 'scheduled_messages'], apply_markdown: false })
  ).body.queue_id as string;
  await advance(60_000);
  expect(await messagesIn('iago', [{ operator: 'topic', operand: 'scheduled' }])).toEqual([]);
  // A client long-polling its queue hears of the delivery when the clock reaches the time.
  w.ts.clock.advance(60_000);
  const polled = await w.as('iago').get('/events', { queue_id: queue, last_event_id: -1 });
  const events = polled.body.events as Array<Record<string, any>>;
  expect(events[0]).toMatchObject({ type: 'message', message: { content: 'on time', subject: 'scheduled' } });
  await w.ts.server.scheduledDelivery.deliverDue();
  const all = (await w.as('iago').get('/events', { queue_id: queue, last_event_id: -1 })).body.events as Array<
    Record<string, any>
  >;
  expect(all.map((e) => [e.type, e.op])).toEqual([
    ['message', undefined],
    ['scheduled_messages', 'remove'],
  ]);
  expect(all[1].scheduled_message_id).toBe(msgId);
  await advance(3600_000);
  const sent = await messagesIn('iago', [{ operator: 'topic', operand: 'scheduled' }]);
  expect(sent.map((m) => [m.content, m.flags])).toEqual([['<p>on time</p>', ['read']]]);
  expect(await list('iago')).toEqual([]);
  expect(answer(await w.as('iago').patch(`/scheduled_messages/${msgId}`, { content: 'x' }))).toEqual(
    error('Scheduled message was already sent'),
  );
});

test('a message it cannot send is marked failed, its sender told by the Notification Bot; a new time schedules it again', async () => {
  const at = nowSeconds() + 60;
  const msgId = await schedule('othello', {
    type: 'stream',
    to: w.realm.channels.Verona,
    topic: 'too late',
    content: 'stale',
    scheduled_delivery_timestamp: at,
  });
  w.ts.events.length = 0;
  // The server comes back eleven minutes after the time (twelve after scheduling): later than Zulip's ten-minute cutoff.
  await advance(12 * 60_000);
  const failed = {
    scheduled_message_id: msgId,
    type: 'stream',
    to: w.realm.channels.Verona,
    topic: 'too late',
    content: 'stale',
    rendered_content: '<p>stale</p>',
    scheduled_delivery_timestamp: at,
    failed: true,
  };
  expect(await list('othello')).toEqual([failed]);
  expect(w.ts.events.filter((e) => e.event.type === 'scheduled_messages').map((e) => e.event)).toEqual([
    { type: 'scheduled_messages', op: 'update', scheduled_message: failed },
  ]);
  const [notice] = await messagesIn('othello', [{ operator: 'sender', operand: 'notification-bot@zulip.com' }]);
  const iso = new Date(at * 1000).toISOString().replace('.000Z', '+00:00');
  expect(notice.content).toContain(`<time datetime="${iso.replace('+00:00', 'Z')}">`);
  const raw = await w.as('othello').get(`/messages/${notice.id}`, { apply_markdown: false });
  expect((raw.body.message as { content: string }).content).toBe(
    `The message you scheduled for <time:${iso}> was not sent because of the following error:\n\n` +
      '> Message could not be sent at the scheduled time.\n\n[View scheduled messages](#scheduled)',
  );
  expect(await messagesIn('othello', [{ operator: 'topic', operand: 'too late' }])).toEqual([]);
  expect(answer(await w.as('othello').patch(`/scheduled_messages/${msgId}`, { content: 'fresh' }))).toEqual(
    error('Scheduled delivery time must be in the future.'),
  );
  await w.as('othello').patch(`/scheduled_messages/${msgId}`, { scheduled_delivery_timestamp: nowSeconds() + 30 });
  expect((await list('othello'))[0]).toMatchObject({ failed: false });
  await advance(30_000);
  const sent = await messagesIn('othello', [{ operator: 'topic', operand: 'too late' }]);
  expect(sent.map((m) => m.content)).toEqual(['<p>stale</p>']);
});

test('a send refused at its time (the sender left a private channel) fails with the refusal', async () => {
  const secret = await w.createChannel('desdemona', 'scheduled secret', { inviteOnly: true, members: ['aaron'] });
  const at = nowSeconds() + 60;
  await schedule('aaron', {
    type: 'stream',
    to: secret,
    topic: 't',
    content: 'hush',
    scheduled_delivery_timestamp: at,
  });
  await w.as('aaron').delete('/users/me/subscriptions', { subscriptions: ['scheduled secret'] });
  const refusal = await w.as('aaron').post('/messages', { type: 'stream', to: secret, topic: 't', content: 'hush' });
  expect(refusal.status).toBe(400);
  await advance(60_000);
  expect((await list('aaron'))[0]).toMatchObject({ failed: true });
  const [notice] = await messagesIn('aaron', [{ operator: 'sender', operand: 'notification-bot@zulip.com' }]);
  const raw = await w.as('aaron').get(`/messages/${notice.id}`, { apply_markdown: false });
  expect((raw.body.message as { content: string }).content).toContain(`\n\n> ${refusal.body.msg}\n\n`);
});

test('GraphQL: scheduling and editing answer with the scheduled message, cancelling with its id to evict', async () => {
  const at = (s: number) => new Date((nowSeconds() + s) * 1000).toISOString();
  const FIELDS = '{ scheduledMessageId scheduledMessage { id scheduledMessageId content } }';
  const made = await w.as('hamlet').graphql(
    `mutation ($t: DateTime!) { scheduleMessage(input: { type: CHANNEL, to: [${w.realm.channels.Denmark}], topic: "gql", content: "later", scheduledDeliveryTime: $t }) {
       __typename ... on ScheduleMessagePayload ${FIELDS} ... on Error { code message } } }`,
    { t: at(3600) },
  );
  const { scheduledMessageId, scheduledMessage } = made.data?.scheduleMessage as Record<string, any>;
  expect(scheduledMessage).toEqual({ id: expect.any(String), scheduledMessageId, content: 'later' });
  const edited = await w.as('hamlet').graphql(
    `mutation ($id: ID!) { editScheduledMessage(input: { id: $id, content: "sooner" }) {
       __typename ... on EditScheduledMessagePayload ${FIELDS} ... on Error { code message } } }`,
    { id: scheduledMessage.id },
  );
  expect(edited.data?.editScheduledMessage.scheduledMessage).toEqual({ ...scheduledMessage, content: 'sooner' });
  const paged = await w
    .as('hamlet')
    .graphql(
      '{ scheduledMessages { id } scheduledMessagesConnection(last: 1) { totalCount edges { node { id content } } } }',
    );
  expect(paged.data?.scheduledMessagesConnection).toEqual({
    totalCount: (paged.data?.scheduledMessages as unknown[]).length,
    edges: [{ node: { id: scheduledMessage.id, content: 'sooner' } }],
  });
  const cancelled = await w.as('hamlet').graphql(
    `mutation ($id: ID!) { deleteScheduledMessage(input: { id: $id }) {
       __typename ... on DeleteScheduledMessagePayload { deletedId } ... on Error { code message } } }`,
    { id: scheduledMessage.id },
  );
  expect(cancelled.data?.deleteScheduledMessage).toEqual({
    __typename: 'DeleteScheduledMessagePayload',
    deletedId: scheduledMessage.id,
  });
});
