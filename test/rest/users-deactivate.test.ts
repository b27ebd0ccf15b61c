import { inTransaction } from '../../src/domain/context.ts';
import { notificationBot } from '../../src/domain/users/notification-bot.ts';
import { welcomeBot } from '../../src/domain/onboarding/welcome-bot.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import type { UserRow } from '../../src/domain/users/format.ts';
import type { ApiResponse } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import type { DemoRealm } from '../support/server.ts';
import { useWorld, type World } from '../support/world.ts';

const expectError = (
  r: ApiResponse,
  status: number,
  code: string,
  msg: string,
  extra: Record<string, unknown> = {},
) => {
  expect({ status: r.status, body: r.body }).toEqual({ status, body: { result: 'error', msg, code, ...extra } });
};
// The OpenAPI 200 of these endpoints is the shared SimpleSuccess response: exactly this body.
const expectSimpleSuccess = (r: ApiResponse) =>
  expect({ status: r.status, body: r.body }).toEqual({ status: 200, body: { result: 'success', msg: '' } });
const byId = (a: number, b: number) => a - b;

async function makeBot(w: World, ownerId: number, name = 'helper'): Promise<UserRow> {
  const deps = w.ts.server.deps;
  return inTransaction(deps, (tx) =>
    insertUser(deps, tx, {
      realmId: w.realm.realmId,
      email: `${name}-bot@zulip.com`,
      fullName: `${name} bot`,
      isBot: true,
      botOwnerId: ownerId,
    }),
  );
}

const activeIds = async (w: World, realmId: number) =>
  (await w.prisma().user.findMany({ where: { realmId, isActive: true }, select: { id: true } }))
    .map((u) => u.id)
    .sort(byId);

