import { watchState } from '../support/event-state.ts';
import { isoOfSeconds } from '../support/times.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf, fetchOne } from './message-edit.helpers.ts';

/** Muted users (Zulip's /users/me/muted_users/{id}): their messages arrive read; read receipts leave them out. */
const w = useWorld();

const as = (user: string) => w.as(user);
const id = (user: string) => w.realm.users[user].id;
const PATH = '/users/me/muted_users/{muted_user_id}';
const mute = async (user: string, target: number) => {
  const r = await as(user).post(`/users/me/muted_users/${target}`);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('POST', PATH, 200, r.body)).toBe(true);
};
const unmute = async (user: string, target: number) => {
  const r = await as(user).delete(`/users/me/muted_users/${target}`);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('DELETE', PATH, 200, r.body)).toBe(true);
};
const mutedList = async (user: string) =>
  (await as(user).post('/register', { fetch_event_types: ['muted_users'] })).body.muted_users as Array<{
    id: number;
    timestamp: number;
  }>;
const isRead = async (user: string, message: number) =>
  ((await fetchOne(w, user, message)).flags as string[]).includes('read');

test('mute and unmute: the list with its times, events to the muter only, bots and deactivated users too', async () => {
  const now = Math.floor(w.ts.clock.now().getTime() / 1000);
  w.ts.events.length = 0;
  await mute('hamlet', id('cordelia'));
  expect(await mutedList('hamlet')).toEqual([{ id: id('cordelia'), timestamp: now }]);
  expect(await mutedList('cordelia')).toEqual([]);
  expect(w.eventsOfType('muted_users')).toEqual([
    {
      realmId: w.realm.realmId,
      userIds: [id('hamlet')],
      event: { type: 'muted_users', muted_users: [{ id: id('cordelia'), timestamp: now }] },
    },
  ]);
  const bot = await w.createBot('othello', 'Noisy Bot', 'noisy');
  await mute('hamlet', bot.id);
  const gone = await w.createUser('Departed');
  expect((await as('iago').delete(`/users/${gone.id}`)).status).toBe(200);
  await mute('hamlet', gone.id);
  expect((await mutedList('hamlet')).map((m) => m.id)).toEqual([id('cordelia'), bot.id, gone.id]);
  await unmute('hamlet', id('cordelia'));
  await unmute('hamlet', gone.id);
  expect(await mutedList('hamlet')).toEqual([{ id: bot.id, timestamp: now }]);
  expect(w.eventsOfType('muted_users').map((e) => e.event.muted_users)).toHaveLength(5);
});

test("refusals in Zulip's order and words, writing nothing", async () => {
  await mute('othello', id('iago'));
  const cases: Array<['post' | 'delete', string | number, Record<string, unknown>]> = [
    ['post', id('othello'), bad('Cannot mute self')],
    ['post', 999_999, bad('No such user')],
    ['post', 2 ** 31, bad('No such user')],
    ['post', id('iago'), bad('User already muted')],
    ['delete', id('othello'), bad('User is not muted')],
    ['delete', id('cordelia'), bad('User is not muted')],
    ['delete', 999_999, bad('No such user')],
  ];
  for (const [method, target, answer] of cases) {
    const r = await as('othello')[method](`/users/me/muted_users/${target}`);
    expect([method, target, errorOf(r)]).toEqual([method, target, answer]);
  }
  // Zulip's URL pattern takes digits only: anything else is no endpoint at all.
  expect((await as('othello').post('/users/me/muted_users/abc')).status).toBe(404);
  expect(await mutedList('othello')).toEqual([{ id: id('iago'), timestamp: expect.any(Number) }]);
});

test("a muted user's messages: earlier unread ones become read (one event), new ones arrive read, for the muter only", async () => {
  const channel = await w.createChannel('iago', 'muting');
  await w.subscribe('muting', ['desdemona', 'aaron', 'prospero']);
  const before = await w.sendToChannel('prospero', channel, 'noise', 'earlier');
  const dmBefore = await w.sendDirect('prospero', ['desdemona'], 'earlier, privately');
  const readAlready = await w.sendToChannel('prospero', channel, 'noise', 'seen');
  await as('desdemona').post('/messages/flags', { messages: [readAlready], op: 'add', flag: 'read' });
  w.ts.events.length = 0;
  await mute('desdemona', id('prospero'));
  expect(w.ts.events.filter((e) => e.userIds.includes(id('desdemona'))).map((e) => e.event)).toEqual([
    {
      type: 'update_message_flags',
      op: 'add',
      operation: 'add',
      flag: 'read',
      messages: [before, dmBefore],
      all: false,
    },
    { type: 'muted_users', muted_users: [{ id: id('prospero'), timestamp: expect.any(Number) }] },
  ]);
  expect(await isRead('desdemona', before)).toBe(true);
  expect(await isRead('aaron', before)).toBe(false);
  const after = await w.sendToChannel('prospero', channel, 'noise', 'later');
  const groupDm = await w.sendDirect('prospero', ['desdemona', 'aaron'], 'later, privately');
  for (const m of [after, groupDm]) {
    expect(await isRead('desdemona', m)).toBe(true);
    expect(await isRead('aaron', m)).toBe(false);
  }
  // Unmuting changes nothing already read; new messages are unread again.
  await unmute('desdemona', id('prospero'));
  expect(await isRead('desdemona', after)).toBe(true);
  expect(await isRead('desdemona', await w.sendToChannel('prospero', channel, 'noise', 'again'))).toBe(false);
  // Muting someone whose messages are all read sends no flags event.
  w.ts.events.length = 0;
  await mute('aaron', id('iago'));
  expect(w.ts.events.map((e) => e.event.type)).toEqual(['muted_users']);
});

