import { userSettingsOf } from '../../src/domain/settings/user-settings.ts';
import type { ParamValue } from '../support/client.ts';
import { useWorld } from '../support/world.ts';

/** GraphQL: query `realm`, mutations updateRealm and updateRealmUserSettingsDefaults. */
let groups: Record<string, number>;

const prisma = () => w.prisma();

const GROUP = '{ __typename ... on UserGroup { groupId } ... on AnonymousGroup { directMemberIds directSubgroupIds } }';

const REALM = `query {
  realm {
    realmId name description
    settings {
      allowMessageEditing messageContentEditLimitSeconds moveMessagesWithinStreamLimitSeconds moveMessagesBetweenStreamsLimitSeconds
      waitingPeriodThreshold topicsPolicy digestWeekday messageEditHistoryVisibilityPolicy
    }
    canResolveTopicsGroup ${GROUP}
    canMoveMessagesBetweenChannelsGroup ${GROUP}
    canMoveMessagesBetweenTopicsGroup ${GROUP}
    canCreateGroups ${GROUP}
    canManageAllGroups ${GROUP}
    userSettingsDefaults { colorScheme webHomeView emailAddressVisibility defaultLanguage enterSends }
  }
}`;

/** A system group as GraphQL shows a group-setting value. */
/** Zulip's digest_weekday codes (Python's weekday(): 0 is Monday) as the Weekday enum names them. */
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const named = (name: string) => ({ __typename: 'UserGroup', groupId: groups[name] });

const UPDATE = `mutation ($input: UpdateRealmInput!) {
  updateRealm(input: $input) {
    __typename
    ... on UpdateRealmPayload { changedSettings realm { name settings { allowMessageEditing } } }
    ... on Error { code message argument }
  }
}`;

const UPDATE_DEFAULTS = `mutation ($input: UpdateRealmUserSettingsDefaultsInput!) {
  updateRealmUserSettingsDefaults(input: $input) {
    __typename
    ... on UpdateUserSettingsDefaultsPayload { userSettingsDefaults { colorScheme webHomeView } }
    ... on Error { code message }
  }
}`;

async function run(query: string, field: string, input: unknown, user: { email: string; apiKey: string }) {
  const r = await w.ts.client(user).graphql(query, { input });
  expect(r.errors).toBeUndefined();
  return r.data?.[field] as Record<string, unknown>;
}
const update = (input: Record<string, unknown>, user = w.realm.users.iago) => run(UPDATE, 'updateRealm', input, user);
const updateDefaults = (input: unknown, user = w.realm.users.iago) =>
  run(UPDATE_DEFAULTS, 'updateRealmUserSettingsDefaults', input, user);

const w = useWorld();

beforeAll(async () => {
  const rows = await prisma().userGroup.findMany({ where: { realmId: w.realm.realmId, isSystemGroup: true } });
  groups = Object.fromEntries(rows.map((g) => [g.name ?? '', g.id]));
});
beforeEach(() => {
  w.ts.events.length = 0;
});

test('any user can read the realm with its typed settings, permission groups and user-settings defaults', async () => {
  const r = await w.as('polonius').graphql(REALM);
  expect(r.errors).toBeUndefined();
  const register = (await w.as('polonius').post('/register', {})).body;
  expect(r.data?.realm).toEqual({
    realmId: w.realm.realmId,
    name: register.realm_name,
    description: 'The Zulip development environment default organization.',
    settings: {
      allowMessageEditing: register.realm_allow_message_editing,
      messageContentEditLimitSeconds: register.realm_message_content_edit_limit_seconds,
      moveMessagesWithinStreamLimitSeconds: register.realm_move_messages_within_stream_limit_seconds,
      moveMessagesBetweenStreamsLimitSeconds: register.realm_move_messages_between_streams_limit_seconds,
      waitingPeriodThreshold: register.realm_waiting_period_threshold,
      topicsPolicy: 'ALLOW_EMPTY_TOPIC',
      digestWeekday: WEEKDAYS[register.realm_digest_weekday as number],
      messageEditHistoryVisibilityPolicy: 'ALL',
    },
    canResolveTopicsGroup: named('role:everyone'),
    canMoveMessagesBetweenChannelsGroup: named('role:members'),
    canMoveMessagesBetweenTopicsGroup: named('role:everyone'),
    canCreateGroups: named('role:members'),
    canManageAllGroups: named('role:owners'),
    userSettingsDefaults: {
      colorScheme: 'AUTOMATIC',
      webHomeView: 'INBOX',
      emailAddressVisibility: 'EVERYONE',
      defaultLanguage: 'en',
      enterSends: false,
    },
  });
  expect(register.realm_can_resolve_topics_group).toBe(groups['role:everyone']);
});

