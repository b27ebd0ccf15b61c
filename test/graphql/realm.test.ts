import { userSettingsOf } from '../../src/domain/settings/user-settings.ts';
import { seedDemoRealm, startTestServer, type DemoRealm, type TestServer } from '../support/server.ts';

/** GraphQL: query `realm`, mutations updateRealm and updateRealmUserSettingsDefaults. */
let ts: TestServer;
let realm: DemoRealm;
let groups: Record<string, number>;

const prisma = () => ts.server.deps.db.prisma;

const REALM = `query {
  realm {
    id name description allowMessageEditing messageContentEditLimitSeconds
    moveMessagesWithinStreamLimitSeconds moveMessagesBetweenStreamsLimitSeconds
    canResolveTopicsGroup canMoveMessagesBetweenChannelsGroup canMoveMessagesBetweenTopicsGroup
    settings userSettingsDefaults
  }
}`;

const UPDATE = `mutation ($input: UpdateRealmInput!) {
  updateRealm(input: $input) {
    __typename
    ... on MutationUpdateRealmSuccess { data { changed ignoredParametersUnsupported } }
    ... on ZulipError { code msg status errorData: data }
  }
}`;

const UPDATE_DEFAULTS = `mutation ($input: JSON!) {
  updateRealmUserSettingsDefaults(input: $input) {
    __typename
    ... on MutationUpdateRealmUserSettingsDefaultsSuccess { data { ignoredParametersUnsupported } }
    ... on ZulipError { code msg status errorData: data }
  }
}`;

async function run(query: string, field: string, input: unknown, user: { email: string; apiKey: string }) {
  const r = await ts.client(user).graphql(query, { input });
  expect(r.errors).toBeUndefined();
  return r.data?.[field];
}
const update = (input: Record<string, unknown>, user = realm.users.iago) => run(UPDATE, 'updateRealm', input, user);
const updateDefaults = (input: unknown, user = realm.users.iago) =>
  run(UPDATE_DEFAULTS, 'updateRealmUserSettingsDefaults', input, user);

beforeAll(async () => {
  ts = await startTestServer();
  realm = await seedDemoRealm(ts);
  const rows = await prisma().userGroup.findMany({ where: { realmId: realm.realmId, isSystemGroup: true } });
  groups = Object.fromEntries(rows.map((g) => [g.name ?? '', g.id]));
});
afterAll(() => ts.close());
beforeEach(() => {
  ts.events.length = 0;
});

test('any user can read the realm with its settings and user-settings defaults', async () => {
  const r = await ts.client(realm.users.polonius).graphql(REALM);
  expect(r.errors).toBeUndefined();
  expect(r.data?.realm).toMatchObject({
    id: realm.realmId,
    name: 'Zulip Dev',
    description: 'The Zulip development environment default organization.',
    allowMessageEditing: true,
    messageContentEditLimitSeconds: 600,
    moveMessagesWithinStreamLimitSeconds: 604800,
    moveMessagesBetweenStreamsLimitSeconds: 604800,
    canResolveTopicsGroup: groups['role:everyone'],
    canMoveMessagesBetweenChannelsGroup: groups['role:members'],
    canMoveMessagesBetweenTopicsGroup: groups['role:everyone'],
  });
  expect(r.data?.realm.settings).toMatchObject({
    waiting_period_threshold: 0,
    topics_policy: 'allow_empty_topic',
    can_create_groups: groups['role:members'],
    can_manage_all_groups: groups['role:owners'],
  });
  expect(r.data?.realm.userSettingsDefaults).toMatchObject({
    color_scheme: 1,
    web_home_view: 'inbox',
    email_address_visibility: 1,
    default_language: 'en',
  });
});

test('without credentials the realm cannot be read', async () => {
  const r = await ts.client().graphql(REALM);
  expect(r.data?.realm ?? null).toBeNull();
  expect(r.errors?.[0]?.message).toBe('Not logged in: API authentication or user session required');
});

