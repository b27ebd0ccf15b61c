import type { AddressedEvent } from '../../src/domain/events/types.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

let everyoneButGuest: number[];

/** Events are validated with the OpenAPI description of GET /events. */
function expectValidEvents(events: AddressedEvent[]): void {
  const body = { result: 'success', msg: '', queue_id: 'q', events: events.map((e, i) => ({ id: i, ...e.event })) };
  expect(expectMatchesOpenApi('GET', '/events', 200, body)).toBe(true);
}

const byType = (type: string, op: string) => w.ts.events.filter((e) => e.event.type === type && e.event.op === op);
const ids = (...names: string[]) => names.map((n) => w.realm.users[n].id).sort((a, b) => a - b);

const w = useWorld();

beforeAll(async () => {
  everyoneButGuest = Object.entries(w.realm.users)
    .filter(([n]) => n !== 'polonius')
    .map(([, u]) => u.id)
    .sort((a, b) => a - b);
});
beforeEach(() => {
  w.ts.events.length = 0;
});

describe('GET /users/me/subscriptions', () => {
  test("lists the user's subscriptions by name with Zulip's subscription dict", async () => {
    const r = await w.as('hamlet').get('/users/me/subscriptions');
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/users/me/subscriptions', 200, r.body)).toBe(true);
    const subs = r.body.subscriptions as Array<Record<string, unknown>>;
    expect(subs.map((s) => s.name)).toEqual(['Denmark', 'Rome', 'Scotland', 'Verona']);
    expect(subs.find((s) => s.name === 'Verona')).toMatchObject({
      stream_id: w.realm.channels.Verona,
      color: '#76ce90',
      is_muted: false,
      in_home_view: true,
      pin_to_top: false,
      desktop_notifications: null,
      audible_notifications: null,
      push_notifications: null,
      email_notifications: null,
      wildcard_mentions_notify: null,
      stream_weekly_traffic: null,
      subscriber_count: 9,
    });
    expect(subs[0]).not.toHaveProperty('subscribers');
    // Each new subscription took the next unused color.
    expect(subs.find((s) => s.name === 'Denmark')?.color).toBe('#fae589');
  });

  test('include_subscribers adds the subscriber lists', async () => {
    const r = await w.as('shiva').get('/users/me/subscriptions', { include_subscribers: true });
    expect(expectMatchesOpenApi('GET', '/users/me/subscriptions', 200, r.body)).toBe(true);
    const [core] = r.body.subscriptions as Array<Record<string, unknown>>;
    expect(core.name).toBe('core team');
    expect(core.subscribers).toEqual(ids('desdemona', 'iago', 'shiva'));
  });

  test.each([
    [{ include_subscribers: 'True' }, 'include_subscribers is not valid JSON'],
    [{ include_subscribers: '1' }, 'include_subscribers is not a boolean'],
  ])('%j → %s', async (params, msg) => {
    const r = await w.as('hamlet').get('/users/me/subscriptions', params);
    expect(r.body).toEqual({ result: 'error', msg, code: 'BAD_REQUEST' });
  });
});