test('without credentials the realm cannot be read', async () => {
  const r = await w.as().graphql(REALM);
  expect(r.data?.realm ?? null).toBeNull();
  expect(r.errors?.[0]?.message).toBe('Not logged in: API authentication or user session required');
});

test('updateRealm with typed fields: same changes and events as PATCH /realm', async () => {
  const r = await update({
    name: 'GraphQL Org',
    allowMessageEditing: false,
    messageContentEditLimitSeconds: { unlimited: true },
    moveMessagesWithinStreamLimitSeconds: { seconds: 120 },
    digestWeekday: 'SATURDAY',
    canResolveTopicsGroup: { new: { groupId: groups['role:moderators'] }, old: { groupId: groups['role:everyone'] } },
    canMoveMessagesBetweenTopicsGroup: {
      new: { directMemberIds: [w.realm.users.hamlet.id], directSubgroupIds: [groups['role:moderators']] },
    },
  });
  expect(r).toEqual({
    __typename: 'UpdateRealmPayload',
    changedSettings: [
      'messageContentEditLimitSeconds',
      'allowMessageEditing',
      'digestWeekday',
      'name',
      'moveMessagesWithinStreamLimitSeconds',
      'canMoveMessagesBetweenTopicsGroup',
      'canResolveTopicsGroup',
    ],
    realm: { name: 'GraphQL Org', settings: { allowMessageEditing: false } },
  });
  const anonymous = { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [groups['role:moderators']] };
  expect(w.ts.events.map((e) => e.event)).toEqual([
    { type: 'realm', op: 'update_dict', property: 'default', data: { message_content_edit_limit_seconds: null } },
    { type: 'realm', op: 'update_dict', property: 'default', data: { allow_message_editing: false } },
    { type: 'realm', op: 'update', property: 'digest_weekday', value: 5 },
    { type: 'realm', op: 'update', property: 'name', value: 'GraphQL Org' },
    { type: 'realm', op: 'update', property: 'move_messages_within_stream_limit_seconds', value: 120 },
    {
      type: 'realm',
      op: 'update_dict',
      property: 'default',
      data: { can_move_messages_between_topics_group: anonymous },
    },
    {
      type: 'realm',
      op: 'update_dict',
      property: 'default',
      data: { can_resolve_topics_group: groups['role:moderators'] },
    },
  ]);
  const read = await w.as('hamlet').graphql(REALM);
  expect(read.data?.realm).toMatchObject({
    name: 'GraphQL Org',
    settings: {
      allowMessageEditing: false,
      messageContentEditLimitSeconds: null,
      moveMessagesWithinStreamLimitSeconds: 120,
    },
    canResolveTopicsGroup: named('role:moderators'),
    canMoveMessagesBetweenTopicsGroup: {
      __typename: 'AnonymousGroup',
      directMemberIds: [w.realm.users.hamlet.id],
      directSubgroupIds: [groups['role:moderators']],
    },
  });
});

test('without credentials the mutations are refused with UNAUTHORIZED', async () => {
  for (const [query, input] of [
    [UPDATE, { name: 'Anonymous' }],
    [UPDATE_DEFAULTS, { colorScheme: 'DARK' }],
  ] as const) {
    const r = await w.as().graphql(query, { input });
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.[0]).toMatchObject({
      message: 'Not logged in: API authentication or user session required',
      extensions: { code: 'UNAUTHORIZED', status: 401 },
    });
  }
  expect(w.ts.events).toEqual([]);
});

test('REST sees what GraphQL changed', async () => {
  const r = await w.as('iago').patch('/realm', { name: 'GraphQL Org', allow_message_editing: true });
  expect(r.body).toEqual({ result: 'success', msg: '', allow_message_editing: true });
});

// The same refusals through both transports: the same code and REST's exact message.
test.each<[string, Record<string, unknown>, Record<string, ParamValue>, string, string | null]>([
  ['a member', { name: 'x' }, { name: 'x' }, 'hamlet', null],
  [
    'an admin changing an owner-only setting',
    { waitingPeriodThreshold: 3 },
    { waiting_period_threshold: 3 },
    'iago',
    null,
  ],
  [
    'a stale old value',
    { canResolveTopicsGroup: { new: { groupId: 1 }, old: { groupId: 99999 } } },
    { can_resolve_topics_group: { new: 1, old: 99999 } },
    'iago',
    null,
  ],
  [
    'an unknown group',
    { canMoveMessagesBetweenChannelsGroup: { new: { groupId: 99999 } } },
    { can_move_messages_between_channels_group: { new: 99999 } },
    'iago',
    null,
  ],
  [
    'a bad time limit',
    { messageContentEditLimitSeconds: { seconds: 0 } },
    { message_content_edit_limit_seconds: 0 },
    'iago',
    null,
  ],
  ['a name too long', { name: 'n'.repeat(41) }, { name: 'n'.repeat(41) }, 'iago', null],
  [
    'a system group required',
    { canAccessAllUsersGroup: { new: { directMemberIds: [1], directSubgroupIds: [] } } },
    { can_access_all_users_group: { new: { direct_members: [1], direct_subgroups: [] } } },
    'desdemona',
    'canAccessAllUsersGroup',
  ],
])('updateRealm refuses %s as PATCH /realm does', async (_label, input, params, user, argument) => {
  const before = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  const r = await update(input, w.realm.users[user]);
  expect(await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } })).toEqual(before);
  expect(w.ts.events).toEqual([]);
  const rest = await w.as(user).patch('/realm', params);
  expect(rest.body.result).toBe('error');
  expect({ code: r.code, message: r.message }).toEqual({ code: rest.body.code, message: rest.body.msg });
  if (argument !== null) expect(r.argument).toBe(argument);
});

