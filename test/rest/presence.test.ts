import { isoOfSeconds } from '../support/times.ts';
import { inTransaction } from '../../src/domain/context.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import type { ParamValue } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** Presence: pings, the modern and legacy formats, incremental fetches, events, invisible users. */
const w = useWorld();

const as = (user: string) => w.as(user);
const id = (user: string) => w.realm.users[user].id;
const email = (user: string) => w.realm.users[user].email;
const seconds = () => Math.floor(w.ts.clock.now().getTime() / 1000);
const ping = async (user: string, params: Record<string, ParamValue>) => {
  const r = await as(user).post('/users/me/presence', params);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('POST', '/users/me/presence', 200, r.body)).toBe(true);
  return r.body;
};

test('the first ping records and announces the user; pings within 55 s change nothing; the modern format by id', async () => {
  const start = seconds();
  const first = await ping('hamlet', { status: 'active', last_update_id: -1 });
  expect(first.presences).toEqual({ [String(id('hamlet'))]: { active_timestamp: start, idle_timestamp: start } });
  const lastUpdateId = first.presence_last_update_id as number;
  expect(lastUpdateId).toBeGreaterThan(0);
  expect(w.ts.events.map((e) => e.event)).toEqual([
    {
      type: 'presence',
      email: email('hamlet'),
      user_id: id('hamlet'),
      server_timestamp: start,
      presence: { website: { client: 'website', status: 'active', timestamp: start, pushable: false } },
    },
  ]);
  expect(w.ts.events[0].userIds).toEqual(expect.arrayContaining([id('othello'), id('polonius')]));
  w.ts.events.length = 0;

  w.ts.clock.advance(30_000);
  const again = await ping('hamlet', { status: 'active', last_update_id: lastUpdateId });
  expect(again).toMatchObject({ presences: {}, presence_last_update_id: lastUpdateId });

  // A minute later the row moves on (a new update id) without announcing: the user never went offline.
  w.ts.clock.advance(30_000);
  const later = await ping('hamlet', { status: 'active', last_update_id: lastUpdateId });
  expect(later.presences).toEqual({
    [String(id('hamlet'))]: { active_timestamp: seconds(), idle_timestamp: seconds() },
  });
  expect(later.presence_last_update_id).toBe(lastUpdateId + 1);
  expect(w.ts.events).toEqual([]);
  const only = await as('hamlet').post('/users/me/presence', { status: 'idle', ping_only: true });
  expect(only.body).toEqual({ result: 'success', msg: '' });
});

test('idle pings keep the active time; the legacy format is keyed by email with the aggregated entry', async () => {
  await ping('othello', { status: 'active' });
  const activeAt = seconds();
  w.ts.clock.advance(5 * 60_000);
  const r = await ping('othello', { status: 'idle' });
  const legacy = (r.presences as Record<string, Record<string, unknown>>)[email('othello')];
  expect(legacy).toEqual({
    aggregated: { client: 'website', status: 'idle', timestamp: seconds() },
    website: { client: 'website', status: 'idle', timestamp: seconds(), pushable: false },
  });
  const modern = await ping('othello', { status: 'idle', last_update_id: 0 });
  expect((modern.presences as Record<string, unknown>)[String(id('othello'))]).toEqual({
    active_timestamp: activeAt,
    idle_timestamp: seconds(),
  });
  const realm = await as('cordelia').get('/realm/presence');
  expect(expectMatchesOpenApi('GET', '/realm/presence', 200, realm.body)).toBe(true);
  expect(Object.keys(realm.body.presences as object)).toEqual(expect.arrayContaining([email('othello')]));
  const one = await as('cordelia').get(`/users/${id('othello')}/presence`);
  expect(expectMatchesOpenApi('GET', '/users/{user_id_or_email}/presence', 200, one.body)).toBe(true);
  const idle = { status: 'idle', timestamp: seconds() };
  expect(one.body.presence).toEqual({ website: idle, aggregated: idle });
  expect((await as('cordelia').get(`/users/${email('othello')}/presence`)).body.presence).toEqual({
    website: idle,
    aggregated: idle,
  });
  w.ts.clock.advance(141_000);
  const offline = { status: 'offline', timestamp: idle.timestamp };
  expect((await as('cordelia').get(`/users/${id('othello')}/presence`)).body.presence).toEqual({
    website: offline,
    aggregated: offline,
  });
});

test('a user who turns presence off appears offline, and is not recorded', async () => {
  await ping('aaron', { status: 'active' });
  expect((await as('aaron').patch('/settings', { presence_enabled: false })).status).toBe(200);
  const r = await ping('hamlet', { status: 'active', last_update_id: -1 });
  expect(Object.keys(r.presences as object)).not.toContain(String(id('aaron')));
  expect(errorOf(await as('hamlet').get(`/users/${id('aaron')}/presence`))).toEqual(
    bad(`No presence data for ${id('aaron')}`),
  );
  const before = await w.sql('SELECT * FROM user_presence WHERE user_id = $1', [id('aaron')]);
  w.ts.clock.advance(120_000);
  await ping('aaron', { status: 'active' });
  expect(await w.sql('SELECT * FROM user_presence WHERE user_id = $1', [id('aaron')])).toEqual(before);
  await as('aaron').patch('/settings', { presence_enabled: true });
});