describe('POST /users/me/subscriptions: creating channels', () => {
  test('a member creates a public channel and is subscribed to it', async () => {
    const hamlet = w.realm.users.hamlet;
    const r = await w.ts.client(hamlet).post('/users/me/subscriptions', {
      subscriptions: [{ name: '  new public  ', description: 'line one\nline two' }],
    });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/users/me/subscriptions', 200, r.body)).toBe(true);
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      subscribed: { [String(hamlet.id)]: ['new public'] },
      already_subscribed: {},
      new_subscription_messages_sent: true,
    });

    expectValidEvents(w.ts.events);
    // Then the new channel's first message, from the Notification Bot.
    expect(w.ts.events.map((e) => `${e.event.type}/${e.event.op}`)).toEqual([
      'stream/create',
      'subscription/add',
      'subscription/peer_add',
      'message/undefined',
    ]);
    const [create, add, peer] = w.ts.events;
    expect(create.userIds).toEqual(everyoneButGuest);
    const stream = (create.event.streams as Array<Record<string, unknown>>)[0];
    expect(stream).toMatchObject({
      name: 'new public',
      description: 'line one line two',
      invite_only: false,
      history_public_to_subscribers: true,
      creator_id: hamlet.id,
      subscriber_count: 0,
      can_administer_channel_group: { direct_members: [hamlet.id], direct_subgroups: [] },
    });
    expect(add.userIds).toEqual([hamlet.id]);
    const sub = (add.event.subscriptions as Array<Record<string, unknown>>)[0];
    expect(sub).toMatchObject({ name: 'new public', color: '#bfd56f', subscribers: [hamlet.id], subscriber_count: 1 });
    expect(peer.event).toEqual({
      type: 'subscription',
      op: 'peer_add',
      stream_ids: [stream.stream_id],
      user_ids: [hamlet.id],
    });
    expect(peer.userIds).toEqual(everyoneButGuest.filter((id) => id !== hamlet.id));

    const list = await w.ts.client(hamlet).get('/users/me/subscriptions');
    expect((list.body.subscriptions as Array<{ name: string }>).map((s) => s.name)).toContain('new public');
  });

  test('the description is Markdown, rendered as a message would be (mentions, channel links, emoji), in every view', async () => {
    const hamlet = w.realm.users.hamlet;
    const description = '**Plans** for #**Denmark**, ask @**Iago** :octopus: https://example.com';
    const r = await w.ts
      .client(hamlet)
      .post('/users/me/subscriptions', { subscriptions: [{ name: 'described', description }] });
    expect(r.status).toBe(200);
    const rendered = await w.ts.client(hamlet).post('/messages/render', { content: description });
    expect(rendered.body.rendered).toContain('<strong>Plans</strong>');
    expect(rendered.body.rendered).toContain('class="stream"');
    expect(rendered.body.rendered).toContain('class="user-mention"');
    const create = w.ts.events.find((e) => e.event.type === 'stream' && e.event.op === 'create')!;
    expect((create.event.streams as Array<Record<string, unknown>>)[0]).toMatchObject({
      description,
      rendered_description: rendered.body.rendered,
    });
    const listed = (await w.ts.client(hamlet).get('/streams')).body.streams as Array<Record<string, unknown>>;
    expect(listed.find((c) => c.name === 'described')).toMatchObject({ rendered_description: rendered.body.rendered });
  });

  test('private channels get protected history by default; shared history on request', async () => {
    const r = await w.as('cordelia').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'cordelia secret' }],
      invite_only: true,
    });
    expect(r.status).toBe(200);
    const create = byType('stream', 'create');
    expect(create).toHaveLength(1);
    // Only administrators and the channel's administrators (the creator) hear of a new private channel.
    expect(create[0].userIds).toEqual(ids('desdemona', 'iago', 'cordelia'));
    expect((create[0].event.streams as Array<Record<string, unknown>>)[0]).toMatchObject({
      invite_only: true,
      history_public_to_subscribers: false,
    });
    const peer = byType('subscription', 'peer_add');
    expect(peer.map((e) => e.userIds)).toEqual([ids('desdemona', 'iago')]);
    expectValidEvents(w.ts.events);

    await w.as('cordelia').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'cordelia shared' }],
      invite_only: true,
      history_public_to_subscribers: true,
    });
    const shared = await w.as('cordelia').get(`/streams/${await idOf('cordelia shared')}`);
    expect(shared.body.stream).toMatchObject({ invite_only: true, history_public_to_subscribers: true });

    // A public channel always has shared history.
    await w.as('cordelia').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'cordelia public' }],
      history_public_to_subscribers: false,
    });
    const pub = await w.as('cordelia').get(`/streams/${await idOf('cordelia public')}`);
    expect(pub.body.stream).toMatchObject({ invite_only: false, history_public_to_subscribers: true });
  });

  test('creating a channel with other principals tells each new subscriber', async () => {
    const r = await w.as('othello').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'othello private' }],
      invite_only: true,
      principals: [w.realm.users.othello.id, w.realm.users.aaron.id],
    });
    expect(r.status).toBe(200);
    expect(r.body.subscribed).toEqual({
      [String(w.realm.users.othello.id)]: ['othello private'],
      [String(w.realm.users.aaron.id)]: ['othello private'],
    });
    expectValidEvents(w.ts.events);
    const creates = byType('stream', 'create');
    // First the creation (admins and creator), then aaron, who could not see it before.
    expect(creates.map((e) => e.userIds)).toEqual([ids('desdemona', 'iago', 'othello'), ids('aaron')]);
    const adds = byType('subscription', 'add');
    expect(adds.map((e) => e.userIds[0]).sort()).toEqual(ids('othello', 'aaron'));
    for (const add of adds) {
      expect((add.event.subscriptions as Array<Record<string, unknown>>)[0].subscribers).toEqual(
        ids('othello', 'aaron'),
      );
    }
    const peers = byType('subscription', 'peer_add');
    expect(peers).toHaveLength(1);
    expect(peers[0].event.user_ids).toEqual(ids('othello', 'aaron'));
    expect(peers[0].userIds).toEqual(ids('desdemona', 'iago'));
  });

  test('announce: the Notification Bot announces new channels in the new channel announcements channel, if set', async () => {
    // Without the setting, only the new channel's own first message is sent.
    const announcements = () =>
      w.ts.events.filter(
        (e) =>
          e.event.type === 'message' &&
          (e.event.message as unknown as { display_recipient: unknown }).display_recipient !== 'unannounced',
      );
    await w.as('hamlet').post('/users/me/subscriptions', { subscriptions: [{ name: 'unannounced' }], announce: true });
    expect(announcements()).toEqual([]);

    const verona = w.realm.channels.Verona;
    const set = await w.as('iago').patch('/realm', { new_stream_announcements_stream_id: String(verona) });
    expect(set.body).toEqual({ result: 'success', msg: '', new_stream_announcements_stream_id: verona });
    expect(byType('realm', 'update').map((e) => e.event)).toEqual([
      { type: 'realm', op: 'update', property: 'new_stream_announcements_stream_id', value: verona },
    ]);
    expect((await w.as('hamlet').post('/register', {})).body.realm_new_stream_announcements_stream_id).toBe(verona);

    w.ts.events.length = 0;
    const r = await w.as('hamlet').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'announced' }, { name: 'Verona' }],
      announce: true,
    });
    expect(expectMatchesOpenApi('POST', '/users/me/subscriptions', 200, r.body)).toBe(true);
    expectValidEvents(w.ts.events);
    const hamlet = await w.prisma().user.findUniqueOrThrow({ where: { id: w.realm.users.hamlet.id } });
    const newest = async (user: string) =>
      (
        (
          await w.as(user).get('/messages', {
            anchor: 'newest',
            num_before: 1,
            num_after: 0,
            narrow: [{ operator: 'channel', operand: verona }],
            apply_markdown: false,
          })
        ).body.messages as Array<Record<string, unknown>>
      )[0];
    const m = await newest('hamlet');
    expect(m).toMatchObject({
      sender_email: 'notification-bot@zulip.com',
      subject: 'new channels',
      content: `@_**${hamlet.fullName}|${hamlet.id}** created a new channel #**announced**.`,
    });
    // Read for the one who created the channels, unread for the others.
    expect(m.flags).toContain('read');
    expect((await newest('othello')).flags).not.toContain('read');

    // Several channels, in the order created; a name that would break `#**…**` is a plain link.
    await w.as('hamlet').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'first new' }, { name: 'odd*name' }],
      announce: true,
    });
    const odd = (await w.as('hamlet').get('/get_stream_id', { stream: 'odd*name' })).body.stream_id as number;
    expect((await newest('hamlet')).content).toBe(
      `@_**${hamlet.fullName}|${hamlet.id}** created the following channels: #**first new**, [#odd&#42;name](#narrow/channel/${odd}-odd*name).`,
    );
    await w.as('iago').patch('/realm', { new_stream_announcements_stream_id: '-1' });
  });

  test('requested group settings, message retention and topics policy are stored', async () => {
    const prisma = w.prisma();
    const moderators = await prisma.userGroup.findFirstOrThrow({
      where: { realmId: w.realm.realmId, name: 'role:moderators' },
    });
    const r = await w.as('desdemona').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'configured', color: '#123456' }],
      message_retention_days: 30,
      topics_policy: '"disable_empty_topic"',
      can_remove_subscribers_group: moderators.id,
      can_send_message_group: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [moderators.id] },
      can_subscribe_group: { direct_members: [], direct_subgroups: [moderators.id] },
    });
    expect(r.status).toBe(200);
    const add = byType('subscription', 'add')[0];
    expect((add.event.subscriptions as Array<Record<string, unknown>>)[0]).toMatchObject({
      color: '#123456',
      message_retention_days: 30,
      topics_policy: 'disable_empty_topic',
      can_remove_subscribers_group: moderators.id,
      can_send_message_group: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [moderators.id] },
      can_subscribe_group: moderators.id,
      // A can_send_message_group that is not a system group has the legacy "everyone" post policy.
      stream_post_policy: 1,
    });
    expectValidEvents(w.ts.events);

    const unlimited = await w.as('desdemona').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'kept forever' }],
      message_retention_days: '"unlimited"',
    });
    expect(unlimited.status).toBe(200);
    const s = await w.as('desdemona').get(`/streams/${await idOf('kept forever')}`);
    expect(s.body.stream).toMatchObject({ message_retention_days: -1 });
  });

  test('web-public channels need spectator access and the owner-only permission', async () => {
    const prisma = w.prisma();
    const sub = { subscriptions: [{ name: 'on the web' }], is_web_public: true };
    const off = await w.as('desdemona').post('/users/me/subscriptions', sub);
    expect(off.body).toEqual({ result: 'error', msg: 'Web-public channels are not enabled.', code: 'BAD_REQUEST' });
    const before = await prisma.realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
    await prisma.realm.update({
      where: { id: w.realm.realmId },
      data: { settings: { ...(before.settings as object), enable_spectator_access: true } },
    });
    try {
      const member = await w.as('hamlet').post('/users/me/subscriptions', sub);
      expect(member.body.msg).toBe('Insufficient permission');
      w.ts.events.length = 0;
      const owner = await w.as('desdemona').post('/users/me/subscriptions', sub);
      expect(owner.status).toBe(200);
      const create = byType('stream', 'create')[0];
      // Every active account (the Notification Bot's too, once it has posted), guests included, hears of a web-public channel.
      const active = await prisma.user.count({ where: { realmId: w.realm.realmId, isActive: true } });
      expect(create.userIds).toHaveLength(active);
      expect((create.event.streams as Array<Record<string, unknown>>)[0].is_web_public).toBe(true);
      const peers = byType('subscription', 'peer_add');
      expect(peers[0].userIds).toHaveLength(active - 1);
      expectValidEvents(w.ts.events);
      const guest = await w.as('polonius').get('/streams', { include_web_public: true });
      expect((guest.body.streams as Array<{ name: string }>).map((s) => s.name)).toEqual(['Verona', 'on the web']);
    } finally {
      await prisma.realm.update({ where: { id: w.realm.realmId }, data: { settings: before.settings as object } });
    }
  });

  test('creation follows the realm permissions', async () => {
    const prisma = w.prisma();
    const admins = await prisma.userGroup.findFirstOrThrow({
      where: { realmId: w.realm.realmId, name: 'role:administrators' },
    });
    const before = await prisma.realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
    await prisma.realm.update({
      where: { id: w.realm.realmId },
      data: {
        settings: {
          ...(before.settings as object),
          can_create_public_channel_group: admins.id,
          can_create_private_channel_group: admins.id,
        },
      },
    });
    try {
      for (const invite_only of [false, true]) {
        const r = await w.as('hamlet').post('/users/me/subscriptions', {
          subscriptions: [{ name: 'not allowed' }],
          invite_only,
        });
        expect(r.body).toEqual({ result: 'error', msg: 'Insufficient permission', code: 'BAD_REQUEST' });
      }
      // Subscribing to existing channels needs no creation permission.
      const existing = await w.as('hamlet').post('/users/me/subscriptions', { subscriptions: [{ name: 'Venice' }] });
      expect(existing.status).toBe(200);
      const admin = await w.as('iago').post('/users/me/subscriptions', { subscriptions: [{ name: 'allowed' }] });
      expect(admin.status).toBe(200);
    } finally {
      await prisma.realm.update({ where: { id: w.realm.realmId }, data: { settings: before.settings as object } });
    }
    expect((await w.as('hamlet').get('/get_stream_id', { stream: 'not allowed' })).status).toBe(400);
  });
});

async function idOf(name: string): Promise<number> {
  const s = await w.prisma().stream.findFirstOrThrow({ where: { realmId: w.realm.realmId, name } });
  return s.id;
}