describe('DELETE /users/{user_id} and POST /users/{user_id}/reactivate', () => {
  const w = useWorld({ perTest: true });

  test('deactivation locks the account out, marks its subscriptions, and tells subscribers and everyone', async () => {
    const hamlet = w.realm.users.hamlet;
    const prisma = w.prisma();
    w.ts.events.length = 0;
    expectSimpleSuccess(await w.as('iago').delete(`/users/${hamlet.id}`));

    expectError(await w.ts.client(hamlet).get('/users/me'), 401, 'UNAUTHORIZED', 'Account is deactivated');
    expect((await w.as('iago').get(`/users/${hamlet.id}`)).body.user).toMatchObject({ is_active: false });
    const subs = await prisma.subscription.findMany({ where: { userId: hamlet.id } });
    expect(subs.length).toBe(4);
    expect(subs.every((s) => !s.isUserActive && s.active)).toBe(true);

    const stillActive = await activeIds(w, w.realm.realmId);
    const nonGuests = stillActive.filter((id) => id !== w.realm.users.polonius.id);
    const c = w.realm.channels;
    // Verona has a guest subscriber, so it gets its own event; the other public channels share one.
    expect(w.ts.events.map((e) => ({ event: e.event, userIds: [...e.userIds].sort(byId) }))).toEqual([
      {
        event: { type: 'subscription', op: 'peer_remove', stream_ids: [c.Verona], user_ids: [hamlet.id] },
        userIds: stillActive,
      },
      {
        event: {
          type: 'subscription',
          op: 'peer_remove',
          stream_ids: [c.Denmark, c.Scotland, c.Rome].sort(byId),
          user_ids: [hamlet.id],
        },
        userIds: nonGuests,
      },
      {
        event: { type: 'realm_user', op: 'update', person: { user_id: hamlet.id, is_active: false } },
        userIds: stillActive,
      },
    ]);
  });

  test('a private channel subscriber is announced to its subscribers and the administrators only', async () => {
    w.ts.events.length = 0;
    expectSimpleSuccess(await w.as('desdemona').delete(`/users/${w.realm.users.shiva.id}`));
    const peer = w.ts.events.find((e) => e.event.op === 'peer_remove');
    expect(peer?.event).toEqual({
      type: 'subscription',
      op: 'peer_remove',
      stream_ids: [w.realm.channels['core team']],
      user_ids: [w.realm.users.shiva.id],
    });
    expect([...(peer?.userIds ?? [])].sort(byId)).toEqual(
      [w.realm.users.desdemona.id, w.realm.users.iago.id].sort(byId),
    );
  });

  test("the user's bots are deactivated first, each with realm_bot/update for its owner and the admins", async () => {
    const bot = await makeBot(w, w.realm.users.hamlet.id);
    w.ts.events.length = 0;
    expectSimpleSuccess(await w.as('iago').delete(`/users/${w.realm.users.hamlet.id}`));
    expectError(
      await w.ts.client({ email: bot.deliveryEmail, apiKey: bot.apiKey }).get('/users/me'),
      401,
      'UNAUTHORIZED',
      'Account is deactivated',
    );
    const types = w.ts.events.map(
      (e) => `${e.event.type}/${String(e.event.op)}/${JSON.stringify(e.event.person ?? e.event.bot ?? '')}`,
    );
    expect(types.slice(0, 2)).toEqual([
      `realm_user/update/${JSON.stringify({ user_id: bot.id, is_active: false })}`,
      `realm_bot/update/${JSON.stringify({ user_id: bot.id, is_active: false })}`,
    ]);
    const botEvent = w.ts.events[1];
    expect([...botEvent.userIds].sort(byId)).toEqual(
      [w.realm.users.desdemona.id, w.realm.users.iago.id, w.realm.users.hamlet.id].sort(byId),
    );
  });

  test('reactivation restores access, subscriptions and events; a second one is refused', async () => {
    const hamlet = w.realm.users.hamlet;
    await w.as('iago').delete(`/users/${hamlet.id}`);
    w.ts.events.length = 0;
    const r = await w.as('iago').post(`/users/${hamlet.id}/reactivate`);
    expectSimpleSuccess(r);
    expect((await w.ts.client(hamlet).get('/users/me')).status).toBe(200);
    const subs = await w.prisma().subscription.findMany({ where: { userId: hamlet.id } });
    expect(subs.every((s) => s.isUserActive)).toBe(true);
    const all = await activeIds(w, w.realm.realmId);
    expect(w.ts.events[0]).toEqual({
      realmId: w.realm.realmId,
      event: { type: 'realm_user', op: 'update', person: { user_id: hamlet.id, is_active: true } },
      userIds: expect.arrayContaining(all),
    });
    expect(w.ts.events[1].event).toEqual({ type: 'realm_export_consent', user_id: hamlet.id, consented: false });
    expect([...w.ts.events[1].userIds].sort(byId)).toEqual(
      [w.realm.users.desdemona.id, w.realm.users.iago.id].sort(byId),
    );
    expect(w.ts.events.slice(2).map((e) => e.event)).toEqual([
      { type: 'subscription', op: 'peer_add', stream_ids: [w.realm.channels.Verona], user_ids: [hamlet.id] },
      {
        type: 'subscription',
        op: 'peer_add',
        stream_ids: [w.realm.channels.Denmark, w.realm.channels.Scotland, w.realm.channels.Rome].sort(byId),
        user_ids: [hamlet.id],
      },
    ]);

    expectError(
      await w.as('iago').post(`/users/${hamlet.id}/reactivate`),
      400,
      'BAD_REQUEST',
      'User is already active',
    );
  });

  test('a bot whose owner is gone passes to the administrator who reactivates it', async () => {
    const bot = await makeBot(w, w.realm.users.hamlet.id);
    await w.as('iago').delete(`/users/${w.realm.users.hamlet.id}`);
    w.ts.events.length = 0;
    expectSimpleSuccess(await w.as('iago').post(`/users/${bot.id}/reactivate`));
    expect((await w.as('iago').get(`/users/${bot.id}`)).body.user).toMatchObject({
      is_active: true,
      bot_owner_id: w.realm.users.iago.id,
    });
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'realm_user', op: 'update', person: { user_id: bot.id, is_active: true } },
      { type: 'realm_bot', op: 'update', bot: { user_id: bot.id, is_active: true } },
      { type: 'realm_bot', op: 'delete', bot: { user_id: bot.id } },
      { type: 'realm_bot', op: 'update', bot: { user_id: bot.id, owner_id: w.realm.users.iago.id } },
      { type: 'realm_user', op: 'update', person: { user_id: bot.id, bot_owner_id: w.realm.users.iago.id } },
    ]);
    expect(w.ts.events[2].userIds).toEqual([w.realm.users.hamlet.id]);
  });

  test('an owner may deactivate another owner; an administrator may deactivate themselves', async () => {
    await w.as('desdemona').patch(`/users/${w.realm.users.iago.id}`, { role: 100 });
    expectSimpleSuccess(await w.as('desdemona').delete(`/users/${w.realm.users.iago.id}`));
    await w.as('desdemona').patch(`/users/${w.realm.users.othello.id}`, { role: 200 });
    expectSimpleSuccess(
      await w.as('othello').delete(`/users/${w.realm.users.othello.id}`, { deactivation_notification_comment: 'Bye' }),
    );
  });
});

