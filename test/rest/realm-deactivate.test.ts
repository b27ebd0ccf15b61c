import { postWithHost, type ApiResponse, type ParamValue } from '../support/client.ts';
import { useWorld, type World } from '../support/world.ts';
import { applyEvents, type State } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWsClients } from '../graphql/events.helpers.ts';

/**
 * POST /realm/deactivate (Zulip's deactivate_realm): owners only, with
 * deletion_delay_days; afterwards every request as one of the realm's users
 * is refused, and so are its spectators. Each deactivation takes a realm of
 * its own, so each describe block starts its own server.
 */

const DAY_MS = 86_400_000;
const DEACTIVATED = 'This organization has been deactivated';
const errorOf = (r: ApiResponse) => ({ status: r.status, ...r.body });
const bad = (msg: string) => ({ status: 400, result: 'error', msg, code: 'BAD_REQUEST' });
const OWNER_REQUIRED = {
  status: 400,
  result: 'error',
  msg: 'Must be an organization owner',
  code: 'UNAUTHORIZED_PRINCIPAL',
};

const DEACTIVATE = `mutation ($input: DeactivateRealmInput!) { deactivateRealm(input: $input) {
  __typename ... on DeactivateRealmPayload { realmId scheduledDeletionDate realm { realmId name } } ... on Error { code message } } }`;

const realmRow = (w: World) => w.prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
const activeUsers = (w: World) => w.prisma().user.count({ where: { realmId: w.realm.realmId, isActive: true } });
const WEB_PUBLIC = [{ operator: 'channels', operand: 'web-public' }];
const spectatorPage = (w: World) =>
  w.ts
    .client()
    .request(
      'GET',
      '/messages',
      { anchor: 'newest', num_before: 5, num_after: 0, narrow: WEB_PUBLIC },
      { prefix: '/json' },
    );
const SPECTATOR_QUERY =
  '{ messages(anchor: "newest", numBefore: 5, narrow: [{ operator: "channels", operand: "web-public" }]) { messages { messageId } } }';

/** Spectators are let in: the setting on and Verona web-public, with a file linked there; the file's URL. */
async function admitSpectators(w: World): Promise<string> {
  expect((await w.as('iago').patch('/realm', { enable_spectator_access: true })).status).toBe(200);
  await w.prisma().stream.update({ where: { id: w.realm.channels.Verona }, data: { isWebPublic: true } });
  const url = await w.upload('hamlet', 'notes.txt', 'public notes');
  await w.send('hamlet', { type: 'stream', to: 'Verona', topic: 'public', content: `for everyone: [notes](${url})` });
  return url;
}

describe('who may deactivate, and deletion_delay_days', () => {
  const w = useWorld();

  test("refused with Zulip's messages, in Zulip's order, changing nothing; GraphQL agrees", async () => {
    const cases: Array<[string, Record<string, ParamValue>, object]> = [
      ['iago', {}, OWNER_REQUIRED],
      // require_realm_owner runs before the parameter is read.
      ['iago', { deletion_delay_days: 'not json' }, OWNER_REQUIRED],
      ['hamlet', { deletion_delay_days: 30 }, OWNER_REQUIRED],
      ['desdemona', { deletion_delay_days: 13 }, bad('Data deletion time must be at least 14 days in the future.')],
      ['desdemona', { deletion_delay_days: 0 }, bad('Data deletion time must be at least 14 days in the future.')],
      ['desdemona', { deletion_delay_days: -30 }, bad('Data deletion time must be at least 14 days in the future.')],
      ['desdemona', { deletion_delay_days: 'not json' }, bad('deletion_delay_days is not valid JSON')],
      ['desdemona', { deletion_delay_days: '"30"' }, bad('deletion_delay_days is not an integer')],
      ['desdemona', { deletion_delay_days: 30.5 }, bad('deletion_delay_days is not an integer')],
      // A float in JSON, as Python's json reads it.
      ['desdemona', { deletion_delay_days: '1e3' }, bad('deletion_delay_days is not an integer')],
      // An integer too large for any date.
      ['desdemona', { deletion_delay_days: '100000000000000000000' }, bad('deletion_delay_days is too large')],
    ];
    for (const [user, params, answer] of cases) {
      expect([user, params, errorOf(await w.as(user).post('/realm/deactivate', params))]).toEqual([
        user,
        params,
        answer,
      ]);
    }
    const graphql: Array<[string, Record<string, unknown>, object]> = [
      [
        'iago',
        {},
        {
          __typename: 'PermissionDeniedError',
          code: 'UNAUTHORIZED_PRINCIPAL',
          message: 'Must be an organization owner',
        },
      ],
      [
        'desdemona',
        { deletionDelayDays: 13 },
        {
          __typename: 'ValidationError',
          code: 'BAD_REQUEST',
          message: 'Data deletion time must be at least 14 days in the future.',
        },
      ],
    ];
    for (const [user, input, answer] of graphql) {
      const r = await w.as(user).graphql(DEACTIVATE, { input });
      expect(r.data?.deactivateRealm).toEqual(answer);
    }
    expect(await realmRow(w)).toMatchObject({ deactivated: false, scheduledDeletionDate: null });
    expect(w.ts.events).toEqual([]);
    expect((await w.as('hamlet').get('/users/me')).status).toBe(200);
  });
});

