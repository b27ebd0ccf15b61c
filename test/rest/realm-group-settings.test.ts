import { inTransaction } from '../../src/domain/context.ts';
import { createRealm } from '../../src/domain/onboarding/create-realm.ts';
import { realmSettingsOf } from '../../src/domain/realm/settings.ts';
import { useWorld } from '../support/world.ts';

/** PATCH /realm group settings ({new, old}), incl. anonymous groups stored as nameless user_group rows. */
let groups: Record<string, number>;
let support: number;
let retired: number;
let otherRealmModerators: number;

const prisma = () => w.prisma();
const stored = async (name: string) =>
  Number(realmSettingsOf((await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } })).settings)[name]);
const patch = (params: Record<string, unknown>, user = w.realm.users.iago) =>
  w.ts.client(user).patch('/realm', params as Record<string, string>);
const events = () => w.ts.events.map((e) => e.event);
const anonymousGroupCount = () => prisma().userGroup.count({ where: { realmId: w.realm.realmId, name: null } });

const w = useWorld();

beforeAll(async () => {
  const rows = await prisma().userGroup.findMany({ where: { realmId: w.realm.realmId, isSystemGroup: true } });
  groups = Object.fromEntries(rows.map((g) => [g.name ?? '', g.id]));
  support = (await prisma().userGroup.create({ data: { realmId: w.realm.realmId, name: 'support' } })).id;
  retired = (
    await prisma().userGroup.create({ data: { realmId: w.realm.realmId, name: 'retired', deactivated: true } })
  ).id;
  const other = await inTransaction(w.ts.server.deps, (tx) =>
    createRealm(w.ts.server.deps, tx, { name: 'Lear', stringId: 'lear' }),
  );
  otherRealmModerators = other.systemGroups['role:moderators'];
});
beforeEach(() => {
  w.ts.events.length = 0;
});

test('a named group: response echoes it, event carries it, storage points at it', async () => {
  const r = await patch({ can_resolve_topics_group: { new: groups['role:moderators'], old: groups['role:everyone'] } });
  expect(r.body).toEqual({ result: 'success', msg: '', can_resolve_topics_group: groups['role:moderators'] });
  expect(await stored('can_resolve_topics_group')).toBe(groups['role:moderators']);
  expect(events()).toEqual([
    {
      type: 'realm',
      op: 'update_dict',
      property: 'default',
      data: { can_resolve_topics_group: groups['role:moderators'] },
    },
  ]);
  expect(w.ts.events[0].userIds).toHaveLength(Object.keys(w.realm.users).length);
});

test('setting the current value again is not a change', async () => {
  const r = await patch({ can_resolve_topics_group: { new: groups['role:moderators'] } });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  expect(w.ts.events).toEqual([]);
});

