import { realmUrl } from '../../src/domain/realm/realm-url.ts';
import type { ParamValue } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** Reminders (issue 32): Zulip's /reminders, its events and register state, and the Notification Bot's delivery. */
const w = useWorld();

const id = (user: string) => w.realm.users[user].id;
const nowSeconds = () => Math.floor(w.ts.clock.now().getTime() / 1000);
const error = (msg: string, status = 400, code = 'BAD_REQUEST') => ({ status, body: { result: 'error', msg, code } });
const answer = (r: { status: number; body: Record<string, unknown> }) => ({ status: r.status, body: r.body });
const NAMES: Record<string, string> = { hamlet: 'King Hamlet', othello: 'Othello, the Moor of Venice' };
const mention = (user: string) => `@_**${NAMES[user]}|${id(user)}**`;
const url = () => realmUrl(w.ts.server.deps.server, 'zulip');

async function remind(user: string, params: Record<string, ParamValue>): Promise<number> {
  const r = await w.as(user).post('/reminders', params);
  if (r.status !== 200) throw new Error(r.text);
  expect(expectMatchesOpenApi('POST', '/reminders', 200, r.body)).toBe(true);
  return r.body.reminder_id as number;
}

async function list(user: string): Promise<Array<Record<string, unknown>>> {
  const r = await w.as(user).get('/reminders');
  expect(expectMatchesOpenApi('GET', '/reminders', 200, r.body)).toBe(true);
  return r.body.reminders as Array<Record<string, unknown>>;
}

/** Moves the server's clock; the delivery it wakes has finished when this resolves. */
async function advance(ms: number): Promise<void> {
  w.ts.clock.advance(ms);
  await w.ts.server.scheduledDelivery.deliverDue();
}

const fromBot = async (user: string) =>
  (
    await w.as(user).get('/messages', {
      anchor: 'newest',
      num_before: 20,
      num_after: 0,
      apply_markdown: false,
      narrow: [{ operator: 'sender', operand: 'notification-bot@zulip.com' }],
    })
  ).body.messages as Array<Record<string, any>>;

test('reminders about channel and direct messages: their text, the list soonest first, events and register', async () => {
  const watch = await watchState(w.as('hamlet'), ['reminders']);
  expect(watch.initial.reminders).toEqual([]);
  const channelMsg = await w.sendToChannel('othello', 'Denmark', 'remind', 'Look at *this*');
  const dmMsg = await w.sendDirect('othello', ['hamlet'], 'Psst');
  const at = nowSeconds() + 3600;
  const onChannel = await remind('hamlet', { message_id: channelMsg, scheduled_delivery_timestamp: at + 60 });
  const onDm = await remind('hamlet', { message_id: dmMsg, scheduled_delivery_timestamp: at, note: 'Answer him\n' });
  const channelText =
    `You requested a reminder for #**Denmark>remind@${channelMsg}**.\n\n` +
    `${mention('othello')} [said](${url()}/#narrow/channel/${w.realm.channels.Denmark}-Denmark/topic/remind/near/${channelMsg}):\n` +
    '```quote\nLook at *this*\n```';
  const dmText =
    'You requested a reminder for the following direct message. Note:\n > Answer him\n\n' +
    `${mention('othello')} [said](${url()}/#narrow/dm/${[id('hamlet'), id('othello')].sort((a, b) => a - b).join(',')}/near/${dmMsg}):\n` +
    '```quote\nPsst\n```';
  const listed = await list('hamlet');
  expect(listed.map((r) => [r.reminder_id, r.content, r.reminder_target_message_id, r.to, r.type])).toEqual([
    [onDm, dmText, dmMsg, [id('hamlet')], 'private'],
    [onChannel, channelText, channelMsg, [id('hamlet')], 'private'],
  ]);
  expect(listed[0]).toMatchObject({ scheduled_delivery_timestamp: at, failed: false });
  expect(listed[1].rendered_content).toContain('<blockquote>\n<p>Look at <em>this</em></p>\n</blockquote>');
  expect(await list('othello')).toEqual([]);
  const { applied, fresh, events } = await watch.compare();
  expect(events.map((e) => [e.type, e.op])).toEqual([
    ['reminders', 'add'],
    ['reminders', 'add'],
  ]);
  expect(fresh.reminders).toEqual(listed);
  expect(applied).toEqual(fresh);
  expect(w.ts.events.filter((e) => e.event.type === 'reminders').map((e) => e.userIds)).toEqual([
    [id('hamlet')],
    [id('hamlet')],
  ]);

  const removing = await watchState(w.as('hamlet'), ['reminders']);
  expect((await w.as('hamlet').delete(`/reminders/${onDm}`)).body).toEqual({ result: 'success', msg: '' });
  const after = await removing.compare();
  expect(after.events.map((e) => [e.type, e.op, e.reminder_id])).toEqual([['reminders', 'remove', onDm]]);
  expect(after.applied).toEqual(after.fresh);
  await w.as('hamlet').delete(`/reminders/${onChannel}`);
});

