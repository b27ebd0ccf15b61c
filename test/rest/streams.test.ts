import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

let systemGroups: Record<string, number>;

const names = (body: Record<string, unknown>): string[] => (body.streams as Array<{ name: string }>).map((s) => s.name);

const w = useWorld();

beforeAll(async () => {
  const groups = await w.prisma().userGroup.findMany({
    where: { realmId: w.realm.realmId, isSystemGroup: true },
  });
  systemGroups = Object.fromEntries(groups.map((g) => [g.name ?? '', g.id]));
  // A private channel hamlet created and is subscribed to; iago (admin) is not subscribed.
  const r = await w.as('hamlet').post('/users/me/subscriptions', {
    subscriptions: [{ name: 'hamlet private', description: 'secret' }],
    invite_only: true,
  });
  expect(r.status).toBe(200);
  w.ts.events.length = 0;
});

describe('GET /streams', () => {
  test('a member sees public channels and their subscriptions, sorted by name', async () => {
    const r = await w.as('hamlet').get('/streams');
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/streams', 200, r.body)).toBe(true);
    expect(names(r.body)).toEqual(['Denmark', 'Rome', 'Scotland', 'Venice', 'Verona', 'hamlet private']);
  });

  test('the channel dict has Zulip fields and values', async () => {
    const r = await w.as('cordelia').get('/streams');
    const verona = (r.body.streams as Array<Record<string, unknown>>).find((s) => s.name === 'Verona');
    expect(verona).toEqual({
      stream_id: w.realm.channels.Verona,
      name: 'Verona',
      is_archived: false,
      description: 'A city in Italy',
      rendered_description: '<p>A city in Italy</p>',
      date_created: Math.floor(new Date('2026-11-22T12:00:00Z').getTime() / 1000),
      creator_id: w.realm.users.desdemona.id,
      invite_only: false,
      is_web_public: false,
      stream_post_policy: 1,
      is_announcement_only: false,
      message_retention_days: null,
      history_public_to_subscribers: true,
      topics_policy: 'inherit',
      first_message_id: null,
      folder_id: null,
      is_recently_active: true,
      can_add_subscribers_group: systemGroups['role:nobody'],
      can_administer_channel_group: { direct_members: [w.realm.users.desdemona.id], direct_subgroups: [] },
      can_delete_any_message_group: systemGroups['role:nobody'],
      can_delete_own_message_group: systemGroups['role:nobody'],
      can_move_messages_out_of_channel_group: systemGroups['role:nobody'],
      can_move_messages_within_channel_group: systemGroups['role:nobody'],
      can_remove_subscribers_group: systemGroups['role:administrators'],
      can_resolve_topics_group: systemGroups['role:nobody'],
      can_send_message_group: systemGroups['role:everyone'],
      can_subscribe_group: systemGroups['role:nobody'],
      subscriber_count: 9,
      stream_weekly_traffic: null,
    });
  });

  test('private channels: only subscribers see them by default; include_all shows them to admins', async () => {
    expect(names((await w.as('cordelia').get('/streams')).body)).not.toContain('hamlet private');
    expect(names((await w.as('cordelia').get('/streams')).body)).not.toContain('core team');
    expect(names((await w.as('iago').get('/streams')).body)).not.toContain('hamlet private');
    const all = await w.as('iago').get('/streams', { include_all: true });
    expect(expectMatchesOpenApi('GET', '/streams', 200, all.body)).toBe(true);
    expect(names(all.body)).toEqual(['Denmark', 'Rome', 'Scotland', 'Venice', 'Verona', 'core team', 'hamlet private']);
    // include_all_active is the deprecated spelling.
    expect(names((await w.as('iago').get('/streams', { include_all_active: true })).body)).toContain('hamlet private');
    // A member's include_all is what they have metadata access to.
    expect(names((await w.as('cordelia').get('/streams', { include_all: true })).body)).toEqual([
      'Denmark',
      'Rome',
      'Scotland',
      'Venice',
      'Verona',
    ]);
  });

  test('include_public=false lists only subscribed channels', async () => {
    const r = await w.as('othello').get('/streams', { include_public: false });
    expect(names(r.body)).toEqual(['Denmark', 'Rome', 'Scotland', 'Venice', 'Verona']);
    const none = await w.as('zoe').get('/streams', { include_public: false, include_subscribed: false });
    expect(none.body.streams).toEqual([]);
  });

  test('guests see only what they are subscribed to, whatever they ask for', async () => {
    const r = await w.as('polonius').get('/streams', { include_public: true });
    expect(expectMatchesOpenApi('GET', '/streams', 200, r.body)).toBe(true);
    expect(names(r.body)).toEqual(['Verona']);
    expect(names((await w.as('polonius').get('/streams', { include_all: true })).body)).toEqual(['Verona']);
    expect(names((await w.as('polonius').get('/streams', { include_can_access_content: true })).body)).toEqual([
      'Verona',
    ]);
  });

  test('include_can_access_content and include_default', async () => {
    const r = await w.as('iago').get('/streams', { include_can_access_content: true, include_default: true });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/streams', 200, r.body)).toBe(true);
    // An admin has metadata access to every private channel but content access only where subscribed.
    expect(names(r.body)).toEqual(['Denmark', 'Rome', 'Scotland', 'Venice', 'Verona', 'core team']);
    for (const s of r.body.streams as Array<Record<string, unknown>>) expect(s.is_default).toBe(false);
  });

  test('exclude_archived=false includes archived channels', async () => {
    const prisma = w.prisma();
    await prisma.stream.update({ where: { id: w.realm.channels.Venice }, data: { isArchived: true } });
    try {
      expect(names((await w.as('hamlet').get('/streams')).body)).not.toContain('Venice');
      const r = await w.as('hamlet').get('/streams', { exclude_archived: false });
      expect(expectMatchesOpenApi('GET', '/streams', 200, r.body)).toBe(true);
      const venice = (r.body.streams as Array<Record<string, unknown>>).find((s) => s.name === 'Venice');
      expect(venice?.is_archived).toBe(true);
    } finally {
      await prisma.stream.update({ where: { id: w.realm.channels.Venice }, data: { isArchived: false } });
    }
  });

  test('unknown parameters are reported as ignored', async () => {
    const r = await w.as('hamlet').get('/streams', { include_bogus: true });
    expect(r.status).toBe(200);
    expect(r.body.ignored_parameters_unsupported).toEqual(['include_bogus']);
    expect(expectMatchesOpenApi('GET', '/streams', 200, r.body)).toBe(true);
  });

  test.each([
    [{ include_public: 'yes' }, 'include_public is not valid JSON'],
    [{ include_public: 1 }, 'include_public is not a boolean'],
    [{ include_subscribed: '"true"' }, 'include_subscribed is not a boolean'],
    [{ include_all: 0, include_public: 2 }, 'include_public is not a boolean'],
    [{ include_can_access_content: '[]' }, 'include_can_access_content is not a boolean'],
  ])('bad parameter %j → %s', async (params, msg) => {
    const r = await w.as('hamlet').get('/streams', params as Record<string, string | number>);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg, code: 'BAD_REQUEST' });
  });

  test('requires credentials', async () => {
    const r = await w.as().get('/streams');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('UNAUTHORIZED');
  });
});

