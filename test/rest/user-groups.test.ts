import { inTransaction } from '../../src/domain/context.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import type { ParamValue } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { watchState } from '../support/event-state.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** The user-group API (semantics-realm.md §1): reads, writes, permissions, events. */
const w = useWorld();

const as = (user: string) => w.as(user);
const id = (user: string) => w.realm.users[user].id;
const missing = (name: string) => ({
  status: 400,
  msg: `Missing '${name}' argument`,
  code: 'REQUEST_VARIABLE_MISSING',
  var_name: name,
});
let counter = 0;
const fresh = (prefix = 'group') => `${prefix} ${++counter}`;

async function create(user: string, params: Record<string, ParamValue>): Promise<number> {
  const r = await as(user).post('/user_groups/create', { description: '', members: [], ...params } as Record<
    string,
    ParamValue
  >);
  if (r.status !== 200) throw new Error(`create failed: ${r.text}`);
  expect(expectMatchesOpenApi('POST', '/user_groups/create', 200, r.body)).toBe(true);
  return r.body.group_id as number;
}

async function groupsOf(user = 'hamlet', params: Record<string, ParamValue> = {}): Promise<Array<Record<string, any>>> {
  const r = await as(user).get('/user_groups', params as Record<string, ParamValue>);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/user_groups', 200, r.body)).toBe(true);
  return r.body.user_groups as Array<Record<string, any>>;
}

const groupOf = async (groupId: number, params: Record<string, ParamValue> = { include_deactivated_groups: true }) =>
  (await groupsOf('hamlet', params)).find((g) => g.id === groupId);

describe('GET /user_groups', () => {
  test('the system groups in Zulip order, with their descriptions, members and subgroups', async () => {
    const groups = await groupsOf();
    const system = groups.filter((g) => g.is_system_group);
    expect(system.map((g) => [g.name, g.description])).toEqual([
      ['role:nobody', 'Nobody'],
      ['role:owners', 'Owners of this organization'],
      ['role:administrators', 'Administrators of this organization, including owners'],
      ['role:moderators', 'Moderators of this organization, including administrators'],
      ['role:fullmembers', 'Members of this organization, not including new accounts and guests'],
      ['role:members', 'Members of this organization, not including guests'],
      ['role:everyone', 'Everyone in this organization, including guests'],
      ['role:internet', 'Everyone on the Internet'],
    ]);
    const byName = Object.fromEntries(system.map((g) => [g.name, g]));
    expect(byName['role:owners'].members).toEqual([id('desdemona')]);
    expect(byName['role:everyone'].members).toEqual([id('polonius')]);
    expect(byName['role:administrators'].direct_subgroup_ids).toEqual([byName['role:owners'].id]);
    expect(byName['role:owners']).toMatchObject({
      creator_id: null,
      date_created: null,
      deactivated: false,
      can_manage_group: byName['role:nobody'].id,
    });
  });

  test('guests and bots are refused', async () => {
    expect(errorOf(await as('polonius').get('/user_groups'))).toEqual(bad('Not allowed for guest users'));
    const deps = w.ts.server.deps;
    const bot = await inTransaction(deps, (tx) =>
      insertUser(deps, tx, {
        realmId: w.realm.realmId,
        email: 'groups-bot@zulip.com',
        fullName: 'Groups Bot',
        isBot: true,
        botOwnerId: id('hamlet'),
      }),
    );
    const botClient = w.ts.client({ email: bot.deliveryEmail, apiKey: bot.apiKey });
    const refused = bad('This endpoint does not accept bot requests.');
    expect(errorOf(await botClient.get('/user_groups'))).toEqual(refused);
    expect(errorOf(await botClient.post('/user_groups/create', { name: 'x', description: '', members: [] }))).toEqual(
      refused,
    );
    expect(errorOf(await botClient.get(`/user_groups/${w.groups['role:members']}/members`))).toEqual(refused);
    // A bot may still be a member, added by a person.
    const g = await create('hamlet', { name: fresh('with a bot'), members: [bot.id] });
    expect((await groupOf(g))?.members).toEqual([bot.id]);
  });

  test('include_deactivated_groups and its old name allow_deactivated; both at once is confusing', async () => {
    const g = await create('hamlet', { name: fresh('old') });
    expect((await as('hamlet').post(`/user_groups/${g}/deactivate`)).status).toBe(200);
    expect((await groupsOf()).some((x) => x.id === g)).toBe(false);
    expect((await groupsOf('hamlet', { include_deactivated_groups: true })).find((x) => x.id === g)?.deactivated).toBe(
      true,
    );
    expect((await groupsOf('hamlet', { allow_deactivated: true })).some((x) => x.id === g)).toBe(true);
    expect(
      errorOf(await as('hamlet').get('/user_groups', { include_deactivated_groups: true, allow_deactivated: true })),
    ).toMatchObject({
      code: 'REQUEST_CONFUSING_VAR',
    });
  });
});

