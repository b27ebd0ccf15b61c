import type { ApiClient, ApiResponse } from '../support/client.ts';
import { useWorld } from '../support/world.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';

/**
 * zulip-terminal's requests, byte for byte as it sends them through
 * python-zulip-api (recorded from a session against zircon; see README,
 * "Using it from a Zulip client"): values that are not strings are
 * json.dumps'd with Python's ", " / ": " separators, then form- or
 * query-encoded by requests (quote_plus). Each test is one of its screens.
 */
const w = useWorld();

const USER_AGENT = 'ZulipTerminal/0.7.0+git Linux-6.1-x86_64-with-glibc2.36 (Debian GNU/Linux; 12)';

/** json.dumps with its defaults: ", " and ": " separators, non-ASCII as \uXXXX. */
function pyJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(pyJson).join(', ')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.entries(v)
      .map(([k, x]) => `${pyJson(k)}: ${pyJson(x)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(v).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** urllib's quote_plus: only letters, digits and `_.-~` stay as they are. */
const quotePlus = (s: string): string =>
  encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

function pyForm(params: Record<string, unknown>): string {
  return Object.entries(params)
    .map(([k, v]) => `${quotePlus(k)}=${quotePlus(typeof v === 'string' ? v : pyJson(v))}`)
    .join('&');
}

/** One call as python-zulip-api makes it: GET/DELETE-less bodies in the query, the rest form-encoded. */
function zt(
  client: ApiClient,
  method: string,
  path: string,
  params: Record<string, unknown> = {},
): Promise<ApiResponse> {
  const form = pyForm(params);
  const headers = { 'user-agent': USER_AGENT };
  if (method === 'GET') return client.request('GET', form ? `${path}?${form}` : path, {}, { headers });
  return client.request(
    method,
    path,
    {},
    { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: form },
  );
}

// model.py: the queue's event types and the initial data it fetches.
const EVENT_TYPES = [
  'message',
  'update_message',
  'reaction',
  'submessage',
  'subscription',
  'typing',
  'update_message_flags',
  'user_settings',
  'realm_emoji',
  'realm_user',
];
const FETCH_TYPES = [
  'realm',
  'presence',
  'subscription',
  'message',
  'starred_messages',
  'update_message_flags',
  'muted_topics',
  'realm_user',
  'realm_user_groups',
  'user_settings',
  'realm_emoji',
  'custom_profile_fields',
  'zulip_version',
];

const register = (client: ApiClient) =>
  zt(client, 'POST', '/register', {
    event_types: EVENT_TYPES,
    narrow: [],
    fetch_event_types: FETCH_TYPES,
    client_gravatar: true,
    apply_markdown: true,
    include_subscribers: true,
  });

/** The poller's GET /events; the events are already queued, so it answers at once. */
async function eventsAfter(
  client: ApiClient,
  queueId: string,
  lastEventId: number,
): Promise<Array<Record<string, unknown>>> {
  const r = await zt(client, 'GET', '/events', { queue_id: queueId, last_event_id: lastEventId });
  expect(r.status).toBe(200);
  return (r.body.events as Array<Record<string, unknown>>).filter((e) => e.type !== 'heartbeat');
}

type Sub = Record<string, unknown> & { stream_id: number };
const subOf = (reg: ApiResponse, streamId: number): Sub | undefined =>
  (reg.body.subscriptions as Sub[]).find((s) => s.stream_id === streamId);

test('startup: server settings, the first page from the first unread message, and a register with every field the client reads', async () => {
  const iago = w.as('iago');
  await w.send('hamlet', { type: 'stream', to: 'Verona', topic: 'lunch', content: 'first' });

  const settings = await zt(iago, 'GET', '/server_settings');
  expect(settings.body).toMatchObject({ result: 'success', zulip_feature_level: 420 });

  const page = await zt(iago, 'GET', '/messages', {
    anchor: 0,
    num_before: 30,
    num_after: 10,
    apply_markdown: true,
    use_first_unread_anchor: true,
    client_gravatar: true,
    narrow: [],
  });
  expect(page.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/messages', 200, page.body)).toBe(true);
  expect((page.body.messages as unknown[]).length).toBeGreaterThan(0);

  const reg = await register(iago);
  expect(reg.status).toBe(200);
  // model.py and its views index these without a default: a missing one is a crash at start.
  for (const key of [
    'cross_realm_bots',
    'custom_profile_fields',
    'email',
    'full_name',
    'max_message_id',
    'muted_topics',
    'presences',
    'queue_id',
    'last_event_id',
    'realm_allow_edit_history',
    'realm_allow_message_editing',
    'realm_emoji',
    'realm_message_retention_days',
    'realm_name',
    'realm_user_groups',
    'realm_users',
    'starred_messages',
    'subscriptions',
    'unread_msgs',
    'user_id',
    'user_settings',
    'zulip_version',
    'zulip_feature_level',
    'server_presence_offline_threshold_seconds',
    'server_presence_ping_interval_seconds',
  ]) {
    expect([key, key in reg.body]).toEqual([key, true]);
  }
  expect(reg.body.user_settings).toMatchObject({
    send_private_typing_notifications: expect.any(Boolean),
    twenty_four_hour_time: expect.any(Boolean),
    pm_content_in_desktop_notifications: expect.any(Boolean),
  });
  // The channel list and the stream info popup.
  const denmark = subOf(reg, w.realm.channels.Denmark)!;
  expect(denmark).toMatchObject({
    name: 'Denmark',
    color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    is_muted: false,
    pin_to_top: false,
    // No notification_settings_null capability: the inherited user setting, not null.
    desktop_notifications: false,
    invite_only: false,
    history_public_to_subscribers: true,
    rendered_description: expect.any(String),
    description: expect.any(String),
    date_created: expect.any(Number),
  });
  expect(denmark.subscribers).toEqual(expect.arrayContaining([w.realm.users.iago.id]));
  expect('message_retention_days' in denmark && 'stream_weekly_traffic' in denmark).toBe(true);
  for (const u of reg.body.realm_users as Array<Record<string, unknown>>) {
    expect(u).toMatchObject({
      user_id: expect.any(Number),
      email: expect.any(String),
      full_name: expect.any(String),
      is_bot: expect.any(Boolean),
    });
  }
});

test('m on a channel mutes it: the legacy in_home_view event, then is_muted; m again unmutes', async () => {
  const hamlet = w.as('hamlet');
  const { Denmark } = w.realm.channels;
  const reg = await register(hamlet);
  const queueId = reg.body.queue_id as string;

  // The exact body of a mute, as recorded.
  const mute = await hamlet.request(
    'POST',
    '/users/me/subscriptions/properties',
    {},
    {
      headers: { 'user-agent': USER_AGENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: `subscription_data=%5B%7B%22stream_id%22%3A+${Denmark}%2C+%22property%22%3A+%22is_muted%22%2C+%22value%22%3A+true%7D%5D`,
    },
  );
  expect(mute.body).toEqual({ result: 'success', msg: '' });
  expect(expectMatchesOpenApi('POST', '/users/me/subscriptions/properties', 200, mute.body)).toBe(true);
  expect(await eventsAfter(hamlet, queueId, -1)).toEqual([
    { type: 'subscription', op: 'update', property: 'in_home_view', value: false, stream_id: Denmark, id: 0 },
    { type: 'subscription', op: 'update', property: 'is_muted', value: true, stream_id: Denmark, id: 1 },
  ]);
  expect(subOf(await register(hamlet), Denmark)).toMatchObject({ is_muted: true, in_home_view: false });

  const unmute = await zt(hamlet, 'POST', '/users/me/subscriptions/properties', {
    subscription_data: [{ stream_id: Denmark, property: 'is_muted', value: false }],
  });
  expect(unmute.body).toEqual({ result: 'success', msg: '' });
  expect(await eventsAfter(hamlet, queueId, 1)).toEqual([
    { type: 'subscription', op: 'update', property: 'in_home_view', value: true, stream_id: Denmark, id: 2 },
    { type: 'subscription', op: 'update', property: 'is_muted', value: false, stream_id: Denmark, id: 3 },
  ]);
  expect(subOf(await register(hamlet), Denmark)).toMatchObject({ is_muted: false, in_home_view: true });
});

test('the stream info popup: pin to top and visual notifications toggle one property each', async () => {
  const hamlet = w.as('hamlet');
  const { Scotland } = w.realm.channels;
  const reg = await register(hamlet);
  const queueId = reg.body.queue_id as string;

  for (const [property, value] of [
    ['pin_to_top', true],
    ['desktop_notifications', true],
    ['pin_to_top', false],
  ] as const) {
    const r = await zt(hamlet, 'POST', '/users/me/subscriptions/properties', {
      subscription_data: [{ stream_id: Scotland, property, value }],
    });
    expect(r.body).toEqual({ result: 'success', msg: '' });
  }
  expect(await eventsAfter(hamlet, queueId, -1)).toEqual([
    { type: 'subscription', op: 'update', property: 'pin_to_top', value: true, stream_id: Scotland, id: 0 },
    { type: 'subscription', op: 'update', property: 'desktop_notifications', value: true, stream_id: Scotland, id: 1 },
    { type: 'subscription', op: 'update', property: 'pin_to_top', value: false, stream_id: Scotland, id: 2 },
  ]);
  expect(subOf(await register(hamlet), Scotland)).toMatchObject({ pin_to_top: false, desktop_notifications: true });
});

test("the stream info popup's email: GET /streams/{id}/email_address, stable, named after the channel; a channel the user cannot see is invalid", async () => {
  const hamlet = w.as('hamlet');
  const iago = w.as('iago');
  const { Denmark } = w.realm.channels;
  const core = w.realm.channels['core team'];

  const first = await zt(hamlet, 'GET', `/streams/${Denmark}/email_address`);
  expect(first.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/streams/{stream_id}/email_address', 200, first.body)).toBe(true);
  expect(first.body.email).toMatch(/^denmark\.[0-9a-f]{32}\.show-sender@/);
  expect((await zt(hamlet, 'GET', `/streams/${Denmark}/email_address`)).body.email).toBe(first.body.email);
  // Zulip keeps one token per channel and creator: another user gets another address.
  expect((await zt(iago, 'GET', `/streams/${Denmark}/email_address`)).body.email).not.toBe(first.body.email);
  expect((await zt(iago, 'GET', `/streams/${core}/email_address`)).body.email).toMatch(
    /^core-team\.[0-9a-f]{32}\.show-sender@/,
  );

  for (const id of [core, 999_999]) {
    const r = await zt(hamlet, 'GET', `/streams/${id}/email_address`);
    expect({ status: r.status, body: r.body }).toEqual({
      status: 400,
      body: { result: 'error', msg: 'Invalid channel ID', code: 'BAD_REQUEST' },
    });
  }
});

test('compose, edit, react, star, search, history and raw message: the bodies as sent', async () => {
  const iago = w.as('iago');
  const { hamlet } = w.realm.users;

  const sent = await zt(iago, 'POST', '/messages', {
    type: 'stream',
    to: 'Venice',
    subject: 'gondolas',
    content: 'from **zulip-terminal**, café',
    read_by_sender: true,
  });
  expect(sent.status).toBe(200);
  const id = sent.body.id as number;
  const stored = await zt(iago, 'GET', `/messages/${id}`, { apply_markdown: true });
  expect(stored.body.message).toMatchObject({
    client: 'ZulipTerminal',
    subject: 'gondolas',
    content: '<p>from <strong>zulip-terminal</strong>, café</p>',
    flags: expect.arrayContaining(['read']),
  });

  // e: the edit box sends the message id again in the body (a path parameter for Zulip, so reported as ignored).
  const edit = await zt(iago, 'PATCH', `/messages/${id}`, {
    message_id: id,
    propagate_mode: 'change_one',
    topic: 'gondolas',
    content: 'from **zulip-terminal**, café (edited)',
    send_notification_to_old_thread: false,
    send_notification_to_new_thread: false,
  });
  expect(edit.body).toEqual({
    result: 'success',
    msg: '',
    detached_uploads: [],
    ignored_parameters_unsupported: ['message_id'],
  });
  const raw = await zt(iago, 'GET', `/messages/${id}`);
  expect(raw.body.raw_content).toBe('from **zulip-terminal**, café (edited)');
  const history = await zt(iago, 'GET', `/messages/${id}/history`);
  expect((history.body.message_history as Array<Record<string, unknown>>).map((h) => h.content)).toEqual([
    'from **zulip-terminal**, café',
    'from **zulip-terminal**, café (edited)',
  ]);

  // A topic edit for this and later messages (the propagation popup).
  const moved = await zt(iago, 'PATCH', `/messages/${id}`, {
    message_id: id,
    propagate_mode: 'change_later',
    topic: 'canals',
    send_notification_to_old_thread: false,
    send_notification_to_new_thread: false,
  });
  expect(moved.status).toBe(200);
  expect((await zt(iago, 'GET', `/messages/${id}`)).body.message).toMatchObject({ subject: 'canals' });

  // + toggles thumbs_up, and the emoji picker adds others on close.
  const reaction = { emoji_name: 'thumbs_up', emoji_code: '1f44d', reaction_type: 'unicode_emoji', message_id: id };
  const added = await zt(iago, 'POST', `/messages/${id}/reactions`, reaction);
  expect(added.body).toEqual({ result: 'success', msg: '', ignored_parameters_unsupported: ['message_id'] });
  expect((await zt(iago, 'DELETE', `/messages/${id}/reactions`, reaction)).status).toBe(200);

  const star = await zt(iago, 'POST', '/messages/flags', { messages: [id], flag: 'starred', op: 'add' });
  expect(star.body).toMatchObject({ result: 'success', messages: [id] });

  const found = await zt(iago, 'GET', '/messages', {
    anchor: 10000000000,
    num_before: 30,
    num_after: 0,
    apply_markdown: true,
    use_first_unread_anchor: false,
    client_gravatar: true,
    narrow: [['search', 'edited']],
  });
  expect((found.body.messages as Array<{ id: number }>).map((m) => m.id)).toContain(id);

  const topics = await zt(iago, 'GET', `/users/me/${w.realm.channels.Venice}/topics`);
  expect((topics.body.topics as Array<{ name: string }>).map((t) => t.name)).toContain('canals');

  // x: a direct message by user ids, with the typing notice before it.
  expect((await zt(iago, 'POST', '/typing', { to: [hamlet.id], op: 'start' })).body).toEqual({
    result: 'success',
    msg: '',
  });
  const dm = await zt(iago, 'POST', '/messages', {
    type: 'private',
    to: [hamlet.id],
    content: 'a DM from the terminal',
    read_by_sender: true,
  });
  expect(dm.status).toBe(200);
  expect((await zt(iago, 'POST', '/typing', { to: [hamlet.id], op: 'stop' })).status).toBe(200);
});

test('quit: the queue is deleted, and a poll on it is BAD_EVENT_QUEUE_ID (what makes the client register again)', async () => {
  const othello = w.as('othello');
  const reg = await register(othello);
  const queueId = reg.body.queue_id as string;
  expect(
    (await zt(othello, 'POST', '/users/me/presence', { status: 'active', new_user_input: true })).body,
  ).toMatchObject({
    result: 'success',
    presences: expect.objectContaining({
      [w.realm.users.othello.email]: expect.objectContaining({
        aggregated: expect.objectContaining({ status: 'active' }),
      }),
    }),
  });
  expect((await zt(othello, 'DELETE', '/events', { queue_id: queueId })).body).toEqual({ result: 'success', msg: '' });
  const gone = await zt(othello, 'GET', '/events', { queue_id: queueId, last_event_id: -1 });
  expect({ status: gone.status, code: gone.body.code }).toEqual({ status: 400, code: 'BAD_EVENT_QUEUE_ID' });
});
