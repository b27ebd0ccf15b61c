import { inTransaction } from '../../src/domain/context.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import type { ApiResponse } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import type { DemoRealm } from '../support/server.ts';
import { useWorld, type World } from '../support/world.ts';

const expectError = (r: ApiResponse, status: number, code: string, msg: string) => {
  expect({ status: r.status, body: r.body }).toEqual({ status, body: { result: 'error', msg, code } });
};

async function directSystemGroups(w: World, userId: number): Promise<string[]> {
  const rows = await w.prisma().userGroupMembership.findMany({
    where: { userId, userGroup: { isSystemGroup: true } },
    include: { userGroup: true },
  });
  return rows.map((r) => r.userGroup.name ?? '').sort();
}

async function snapshot(w: World) {
  const users = await w
    .prisma()
    .user.findMany({ orderBy: { id: 'asc' }, select: { id: true, role: true, fullName: true } });
  const memberships = await w.prisma().userGroupMembership.count();
  return { users, memberships };
}

describe('PATCH /users/{user_id} — successes', () => {
  const w = useWorld({ perTest: true });

  test('an administrator renames a user; everyone gets realm_user/update', async () => {
    w.ts.events.length = 0;
    const r = await w.as('iago').patch(`/users/${w.realm.users.hamlet.id}`, { full_name: '  Prince Hamlet ' });
    expect(r.status).toBe(200);
    // The OpenAPI 200 here is the shared SimpleSuccess response: exactly this body.
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect((await w.as('cordelia').get(`/users/${w.realm.users.hamlet.id}`)).body.user).toMatchObject({
      full_name: 'Prince Hamlet',
    });
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'realm_user', op: 'update', person: { user_id: w.realm.users.hamlet.id, full_name: 'Prince Hamlet' } },
    ]);
    expect(w.ts.events[0].userIds.sort((a, b) => a - b)).toEqual(
      Object.values(w.realm.users)
        .map((u) => u.id)
        .sort((a, b) => a - b),
    );
  });

  test('a role change moves the user between system groups, with events in Zulip order', async () => {
    const hamlet = w.realm.users.hamlet.id;
    expect(await directSystemGroups(w, hamlet)).toEqual(['role:fullmembers', 'role:members']);
    w.ts.events.length = 0;
    const r = await w.as('iago').patch(`/users/${hamlet}`, { role: 300 });
    expect(r.status).toBe(200);
    expect((await w.as('hamlet').get('/users/me')).body).toMatchObject({ role: 300, is_admin: false });
    expect(await directSystemGroups(w, hamlet)).toEqual(['role:moderators']);
    const groups = Object.fromEntries(
      (await w.prisma().userGroup.findMany({ where: { realmId: w.realm.realmId, isSystemGroup: true } })).map((g) => [
        g.name,
        g.id,
      ]),
    );
    // do_change_user_role: the old role group out, the new one in, then role:fullmembers.
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'realm_user', op: 'update', person: { user_id: hamlet, role: 300 } },
      { type: 'user_group', op: 'remove_members', group_id: groups['role:members'], user_ids: [hamlet] },
      { type: 'user_group', op: 'add_members', group_id: groups['role:moderators'], user_ids: [hamlet] },
      { type: 'user_group', op: 'remove_members', group_id: groups['role:fullmembers'], user_ids: [hamlet] },
    ]);

    w.ts.events.length = 0;
    await w.as('iago').patch(`/users/${hamlet}`, { role: 600 });
    expect(await directSystemGroups(w, hamlet)).toEqual(['role:everyone']);
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'realm_user', op: 'update', person: { user_id: hamlet, role: 600 } },
      { type: 'user_group', op: 'remove_members', group_id: groups['role:moderators'], user_ids: [hamlet] },
      { type: 'user_group', op: 'add_members', group_id: groups['role:everyone'], user_ids: [hamlet] },
    ]);
  });

  test('role and name in one request; an unchanged role or name sends nothing; a blank name is ignored', async () => {
    const client = w.as('iago');
    w.ts.events.length = 0;
    expect(
      (
        await client.patch(`/users/${w.realm.users.othello.id}`, {
          role: 400,
          full_name: 'Othello, the Moor of Venice',
        })
      ).status,
    ).toBe(200);
    expect((await client.patch(`/users/${w.realm.users.othello.id}`, { full_name: '   ' })).status).toBe(200);
    expect(w.ts.events).toEqual([]);
    expect((await client.patch(`/users/${w.realm.users.othello.id}`, { role: 200, full_name: 'Othello' })).status).toBe(
      200,
    );
    expect(
      w.ts.events.map((e) =>
        e.event.type === 'realm_user' ? e.event.person : `${e.event.type}/${String(e.event.op)}`,
      ),
    ).toEqual([
      { user_id: w.realm.users.othello.id, role: 200 },
      'user_group/remove_members',
      'user_group/add_members',
      'user_group/remove_members',
      { user_id: w.realm.users.othello.id, full_name: 'Othello' },
    ]);
  });

  test('an owner grants and removes the owner role; once there are two owners one may step down', async () => {
    const owner = w.as('desdemona');
    expect((await owner.patch(`/users/${w.realm.users.iago.id}`, { role: 100 })).status).toBe(200);
    expect(await directSystemGroups(w, w.realm.users.iago.id)).toEqual(['role:owners']);
    expect((await owner.patch(`/users/${w.realm.users.desdemona.id}`, { role: 400 })).status).toBe(200);
    expect((await owner.get('/users/me')).body).toMatchObject({ role: 400, is_owner: false });
    // The new owner is now the only one.
    expectError(
      await w.as('iago').patch(`/users/${w.realm.users.iago.id}`, { role: 200 }),
      400,
      'BAD_REQUEST',
      'The owner permission cannot be removed from the only organization owner.',
    );
  });

  test('PATCH /users/{email} finds the user by address', async () => {
    const r = await w.as('iago').patch('/users/hamlet@zulip.com', { full_name: 'Hamlet, Prince of Denmark', foo: 'x' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ result: 'success', msg: '', ignored_parameters_unsupported: ['foo'] });
    expect((await w.as('hamlet').get('/users/me')).body.full_name).toBe('Hamlet, Prince of Denmark');
    expectError(
      await w.as('iago').patch('/users/nobody@zulip.com', { full_name: 'X Y' }),
      400,
      'BAD_REQUEST',
      'No such user',
    );
  });

  test('a member may rename a bot they own (realm_bot/update to its owner and admins), not change its role', async () => {
    const deps = w.ts.server.deps;
    const bot = await inTransaction(deps, (tx) =>
      insertUser(deps, tx, {
        realmId: w.realm.realmId,
        email: 'helper-bot@zulip.com',
        fullName: 'Helper',
        isBot: true,
        botOwnerId: w.realm.users.hamlet.id,
      }),
    );
    w.ts.events.length = 0;
    const r = await w.as('hamlet').patch(`/users/${bot.id}`, { full_name: 'Helper Two' });
    expect(r.status).toBe(200);
    const botEvent = w.ts.events.find((e) => e.event.type === 'realm_bot');
    expect(botEvent?.event).toEqual({
      type: 'realm_bot',
      op: 'update',
      bot: { user_id: bot.id, full_name: 'Helper Two' },
    });
    expect(botEvent?.userIds).toEqual(
      [w.realm.users.desdemona.id, w.realm.users.iago.id, w.realm.users.hamlet.id].sort((a, b) => a - b),
    );
    expectError(
      await w.as('hamlet').patch(`/users/${bot.id}`, { role: 200 }),
      400,
      'UNAUTHORIZED_PRINCIPAL',
      'Must be an organization administrator',
    );
    expectError(
      await w.as('cordelia').patch(`/users/${bot.id}`, { full_name: 'Mine' }),
      400,
      'BAD_REQUEST',
      'Insufficient permission',
    );
  });
});

