import { seedDemo } from '../../src/domain/onboarding/seed-demo.ts';
import type { ZulipEvent } from '../../src/domain/events/types.ts';
import { eventJson } from '../../src/rest-compat/presenters/events.ts';
import { startRestartable } from '../support/cluster.ts';
import { pendingEvents, rewriteLoggedEvents } from './event-log-upgrade.helpers.ts';

/**
 * Group-setting values were logged in Zulip's shape, `{direct_members,
 * direct_subgroups}`: inside typed events (channels) by the previous version,
 * and inside whole Zulip payloads (stream updates, user groups, realm
 * changes, each as `update` or `update_dict` by Zulip's names) by the one
 * before. After an upgrade, queues that resume from the log receive these
 * events as before.
 */

let env: Awaited<ReturnType<typeof startRestartable>>;
afterEach(() => env.close());

const EVENT_TYPES = ['stream', 'subscription', 'realm', 'user_group'];

/** The domain's anonymous groups in the names the previous version logged them with. */
function zulipValues(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(zulipValues);
  if (v === null || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.directMembers) && Array.isArray(o.directSubgroups))
    return { direct_members: o.directMembers, direct_subgroups: o.directSubgroups };
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, zulipValues(x)]));
}

/** Stream updates, user-group and realm events were logged in Zulip's whole payload shape before they were typed. */
const wholePayload = (e: ZulipEvent): boolean =>
  (e.type === 'stream' && e.op === 'update') || e.type === 'user_group' || e.type === 'realm';

test('anonymous group-setting values logged in Zulip’s shape reach resuming queues as before', async () => {
  // A development server, whose two login methods let one be turned off.
  env = await startRestartable({ ZIRCON_DEV: '1' });
  const first = await env.start();
  const seeded = await seedDemo(first.server.deps);
  const users = Object.fromEntries(
    seeded.users.map((u) => [u.email.split('@')[0].toLowerCase(), { email: u.email, apiKey: u.api_key, id: u.id }]),
  );
  const as = (name: string) => first.client(users[name]);
  const queue = (await as('othello').post('/register', { event_types: EVENT_TYPES })).body.queue_id as string;
  const groups = Object.fromEntries(
    ((await as('iago').get('/user_groups')).body.user_groups as Array<{ id: number; name: string }>).map((g) => [
      g.name,
      g.id,
    ]),
  );
  const anonymous = (members: number[], subgroups: number[] = []) => ({
    direct_members: members,
    direct_subgroups: subgroups,
  });

  // A new channel: its creator administers it as an anonymous group (stream/create, subscription/add).
  const created = await as('othello').post('/users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name: 'Upgrade lane' }]),
    can_send_message_group: JSON.stringify(anonymous([users.hamlet.id], [groups['role:moderators']])),
  });
  expect(created.status).toBe(200);
  const lane = (await as('othello').get('/get_stream_id', { stream: 'Upgrade lane' })).body.stream_id as number;
  const laneUpdate = await as('othello').patch(`/streams/${lane}`, {
    can_send_message_group: JSON.stringify({ new: anonymous([users.hamlet.id, users.othello.id]) }),
  });
  expect(laneUpdate.status).toBe(200);
  const realmUpdate = await as('iago').patch('/realm', {
    can_move_messages_between_topics_group: JSON.stringify({
      new: anonymous([users.hamlet.id], [groups['role:moderators']]),
    }),
  });
  expect(realmUpdate.status).toBe(200);
  // Each way Zulip announces a realm change: alone, alone as update_dict, two together, the login methods.
  const realmChanges = await as('desdemona').patch('/realm', {
    name: 'Upgraded Org',
    digest_weekday: '5',
    allow_message_editing: 'false',
    message_content_edit_limit_seconds: JSON.stringify('unlimited'),
    topics_policy: 'disable_empty_topic',
    authentication_methods: JSON.stringify({ Dev: false, Email: true }),
  });
  expect(realmChanges.status).toBe(200);
  const crew = await as('othello').post('/user_groups/create', {
    name: 'lane crew',
    description: '',
    members: JSON.stringify([users.othello.id]),
    can_mention_group: JSON.stringify(anonymous([users.othello.id], [groups['role:moderators']])),
  });
  expect(crew.status).toBe(200);
  const crewUpdate = await as('othello').patch(`/user_groups/${crew.body.group_id as number}`, {
    can_mention_group: JSON.stringify({ new: anonymous([users.hamlet.id]) }),
  });
  expect(crewUpdate.status).toBe(200);

  const before = await pendingEvents(as('othello'), queue);
  const json = JSON.stringify(before);
  // Each kind of event carries an anonymous group in Zulip's keys.
  for (const shape of [
    '"can_administer_channel_group":{"direct_members":[',
    '"type":"stream","value":{"direct_members":[',
    '"can_move_messages_between_topics_group":{"direct_members":[',
    '"can_mention_group":{"direct_members":[',
  ])
    expect(json).toContain(shape);
  expect(json).not.toContain('directMembers');
  const realmEvents = before.filter((e) => (e as { type: string }).type === 'realm');
  expect(
    realmEvents.map((e) => Object.keys((e as { data?: object }).data ?? {})[0] ?? (e as { property: string }).property),
  ).toEqual([
    'can_move_messages_between_topics_group',
    'message_content_edit_limit_seconds',
    'allow_message_editing',
    'digest_weekday',
    'name',
    'topics_policy',
    'authentication_methods',
  ]);
  await env.stop(first);

  const rewritten = await rewriteLoggedEvents(env.database, EVENT_TYPES, (event) =>
    wholePayload(event) ? eventJson(event) : zulipValues(event),
  );
  expect(rewritten).toBeGreaterThanOrEqual(6);

  const second = await env.start();
  const after = await pendingEvents(second.client(users.othello), queue);
  // The same payloads, keys in the same order.
  expect(JSON.stringify(after)).toBe(json);
});
