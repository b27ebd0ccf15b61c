import { readRealmSettings, REALM_SETTING_KEYS } from '../../src/domain/realm/settings.ts';
import { isUserInGroup } from '../../src/domain/groups/permission.ts';
import { useWorld } from '../support/world.ts';

/** PATCH /realm: successful changes, the response, stored values and events. */
let groups: Record<string, number>;
let activeIds: number[];

const prisma = () => w.prisma();
const settings = async () => {
  const r = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  const values = await readRealmSettings(prisma(), r.settings);
  return {
    name: r.name,
    description: r.description,
    ...Object.fromEntries(REALM_SETTING_KEYS.map((k) => [k.name, values[k.key]])),
  };
};
const patch = (params: Record<string, unknown>, user = w.realm.users.iago) =>
  w.ts.client(user).patch('/realm', params as Record<string, string>);
const events = () => w.ts.events.map((e) => e.event);

const w = useWorld();

beforeAll(async () => {
  // A deactivated user must not receive realm events.
  await prisma().user.update({ where: { id: w.realm.users.zoe.id }, data: { isActive: false } });
  const rows = await prisma().userGroup.findMany({ where: { realmId: w.realm.realmId, isSystemGroup: true } });
  groups = Object.fromEntries(rows.map((g) => [g.name ?? '', g.id]));
  activeIds = Object.values(w.realm.users)
    .map((u) => u.id)
    .filter((id) => id !== w.realm.users.zoe.id)
    .sort((a, b) => a - b);
});
beforeEach(() => {
  w.ts.events.length = 0;
});

test('name, description and allow_message_editing: response, storage and events to all active users', async () => {
  const r = await patch({ name: 'Zircon Org', description: 'A **new** description', allow_message_editing: false });
  expect(r.status).toBe(200);
  expect(r.body).toEqual({
    result: 'success',
    msg: '',
    allow_message_editing: false,
    description: 'updated',
    name: 'updated',
  });
  expect(await settings()).toMatchObject({
    name: 'Zircon Org',
    description: 'A **new** description',
    allow_message_editing: false,
  });
  // Parameters are applied in declaration order (alphabetical in Zulip 11).
  expect(events()).toEqual([
    { type: 'realm', op: 'update_dict', property: 'default', data: { allow_message_editing: false } },
    { type: 'realm', op: 'update', property: 'description', value: 'A **new** description' },
    { type: 'realm', op: 'update', property: 'name', value: 'Zircon Org' },
  ]);
  for (const e of w.ts.events) expect(e.userIds).toEqual(activeIds);
});

test('an unchanged value changes nothing and sends no event', async () => {
  const r = await patch({ name: 'Zircon Org', allow_message_editing: false, inline_image_preview: true });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(w.ts.events).toEqual([]);
});

test('JSON null counts as an absent parameter', async () => {
  const r = await patch({ allow_message_editing: null, can_resolve_topics_group: null });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(w.ts.events).toEqual([]);
});

test('a name of exactly 40 characters (counted as code points) is accepted', async () => {
  const name = 'é'.repeat(39) + '😀';
  const r = await patch({ name });
  expect(r.body).toMatchObject({ result: 'success', name: 'updated' });
  expect((await settings()).name).toBe(name);
});