test('a poll, a todo list and a note-less reminder of one’s own message are worded as Zulip words them', async () => {
  const poll = await w.sendToChannel('hamlet', 'Denmark', 'widgets', '/poll Lunch?\nSoup\nSalad');
  const todo = await w.sendDirect('hamlet', ['hamlet'], '/todo Chores');
  const future = nowSeconds() + 600;
  const a = await remind('hamlet', { message_id: poll, scheduled_delivery_timestamp: future });
  const b = await remind('hamlet', { message_id: todo, scheduled_delivery_timestamp: future + 1, note: '' });
  const [first, second] = await list('hamlet');
  const channelUrl = `${url()}/#narrow/channel/${w.realm.channels.Denmark}-Denmark/topic/widgets/near/${poll}`;
  expect(first.content).toBe(
    `You requested a reminder for #**Denmark>widgets@${poll}**.\n\n${mention('hamlet')} [sent](${channelUrl}) a poll.`,
  );
  expect(second.content).toBe(
    'You requested a reminder for the following direct message.\n\n' +
      `${mention('hamlet')} [sent](${url()}/#narrow/dm/${id('hamlet')}/near/${todo}) a todo list.`,
  );
  await w.as('hamlet').delete(`/reminders/${a}`);
  await w.as('hamlet').delete(`/reminders/${b}`);
});

test("refusals in Zulip's order and words, nothing written", async () => {
  const mine = await w.sendToChannel('iago', 'Denmark', 'refusals', 'x');
  const secret = await w.createChannel('desdemona', 'reminder secret', { inviteOnly: true, members: ['desdemona'] });
  const hidden = await w.sendToChannel('desdemona', secret, 't', 'hidden');
  const future = nowSeconds() + 600;
  const post = async (params: Record<string, ParamValue>) => answer(await w.as('iago').post('/reminders', params));
  w.ts.events.length = 0;
  const cases: Array<[Record<string, ParamValue>, ReturnType<typeof error>]> = [
    [{ scheduled_delivery_timestamp: future }, error("Missing 'message_id' argument", 400, 'REQUEST_VARIABLE_MISSING')],
    [{ message_id: mine }, error("Missing 'scheduled_delivery_timestamp' argument", 400, 'REQUEST_VARIABLE_MISSING')],
    [{ message_id: 'x', scheduled_delivery_timestamp: future }, error('message_id is not valid JSON')],
    [
      { message_id: 999_999, scheduled_delivery_timestamp: nowSeconds() },
      error('Scheduled delivery time must be in the future.'),
    ],
    [{ message_id: 999_999, scheduled_delivery_timestamp: future }, error('Invalid message(s)')],
    [{ message_id: hidden, scheduled_delivery_timestamp: future }, error('Invalid message(s)')],
    [
      { message_id: mine, scheduled_delivery_timestamp: future, note: 'n'.repeat(1001) },
      error('Maximum reminder note length: 1000 characters'),
    ],
  ];
  for (const [params, expected] of cases) {
    const got = await post(params);
    expect(got.status).toBe(expected.status);
    expect(got.body).toMatchObject(expected.body);
  }
  expect(await list('iago')).toEqual([]);
  expect(w.ts.events).toEqual([]);

  const r = await remind('iago', { message_id: mine, scheduled_delivery_timestamp: future, note: 'n'.repeat(1000) });
  expect(answer(await w.as('othello').delete(`/reminders/${r}`))).toEqual(error('Reminder does not exist', 404));
  expect(answer(await w.as('iago').delete(`/reminders/${r + 1000}`))).toEqual(error('Reminder does not exist', 404));
  expect(await list('iago')).toHaveLength(1);
  await w.as('iago').delete(`/reminders/${r}`);
  expect(answer(await w.as('iago').delete(`/reminders/${r}`))).toEqual(error('Reminder does not exist', 404));
});