describe('GET /streams/{stream_id}', () => {
  test('returns the channel for anyone with metadata access', async () => {
    const r = await w.as('hamlet').get(`/streams/${w.realm.channels.Denmark}`);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/streams/{stream_id}', 200, r.body)).toBe(true);
    expect(r.body.stream).toMatchObject({ stream_id: w.realm.channels.Denmark, name: 'Denmark', subscriber_count: 5 });
    // Administrators see private channels they are not subscribed to.
    const admin = await w.as('iago').get(`/streams/${w.realm.channels['core team']}`);
    expect(admin.status).toBe(200);
    expect(admin.body.stream).toMatchObject({
      name: 'core team',
      invite_only: true,
      history_public_to_subscribers: false,
    });
    expect(expectMatchesOpenApi('GET', '/streams/{stream_id}', 200, admin.body)).toBe(true);
  });

  test.each([
    ['hamlet', 'core team'],
    ['polonius', 'Denmark'],
  ])('%s cannot see %s', async (user, channel) => {
    const r = await w.as(user).get(`/streams/${w.realm.channels[channel]}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg: 'Invalid channel ID', code: 'BAD_REQUEST' });
  });

  test.each(['999999', '99999999999999999999'])('unknown id %s → Invalid channel ID', async (id) => {
    const r = await w.as('hamlet').get(`/streams/${id}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg: 'Invalid channel ID', code: 'BAD_REQUEST' });
  });

  test('archived channels are not found', async () => {
    const prisma = w.prisma();
    await prisma.stream.update({ where: { id: w.realm.channels.Rome }, data: { isArchived: true } });
    try {
      const r = await w.as('hamlet').get(`/streams/${w.realm.channels.Rome}`);
      expect(r.body.msg).toBe('Invalid channel ID');
    } finally {
      await prisma.stream.update({ where: { id: w.realm.channels.Rome }, data: { isArchived: false } });
    }
  });

  test('a non-numeric id is not a route', async () => {
    const r = await w.as('hamlet').get('/streams/abc');
    expect(r.status).toBe(404);
  });
});