describe('DELETE /users/{user_id} and reactivate — refusals write nothing', () => {
  let botId: number;
  let formerId: number;
  const w = useWorld();
  beforeAll(async () => {
    botId = (await makeBot(w, w.realm.users.hamlet.id)).id;
    formerId = (await makeBot(w, w.realm.users.hamlet.id, 'former')).id;
    await w.prisma().user.update({ where: { id: formerId }, data: { isActive: false } });
  });

  const state = async () =>
    w.prisma().user.findMany({ orderBy: { id: 'asc' }, select: { id: true, isActive: true, role: true } });

  type Who = keyof DemoRealm['users'];
  const cases: Array<[string, 'DELETE' | 'POST', Who, () => number | string, Record<string, string>, string, string]> =
    [
      [
        'a member deactivating someone',
        'DELETE',
        'hamlet',
        () => w.realm.users.iago.id,
        {},
        'BAD_REQUEST',
        'Insufficient permission',
      ],
      [
        'a moderator deactivating a member',
        'DELETE',
        'shiva',
        () => w.realm.users.hamlet.id,
        {},
        'BAD_REQUEST',
        'Insufficient permission',
      ],
      [
        'an admin deactivating an owner',
        'DELETE',
        'iago',
        () => w.realm.users.desdemona.id,
        {},
        'UNAUTHORIZED_PRINCIPAL',
        'Must be an organization owner',
      ],
      [
        'the only owner deactivating themselves',
        'DELETE',
        'desdemona',
        () => w.realm.users.desdemona.id,
        {},
        'BAD_REQUEST',
        'Cannot deactivate the only organization owner',
      ],
      ['a bot through the user endpoint', 'DELETE', 'iago', () => botId, {}, 'BAD_REQUEST', 'No such user'],
      ['a deactivated bot', 'DELETE', 'iago', () => formerId, {}, 'BAD_REQUEST', 'No such user'],
      ['an unknown user', 'DELETE', 'iago', () => 999999, {}, 'BAD_REQUEST', 'No such user'],
      [
        'a long comment',
        'DELETE',
        'iago',
        () => w.realm.users.hamlet.id,
        { deactivation_notification_comment: 'x'.repeat(2001) },
        'BAD_REQUEST',
        'deactivation_notification_comment is too long (limit: 2000 characters)',
      ],
      [
        'reactivating an active user',
        'POST',
        'iago',
        () => w.realm.users.hamlet.id,
        {},
        'BAD_REQUEST',
        'User is already active',
      ],
      ['a member reactivating', 'POST', 'cordelia', () => formerId, {}, 'BAD_REQUEST', 'Insufficient permission'],
      ['reactivating an unknown user', 'POST', 'iago', () => 999999, {}, 'BAD_REQUEST', 'No such user'],
    ];

  test.each(cases)('%s → %s', async (_what, method, who, target, params, code, msg) => {
    const before = await state();
    w.ts.events.length = 0;
    const path = method === 'DELETE' ? `/users/${target()}` : `/users/${target()}/reactivate`;
    const r = await w.as(who).request(method, path, params);
    expectError(r, 400, code, msg);
    if (method === 'DELETE') expect(expectMatchesOpenApi('DELETE', '/users/{user_id}', 400, r.body)).toBe(true);
    expect(await state()).toEqual(before);
    expect(w.ts.events).toEqual([]);
  });

  test('deactivating a deactivated user → User is deactivated', async () => {
    const prisma = w.prisma();
    await prisma.user.update({ where: { id: w.realm.users.aaron.id }, data: { isActive: false } });
    try {
      expectError(
        await w.as('iago').delete(`/users/${w.realm.users.aaron.id}`),
        400,
        'BAD_REQUEST',
        'User is deactivated',
      );
    } finally {
      await prisma.user.update({ where: { id: w.realm.users.aaron.id }, data: { isActive: true } });
    }
  });
});