test('read receipts leave out users who muted the asker and users the asker muted', async () => {
  const channel = await w.createChannel('iago', 'receipts');
  await w.subscribe('receipts', ['hamlet', 'cordelia', 'othello', 'desdemona']);
  const m = await w.sendToChannel('iago', channel, 'r', 'read me');
  for (const u of ['hamlet', 'cordelia', 'othello', 'desdemona'])
    await as(u).post('/messages/flags', { messages: [m], op: 'add', flag: 'read' });
  const receipts = async (user: string) => (await as(user).get(`/messages/${m}/read_receipts`)).body.user_ids;
  expect(await receipts('hamlet')).toEqual(w.ids('hamlet', 'cordelia', 'othello', 'desdemona'));
  await mute('cordelia', id('hamlet'));
  await mute('hamlet', id('othello'));
  expect(await receipts('hamlet')).toEqual(w.ids('hamlet', 'desdemona'));
  expect(await receipts('desdemona')).toEqual(w.ids('hamlet', 'cordelia', 'othello', 'desdemona'));
});

test('events applied to a registered state equal a fresh register', async () => {
  const watch = await watchState(as('zoe'), ['muted_users', 'message', 'update_message_flags']);
  await w.sendDirect('cordelia', ['zoe'], 'hello');
  await mute('zoe', id('cordelia'));
  await mute('zoe', id('othello'));
  await unmute('zoe', id('othello'));
  const { applied, fresh } = await watch.compare();
  expect(applied).toEqual(fresh);
  expect(fresh.muted_users).toEqual([{ id: id('cordelia'), timestamp: expect.any(Number) }]);
});

test('GraphQL: the same mutes, the same errors', async () => {
  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    w.ts.client(w.realm.users.polonius).graphql(query, variables);
  const MUTE = `mutation ($id: Int!) { muteUser(input: { userId: $id }) {
    __typename ... on MuteUserPayload { userId } ... on Error { code message } } }`;
  const UNMUTE = `mutation ($id: Int!) { unmuteUser(input: { userId: $id }) {
    __typename ... on UnmuteUserPayload { userId } ... on Error { code message } } }`;
  expect((await gql(MUTE, { id: id('hamlet') })).data?.muteUser).toEqual({
    __typename: 'MuteUserPayload',
    userId: id('hamlet'),
  });
  expect((await gql('{ mutedUsers { userId timestamp } }')).data?.mutedUsers).toEqual(
    (await mutedList('polonius')).map((m) => ({ userId: m.id, timestamp: isoOfSeconds(m.timestamp) })),
  );
  // The bootstrap carries them (with the users they name) and the alert words, as register does.
  expect((await as('polonius').post('/users/me/alert_words', { alert_words: ['rat'] })).status).toBe(200);
  const boot = (await gql('{ bootstrap { alertWords mutedUsers { userId user { userId fullName } } } }')).data
    ?.bootstrap;
  expect(boot).toEqual({
    alertWords: ['rat'],
    mutedUsers: [{ userId: id('hamlet'), user: { userId: id('hamlet'), fullName: 'King Hamlet' } }],
  });
  for (const [query, target] of [
    [MUTE, id('hamlet')],
    [MUTE, id('polonius')],
    [MUTE, 999_999],
    [UNMUTE, id('iago')],
  ] as const) {
    const method = query === MUTE ? 'post' : 'delete';
    const rest = errorOf(await as('polonius')[method](`/users/me/muted_users/${target}`));
    const answer = Object.values((await gql(query, { id: target })).data ?? {})[0] as Record<string, unknown>;
    expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
  }
  expect((await gql(UNMUTE, { id: id('hamlet') })).data?.unmuteUser).toMatchObject({ userId: id('hamlet') });
  expect(await mutedList('polonius')).toEqual([]);
});