test('coded settings take their enum: a code is refused before anything changes', async () => {
  for (const [query, input] of [
    [UPDATE, { digestWeekday: 9 }],
    [UPDATE_DEFAULTS, { colorScheme: 2 }],
  ] as const) {
    const r = await w.ts.client(w.realm.users.iago).graphql(query, { input });
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.[0]?.message).toMatch(/got invalid value .*Expected type "?(Weekday|ColorScheme)"?/);
  }
  expect(w.ts.events).toEqual([]);
});

test('updateRealm: a time limit needs seconds or unlimited, not both', async () => {
  const r = await update({ messageContentEditLimitSeconds: { seconds: 60, unlimited: true } });
  expect(r).toMatchObject({ code: 'BAD_REQUEST', argument: 'messageContentEditLimitSeconds' });
});

test('updateRealm: an owner changes an owner-only permission setting', async () => {
  const r = await update({ canCreateGroups: { new: { groupId: groups['role:moderators'] } } }, w.realm.users.desdemona);
  expect(r).toMatchObject({ __typename: 'UpdateRealmPayload', changedSettings: ['canCreateGroups'] });
});

test('updateRealmUserSettingsDefaults changes defaults for later users', async () => {
  const r = await updateDefaults({ colorScheme: 'DARK', webHomeView: 'RECENT_TOPICS' });
  expect(r).toEqual({
    __typename: 'UpdateUserSettingsDefaultsPayload',
    userSettingsDefaults: { colorScheme: 'DARK', webHomeView: 'RECENT_TOPICS' },
  });
  expect(w.ts.events.map((e) => e.event)).toEqual([
    { type: 'realm_user_settings_defaults', op: 'update', property: 'color_scheme', value: 2 },
    { type: 'realm_user_settings_defaults', op: 'update', property: 'web_home_view', value: 'recent_topics' },
  ]);
  const stored = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  expect(userSettingsOf(stored.userSettingsDefaults)).toMatchObject({
    color_scheme: 2,
    web_home_view: 'recent_topics',
  });
});

test.each<[string, Record<string, unknown>, Record<string, ParamValue>, string]>([
  ['a moderator', { colorScheme: 'LIGHT' }, { color_scheme: 3 }, 'shiva'],
  [
    'a bad sound',
    { notificationSound: 'bogus', enterSends: true },
    { notification_sound: 'bogus', enter_sends: true },
    'iago',
  ],
])('updateRealmUserSettingsDefaults refuses %s as REST does', async (_label, input, params, user) => {
  const before = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  const r = await updateDefaults(input, w.realm.users[user]);
  expect(await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } })).toEqual(before);
  expect(w.ts.events).toEqual([]);
  const rest = await w.as(user).patch('/realm/user_settings_defaults', params);
  expect(rest.body.result).toBe('error');
  expect(r).toEqual({ __typename: expect.stringMatching(/Error$/), code: rest.body.code, message: rest.body.msg });
});

test('serverSettings is GET /server_settings, typed', async () => {
  const r = await w
    .as()
    .graphql(
      '{ serverSettings { realmName realmUrl zulipVersion zulipFeatureLevel emailAuthEnabled authenticationMethods { password dev openidConnect } } }',
    );
  const rest = (await w.as().get('/server_settings')).body;
  const methods = rest.authentication_methods as Record<string, boolean>;
  expect(r.data?.serverSettings).toEqual({
    realmName: rest.realm_name,
    realmUrl: new URL(rest.realm_url as string).href,
    zulipVersion: rest.zulip_version,
    zulipFeatureLevel: rest.zulip_feature_level,
    emailAuthEnabled: rest.email_auth_enabled,
    authenticationMethods: { password: methods.password, dev: methods.dev, openidConnect: methods['openid connect'] },
  });
});
