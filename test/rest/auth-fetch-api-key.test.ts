import { inTransaction } from '../../src/domain/context.ts';
import { createRealm } from '../../src/domain/onboarding/create-realm.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import { ApiClient, type ApiResponse } from '../support/client.ts';
import { requestWithHost } from '../support/host-request.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { startWorld, useWorld } from '../support/world.ts';

const PASSWORD = 'zircon-demo';
const RATE_LIMIT_MSG =
  'API usage exceeded rate limit; see https://zulip.com/api/http-headers#rate-limiting-response-headers';

const expectError = (
  r: ApiResponse,
  status: number,
  code: string,
  msg: string,
  extra: Record<string, unknown> = {},
) => {
  expect({ status: r.status, body: r.body }).toEqual({ status, body: { result: 'error', msg, code, ...extra } });
};

describe('POST /fetch_api_key', () => {
  const login = (username: string | undefined, password: string | undefined, extra: Record<string, string> = {}) =>
    w.as().post('/fetch_api_key', { username, password, ...extra });
  const postWithHost = (host: string, params: Record<string, string>) =>
    requestWithHost(w.ts.url, '/api/v1/fetch_api_key', {
      host,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: ApiClient.encode(params).toString(),
    });

  const w = useWorld();

  test('the right password returns the API key, delivery email and user id', async () => {
    const r = await login('hamlet@zulip.com', PASSWORD);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/fetch_api_key', 200, r.body)).toBe(true);
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      api_key: w.realm.users.hamlet.apiKey,
      email: 'hamlet@zulip.com',
      user_id: w.realm.users.hamlet.id,
    });
    // The address is matched case-insensitively; unknown parameters are reported.
    const upper = await login('HAMLET@ZULIP.COM', PASSWORD, { client: 'x' });
    expect(upper.body).toMatchObject({ user_id: w.realm.users.hamlet.id, ignored_parameters_unsupported: ['client'] });
  });

  test.each([
    [
      'no username',
      undefined,
      PASSWORD,
      400,
      'REQUEST_VARIABLE_MISSING',
      "Missing 'username' argument",
      { var_name: 'username' },
    ],
    [
      'nothing at all (username is read first)',
      undefined,
      undefined,
      400,
      'REQUEST_VARIABLE_MISSING',
      "Missing 'username' argument",
      { var_name: 'username' },
    ],
    [
      'no password',
      'hamlet@zulip.com',
      undefined,
      400,
      'REQUEST_VARIABLE_MISSING',
      "Missing 'password' argument",
      { var_name: 'password' },
    ],
    [
      'a username that is not an email address',
      'hamlet',
      PASSWORD,
      400,
      'BAD_REQUEST',
      'Enter a valid email address.',
      {},
    ],
    [
      'a wrong password',
      'cordelia@zulip.com',
      'wrong',
      401,
      'AUTHENTICATION_FAILED',
      'Your username or password is incorrect',
      {},
    ],
    [
      'an empty password',
      'cordelia@zulip.com',
      '',
      401,
      'AUTHENTICATION_FAILED',
      'Your username or password is incorrect',
      {},
    ],
    [
      'an unknown user',
      'nobody@zulip.com',
      PASSWORD,
      401,
      'AUTHENTICATION_FAILED',
      'Your username or password is incorrect',
      {},
    ],
  ])('%s → %s', async (_what, username, password, status, code, msg, extra) => {
    expectError(await login(username, password), status, code, msg, extra);
  });

  test("a user of another organization cannot log in on this organization's subdomain", async () => {
    const deps = w.ts.server.deps;
    await inTransaction(deps, async (tx) => {
      const lear = await createRealm(deps, tx, { name: 'Lear', stringId: 'lear' });
      await insertUser(deps, tx, {
        realmId: lear.id,
        email: 'king@lear.example',
        fullName: 'King Lear',
        password: PASSWORD,
      });
    });
    const port = new URL(w.ts.url).port;
    const r = await postWithHost(`zulip.127.0.0.1:${port}`, { username: 'king@lear.example', password: PASSWORD });
    expectError(r, 401, 'AUTHENTICATION_FAILED', 'Your username or password is incorrect');
  });

  test('an unknown subdomain → 404 "Invalid subdomain"', async () => {
    const port = new URL(w.ts.url).port;
    const r = await postWithHost(`nowhere.127.0.0.1:${port}`, { username: 'hamlet@zulip.com', password: PASSWORD });
    expectError(r, 404, 'NONEXISTENT_SUBDOMAIN', 'Invalid subdomain');
  });

  test('a deactivated account → 401 USER_DEACTIVATED, whatever the password (checked before it)', async () => {
    await w.as('iago').delete(`/users/${w.realm.users.prospero.id}`);
    try {
      expectError(await login('prospero@zulip.com', PASSWORD), 401, 'USER_DEACTIVATED', 'Account is deactivated');
      expectError(await login('prospero@zulip.com', 'wrong'), 401, 'USER_DEACTIVATED', 'Account is deactivated');
    } finally {
      await w.as('iago').post(`/users/${w.realm.users.prospero.id}/reactivate`);
    }
  });

  test('a deactivated organization → 401 REALM_DEACTIVATED', async () => {
    const prisma = w.prisma();
    await prisma.realm.update({ where: { id: w.realm.realmId }, data: { deactivated: true } });
    try {
      expectError(
        await login('othello@zulip.com', PASSWORD),
        401,
        'REALM_DEACTIVATED',
        'This organization has been deactivated',
      );
    } finally {
      await prisma.realm.update({ where: { id: w.realm.realmId }, data: { deactivated: false } });
    }
  });

  test('five attempts per username per 30 minutes; then even the right password is refused until the window passes', async () => {
    for (let i = 0; i < 5; i++) {
      expectError(
        await login('shiva@zulip.com', `wrong-${i}`),
        401,
        'AUTHENTICATION_FAILED',
        'Your username or password is incorrect',
      );
    }
    w.ts.clock.advance(60_000);
    const limited = await login('shiva@zulip.com', PASSWORD);
    expectError(limited, 429, 'RATE_LIMIT_HIT', RATE_LIMIT_MSG, { 'retry-after': 1740 });
    expect(limited.headers.get('retry-after')).toBe('1740');
    // Other usernames are unaffected; an invalid address is refused before it counts.
    expect((await login('cordelia@zulip.com', PASSWORD)).status).toBe(200);

    w.ts.clock.advance(1740_000 - 1);
    expect((await login('shiva@zulip.com', PASSWORD)).status).toBe(429);
    w.ts.clock.advance(1);
    const after = await login('shiva@zulip.com', PASSWORD);
    expect(after.status).toBe(200);
    expect(after.body.user_id).toBe(w.realm.users.shiva.id);
  });

  test("a successful login clears the username's history", async () => {
    for (let i = 0; i < 4; i++) expect((await login('aaron@zulip.com', 'wrong')).status).toBe(401);
    expect((await login('aaron@zulip.com', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('aaron@zulip.com', 'wrong')).status).toBe(401);
    expect((await login('aaron@zulip.com', 'wrong')).status).toBe(429);
  });

  test('only POST on /api/v1; /json/fetch_api_key is another endpoint', async () => {
    const get = await w.as().get('/fetch_api_key');
    expect({ status: get.status, body: get.body }).toEqual({
      status: 405,
      body: { result: 'error', msg: 'Method Not Allowed', allowed_methods: ['POST'] },
    });
    const json = await w
      .as()
      .request('POST', '/fetch_api_key', { username: 'hamlet@zulip.com', password: PASSWORD }, { prefix: '/json' });
    expect(json.status).toBe(404);
  });
});