describe('GET /get_stream_id', () => {
  test('finds a channel by name, case-insensitively', async () => {
    for (const name of ['Verona', 'verona', ' VERONA ']) {
      const r = await w.as('hamlet').get('/get_stream_id', { stream: name });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ result: 'success', msg: '', stream_id: w.realm.channels.Verona });
      expect(expectMatchesOpenApi('GET', '/get_stream_id', 200, r.body)).toBe(true);
    }
  });

  test.each([
    ['hamlet', 'nonexistent', "Invalid channel name 'nonexistent'"],
    ['hamlet', 'core team', "Invalid channel name 'core team'"],
    ['iago', 'hamlet private', "Invalid channel name 'hamlet private'"],
    ['polonius', 'Denmark', "Invalid channel name 'Denmark'"],
    // PostgreSQL text cannot hold NUL: no channel has such a name (and the database is not asked).
    ['hamlet', 'Den\0mark', "Invalid channel name 'Den\0mark'"],
  ])('%s asking for %j → %s', async (user, stream, msg) => {
    const r = await w.as(user).get('/get_stream_id', { stream });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg, code: 'BAD_REQUEST' });
  });

  test('subscribers of a private channel can look it up', async () => {
    const r = await w.as('shiva').get('/get_stream_id', { stream: 'core team' });
    expect(r.body.stream_id).toBe(w.realm.channels['core team']);
  });

  test('the name is required', async () => {
    const r = await w.as('hamlet').get('/get_stream_id');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      result: 'error',
      msg: "Missing 'stream' argument",
      code: 'REQUEST_VARIABLE_MISSING',
      var_name: 'stream',
    });
  });
});

describe('GET /streams/{stream_id}/members', () => {
  test('lists active subscribers in id order', async () => {
    const r = await w.as('hamlet').get(`/streams/${w.realm.channels.Scotland}/members`);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/streams/{stream_id}/members', 200, r.body)).toBe(true);
    const u = w.realm.users;
    expect(r.body.subscribers).toEqual([u.iago.id, u.hamlet.id, u.othello.id, u.prospero.id].sort((a, b) => a - b));
  });

  test('administrators see the subscribers of private channels; guests those of their channels', async () => {
    const admin = await w.as('iago').get(`/streams/${w.realm.channels['core team']}/members`);
    expect(admin.body.subscribers).toEqual(
      [w.realm.users.desdemona.id, w.realm.users.iago.id, w.realm.users.shiva.id].sort((a, b) => a - b),
    );
    const guest = await w.as('polonius').get(`/streams/${w.realm.channels.Verona}/members`);
    expect(guest.status).toBe(200);
    expect(guest.body.subscribers).toHaveLength(9);
  });

  test('deactivated users are not listed', async () => {
    const prisma = w.prisma();
    await prisma.user.update({ where: { id: w.realm.users.prospero.id }, data: { isActive: false } });
    try {
      const r = await w.as('hamlet').get(`/streams/${w.realm.channels.Scotland}/members`);
      expect(r.body.subscribers).not.toContain(w.realm.users.prospero.id);
      expect(r.body.subscribers).toHaveLength(3);
    } finally {
      await prisma.user.update({ where: { id: w.realm.users.prospero.id }, data: { isActive: true } });
    }
  });

  test.each([
    ['hamlet', 'core team'],
    ['polonius', 'Denmark'],
  ])('%s cannot list %s', async (user, channel) => {
    const r = await w.as(user).get(`/streams/${w.realm.channels[channel]}/members`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg: 'Invalid channel ID', code: 'BAD_REQUEST' });
  });
});
