import { inTransaction } from '../../src/domain/context.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import { useWorld } from '../support/world.ts';

/** DELETE /messages/{message_id}: permissions, time limit, events, first_message_id. */
const w = useWorld();
const { as, prisma, send } = w;
let groups: Record<string, number>;

const toChannel = (from: string, to: string, content = 'x') =>
  send(from, { type: 'stream', to, topic: 'Plans', content });
const del = (user: string, id: number) => as(user).delete(`/messages/${id}`);
const exists = async (id: number) => (await prisma().message.count({ where: { id } })) === 1;
const ids = (...names: string[]) => names.map((n) => w.realm.users[n].id).sort((a, b) => a - b);
const noPermission = { result: 'error', msg: "You don't have permission to delete this message", code: 'BAD_REQUEST' };
const setRealm = (params: Record<string, unknown>) => as('desdemona').patch('/realm', params as Record<string, string>);

beforeAll(async () => {
  const rows = await prisma().userGroup.findMany({ where: { realmId: w.realm.realmId, isSystemGroup: true } });
  groups = Object.fromEntries(rows.map((g) => [g.name ?? '', g.id]));
});

test('the sender deletes a recent channel message; everyone who could see it hears of it', async () => {
  const id = await toChannel('hamlet', 'Denmark');
  await prisma().reaction.create({
    data: {
      messageId: id,
      userId: w.realm.users.cordelia.id,
      emojiName: 'tada',
      emojiCode: '1f389',
      reactionType: 'unicode_emoji',
    },
  });
  w.ts.events.length = 0;
  const r = await del('hamlet', id);
  expect(r.status).toBe(200);
  // Documented as SimpleSuccess (a response $ref): exactly the bare envelope.
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(w.ts.events.filter((e) => e.event.type === 'delete_message')).toEqual([
    {
      realmId: w.realm.realmId,
      userIds: ids('desdemona', 'iago', 'hamlet', 'cordelia', 'othello'),
      // The topic is the lower-cased grouping key, as in Zulip.
      event: {
        type: 'delete_message',
        message_ids: [id],
        stream_id: w.realm.channels.Denmark,
        topic: 'plans',
        message_type: 'stream',
      },
    },
  ]);
  expect(await exists(id)).toBe(false);
  expect(await prisma().reaction.count({ where: { messageId: id } })).toBe(0);
  expect((await as('hamlet').get(`/messages/${id}`)).body.msg).toBe('Invalid message(s)');
});

test('direct messages: the participants hear of it', async () => {
  const id = await send('hamlet', { type: 'direct', to: JSON.stringify([w.realm.users.othello.id]), content: 'oops' });
  w.ts.events.length = 0;
  expect((await del('hamlet', id)).status).toBe(200);
  expect(w.ts.events).toEqual([
    {
      realmId: w.realm.realmId,
      userIds: ids('hamlet', 'othello'),
      event: { type: 'delete_message', message_ids: [id], message_type: 'private' },
    },
  ]);
});

test('protected history: only subscribers who received the message hear of it', async () => {
  const id = await toChannel('desdemona', 'core team');
  expect(
    (
      await as('iago').post('/users/me/subscriptions', {
        subscriptions: [{ name: 'core team' }],
        principals: [w.realm.users.hamlet.id],
      })
    ).status,
  ).toBe(200);
  w.ts.events.length = 0;
  expect((await del('desdemona', id)).status).toBe(200);
  expect(w.ts.events.find((e) => e.event.type === 'delete_message')?.userIds).toEqual(
    ids('desdemona', 'iago', 'shiva'),
  );
});

test("a channel's first message moves on when it is deleted", async () => {
  const made = await as('hamlet').post('/users/me/subscriptions', { subscriptions: [{ name: 'Elsinore' }] });
  expect(made.status).toBe(200);
  const stream = await prisma().stream.findFirstOrThrow({ where: { realmId: w.realm.realmId, name: 'Elsinore' } });
  const first = await toChannel('hamlet', 'Elsinore');
  const second = await toChannel('hamlet', 'Elsinore');
  // The Notification Bot's message about the channel's creation came first; an administrator deletes it.
  const notice = stream.firstMessageId ?? 0;
  expect(notice).toBeLessThan(first);
  expect((await del('iago', notice)).status).toBe(200);
  expect((await prisma().stream.findUniqueOrThrow({ where: { id: stream.id } })).firstMessageId).toBe(first);
  w.ts.events.length = 0;
  expect((await del('hamlet', first)).status).toBe(200);
  expect(w.ts.events.map((e) => e.event)).toEqual([
    {
      type: 'stream',
      op: 'update',
      property: 'first_message_id',
      value: second,
      stream_id: stream.id,
      name: 'Elsinore',
    },
    { type: 'delete_message', message_ids: [first], stream_id: stream.id, topic: 'plans', message_type: 'stream' },
  ]);
  expect(w.ts.events[0].userIds).toEqual(ids('hamlet'));
  w.ts.events.length = 0;
  expect((await del('hamlet', second)).status).toBe(200);
  expect(w.ts.events[0].event).toMatchObject({ property: 'first_message_id', value: null });
  expect((await prisma().stream.findUniqueOrThrow({ where: { id: stream.id } })).firstMessageId).toBeNull();
});