describe('POST /user_groups/create', () => {
  test("a group with Zulip's defaults, its add event, and what GET shows", async () => {
    const name = fresh('Shakespeare fans');
    const g = await create('hamlet', { name, description: 'Words', members: [id('hamlet'), id('othello')] });
    const group = await groupOf(g);
    const now = Math.floor(w.ts.clock.now().getTime() / 1000);
    expect(group).toEqual({
      id: g,
      name,
      creator_id: id('hamlet'),
      date_created: now,
      description: 'Words',
      members: [id('hamlet'), id('othello')],
      direct_subgroup_ids: [],
      is_system_group: false,
      can_add_members_group: { direct_members: [id('hamlet')], direct_subgroups: [] },
      can_join_group: w.groups['role:nobody'],
      can_leave_group: w.groups['role:everyone'],
      can_manage_group: { direct_members: [id('hamlet')], direct_subgroups: [] },
      can_mention_group: w.groups['role:everyone'],
      can_remove_members_group: w.groups['role:nobody'],
      deactivated: false,
    });
    const events = w.ts.events.filter((e) => e.event.type === 'user_group');
    expect(events.map((e) => e.event)).toEqual([{ type: 'user_group', op: 'add', group }]);
    // Everyone active in the realm hears of it.
    expect(events[0].userIds).toEqual(expect.arrayContaining([id('polonius'), id('iago'), id('hamlet')]));
  });

  test('subgroups and settings given; {[], [X]} is stored as X', async () => {
    const sub = await create('hamlet', { name: fresh() });
    w.ts.events.length = 0;
    const g = await create('hamlet', {
      name: fresh(),
      subgroups: [sub],
      can_mention_group: { direct_members: [], direct_subgroups: [w.groups['role:moderators']] },
      can_join_group: { direct_members: [id('cordelia')], direct_subgroups: [sub] },
    });
    expect(await groupOf(g)).toMatchObject({
      direct_subgroup_ids: [sub],
      can_mention_group: w.groups['role:moderators'],
      can_join_group: { direct_members: [id('cordelia')], direct_subgroups: [sub] },
    });
    expect(w.ts.events.map((e) => [e.event.op, e.event.direct_subgroup_ids])).toEqual([
      ['add', undefined],
      ['add_subgroups', [sub]],
    ]);
  });

  test("bad input gets Zulip's answer, in Zulip's order, and writes nothing", async () => {
    const taken = fresh('taken');
    await create('hamlet', { name: taken });
    const gone = await create('hamlet', { name: fresh('gone') });
    await as('hamlet').post(`/user_groups/${gone}/deactivate`);
    const before = await w.sql('SELECT count(*)::int AS n FROM user_group');
    const cases: Array<[string, Record<string, ParamValue>, Record<string, ParamValue>]> = [
      ['only a name', { name: 'x' }, missing('description')],
      ['no members', { name: 'x', description: '' }, missing('members')],
      ['no name', { description: '', members: [] }, missing('name')],
      ['members not JSON', { name: 'x', description: '', members: 'nope' }, bad('members is not valid JSON')],
      [
        'a member id that is no user',
        { name: 'x', description: '', members: [id('hamlet'), 99_999] },
        bad('Invalid user ID: 99999'),
      ],
      ['a huge member id', { name: 'x', description: '', members: [2 ** 40] }, bad(`Invalid user ID: ${2 ** 40}`)],
      ['an empty name', { name: '  ', description: '', members: [] }, bad("User group name can't be empty!")],
      [
        'a long name',
        { name: 'x'.repeat(101), description: '', members: [] },
        bad('User group name cannot exceed 100 characters.'),
      ],
      [
        'a role: prefix',
        { name: 'role:fans', description: '', members: [] },
        bad("User group name cannot start with 'role:'."),
      ],
      ['an @ prefix', { name: '@fans', description: '', members: [] }, bad("User group name cannot start with '@'.")],
      ['a taken name', { name: taken, description: '', members: [] }, bad(`User group '${taken}' already exists.`)],
      [
        'role:internet',
        { name: 'x', description: '', members: [], can_leave_group: w.groups['role:internet'] },
        bad("'can_leave_group' setting cannot be set to 'role:internet' group."),
      ],
      [
        'role:everyone where closed',
        { name: 'x', description: '', members: [], can_manage_group: w.groups['role:everyone'] },
        bad("'can_manage_group' setting cannot be set to 'role:everyone' group."),
      ],
      [
        'an unknown group',
        { name: 'x', description: '', members: [], can_join_group: 99_999 },
        bad('Invalid user group'),
      ],
      [
        'a deactivated group',
        { name: 'x', description: '', members: [], can_join_group: gone },
        bad('User group is deactivated.'),
      ],
      [
        'a malformed setting',
        { name: 'x', description: '', members: [], can_join_group: 'x' },
        bad('can_join_group is not valid JSON'),
      ],
      [
        'an anonymous group with a bad user',
        { name: 'x', description: '', members: [], can_join_group: { direct_members: [99_999], direct_subgroups: [] } },
        bad('Invalid user ID: 99999'),
      ],
      [
        'an unknown subgroup',
        { name: 'x', description: '', members: [], subgroups: [99_999] },
        bad('Invalid user group ID: 99999'),
      ],
      [
        'a deactivated subgroup',
        { name: 'x', description: '', members: [], subgroups: [gone] },
        bad('User group is deactivated.'),
      ],
    ];
    for (const [label, params, answer] of cases) {
      const r = await as('hamlet').post('/user_groups/create', params as Record<string, ParamValue>);
      expect([label, errorOf(r)]).toEqual([label, answer]);
    }
    expect(await w.sql('SELECT count(*)::int AS n FROM user_group')).toEqual(before);
    expect(
      w.ts.events.filter((e) => e.event.type === 'user_group' && e.event.op !== 'update' && e.event.op !== 'remove')
        .length,
    ).toBe(2);
  });

  test('guests, and members without can_create_groups, are refused before parameters are read', async () => {
    expect(errorOf(await as('polonius').post('/user_groups/create', {}))).toEqual(bad('Not allowed for guest users'));
    const r = await as('iago').patch('/realm', {
      can_create_groups: JSON.stringify({ new: w.groups['role:moderators'] }),
    });
    expect(r.status).toBe(400); // only owners may change it
    expect(
      (
        await as('desdemona').patch('/realm', {
          can_create_groups: JSON.stringify({ new: w.groups['role:moderators'] }),
        })
      ).status,
    ).toBe(200);
    try {
      expect(errorOf(await as('hamlet').post('/user_groups/create', {}))).toEqual(bad('Insufficient permission'));
      expect(typeof (await create('shiva', { name: fresh() }))).toBe('number');
    } finally {
      await as('desdemona').patch('/realm', { can_create_groups: JSON.stringify({ new: w.groups['role:members'] }) });
    }
  });
});