test('an anonymous group is created, edited in place, compared as a set, and dropped for a named group', async () => {
  const before = await anonymousGroupCount();
  const { hamlet, cordelia } = w.realm.users;
  const r = await patch({
    can_move_messages_between_topics_group: {
      new: { direct_members: [hamlet.id, cordelia.id], direct_subgroups: [support, groups['role:moderators']] },
    },
  });
  expect(r.body).toEqual({
    result: 'success',
    msg: '',
    can_move_messages_between_topics_group: {
      direct_members: [hamlet.id, cordelia.id],
      direct_subgroups: [support, groups['role:moderators']],
    },
  });
  // Events carry the stored value: both lists ascending.
  const sortedMembers = [hamlet.id, cordelia.id].sort((a, b) => a - b);
  const sortedGroups = [support, groups['role:moderators']].sort((a, b) => a - b);
  expect(events()).toEqual([
    {
      type: 'realm',
      op: 'update_dict',
      property: 'default',
      data: {
        can_move_messages_between_topics_group: { direct_members: sortedMembers, direct_subgroups: sortedGroups },
      },
    },
  ]);
  const groupId = await stored('can_move_messages_between_topics_group');
  const row = await prisma().userGroup.findUniqueOrThrow({ where: { id: groupId } });
  expect(row).toMatchObject({ name: null, realmId: w.realm.realmId, isSystemGroup: false });
  expect(await anonymousGroupCount()).toBe(before + 1);

  // Same members in another order, with `old` in another order: no change.
  w.ts.events.length = 0;
  const same = await patch({
    can_move_messages_between_topics_group: {
      new: { direct_members: [cordelia.id, hamlet.id], direct_subgroups: sortedGroups.slice().reverse() },
      old: { direct_members: sortedMembers.slice().reverse(), direct_subgroups: sortedGroups },
    },
  });
  expect(same.body).toEqual({ result: 'success', msg: '' });
  expect(w.ts.events).toEqual([]);

  // Another anonymous value reuses the same row.
  await patch({
    can_move_messages_between_topics_group: { new: { direct_members: [hamlet.id], direct_subgroups: [] } },
  });
  expect(await stored('can_move_messages_between_topics_group')).toBe(groupId);
  expect(await prisma().userGroupMembership.findMany({ where: { userGroupId: groupId } })).toEqual([
    { userGroupId: groupId, userId: hamlet.id },
  ]);
  expect(await prisma().groupGroupMembership.count({ where: { supergroupId: groupId } })).toBe(0);

  // A named group replaces it and the anonymous row goes away.
  await patch({ can_move_messages_between_topics_group: { new: groups['role:members'] } });
  expect(await stored('can_move_messages_between_topics_group')).toBe(groups['role:members']);
  expect(await prisma().userGroup.findUnique({ where: { id: groupId } })).toBeNull();
  expect(await anonymousGroupCount()).toBe(before);
});

test('{[], [X]} means X and {[], []} means role:nobody', async () => {
  const r = await patch({
    can_summarize_topics_group: { new: { direct_members: [], direct_subgroups: [groups['role:members']] } },
    can_mention_many_users_group: { new: { direct_members: [], direct_subgroups: [] } },
  });
  expect(r.body).toEqual({
    result: 'success',
    msg: '',
    can_mention_many_users_group: groups['role:nobody'],
    can_summarize_topics_group: groups['role:members'],
  });
  expect(await stored('can_mention_many_users_group')).toBe(groups['role:nobody']);
  // Group settings are applied in Zulip's REALM_PERMISSION_GROUP_SETTINGS order.
  expect(events().map((e) => Object.keys(e.data as object)[0])).toEqual([
    'can_mention_many_users_group',
    'can_summarize_topics_group',
  ]);
});

test('an anonymous group may contain role:everyone even where the setting itself may not be role:everyone', async () => {
  const r = await patch({
    can_move_messages_between_channels_group: {
      new: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [groups['role:everyone']] },
    },
  });
  expect(r.status).toBe(200);
});

test('deactivated members drop out of the reported value', async () => {
  const { aaron, othello } = w.realm.users;
  await patch({
    can_summarize_topics_group: { new: { direct_members: [aaron.id, othello.id], direct_subgroups: [] } },
  });
  await prisma().user.update({ where: { id: aaron.id }, data: { isActive: false } });
  try {
    w.ts.events.length = 0;
    // The current value no longer includes aaron, so `old` must not either.
    const stale = await patch({
      can_summarize_topics_group: {
        new: groups['role:members'],
        old: { direct_members: [aaron.id, othello.id], direct_subgroups: [] },
      },
    });
    expect(stale.body).toMatchObject({ code: 'EXPECTATION_MISMATCH' });
    const ok = await patch({
      can_summarize_topics_group: {
        new: groups['role:members'],
        old: { direct_members: [othello.id], direct_subgroups: [] },
      },
    });
    expect(ok.body).toEqual({ result: 'success', msg: '', can_summarize_topics_group: groups['role:members'] });
  } finally {
    await prisma().user.update({ where: { id: aaron.id }, data: { isActive: true } });
  }
});

