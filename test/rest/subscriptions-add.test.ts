import type { AddressedEvent } from '../../src/domain/events/types.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** POST /users/me/subscriptions on existing channels: principals, authorization, errors, atomicity. */
let groups: Record<string, number>;

function expectValidEvents(events: AddressedEvent[]): void {
  const body = { result: 'success', msg: '', queue_id: 'q', events: events.map((e, i) => ({ id: i, ...e.event })) };
  expect(expectMatchesOpenApi('GET', '/events', 200, body)).toBe(true);
}
const ids = (...names: string[]) => names.map((n) => w.realm.users[n].id).sort((a, b) => a - b);
const post = (user: string, params: Record<string, unknown>) =>
  w.as(user).post('/users/me/subscriptions', params as Record<string, string>);

const w = useWorld();

beforeAll(async () => {
  const rows = await w.prisma().userGroup.findMany({ where: { realmId: w.realm.realmId, isSystemGroup: true } });
  groups = Object.fromEntries(rows.map((g) => [g.name ?? '', g.id]));
});
beforeEach(() => {
  w.ts.events.length = 0;
});

describe('subscribing to existing channels', () => {
  test('already subscribed channels are reported separately', async () => {
    const r = await post('zoe', { subscriptions: [{ name: 'Verona' }, { name: 'denmark' }] });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/users/me/subscriptions', 200, r.body)).toBe(true);
    const zoe = String(w.realm.users.zoe.id);
    expect(r.body).toMatchObject({ subscribed: { [zoe]: ['Denmark'] }, already_subscribed: { [zoe]: ['Verona'] } });
    expectValidEvents(w.ts.events);
    expect(w.ts.events.map((e) => `${e.event.type}/${e.event.op}`)).toEqual([
      'subscription/add',
      'subscription/peer_add',
    ]);
    expect(w.ts.events[1].event).toEqual({
      type: 'subscription',
      op: 'peer_add',
      stream_ids: [w.realm.channels.Denmark],
      user_ids: [w.realm.users.zoe.id],
    });
  });

  test('nothing new: no events', async () => {
    const r = await post('hamlet', { subscriptions: [{ name: 'Verona' }] });
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      subscribed: {},
      already_subscribed: { [String(w.realm.users.hamlet.id)]: ['Verona'] },
      new_subscription_messages_sent: true,
    });
    expect(w.ts.events).toEqual([]);
  });

  test('send_new_subscription_messages=false omits new_subscription_messages_sent', async () => {
    const r = await post('aaron', { subscriptions: [{ name: 'Rome' }], send_new_subscription_messages: false });
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      subscribed: { [String(w.realm.users.aaron.id)]: ['Rome'] },
      already_subscribed: {},
    });
  });

  test('principals by email and by id; others are subscribed to channels one can access', async () => {
    const byEmail = await post('hamlet', {
      subscriptions: [{ name: 'Scotland' }],
      principals: ['cordelia@zulip.com', 'ZOE@zulip.com'],
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.subscribed).toEqual({
      [String(w.realm.users.cordelia.id)]: ['Scotland'],
      [String(w.realm.users.zoe.id)]: ['Scotland'],
    });
    expectValidEvents(w.ts.events);
    w.ts.events.length = 0;
    const byId = await post('hamlet', {
      subscriptions: [{ name: 'Scotland' }],
      principals: [w.realm.users.cordelia.id],
    });
    expect(byId.body.already_subscribed).toEqual({ [String(w.realm.users.cordelia.id)]: ['Scotland'] });
    expect(w.ts.events).toEqual([]);
  });

  test('a resubscription is reactivated and keeps its color', async () => {
    const before = await w.as('othello').get('/users/me/subscriptions');
    const color = (before.body.subscriptions as Array<{ name: string; color: string }>).find(
      (s) => s.name === 'Rome',
    )?.color;
    await w.as('othello').delete('/users/me/subscriptions', { subscriptions: ['Rome'] });
    const r = await post('othello', { subscriptions: [{ name: 'Rome', color: '#000000' }] });
    expect(r.body.subscribed).toEqual({ [String(w.realm.users.othello.id)]: ['Rome'] });
    const after = await w.as('othello').get('/users/me/subscriptions');
    expect(
      (after.body.subscriptions as Array<{ name: string; color: string }>).find((s) => s.name === 'Rome')?.color,
    ).toBe(color);
  });

  test('subscribing a guest to a public channel first tells the guest it exists', async () => {
    // The active accounts (the Notification Bot too, when an earlier request made it post) before this one.
    const everyone = (
      await w.prisma().user.findMany({ where: { realmId: w.realm.realmId, isActive: true }, select: { id: true } })
    ).map((u) => u.id);
    const r = await post('iago', { subscriptions: [{ name: 'Denmark' }], principals: ['polonius@zulip.com'] });
    expect(r.status).toBe(200);
    expectValidEvents(w.ts.events);
    // Then the Notification Bot's direct message to the guest (its copies: the guest's and the bot's).
    expect(w.ts.events.map((e) => `${e.event.type}/${e.event.op}`)).toEqual([
      'stream/create',
      'subscription/add',
      'subscription/peer_add',
      'message/undefined',
      'message/undefined',
    ]);
    expect(w.ts.events[0].userIds).toEqual(ids('polonius'));
    // The channel now has a guest subscriber, so its peers are everyone but the guest, plus its subscribers.
    expect(w.ts.events[2].userIds).toEqual(
      everyone.filter((id) => id !== w.realm.users.polonius.id).sort((a, b) => a - b),
    );
    const guest = await w.as('polonius').get('/streams');
    expect((guest.body.streams as Array<{ name: string }>).map((s) => s.name)).toEqual(['Denmark', 'Verona']);
  });

  test('members cannot subscribe to private channels they cannot access', async () => {
    const fatal = await post('cordelia', { subscriptions: [{ name: 'core team' }] });
    expect(fatal.status).toBe(400);
    expect(fatal.body).toEqual({ result: 'error', msg: 'Unable to access channel (core team).', code: 'BAD_REQUEST' });
    const soft = await post('cordelia', {
      subscriptions: [{ name: 'core team' }, { name: 'Rome' }],
      authorization_errors_fatal: false,
    });
    expect(soft.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/users/me/subscriptions', 200, soft.body)).toBe(true);
    expect(soft.body).toMatchObject({
      subscribed: { [String(w.realm.users.cordelia.id)]: ['Rome'] },
      already_subscribed: {},
      unauthorized: ['core team'],
    });
  });

  test('subscribers of a private channel may add others; peers are its subscribers and admins', async () => {
    const r = await post('shiva', { subscriptions: [{ name: 'core team' }], principals: [w.realm.users.prospero.id] });
    expect(r.status).toBe(200);
    expectValidEvents(w.ts.events);
    const creates = w.ts.events.filter((e) => e.event.type === 'stream');
    expect(creates.map((e) => e.userIds)).toEqual([ids('prospero')]);
    const peers = w.ts.events.filter((e) => e.event.op === 'peer_add');
    expect(peers.map((e) => e.userIds)).toEqual([ids('desdemona', 'iago', 'shiva')]);
  });

  test("subscribing others needs the realm's can_add_subscribers_group", async () => {
    const prisma = w.prisma();
    const before = await prisma.realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
    await prisma.realm.update({
      where: { id: w.realm.realmId },
      data: { settings: { ...(before.settings as object), can_add_subscribers_group: groups['role:administrators'] } },
    });
    try {
      const r = await post('hamlet', { subscriptions: [{ name: 'Venice' }], principals: [w.realm.users.aaron.id] });
      expect(r.body).toEqual({ result: 'error', msg: 'Insufficient permission', code: 'BAD_REQUEST' });
      // Only a list of one's own id counts as subscribing oneself.
      const self = await post('hamlet', { subscriptions: [{ name: 'Venice' }], principals: [w.realm.users.hamlet.id] });
      expect(self.status).toBe(200);
      const admin = await post('iago', { subscriptions: [{ name: 'Venice' }], principals: [w.realm.users.aaron.id] });
      expect(admin.status).toBe(200);
    } finally {
      await prisma.realm.update({ where: { id: w.realm.realmId }, data: { settings: before.settings as object } });
    }
  });
});