describe('PATCH /user_groups/{id}', () => {
  test('name, description and a setting: one event each, none when nothing changes', async () => {
    const g = await create('hamlet', { name: fresh() });
    w.ts.events.length = 0;
    const name = fresh('renamed');
    const r = await as('hamlet').patch(`/user_groups/${g}`, {
      name,
      description: 'new words',
      can_mention_group: { new: { direct_members: [id('othello')], direct_subgroups: [] } },
    });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('PATCH', '/user_groups/{user_group_id}', 200, r.body)).toBe(true);
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'user_group', op: 'update', group_id: g, data: { name } },
      { type: 'user_group', op: 'update', group_id: g, data: { description: 'new words' } },
      {
        type: 'user_group',
        op: 'update',
        group_id: g,
        data: { can_mention_group: { direct_members: [id('othello')], direct_subgroups: [] } },
      },
    ]);
    w.ts.events.length = 0;
    const same = await as('hamlet').patch(`/user_groups/${g}`, {
      name,
      description: 'new words',
      can_mention_group: {
        new: { direct_members: [id('othello')], direct_subgroups: [] },
        old: { direct_members: [id('othello')], direct_subgroups: [] },
      },
    });
    expect(same.status).toBe(200);
    expect(w.ts.events).toEqual([]);
  });

  test('errors in order, and a failing setting undoes the rename before it', async () => {
    const g = await create('hamlet', { name: fresh('keep') });
    const { name } = (await groupOf(g)) ?? {};
    const other = await create('hamlet', { name: fresh() });
    const otherName = (await groupOf(other))?.name;
    const cases: Array<[string, string, Record<string, ParamValue>, Record<string, ParamValue>]> = [
      ['nothing', 'hamlet', {}, bad('No new data supplied')],
      ['unknown group', 'hamlet', { name: 'x' }, bad('Invalid user group')],
      ['a system group', 'desdemona', { name: 'x' }, bad('Insufficient permission')],
      ['not a manager', 'othello', { name: 'x' }, bad('Insufficient permission')],
      ['a guest', 'polonius', { name: 'x' }, bad('Not allowed for guest users')],
      ['a taken name', 'hamlet', { name: otherName }, bad(`User group '${otherName}' already exists.`)],
      ['a bare value', 'hamlet', { can_join_group: 3 }, bad('can_join_group does not have the expected format')],
      [
        'old differs',
        'hamlet',
        { name: 'renamed first', can_join_group: { new: w.groups['role:members'], old: w.groups['role:members'] } },
        {
          status: 400,
          code: 'EXPECTATION_MISMATCH',
          msg: "'old' value does not match the expected value.",
          field_name: 'old',
        },
      ],
      [
        'a bad new value',
        'hamlet',
        { description: 'changed first', can_mention_group: { new: w.groups['role:internet'] } },
        bad("'can_mention_group' setting cannot be set to 'role:internet' group."),
      ],
    ];
    for (const [label, user, params, answer] of cases) {
      const target = label === 'unknown group' ? 99_999 : label === 'a system group' ? w.groups['role:members'] : g;
      const r = await as(user).patch(`/user_groups/${target}`, params as Record<string, ParamValue>);
      expect([label, errorOf(r)]).toEqual([label, answer]);
    }
    expect(await groupOf(g)).toMatchObject({ name, description: '', can_join_group: w.groups['role:nobody'] });
  });

  test('owners manage every group through can_manage_all_groups; can_manage_group given to a member lets them', async () => {
    const g = await create('hamlet', { name: fresh() });
    expect((await as('desdemona').patch(`/user_groups/${g}`, { description: 'by the owner' })).status).toBe(200);
    expect(errorOf(await as('iago').patch(`/user_groups/${g}`, { description: 'by an admin' }))).toEqual(
      bad('Insufficient permission'),
    );
    await as('hamlet').patch(`/user_groups/${g}`, {
      can_manage_group: { new: { direct_members: [id('hamlet'), id('iago')], direct_subgroups: [] } },
    });
    expect((await as('iago').patch(`/user_groups/${g}`, { description: 'by an admin' })).status).toBe(200);
  });

  test('DELETE is gone: 405 with the allowed methods', async () => {
    const g = await create('hamlet', { name: fresh() });
    const r = await as('hamlet').delete(`/user_groups/${g}`);
    expect(r.status).toBe(405);
  });
});

