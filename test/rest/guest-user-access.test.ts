import { inTransaction } from '../../src/domain/context.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import type { ParamValue } from '../support/client.ts';
import { useWorld } from '../support/world.ts';
import { unknownUser, watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';

/*
 * can_access_all_users_group = role:members: a guest (polonius) sees only
 * bots, itself, and the users it shares a channel, a direct-message group or
 * a one-to-one conversation with (Zulip's zerver/lib/users.py). polonius is
 * subscribed to Verona only; shiva is in `core team` only, so shiva is an
 * "Unknown user" to polonius, and to no one else. Each place users appear is
 * checked for the limited guest and, as the control, for a member (hamlet).
 */
const w = useWorld();
const id = (name: string) => w.realm.users[name].id;
const as = (name: string) => w.as(name);
let membersGroup: number;
let everyoneGroup: number;
/** A bot (accessible to all), a member in no channel, and deactivated users that shared a DM group / only Verona with polonius. */
const extra: Record<string, number> = {};
let loner: { email: string; apiKey: string };

const UNKNOWN_AVATAR = '/static/images/unknown-user-avatar.png';

const limitGuests = async (limited: boolean) => {
  const r = await as('desdemona').patch('/realm', {
    can_access_all_users_group: { new: limited ? membersGroup : everyoneGroup },
  });
  expect(r.status).toBe(200);
};

const errorOf = (r: { status: number; body: Record<string, unknown> }) => ({
  status: r.status,
  msg: r.body.msg,
  code: r.body.code,
});
const INSUFFICIENT = { status: 400, msg: 'Insufficient permission', code: 'BAD_REQUEST' };
const memberIds = async (name: string, params: Record<string, ParamValue> = {}) => {
  const r = await as(name).get('/users', params);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/users', 200, r.body)).toBe(true);
  return (r.body.members as Array<{ user_id: number }>).map((m) => m.user_id);
};
/** The events published since the last reset, for `userId`. */
const heardBy = (userId: number) => w.ts.events.filter((e) => e.userIds.includes(userId)).map((e) => e.event);

beforeAll(async () => {
  const groups = await as('desdemona').get('/user_groups');
  const byName = new Map((groups.body.user_groups as Array<{ id: number; name: string }>).map((g) => [g.name, g.id]));
  membersGroup = byName.get('role:members')!;
  everyoneGroup = byName.get('role:everyone')!;
  const deps = w.ts.server.deps;
  await inTransaction(deps, async (tx) => {
    const mk = (email: string, fullName: string, more = {}) =>
      insertUser(deps, tx, { realmId: w.realm.realmId, email, fullName, ...more });
    extra.bot = (await mk('shiva-bot@zulip.com', 'Shiva bot', { isBot: true, botType: 1, botOwnerId: id('shiva') })).id;
    const l = await mk('loner@zulip.com', 'Loner');
    extra.loner = l.id;
    loner = { email: l.deliveryEmail, apiKey: l.apiKey };
    extra.groupie = (await mk('groupie@zulip.com', 'Groupie')).id;
    extra.veronese = (await mk('veronese@zulip.com', 'Veronese')).id;
  });
  // groupie shares a direct-message group with polonius, veronese shares only Verona; both leave.
  await w.send('polonius', { type: 'direct', to: JSON.stringify([id('hamlet'), extra.groupie]), content: 'a group' });
  await as('desdemona').post('/users/me/subscriptions', {
    subscriptions: [{ name: 'Verona' }],
    principals: [extra.veronese],
  });
  for (const u of [extra.groupie, extra.veronese])
    expect((await as('desdemona').delete(`/users/${u}`)).status).toBe(200);
  await limitGuests(true);
  w.ts.events.length = 0;
});

describe('who a limited guest may see', () => {
  test('GET /users: the guest sees bots, itself, its channels and conversations; a member sees everyone', async () => {
    const seen = await memberIds('polonius');
    expect(seen).toEqual(expect.arrayContaining([id('polonius'), id('hamlet'), id('zoe'), extra.bot, extra.groupie]));
    for (const hidden of [id('shiva'), extra.loner, extra.veronese]) expect(seen).not.toContain(hidden);
    expect(await memberIds('hamlet')).toEqual(
      expect.arrayContaining([id('shiva'), extra.loner, extra.veronese, extra.groupie]),
    );
    // user_ids: an inaccessible id is skipped like an unknown one.
    expect(await memberIds('polonius', { user_ids: [id('shiva'), id('hamlet')] })).toEqual([id('hamlet')]);
  });

  test.each([
    ['by id', () => `/users/${id('shiva')}`],
    ['by email', () => '/users/shiva@zulip.com'],
    ['status', () => `/users/${id('shiva')}/status`],
    ['presence', () => `/users/${id('shiva')}/presence`],
  ])('GET one inaccessible user (%s): Insufficient permission for the guest, not for a member', async (_what, path) => {
    expect(errorOf(await as('polonius').get(path()))).toEqual(INSUFFICIENT);
    if (!path().endsWith('/presence')) expect((await as('hamlet').get(path())).status).toBe(200);
  });

  test('GET one accessible user, bot, or oneself: allowed', async () => {
    for (const u of [id('hamlet'), extra.bot, id('polonius'), extra.groupie]) {
      const r = await as('polonius').get(`/users/${u}`);
      expect(r.status).toBe(200);
      expect(expectMatchesOpenApi('GET', '/users/{user_id}', 200, r.body)).toBe(true);
    }
  });

  test('register: realm_users leaves them out (user_list_incomplete) or lists "Unknown user" placeholders', async () => {
    const fetch = async (caps: Record<string, boolean>) => {
      const r = await as('polonius').post('/register', {
        fetch_event_types: ['realm_user'],
        client_capabilities: caps,
      });
      expect(r.status).toBe(200);
      expect(expectMatchesOpenApi('POST', '/register', 200, r.body)).toBe(true);
      return r.body as { realm_users: Array<{ user_id: number }>; realm_non_active_users: Array<{ user_id: number }> };
    };
    const incomplete = await fetch({ user_list_incomplete: true });
    const ids = [...incomplete.realm_users, ...incomplete.realm_non_active_users].map((u) => u.user_id);
    for (const hidden of [id('shiva'), extra.loner, extra.veronese]) expect(ids).not.toContain(hidden);
    expect(incomplete.realm_non_active_users.map((u) => u.user_id)).toEqual([extra.groupie]);
    const complete = await fetch({});
    for (const hidden of [id('shiva'), extra.loner, extra.veronese]) {
      expect(complete.realm_users.find((u) => u.user_id === hidden)).toEqual(unknownUser(hidden));
    }
    const { is_active: _a, ...hamlet } = (
      await as('polonius').get(`/users/${id('hamlet')}`, { include_custom_profile_fields: true })
    ).body.user as Record<string, unknown>;
    expect(complete.realm_users.find((u) => u.user_id === id('hamlet'))).toEqual({ ...hamlet, avatar_url: null });
  });

  test('register: statuses and presences of inaccessible users are left out', async () => {
    for (const u of ['shiva', 'hamlet']) {
      expect((await as(u).post('/users/me/status', { status_text: `${u} is here` })).status).toBe(200);
      expect((await as(u).post('/users/me/presence', { status: 'active' })).status).toBe(200);
    }
    const state = async (name: string, slim: boolean) =>
      (await as(name).post('/register', { fetch_event_types: ['user_status', 'presence'], slim_presence: slim }))
        .body as {
        user_status: Record<string, unknown>;
        presences: Record<string, unknown>;
      };
    const guest = await state('polonius', true);
    expect(Object.keys(guest.user_status)).toEqual([String(id('hamlet'))]);
    expect(Object.keys(guest.presences)).toEqual([String(id('hamlet'))]);
    expect(Object.keys((await state('polonius', false)).presences)).toEqual(['hamlet@zulip.com']);
    const member = await state('hamlet', true);
    expect(Object.keys(member.user_status).sort()).toEqual([String(id('shiva')), String(id('hamlet'))].sort());
    expect(Object.keys(member.presences).sort()).toEqual([String(id('shiva')), String(id('hamlet'))].sort());
    const realm = await as('polonius').get('/realm/presence');
    expect(Object.keys(realm.body.presences as object)).toEqual(['hamlet@zulip.com']);
    // The events reached only those who may access the user.
    const statusEvents = w.ts.events.filter((e) => e.event.type === 'user_status' || e.event.type === 'presence');
    for (const e of statusEvents) expect(e.userIds.includes(id('polonius'))).toBe(e.event.user_id === id('hamlet'));
    expect(statusEvents.filter((e) => e.userIds.includes(id('iago'))).length).toBe(4);
  });
});

describe('messages', () => {
  let fromShiva: number;

  test('a sender the guest may not access is an "Unknown user" in GET /messages, GET /messages/{id} and the message event', async () => {
    const guestQueue = await as('polonius').post('/register', { event_types: ['message'], apply_markdown: true });
    w.ts.events.length = 0;
    // shiva is not subscribed to Verona, a public channel.
    fromShiva = await w.send('shiva', { type: 'stream', to: 'Verona', topic: 'access', content: 'hello from outside' });
    const masked = {
      sender_id: id('shiva'),
      sender_full_name: 'Unknown user',
      sender_email: `user${id('shiva')}@zulip.invalid`,
      avatar_url: UNKNOWN_AVATAR,
    };
    const page = await as('polonius').get('/messages', {
      anchor: fromShiva,
      num_before: 0,
      num_after: 0,
      client_gravatar: true,
    });
    expect(expectMatchesOpenApi('GET', '/messages', 200, page.body)).toBe(true);
    expect((page.body.messages as unknown[])[0]).toMatchObject(masked);
    expect((await as('polonius').get(`/messages/${fromShiva}`)).body.message).toMatchObject(masked);
    const member = (await as('hamlet').get(`/messages/${fromShiva}`)).body.message;
    expect(member).toMatchObject({ sender_full_name: 'Shiva', sender_email: 'shiva@zulip.com' });
    const events = await as('polonius').get('/events', {
      queue_id: guestQueue.body.queue_id as string,
      last_event_id: -1,
      dont_block: true,
    });
    expect((events.body.events as Array<{ message: unknown }>)[0].message).toMatchObject(masked);
    const published = w.ts.events.filter((e) => e.event.type === 'message');
    expect(published.find((e) => e.userIds.includes(id('hamlet')))?.event.message).toMatchObject({
      sender_full_name: 'Shiva',
    });
  });

  test('a reaction names its reactor only to those who may access them', async () => {
    w.ts.events.length = 0;
    expect((await as('shiva').post(`/messages/${fromShiva}/reactions`, { emoji_name: 'octopus' })).status).toBe(200);
    const reaction = (userId: number) => heardBy(userId).find((e) => e.type === 'reaction');
    expect(reaction(id('polonius'))).toMatchObject({
      user_id: id('shiva'),
      user: { user_id: id('shiva'), full_name: 'Unknown user', email: `user${id('shiva')}@zulip.invalid` },
    });
    expect(reaction(id('hamlet'))).toMatchObject({ user: { full_name: 'Shiva', email: 'shiva@zulip.com' } });
  });

  test('typing by someone the guest may not access is not sent to the guest', async () => {
    w.ts.events.length = 0;
    const r = await as('shiva').post('/typing', {
      type: 'stream',
      op: 'start',
      stream_id: w.realm.channels.Verona,
      topic: 'access',
    });
    expect(r.status).toBe(200);
    const typing = w.ts.events.find((e) => e.event.type === 'typing');
    expect(typing?.userIds).toContain(id('hamlet'));
    expect(typing?.userIds).not.toContain(id('polonius'));
    // To a direct conversation with the guest: its other users hear it, the guest does not.
    w.ts.events.length = 0;
    expect((await as('shiva').post('/typing', { op: 'start', to: [id('polonius'), id('hamlet')] })).status).toBe(200);
    expect(w.ts.events.find((e) => e.event.type === 'typing')?.userIds.sort()).toEqual(
      [id('shiva'), id('hamlet')].sort(),
    );
  });

  test('the guest may not write to users it may not access', async () => {
    const r = await as('polonius').post('/messages', {
      type: 'direct',
      to: JSON.stringify([id('hamlet'), extra.loner]),
      content: 'hi',
    });
    expect(errorOf(r)).toEqual({
      status: 400,
      msg: 'You do not have permission to access some of the recipients.',
      code: 'BAD_REQUEST',
    });
  });
});

describe('events as access changes, applied to the registered state', () => {
  /** polonius's realm_user state (with or without user_list_incomplete) follows `change`, as a fresh register shows it. */
  const followsFreshRegister = async (change: () => Promise<void>, incomplete: boolean) => {
    const watch = await watchState(as('polonius'), ['realm_user'], {
      client_capabilities: { user_list_incomplete: incomplete },
    });
    await change();
    const { applied, fresh, events } = await watch.compare();
    expect(applied).toEqual(fresh);
    return events;
  };

  test.each([true, false])(
    'someone the guest may not see joins and leaves its channel (user_list_incomplete: %s)',
    async (incomplete) => {
      const events = await followsFreshRegister(async () => {
        await as('shiva').post('/users/me/subscriptions', { subscriptions: [{ name: 'Verona' }] });
        expect((await as('polonius').get(`/users/${id('shiva')}`)).status).toBe(200);
        await as('shiva').delete('/users/me/subscriptions', { subscriptions: ['Verona'] });
      }, incomplete);
      expect(events.map((e) => [e.op, e.person.user_id, e.person.full_name])).toEqual([
        ['add', id('shiva'), 'Shiva'],
        ['remove', id('shiva'), 'Unknown user'],
      ]);
      expect(errorOf(await as('polonius').get(`/users/${id('shiva')}`))).toEqual(INSUFFICIENT);
    },
  );

  test('the guest joins a channel and leaves it: its subscribers come and go', async () => {
    const events = await followsFreshRegister(async () => {
      await as('desdemona').post('/users/me/subscriptions', {
        subscriptions: [{ name: 'core team' }],
        principals: [id('polonius')],
      });
      await as('desdemona').delete('/users/me/subscriptions', {
        subscriptions: ['core team'],
        principals: [id('polonius')],
      });
    }, true);
    // desdemona and iago were accessible through Verona already; shiva and its bot (always accessible) are not announced again.
    expect(events.map((e) => [e.op, e.person.user_id])).toEqual([
      ['add', id('shiva')],
      ['remove', id('shiva')],
    ]);
  });

  test('a new user is an "Unknown user" to the guest, unless the client does without them', async () => {
    let created = 0;
    const create = async (email: string) => {
      const r = await as('desdemona').post('/users', { email, password: 'a-password-123', full_name: 'Newcomer' });
      expect(r.status).toBe(200);
      created = r.body.user_id as number;
    };
    const withPlaceholders = await followsFreshRegister(() => create('newcomer@zulip.com'), false);
    expect(withPlaceholders.map((e) => e.person)).toEqual([{ ...unknownUser(created), is_active: true }]);
    const without = await followsFreshRegister(() => create('newcomer2@zulip.com'), true);
    expect(without).toEqual([]);
    // Members hear of the new user in full.
    expect(
      heardBy(id('hamlet'))
        .filter((e) => e.type === 'realm_user')
        .map((e) => e.person),
    ).toContainEqual(expect.objectContaining({ full_name: 'Newcomer' }));
  });

  test('a user who shared only a channel is forgotten when deactivated, and comes back when reactivated', async () => {
    const temp = (
      await as('desdemona').post('/users', { email: 'temp@zulip.com', password: 'a-password-123', full_name: 'Temp' })
    ).body.user_id as number;
    await as('desdemona').post('/users/me/subscriptions', { subscriptions: [{ name: 'Verona' }], principals: [temp] });
    w.ts.events.length = 0;
    const events = await followsFreshRegister(async () => {
      expect((await as('desdemona').delete(`/users/${temp}`)).status).toBe(200);
      expect((await as('desdemona').post(`/users/${temp}/reactivate`)).status).toBe(200);
    }, false);
    expect(events.map((e) => [e.op, e.person.user_id, e.person.full_name ?? e.person.is_active])).toEqual([
      ['remove', temp, 'Unknown user'],
      ['add', temp, 'Temp'],
    ]);
    // A member hears the updates.
    const member = heardBy(id('hamlet'))
      .filter((e) => e.type === 'realm_user')
      .map((e) => e.person);
    expect(member).toEqual([
      { user_id: temp, is_active: false },
      { user_id: temp, is_active: true },
    ]);
  });

  test('changes of a user the guest may not see are not sent to it', async () => {
    w.ts.events.length = 0;
    const events = await followsFreshRegister(async () => {
      expect((await as('shiva').patch('/settings', { full_name: 'Shiva the Moderator' })).status).toBe(200);
      expect((await as('shiva').patch('/settings', { timezone: 'Asia/Kolkata' })).status).toBe(200);
    }, false);
    expect(events).toEqual([]);
    expect(heardBy(id('hamlet')).filter((e) => e.type === 'realm_user')).toHaveLength(2);
  });

  test('a direct message makes its sender accessible to the guest, announced before the message', async () => {
    const watch = await watchState(as('polonius'), ['realm_user'], {
      client_capabilities: { user_list_incomplete: true },
    });
    const queue = await as('polonius').post('/register', {
      event_types: ['realm_user', 'message'],
      client_capabilities: { user_list_incomplete: true },
    });
    expect(
      (
        await w.ts
          .client(loner)
          .post('/messages', { type: 'direct', to: JSON.stringify([id('polonius')]), content: 'hello, guest' })
      ).status,
    ).toBe(200);
    const { applied, fresh } = await watch.compare();
    expect(applied).toEqual(fresh);
    const events = (
      await as('polonius').get('/events', {
        queue_id: queue.body.queue_id as string,
        last_event_id: -1,
        dont_block: true,
      })
    ).body.events as Array<Record<string, any>>;
    expect(events.map((e) => e.type)).toEqual(['realm_user', 'message']);
    expect(events[0].person).toMatchObject({ user_id: extra.loner, full_name: 'Loner' });
    expect(events[1].message).toMatchObject({ sender_full_name: 'Loner' });
    expect((await as('polonius').get(`/users/${extra.loner}`)).status).toBe(200);
  });
});

test('with can_access_all_users_group back at role:everyone, the guest sees everyone again', async () => {
  await limitGuests(false);
  try {
    expect(await memberIds('polonius')).toEqual(expect.arrayContaining([id('shiva'), extra.veronese]));
    expect((await as('polonius').get(`/users/${id('shiva')}`)).status).toBe(200);
    const r = await as('polonius').post('/register', { fetch_event_types: ['realm_user'] });
    expect((r.body.realm_users as Array<{ full_name: string }>).some((u) => u.full_name === 'Unknown user')).toBe(
      false,
    );
  } finally {
    await limitGuests(true);
  }
});
