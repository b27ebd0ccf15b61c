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
    const r = await post('iago', { subscriptions: [{ name: 'Denmark' }], principals: ['polonius@zulip.com'] });
    expect(r.status).toBe(200);
    expectValidEvents(w.ts.events);
    expect(w.ts.events.map((e) => `${e.event.type}/${e.event.op}`)).toEqual([
      'stream/create',
      'subscription/add',
      'subscription/peer_add',
    ]);
    expect(w.ts.events[0].userIds).toEqual(ids('polonius'));
    // The channel now has a guest subscriber, so its peers are everyone but the guest, plus its subscribers.
    const everyone = Object.values(w.realm.users).map((u) => u.id);
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
