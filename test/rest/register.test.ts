import { expectMatchesOpenApi } from '../support/openapi.ts';
import { type DemoRealm } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

const w = useWorld({ queues: { heartbeatMs: () => 200 } });

type Body = Record<string, any>;
const as = (name: string) => w.ts.client(w.realm.users[name as keyof DemoRealm['users']]);
const MODERN = { notification_settings_null: true, user_settings_object: true, empty_topic_name: true };
const BASE_KEYS = [
  'last_event_id',
  'msg',
  'queue_id',
  'result',
  'zulip_feature_level',
  'zulip_merge_base',
  'zulip_version',
];

async function register(name: string, params: Record<string, unknown> = {}): Promise<Body> {
  const r = await as(name).post('/register', params as Record<string, string>);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('POST', '/register', 200, r.body)).toBe(true);
  return r.body as Body;
}
const extraKeys = (b: Body) =>
  Object.keys(b)
    .filter((k) => !BASE_KEYS.includes(k))
    .sort();

describe('shape', () => {
  test('a full registration of a legacy client carries the legacy settings and every section', async () => {
    const b = await register('hamlet');
    for (const k of [
      'realm_users',
      'subscriptions',
      'unread_msgs',
      'realm_user_groups',
      'user_settings',
      'streams',
      'muted_topics',
      'user_topics',
    ]) {
      expect(b).toHaveProperty(k);
    }
    // Without user_settings_object, the pre-FL-89 top-level settings come too.
    expect(b).toMatchObject({ enter_sends: false, emojiset: 'google', enable_sounds: true, timezone: '' });
    expect(b.available_notification_sounds).toContain('zulip');
  });

  test('a modern client gets user_settings only', async () => {
    const b = await register('iago', { client_capabilities: MODERN });
    expect(b).not.toHaveProperty('enter_sends');
    expect(b).not.toHaveProperty('emojiset_choices');
    expect(b.user_settings).toMatchObject({ enter_sends: false, receives_typing_notifications: true, timezone: '' });
    expect(b.user_settings.emojiset_choices).toEqual([
      { key: 'google', text: 'Google' },
      { key: 'twitter', text: 'Twitter' },
      { key: 'text', text: 'Plain text' },
    ]);
  });

  test.each<[string[], string[]]>([
    [[], []],
    [['message'], ['max_message_id']],
    [['update_message_flags'], []],
    [
      ['message', 'update_message_flags'],
      ['max_message_id', 'unread_msgs'],
    ],
    [['muted_topics'], ['muted_topics']],
    [['muted_topics', 'user_topic'], ['user_topics']],
    [
      ['update_display_settings'],
      [
        'color_scheme',
        'default_language',
        'demote_inactive_streams',
        'emojiset',
        'emojiset_choices',
        'enable_drafts_synchronization',
        'enter_sends',
        'fluid_layout_width',
        'high_contrast_mode',
        'left_side_userlist',
        'starred_message_counts',
        'timezone',
        'translate_emoticons',
        'twenty_four_hour_time',
        'web_home_view',
      ],
    ],
    [
      ['realm_user_settings_defaults', 'presence', 'starred_messages'],
      ['presence_last_update_id', 'presences', 'realm_user_settings_defaults', 'server_timestamp', 'starred_messages'],
    ],
    [
      ['subscription', 'no_such_type'],
      ['never_subscribed', 'subscriptions', 'unsubscribed'],
    ],
    [
      ['realm_bot', 'recent_private_conversations', 'realm_emoji', 'alert_words', 'custom_profile_fields'],
      [
        'alert_words',
        'custom_profile_field_types',
        'custom_profile_fields',
        'realm_bots',
        'realm_emoji',
        'recent_private_conversations',
      ],
    ],
  ])('fetch_event_types %j → %j', async (types, keys) => {
    const b = await register('othello', { fetch_event_types: types });
    expect(extraKeys(b)).toEqual(keys);
  });

  test('the realm block holds the settings and limits, not other sections', async () => {
    const b = await register('hamlet', { fetch_event_types: ['realm'] });
    expect(b).not.toHaveProperty('realm_users');
    expect(b).toMatchObject({
      realm_name: 'Zulip Dev',
      realm_empty_topic_display_name: 'general chat',
      max_message_length: 10000,
      max_topic_length: 60,
      max_stream_name_length: 60,
      max_file_upload_size_mib: 100,
      event_queue_longpoll_timeout_seconds: 90,
      server_typing_started_expiry_period_milliseconds: 45000,
      server_typing_stopped_wait_period_milliseconds: 12000,
      server_typing_started_wait_period_milliseconds: 30000,
      realm_allow_message_editing: true,
      realm_message_content_edit_limit_seconds: 600,
      realm_topics_policy: 'allow_empty_topic',
      realm_create_public_stream_policy: 1,
      realm_create_web_public_stream_policy: 7,
      realm_wildcard_mention_policy: 5,
      realm_authentication_methods: { Email: { enabled: true, available: true } },
    });
    const settings = await w.as().get('/server_settings');
    expect(b.realm_url).toBe(settings.body.realm_url);
    expect(b.realm_uri).toBe(settings.body.realm_url);
    const groups = await w.prisma().userGroup.findMany({ where: { realmId: w.realm.realmId, isSystemGroup: true } });
    const byName = Object.fromEntries(groups.map((g) => [g.name, g.id]));
    expect(b.realm_can_create_public_channel_group).toBe(byName['role:members']);
    expect(b.realm_can_mention_many_users_group).toBe(byName['role:administrators']);
    expect(b.server_supported_permission_settings.stream.can_administer_channel_group.default_group_name).toBe(
      'channel_creator',
    );
    expect(b.server_supported_permission_settings.group.can_add_members_group).toEqual({
      require_system_group: false,
      allow_internet_group: false,
      allow_nobody_group: true,
      allow_everyone_group: false,
      default_group_name: 'group_creator',
      default_for_system_groups: 'role:nobody',
      allowed_system_groups: [],
    });
  });

  test('event_types limits the queue, fetch_event_types the state', async () => {
    const b = await register('hamlet', { event_types: ['message'], fetch_event_types: ['realm_emoji'] });
    expect(extraKeys(b)).toEqual(['realm_emoji']);
    await as('othello').post('/typing', { op: 'start', to: [w.realm.users.hamlet.id] });
    await as('othello').post('/messages', { type: 'direct', to: [w.realm.users.hamlet.id], content: 'hello' });
    const r = await as('hamlet').get('/events', { queue_id: b.queue_id, last_event_id: -1, dont_block: true });
    expect((r.body.events as Body[]).map((e) => e.type)).toEqual(['message']);
    const only = await register('hamlet', { event_types: ['message'] });
    expect(extraKeys(only)).toEqual(['max_message_id']);
  });
});