describe('members and subgroups', () => {
  test('add, delete and subgroups in one request, with their events', async () => {
    const g = await create('hamlet', { name: fresh(), members: [id('hamlet')] });
    const sub = await create('hamlet', { name: fresh(), members: [id('cordelia')] });
    w.ts.events.length = 0;
    const r = await as('hamlet').post(`/user_groups/${g}/members`, {
      add: [id('othello'), id('aaron')],
      delete: [id('hamlet')],
      add_subgroups: [sub],
    });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('POST', '/user_groups/{user_group_id}/members', 200, r.body)).toBe(true);
    expect(w.ts.events.filter((e) => e.event.type === 'user_group').map((e) => e.event)).toEqual([
      { type: 'user_group', op: 'add_members', group_id: g, user_ids: [id('othello'), id('aaron')] },
      { type: 'user_group', op: 'remove_members', group_id: g, user_ids: [id('hamlet')] },
      { type: 'user_group', op: 'add_subgroups', group_id: g, direct_subgroup_ids: [sub] },
    ]);
    // The Notification Bot tells those added (not the one acting, who removed themselves).
    const name = (await groupOf(g))?.name as string;
    const published = w.ts.events
      .filter((e) => e.event.type === 'message')
      .map((e) => e.event.message as Record<string, any>);
    const notices = published.filter((m, i) => published.findIndex((x) => x.id === m.id) === i);
    expect(
      notices.map((m) => [
        m.display_recipient.map((r: { id: number }) => r.id).filter((u: number) => u !== m.sender_id),
        m.sender_full_name,
      ]),
    ).toEqual([
      [[id('othello')], 'Notification Bot'],
      [[id('aaron')], 'Notification Bot'],
    ]);
    expect(
      (
        (await as('othello').get('/messages', { message_ids: [notices[0].id], apply_markdown: false })).body
          .messages as Array<{ content: string }>
      )[0].content,
    ).toBe(`@_**King Hamlet|${id('hamlet')}** added you to the group @_*${name}*.`);
    const members = await as('othello').get(`/user_groups/${g}/members`);
    expect(members.body.members).toEqual([id('cordelia'), id('othello'), id('aaron')].sort((a, b) => a - b));
    expect(expectMatchesOpenApi('GET', '/user_groups/{user_group_id}/members', 200, members.body)).toBe(true);
    expect((await as('othello').get(`/user_groups/${g}/members`, { direct_member_only: true })).body.members).toEqual(
      [id('othello'), id('aaron')].sort((a, b) => a - b),
    );
    const isMember = await as('othello').get(`/user_groups/${g}/members/${id('cordelia')}`);
    expect(isMember.body.is_user_group_member).toBe(true);
    expect(expectMatchesOpenApi('GET', '/user_groups/{user_group_id}/members/{user_id}', 200, isMember.body)).toBe(
      true,
    );
    expect(
      (await as('othello').get(`/user_groups/${g}/members/${id('cordelia')}`, { direct_member_only: true })).body
        .is_user_group_member,
    ).toBe(false);
    const subs = await as('othello').get(`/user_groups/${g}/subgroups`);
    expect(subs.body.subgroups).toEqual([sub]);
    expect(expectMatchesOpenApi('GET', '/user_groups/{user_group_id}/subgroups', 200, subs.body)).toBe(true);
  });

  test('all or nothing: a failing part leaves the group as it was', async () => {
    const g = await create('hamlet', { name: fresh(), members: [id('hamlet'), id('othello')] });
    w.ts.events.length = 0;
    const r = await as('hamlet').post(`/user_groups/${g}/members`, { delete: [id('othello')], add: [99_999] });
    expect(errorOf(r)).toEqual(bad('Invalid user ID: 99999'));
    const r2 = await as('hamlet').post(`/user_groups/${g}/members`, { delete: [id('othello')], add_subgroups: [g] });
    expect(errorOf(r2)).toEqual(bad(`User group ${g} is already a subgroup of one of the passed subgroups.`));
    expect((await groupOf(g))?.members).toEqual([id('hamlet'), id('othello')].sort((a, b) => a - b));
    expect(w.ts.events).toEqual([]);
  });

  test("each error with Zulip's message", async () => {
    const g = await create('hamlet', { name: fresh(), members: [id('hamlet')] });
    const a = await create('hamlet', { name: fresh() });
    const b = await create('hamlet', { name: fresh(), subgroups: [a] });
    await as('hamlet').post(`/user_groups/${a}/subgroups`, { add: [g] });
    const cases: Array<[string, string, string, Record<string, ParamValue>, Record<string, ParamValue>]> = [
      [
        'nothing',
        'hamlet',
        `/user_groups/${g}/members`,
        {},
        bad('Nothing to do. Specify at least one of "add", "delete", "add_subgroups" or "delete_subgroups".'),
      ],
      [
        'nothing (subgroups)',
        'hamlet',
        `/user_groups/${g}/subgroups`,
        { add: [], delete: [] },
        bad('Nothing to do. Specify at least one of "add" or "delete".'),
      ],
      [
        'already a member',
        'hamlet',
        `/user_groups/${g}/members`,
        { add: [id('hamlet')] },
        bad(`User ${id('hamlet')} is already a member of this group`),
      ],
      [
        'not a member',
        'hamlet',
        `/user_groups/${g}/members`,
        { delete: [id('othello')] },
        bad(`There is no member '${id('othello')}' in this user group`),
      ],
      [
        'not allowed to add',
        'othello',
        `/user_groups/${g}/members`,
        { add: [id('cordelia')] },
        bad('Insufficient permission'),
      ],
      [
        'not allowed to join',
        'othello',
        `/user_groups/${g}/members`,
        { add: [id('othello')] },
        bad('Insufficient permission'),
      ],
      [
        'a system group',
        'desdemona',
        `/user_groups/${w.groups['role:members']}/members`,
        { add: [id('polonius')] },
        bad('Insufficient permission'),
      ],
      ['an unknown group', 'hamlet', '/user_groups/99999/members', { add: [id('othello')] }, bad('Invalid user group')],
      [
        'a huge group id',
        'hamlet',
        `/user_groups/${2 ** 40}/members`,
        { add: [id('othello')] },
        bad('Invalid user group'),
      ],
      [
        'a cycle',
        'hamlet',
        `/user_groups/${g}/subgroups`,
        { add: [b] },
        bad(`User group ${g} is already a subgroup of one of the passed subgroups.`),
      ],
      [
        'itself',
        'hamlet',
        `/user_groups/${g}/subgroups`,
        { add: [g] },
        bad(`User group ${g} is already a subgroup of one of the passed subgroups.`),
      ],
      [
        'already a subgroup',
        'hamlet',
        `/user_groups/${b}/subgroups`,
        { add: [a] },
        bad(`User group ${a} is already a subgroup of this group.`),
      ],
      [
        'not a subgroup',
        'hamlet',
        `/user_groups/${b}/subgroups`,
        { delete: [g] },
        bad(`User group ${g} is not a subgroup of this group.`),
      ],
      [
        'an unknown subgroup',
        'hamlet',
        `/user_groups/${b}/subgroups`,
        { add: [99_999] },
        bad('Invalid user group ID: 99999'),
      ],
      ['members not a list', 'hamlet', `/user_groups/${g}/members`, { add: { a: 1 } }, bad('add is not a list')],
      ['a bot', 'hamlet', `/user_groups/${g}/members`, { add: ['x'] }, bad('add[0] is not an integer')],
    ];
    for (const [label, user, path, params, answer] of cases) {
      expect([label, errorOf(await as(user).post(path, params as Record<string, ParamValue>))]).toEqual([
        label,
        answer,
      ]);
    }
  });

  test('joining and leaving follow can_join_group / can_leave_group', async () => {
    const g = await create('hamlet', { name: fresh(), can_join_group: w.groups['role:members'] });
    expect((await as('othello').post(`/user_groups/${g}/members`, { add: [id('othello')] })).status).toBe(200);
    expect((await as('othello').post(`/user_groups/${g}/members`, { delete: [id('othello')] })).status).toBe(200);
    expect(errorOf(await as('polonius').post(`/user_groups/${g}/members`, { add: [id('polonius')] }))).toEqual(
      bad('Not allowed for guest users'),
    );
  });

  test('reads: a deactivated group, an unknown user, a deactivated user', async () => {
    const g = await create('hamlet', { name: fresh() });
    expect(errorOf(await as('hamlet').get(`/user_groups/${g}/members/99999`))).toEqual(bad('No such user'));
    await as('hamlet').post(`/user_groups/${g}/deactivate`);
    expect(errorOf(await as('hamlet').get(`/user_groups/${g}/members`))).toEqual(bad('User group is deactivated.'));
    expect(errorOf(await as('hamlet').get(`/user_groups/${g}/subgroups`))).toEqual(bad('User group is deactivated.'));
    expect(errorOf(await as('polonius').get(`/user_groups/${g}/subgroups`))).toEqual(
      bad('Not allowed for guest users'),
    );
  });
});