test('owner-only group settings', async () => {
  for (const name of [
    'create_multiuse_invite_group',
    'can_create_groups',
    'can_invite_users_group',
    'can_manage_all_groups',
    'can_manage_billing_group',
  ]) {
    const r = await patch({ [name]: { new: groups['role:administrators'] } });
    expect(r.body).toEqual({ result: 'error', msg: 'Must be an organization owner', code: 'UNAUTHORIZED_PRINCIPAL' });
  }
  const ok = await patch({ can_manage_all_groups: { new: groups['role:administrators'] } }, w.realm.users.desdemona);
  expect(ok.body).toEqual({ result: 'success', msg: '', can_manage_all_groups: groups['role:administrators'] });
});

const S = 'can_resolve_topics_group';
const cases: Array<
  [string, () => Record<string, unknown>, string | (() => string), string?, Record<string, unknown>?]
> = [
  ['bare value', () => ({ [S]: groups['role:members'] }), `${S} does not have the expected format`],
  ['a list', () => ({ [S]: [1] }), `${S} does not have the expected format`],
  ['not JSON', () => ({ [S]: '{new: 1' }), `${S} is not valid JSON`],
  ['no new', () => ({ [S]: { old: 1 } }), `${S}["new"] field is missing: Field required`],
  ['new a string', () => ({ [S]: { new: 'moderators' } }), `${S}["new"]["int"] is not an integer`],
  ['new incomplete object', () => ({ [S]: { new: { direct_members: [1] } } }), `${S}["new"]["int"] is not an integer`],
  ['old not a value', () => ({ [S]: { new: 1, old: true } }), `${S}["old"]["int"] is not an integer`],
  [
    'old mismatch',
    () => ({ [S]: { new: groups['role:members'], old: groups['role:owners'] } }),
    "'old' value does not match the expected value.",
    'EXPECTATION_MISMATCH',
    { field_name: 'old' },
  ],
  [
    'old anonymous vs named',
    () => ({
      [S]: { new: groups['role:members'], old: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [] } },
    }),
    "'old' value does not match the expected value.",
    'EXPECTATION_MISMATCH',
    { field_name: 'old' },
  ],
  ['unknown group', () => ({ [S]: { new: 99999 } }), 'Invalid user group'],
  ['group of another realm', () => ({ [S]: { new: otherRealmModerators } }), 'Invalid user group'],
  ['deactivated group', () => ({ [S]: { new: retired } }), 'User group is deactivated.'],
  [
    'role:internet',
    () => ({ [S]: { new: groups['role:internet'] } }),
    `'${S}' setting cannot be set to 'role:internet' group.`,
  ],
  [
    'role:everyone not allowed',
    () => ({ can_move_messages_between_channels_group: { new: groups['role:everyone'] } }),
    "'can_move_messages_between_channels_group' setting cannot be set to 'role:everyone' group.",
  ],
  [
    'role:nobody not allowed',
    () => ({ can_access_all_users_group: { new: groups['role:nobody'] } }),
    "'can_access_all_users_group' setting cannot be set to 'role:nobody' group.",
  ],
  [
    'not an allowed system group',
    () => ({ can_create_web_public_channel_group: { new: groups['role:members'] } }),
    "'can_create_web_public_channel_group' setting cannot be set to 'role:members' group.",
  ],
  [
    'system group required (named)',
    () => ({ can_create_web_public_channel_group: { new: support } }),
    "'can_create_web_public_channel_group' must be a system user group.",
    'SYSTEM_GROUP_REQUIRED',
    { setting_name: 'can_create_web_public_channel_group' },
  ],
  [
    'system group required (anonymous)',
    () => ({
      can_access_all_users_group: { new: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [] } },
    }),
    "'can_access_all_users_group' must be a system user group.",
    'SYSTEM_GROUP_REQUIRED',
    { setting_name: 'can_access_all_users_group' },
  ],
  [
    'unknown member',
    () => ({ [S]: { new: { direct_members: [w.realm.users.hamlet.id, 99999], direct_subgroups: [] } } }),
    'Invalid user ID: 99999',
  ],
  [
    'deactivated member',
    () => ({ [S]: { new: { direct_members: [w.realm.users.hamlet.id, w.realm.users.zoe.id], direct_subgroups: [] } } }),
    () => `Invalid user ID: ${w.realm.users.zoe.id}`,
  ],
  [
    'unknown subgroup',
    () => ({ [S]: { new: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [support, 99998] } } }),
    'Invalid user group ID: 99998',
  ],
  [
    'subgroup of another realm',
    () => ({ [S]: { new: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [otherRealmModerators] } } }),
    () => `Invalid user group ID: ${otherRealmModerators}`,
  ],
  [
    'deactivated subgroup',
    () => ({ [S]: { new: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [retired] } } }),
    'User group is deactivated.',
  ],
];

