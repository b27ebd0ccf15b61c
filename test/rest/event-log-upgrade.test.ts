import { seedDemo } from '../../src/domain/onboarding/seed-demo.ts';
import { eventJson } from '../../src/rest-compat/presenters/events.ts';
import { startRestartable } from '../support/cluster.ts';
import { pendingEvents, rewriteLoggedEvents } from './event-log-upgrade.helpers.ts';

/**
 * The event log outlives a version: entries written by the previous one (which
 * logged message events in Zulip's payload shape) are still delivered as they
 * were, after an upgrade, to queues that resume from the log.
 */

type Restartable = Awaited<ReturnType<typeof startRestartable>>;
type User = { email: string; apiKey: string; id: number };

const EVENT_TYPES = [
  'message',
  'update_message',
  'delete_message',
  'reaction',
  'update_message_flags',
  'submessage',
  'typing',
  'typing_edit_message',
  'presence',
  'user_topic',
  'default_streams',
  'stream',
  'subscription',
  'realm_bot',
  'attachment',
  'realm_export_consent',
  'user_group',
  'realm_user',
  'user_settings',
  'update_display_settings',
  'update_global_notifications',
  'custom_profile_fields',
];

let env: Restartable;
afterEach(() => env.close());

test("events logged in Zulip's payload shape by the previous version reach resuming queues as before", async () => {
  env = await startRestartable();
  const first = await env.start();
  const seeded = await seedDemo(first.server.deps);
  const users: Record<string, User> = Object.fromEntries(
    seeded.users.map((u) => [u.email.split('@')[0].toLowerCase(), { email: u.email, apiKey: u.api_key, id: u.id }]),
  );
  const as = (name: string) => first.client(users[name]);
  const bulk = (
    await as('othello').post('/register', {
      event_types: EVENT_TYPES,
      client_capabilities: { bulk_message_deletion: true },
    })
  ).body.queue_id as string;
  const settings = (
    await as('othello').post('/register', {
      event_types: ['user_settings'],
      client_capabilities: { user_settings_object: true },
    })
  ).body.queue_id as string;
  const single = (await as('othello').post('/register', { event_types: EVENT_TYPES, slim_presence: true })).body
    .queue_id as string;
  const modern = (
    await as('othello').post('/register', {
      event_types: ['presence'],
      client_capabilities: { simplified_presence_events: true },
    })
  ).body.queue_id as string;

  const send = async (content: string) =>
    (await as('hamlet').post('/messages', { type: 'stream', to: 'Denmark', topic: 'upgrade', content })).body
      .id as number;
  const poll = await send('/poll Lunch?\npizza');
  const other = await send('to be deleted');
  expect(
    (
      await as('othello').post('/submessage', {
        message_id: String(poll),
        msg_type: 'widget',
        content: '{"type":"vote","key":"canned,0","vote":1}',
      })
    ).status,
  ).toBe(200);
  expect((await as('hamlet').post(`/messages/${poll}/reactions`, { emoji_name: 'smile' })).status).toBe(200);
  expect(
    (await as('othello').post('/messages/flags', { messages: JSON.stringify([poll, other]), op: 'add', flag: 'read' }))
      .status,
  ).toBe(200);
  expect(
    (await as('othello').post('/messages/flags', { messages: JSON.stringify([other]), op: 'remove', flag: 'read' }))
      .status,
  ).toBe(200);
  expect((await as('hamlet').patch(`/messages/${other}`, { content: 'edited', topic: 'moved' })).status).toBe(200);
  expect((await as('iago').delete(`/messages/${other}`)).status).toBe(200);
  expect((await as('hamlet').post('/typing', { op: 'start', to: JSON.stringify([users.othello.id]) })).status).toBe(
    200,
  );
  expect((await as('hamlet').post(`/messages/${poll}/typing`, { op: 'start' })).status).toBe(200);
  expect((await as('hamlet').post('/users/me/presence', { status: 'active' })).status).toBe(200);
  const denmark = (await as('othello').get('/get_stream_id', { stream: 'Denmark' })).body.stream_id as number;
  expect(
    (await as('othello').post('/user_topics', { stream_id: String(denmark), topic: 'upgrade', visibility_policy: '1' }))
      .status,
  ).toBe(200);
  expect((await as('iago').post('/default_streams', { stream_id: String(denmark) })).status).toBe(200);
  expect((await as('iago').patch(`/streams/${denmark}`, { description: 'Upgraded' })).status).toBe(200);
  expect(
    (await as('cordelia').delete('/users/me/subscriptions', { subscriptions: JSON.stringify(['Denmark']) })).body,
  ).toMatchObject({ removed: ['Denmark'] });
  const bot = (await as('othello').post('/bots', { full_name: 'Upgrade Bot', short_name: 'upgrade' })).body
    .user_id as number;
  expect((await as('othello').patch(`/bots/${bot}`, { full_name: 'Upgraded Bot' })).status).toBe(200);
  expect(
    (
      await as('othello').multipart('/user_uploads', [
        { field: 'file', name: 'notes.txt', body: 'upgrade notes', type: 'text/plain' },
      ])
    ).status,
  ).toBe(200);
  // To administrators: a reactivated user's export consent.
  const admin = (await as('iago').post('/register', { event_types: ['realm_export_consent'] })).body.queue_id as string;
  expect((await as('iago').delete(`/users/${users.aaron.id}`)).status).toBe(200);
  expect((await as('iago').post(`/users/${users.aaron.id}/reactivate`)).status).toBe(200);
  // A group's creation, rename, members, subgroup and deactivation.
  const created = await as('othello').post('/user_groups/create', {
    name: 'upgraders',
    description: 'Upgrade crew',
    members: JSON.stringify([users.othello.id]),
  });
  expect(created.status).toBe(200);
  const crew = created.body.group_id as number;
  expect((await as('othello').patch(`/user_groups/${crew}`, { name: 'upgrade crew' })).status).toBe(200);
  expect(
    (await as('othello').post(`/user_groups/${crew}/members`, { add: JSON.stringify([users.hamlet.id]) })).status,
  ).toBe(200);
  const sub = (
    await as('othello').post('/user_groups/create', { name: 'subcrew', description: '', members: JSON.stringify([]) })
  ).body.group_id as number;
  expect((await as('othello').post(`/user_groups/${crew}/subgroups`, { add: JSON.stringify([sub]) })).status).toBe(200);
  expect((await as('othello').post(`/user_groups/${crew}/deactivate`)).status).toBe(200);
  const motto = await as('iago').post('/realm/profile_fields', { name: 'Motto', field_type: '1' });
  expect(motto.status).toBe(200);
  expect(
    (
      await as('hamlet').patch('/users/me/profile_data', {
        data: JSON.stringify([{ id: motto.body.id as number, value: 'To be *or* not' }]),
      })
    ).status,
  ).toBe(200);
  // A display setting with its language's name, and a notification setting.
  expect((await as('othello').patch('/settings', { default_language: 'de' })).status).toBe(200);
  expect((await as('othello').patch('/settings', { enable_sounds: 'false' })).status).toBe(200);
  const upload = ((await as('othello').get('/attachments')).body.attachments as Array<{ id: number }>)[0].id;
  expect((await as('othello').delete(`/attachments/${upload}`)).status).toBe(200);

  const before = {
    bulk: await pendingEvents(as('othello'), bulk),
    single: await pendingEvents(as('othello'), single),
    modern: await pendingEvents(as('othello'), modern),
    settings: await pendingEvents(as('othello'), settings),
    admin: await pendingEvents(as('iago'), admin),
  };
  expect(before.admin.map((e) => (e as { type: string }).type)).toEqual(['realm_export_consent']);
  expect(before.settings).toEqual([
    expect.objectContaining({ property: 'default_language', language_name: 'Deutsch' }),
    expect.objectContaining({ property: 'enable_sounds', value: false }),
  ]);
  expect(before.modern).toEqual([
    expect.objectContaining({
      type: 'presence',
      presences: {
        [String(users.hamlet.id)]: { active_timestamp: expect.any(Number), idle_timestamp: expect.any(Number) },
      },
    }),
  ]);
  expect(before.bulk.map((e) => (e as { type: string }).type)).toEqual([
    'message',
    'message',
    'submessage',
    'reaction',
    'update_message_flags',
    'update_message_flags',
    'update_message',
    // The notification bot's note of the move.
    'message',
    'delete_message',
    'typing',
    'typing_edit_message',
    'presence',
    'user_topic',
    'default_streams',
    // The description's change, and the notification bot's note of it.
    'stream',
    'message',
    'subscription',
    // The bot: its user, its role's system groups, its creation; its rename (as a user and as a bot).
    'realm_user',
    'user_group',
    'user_group',
    'realm_bot',
    'realm_user',
    'realm_bot',
    // The upload; aaron's deactivation and reactivation (peer_remove, peer_add); the upload's deletion.
    'attachment',
    'subscription',
    'realm_user',
    'realm_user',
    'subscription',
    // The groups: created, renamed, a member and a subgroup added, one deactivated (a removal for this queue).
    'user_group',
    'user_group',
    'user_group',
    'user_group',
    'user_group',
    'user_group',
    // A new custom profile field, and a user's value of it.
    'custom_profile_fields',
    'realm_user',
    // Two settings, each also in the legacy event of clients without user_settings_object.
    'user_settings',
    'update_display_settings',
    'user_settings',
    'update_global_notifications',
    'attachment',
  ]);
  await env.stop(first);

  // What the previous version wrote: each entry's payload in Zulip's shape.
  await rewriteLoggedEvents(env.database, EVENT_TYPES, eventJson);
  // The presence event's modern times, kept beside it, in Zulip's names too.
  await env.database.sql.query(
    `UPDATE event_log SET internal = jsonb_set(internal, '{modernPresence}', jsonb_build_object(
       'active_timestamp', internal->'modernPresence'->'activeTimestamp', 'idle_timestamp', internal->'modernPresence'->'idleTimestamp'))
     WHERE internal ? 'modernPresence'`,
  );
  const [old] = await env.database.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM event_log WHERE event ? 'message_ids' OR event ? 'emoji_name' OR event ? 'msg_type' OR event ? 'message_type' OR event ? 'topic_name' OR event ? 'stream_ids'`,
  );
  expect(old.n).toBeGreaterThanOrEqual(6);

  const second = await env.start();
  const client = second.client(users.othello);
  const after = {
    bulk: await pendingEvents(client, bulk),
    single: await pendingEvents(client, single),
    modern: await pendingEvents(client, modern),
    settings: await pendingEvents(client, settings),
    admin: await pendingEvents(second.client(users.iago), admin),
  };
  // The same payloads, keys in the same order.
  expect(JSON.stringify(after)).toBe(JSON.stringify(before));
});