describe('deactivation', () => {
  test('refused while in use, with the objections; then deactivated and reactivated', async () => {
    const g = await create('hamlet', { name: fresh() });
    const sup = await create('hamlet', { name: fresh(), subgroups: [g] });
    const user = await create('hamlet', {
      name: fresh(),
      can_mention_group: { direct_members: [id('othello')], direct_subgroups: [g] },
    });
    expect(errorOf(await as('hamlet').post(`/user_groups/${g}/deactivate`))).toEqual({
      status: 400,
      code: 'CANNOT_DEACTIVATE_GROUP_IN_USE',
      msg: 'Cannot deactivate user group in use.',
      objections: [
        { type: 'subgroup', supergroup_ids: [sup] },
        { type: 'user_group', group_id: user, settings: ['can_mention_group'] },
      ],
    });
    await as('hamlet').post(`/user_groups/${sup}/subgroups`, { delete: [g] });
    await as('hamlet').patch(`/user_groups/${user}`, { can_mention_group: { new: w.groups['role:everyone'] } });
    w.ts.events.length = 0;
    const r = await as('hamlet').post(`/user_groups/${g}/deactivate`);
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('POST', '/user_groups/{user_group_id}/deactivate', 200, r.body)).toBe(true);
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'user_group', op: 'update', group_id: g, data: { deactivated: true } },
      { type: 'user_group', op: 'remove', group_id: g },
    ]);
    expect(errorOf(await as('hamlet').post(`/user_groups/${g}/deactivate`))).toEqual(bad('User group is deactivated.'));
    expect(errorOf(await as('hamlet').patch(`/user_groups/${user}`, { can_mention_group: { new: g } }))).toEqual(
      bad('User group is deactivated.'),
    );
    expect((await as('hamlet').patch(`/user_groups/${g}`, { deactivated: false })).status).toBe(200);
    expect((await groupOf(g, {}))?.deactivated).toBe(false);
  });

  test("a channel's settings object, in Zulip's setting order, directly or through an anonymous group", async () => {
    const g = await create('hamlet', { name: fresh() });
    const r = await as('hamlet').post('/users/me/subscriptions', {
      subscriptions: [{ name: fresh('gated channel') }],
      can_resolve_topics_group: { direct_members: [id('hamlet')], direct_subgroups: [g] },
      can_send_message_group: g,
    });
    expect(r.status).toBe(200);
    const [channel] = await w.sql<{ id: number }>('SELECT id FROM stream WHERE can_send_message_group_id = $1', [g]);
    expect(errorOf(await as('hamlet').post(`/user_groups/${g}/deactivate`))).toMatchObject({
      code: 'CANNOT_DEACTIVATE_GROUP_IN_USE',
      objections: [
        { type: 'channel', channel_id: channel.id, settings: ['can_send_message_group', 'can_resolve_topics_group'] },
      ],
    });
  });

  test('a realm setting objects', async () => {
    const g = await create('hamlet', { name: fresh() });
    expect(
      (await as('desdemona').patch('/realm', { can_add_custom_emoji_group: JSON.stringify({ new: g }) })).status,
    ).toBe(200);
    try {
      expect(errorOf(await as('hamlet').post(`/user_groups/${g}/deactivate`))).toMatchObject({
        objections: [{ type: 'realm', settings: ['can_add_custom_emoji_group'] }],
      });
    } finally {
      await as('desdemona').patch('/realm', {
        can_add_custom_emoji_group: JSON.stringify({ new: w.groups['role:members'] }),
      });
    }
  });
});