describe('PATCH /users/{user_id} — refusals write nothing', () => {
  const w = useWorld();

  type Who = keyof DemoRealm['users'];
  const cases: Array<[string, Who, Who | number, Record<string, string | number>, string, string]> = [
    [
      'a member editing someone',
      'hamlet',
      'iago',
      { full_name: 'Evil Iago' },
      'BAD_REQUEST',
      'Insufficient permission',
    ],
    [
      'a member editing themselves',
      'hamlet',
      'hamlet',
      { full_name: 'Great Hamlet' },
      'BAD_REQUEST',
      'Insufficient permission',
    ],
    ['a moderator', 'shiva', 'hamlet', { role: 600 }, 'BAD_REQUEST', 'Insufficient permission'],
    [
      'an admin granting owner',
      'iago',
      'hamlet',
      { role: 100 },
      'UNAUTHORIZED_PRINCIPAL',
      'Must be an organization owner',
    ],
    [
      'an admin demoting an owner',
      'iago',
      'desdemona',
      { role: 400 },
      'UNAUTHORIZED_PRINCIPAL',
      'Must be an organization owner',
    ],
    [
      'the only owner stepping down',
      'desdemona',
      'desdemona',
      { role: 200 },
      'BAD_REQUEST',
      'The owner permission cannot be removed from the only organization owner.',
    ],
    [
      'an unknown role',
      'iago',
      'hamlet',
      { role: 700 },
      'BAD_REQUEST',
      'Invalid role: Value error, Not in the list of possible values',
    ],
    ['a role as text', 'iago', 'hamlet', { role: 'admin' }, 'BAD_REQUEST', 'role is not valid JSON'],
    ['a role as a JSON string', 'iago', 'hamlet', { role: '"400"' }, 'BAD_REQUEST', 'role is not an integer'],
    ['an unknown user', 'iago', 999999, { full_name: 'Nobody Here' }, 'BAD_REQUEST', 'No such user'],
    ['a bad name', 'iago', 'hamlet', { full_name: 'H' }, 'BAD_REQUEST', 'Name too short!'],
    ['a name with a quote', 'iago', 'hamlet', { full_name: 'Ham "let"' }, 'BAD_REQUEST', 'Invalid characters in name!'],
    // The role is applied before the name is checked; one transaction undoes both.
    [
      'a valid role with a bad name',
      'iago',
      'hamlet',
      { role: 300, full_name: 'x'.repeat(101) },
      'BAD_REQUEST',
      'Name too long!',
    ],
  ];

  test.each(cases)('%s → %s', async (_what, who, target, params, code, msg) => {
    const before = await snapshot(w);
    w.ts.events.length = 0;
    const id = typeof target === 'number' ? target : w.realm.users[target].id;
    const r = await w.as(who).patch(`/users/${id}`, params);
    expectError(r, 400, code, msg);
    expect(expectMatchesOpenApi('PATCH', '/users/{user_id}', 400, r.body)).toBe(true);
    expect(await snapshot(w)).toEqual(before);
    expect(w.ts.events).toEqual([]);
  });

  test('a deactivated user can still be edited by an administrator', async () => {
    const prisma = w.prisma();
    await prisma.user.update({ where: { id: w.realm.users.aaron.id }, data: { isActive: false } });
    try {
      expect(
        (await w.as('iago').patch(`/users/${w.realm.users.aaron.id}`, { full_name: 'Aaron the Moor' })).status,
      ).toBe(200);
    } finally {
      await prisma.user.update({ where: { id: w.realm.users.aaron.id }, data: { isActive: true } });
    }
  });
});
