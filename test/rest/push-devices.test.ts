import type { ApiResponse } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/**
 * Mobile push devices on a server without a push service: tokens are stored
 * per user, test notifications reach nothing, and the end-to-end encrypted
 * registration is refused, as on a Zulip server without push configured.
 */
const w = useWorld();

const APNS = '/users/me/apns_device_token';
const FCM = '/users/me/android_gcm_reg_id';
const APP = 'org.zulip.Zulip';

const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.user(user)).graphql(query, variables);

const rows = async (user: string) =>
  w.sql<{ kind: number; token: string; ios_app_id: string | null }>(
    'SELECT kind, token, ios_app_id FROM push_device_token WHERE user_id = $1 ORDER BY id',
    [w.user(user).id],
  );

const ok = (r: ApiResponse, method: string, path: string) => {
  expect(errorOf(r)).toEqual({ status: 200, msg: '' });
  expect(expectMatchesOpenApi(method, path, 200, r.body)).toBe(true);
};

const DEVICES = `query { pushDevices { kind token iosAppId registeredAt } }`;

beforeEach(async () => {
  await w.sql('DELETE FROM push_device_token');
});

test('add, list and remove tokens: each kind for its user, adding twice keeps one, removing takes only one’s own', async () => {
  ok(await w.as('hamlet').post(APNS, { token: 'apple-tokenaz', appid: APP }), 'POST', APNS);
  ok(await w.as('hamlet').post(APNS, { token: 'apple-tokenaz', appid: 'org.other' }), 'POST', APNS);
  ok(await w.as('hamlet').post(FCM, { token: 'android-token' }), 'POST', FCM);
  ok(await w.as('othello').post(FCM, { token: 'android-token' }), 'POST', FCM);
  expect(await rows('hamlet')).toEqual([
    { kind: 1, token: 'apple-tokenaz', ios_app_id: APP },
    { kind: 2, token: 'android-token', ios_app_id: null },
  ]);
  const listed = await gql('hamlet', DEVICES);
  expect(listed.data?.pushDevices).toEqual([
    { kind: 'APNS', token: 'apple-tokenaz', iosAppId: APP, registeredAt: expect.any(String) },
    { kind: 'FCM', token: 'android-token', iosAppId: null, registeredAt: expect.any(String) },
  ]);

  // A token of the other kind, or another user's, is not one's own.
  expect(errorOf(await w.as('hamlet').delete(APNS, { token: 'android-token' }))).toEqual(bad('Token does not exist'));
  ok(await w.as('hamlet').delete(FCM, { token: 'android-token' }), 'DELETE', FCM);
  expect(errorOf(await w.as('hamlet').delete(FCM, { token: 'android-token' }))).toEqual(bad('Token does not exist'));
  expect(await rows('othello')).toEqual([{ kind: 2, token: 'android-token', ios_app_id: null }]);
  ok(await w.as('hamlet').delete(APNS, { token: 'apple-tokenaz' }), 'DELETE', APNS);
  expect(await rows('hamlet')).toEqual([]);
});

const LONG = 'a'.repeat(4097);

test.each([
  [
    'POST',
    APNS,
    {},
    { status: 400, msg: "Missing 'token' argument", code: 'REQUEST_VARIABLE_MISSING', var_name: 'token' },
  ],
  [
    'POST',
    APNS,
    { token: 'abcd' },
    { status: 400, msg: "Missing 'appid' argument", code: 'REQUEST_VARIABLE_MISSING', var_name: 'appid' },
  ],
  ['POST', APNS, { token: 'abcd', appid: 'org/zulip' }, bad('appid has invalid format')],
  ['POST', APNS, { token: '', appid: APP }, bad('Empty or invalid length token')],
  ['POST', APNS, { token: LONG, appid: APP }, bad('Empty or invalid length token')],
  ['POST', APNS, { token: 'c0ffee', appid: APP }, bad('Invalid APNS token')],
  ['POST', APNS, { token: 'abcé', appid: APP }, bad('Invalid APNS token')],
  ['POST', APNS, { token: 'abcde', appid: APP }, bad('Invalid APNS token')],
  ['POST', FCM, { token: '' }, bad('Empty or invalid length token')],
  ['POST', FCM, { token: LONG }, bad('Empty or invalid length token')],
  ['DELETE', APNS, { token: '' }, bad('Empty or invalid length token')],
  ['DELETE', APNS, { token: 'abc' }, bad('Invalid APNS token')],
  ['POST', APNS, { token: 'abcd=x', appid: APP }, bad('Invalid APNS token')],
  ['DELETE', FCM, { token: 'never-added' }, bad('Token does not exist')],
] as const)('%s %s %j is refused', async (method, path, params, expected) => {
  const r = method === 'POST' ? await w.as('hamlet').post(path, params) : await w.as('hamlet').delete(path, params);
  expect(errorOf(r)).toEqual(expected);
  expect(await rows('hamlet')).toEqual([]);
});