test('the Notification Bot sends it once at its time, quoting the message as it is then; the reminder leaves the list', async () => {
  const target = await w.sendToChannel('cordelia', 'Verona', 'due', 'first words');
  const at = nowSeconds() + 120;
  const reminderId = await remind('cordelia', { message_id: target, scheduled_delivery_timestamp: at });
  await w.as('cordelia').patch(`/messages/${target}`, { content: 'edited words' });
  const watch = await watchState(w.as('cordelia'), ['reminders']);
  await advance(60_000);
  expect((await list('cordelia')).map((r) => r.reminder_id)).toEqual([reminderId]);
  await advance(60_000);
  const sent = await fromBot('cordelia');
  expect(sent).toHaveLength(1);
  expect(sent[0].content).toContain('```quote\nedited words\n```');
  expect(sent[0]).toMatchObject({ type: 'private', flags: [] });
  expect(sent[0].display_recipient.map((u: { id: number }) => u.id).sort()).toEqual(
    [id('cordelia'), sent[0].sender_id].sort(),
  );
  expect(await list('cordelia')).toEqual([]);
  const { applied, fresh, events } = await watch.compare();
  expect(events.map((e) => [e.type, e.op, e.reminder_id])).toEqual([['reminders', 'remove', reminderId]]);
  expect(applied).toEqual(fresh);
  // An hour later (the queue above, unpolled that long, is gone like any idle queue): still sent once.
  await advance(3600_000);
  expect(await fromBot('cordelia')).toHaveLength(1);
  expect(answer(await w.as('cordelia').delete(`/reminders/${reminderId}`))).toEqual({
    status: 200,
    body: { result: 'success', msg: '' },
  });
});

test('a reminder whose message was deleted is sent with the text it had; one sent late is still sent', async () => {
  const target = await w.sendToChannel('prospero', 'Verona', 'gone', 'soon gone');
  const at = nowSeconds() + 60;
  await remind('prospero', { message_id: target, scheduled_delivery_timestamp: at });
  const [stored] = await list('prospero');
  await w.as('prospero').delete(`/messages/${target}`);
  // Later than a scheduled message's ten-minute cutoff: a reminder goes to its user alone and is sent anyway.
  await advance(30 * 60_000);
  const [sent] = await fromBot('prospero');
  expect(sent.content).toBe(stored.content);
  expect(await list('prospero')).toEqual([]);
});

test('REST and GraphQL agree: the list, creation, refusals and deletion', async () => {
  const target = await w.sendToChannel('aaron', 'Verona', 'parity', 'same');
  const at = nowSeconds() + 900;
  const made = await w.as('aaron').graphql(
    `mutation ($t: DateTime!) { createReminder(input: { messageId: ${target}, scheduledDeliveryTime: $t, note: "both" }) {
       __typename ... on CreateReminderPayload { reminderId reminder { id } } ... on Error { code message } } }`,
    { t: new Date(at * 1000).toISOString() },
  );
  const reminderId = (made.data as any).createReminder.reminderId as number;
  const [rest] = await list('aaron');
  const q = await w.as('aaron').graphql(
    `{ remindersConnection { totalCount edges { node { id reminderId userIds content renderedContent
       scheduledDeliveryTime failed targetMessageId } } } }`,
  );
  const node = (q.data as any).remindersConnection.edges[0].node;
  expect((q.data as any).remindersConnection.totalCount).toBe(1);
  expect({
    reminder_id: node.reminderId,
    type: 'private',
    to: node.userIds,
    content: node.content,
    rendered_content: node.renderedContent,
    scheduled_delivery_timestamp: Date.parse(node.scheduledDeliveryTime) / 1000,
    failed: node.failed,
    reminder_target_message_id: node.targetMessageId,
  }).toEqual(rest);
  expect(rest.reminder_id).toBe(reminderId);
  // The payload carries the new reminder, the Node the list shows.
  expect((made.data as any).createReminder.reminder).toEqual({ id: node.id });

  const refused = await w.as('aaron').graphql(
    `mutation { createReminder(input: { messageId: 999999, scheduledDeliveryTime: "2100-01-01T00:00:00Z" }) {
       __typename ... on Error { code message } } }`,
  );
  const restRefusal = await w
    .as('aaron')
    .post('/reminders', { message_id: 999999, scheduled_delivery_timestamp: 4102444800 });
  expect((refused.data as any).createReminder).toEqual({
    __typename: 'NotFoundError',
    code: restRefusal.body.code,
    message: restRefusal.body.msg,
  });
  const deleted = await w
    .as('aaron')
    .graphql(
      `mutation ($id: ID!) { deleteReminder(input: { id: $id }) { __typename ... on DeleteReminderPayload { reminderId deletedId } } }`,
      { id: node.id },
    );
  expect((deleted.data as any).deleteReminder).toEqual({
    __typename: 'DeleteReminderPayload',
    reminderId,
    deletedId: node.id,
  });
  const again = await w
    .as('aaron')
    .graphql(
      `mutation { deleteReminder(input: { reminderId: ${reminderId} }) { __typename ... on Error { code message } } }`,
    );
  const restAgain = await w.as('aaron').delete(`/reminders/${reminderId}`);
  expect((again.data as any).deleteReminder).toEqual({
    __typename: 'NotFoundError',
    code: restAgain.body.code,
    message: restAgain.body.msg,
  });
  expect(await list('aaron')).toEqual([]);
});
