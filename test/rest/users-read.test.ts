import { inTransaction } from '../../src/domain/context.ts';
import { createRealm } from '../../src/domain/onboarding/create-realm.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import { EmailVisibility } from '../../src/domain/settings/user-settings.ts';
import type { ApiResponse } from '../support/client.ts';
import { expectMatchesOpenApi, SPEC_GAPS } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

let botId: number;
let hiddenId: number;
let formerId: number;

const expectError = (r: ApiResponse, status: number, code: string, msg: string) => {
  expect({ status: r.status, body: r.body }).toEqual({ status, body: { result: 'error', msg, code } });
};

const w = useWorld();

beforeAll(async () => {
  const deps = w.ts.server.deps;
  await inTransaction(deps, async (tx) => {
    const bot = await insertUser(deps, tx, {
      realmId: w.realm.realmId,
      email: 'hamlet-bot@zulip.com',
      fullName: 'Hamlet bot',
      isBot: true,
      botOwnerId: w.realm.users.hamlet.id,
    });
    botId = bot.id;
    // A user whose real address only administrators may see, as PATCH /settings would leave it.
    const hidden = await insertUser(deps, tx, {
      realmId: w.realm.realmId,
      email: 'hidden@zulip.com',
      fullName: 'Hidden',
    });
    hiddenId = hidden.id;
    await tx.user.update({
      where: { id: hidden.id },
      data: { settings: { email_address_visibility: EmailVisibility.ADMINS }, email: `user${hidden.id}@zulip.invalid` },
    });
    const former = await insertUser(deps, tx, {
      realmId: w.realm.realmId,
      email: 'former@zulip.com',
      fullName: 'Former',
    });
    formerId = former.id;
    await tx.user.update({ where: { id: former.id }, data: { isActive: false } });
  });
});

