import type { ApiResponse } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/**
 * PATCH /realm `authentication_methods` (owners; Zulip's update_realm checks
 * and do_set_realm_authentication_methods event), what register and
 * /server_settings report, and the logins it closes: /fetch_api_key and
 * GraphQL's fetchApiKey without email/password, /dev_fetch_api_key without Dev.
 */
const PASSWORD = 'zircon-demo';
const LOGIN =
  'mutation ($u: String!, $p: String!) { fetchApiKey(input: { username: $u, password: $p }) { __typename ... on Error { code message } } }';

const expectError = (r: ApiResponse, status: number, code: string, msg: string) =>
  expect({ status: r.status, body: r.body }).toEqual({ status, body: { result: 'error', msg, code } });

describe('a server with email/password login only', () => {
  const patch = (params: Record<string, unknown>, user = w.realm.users.desdemona) =>
    w.ts.client(user).patch('/realm', params as Record<string, string>);

  const w = useWorld();

  const EMAIL_ON = '{"Email": true}';
  test.each([
    [
      'a member',
      'hamlet',
      { authentication_methods: EMAIL_ON },
      'UNAUTHORIZED_PRINCIPAL',
      'Must be an organization administrator',
    ],
    [
      'an administrator',
      'iago',
      { authentication_methods: EMAIL_ON },
      'UNAUTHORIZED_PRINCIPAL',
      'Must be an organization owner',
    ],
    [
      'a language is checked first',
      'iago',
      { default_language: 'xx', authentication_methods: EMAIL_ON },
      'BAD_REQUEST',
      "Invalid language 'xx'",
    ],
    [
      'the owner check comes before the video chat provider',
      'iago',
      { video_chat_provider: '99', authentication_methods: EMAIL_ON },
      'UNAUTHORIZED_PRINCIPAL',
      'Must be an organization owner',
    ],
    [
      'a backend the server does not run',
      'desdemona',
      { authentication_methods: '{"Email": true, "GitHub": true}' },
      'BAD_REQUEST',
      "Invalid authentication method: GitHub. Valid methods are: ['Email']",
    ],
    [
      'every backend off',
      'desdemona',
      { authentication_methods: '{"Email": false}' },
      'BAD_REQUEST',
      'At least one authentication method must be enabled.',
    ],
    [
      'an empty dict',
      'desdemona',
      { authentication_methods: '{}' },
      'BAD_REQUEST',
      'At least one authentication method must be enabled.',
    ],
    [
      'a list',
      'desdemona',
      { authentication_methods: '["Email"]' },
      'BAD_REQUEST',
      'authentication_methods is not a dict',
    ],
    [
      'a string',
      'desdemona',
      { authentication_methods: '"Email"' },
      'BAD_REQUEST',
      'authentication_methods is not a dict',
    ],
    ['a number', 'desdemona', { authentication_methods: '1' }, 'BAD_REQUEST', 'authentication_methods is not a dict'],
    [
      'malformed JSON',
      'desdemona',
      { authentication_methods: '{Email' },
      'BAD_REQUEST',
      'authentication_methods is not valid JSON',
    ],
  ])('%s → %s', async (_what, user, params, code, msg) => {
    expectError(await w.as(user).patch('/realm', params), 400, code, msg);
    expect(w.ts.events.filter((e) => e.event.type === 'realm')).toEqual([]);
  });

  test('register and /server_settings report the one backend; an unchanged dict changes nothing', async () => {
    const reg = await w.as('hamlet').post('/register', { fetch_event_types: ['realm'] });
    expect(reg.body).toMatchObject({
      realm_authentication_methods: { Email: { enabled: true, available: true } },
      realm_password_auth_enabled: true,
      realm_email_auth_enabled: true,
    });
    const r = await patch({ authentication_methods: JSON.stringify({ Email: true }) });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(w.ts.events).toEqual([]);
  });

  test('GraphQL: an administrator is refused as over REST; the realm lists its methods', async () => {
    const m = await w.ts
      .client(w.realm.users.iago)
      .graphql(
        'mutation { updateRealm(input: { authenticationMethods: [{ backend: EMAIL, enabled: true }] }) { __typename ... on Error { code message } } }',
      );
    expect(m.data?.updateRealm).toEqual({
      __typename: 'PermissionDeniedError',
      code: 'UNAUTHORIZED_PRINCIPAL',
      message: 'Must be an organization owner',
    });
    const q = await w.as('hamlet').graphql('{ realm { authenticationMethods { backend enabled available } } }');
    expect(q.data?.realm.authenticationMethods).toEqual([{ backend: 'EMAIL', enabled: true, available: true }]);
  });
});

