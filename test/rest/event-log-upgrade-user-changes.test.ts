import { seedDemo } from '../../src/domain/onboarding/seed-demo.ts';
import type { ZulipEvent } from '../../src/domain/events/types.ts';
import { eventJson } from '../../src/rest-compat/presenters/events.ts';
import { startRestartable } from '../support/cluster.ts';
import { pendingEvents, rewriteLoggedEvents } from './event-log-upgrade.helpers.ts';

/**
 * The previous version logged `realm_user` and `realm_bot` updates typed but
 * with their changes by Zulip's names (a bot's services as Zulip's entries),
 * and `realm_user_settings_defaults` with Zulip's `property`. After an
 * upgrade, queues that resume from the log receive these events as before.
 */

let env: Awaited<ReturnType<typeof startRestartable>>;
afterEach(() => env.close());

const EVENT_TYPES = ['realm_user', 'realm_bot', 'realm_user_settings_defaults'];

/** The event as the previous version logged it: typed, its changes in Zulip's names. */
function previousShape(e: ZulipEvent): unknown {
  const json = eventJson(e) as Record<string, Record<string, unknown>>;
  if (e.type === 'realm_user_settings_defaults') return json;
  if (e.type === 'realm_user' && e.op === 'update') {
    const { user_id: _id, custom_profile_field: _field, ...changes } = json.person;
    return { ...e, changes };
  }
  if (e.type === 'realm_bot' && e.op === 'update') {
    const { user_id: _id, ...changes } = json.bot;
    return { ...e, changes };
  }
  return e;
}

test('user and bot changes and new users’ defaults logged in Zulip’s names reach resuming queues as before', async () => {
  env = await startRestartable();
  const first = await env.start();
  const seeded = await seedDemo(first.server.deps);
  const users = Object.fromEntries(
    seeded.users.map((u) => [u.email.split('@')[0].toLowerCase(), { email: u.email, apiKey: u.api_key, id: u.id }]),
  );
  const as = (name: string) => first.client(users[name]);
  const queue = (await as('iago').post('/register', { event_types: EVENT_TYPES })).body.queue_id as string;

  const ok = async (r: Promise<{ status: number; body: Record<string, unknown> }>) => {
    const res = await r;
    expect([res.body.result, res.body.msg]).toEqual(['success', '']);
    return res.body;
  };
  await ok(as('iago').patch(`/users/${users.hamlet.id}`, { full_name: 'Prince Hamlet', role: '300' }));
  await ok(as('hamlet').patch('/settings', { timezone: 'Europe/Copenhagen' }));
  const bot = (
    await ok(
      as('iago').post('/bots', {
        full_name: 'Hook Bot',
        short_name: 'hook',
        bot_type: '3',
        payload_url: JSON.stringify('https://hook.example.com/in'),
      }),
    )
  ).user_id as number;
  await ok(
    as('iago').patch(`/bots/${bot}`, {
      full_name: 'Hooked Bot',
      bot_owner_id: String(users.othello.id),
      default_sending_stream: 'Denmark',
      service_payload_url: JSON.stringify('https://hook.example.com/out'),
      service_interface: '2',
    }),
  );
  await ok(as('iago').patch(`/bots/${bot}`, { default_events_register_stream: 'Denmark' }));
  await ok(as('iago').post(`/bots/${bot}/api_key/regenerate`));
  await ok(as('iago').delete(`/bots/${bot}`));
  await ok(as('iago').post(`/users/${bot}/reactivate`));
  await ok(as('iago').patch('/realm/user_settings_defaults', { enter_sends: 'true', emojiset: 'text' }));

  const before = await pendingEvents(as('iago'), queue);
  const json = JSON.stringify(before);
  for (const shape of [
    '"full_name":"Prince Hamlet"',
    '"role":300',
    '"timezone":"Europe/Copenhagen"',
    '"bot_owner_id":',
    '"owner_id":',
    '"default_sending_stream":"Denmark"',
    '"default_events_register_stream":"Denmark"',
    '"base_url":"https://hook.example.com/out"',
    '"api_key":',
    '"is_active":false',
    '"value":true,"property":"enter_sends"',
    '"value":"text","property":"emojiset"',
  ])
    expect(json).toContain(shape);
  await env.stop(first);

  const rewritten = await rewriteLoggedEvents(env.database, EVENT_TYPES, previousShape);
  expect(rewritten).toBeGreaterThanOrEqual(10);

  const second = await env.start();
  const after = await pendingEvents(second.client(users.iago), queue);
  // The same payloads, keys in the same order.
  expect(JSON.stringify(after)).toBe(json);
});