test('base64 as Python decodes it: padding completes a quad, other characters are skipped', async () => {
  for (const token of ['ab==', 'abc=', 'a-b-c-d', 'abcd====', 'ab=c=d', '!!!']) {
    ok(await w.as('hamlet').post(APNS, { token, appid: APP }), 'POST', APNS);
  }
  expect((await rows('hamlet')).map((r) => r.token)).toEqual(['ab==', 'abc=', 'a-b-c-d', 'abcd====', 'ab=c=d', '!!!']);
});

test('bots are refused before any parameter is read', async () => {
  const bot = await w.createBot('hamlet', 'Push bot', 'push');
  const client = w.ts.client(bot);
  for (const [path, params] of [
    [APNS, {}],
    [FCM, { token: 'x' }],
    ['/mobile_push/test_notification', {}],
    ['/mobile_push/e2ee/test_notification', {}],
    ['/mobile_push/register', {}],
  ] as const) {
    expect(errorOf(await client.post(path, params))).toEqual(bad('This endpoint does not accept bot requests.'));
  }
});

describe('test notifications', () => {
  const PATH = '/mobile_push/test_notification';
  const E2EE = '/mobile_push/e2ee/test_notification';

  test('succeed for one’s own token or all devices (no push service delivers them); another token is not recognized', async () => {
    await w.as('hamlet').post(FCM, { token: 'android-token' });
    await w.as('othello').post(FCM, { token: 'othello-token' });
    ok(await w.as('hamlet').post(PATH, { token: 'android-token' }), 'POST', PATH);
    ok(await w.as('hamlet').post(PATH), 'POST', PATH);
    ok(await w.as('cordelia').post(PATH), 'POST', PATH);
    const unknown = await w.as('hamlet').post(PATH, { token: 'othello-token' });
    // (The spec's 400 is a oneOf of two schemas that both match any coded error, so no body can pass it.)
    expect(errorOf(unknown)).toEqual({ status: 400, msg: 'Device not recognized', code: 'INVALID_PUSH_DEVICE_TOKEN' });
  });

  test('end-to-end encrypted: no device is ever registered with a push service', async () => {
    await w.as('hamlet').post(FCM, { token: 'android-token' });
    for (const params of [{}, { push_account_id: 2408 }]) {
      const r = await w.as('hamlet').post(E2EE, params);
      expect(errorOf(r)).toEqual({
        status: 400,
        msg: 'No active registered push device',
        code: 'NO_ACTIVE_PUSH_DEVICE',
      });
      expect(expectMatchesOpenApi('POST', E2EE, 400, r.body)).toBe(true);
    }
    expect(errorOf(await w.as('hamlet').post(E2EE, { push_account_id: 'x' }))).toEqual(
      bad('push_account_id is not valid JSON'),
    );
  });
});

describe('end-to-end encrypted registration', () => {
  const PATH = '/mobile_push/register';
  const FULL = {
    token_kind: 'fcm',
    push_account_id: 2408,
    push_public_key: 'push-public-key',
    bouncer_public_key: 'bouncer-public-key',
    encrypted_push_registration: 'encrypted',
  };
  const without = (name: keyof typeof FULL) => Object.fromEntries(Object.entries(FULL).filter(([k]) => k !== name));
  const missing = (name: string) => ({
    status: 400,
    msg: `Missing '${name}' argument`,
    code: 'REQUEST_VARIABLE_MISSING',
    var_name: name,
  });

  test.each([
    [
      FULL,
      {
        status: 400,
        msg: 'Server is not configured to use push notification service.',
        code: 'PUSH_SERVICE_NOT_CONFIGURED',
      },
    ],
    [{ ...FULL, token_kind: 'gcm' }, bad('Invalid token_kind')],
    [{ ...FULL, push_account_id: 'abc' }, bad('push_account_id is not valid JSON')],
    [without('token_kind'), missing('token_kind')],
    [without('push_account_id'), missing('push_account_id')],
    [without('push_public_key'), missing('push_public_key')],
    [without('bouncer_public_key'), missing('bouncer_public_key')],
    [without('encrypted_push_registration'), missing('encrypted_push_registration')],
  ])('%j is answered %j, and nothing is stored', async (params, expected) => {
    const r = await w.as('hamlet').post(PATH, params);
    expect(errorOf(r)).toEqual(expected);
    expect(await rows('hamlet')).toEqual([]);
  });
});