describe('events against state', () => {
  test.each([
    ['with include_deactivated_groups', { client_capabilities: { include_deactivated_groups: true } }],
    ['without it', {}],
  ])('realm_user_groups after every kind of change, %s', async (_label, params) => {
    const watch = await watchState(as('othello'), ['user_group'], params);
    const g = await create('hamlet', { name: fresh(), members: [id('hamlet')] });
    const sub = await create('hamlet', { name: fresh(), subgroups: [] });
    await as('hamlet').post(`/user_groups/${g}/members`, {
      add: [id('othello')],
      delete: [id('hamlet')],
      add_subgroups: [sub],
    });
    await as('hamlet').patch(`/user_groups/${g}`, {
      name: fresh('changed'),
      description: 'd',
      can_join_group: { new: { direct_members: [id('cordelia')], direct_subgroups: [sub] } },
    });
    await as('hamlet').post(`/user_groups/${g}/subgroups`, { delete: [sub] });
    await as('hamlet').post(`/user_groups/${sub}/deactivate`);
    await as('hamlet').patch(`/user_groups/${sub}`, { name: fresh('renamed while deactivated') });
    await as('hamlet').patch(`/user_groups/${sub}`, { deactivated: false });
    const { applied, fresh: again, events } = await watch.compare();
    expect(events.length).toBeGreaterThan(8);
    expect(applied).toEqual(again);
  });
});

