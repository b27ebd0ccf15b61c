import { expectMatchesOpenApi } from '../support/openapi.ts';
import { type DemoRealm } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

const w = useWorld({ queues: { heartbeatMs: () => 200 } });

type Body = Record<string, any>;
const as = (name: string) => w.ts.client(w.realm.users[name as keyof DemoRealm['users']]);
const id = (name: keyof DemoRealm['users']) => w.realm.users[name].id;

async function register(name: string, params: Record<string, unknown> = {}): Promise<Body> {
  const r = await as(name).post('/register', params as Record<string, string>);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('POST', '/register', 200, r.body)).toBe(true);
  return r.body as Body;
}
const send = (name: string, params: Record<string, string | number[]>) => w.send(name, params);
const names = (list: Body[]) => list.map((s) => s.name);

describe('subscription', () => {
  test('subscribed, unsubscribed and never-subscribed channels, each sorted by name', async () => {
    const before = await register('hamlet', { fetch_event_types: ['subscription'] });
    expect(names(before.subscriptions)).toEqual(['Denmark', 'Rome', 'Scotland', 'Verona']);
    expect(names(before.never_subscribed)).toEqual(['Venice']);
    expect(before.unsubscribed).toEqual([]);
    expect(before.subscriptions[0]).not.toHaveProperty('subscribers');

    expect((await as('hamlet').delete('/users/me/subscriptions', { subscriptions: ['Rome'] })).status).toBe(200);
    const after = await register('hamlet', { fetch_event_types: ['subscription'], include_subscribers: 'true' });
    expect(names(after.subscriptions)).toEqual(['Denmark', 'Scotland', 'Verona']);
    expect(names(after.unsubscribed)).toEqual(['Rome']);
    const denmark = after.subscriptions[0];
    expect(denmark.subscribers).toEqual(
      [id('desdemona'), id('iago'), id('hamlet'), id('cordelia'), id('othello')].sort((a, b) => a - b),
    );
    expect(after.never_subscribed[0].subscribers).toEqual(
      [id('iago'), id('cordelia'), id('othello'), id('prospero')].sort((a, b) => a - b),
    );
  });

  test('private channels: members see them, administrators see them as never-subscribed, others not at all', async () => {
    const admin = await register('iago', { fetch_event_types: ['subscription'] });
    expect(names(admin.subscriptions)).toContain('core team');
    const owner = await register('shiva', { fetch_event_types: ['subscription'] });
    expect(names(owner.subscriptions)).toEqual(['core team']);
    const member = await register('cordelia', { fetch_event_types: ['subscription'], include_subscribers: 'partial' });
    expect([...names(member.subscriptions), ...names(member.never_subscribed)]).not.toContain('core team');
    // Small channels get full subscriber lists even when only partial ones were asked for.
    expect(member.subscriptions[0]).toHaveProperty('subscribers');
  });

  test('a guest never sees public channels they are not subscribed to', async () => {
    const guest = await register('polonius', { fetch_event_types: ['subscription'], include_subscribers: 'true' });
    expect(names(guest.subscriptions)).toEqual(['Verona']);
    expect(guest.never_subscribed).toEqual([]);
  });

  test('null notification settings are filled in for clients without notification_settings_null', async () => {
    const legacy = await register('othello', { fetch_event_types: ['subscription'] });
    expect(legacy.subscriptions[0]).toMatchObject({
      desktop_notifications: false,
      audible_notifications: false,
      push_notifications: false,
      email_notifications: false,
      wildcard_mentions_notify: null,
    });
    const modern = await register('othello', {
      fetch_event_types: ['subscription'],
      client_capabilities: { notification_settings_null: true },
    });
    expect(modern.subscriptions[0]).toMatchObject({ desktop_notifications: null, push_notifications: null });
  });

  test('archived channels only for clients that support them', async () => {
    await w.prisma().stream.update({ where: { id: w.realm.channels.Scotland }, data: { isArchived: true } });
    try {
      expect(names((await register('prospero', { fetch_event_types: ['subscription'] })).subscriptions)).not.toContain(
        'Scotland',
      );
      const aware = await register('prospero', {
        fetch_event_types: ['subscription', 'stream'],
        client_capabilities: { notification_settings_null: true, archived_channels: true },
      });
      expect(aware.subscriptions.find((s: Body) => s.name === 'Scotland')).toMatchObject({ is_archived: true });
      expect(names(aware.streams)).toContain('Scotland');
    } finally {
      await w.prisma().stream.update({ where: { id: w.realm.channels.Scotland }, data: { isArchived: false } });
    }
  });
});