test('concurrent requests creating the same channel make one channel', async () => {
  const results = await Promise.all(
    ['hamlet', 'cordelia', 'othello'].map((u) => post(u, { subscriptions: [{ name: 'race' }, { name: 'Verona' }] })),
  );
  for (const r of results) expect(r.status).toBe(200);
  expect(await w.prisma().stream.count({ where: { realmId: w.realm.realmId, name: 'race' } })).toBe(1);
  const members = await w
    .as('hamlet')
    .get(`/streams/${(await w.as('hamlet').get('/get_stream_id', { stream: 'race' })).body.stream_id}/members`);
  expect(members.body.subscribers).toEqual(ids('hamlet', 'cordelia', 'othello'));
  expect(w.ts.events.filter((e) => e.event.type === 'stream' && e.event.op === 'create')).toHaveLength(1);
});

/** `user`'s newest message, as sent (raw Markdown). */
/** The user's newest `count` messages, oldest first. */
async function newestMessages(user: string, count: number): Promise<Array<Record<string, unknown>>> {
  const r = await w
    .as(user)
    .get('/messages', { anchor: 'newest', num_before: count, num_after: 0, apply_markdown: false });
  return r.body.messages as Array<Record<string, unknown>>;
}

async function newestMessage(user: string): Promise<Record<string, unknown> | undefined> {
  return (await newestMessages(user, 1))[0];
}