describe('mentions', () => {
  test('@*group* renders, is refused to those outside can_mention_group, and flags recursive members', async () => {
    const sub = await create('hamlet', { name: fresh('mentioned sub'), members: [id('cordelia')] });
    const name = fresh('mentioned');
    const g = await create('hamlet', {
      name,
      members: [id('othello')],
      subgroups: [sub],
      can_mention_group: { direct_members: [id('hamlet')], direct_subgroups: [] },
    });
    const send = (user: string, content: string) =>
      as(user).post('/messages', { type: 'stream', to: 'Denmark', topic: 'group mentions', content });
    expect(errorOf(await send('othello', `hi @*${name}*`))).toEqual(
      bad(`You are not allowed to mention user group '${name}'.`),
    );
    const sent = await send('hamlet', `hi @*${name}*`);
    expect(sent.status).toBe(200);
    const flagsOf = async (user: string, messageId: number) =>
      ((await as(user).get('/messages', { message_ids: [messageId] })).body.messages as Array<{ flags: string[] }>)[0]
        .flags;
    const message = (
      (await as('othello').get('/messages', { message_ids: [sent.body.id as number] })).body.messages as Array<{
        content: string;
      }>
    )[0];
    expect(message.content).toBe(
      `<p>hi <span class="user-group-mention" data-user-group-id="${g}">@${name}</span></p>`,
    );
    expect(await flagsOf('othello', sent.body.id as number)).toContain('mentioned');
    expect(await flagsOf('cordelia', sent.body.id as number)).toContain('mentioned');
    expect(await flagsOf('iago', sent.body.id as number)).not.toContain('mentioned');
    // A deactivated group's mention is shown silent and flags nobody.
    const gone = fresh('mentioned gone');
    const goneId = await create('hamlet', { name: gone, members: [id('othello')] });
    await as('hamlet').post(`/user_groups/${goneId}/deactivate`);
    const toGone = await send('hamlet', `hi @*${gone}*`);
    const goneMessage = (
      (await as('othello').get('/messages', { message_ids: [toGone.body.id as number] })).body.messages as Array<{
        content: string;
        flags: string[];
      }>
    )[0];
    expect(goneMessage.content).toBe(
      `<p>hi <span class="user-group-mention silent" data-user-group-id="${goneId}">${gone}</span></p>`,
    );
    expect(goneMessage.flags).not.toContain('mentioned');
    // A silent mention needs no permission and flags nobody.
    const silent = await send('othello', `hi @_*${name}*`);
    expect(silent.status).toBe(200);
    expect(await flagsOf('cordelia', silent.body.id as number)).not.toContain('mentioned');
    // Editing a mention in is checked the same way.
    const plain = await send('othello', 'no mention yet');
    expect(errorOf(await as('othello').patch(`/messages/${plain.body.id}`, { content: `now @*${name}*` }))).toEqual(
      bad(`You are not allowed to mention user group '${name}'.`),
    );
  });
});