test('updateRealm with typed fields: same changes, answer and events as PATCH /realm', async () => {
  const anonymous = { direct_members: [realm.users.hamlet.id], direct_subgroups: [groups['role:moderators']] };
  const r = await update({
    name: 'GraphQL Org',
    allowMessageEditing: false,
    messageContentEditLimitSeconds: 'unlimited',
    moveMessagesWithinStreamLimitSeconds: 120,
    canResolveTopicsGroup: { new: groups['role:moderators'], old: groups['role:everyone'] },
    canMoveMessagesBetweenTopicsGroup: { new: anonymous },
    settings: { digest_weekday: 5, bogus: true },
  });
  expect(r).toEqual({
    __typename: 'MutationUpdateRealmSuccess',
    data: {
      changed: {
        message_content_edit_limit_seconds: null,
        allow_message_editing: false,
        digest_weekday: 5,
        name: 'updated',
        move_messages_within_stream_limit_seconds: 120,
        can_move_messages_between_topics_group: anonymous,
        can_resolve_topics_group: groups['role:moderators'],
      },
      ignoredParametersUnsupported: ['bogus'],
    },
  });
  expect(ts.events.map((e) => e.event)).toEqual([
    { type: 'realm', op: 'update_dict', property: 'default', data: { message_content_edit_limit_seconds: null } },
    { type: 'realm', op: 'update_dict', property: 'default', data: { allow_message_editing: false } },
    { type: 'realm', op: 'update', property: 'digest_weekday', value: 5 },
    { type: 'realm', op: 'update', property: 'name', value: 'GraphQL Org' },
    { type: 'realm', op: 'update', property: 'move_messages_within_stream_limit_seconds', value: 120 },
    { type: 'realm', op: 'update_dict', property: 'default', data: { can_move_messages_between_topics_group: anonymous } },
    { type: 'realm', op: 'update_dict', property: 'default', data: { can_resolve_topics_group: groups['role:moderators'] } },
  ]);
  const read = await ts.client(realm.users.hamlet).graphql(REALM);
  expect(read.data?.realm).toMatchObject({
    name: 'GraphQL Org',
    allowMessageEditing: false,
    messageContentEditLimitSeconds: null,
    moveMessagesWithinStreamLimitSeconds: 120,
    canResolveTopicsGroup: groups['role:moderators'],
    canMoveMessagesBetweenTopicsGroup: anonymous,
  });
});

test('without credentials the mutations are refused with UNAUTHORIZED', async () => {
  for (const [query, input] of [
    [UPDATE, { name: 'Anonymous' }],
    [UPDATE_DEFAULTS, { color_scheme: 2 }],
  ] as const) {
    const r = await ts.client().graphql(query, { input });
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.[0]).toMatchObject({
      message: 'Not logged in: API authentication or user session required',
      extensions: { code: 'UNAUTHORIZED', status: 401 },
    });
  }
  expect(ts.events).toEqual([]);
});

test('REST sees what GraphQL changed', async () => {
  const r = await ts.client(realm.users.iago).patch('/realm', { name: 'GraphQL Org', allow_message_editing: true });
  expect(r.body).toEqual({ result: 'success', msg: '', allow_message_editing: true });
});

const zulipError = (code: string, msg: string, data: Record<string, unknown> = {}) => ({
  __typename: 'ZulipError',
  code,
  msg,
  status: 400,
  errorData: data,
});