describe('unread_msgs', () => {
  const wanted = { fetch_event_types: ['message', 'update_message_flags'] };

  test('unread messages grouped by conversation, with counts and mentions', async () => {
    const s1 = await send('othello', {
      type: 'stream',
      to: 'Venice',
      topic: 'Gondolas',
      content: "one @**Cordelia, Lear's daughter**",
    });
    const s2 = await send('iago', { type: 'stream', to: 'Venice', topic: 'gondolas', content: 'two' });
    const s3 = await send('iago', { type: 'stream', to: 'Venice', topic: 'bridges', content: 'three' });
    const p1 = await send('prospero', { type: 'direct', to: [id('cordelia')], content: 'psst' });
    const h1 = await send('othello', { type: 'direct', to: [id('cordelia'), id('iago')], content: 'group' });
    const own = await send('cordelia', { type: 'stream', to: 'Venice', topic: 'mine', content: 'read by me' });
    const b = await register('cordelia', wanted);
    expect(b.max_message_id).toBe(own);
    expect(b.unread_msgs).toEqual({
      pms: [{ other_user_id: id('prospero'), sender_id: id('prospero'), unread_message_ids: [p1] }],
      streams: [
        { stream_id: w.realm.channels.Venice, topic: 'bridges', unread_message_ids: [s3] },
        // The first message's spelling names the case-insensitive topic.
        { stream_id: w.realm.channels.Venice, topic: 'Gondolas', unread_message_ids: [s1, s2] },
      ],
      huddles: [
        {
          user_ids_string: [id('iago'), id('cordelia'), id('othello')].sort((a, b) => a - b).join(','),
          unread_message_ids: [h1],
        },
      ],
      mentions: [s1],
      count: 5,
      old_unreads_missing: false,
    });
    // Reading removes messages.
    await as('cordelia').post('/messages/flags', { op: 'add', flag: 'read', messages: [s1, s2, s3, p1, h1] });
    expect((await register('cordelia', wanted)).unread_msgs).toMatchObject({
      pms: [],
      streams: [],
      huddles: [],
      mentions: [],
      count: 0,
    });
  });

  test('muted topics and channels are listed but not counted; their wildcard mentions do not count', async () => {
    const muted = await send('iago', {
      type: 'stream',
      to: 'Denmark',
      topic: 'quiet',
      content: '@**all** muted wildcard',
    });
    const loud = await send('iago', {
      type: 'stream',
      to: 'Denmark',
      topic: 'loud',
      content: '@**all** loud wildcard',
    });
    expect(
      (
        await as('othello').post('/user_topics', {
          stream_id: w.realm.channels.Denmark,
          topic: 'quiet',
          visibility_policy: 1,
        })
      ).status,
    ).toBe(200);
    const b = await register('othello', wanted);
    const denmark = b.unread_msgs.streams.filter((s: Body) => s.stream_id === w.realm.channels.Denmark);
    expect(denmark.map((s: Body) => s.topic)).toEqual(['loud', 'quiet']);
    expect(b.unread_msgs.mentions).toContain(loud);
    expect(b.unread_msgs.mentions).not.toContain(muted);
    const count = b.unread_msgs.count;

    // Muting the channel leaves only followed/unmuted topics counted.
    const recipient = (await w.prisma().stream.findUniqueOrThrow({ where: { id: w.realm.channels.Denmark } }))
      .recipientId;
    await w.prisma().subscription.updateMany({
      where: { userId: id('othello'), recipientId: recipient ?? -1 },
      data: { isMuted: true },
    });
    await as('othello').post('/user_topics', {
      stream_id: w.realm.channels.Denmark,
      topic: 'loud',
      visibility_policy: 3,
    });
    const after = await register('othello', wanted);
    expect(after.unread_msgs.count).toBe(count);
    await as('othello').post('/user_topics', {
      stream_id: w.realm.channels.Denmark,
      topic: 'loud',
      visibility_policy: 0,
    });
    expect((await register('othello', wanted)).unread_msgs.count).toBe(count - 1);
    await w.prisma().subscription.updateMany({
      where: { userId: id('othello'), recipientId: recipient ?? -1 },
      data: { isMuted: false },
    });
  });

  test('the empty topic is "general chat" unless the client handles empty topic names', async () => {
    const m = await send('iago', { type: 'stream', to: 'Verona', topic: '', content: 'no topic' });
    const legacy = await register('zoe', wanted);
    expect(legacy.unread_msgs.streams).toContainEqual({
      stream_id: w.realm.channels.Verona,
      topic: 'general chat',
      unread_message_ids: [m],
    });
    const modern = await register('zoe', {
      ...wanted,
      client_capabilities: { notification_settings_null: true, empty_topic_name: true },
    });
    expect(modern.unread_msgs.streams).toContainEqual({
      stream_id: w.realm.channels.Verona,
      topic: '',
      unread_message_ids: [m],
    });
  });

  test('messages in channels one left are not unread', async () => {
    await send('iago', { type: 'stream', to: 'Rome', topic: 'gone', content: 'after hamlet left' });
    const b = await register('desdemona', wanted);
    expect(b.unread_msgs.streams.some((s: Body) => s.stream_id === w.realm.channels.Rome)).toBe(true);
    await as('desdemona').delete('/users/me/subscriptions', { subscriptions: ['Rome'] });
    const after = await register('desdemona', wanted);
    expect(after.unread_msgs.streams.some((s: Body) => s.stream_id === w.realm.channels.Rome)).toBe(false);
  });
});

