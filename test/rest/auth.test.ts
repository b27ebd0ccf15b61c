import type { ApiResponse } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

const w = useWorld();

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const basic = (email: string, key: string) => `Basic ${b64(`${email}:${key}`)}`;
const getMe = (authorization?: string, prefix = '/api/v1') =>
  w.as().request('GET', '/users/me', {}, { prefix, headers: authorization === undefined ? {} : { authorization } });

const expectUnauthorized = (r: ApiResponse, msg: string) => {
  expect({ status: r.status, body: r.body }).toEqual({
    status: 401,
    body: { result: 'error', msg, code: 'UNAUTHORIZED' },
  });
  expect(r.headers.get('www-authenticate')).toBe('Basic realm="zulip"');
};

describe("HTTP Basic authentication on /api/v1 (every failure of Zulip's get_basic_credentials / validate_api_key)", () => {
  test('no Authorization header → 401 with a Basic challenge', async () => {
    expectUnauthorized(await getMe(), 'Not logged in: API authentication or user session required');
  });

  test('another scheme → 400 "This endpoint requires HTTP basic authentication."', async () => {
    const r = await getMe('Bearer abcdef');
    expect({ status: r.status, body: r.body }).toEqual({
      status: 400,
      body: { result: 'error', msg: 'This endpoint requires HTTP basic authentication.', code: 'BAD_REQUEST' },
    });
  });

  test.each([
    ['a scheme without credentials', 'Basic'],
    ['three words', `Basic ${b64('a:b')} extra`],
    ['credentials that are not base64', 'Basic !!!not-base64!!!'],
    ['no colon', `Basic ${b64('hamlet@zulip.com')}`],
    ['two colons', `Basic ${b64('hamlet@zulip.com:key:more')}`],
  ])('%s → 401 "Invalid authorization header for basic auth"', async (_what, header) => {
    expectUnauthorized(await getMe(header), 'Invalid authorization header for basic auth');
  });

  test('a key of the wrong shape → "Malformed API key"', async () => {
    expectUnauthorized(await getMe(basic('hamlet@zulip.com', 'short')), 'Malformed API key');
    expectUnauthorized(
      await getMe(basic('hamlet@zulip.com', `${w.realm.users.hamlet.apiKey.slice(1)}!`)),
      'Malformed API key',
    );
  });

  test('an unknown key, or the key of another user → "Invalid API key"', async () => {
    expectUnauthorized(await getMe(basic('hamlet@zulip.com', 'x'.repeat(32))), 'Invalid API key');
    expectUnauthorized(await getMe(basic('iago@zulip.com', w.realm.users.hamlet.apiKey)), 'Invalid API key');
  });

  test('the scheme and the email are case-insensitive; the key is whitespace-stripped', async () => {
    const r = await getMe(`basic ${b64(`HAMLET@zulip.com: ${w.realm.users.hamlet.apiKey} `)}`);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/users/me', 200, r.body)).toBe(true);
  });

  test('a deactivated user → "Account is deactivated"', async () => {
    expect((await w.as('iago').delete(`/users/${w.realm.users.aaron.id}`)).status).toBe(200);
    expectUnauthorized(
      await getMe(basic(w.realm.users.aaron.email, w.realm.users.aaron.apiKey)),
      'Account is deactivated',
    );
    expect((await w.as('iago').post(`/users/${w.realm.users.aaron.id}/reactivate`)).status).toBe(200);
    expect((await w.as('aaron').get('/users/me')).status).toBe(200);
  });

  test('a deactivated organization → "This organization has been deactivated", before the user check', async () => {
    const prisma = w.prisma();
    await prisma.user.update({ where: { id: w.realm.users.zoe.id }, data: { isActive: false } });
    await prisma.realm.update({ where: { id: w.realm.realmId }, data: { deactivated: true } });
    try {
      expectUnauthorized(
        await getMe(basic(w.realm.users.hamlet.email, w.realm.users.hamlet.apiKey)),
        'This organization has been deactivated',
      );
      expectUnauthorized(
        await getMe(basic(w.realm.users.zoe.email, w.realm.users.zoe.apiKey)),
        'This organization has been deactivated',
      );
    } finally {
      await prisma.realm.update({ where: { id: w.realm.realmId }, data: { deactivated: false } });
      await prisma.user.update({ where: { id: w.realm.users.zoe.id }, data: { isActive: true } });
    }
  });
});