test.each([
  ['a member', { name: 'x' }, 'hamlet', zulipError('UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator')],
  ['an admin changing an owner-only setting', { settings: { waiting_period_threshold: 3 } }, 'iago', zulipError('UNAUTHORIZED_PRINCIPAL', 'Must be an organization owner')],
  ['a stale old value', { canResolveTopicsGroup: { new: 1, old: 99999 } }, 'iago',
    zulipError('EXPECTATION_MISMATCH', "'old' value does not match the expected value.", { field_name: 'old' })],
  ['an unknown group', { canMoveMessagesBetweenChannelsGroup: { new: 99999 } }, 'iago', zulipError('BAD_REQUEST', 'Invalid user group')],
  ['a bad time limit', { messageContentEditLimitSeconds: 0 }, 'iago',
    zulipError('REQUEST_VARIABLE_INVALID', "Bad value for 'message_content_edit_limit_seconds': 0", { var_name: 'message_content_edit_limit_seconds', bad_value: 0 })],
  ['a name too long', { name: 'n'.repeat(41) }, 'iago', zulipError('BAD_REQUEST', 'name is too long (limit: 40 characters)')],
  ['a string setting given a number', { settings: { default_language: 5 } }, 'iago', zulipError('BAD_REQUEST', 'default_language is not a string')],
  ['a bool setting given a string', { settings: { inline_image_preview: 'yes' } }, 'iago', zulipError('BAD_REQUEST', 'inline_image_preview is not a boolean')],
  ['a group setting given a bare id', { settings: { can_create_groups: 5 } }, 'desdemona', zulipError('BAD_REQUEST', 'can_create_groups does not have the expected format')],
  ['settings not an object', { settings: [1] }, 'iago', zulipError('BAD_REQUEST', 'settings is not a dict')],
])('updateRealm refuses %s', async (_label, input, user, expected) => {
  const before = await prisma().realm.findUniqueOrThrow({ where: { id: realm.realmId } });
  expect(await update(input, realm.users[user])).toEqual(expected);
  expect(await prisma().realm.findUniqueOrThrow({ where: { id: realm.realmId } })).toEqual(before);
  expect(ts.events).toEqual([]);
});

test('updateRealm: an owner changes an owner-only setting through `settings`', async () => {
  const r = await update({ settings: { can_create_groups: { new: groups['role:moderators'] } } }, realm.users.desdemona);
  expect(r).toEqual({
    __typename: 'MutationUpdateRealmSuccess',
    data: { changed: { can_create_groups: groups['role:moderators'] }, ignoredParametersUnsupported: [] },
  });
});

test('updateRealmUserSettingsDefaults changes defaults for later users', async () => {
  const r = await updateDefaults({ color_scheme: 2, web_home_view: 'recent_topics', default_language: 'de' });
  expect(r).toEqual({
    __typename: 'MutationUpdateRealmUserSettingsDefaultsSuccess',
    data: { ignoredParametersUnsupported: ['default_language'] },
  });
  expect(ts.events.map((e) => e.event)).toEqual([
    { type: 'realm_user_settings_defaults', op: 'update', property: 'color_scheme', value: 2 },
    { type: 'realm_user_settings_defaults', op: 'update', property: 'web_home_view', value: 'recent_topics' },
  ]);
  const read = await ts.client(realm.users.hamlet).graphql(REALM);
  expect(read.data?.realm.userSettingsDefaults).toMatchObject({ color_scheme: 2, web_home_view: 'recent_topics', default_language: 'en' });
  const stored = await prisma().realm.findUniqueOrThrow({ where: { id: realm.realmId } });
  expect(userSettingsOf(stored.userSettingsDefaults)).toMatchObject({ color_scheme: 2, web_home_view: 'recent_topics' });
});

test.each([
  ['a moderator', { color_scheme: 3 }, 'shiva', zulipError('UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator')],
  ['a bad enum', { color_scheme: 7 }, 'iago', zulipError('BAD_REQUEST', 'Invalid color_scheme: Value error, Not in the list of possible values')],
  ['a bad sound', { notification_sound: 'bogus', enter_sends: true }, 'iago', zulipError('BAD_REQUEST', "Invalid notification sound 'bogus'")],
  ['a literal that is not a string', { web_home_view: 1 }, 'iago', zulipError('BAD_REQUEST', 'web_home_view is not a string')],
  ['input that is not an object', 'color_scheme=2', 'iago', zulipError('BAD_REQUEST', 'input is not a dict')],
])('updateRealmUserSettingsDefaults refuses %s', async (_label, input, user, expected) => {
  const before = await prisma().realm.findUniqueOrThrow({ where: { id: realm.realmId } });
  expect(await updateDefaults(input, realm.users[user])).toEqual(expected);
  expect(await prisma().realm.findUniqueOrThrow({ where: { id: realm.realmId } })).toEqual(before);
  expect(ts.events).toEqual([]);
});