describe('the Notification Bot tells those subscribed by someone else', () => {
  const fullName = async (name: string) =>
    (await w.prisma().user.findUniqueOrThrow({ where: { id: w.realm.users[name].id } })).fullName;

  test('each human gets one direct message naming the existing channels, sorted; not the actor, bots or new channels', async () => {
    const a = await w.createChannel('iago', 'notice b');
    await w.createChannel('iago', 'notice a');
    const bot = await w.createBot('iago', 'Notice Bot', 'notice');
    const before = await newestMessage('iago');
    const r = await post('iago', {
      subscriptions: [{ name: 'notice b' }, { name: 'notice a' }, { name: 'notice new' }],
      principals: [w.realm.users.iago.id, w.realm.users.cordelia.id, w.realm.users.othello.id, bot.id],
    });
    expect(expectMatchesOpenApi('POST', '/users/me/subscriptions', 200, r.body)).toBe(true);
    expect(r.body.new_subscription_messages_sent).toBe(true);
    expectValidEvents(w.ts.events);
    const iago = `@_**${await fullName('iago')}|${w.realm.users.iago.id}**`;
    const created = {
      sender_email: 'notification-bot@zulip.com',
      display_recipient: 'notice new',
      subject: 'channel events',
    };
    for (const user of ['cordelia', 'othello']) {
      // The direct message, then the new channel's first message, both unread.
      const [m, first] = await newestMessages(user, 2);
      expect(m).toMatchObject({
        sender_email: 'notification-bot@zulip.com',
        type: 'private',
        content: `${iago} subscribed you to the following channels:\n\n* #**notice a**\n* #**notice b**`,
      });
      expect(m?.flags).not.toContain('read');
      expect(first).toMatchObject(created);
      expect(first.flags).not.toContain('read');
    }
    // Nothing to the actor (subscribed too) nor to the bot: the actor's newest is the new channel's, read.
    const [actorsPrevious, actorsNewest] = await newestMessages('iago', 2);
    expect(actorsPrevious.id).toBe(before?.id);
    expect(actorsNewest).toMatchObject(created);
    expect(actorsNewest.flags).toContain('read');
    const dms = w.ts.events.filter(
      (e) => e.event.type === 'message' && (e.event.message as unknown as { type: string }).type === 'private',
    );
    expect(dms.flatMap((e) => e.userIds).filter((id) => id === bot.id)).toEqual([]);

    // One channel: its name in the sentence.
    await w.as('othello').delete('/users/me/subscriptions', { subscriptions: ['notice b'] });
    await post('cordelia', { subscriptions: [{ name: 'notice b' }], principals: [w.realm.users.othello.id] });
    const cordelia = `@_**${await fullName('cordelia')}|${w.realm.users.cordelia.id}**`;
    expect((await newestMessage('othello'))?.content).toBe(`${cordelia} subscribed you to #**notice b**.`);
    expect(a).toBeGreaterThan(0);
  });

  test('send_new_subscription_messages=false: no message, and the answer says so; GraphQL agrees', async () => {
    await w.createChannel('iago', 'quiet one');
    const before = await newestMessage('hamlet');
    const r = await post('iago', {
      subscriptions: [{ name: 'quiet one' }],
      principals: [w.realm.users.hamlet.id],
      send_new_subscription_messages: false,
    });
    expect(r.body).not.toHaveProperty('new_subscription_messages_sent');
    expect((await newestMessage('hamlet'))?.id).toBe(before?.id);

    const g = await w.as('iago').graphql(
      `mutation ($input: SubscribeInput!) { subscribe(input: $input) {
        __typename ... on SubscribePayload { newSubscriptionMessagesSent } } }`,
      { input: { channels: [{ name: 'quiet one' }], principalIds: [w.realm.users.zoe.id] } },
    );
    expect(g.data?.subscribe).toEqual({ __typename: 'SubscribePayload', newSubscriptionMessagesSent: true });
    expect((await newestMessage('zoe'))?.content).toMatch(/ subscribed you to #\*\*quiet one\*\*\.$/);
  });
});

describe('errors', () => {
  const tooLong = 'x'.repeat(61);
  test.each<[string, Record<string, unknown>, string, string?]>([
    ['hamlet', {}, "Missing 'subscriptions' argument", 'REQUEST_VARIABLE_MISSING'],
    ['hamlet', { subscriptions: 'Verona' }, 'subscriptions is not valid JSON'],
    ['hamlet', { subscriptions: '{"name": "x"}' }, 'subscriptions is not a list'],
    ['hamlet', { subscriptions: ['Verona'] }, 'subscriptions[0] is not a dict'],
    ['hamlet', { subscriptions: [{ nam: 'x' }] }, 'subscriptions[0]["name"] field is missing: Field required'],
    ['hamlet', { subscriptions: [{ name: 5 }] }, 'subscriptions[0]["name"] is not a string'],
    [
      'hamlet',
      { subscriptions: [{ name: 'a', description: 'LONG_DESCRIPTION' }] },
      'subscriptions[0]["description"] is too long (limit: 1024 characters)',
    ],
    [
      'hamlet',
      { subscriptions: [{ name: 'a' }, { name: 'b', color: 'red' }] },
      'Invalid subscriptions[1]: Value error, add.color is not a valid hex color code',
    ],
    [
      'hamlet',
      { subscriptions: [{ name: 'a', color: '#12' }, { name: 5 }] },
      'Invalid subscriptions[0]: Value error, add.color is not a valid hex color code',
    ],
    [
      'hamlet',
      { subscriptions: [{ name: 'a', color: 'x', description: 5 }] },
      'subscriptions[0]["description"] is not a string',
    ],
    // Wrong twice: an entry's checks come before the next parameters, its description's length before its color.
    [
      'hamlet',
      { subscriptions: [{ name: 'a', color: 'red' }], invite_only: 'yes' },
      'Invalid subscriptions[0]: Value error, add.color is not a valid hex color code',
    ],
    [
      'hamlet',
      { subscriptions: [{ name: 'a', color: 'red', description: 'LONG_DESCRIPTION' }] },
      'subscriptions[0]["description"] is too long (limit: 1024 characters)',
    ],
    [
      'hamlet',
      { subscriptions: [{ name: 'a', description: 'LONG_DESCRIPTION' }, { name: 5 }] },
      'subscriptions[0]["description"] is too long (limit: 1024 characters)',
    ],
    ['hamlet', { subscriptions: [{ name: 'a' }], invite_only: 'yes' }, 'invite_only is not valid JSON'],
    ['hamlet', { subscriptions: [{ name: 'a' }], invite_only: 1 }, 'invite_only is not a boolean'],
    [
      'hamlet',
      { subscriptions: [{ name: 'a' }], history_public_to_subscribers: '"x"' },
      'history_public_to_subscribers is not a boolean',
    ],
    ['hamlet', { subscriptions: [{ name: 'a' }], topics_policy: '"sometimes"' }, 'Invalid topics_policy'],
    [
      'hamlet',
      { subscriptions: [{ name: 'a' }], can_add_subscribers_group: '"x"' },
      'can_add_subscribers_group["int"] is not an integer',
    ],
    [
      'hamlet',
      { subscriptions: [{ name: 'a' }], principals: ['a@b.c', 1] },
      'principals["list[str]"][1] is not a string',
    ],
    ['hamlet', { subscriptions: [{ name: 'a' }], principals: 'x@y.z' }, 'principals is not valid JSON'],
    ['hamlet', { subscriptions: [{ name: 'a' }], principals: '"x@y.z"' }, 'principals["list[str]"] is not a list'],
    ['hamlet', { subscriptions: [{ name: 'a' }], folder_id: 1 }, 'Invalid channel folder ID'],
    ['hamlet', { subscriptions: [{ name: '' }] }, "Channel name can't be empty."],
    ['hamlet', { subscriptions: [{ name: '   ' }] }, "Channel name can't be empty."],
    ['hamlet', { subscriptions: [{ name: tooLong }] }, 'Channel name too long (limit: 60 characters).'],
    ['hamlet', { subscriptions: [{ name: 'ab\u0007c' }] }, 'Invalid character in channel name, at position 3.'],
    ['hamlet', { subscriptions: [{ name: 'a\ufdd0' }] }, 'Invalid character in channel name, at position 2.'],
    ['hamlet', { subscriptions: [{ name: 'a' }], principals: ['nobody@zulip.com'] }, 'No such user'],
    ['hamlet', { subscriptions: [{ name: 'Verona' }], principals: [999999] }, 'No such user'],
    ['hamlet', { subscriptions: [{ name: 'a' }], is_default_stream: true }, 'Insufficient permission'],
    [
      'iago',
      { subscriptions: [{ name: 'a' }], is_default_stream: true, invite_only: true },
      'A default channel cannot be private.',
    ],
    [
      'iago',
      { subscriptions: [{ name: 'a' }], message_retention_days: 10 },
      'Must be an organization owner',
      'UNAUTHORIZED_PRINCIPAL',
    ],
    [
      'desdemona',
      { subscriptions: [{ name: 'a' }], message_retention_days: 0 },
      "Bad value for 'message_retention_days': 0",
      'REQUEST_VARIABLE_INVALID',
    ],
    [
      'desdemona',
      { subscriptions: [{ name: 'a' }], message_retention_days: '"forever"' },
      "Bad value for 'message_retention_days': forever",
      'REQUEST_VARIABLE_INVALID',
    ],
    ['hamlet', { subscriptions: [{ name: 'a' }], can_add_subscribers_group: 999999 }, 'Invalid user group'],
    [
      'hamlet',
      { subscriptions: [{ name: 'a' }], can_subscribe_group: { direct_members: [999999], direct_subgroups: [] } },
      'Invalid user ID: 999999',
    ],
    [
      'hamlet',
      {
        subscriptions: [{ name: 'a' }],
        can_subscribe_group: { direct_members: [], direct_subgroups: [999998, 999999] },
      },
      'Invalid user group ID: 999998',
    ],
    ['hamlet', { subscriptions: [{ name: 'Verona' }, { name: 'core team' }] }, 'Unable to access channel (core team).'],
    // The can_delete_*_message_group settings need the realm's can_set_delete_message_policy_group (moderators).
    ['hamlet', { subscriptions: [{ name: 'a' }], can_delete_own_message_group: 'MEMBERS' }, 'Insufficient permission'],
  ])('%s %j → %s', async (user, params, msg, code = 'BAD_REQUEST') => {
    // Placeholders keep the table readable: group ids are only known at run time.
    const resolved = JSON.parse(
      JSON.stringify(params)
        .replace('"MEMBERS"', String(groups['role:members']))
        .replace('LONG_DESCRIPTION', 'd'.repeat(1025)),
    ) as Record<string, unknown>;
    const r = await post(user, resolved);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg, code });
    expect(w.ts.events).toEqual([]);
  });

  test.each([
    ['can_add_subscribers_group', 'role:everyone'],
    ['can_administer_channel_group', 'role:everyone'],
    ['can_subscribe_group', 'role:everyone'],
    ['can_send_message_group', 'role:internet'],
  ])('%s cannot be %s', async (setting, group) => {
    const r = await post('hamlet', { subscriptions: [{ name: 'a' }], [setting]: groups[group] });
    expect(r.body).toMatchObject({
      msg: `'${setting}' setting cannot be set to '${group}' group.`,
      code: 'BAD_REQUEST',
    });
  });

  test('moderators may set can_delete_own_message_group', async () => {
    const r = await post('shiva', {
      subscriptions: [{ name: 'shiva deletes' }],
      can_delete_own_message_group: groups['role:members'],
    });
    expect(r.status).toBe(200);
  });

  test('guests may not use the endpoint at all, whatever the parameters', async () => {
    for (const params of [{ subscriptions: [{ name: 'Verona' }] }, {}, { subscriptions: 'bad' }]) {
      const r = await post('polonius', params);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ result: 'error', msg: 'Not allowed for guest users', code: 'BAD_REQUEST' });
    }
  });

  test('a principal who is deactivated', async () => {
    const prisma = w.prisma();
    await prisma.user.update({ where: { id: w.realm.users.prospero.id }, data: { isActive: false } });
    try {
      const r = await post('hamlet', { subscriptions: [{ name: 'Verona' }], principals: ['prospero@zulip.com'] });
      expect(r.body).toEqual({ result: 'error', msg: 'User is deactivated', code: 'BAD_REQUEST' });
    } finally {
      await prisma.user.update({ where: { id: w.realm.users.prospero.id }, data: { isActive: true } });
    }
  });

  test('a failure after a channel was created rolls everything back', async () => {
    const r = await post('hamlet', {
      subscriptions: [{ name: 'rolled back' }],
      principals: [w.realm.users.hamlet.id, 999999],
    });
    expect(r.body.msg).toBe('No such user');
    expect(w.ts.events).toEqual([]);
    const lookup = await w.as('hamlet').get('/get_stream_id', { stream: 'rolled back' });
    expect(lookup.body.msg).toBe("Invalid channel name 'rolled back'");
    const groupsAfter = await w.prisma().userGroup.count({ where: { realmId: w.realm.realmId, name: null } });
    const again = await post('hamlet', { subscriptions: [{ name: 'rolled back' }], principals: [999999] });
    expect(again.status).toBe(400);
    expect(await w.prisma().userGroup.count({ where: { realmId: w.realm.realmId, name: null } })).toBe(groupsAfter);
  });

  test('bad input never gives a 500', async () => {
    const odd = [
      { subscriptions: '[null]' },
      { subscriptions: '[[]]' },
      { subscriptions: [{ name: null }] },
      { subscriptions: [{ name: 'a', color: 5 }] },
      { subscriptions: [{ name: 'a' }], message_retention_days: 'null' },
      { subscriptions: [{ name: 'a' }], message_retention_days: '1.5' },
      { subscriptions: [{ name: 'a' }], can_add_subscribers_group: '{"direct_members": "x"}' },
      { subscriptions: [{ name: 'a' }], principals: '[]', folder_id: 'null' },
      { subscriptions: [{ name: '\ud83d' }] },
    ];
    for (const params of odd) {
      const r = await post('hamlet', params);
      expect(r.status).toBeLessThan(500);
    }
  });
});