test('time limits: seconds, and "unlimited" stored as null', async () => {
  const r = await patch({
    message_content_edit_limit_seconds: 1200,
    // Json[int | str]: clients send the JSON string "unlimited".
    move_messages_within_stream_limit_seconds: '"unlimited"',
    move_messages_between_streams_limit_seconds: 3600,
    message_content_delete_limit_seconds: '"unlimited"',
  });
  expect(r.body).toEqual({
    result: 'success',
    msg: '',
    message_content_edit_limit_seconds: 1200,
    move_messages_within_stream_limit_seconds: null,
    move_messages_between_streams_limit_seconds: 3600,
    message_content_delete_limit_seconds: null,
  });
  expect(await settings()).toMatchObject({
    message_content_edit_limit_seconds: 1200,
    move_messages_within_stream_limit_seconds: null,
    move_messages_between_streams_limit_seconds: 3600,
    message_content_delete_limit_seconds: null,
  });
  // "unlimited" is applied first (Zulip's parse_and_set_setting_value_if_required), then the others;
  // only allow_message_editing and the edit limit use the update_dict form.
  expect(events()).toEqual([
    { type: 'realm', op: 'update', property: 'message_content_delete_limit_seconds', value: null },
    { type: 'realm', op: 'update', property: 'move_messages_within_stream_limit_seconds', value: null },
    { type: 'realm', op: 'update_dict', property: 'default', data: { message_content_edit_limit_seconds: 1200 } },
    { type: 'realm', op: 'update', property: 'move_messages_between_streams_limit_seconds', value: 3600 },
  ]);

  w.ts.events.length = 0;
  const again = await patch({
    message_content_edit_limit_seconds: '"unlimited"',
    move_messages_within_stream_limit_seconds: '"unlimited"',
  });
  expect(again.body).toEqual({ result: 'success', msg: '', message_content_edit_limit_seconds: null });
  expect(events()).toEqual([
    { type: 'realm', op: 'update_dict', property: 'default', data: { message_content_edit_limit_seconds: null } },
  ]);
});

test('string settings answer "updated"; ints and enums their value', async () => {
  const r = await patch({
    default_language: 'de',
    default_code_block_language: 'python',
    digest_weekday: 4,
    giphy_rating: 0,
    video_chat_provider: 0,
    enable_spectator_access: true,
  });
  expect(r.body).toEqual({
    result: 'success',
    msg: '',
    default_code_block_language: 'updated',
    default_language: 'updated',
    digest_weekday: 4,
    enable_spectator_access: true,
    giphy_rating: 0,
    video_chat_provider: 0,
  });
  expect(events()).toEqual([
    { type: 'realm', op: 'update', property: 'default_code_block_language', value: 'python' },
    { type: 'realm', op: 'update', property: 'default_language', value: 'de' },
    { type: 'realm', op: 'update', property: 'digest_weekday', value: 4 },
    { type: 'realm', op: 'update', property: 'enable_spectator_access', value: true },
    { type: 'realm', op: 'update', property: 'giphy_rating', value: 0 },
    { type: 'realm', op: 'update', property: 'video_chat_provider', value: 0 },
  ]);
});

test('topics_policy: echoed as its Enum value even when unchanged; event carries names and mandatory_topics', async () => {
  const same = await patch({ topics_policy: 'allow_empty_topic' });
  expect(same.body).toEqual({ result: 'success', msg: '', topics_policy: 2 });
  expect(w.ts.events).toEqual([]);

  const r = await patch({ topics_policy: 'disable_empty_topic' });
  expect(r.body).toEqual({ result: 'success', msg: '', topics_policy: 3 });
  expect(events()).toEqual([
    {
      type: 'realm',
      op: 'update_dict',
      property: 'default',
      data: { topics_policy: 'disable_empty_topic', mandatory_topics: true },
    },
  ]);
  expect(await settings()).toMatchObject({ topics_policy: 'disable_empty_topic', mandatory_topics: true });
});

test('message_edit_history_visibility_policy keeps allow_edit_history in step', async () => {
  const r = await patch({ message_edit_history_visibility_policy: 'none' });
  expect(r.body).toEqual({ result: 'success', msg: '', message_edit_history_visibility_policy: 3 });
  expect(events()).toEqual([
    { type: 'realm', op: 'update', property: 'message_edit_history_visibility_policy', value: 'none' },
  ]);
  expect(await settings()).toMatchObject({ message_edit_history_visibility_policy: 'none', allow_edit_history: false });
  await patch({ message_edit_history_visibility_policy: 'moves' });
  expect(await settings()).toMatchObject({ message_edit_history_visibility_policy: 'moves', allow_edit_history: true });
});

test('owner-only settings succeed for an owner', async () => {
  const r = await patch(
    {
      invite_required: false,
      emails_restricted_to_domains: true,
      disallow_disposable_email_addresses: false,
      can_create_groups: { new: groups['role:administrators'] },
    },
    w.realm.users.desdemona,
  );
  expect(r.body).toEqual({
    result: 'success',
    msg: '',
    can_create_groups: groups['role:administrators'],
    disallow_disposable_email_addresses: false,
    emails_restricted_to_domains: true,
    invite_required: false,
  });
});