describe('concurrency', () => {
  test("two creations of one name: one group, and Zulip's answer for the other", async () => {
    const name = fresh('raced');
    const [a, b] = await Promise.all(
      [0, 1].map(() => as('hamlet').post('/user_groups/create', { name, description: '', members: [] })),
    );
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect(errorOf(a.status === 400 ? a : b)).toEqual(bad(`User group '${name}' already exists.`));
    expect(await w.sql('SELECT count(*)::int AS n FROM user_group WHERE name = $1', [name])).toEqual([{ n: 1 }]);
  });

  test('two membership changes of one group both land; the same change twice lands once', async () => {
    const g = await create('hamlet', { name: fresh('busy') });
    const [x, y] = await Promise.all([
      as('hamlet').post(`/user_groups/${g}/members`, { add: [id('othello')] }),
      as('hamlet').post(`/user_groups/${g}/members`, { add: [id('cordelia')] }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const [p, q] = await Promise.all(
      [0, 1].map(() => as('hamlet').post(`/user_groups/${g}/members`, { add: [id('aaron')] })),
    );
    expect([p.status, q.status].sort()).toEqual([200, 400]);
    expect(errorOf(p.status === 400 ? p : q)).toEqual(bad(`User ${id('aaron')} is already a member of this group`));
    expect((await groupOf(g))?.members).toEqual([id('othello'), id('cordelia'), id('aaron')].sort((m, n) => m - n));
  });
});