describe('POST /channels/create (and GraphQL createChannel)', () => {
  const create = (user: string, params: Record<string, unknown>) =>
    w.as(user).post('/channels/create', params as Record<string, string>);
  const gqlCreate = async (user: string, input: Record<string, unknown>) =>
    (
      await w.as(user).graphql(
        `mutation ($input: CreateChannelInput!) { createChannel(input: $input) {
          __typename ... on CreateChannelPayload { channelId channel { name inviteOnly } } ... on Error { code message } } }`,
        { input },
      )
    ).data?.createChannel as Record<string, unknown>;

  test('creates a private channel with its subscribers; Zulip’s answer and events', async () => {
    const r = await create('hamlet', {
      name: '  made here ',
      description: 'first\nline',
      subscribers: JSON.stringify(ids('hamlet', 'cordelia')),
      invite_only: true,
    });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/channels/create', 200, r.body)).toBe(true);
    expect(r.body).toEqual({ result: 'success', msg: '', id: expect.any(Number) });
    expectValidEvents(w.ts.events);
    // The new channel's first message reaches its subscribers as any message does.
    expect(new Set(w.ts.events.map((e) => `${e.event.type}/${'op' in e.event ? e.event.op : ''}`))).toEqual(
      new Set(['stream/create', 'subscription/add', 'subscription/peer_add', 'message/']),
    );
    const got = await w.as('hamlet').get(`/streams/${r.body.id}`);
    expect(got.body.stream).toMatchObject({ name: 'made here', description: 'first line', invite_only: true });
    const subs = await w.as('hamlet').get(`/streams/${r.body.id}/members`);
    expect((subs.body.subscribers as number[]).sort((a, b) => a - b)).toEqual(ids('hamlet', 'cordelia'));
  });

  test('GraphQL creates the same way; a taken name is the same 409 on both', async () => {
    const made = await gqlCreate('hamlet', { name: 'made by graphql', subscriberIds: ids('hamlet') });
    expect(made).toMatchObject({
      __typename: 'CreateChannelPayload',
      channelId: expect.any(Number),
      channel: { name: 'made by graphql', inviteOnly: false },
    });
    const rest = await create('othello', { name: 'MADE BY GRAPHQL', subscribers: '[]' });
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({
      result: 'error',
      msg: "Channel 'MADE BY GRAPHQL' already exists",
      code: 'CHANNEL_ALREADY_EXISTS',
      channel_name: 'MADE BY GRAPHQL',
    });
    const gql = await gqlCreate('othello', { name: 'MADE BY GRAPHQL', subscriberIds: [] });
    expect(gql).toMatchObject({ code: 'CHANNEL_ALREADY_EXISTS', message: rest.body.msg });
  });

  test.each([
    ['polonius', { name: 'x', subscribers: '[]' }, 'Not allowed for guest users'],
    ['hamlet', { subscribers: '[]' }, "Missing 'name' argument"],
    ['hamlet', { name: 'x' }, "Missing 'subscribers' argument"],
    ['hamlet', { name: '  ', subscribers: '[]' }, "Channel name can't be empty."],
    ['hamlet', { name: 'x', subscribers: '[]', message_retention_days: '5' }, 'Must be an organization owner'],
    ['hamlet', { name: 'x', subscribers: '[]', is_default_stream: 'true' }, 'Insufficient permission'],
    [
      'iago',
      { name: 'x', subscribers: '[]', is_default_stream: 'true', invite_only: 'true' },
      'A default channel cannot be private.',
    ],
  ])('%s %j: %s (nothing written)', async (user, params, msg) => {
    const r = await create(user, params);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(msg);
    expect(w.ts.events).toEqual([]);
  });

  test('announce: REST /channels/create, GraphQL createChannel and subscribe announce alike; subscribers of a new channel get no message', async () => {
    const verona = w.realm.channels.Verona;
    await w.as('iago').patch('/realm', { new_stream_announcements_stream_id: String(verona) });
    const hamlet = await w.prisma().user.findUniqueOrThrow({ where: { id: w.realm.users.hamlet.id } });
    const inVerona = async () =>
      (
        (
          await w.as('hamlet').get('/messages', {
            anchor: 'newest',
            num_before: 1,
            num_after: 0,
            narrow: [{ operator: 'channel', operand: verona }],
            apply_markdown: false,
          })
        ).body.messages as Array<{ content: string; subject: string }>
      )[0];
    const expected = (name: string) => `@_**${hamlet.fullName}|${hamlet.id}** created a new channel #**${name}**.`;

    const rest = await create('hamlet', {
      name: 'announced rest',
      subscribers: JSON.stringify([w.realm.users.hamlet.id, w.realm.users.othello.id]),
      announce: 'true',
    });
    expect(expectMatchesOpenApi('POST', '/channels/create', 200, rest.body)).toBe(true);
    const announcement = await inVerona();
    expect(announcement).toMatchObject({ subject: 'new channels', content: expected('announced rest') });
    // Othello joined a channel the request created: no direct message; the announcement, then the new channel's first.
    const [announced, first] = await newestMessages('othello', 2);
    expect(announced).toMatchObject({ type: 'stream', content: expected('announced rest') });
    expect(first).toMatchObject({ display_recipient: 'announced rest', subject: 'channel events' });

    await gqlCreate('hamlet', { name: 'announced gql', subscriberIds: [w.realm.users.hamlet.id], announce: true });
    expect((await inVerona()).content).toBe(expected('announced gql'));

    const sub = await w
      .as('hamlet')
      .graphql(`mutation ($input: SubscribeInput!) { subscribe(input: $input) { __typename } }`, {
        input: { channels: [{ name: 'announced sub' }], announce: true },
      });
    expect(sub.data?.subscribe).toEqual({ __typename: 'SubscribePayload' });
    expect((await inVerona()).content).toBe(expected('announced sub'));
    await w.as('iago').patch('/realm', { new_stream_announcements_stream_id: '-1' });
  });

  test('each new channel’s first message: Notification Bot says in "channel events" what kind it is, who made it and its description; read for its creator only', async () => {
    const mention = async (name: string) => {
      const u = await w.prisma().user.findUniqueOrThrow({ where: { id: w.realm.users[name].id } });
      return `@_**${u.fullName}|${u.id}**`;
    };
    const firstIn = async (user: string, name: string) => {
      const id = (await w.as(user).get('/get_stream_id', { stream: name })).body.stream_id as number;
      const r = await w.as(user).get('/messages', {
        anchor: 'oldest',
        num_before: 0,
        num_after: 5,
        narrow: [{ operator: 'channel', operand: id }],
        apply_markdown: false,
      });
      return r.body.messages as Array<Record<string, unknown>>;
    };
    const notice = (kind: string, by: string, description: string) =>
      `**${kind}** channel created by ${by}. **Description:**\n\`\`\`\` quote\n${description}\n\`\`\`\``;
    const hamlet = await mention('hamlet');

    // REST subscribe: two public channels at once, each gets its own; no description is said so.
    await post('hamlet', {
      subscriptions: [{ name: 'first public', description: 'Plans, *in* `markdown`' }, { name: 'first bare' }],
      principals: ids('hamlet', 'cordelia'),
    });
    const [pub] = await firstIn('cordelia', 'first public');
    expect(pub).toMatchObject({
      sender_email: 'notification-bot@zulip.com',
      subject: 'channel events',
      content: notice('Public', hamlet, 'Plans, *in* `markdown`'),
    });
    expect(pub.flags).not.toContain('read');
    const [bare] = await firstIn('hamlet', 'first bare');
    expect(bare.content).toBe(notice('Public', hamlet, '*No description.*'));
    expect(bare.flags).toContain('read');
    expect(bare.id as number).toBeGreaterThan(pub.id as number);

    // POST /channels/create and GraphQL: private channels, protected history by default.
    await create('hamlet', { name: 'first private', subscribers: JSON.stringify(ids('hamlet')), invite_only: true });
    expect((await firstIn('hamlet', 'first private'))[0].content).toBe(
      notice('Private, protected history', hamlet, '*No description.*'),
    );
    await gqlCreate('othello', {
      name: 'first shared',
      description: 'history for all',
      subscriberIds: ids('othello', 'hamlet'),
      inviteOnly: true,
      historyPublicToSubscribers: true,
    });
    const [shared] = await firstIn('hamlet', 'first shared');
    expect(shared.content).toBe(notice('Private, shared history', await mention('othello'), 'history for all'));
    expect(shared.flags).not.toContain('read');
    expect((await firstIn('othello', 'first shared'))[0].flags).toContain('read');

    // A web-public channel, made by the owner.
    await w.as('desdemona').patch('/realm', { enable_spectator_access: true });
    await post('desdemona', { subscriptions: [{ name: 'first web' }], is_web_public: true });
    expect((await firstIn('desdemona', 'first web'))[0].content).toBe(
      notice('Web-public', await mention('desdemona'), '*No description.*'),
    );
    await w.as('desdemona').patch('/realm', { enable_spectator_access: false });

    // A request that creates nothing posts nothing.
    w.ts.events.length = 0;
    await post('cordelia', { subscriptions: [{ name: 'first public' }] });
    expect(w.ts.events.filter((e) => e.event.type === 'message')).toEqual([]);
  });

  test('a bad subscriber refuses the whole request, on both APIs', async () => {
    const rest = await create('hamlet', {
      name: 'half made',
      subscribers: JSON.stringify([w.realm.users.hamlet.id, 999999]),
    });
    expect(rest.body).toMatchObject({ result: 'error', msg: 'No such user', code: 'BAD_REQUEST' });
    const gql = await gqlCreate('hamlet', { name: 'half made', subscriberIds: [999999] });
    expect(gql).toMatchObject({ message: 'No such user' });
    expect(w.ts.events).toEqual([]);
    const lookup = await w.as('hamlet').get('/get_stream_id', { stream: 'half made' });
    expect(lookup.body.msg).toBe("Invalid channel name 'half made'");
  });
});