test('the time limit binds senders, not those who may delete any message', async () => {
  const id = await toChannel('hamlet', 'Denmark');
  w.ts.clock.advance(600_000);
  const justInTime = await toChannel('hamlet', 'Denmark');
  w.ts.clock.advance(1_000);
  expect(await del('hamlet', id)).toMatchObject({
    status: 400,
    body: { result: 'error', msg: 'The time limit for deleting this message has passed', code: 'BAD_REQUEST' },
  });
  expect(await exists(id)).toBe(true);
  expect((await del('hamlet', justInTime)).status).toBe(200);
  expect((await del('iago', id)).status).toBe(200);
});

test('an unlimited realm limit lets senders delete old messages', async () => {
  expect((await setRealm({ message_content_delete_limit_seconds: '"unlimited"' })).status).toBe(200);
  const id = await toChannel('hamlet', 'Denmark');
  w.ts.clock.advance(86_400_000);
  expect((await del('hamlet', id)).status).toBe(200);
  expect((await setRealm({ message_content_delete_limit_seconds: 600 })).status).toBe(200);
});

test("others' messages need can_delete_any_message_group, of the realm or of the channel", async () => {
  const id = await toChannel('hamlet', 'Scotland');
  expect((await del('othello', id)).body).toEqual(noPermission);
  // Moderators are not administrators, who hold the realm's setting by default.
  expect((await del('shiva', id)).body).toEqual(noPermission);
  await prisma().stream.update({
    where: { id: w.realm.channels.Scotland },
    data: { canDeleteAnyMessageGroupId: groups['role:members'] },
  });
  w.ts.clock.advance(3_600_000);
  expect((await del('othello', id)).status).toBe(200);
  const other = await toChannel('hamlet', 'Denmark');
  expect((await del('othello', other)).body).toEqual(noPermission);
});

test('own messages need can_delete_own_message_group of the realm, or (channel messages) of the channel', async () => {
  expect((await setRealm({ can_delete_own_message_group: { new: groups['role:nobody'] } })).status).toBe(200);
  const dm = await send('hamlet', { type: 'direct', to: JSON.stringify([w.realm.users.othello.id]), content: 'x' });
  const inRome = await toChannel('hamlet', 'Rome');
  const inDenmark = await toChannel('hamlet', 'Denmark');
  expect((await del('hamlet', dm)).body).toEqual(noPermission);
  expect((await del('hamlet', inDenmark)).body).toEqual(noPermission);
  await prisma().stream.update({
    where: { id: w.realm.channels.Rome },
    data: { canDeleteOwnMessageGroupId: groups['role:members'] },
  });
  expect((await del('hamlet', inRome)).status).toBe(200);
  // Administrators hold can_delete_any_message_group.
  expect((await del('iago', inDenmark)).status).toBe(200);
  expect((await setRealm({ can_delete_own_message_group: { new: groups['role:everyone'] } })).status).toBe(200);
});

test("owners may delete their bots' messages; others may not", async () => {
  const bot = await inTransaction(w.ts.server.deps, (tx) =>
    insertUser(w.ts.server.deps, tx, {
      realmId: w.realm.realmId,
      email: 'herald-bot@zulip.com',
      fullName: 'Herald',
      isBot: true,
      botOwnerId: w.realm.users.hamlet.id,
    }),
  );
  const client = w.ts.client({ email: bot.deliveryEmail, apiKey: bot.apiKey });
  const sent = await client.post('/messages', { type: 'stream', to: 'Verona', topic: 'news', content: 'hear ye' });
  expect(sent.status).toBe(200);
  const id = sent.body.id as number;
  expect((await del('cordelia', id)).body).toEqual(noPermission);
  expect((await del('hamlet', id)).status).toBe(200);
});

test.each([
  ['cordelia', 'a direct message between others', 'Invalid message(s)'],
  ['polonius', 'a public channel message (guest, unsubscribed)', 'Invalid message(s)'],
  ['hamlet', 'a message that does not exist', 'Invalid message(s)'],
])('%s deleting %s → %s', async (user, what, msg) => {
  const id = what.startsWith('a direct')
    ? await send('hamlet', { type: 'direct', to: JSON.stringify([w.realm.users.othello.id]), content: 'x' })
    : what.startsWith('a public')
      ? await toChannel('hamlet', 'Denmark')
      : 888888;
  w.ts.events.length = 0;
  const r = await del(user, id);
  expect(r.status).toBe(400);
  expect(r.body).toEqual({ result: 'error', msg, code: 'BAD_REQUEST' });
  expect(w.ts.events).toEqual([]);
});

test('an id beyond the database range is just an invalid message', async () => {
  const r = await as('iago').delete('/messages/123456789012345');
  expect(r.body).toEqual({ result: 'error', msg: 'Invalid message(s)', code: 'BAD_REQUEST' });
});