describe('realm_user', () => {
  test('own facts and the user lists', async () => {
    const b = await register('hamlet', { fetch_event_types: ['realm_user'], client_gravatar: false });
    expect(b).toMatchObject({
      user_id: w.realm.users.hamlet.id,
      email: 'hamlet@zulip.com',
      delivery_email: 'hamlet@zulip.com',
      full_name: 'King Hamlet',
      is_admin: false,
      is_owner: false,
      is_moderator: false,
      is_guest: false,
      can_create_streams: true,
      can_create_public_streams: true,
      can_create_private_streams: true,
      can_create_web_public_streams: false,
      can_subscribe_other_users: true,
      can_invite_others_to_realm: true,
      avatar_source: 'G',
      cross_realm_bots: [],
      realm_non_active_users: [],
    });
    expect(b.avatar_url_medium).toBe(b.avatar_url.replace('?d=identicon', '?d=identicon&s=500'));
    expect(b.realm_users).toHaveLength(10);
    const me = b.realm_users.find((u: Body) => u.user_id === w.realm.users.hamlet.id);
    expect(me).toEqual({
      email: 'hamlet@zulip.com',
      user_id: w.realm.users.hamlet.id,
      avatar_version: 1,
      is_admin: false,
      is_owner: false,
      is_guest: false,
      role: 400,
      is_bot: false,
      full_name: 'King Hamlet',
      timezone: '',
      date_joined: expect.any(String),
      delivery_email: 'hamlet@zulip.com',
      avatar_url: expect.stringContaining('https://secure.gravatar.com/avatar/'),
      profile_data: {},
    });
  });

  test('roles: a moderator and a guest', async () => {
    expect(await register('shiva', { fetch_event_types: ['realm_user'] })).toMatchObject({
      is_moderator: true,
      is_admin: false,
    });
    const guest = await register('polonius', { fetch_event_types: ['realm_user'] });
    expect(guest).toMatchObject({
      is_guest: true,
      can_create_streams: false,
      can_subscribe_other_users: false,
      can_invite_others_to_realm: false,
    });
    const owner = await register('desdemona', { fetch_event_types: ['realm_user'] });
    expect(owner).toMatchObject({
      is_owner: true,
      is_admin: true,
      is_moderator: true,
      can_create_web_public_streams: true,
    });
  });

  test('client_gravatar leaves avatar_url null for users whose address the client can hash', async () => {
    const b = await register('hamlet', { fetch_event_types: ['realm_user'] });
    expect(b.realm_users.every((u: Body) => u.avatar_url === null)).toBe(true);
    // The own avatar always comes as a URL.
    expect(b.avatar_url).toEqual(expect.stringContaining('gravatar'));
  });
});