describe('an owner deactivates the organization over REST', () => {
  const w = useWorld();

  test('the waiting client gets the event, then the realm is closed to its users and its spectators', async () => {
    const file = await admitSpectators(w);
    expect((await spectatorPage(w)).status).toBe(200);
    expect((await fetch(`${w.ts.url}${file}`)).status).toBe(200);
    // Hamlet's client waits for events with its long-poll, authenticated before the deactivation.
    const registered = await w.as('hamlet').post('/register', { event_types: ['realm'], fetch_event_types: ['realm'] });
    const { queue_id: queueId, last_event_id: _l, result: _r, msg: _m, ...initial } = registered.body as State;
    const poll = w.as('hamlet').get('/events', { queue_id: queueId as string, last_event_id: -1 });
    const queue = await w.ts.server.queues.get(queueId as string, w.realm.users.hamlet.id);
    while (!queue.parked) await new Promise<void>((r) => setImmediate(r));

    const r = await w.as('desdemona').post('/realm/deactivate', { deletion_delay_days: 30 });
    expect(r.body).toEqual({ result: 'success', msg: '' });

    const polled = await poll;
    expect(polled.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/events', 200, polled.body)).toBe(true);
    const events = polled.body.events as Array<Record<string, unknown>>;
    expect(events).toEqual([{ type: 'realm', op: 'deactivated', realm_id: w.realm.realmId, id: 0 }]);
    // To every active user of the realm (and no one else), once.
    const announced = w.ts.events.filter((e) => e.event.type === 'realm' && e.event.op === 'deactivated');
    const everyone = await w.prisma().user.findMany({
      where: { realmId: w.realm.realmId, isActive: true },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    expect(announced.map((e) => [...e.userIds].sort((a, b) => a - b))).toEqual([everyone.map((u) => u.id)]);

    // Zulip's apply_event passes on it; the register the client would get were the
    // organization reactivated is the state it holds.
    await w.prisma().realm.update({ where: { id: w.realm.realmId }, data: { deactivated: false } });
    const fresh = (await w.as('hamlet').post('/register', { event_types: ['realm'], fetch_event_types: ['realm'] }))
      .body as State;
    await w.prisma().realm.update({ where: { id: w.realm.realmId }, data: { deactivated: true } });
    const applied = applyEvents(initial, events);
    expect(applied).toEqual(Object.fromEntries(Object.keys(applied).map((k) => [k, fresh[k]])));

    // The users stay active (reactivating the organization would give them back); the deletion date is kept.
    const row = await realmRow(w);
    expect(row.deactivated).toBe(true);
    expect(row.scheduledDeletionDate?.getTime()).toBe(w.ts.clock.now().getTime() + 30 * DAY_MS);
    expect(await activeUsers(w)).toBe(everyone.length);

    const hamlet = w.as('hamlet');
    const refused = { status: 401, result: 'error', msg: DEACTIVATED, code: 'UNAUTHORIZED' };
    expect(errorOf(await hamlet.get('/users/me'))).toEqual(refused);
    expect((await hamlet.get('/users/me')).headers.get('www-authenticate')).toBe('Basic realm="zulip"');
    expect(errorOf(await hamlet.request('GET', '/users/me', {}, { prefix: '/json' }))).toEqual(refused);
    expect(
      errorOf(await hamlet.get('/events', { queue_id: queueId as string, last_event_id: 0, dont_block: true })),
    ).toEqual(refused);
    expect(errorOf(await w.as('desdemona').post('/realm/deactivate'))).toEqual(refused);
    // /json without a session, and logging in on the organization's address.
    expect(errorOf(await w.ts.client().request('GET', '/users/me', {}, { prefix: '/json' }))).toEqual({
      status: 401,
      result: 'error',
      msg: 'Not logged in: API authentication or user session required',
      code: 'UNAUTHORIZED',
    });
    const credentials = { username: 'hamlet@zulip.com', password: 'zircon-demo' };
    const loginRefused = { status: 401, result: 'error', msg: DEACTIVATED, code: 'REALM_DEACTIVATED' };
    expect(errorOf(await w.ts.client().post('/fetch_api_key', credentials))).toEqual(loginRefused);
    const onSubdomain = await postWithHost(
      w.ts.url,
      '/api/v1/fetch_api_key',
      `zulip.127.0.0.1:${new URL(w.ts.url).port}`,
      credentials,
    );
    expect(errorOf(onSubdomain)).toEqual(loginRefused);
    // GraphQL over HTTP.
    const me = await hamlet.graphql('{ me { userId } }');
    expect(me.errors?.[0]).toMatchObject({ message: DEACTIVATED, extensions: { code: 'UNAUTHORIZED' } });

    // Spectators see nothing of it any more, on REST and GraphQL alike.
    const spectated = { status: 401, result: 'error', msg: DEACTIVATED, code: 'REALM_DEACTIVATED' };
    expect(errorOf(await spectatorPage(w))).toEqual(spectated);
    expect(errorOf(await w.ts.client().request('POST', '/register', {}, { prefix: '/json' }))).toEqual(spectated);
    const download = await fetch(`${w.ts.url}${file}`);
    expect({ status: download.status, ...((await download.json()) as object) }).toEqual(spectated);
    const anonymous = await w.ts.client().graphql(SPECTATOR_QUERY);
    expect(anonymous.errors?.[0]).toMatchObject({ message: DEACTIVATED, extensions: { code: 'REALM_DEACTIVATED' } });
  });
});

describe('an owner deactivates the organization over GraphQL', () => {
  const w = useWorld();
  const ws = useWsClients(w);

  test('without a deletion delay; running subscriptions deliver the event and end, the connection runs nothing more', async () => {
    const client = ws.connect('othello');
    const opened = w.ts.server.streams.opened;
    const events = ws.subscribe(
      client,
      'subscription { events(types: [REALM]) { __typename ... on RealmEvent { realmOp: op } } }',
    );
    while (w.ts.server.streams.opened === opened) await new Promise<void>((r) => setImmediate(r));

    const r = await w.as('desdemona').graphql(DEACTIVATE, { input: { deletionDelayDays: null } });
    expect(r.data?.deactivateRealm).toEqual({
      __typename: 'DeactivateRealmPayload',
      realmId: w.realm.realmId,
      scheduledDeletionDate: null,
      realm: { realmId: w.realm.realmId, name: expect.any(String) },
    });
    expect(await events.next()).toEqual({ data: { events: { __typename: 'RealmEvent', realmOp: 'DEACTIVATED' } } });
    await events.completed;
    expect(await realmRow(w)).toMatchObject({ deactivated: true, scheduledDeletionDate: null });

    // A new operation on the same connection authenticates again, and is refused.
    const again = await new Promise<Record<string, any>>((resolve) => {
      client.subscribe(
        { query: '{ me { userId } }' },
        { next: resolve, error: (e) => resolve({ errors: e }), complete: () => undefined },
      );
    });
    expect(again.errors?.[0]).toMatchObject({ message: DEACTIVATED, extensions: { code: 'UNAUTHORIZED' } });
    const subscribeAgain = ws.subscribe(client, 'subscription { events { __typename } }');
    expect((await subscribeAgain.next()).errors?.[0]).toMatchObject({
      message: DEACTIVATED,
      extensions: { code: 'UNAUTHORIZED' },
    });
    // The mutation itself is refused from now on.
    const twice = await w.as('desdemona').graphql(DEACTIVATE, { input: {} });
    expect(twice.errors?.[0]).toMatchObject({ message: DEACTIVATED, extensions: { code: 'UNAUTHORIZED' } });
  });
});