describe('GET /users', () => {
  test('lists every user, bots and deactivated users included, in id order', async () => {
    const r = await w.as('hamlet').get('/users');
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/users', 200, r.body)).toBe(true);
    const members = r.body.members as Array<Record<string, unknown>>;
    const ids = members.map((m) => m.user_id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(
      expect.arrayContaining([...Object.values(w.realm.users).map((u) => u.id), botId, hiddenId, formerId]),
    );
    expect(members.find((m) => m.user_id === formerId)).toMatchObject({ is_active: false });
    expect(members.find((m) => m.user_id === botId)).toMatchObject({
      is_bot: true,
      bot_type: 1,
      bot_owner_id: w.realm.users.hamlet.id,
      delivery_email: 'hamlet-bot@zulip.com',
    });
  });

  test('shows Zulip user objects: roles, minute-precision date_joined, no profile_data by default', async () => {
    const r = await w.as('hamlet').get('/users');
    const members = r.body.members as Array<Record<string, unknown>>;
    const desdemona = members.find((m) => m.user_id === w.realm.users.desdemona.id);
    expect(desdemona).toEqual({
      email: 'desdemona@zulip.com',
      user_id: w.realm.users.desdemona.id,
      avatar_version: 1,
      is_admin: true,
      is_owner: true,
      is_guest: false,
      role: 100,
      is_bot: false,
      full_name: 'Desdemona',
      timezone: '',
      is_active: true,
      date_joined: '2026-11-22T12:00+00:00',
      delivery_email: 'desdemona@zulip.com',
      avatar_url: null,
    });
    expect(members.find((m) => m.user_id === w.realm.users.polonius.id)).toMatchObject({
      role: 600,
      is_guest: true,
      is_admin: false,
    });
    expect(members.find((m) => m.user_id === w.realm.users.iago.id)).toMatchObject({
      role: 200,
      is_admin: true,
      is_owner: false,
    });
  });

  test('client_gravatar=false gives avatar URLs; hidden addresses always get one and a null delivery_email', async () => {
    const withGravatar = await w.as('hamlet').get('/users');
    const hidden = (withGravatar.body.members as Array<Record<string, unknown>>).find((m) => m.user_id === hiddenId);
    expect(hidden).toMatchObject({ email: `user${hiddenId}@zulip.invalid`, delivery_email: null });
    expect(hidden?.avatar_url).toMatch(
      /^https:\/\/secure\.gravatar\.com\/avatar\/[0-9a-f]{32}\?d=identicon&version=1$/,
    );

    const r = await w.as('hamlet').get('/users', { client_gravatar: false });
    expect(r.status).toBe(200);
    for (const m of r.body.members as Array<Record<string, unknown>>)
      expect(m.avatar_url).toEqual(expect.stringContaining('gravatar.com'));

    const admin = await w.as('iago').get('/users');
    expect((admin.body.members as Array<Record<string, unknown>>).find((m) => m.user_id === hiddenId)).toMatchObject({
      delivery_email: 'hidden@zulip.com',
      avatar_url: null,
    });
  });

  test('include_custom_profile_fields adds profile_data to humans only', async () => {
    const r = await w.as('hamlet').get('/users', { include_custom_profile_fields: true });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/users', 200, r.body)).toBe(true);
    const members = r.body.members as Array<Record<string, unknown>>;
    expect(members.find((m) => m.user_id === w.realm.users.hamlet.id)?.profile_data).toEqual({});
    expect(members.find((m) => m.user_id === botId)).not.toHaveProperty('profile_data');
  });

  test('user_ids limits the result; unknown ids are skipped', async () => {
    const r = await w
      .as('hamlet')
      .get('/users', { user_ids: [w.realm.users.iago.id, w.realm.users.hamlet.id, 999999, 99999999999] });
    expect(r.status).toBe(200);
    expect((r.body.members as Array<{ user_id: number }>).map((m) => m.user_id)).toEqual(
      [w.realm.users.iago.id, w.realm.users.hamlet.id].sort((a, b) => a - b),
    );
  });

  test.each([
    [{ client_gravatar: 'yes' }, 'client_gravatar is not valid JSON'],
    [{ client_gravatar: 1 }, 'client_gravatar is not a boolean'],
    [{ include_custom_profile_fields: '"true"' }, 'include_custom_profile_fields is not a boolean'],
    // include_custom_profile_fields is declared first, so its failure wins.
    [{ client_gravatar: 'x', include_custom_profile_fields: 'x' }, 'include_custom_profile_fields is not valid JSON'],
    [{ user_ids: 5 }, 'user_ids is not a list'],
    [{ user_ids: [1, 'a'] }, 'user_ids[1] is not an integer'],
    [{ user_ids: '[1,' }, 'user_ids is not valid JSON'],
  ])('%j → %s', async (params, msg) => {
    expectError(await w.as('hamlet').get('/users', params), 400, 'BAD_REQUEST', msg);
  });

  test('unknown parameters are reported, and other methods are refused', async () => {
    const r = await w.as('hamlet').get('/users', { user_ids: [w.realm.users.hamlet.id], foo: 1, bar: 'x' });
    expect(r.body.ignored_parameters_unsupported).toEqual(['bar', 'foo']);
    expect(expectMatchesOpenApi('GET', '/users', 200, r.body)).toBe(true);
    const put = await w.as('hamlet').request('PUT', '/users');
    expect(put.status).toBe(405);
    expect(put.body).toEqual({ result: 'error', msg: 'Method Not Allowed', allowed_methods: ['GET', 'HEAD', 'POST'] });
  });
});

describe('GET /users/{user_id}', () => {
  test('returns one user, deactivated users and bots included', async () => {
    const client = w.as('hamlet');
    const r = await client.get(`/users/${w.realm.users.iago.id}`);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/users/{user_id}', 200, r.body)).toBe(true);
    expect(r.body.user).toMatchObject({
      user_id: w.realm.users.iago.id,
      full_name: 'Iago',
      role: 200,
      avatar_url: null,
    });
    expect((await client.get(`/users/${formerId}`)).body.user).toMatchObject({ is_active: false });
    const bot = await client.get(`/users/${botId}`, { client_gravatar: false, include_custom_profile_fields: true });
    expect(expectMatchesOpenApi('GET', '/users/{user_id}', 200, bot.body)).toBe(true);
    expect(bot.body.user).toMatchObject({ is_bot: true, bot_owner_id: w.realm.users.hamlet.id });
    expect(bot.body.user).not.toHaveProperty('profile_data');
  });

  test.each([['999999'], ['99999999999'], ['0']])('an unknown id %s is "No such user"', async (id) => {
    expectError(await w.as('hamlet').get(`/users/${id}`), 400, 'BAD_REQUEST', 'No such user');
  });

  test('an address with a NUL byte is "No such user", for reading and for updating', async () => {
    expectError(await w.as('hamlet').get('/users/hamlet%00@zulip.com'), 400, 'BAD_REQUEST', 'No such user');
    expectError(await w.as('iago').patch('/users/%00', { full_name: 'x' }), 400, 'BAD_REQUEST', 'No such user');
  });

  test('a user of another realm is "No such user"', async () => {
    const deps = w.ts.server.deps;
    const stranger = await inTransaction(deps, async (tx) => {
      const other = await createRealm(deps, tx, { name: 'Lear', stringId: 'lear' });
      return insertUser(deps, tx, { realmId: other.id, email: 'king@lear.example', fullName: 'King Lear' });
    });
    expectError(await w.as('hamlet').get(`/users/${stranger.id}`), 400, 'BAD_REQUEST', 'No such user');
    expectError(await w.as('hamlet').get('/users/king@lear.example'), 400, 'BAD_REQUEST', 'No such user');
  });
});

describe('GET /users/{email}', () => {
  test('finds a user by real address, case-insensitively', async () => {
    const r = await w.as('hamlet').get('/users/IAGO@zulip.com');
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/users/{email}', 200, r.body)).toBe(true);
    expect(r.body.user).toMatchObject({ user_id: w.realm.users.iago.id });
  });

  test('a hidden real address is "No such user" unless the viewer may see it; the dummy address always works', async () => {
    expectError(await w.as('hamlet').get('/users/hidden@zulip.com'), 400, 'BAD_REQUEST', 'No such user');
    const admin = await w.as('iago').get('/users/hidden@zulip.com');
    expect(admin.body.user).toMatchObject({ user_id: hiddenId, delivery_email: 'hidden@zulip.com' });
    const dummy = await w.as('hamlet').get(`/users/user${hiddenId}@zulip.invalid`);
    expect(dummy.status).toBe(200);
    expect(dummy.body.user).toMatchObject({ user_id: hiddenId, delivery_email: null });
    // The dummy form reaches any user by id, even one whose real address is public.
    const byDummy = await w.as('hamlet').get(`/users/user${w.realm.users.iago.id}@zulip.invalid`);
    expect(byDummy.body.user).toMatchObject({ user_id: w.realm.users.iago.id });
  });

  test.each([['nobody@zulip.com'], ['user999999@zulip.invalid'], ['not-an-address']])(
    '%s is "No such user"',
    async (email) => {
      expectError(await w.as('hamlet').get(`/users/${encodeURIComponent(email)}`), 400, 'BAD_REQUEST', 'No such user');
    },
  );
});

describe('GET /users/me', () => {
  test('returns the own user object with profile_data and max_message_id', async () => {
    const r = await w.as('hamlet').get('/users/me', { foo: 1 });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/users/me', 200, r.body)).toBe(true);
    expect(r.body).toMatchObject({
      result: 'success',
      msg: '',
      user_id: w.realm.users.hamlet.id,
      email: 'hamlet@zulip.com',
      delivery_email: 'hamlet@zulip.com',
      full_name: 'King Hamlet',
      role: 400,
      profile_data: {},
      max_message_id: -1,
    });
    expect(r.body.avatar_url).toEqual(expect.stringContaining('gravatar.com'));
    // get_profile_backend is not a typed endpoint: unknown parameters are not reported.
    expect(r.body).not.toHaveProperty('ignored_parameters_unsupported');
  });

  test('a bot sees its own object with bot fields and without profile_data', async () => {
    const bot = await w.prisma().user.findUniqueOrThrow({ where: { id: botId } });
    const r = await w.ts
      .client({ email: bot.deliveryEmail, apiKey: bot.apiKey })
      .get('/users/me', {}, { unchecked: SPEC_GAPS.botOwnProfile });
    expect(r.status).toBe(200);
    // Zulip's format_user_row adds bot_type/bot_owner_id here although the OpenAPI schema of
    // GET /users/me leaves them out; the running server wins, so only the rest is checked.
    const { bot_type: botType, bot_owner_id: botOwnerId, ...rest } = r.body;
    expect({ botType, botOwnerId }).toEqual({ botType: 1, botOwnerId: w.realm.users.hamlet.id });
    expect(expectMatchesOpenApi('GET', '/users/me', 200, rest)).toBe(true);
    expect(r.body).toMatchObject({ user_id: botId, is_bot: true });
    expect(r.body).not.toHaveProperty('profile_data');
  });

  test('PATCH is not a method of /users/me (it does not fall through to /users/{email})', async () => {
    const r = await w.as('hamlet').patch('/users/me', { full_name: 'X' });
    expect(r.status).toBe(405);
    expect(r.body).toEqual({ result: 'error', msg: 'Method Not Allowed', allowed_methods: ['DELETE', 'GET', 'HEAD'] });
  });
});