describe('topics, stars, conversations, groups, settings', () => {
  test('user_topics and the legacy muted_topics', async () => {
    await as('aaron').post('/user_topics', {
      stream_id: w.realm.channels.Verona,
      topic: 'muted one',
      visibility_policy: 1,
    });
    await as('aaron').post('/user_topics', { stream_id: w.realm.channels.Verona, topic: '', visibility_policy: 3 });
    const b = await register('aaron', { fetch_event_types: ['user_topic'] });
    expect(b.user_topics).toEqual([
      {
        stream_id: w.realm.channels.Verona,
        topic_name: 'muted one',
        last_updated: expect.any(Number),
        visibility_policy: 1,
      },
      {
        stream_id: w.realm.channels.Verona,
        topic_name: 'general chat',
        last_updated: expect.any(Number),
        visibility_policy: 3,
      },
    ]);
    const modern = await register('aaron', {
      fetch_event_types: ['user_topic'],
      client_capabilities: { notification_settings_null: true, empty_topic_name: true },
    });
    expect(modern.user_topics[1].topic_name).toBe('');
    const legacy = await register('aaron', { fetch_event_types: ['muted_topics'] });
    expect(legacy.muted_topics).toEqual([['Verona', 'muted one', expect.any(Number)]]);
  });

  test('starred_messages and recent_private_conversations', async () => {
    const a = await send('prospero', { type: 'direct', to: [id('aaron')], content: 'one' });
    const self = await send('aaron', { type: 'direct', to: [id('aaron')], content: 'note to self' });
    const group = await send('aaron', { type: 'direct', to: [id('zoe'), id('prospero')], content: 'group' });
    const reply = await send('aaron', { type: 'direct', to: [id('prospero')], content: 'reply' });
    await as('aaron').post('/messages/flags', { op: 'add', flag: 'starred', messages: [self, a] });
    const b = await register('aaron', { fetch_event_types: ['starred_messages', 'recent_private_conversations'] });
    expect(b.starred_messages).toEqual([a, self]);
    expect(b.recent_private_conversations).toEqual([
      { max_message_id: reply, user_ids: [id('prospero')] },
      { max_message_id: group, user_ids: [id('prospero'), id('zoe')].sort((x, y) => x - y) },
      { max_message_id: self, user_ids: [] },
    ]);
  });

  test('realm_user_groups: the system groups with members and subgroups', async () => {
    const b = await register('hamlet', { fetch_event_types: ['realm_user_groups'] });
    const groups = Object.fromEntries(b.realm_user_groups.map((g: Body) => [g.name, g]));
    expect(Object.keys(groups).sort()).toEqual([
      'role:administrators',
      'role:everyone',
      'role:fullmembers',
      'role:internet',
      'role:members',
      'role:moderators',
      'role:nobody',
      'role:owners',
    ]);
    expect(groups['role:owners']).toMatchObject({
      members: [id('desdemona')],
      direct_subgroup_ids: [],
      is_system_group: true,
      deactivated: false,
    });
    expect(groups['role:administrators'].direct_subgroup_ids).toEqual([groups['role:owners'].id]);
    expect(groups['role:everyone'].members).toEqual([id('polonius')]);
    expect(groups['role:members'].members).toContain(id('hamlet'));
    expect(groups['role:nobody'].can_mention_group).toBe(groups['role:nobody'].id);

    await w.prisma().userGroup.update({ where: { id: groups['role:internet'].id }, data: { deactivated: true } });
    try {
      const active = await register('hamlet', { fetch_event_types: ['realm_user_groups'] });
      expect(names(active.realm_user_groups)).not.toContain('role:internet');
      const all = await register('hamlet', {
        fetch_event_types: ['realm_user_groups'],
        client_capabilities: { notification_settings_null: true, include_deactivated_groups: true },
      });
      expect(all.realm_user_groups.find((g: Body) => g.name === 'role:internet')).toMatchObject({ deactivated: true });
    } finally {
      await w.prisma().userGroup.update({ where: { id: groups['role:internet'].id }, data: { deactivated: false } });
    }
  });

  test('user_settings and realm_user_settings_defaults follow the stored values', async () => {
    await w.sql(`UPDATE user_profile SET settings = settings || '{"enter_sends": true}'::jsonb WHERE id = $1`, [
      id('zoe'),
    ]);
    expect((await as('iago').patch('/realm/user_settings_defaults', { twenty_four_hour_time: true })).status).toBe(200);
    const b = await register('zoe', {
      fetch_event_types: ['user_settings', 'realm_user_settings_defaults'],
      client_capabilities: { notification_settings_null: true, user_settings_object: true },
    });
    expect(b.user_settings).toMatchObject({ enter_sends: true, twenty_four_hour_time: false });
    expect(b.realm_user_settings_defaults).toMatchObject({ enter_sends: false, twenty_four_hour_time: true });
    expect(b.realm_user_settings_defaults.available_notification_sounds).toContain('zulip');
  });

  test('stop_words are the words the search configuration ignores', async () => {
    const b = await register('hamlet', { fetch_event_types: ['stop_words'] });
    const rows = await w.sql<{ w: string; v: string }>(
      `SELECT w, to_tsvector('english', w)::text AS v FROM unnest($1::text[]) AS w`,
      [b.stop_words],
    );
    expect(rows.filter((r) => r.v !== '').map((r) => r.w)).toEqual([]);
    expect(b.stop_words).toContain('the');
  });
});