describe('dispatch rules', () => {
  test('/json without credentials → 401 with a Session challenge', async () => {
    const r = await getMe(undefined, '/json');
    expect({ status: r.status, body: r.body }).toEqual({
      status: 401,
      body: {
        result: 'error',
        msg: 'Not logged in: API authentication or user session required',
        code: 'UNAUTHORIZED',
      },
    });
    expect(r.headers.get('www-authenticate')).toBe('Session realm="zulip"');
  });

  test('an unknown endpoint → 404 JSON error, even without credentials', async () => {
    for (const r of [await w.as('hamlet').get('/no_such_endpoint'), await w.as().get('/users/1/nothing')]) {
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ result: 'error', msg: 'Not Found' });
    }
  });

  test('a method the endpoint lacks → 405 with allowed_methods and no code', async () => {
    const r = await w.as('hamlet').post('/users/me');
    expect({ status: r.status, body: r.body }).toEqual({
      status: 405,
      body: { result: 'error', msg: 'Method Not Allowed', allowed_methods: ['DELETE', 'GET', 'HEAD'] },
    });
    expect(r.headers.get('allow')).toBe('DELETE, GET, HEAD');
    const byId = await w.as('hamlet').post(`/users/${w.realm.users.iago.id}`);
    expect(byId.body).toEqual({
      result: 'error',
      msg: 'Method Not Allowed',
      allowed_methods: ['DELETE', 'GET', 'HEAD', 'PATCH'],
    });
    expect(byId.headers.get('allow')).toBe('DELETE, GET, HEAD, PATCH');
  });

  test('OPTIONS → 204 with the sorted Allow list, no credentials needed', async () => {
    const r = await w.as().request('OPTIONS', '/users', {}, { prefix: '/json' });
    expect(r.status).toBe(204);
    expect(r.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(r.text).toBe('');
    const me = await w.as().request('OPTIONS', `/users/${w.realm.users.iago.id}/reactivate`);
    expect(me.headers.get('allow')).toBe('POST');
  });

  test('a form field `method` overrides the HTTP method and is not an ignored parameter', async () => {
    const r = await w
      .as('hamlet')
      .post('/users', { method: 'GET', client_gravatar: false, user_ids: [w.realm.users.iago.id] });
    expect(r.status).toBe(200);
    expect(r.body).not.toHaveProperty('ignored_parameters_unsupported');
    expect((r.body.members as Array<{ user_id: number; avatar_url: string }>).map((m) => m.user_id)).toEqual([
      w.realm.users.iago.id,
    ]);
    const del = await w.as('hamlet').post(`/users/${w.realm.users.iago.id}`, { method: 'DELETE' });
    expect(del.body).toEqual({ result: 'error', msg: 'Insufficient permission', code: 'BAD_REQUEST' });
  });

  test('parameters a typed endpoint never read are listed in ignored_parameters_unsupported (success only)', async () => {
    const r = await w
      .as('hamlet')
      .get(`/users/${w.realm.users.iago.id}`, { zebra: 1, apple: 'x', client_gravatar: true });
    expect(r.body.ignored_parameters_unsupported).toEqual(['apple', 'zebra']);
    expect(expectMatchesOpenApi('GET', '/users/{user_id}', 200, r.body)).toBe(true);
    const failed = await w.as('hamlet').get('/users/999999', { zebra: 1 });
    expect(failed.body).not.toHaveProperty('ignored_parameters_unsupported');
  });
});

describe('body size limit', () => {
  const small = useWorld({ env: { BODY_LIMIT_BYTES: '2048' } });

  test('a body over BODY_LIMIT_BYTES gets a Zulip-shaped error and changes nothing', async () => {
    const before = await small.prisma().user.count();
    const r = await small.as('desdemona').post('/users', {
      email: 'big@zulip.com',
      password: 'a-long-password',
      full_name: 'x'.repeat(4000),
    });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ result: 'error', msg: 'Request body too large', code: 'BAD_REQUEST' });
    expect(await small.prisma().user.count()).toBe(before);
    const ok = await small.as('hamlet').get('/users/me');
    expect(ok.status).toBe(200);
  });
});

describe('request bodies that are not a form', () => {
  const postRaw = (contentType: string, body: string) =>
    fetch(`${w.ts.url}/api/v1/messages`, {
      method: 'POST',
      headers: {
        authorization: basic(w.realm.users.hamlet.email, w.realm.users.hamlet.apiKey),
        'content-type': contentType,
      },
      body,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  test.each(['text/plain', 'application/octet-stream', 'application/xml'])(
    'a %s body is ignored, as Django reads parameters only from forms',
    async (contentType) => {
      expect(await postRaw(contentType, 'type=stream&to=Denmark&topic=x&content=hi')).toEqual({
        status: 400,
        body: {
          result: 'error',
          msg: "Missing 'content' argument",
          code: 'REQUEST_VARIABLE_MISSING',
          var_name: 'content',
        },
      });
    },
  );

  test('a multipart body that does not parse → 400, never a 500', async () => {
    expect(await postRaw('multipart/form-data; boundary=xyz', 'garbage')).toEqual({
      status: 400,
      body: { result: 'error', msg: 'Malformed multipart request', code: 'BAD_REQUEST' },
    });
  });
});

test("a request Node's parser refuses (headers over the size limit) still gets a Zulip-shaped error", async () => {
  const r = await fetch(`${w.ts.url}/api/v1/users/me?x=${'y'.repeat(20_000)}`);
  expect(r.status).toBe(431);
  expect(await r.json()).toEqual({ result: 'error', msg: 'Request Header Fields Too Large', code: 'BAD_REQUEST' });
});