describe('development login', () => {
  test('without dev mode the endpoints do not exist', async () => {
    const w = await startWorld();
    try {
      expect((await w.as().post('/dev_fetch_api_key', { username: 'hamlet@zulip.com' })).status).toBe(404);
      expect((await w.as().get('/dev_list_users')).status).toBe(404);
    } finally {
      await w.close();
    }
  });

  describe('with dev mode', () => {
    const w = useWorld({ devMode: true });

    test("POST /dev_fetch_api_key gives any active user's key without a password", async () => {
      const r = await w.as().post('/dev_fetch_api_key', { username: 'iago@zulip.com' });
      expect(r.status).toBe(200);
      expect(expectMatchesOpenApi('POST', '/dev_fetch_api_key', 200, r.body)).toBe(true);
      expect(r.body).toEqual({
        result: 'success',
        msg: '',
        api_key: w.realm.users.iago.apiKey,
        email: 'iago@zulip.com',
        user_id: w.realm.users.iago.id,
      });
    });

    test.each([
      [
        'no username',
        undefined,
        400,
        'REQUEST_VARIABLE_MISSING',
        "Missing 'username' argument",
        { var_name: 'username' },
      ],
      ['not an address', 'iago', 400, 'BAD_REQUEST', 'Enter a valid email address.', {}],
      [
        'an unknown user',
        'nobody@zulip.com',
        401,
        'AUTHENTICATION_FAILED',
        'Your username or password is incorrect',
        {},
      ],
    ])('%s → %s', async (_what, username, status, code, msg, extra) => {
      expectError(await w.as().post('/dev_fetch_api_key', { username }), status, code, msg, extra);
    });

    test('a deactivated user → USER_DEACTIVATED', async () => {
      await w.as('iago').delete(`/users/${w.realm.users.zoe.id}`);
      expectError(
        await w.as().post('/dev_fetch_api_key', { username: w.realm.users.zoe.email }),
        401,
        'USER_DEACTIVATED',
        'Account is deactivated',
      );
      await w.as('iago').post(`/users/${w.realm.users.zoe.id}/reactivate`);
    });

    test('GET /dev_list_users splits active humans into administrators and others', async () => {
      await w.as('iago').delete(`/users/${w.realm.users.cordelia.id}`);
      const r = await w.as().get('/dev_list_users');
      expect(r.status).toBe(200);
      const emails = (list: unknown) =>
        (list as Array<{ email: string; realm_url: string }>).map((u) => u.email).sort();
      expect(emails(r.body.direct_admins)).toEqual(['desdemona@zulip.com', 'iago@zulip.com']);
      expect(emails(r.body.direct_users)).toEqual(
        [
          'shiva@zulip.com',
          'hamlet@zulip.com',
          'othello@zulip.com',
          'prospero@zulip.com',
          'aaron@zulip.com',
          'ZOE@zulip.com',
          'polonius@zulip.com',
        ].sort(),
      );
      expect((r.body.direct_admins as Array<{ realm_url: string }>)[0].realm_url).toBe(
        w.ts.server.deps.server.externalUrl,
      );
    });
  });
});