test("bad input and unknown users get Zulip's answers", async () => {
  expect(errorOf(await as('hamlet').post('/users/me/presence', {}))).toEqual({
    status: 400,
    msg: "Missing 'status' argument",
    code: 'REQUEST_VARIABLE_MISSING',
    var_name: 'status',
  });
  expect(errorOf(await as('hamlet').post('/users/me/presence', { status: 'away' }))).toEqual(
    bad('Invalid status: away'),
  );
  expect(errorOf(await as('hamlet').post('/users/me/presence', { status: 'active', last_update_id: 'x' }))).toEqual(
    bad('last_update_id is not valid JSON'),
  );
  expect(errorOf(await as('hamlet').get('/users/99999/presence'))).toEqual(bad('No such user'));
  expect(errorOf(await as('hamlet').get('/users/nobody@zulip.com/presence'))).toEqual(bad('No such user'));
  expect(errorOf(await as('hamlet').get(`/users/${id('prospero')}/presence`))).toEqual(
    bad(`No presence data for ${id('prospero')}`),
  );
});

test('event queues: legacy with the email, slim without it, modern with simplified_presence_events; register gives the state', async () => {
  const register = async (params: Record<string, ParamValue>) =>
    (await as('cordelia').post('/register', { event_types: ['presence'], ...params })).body;
  const legacy = await register({});
  const slim = await register({ slim_presence: true });
  const modern = await register({
    slim_presence: true,
    client_capabilities: { notification_settings_null: false, simplified_presence_events: true },
  });
  expect(Object.keys(slim.presences as object)).toEqual(expect.arrayContaining([String(id('hamlet'))]));
  expect(Object.keys(legacy.presences as object)).toEqual(expect.arrayContaining([email('hamlet')]));
  // Less than a queue's lifespan (600 s): the three queues must outlive the wait.
  w.ts.clock.advance(5 * 60_000);
  await ping('prospero', { status: 'active' });
  const eventsOf = async (queue: Record<string, unknown>) =>
    (await as('cordelia').get('/events', { queue_id: queue.queue_id as string, last_event_id: -1, dont_block: true }))
      .body.events as Array<Record<string, unknown>>;
  const now = seconds();
  const website = { client: 'website', status: 'active', timestamp: now, pushable: false };
  expect(await eventsOf(legacy)).toEqual([
    {
      id: 0,
      type: 'presence',
      email: email('prospero'),
      user_id: id('prospero'),
      server_timestamp: now,
      presence: { website },
    },
  ]);
  expect(await eventsOf(slim)).toEqual([
    { id: 0, type: 'presence', user_id: id('prospero'), server_timestamp: now, presence: { website } },
  ]);
  expect(await eventsOf(modern)).toEqual([
    {
      id: 0,
      type: 'presence',
      presences: { [String(id('prospero'))]: { active_timestamp: now, idle_timestamp: now } },
    },
  ]);
});

test('GraphQL: updatePresence and presences, modern and incremental', async () => {
  const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
    w.ts.client(w.realm.users[user]).graphql(query, variables);
  w.ts.clock.advance(10 * 60_000);
  const r = await gql(
    'shiva',
    `mutation { updatePresence(input: { status: ACTIVE }) { __typename ... on Presences { lastUpdateId presences { userId activeTimestamp } } } }`,
  );
  const answer = r.data?.updatePresence as {
    lastUpdateId: number;
    presences: Array<{ userId: number; activeTimestamp: string }>;
  };
  expect(answer.presences).toContainEqual({ userId: id('shiva'), activeTimestamp: isoOfSeconds(seconds()) });
  const since = await gql(
    'hamlet',
    `query ($id: Int) { presences(lastUpdateId: $id) { lastUpdateId presences { userId } } }`,
    { id: answer.lastUpdateId },
  );
  expect(since.data?.presences).toEqual({ lastUpdateId: answer.lastUpdateId, presences: [] });
});

test('ids and limits past any stored value ask for nothing newer, or for everything', async () => {
  const huge = await ping('hamlet', { status: 'active', last_update_id: 2 ** 40 });
  expect(huge.presences).toEqual({});
  const all = await ping('hamlet', { status: 'active', history_limit_days: 2 ** 40 });
  expect(Object.keys(all.presences as object)).toContain(email('hamlet'));
  expect(errorOf(await as('hamlet').get('/users/a%00b%40zulip.com/presence'))).toEqual(bad('No such user'));
});