describe('a development server (email/password and Dev)', () => {
  const patch = (methods: Record<string, unknown>, user = w.realm.users.desdemona) =>
    w.ts.client(user).patch('/realm', { authentication_methods: JSON.stringify(methods) });
  const realmEvents = () => w.ts.events.filter((e) => e.event.type === 'realm').map((e) => e.event);
  const methods = (email: boolean, dev: boolean) => ({
    Dev: { enabled: dev, available: true },
    Email: { enabled: email, available: true },
  });

  const w = useWorld({ devMode: true });

  beforeEach(() => {
    w.ts.events.length = 0;
  });

  test('turning email/password off: the response echoes the request, the event carries the whole dict, register agrees', async () => {
    const watch = await watchState(w.as('hamlet'), ['realm']);
    expect(watch.initial).toMatchObject({
      realm_authentication_methods: methods(true, true),
      realm_password_auth_enabled: true,
    });
    const r = await patch({ Email: false, Dev: true });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ result: 'success', msg: '', authentication_methods: { Email: false, Dev: true } });
    expect(realmEvents()).toEqual([
      { type: 'realm', op: 'update_dict', property: 'default', data: { authentication_methods: methods(false, true) } },
    ]);
    const { applied, fresh } = await watch.compare();
    expect(applied).toEqual(fresh);
    expect(fresh).toMatchObject({
      realm_authentication_methods: methods(false, true),
      realm_password_auth_enabled: false,
      realm_email_auth_enabled: false,
    });

    const settings = await w.as().get('/server_settings');
    expect(expectMatchesOpenApi('GET', '/server_settings', 200, settings.body)).toBe(true);
    expect(settings.body).toMatchObject({
      email_auth_enabled: false,
      authentication_methods: { password: false, email: false, dev: true },
    });
  });

  test('without email/password, /fetch_api_key answers 401 PASSWORD_AUTH_DISABLED for anyone, before the password; GraphQL too', async () => {
    const msg = 'Password authentication is disabled in this organization';
    for (const [username, password] of [
      ['hamlet@zulip.com', PASSWORD],
      ['hamlet@zulip.com', 'wrong'],
      ['nobody@zulip.com', 'x'],
      ['hamlet@zulip.com', ''],
    ]) {
      expectError(await w.as().post('/fetch_api_key', { username, password }), 401, 'PASSWORD_AUTH_DISABLED', msg);
    }
    // The address is still validated first.
    expectError(
      await w.as().post('/fetch_api_key', { username: 'hamlet', password: PASSWORD }),
      400,
      'BAD_REQUEST',
      'Enter a valid email address.',
    );
    const g = await w.as().graphql(LOGIN, { u: 'othello@zulip.com', p: PASSWORD });
    expect(g.data?.fetchApiKey).toEqual({ __typename: 'ZulipError', code: 'PASSWORD_AUTH_DISABLED', message: msg });
    // The dev login still works, and existing API keys are unaffected.
    expect((await w.as().post('/dev_fetch_api_key', { username: 'hamlet@zulip.com' })).body).toMatchObject({
      user_id: w.realm.users.hamlet.id,
    });
    expect((await w.as('hamlet').get('/users/me')).status).toBe(200);
  });

  test('Zulip checks only the values sent: turning one backend off alone is refused even when another stays on', async () => {
    expectError(await patch({ Dev: false }), 400, 'BAD_REQUEST', 'At least one authentication method must be enabled.');
    expectError(
      await patch({ Dev: true, LDAP: false }),
      400,
      'BAD_REQUEST',
      "Invalid authentication method: LDAP. Valid methods are: ['Dev', 'Email']",
    );
  });

  test('a partial dict always counts as a change (it differs from the whole dict), as in Zulip', async () => {
    const r = await patch({ Email: true });
    expect(r.body).toEqual({ result: 'success', msg: '', authentication_methods: { Email: true } });
    expect(realmEvents()).toEqual([
      { type: 'realm', op: 'update_dict', property: 'default', data: { authentication_methods: methods(true, true) } },
    ]);
    w.ts.events.length = 0;
    const again = await patch({ Email: true });
    expect(again.body).toEqual({ result: 'success', msg: '', authentication_methods: { Email: true } });
    expect(realmEvents()).toHaveLength(1);
    w.ts.events.length = 0;
    const whole = await patch({ Dev: true, Email: true });
    expect(whole.body).toEqual({ result: 'success', msg: '' });
    expect(realmEvents()).toEqual([]);
  });

  test('values are read by Python truthiness (1 is on, 0 is off)', async () => {
    const r = await patch({ Email: 1, Dev: 0 });
    expect(r.body).toEqual({ result: 'success', msg: '', authentication_methods: { Email: true, Dev: false } });
    expect(
      (await w.as('hamlet').post('/register', { fetch_event_types: ['realm'] })).body.realm_authentication_methods,
    ).toEqual(methods(true, false));
  });

  test('without Dev, /dev_fetch_api_key refuses as Zulip (DevAuthBackend declines: AUTHENTICATION_FAILED); password login works', async () => {
    expectError(
      await w.as().post('/dev_fetch_api_key', { username: 'hamlet@zulip.com' }),
      401,
      'AUTHENTICATION_FAILED',
      'Your username or password is incorrect',
    );
    expect(
      (await w.as().post('/fetch_api_key', { username: 'hamlet@zulip.com', password: PASSWORD })).body,
    ).toMatchObject({ user_id: w.realm.users.hamlet.id });
    expect((await w.as().get('/server_settings')).body).toMatchObject({
      email_auth_enabled: true,
      authentication_methods: { password: true, email: true, dev: false },
    });
  });

  test('GraphQL: the owner turns methods on and off through updateRealm, with the same checks and event', async () => {
    const owner = w.as('desdemona');
    const update = (input: string) =>
      owner.graphql(
        `mutation { updateRealm(input: { authenticationMethods: ${input} }) { __typename ... on UpdateRealmPayload { changedSettings realm { authenticationMethods { backend enabled } } } ... on Error { code message } } }`,
      );
    const refused = await update('[{ backend: EMAIL, enabled: false }]');
    expect(refused.data?.updateRealm).toEqual({
      __typename: 'ZulipError',
      code: 'BAD_REQUEST',
      message: 'At least one authentication method must be enabled.',
    });
    const unknown = await update('[{ backend: SAML, enabled: true }]');
    expect(unknown.data?.updateRealm).toMatchObject({
      code: 'BAD_REQUEST',
      message: "Invalid authentication method: SAML. Valid methods are: ['Dev', 'Email']",
    });
    w.ts.events.length = 0;
    const ok = await update('[{ backend: DEV, enabled: true }, { backend: EMAIL, enabled: false }]');
    expect(ok.data?.updateRealm).toEqual({
      __typename: 'UpdateRealmPayload',
      changedSettings: ['authenticationMethods'],
      realm: {
        authenticationMethods: [
          { backend: 'DEV', enabled: true },
          { backend: 'EMAIL', enabled: false },
        ],
      },
    });
    expect(realmEvents()).toEqual([
      { type: 'realm', op: 'update_dict', property: 'default', data: { authentication_methods: methods(false, true) } },
    ]);
    const login = await w.as().graphql(LOGIN, { u: 'hamlet@zulip.com', p: PASSWORD });
    expect(login.data?.fetchApiKey).toMatchObject({ code: 'PASSWORD_AUTH_DISABLED' });
    await update('[{ backend: EMAIL, enabled: true }]');
    const back = await w.as().graphql('{ serverSettings { emailAuthEnabled authenticationMethods { password dev } } }');
    expect(back.data?.serverSettings).toEqual({
      emailAuthEnabled: true,
      authenticationMethods: { password: true, dev: true },
    });
  });
});