describe('group-setting errors', () => {
  beforeAll(async () => {
    await prisma().user.update({ where: { id: w.realm.users.zoe.id }, data: { isActive: false } });
  });
  afterAll(async () => {
    await prisma().user.update({ where: { id: w.realm.users.zoe.id }, data: { isActive: true } });
  });

  test.each(cases)('%s', async (_label, params, msg, code = 'BAD_REQUEST', extra = {}) => {
    const before = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
    const anonymous = await anonymousGroupCount();
    const r = await patch(params());
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg: typeof msg === 'function' ? msg() : msg, code, ...extra });
    expect(w.ts.events).toEqual([]);
    expect((await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } })).settings).toEqual(
      before.settings,
    );
    expect(await anonymousGroupCount()).toBe(anonymous);
  });
});

test('a later failing group setting undoes earlier ones, including a new anonymous group', async () => {
  const anonymous = await anonymousGroupCount();
  const before = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  const r = await patch({
    name: 'Never saved',
    allow_message_editing: false,
    can_delete_own_message_group: { new: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [] } },
    can_mention_many_users_group: { new: groups['role:members'] },
    direct_message_permission_group: { new: 99999 },
  });
  expect(r.body).toEqual({ result: 'error', msg: 'Invalid user group', code: 'BAD_REQUEST' });
  const after = await prisma().realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  expect(after.name).toBe(before.name);
  expect(after.settings).toEqual(before.settings);
  expect(await anonymousGroupCount()).toBe(anonymous);
  expect(w.ts.events).toEqual([]);
});

test('group settings are checked in REALM_PERMISSION_GROUP_SETTINGS order, after parsing all in alphabetical order', async () => {
  const owner = w.realm.users.desdemona;
  // create_multiuse_invite_group comes first in Zulip's registry, though last alphabetically.
  const registryOrder = await patch(
    { can_add_custom_emoji_group: { new: 99999 }, create_multiuse_invite_group: { new: groups['role:everyone'] } },
    owner,
  );
  expect(registryOrder.body.msg).toBe("'create_multiuse_invite_group' setting cannot be set to 'role:everyone' group.");
  // can_add_subscribers_group precedes can_add_custom_emoji_group there too.
  const subscribersFirst = await patch(
    { can_add_custom_emoji_group: { new: 99999 }, can_add_subscribers_group: { new: groups['role:internet'] } },
    owner,
  );
  expect(subscribersFirst.body.msg).toBe("'can_add_subscribers_group' setting cannot be set to 'role:internet' group.");
  // Parsing comes first and is alphabetical.
  const parsing = await patch({ create_multiuse_invite_group: 5, can_resolve_topics_group: 'x' }, owner);
  expect(parsing.body.msg).toBe('can_resolve_topics_group is not valid JSON');
});
