import type { ApiResponse } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { type DemoUser, type DemoRealm } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

const expectError = (
  r: ApiResponse,
  status: number,
  code: string,
  msg: string,
  extra: Record<string, unknown> = {},
) => {
  expect({ status: r.status, body: r.body }).toEqual({ status, body: { result: 'error', msg, code, ...extra } });
};

const userCount = () => w.prisma().user.count();

const w = useWorld();

const valid = { email: 'newbie@zulip.com', password: 'a-long-password', full_name: 'New User' };

describe('POST /users', () => {
  test('an owner with can_create_users creates a member who can log in; everyone hears of it', async () => {
    w.ts.events.length = 0;
    const r = await w.as('desdemona').post('/users', valid);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/users', 200, r.body)).toBe(true);
    const userId = r.body.user_id as number;
    expect(r.body).toEqual({ result: 'success', msg: '', user_id: userId });

    const created = await w.as('hamlet').get(`/users/${userId}`);
    expect(created.body.user).toMatchObject({
      email: 'newbie@zulip.com',
      full_name: 'New User',
      role: 400,
      is_active: true,
    });
    const login = await w.as().post('/fetch_api_key', { username: 'newbie@zulip.com', password: 'a-long-password' });
    expect(login.body).toMatchObject({ result: 'success', user_id: userId, email: 'newbie@zulip.com' });

    const add = w.ts.events.find((e) => e.event.type === 'realm_user' && e.event.op === 'add');
    const activeIds = (await w.prisma().user.findMany({ where: { realmId: w.realm.realmId, isActive: true } })).map(
      (u) => u.id,
    );
    expect(add?.userIds.sort((a, b) => a - b)).toEqual(activeIds.sort((a, b) => a - b));
    expect(add?.event.person).toMatchObject({
      user_id: userId,
      full_name: 'New User',
      role: 400,
      profile_data: {},
      delivery_email: 'newbie@zulip.com',
    });
    expect((add?.event.person as Record<string, unknown>).avatar_url).toEqual(expect.stringContaining('gravatar.com'));

    // The new member joins their role's system group, announced after the realm_user event.
    const groupEvents = w.ts.events.filter((e) => e.event.type === 'user_group');
    expect(groupEvents.length).toBeGreaterThan(0);
    expect(w.ts.events.indexOf(groupEvents[0])).toBeGreaterThan(w.ts.events.indexOf(add ?? groupEvents[0]));
    const groups = Object.fromEntries(
      (await w.prisma().userGroup.findMany({ where: { realmId: w.realm.realmId, isSystemGroup: true } })).map((g) => [
        g.name,
        g.id,
      ]),
    );
    // do_create_user: the role's group, then role:fullmembers (no waiting period by default).
    expect(groupEvents.map((e) => e.event)).toEqual([
      { type: 'user_group', op: 'add_members', group_id: groups['role:members'], user_ids: [userId] },
      { type: 'user_group', op: 'add_members', group_id: groups['role:fullmembers'], user_ids: [userId] },
    ]);
    expect(groupEvents[0].userIds.sort((a, b) => a - b)).toEqual(activeIds.sort((a, b) => a - b));
  });

  test('the email domain is lower-cased, the local part kept', async () => {
    const r = await w.as('desdemona').post('/users', { ...valid, email: 'Mixed.Case@ZULIP.com' });
    expect(r.status).toBe(200);
    const user = await w.prisma().user.findUniqueOrThrow({ where: { id: r.body.user_id as number } });
    expect(user.deliveryEmail).toBe('Mixed.Case@zulip.com');
  });

  const errors: Array<[string, keyof DemoRealm['users'], Record<string, string>, string, string]> = [
    // require_realm_admin is checked before any parameter is read.
    ['a member', 'hamlet', {}, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator'],
    ['a moderator', 'shiva', valid, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator'],
    ['a guest', 'polonius', valid, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator'],
    ['an admin without can_create_users', 'iago', valid, 'BAD_REQUEST', 'User not authorized to create users'],
    ['no email', 'desdemona', {}, 'REQUEST_VARIABLE_MISSING', "Missing 'email' argument"],
    [
      'no password',
      'desdemona',
      { email: 'x@zulip.com', full_name: 'X Y' },
      'REQUEST_VARIABLE_MISSING',
      "Missing 'password' argument",
    ],
    [
      'no full_name',
      'desdemona',
      { email: 'x@zulip.com', password: 'secret123' },
      'REQUEST_VARIABLE_MISSING',
      "Missing 'full_name' argument",
    ],
    ['a short name', 'desdemona', { ...valid, full_name: ' A ' }, 'BAD_REQUEST', 'Name too short!'],
    ['a long name', 'desdemona', { ...valid, full_name: 'x'.repeat(101) }, 'BAD_REQUEST', 'Name too long!'],
    ['a name with *', 'desdemona', { ...valid, full_name: 'Bad*Name' }, 'BAD_REQUEST', 'Invalid characters in name!'],
    [
      'a name with a control character',
      'desdemona',
      { ...valid, full_name: 'Bad\u0007Name' },
      'BAD_REQUEST',
      'Invalid characters in name!',
    ],
    ['a name like a mention', 'desdemona', { ...valid, full_name: 'Somebody|12' }, 'BAD_REQUEST', 'Invalid format!'],
    // The name is checked before the address.
    [
      'a bad name and address',
      'desdemona',
      { ...valid, email: 'nope', full_name: 'Z' },
      'BAD_REQUEST',
      'Name too short!',
    ],
    ['a malformed address', 'desdemona', { ...valid, email: 'not-an-email' }, 'BAD_REQUEST', 'Bad name or username'],
    [
      'a taken address',
      'desdemona',
      { ...valid, email: 'hamlet@zulip.com' },
      'BAD_REQUEST',
      "Email 'hamlet@zulip.com' already in use",
    ],
    [
      'a taken address in other case',
      'desdemona',
      { ...valid, email: 'HAMLET@zulip.com', password: 'x' },
      'BAD_REQUEST',
      "Email 'HAMLET@zulip.com' already in use",
    ],
    [
      'a weak password',
      'desdemona',
      { ...valid, email: 'weak@zulip.com', password: 'abc' },
      'BAD_REQUEST',
      'The password is too weak.',
    ],
  ];

  test.each(errors)('%s → %s', async (_what, who, params, code, msg) => {
    const before = await userCount();
    w.ts.events.length = 0;
    const r = await w.ts.client(w.realm.users[who] as DemoUser).post('/users', params);
    const missing = /^Missing '(\w+)' argument$/.exec(msg);
    expectError(r, 400, code, msg, missing ? { var_name: missing[1] } : {});
    expect(await userCount()).toBe(before);
    expect(w.ts.events).toEqual([]);
  });

  test("with require_unique_names, a name in use is refused, except the acting admin's own (a Zulip quirk)", async () => {
    const prisma = w.prisma();
    const row = await prisma.realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
    await prisma.realm.update({
      where: { id: w.realm.realmId },
      data: { settings: { ...(row.settings as object), require_unique_names: true } },
    });
    try {
      const taken = await w
        .as('desdemona')
        .post('/users', { ...valid, email: 'u1@zulip.com', full_name: 'king hamlet' });
      expectError(taken, 400, 'BAD_REQUEST', 'Unique names required in this organization.');
      const own = await w.as('desdemona').post('/users', { ...valid, email: 'u2@zulip.com', full_name: 'Desdemona' });
      expect(own.status).toBe(200);
    } finally {
      await prisma.realm.update({ where: { id: w.realm.realmId }, data: { settings: row.settings as object } });
    }
  });

  test('unknown parameters are reported', async () => {
    const r = await w.as('desdemona').post('/users', { ...valid, email: 'extra@zulip.com', short_name: 'x' });
    expect(r.status).toBe(200);
    expect(r.body.ignored_parameters_unsupported).toEqual(['short_name']);
    expect(expectMatchesOpenApi('POST', '/users', 200, r.body)).toBe(true);
  });
});