describe('GraphQL parity', () => {
  const ERR = '__typename ... on Error { code message argument }';

  test('add and remove give the list; the same refusals with the same words', async () => {
    const add = await gql(
      'hamlet',
      `mutation { addPushDevice(input: { kind: FCM, token: "android-token" }) { __typename ... on AddPushDevicePayload { pushDevice { id token } pushDevices { kind token } } } }`,
    );
    const added = add.data?.addPushDevice.pushDevice as { id: string; token: string };
    expect(add.data?.addPushDevice).toEqual({
      __typename: 'AddPushDevicePayload',
      pushDevice: { id: added.id, token: 'android-token' },
      pushDevices: [{ kind: 'FCM', token: 'android-token' }],
    });
    const cases: Array<[string, Record<string, unknown>, ApiResponse]> = [
      [
        `mutation { addPushDevice(input: { kind: APNS, token: "c0ffee", iosAppId: "${APP}" }) { ${ERR} } }`,
        {},
        await w.as('hamlet').post(APNS, { token: 'c0ffee', appid: APP }),
      ],
      [
        `mutation { addPushDevice(input: { kind: APNS, token: "abcd", iosAppId: "a b" }) { ${ERR} } }`,
        {},
        await w.as('hamlet').post(APNS, { token: 'abcd', appid: 'a b' }),
      ],
      [
        `mutation { removePushDevice(input: { kind: APNS, token: "abcd" }) { ${ERR} } }`,
        {},
        await w.as('hamlet').delete(APNS, { token: 'abcd' }),
      ],
      [
        `mutation { sendTestPushNotification(input: { token: "nope" }) { ${ERR} } }`,
        {},
        await w.as('hamlet').post('/mobile_push/test_notification', { token: 'nope' }),
      ],
    ];
    for (const [query, variables, rest] of cases) {
      const answer = Object.values((await gql('hamlet', query, variables)).data ?? {})[0] as Record<string, unknown>;
      expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.body.code, message: rest.body.msg });
    }
    // A device by its global id: a test notification to it, then its removal (named for a cache to evict).
    const testDoc = `mutation ($d: ID) { sendTestPushNotification(input: { device: $d }) { ${ERR} ... on SendTestPushNotificationPayload { ok } } }`;
    expect((await gql('hamlet', testDoc, { d: added.id })).data?.sendTestPushNotification).toMatchObject({ ok: true });
    expect((await gql('othello', testDoc, { d: added.id })).data?.sendTestPushNotification).toMatchObject({
      code: 'INVALID_PUSH_DEVICE_TOKEN',
      message: 'Device not recognized',
    });
    const remove = `mutation ($input: RemovePushDeviceInput!) { removePushDevice(input: $input) { ${ERR} ... on RemovePushDevicePayload { removedId pushDevices { token } } } }`;
    expect((await gql('hamlet', remove, { input: { id: added.id, token: 'x' } })).data?.removePushDevice).toMatchObject(
      { code: 'BAD_REQUEST', message: 'Exactly one of token and id is required', argument: 'token' },
    );
    const removed = await gql('hamlet', remove, { input: { id: added.id } });
    expect(removed.data?.removePushDevice).toMatchObject({ removedId: added.id, pushDevices: [] });
    const sent = await gql(
      'hamlet',
      `mutation { sendTestPushNotification(input: {}) { ... on SendTestPushNotificationPayload { ok } } }`,
    );
    expect(sent.data?.sendTestPushNotification).toEqual({ ok: true });
  });
});

// This world has no BigBlueButton either (test/rest/calls.test.ts has one).
test('a server without BigBlueButton refuses to create a call, on both APIs', async () => {
  const r = await w.as('hamlet').get('/calls/bigbluebutton/create', { meeting_name: 'Standup' });
  expect(errorOf(r)).toEqual(bad('BigBlueButton is not configured.'));
  const g = await gql('hamlet', 'query { bigBlueButtonCallUrl(meetingName: "Standup") }');
  expect({ data: g.data?.bigBlueButtonCallUrl, message: g.errors?.[0]?.message }).toEqual({
    data: null,
    message: 'BigBlueButton is not configured.',
  });
});