describe('DELETE /users/me', () => {
  const w = useWorld({ perTest: true });

  test('a member deactivates their own account and is locked out', async () => {
    w.ts.events.length = 0;
    const r = await w.as('hamlet').delete('/users/me', { foo: 'bar' });
    // Not a typed endpoint: no ignored_parameters_unsupported.
    expectSimpleSuccess(r);
    expectError(await w.as('hamlet').get('/users/me'), 401, 'UNAUTHORIZED', 'Account is deactivated');
    const login = await w.as().post('/fetch_api_key', { username: 'hamlet@zulip.com', password: 'zircon-demo' });
    expectError(login, 401, 'USER_DEACTIVATED', 'Account is deactivated');
    expect(
      w.ts.events.some(
        (e) => e.event.type === 'realm_user' && (e.event.person as { is_active?: boolean }).is_active === false,
      ),
    ).toBe(true);
  });

  test('the only owner cannot leave', async () => {
    const r = await w.as('desdemona').delete('/users/me');
    expectError(r, 400, 'CANNOT_DEACTIVATE_LAST_USER', 'Cannot deactivate the only organization owner.', {
      is_last_owner: true,
      entity: 'organization owner',
    });
    expect(expectMatchesOpenApi('DELETE', '/users/me', 400, r.body)).toBe(true);
    expect((await w.as('desdemona').get('/users/me')).status).toBe(200);
  });

  test('the only user cannot leave, counting bots', async () => {
    const owner = w.as('desdemona');
    for (const [name, u] of Object.entries(w.realm.users)) {
      if (name !== 'desdemona') expectSimpleSuccess(await owner.delete(`/users/${u.id}`));
    }
    const bot = await makeBot(w, w.realm.users.desdemona.id);
    // The bot is another active account, so the owner rule applies first.
    expectError(
      await owner.delete('/users/me'),
      400,
      'CANNOT_DEACTIVATE_LAST_USER',
      'Cannot deactivate the only organization owner.',
      {
        is_last_owner: true,
        entity: 'organization owner',
      },
    );
    await w.prisma().user.update({ where: { id: bot.id }, data: { isActive: false } });
    const r = await owner.delete('/users/me');
    expectError(r, 400, 'CANNOT_DEACTIVATE_LAST_USER', 'Cannot deactivate the only user.', {
      is_last_owner: false,
      entity: 'user',
    });
    expect(expectMatchesOpenApi('DELETE', '/users/me', 400, r.body)).toBe(true);
  });

  test('system bots are not users there: the only human is the only user', async () => {
    const deps = w.ts.server.deps;
    await inTransaction(deps, async (tx) => {
      await welcomeBot(tx, w.realm.realmId, deps.clock.now());
      await notificationBot(tx, w.realm.realmId, deps.clock.now());
    });
    const owner = w.as('desdemona');
    for (const [name, u] of Object.entries(w.realm.users)) {
      if (name !== 'desdemona') expectSimpleSuccess(await owner.delete(`/users/${u.id}`));
    }
    expect(await deps.db.prisma.user.count({ where: { realmId: w.realm.realmId, isActive: true, isBot: true } })).toBe(
      2,
    );
    const r = await owner.delete('/users/me');
    expectError(r, 400, 'CANNOT_DEACTIVATE_LAST_USER', 'Cannot deactivate the only user.', {
      is_last_owner: false,
      entity: 'user',
    });
    const gql = await owner.graphql(
      'mutation { deactivateOwnAccount { __typename ... on LastUserError { code message isLastOwner entity } } }',
    );
    expect(gql.data?.deactivateOwnAccount).toEqual({
      __typename: 'LastUserError',
      code: 'CANNOT_DEACTIVATE_LAST_USER',
      message: 'Cannot deactivate the only user.',
      isLastOwner: false,
      entity: 'USER',
    });
    expect((await owner.get('/users/me')).status).toBe(200);
  });

  test('an owner with a second owner may leave; their bots go with them', async () => {
    await w.as('desdemona').patch(`/users/${w.realm.users.iago.id}`, { role: 100 });
    const bot = await makeBot(w, w.realm.users.desdemona.id);
    expectSimpleSuccess(await w.as('desdemona').delete('/users/me'));
    expect((await w.as('iago').get(`/users/${bot.id}`)).body.user).toMatchObject({ is_active: false });
  });
});