test('bots have no presence: refused through both transports, before any parameter', async () => {
  const deps = w.ts.server.deps;
  const bot = await inTransaction(deps, (tx) =>
    insertUser(deps, tx, {
      realmId: w.realm.realmId,
      email: 'presence-bot@zulip.com',
      fullName: 'Presence Bot',
      isBot: true,
      botOwnerId: id('hamlet'),
    }),
  );
  const botClient = w.ts.client({ email: bot.deliveryEmail, apiKey: bot.apiKey });
  const refused = bad('This endpoint does not accept bot requests.');
  expect(errorOf(await botClient.post('/users/me/presence', { status: 'nonsense' }))).toEqual(refused);
  expect(errorOf(await botClient.post('/users/me/status', { status_text: 'x' }))).toEqual(refused);
  const r = await botClient.graphql(
    'mutation { updatePresence(input: { status: ACTIVE }) { __typename ... on Error { message } } }',
  );
  expect(r.data?.updatePresence).toEqual({
    __typename: 'ZulipError',
    message: 'This endpoint does not accept bot requests.',
  });
});

test('turning presence off or on sends everyone a presence event at once (Zulip forces one)', async () => {
  await ping('othello', { status: 'active' });
  w.ts.clock.advance(10_000);
  w.ts.events.length = 0;
  expect((await as('othello').patch('/settings', { presence_enabled: false })).status).toBe(200);
  // Last seen just past the offline threshold (140 s), plus Zulip's two minutes for clock skew.
  const gone = seconds() - 260;
  const off = w.ts.events.filter((e) => e.event.type === 'presence');
  expect(off.map((e) => e.event)).toEqual([
    {
      type: 'presence',
      email: email('othello'),
      user_id: id('othello'),
      server_timestamp: seconds(),
      presence: { website: { client: 'website', status: 'idle', timestamp: gone, pushable: false } },
    },
  ]);
  expect(off[0].userIds).toEqual(expect.arrayContaining([id('hamlet'), id('othello')]));
  w.ts.events.length = 0;
  expect((await as('othello').patch('/settings', { presence_enabled: true })).status).toBe(200);
  expect(w.ts.events.filter((e) => e.event.type === 'presence').map((e) => e.event)).toEqual([
    {
      type: 'presence',
      email: email('othello'),
      user_id: id('othello'),
      server_timestamp: seconds(),
      presence: { website: { client: 'website', status: 'active', timestamp: seconds(), pushable: false } },
    },
  ]);
  expect(await as('hamlet').get(`/users/${id('othello')}/presence`)).toMatchObject({
    body: { presence: { aggregated: { status: 'active', timestamp: seconds() } } },
  });
  // The deprecated `away` of POST /users/me/status is the same setting, with the same event.
  w.ts.events.length = 0;
  expect((await as('othello').post('/users/me/status', { away: true })).status).toBe(200);
  expect(w.ts.events.map((e) => e.event.type)).toEqual([
    'user_settings',
    'update_global_notifications',
    'presence',
    'user_status',
  ]);
  await as('othello').post('/users/me/status', { away: false });
});

test("the realm's presence_disabled: set by administrators, in register; nobody's presence is recorded or reported", async () => {
  await ping('polonius', { status: 'active' });
  expect(errorOf(await as('hamlet').patch('/realm', { presence_disabled: true }))).toEqual(
    expect.objectContaining({ code: 'UNAUTHORIZED_PRINCIPAL', msg: 'Must be an organization administrator' }),
  );
  w.ts.events.length = 0;
  expect((await as('iago').patch('/realm', { presence_disabled: true })).status).toBe(200);
  expect(w.ts.events.map((e) => e.event)).toEqual([
    { type: 'realm', op: 'update', property: 'presence_disabled', value: true },
  ]);
  const state = await as('hamlet').post('/register', { fetch_event_types: ['realm', 'presence'], slim_presence: true });
  expect(state.body).toMatchObject({ realm_presence_disabled: true, presences: {} });
  w.ts.clock.advance(300_000);
  w.ts.events.length = 0;
  expect((await ping('polonius', { status: 'active', last_update_id: -1 })).presences).toEqual({});
  expect(w.ts.events).toEqual([]);
  expect(errorOf(await as('hamlet').get(`/users/${id('polonius')}/presence`))).toEqual(
    bad(`No presence data for ${id('polonius')}`),
  );
  expect((await as('polonius').patch('/settings', { presence_enabled: false })).status).toBe(200);
  expect(w.ts.events.filter((e) => e.event.type === 'presence')).toEqual([]);
  await as('polonius').patch('/settings', { presence_enabled: true });
  expect((await as('iago').patch('/realm', { presence_disabled: false })).status).toBe(200);
  const back = await ping('polonius', { status: 'active', last_update_id: -1 });
  expect(Object.keys(back.presences as object)).toContain(String(id('polonius')));
});