test('waiting_period_threshold moves members out of and back into role:fullmembers', async () => {
  const hamlet = w.realm.users.hamlet.id;
  expect(await isUserInGroup(prisma(), hamlet, groups['role:fullmembers'])).toBe(true);
  const r = await patch({ waiting_period_threshold: 30 }, w.realm.users.desdemona);
  expect(r.body).toEqual({ result: 'success', msg: '', waiting_period_threshold: 30 });
  expect(await isUserInGroup(prisma(), hamlet, groups['role:fullmembers'])).toBe(false);
  expect(await isUserInGroup(prisma(), hamlet, groups['role:members'])).toBe(true);
  expect(await isUserInGroup(prisma(), w.realm.users.shiva.id, groups['role:fullmembers'])).toBe(true);
  const memberIds = ['hamlet', 'cordelia', 'othello', 'prospero', 'aaron']
    .map((n) => w.realm.users[n].id)
    .sort((a, b) => a - b);
  expect(events()[0]).toEqual({ type: 'realm', op: 'update', property: 'waiting_period_threshold', value: 30 });
  expect(events()).toContainEqual({
    type: 'user_group',
    op: 'remove_members',
    group_id: groups['role:fullmembers'],
    user_ids: memberIds,
  });

  w.ts.events.length = 0;
  await patch({ waiting_period_threshold: 0 }, w.realm.users.desdemona);
  expect(await isUserInGroup(prisma(), hamlet, groups['role:fullmembers'])).toBe(true);
  expect(events()).toContainEqual({
    type: 'user_group',
    op: 'add_members',
    group_id: groups['role:fullmembers'],
    user_ids: memberIds,
  });
});

test('unknown and server-maintained parameters are reported as ignored', async () => {
  const r = await patch({ send_welcome_emails: false, bogus: 1, mandatory_topics: true, allow_edit_history: false });
  expect(r.body).toEqual({
    result: 'success',
    msg: '',
    send_welcome_emails: false,
    ignored_parameters_unsupported: ['allow_edit_history', 'bogus', 'mandatory_topics'],
  });
});

test('the /json prefix serves the same endpoint', async () => {
  const r = await w.as('iago').request('PATCH', '/realm', { name: 'Via json' }, { prefix: '/json' });
  expect(r.body).toEqual({ result: 'success', msg: '', name: 'updated' });
});

test('announcement channels: a channel the administrator can read, -1 for none; each change is its own event', async () => {
  const secret = await w.createChannel('othello', 'realm update secret', { inviteOnly: true });
  w.ts.events.length = 0;
  for (const setting of [
    'new_stream_announcements_stream_id',
    'signup_announcements_stream_id',
    'zulip_update_announcements_stream_id',
  ]) {
    for (const bad of [999999, secret]) {
      const r = await patch({ [setting]: String(bad) });
      expect(r.body).toEqual({ result: 'error', msg: 'Invalid channel ID', code: 'BAD_REQUEST' });
    }
  }
  expect(events()).toEqual([]);
  const verona = w.realm.channels.Verona;
  const r = await patch({ signup_announcements_stream_id: String(verona), zulip_update_announcements_stream_id: '-1' });
  expect(r.body).toEqual({
    result: 'success',
    msg: '',
    signup_announcements_stream_id: verona,
    zulip_update_announcements_stream_id: -1,
  });
  expect(events()).toEqual([
    { type: 'realm', op: 'update', property: 'signup_announcements_stream_id', value: verona },
    { type: 'realm', op: 'update', property: 'zulip_update_announcements_stream_id', value: -1 },
  ]);
  // Every active user, now also the Notification Bot, which posted the new channel's first message.
  const activeNow = await prisma().user.findMany({
    where: { realmId: w.realm.realmId, isActive: true },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  expect(w.ts.events[0].userIds).toEqual(activeNow.map((u) => u.id));
  expect(await settings()).toMatchObject({ signup_announcements_stream_id: verona });
  // The moderation request channel stays private-only.
  expect((await patch({ moderation_request_channel_id: String(verona) })).body.msg).toBe(
    'Moderation request channel must be private.',
  );
  await patch({ signup_announcements_stream_id: '-1' });
});
