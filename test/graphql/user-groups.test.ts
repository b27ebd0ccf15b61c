import { countStatements } from '../support/count-statements.ts';
import type { ParamValue } from '../support/client.ts';
import { useWorld } from '../support/world.ts';
import { isoOfSecondsOrNull } from '../support/times.ts';
import { errorOf } from '../rest/message-edit.helpers.ts';

/** User groups over GraphQL: the same domain and answers as REST, typed values and errors, no N+1. */
const w = useWorld();

const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.realm.users[user]).graphql(query, variables);
const id = (user: string) => w.realm.users[user].id;
let counter = 0;
const fresh = () => `gql group ${++counter}`;

const SETTING = '__typename ... on UserGroup { groupId } ... on AnonymousGroup { directMemberIds directSubgroupIds }';
const GROUP_FIELDS = `groupId name description isSystemGroup deactivated creatorId dateCreated memberIds
  members { userId } subgroups { groupId } supergroups { groupId }
  canAddMembersGroup { ${SETTING} } canJoinGroup { ${SETTING} } canLeaveGroup { ${SETTING} }
  canManageGroup { ${SETTING} } canMentionGroup { ${SETTING} } canRemoveMembersGroup { ${SETTING} }`;
const LIST = `query ($all: Boolean) { userGroups(includeDeactivated: $all) { ${GROUP_FIELDS} } }`;
/** What a mutation answers: its own payload type (`createUserGroup` → `CreateUserGroupPayload`), carrying the group. */
const result = (field: string) =>
  `__typename ... on ${field[0].toUpperCase()}${field.slice(1)}Payload { userGroup { ${GROUP_FIELDS} } } ... on Error { code message }`;
const OBJECTIONS = '... on GroupInUseError { objections { type supergroupIds channelId groupId settings } }';

async function mutate(
  user: string,
  field: string,
  inputType: string,
  input: Record<string, unknown>,
): Promise<Record<string, any>> {
  const extra = field === 'deactivateUserGroup' ? OBJECTIONS : '';
  const r = await gql(
    user,
    `mutation ($input: ${inputType}!) { ${field}(input: $input) { ${result(field)} ${extra} } }`,
    {
      input,
    },
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data?.[field] as Record<string, any>;
}

/** REST's group dict in GraphQL's shape, to compare the two transports. */
const settingShape = (v: number | { direct_members: number[]; direct_subgroups: number[] }) =>
  typeof v === 'number'
    ? { __typename: 'UserGroup', groupId: v }
    : { __typename: 'AnonymousGroup', directMemberIds: v.direct_members, directSubgroupIds: v.direct_subgroups };

function asGraphql(g: Record<string, any>, supergroups: number[]) {
  return {
    groupId: g.id,
    name: g.name,
    description: g.description,
    isSystemGroup: g.is_system_group,
    deactivated: g.deactivated,
    creatorId: g.creator_id,
    dateCreated: isoOfSecondsOrNull(g.date_created),
    memberIds: g.members,
    members: g.members.map((userId: number) => ({ userId })),
    subgroups: g.direct_subgroup_ids.map((groupId: number) => ({ groupId })),
    supergroups: supergroups.map((groupId) => ({ groupId })),
    canAddMembersGroup: settingShape(g.can_add_members_group),
    canJoinGroup: settingShape(g.can_join_group),
    canLeaveGroup: settingShape(g.can_leave_group),
    canManageGroup: settingShape(g.can_manage_group),
    canMentionGroup: settingShape(g.can_mention_group),
    canRemoveMembersGroup: settingShape(g.can_remove_members_group),
  };
}

async function restGroups(): Promise<Array<Record<string, any>>> {
  return (await w.as('hamlet').get('/user_groups', { include_deactivated_groups: true })).body.user_groups as Array<
    Record<string, any>
  >;
}

test('userGroups is GET /user_groups, with relations and typed setting values', async () => {
  const sub = await mutate('hamlet', 'createUserGroup', 'CreateUserGroupInput', {
    name: fresh(),
    description: 'below',
    memberIds: [id('cordelia')],
  });
  expect(sub.__typename).toBe('CreateUserGroupPayload');
  const g = await mutate('hamlet', 'createUserGroup', 'CreateUserGroupInput', {
    name: fresh(),
    description: 'above',
    memberIds: [id('hamlet'), id('othello')],
    subgroupIds: [sub.userGroup.groupId],
    canJoinGroup: { groupId: w.groups['role:members'] },
    canMentionGroup: { directMemberIds: [id('iago')], directSubgroupIds: [] },
  });
  expect(g.userGroup).toMatchObject({
    memberIds: [id('hamlet'), id('othello')].sort((a, b) => a - b),
    subgroups: [{ groupId: sub.userGroup.groupId }],
    canJoinGroup: { __typename: 'UserGroup', groupId: w.groups['role:members'] },
    canMentionGroup: { __typename: 'AnonymousGroup', directMemberIds: [id('iago')], directSubgroupIds: [] },
    canManageGroup: { __typename: 'AnonymousGroup', directMemberIds: [id('hamlet')], directSubgroupIds: [] },
  });
  const rest = await restGroups();
  const supergroupsOf = (gid: number) => rest.filter((x) => x.direct_subgroup_ids.includes(gid)).map((x) => x.id);
  const r = await gql('hamlet', LIST, { all: true });
  expect(r.errors).toBeUndefined();
  expect(r.data?.userGroups).toEqual(rest.map((x) => asGraphql(x, supergroupsOf(x.id))));
});

test('the same bad input through REST and GraphQL gets the same code and message', async () => {
  const taken = fresh();
  await mutate('hamlet', 'createUserGroup', 'CreateUserGroupInput', { name: taken, description: '', memberIds: [] });
  const cases: Array<[string, Record<string, ParamValue>, Record<string, unknown>]> = [
    ['hamlet', { name: 'role:x', description: '', members: [] }, { name: 'role:x', description: '', memberIds: [] }],
    ['hamlet', { name: taken, description: '', members: [] }, { name: taken, description: '', memberIds: [] }],
    ['hamlet', { name: 'x', description: '', members: [99_999] }, { name: 'x', description: '', memberIds: [99_999] }],
    [
      'hamlet',
      { name: 'x', description: '', members: [], can_manage_group: w.groups['role:everyone'] },
      { name: 'x', description: '', memberIds: [], canManageGroup: { groupId: w.groups['role:everyone'] } },
    ],
    ['polonius', { name: 'x', description: '', members: [] }, { name: 'x', description: '', memberIds: [] }],
  ];
  for (const [user, restParams, input] of cases) {
    const rest = errorOf(await w.as(user).post('/user_groups/create', restParams));
    const answer = await mutate(user, 'createUserGroup', 'CreateUserGroupInput', input);
    expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
  }
  const g = (
    await mutate('hamlet', 'createUserGroup', 'CreateUserGroupInput', {
      name: fresh(),
      description: '',
      memberIds: [id('hamlet')],
    })
  ).userGroup.groupId;
  const memberCases: Array<[string, Record<string, ParamValue>, Record<string, unknown>]> = [
    ['hamlet', { add: [id('hamlet')] }, { addUserIds: [id('hamlet')] }],
    ['hamlet', { delete: [id('othello')] }, { removeUserIds: [id('othello')] }],
    ['othello', { add: [id('cordelia')] }, { addUserIds: [id('cordelia')] }],
    ['hamlet', { add_subgroups: [g] }, { addSubgroupIds: [g] }],
    ['hamlet', {}, {}],
  ];
  for (const [user, restParams, input] of memberCases) {
    const rest = errorOf(await w.as(user).post(`/user_groups/${g}/members`, restParams));
    const answer = await mutate(user, 'updateUserGroupMembers', 'UpdateUserGroupMembersInput', {
      groupId: g,
      ...input,
    });
    expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
  }
  const patch = errorOf(
    await w
      .as('hamlet')
      .patch(`/user_groups/${g}`, { can_join_group: { new: w.groups['role:members'], old: w.groups['role:members'] } }),
  );
  const mismatch = await gql(
    'hamlet',
    `mutation ($input: UpdateUserGroupInput!) { updateUserGroup(input: $input) { __typename ... on Error { code message } ... on ExpectationMismatchError { fieldName } } }`,
    {
      input: {
        groupId: g,
        canJoinGroup: { new: { groupId: w.groups['role:members'] }, old: { groupId: w.groups['role:members'] } },
      },
    },
  );
  expect(mismatch.data?.updateUserGroup).toEqual({
    __typename: 'ExpectationMismatchError',
    code: patch.code,
    message: patch.msg,
    fieldName: 'old',
  });
});

test('update, members and deactivation through mutations; the objections are typed', async () => {
  const g = (
    await mutate('hamlet', 'createUserGroup', 'CreateUserGroupInput', {
      name: fresh(),
      description: '',
      memberIds: [id('hamlet')],
    })
  ).userGroup.groupId;
  const above = (
    await mutate('hamlet', 'createUserGroup', 'CreateUserGroupInput', {
      name: fresh(),
      description: '',
      memberIds: [],
      subgroupIds: [g],
    })
  ).userGroup.groupId;
  const name = fresh();
  const updated = await mutate('hamlet', 'updateUserGroup', 'UpdateUserGroupInput', {
    groupId: g,
    name,
    description: 'd',
    canLeaveGroup: { new: { groupId: w.groups['role:nobody'] } },
  });
  expect(updated.userGroup).toMatchObject({
    name,
    description: 'd',
    canLeaveGroup: { groupId: w.groups['role:nobody'] },
    supergroups: [{ groupId: above }],
  });
  const members = await mutate('hamlet', 'updateUserGroupMembers', 'UpdateUserGroupMembersInput', {
    groupId: g,
    addUserIds: [id('othello')],
    removeUserIds: [id('hamlet')],
  });
  expect(members.userGroup.memberIds).toEqual([id('othello')]);
  const refused = await mutate('hamlet', 'deactivateUserGroup', 'DeactivateUserGroupInput', { groupId: g });
  expect(refused).toEqual({
    __typename: 'GroupInUseError',
    code: 'CANNOT_DEACTIVATE_GROUP_IN_USE',
    message: 'Cannot deactivate user group in use.',
    objections: [{ type: 'subgroup', supergroupIds: [above], channelId: null, groupId: null, settings: null }],
  });
  await mutate('hamlet', 'updateUserGroupMembers', 'UpdateUserGroupMembersInput', {
    groupId: above,
    removeSubgroupIds: [g],
  });
  expect(
    (await mutate('hamlet', 'deactivateUserGroup', 'DeactivateUserGroupInput', { groupId: g })).userGroup,
  ).toMatchObject({
    deactivated: true,
  });
  const q = await gql(
    'hamlet',
    'query ($id: Int!, $u: Int!) { userGroupMemberIds(groupId: $id) isUserGroupMember(groupId: $id, userId: $u) }',
    { id: g, u: id('othello') },
  );
  expect(q.errors?.[0]).toMatchObject({ message: 'User group is deactivated.', extensions: { code: 'BAD_REQUEST' } });
  const reactivated = await mutate('hamlet', 'updateUserGroup', 'UpdateUserGroupInput', {
    groupId: g,
    deactivated: false,
  });
  expect(reactivated.userGroup.deactivated).toBe(false);
  const reads = await gql(
    'hamlet',
    'query ($id: Int!, $u: Int!) { userGroupMemberIds(groupId: $id) isUserGroupMember(groupId: $id, userId: $u) userGroupSubgroupIds(groupId: $id) }',
    { id: above, u: id('othello') },
  );
  expect(reads.data).toEqual({ userGroupMemberIds: [], isUserGroupMember: false, userGroupSubgroupIds: [] });
});

test('guests cannot list groups: null with the error', async () => {
  const r = await gql('polonius', LIST);
  expect(r.data?.userGroups).toBeNull();
  expect(r.errors?.[0]).toMatchObject({ message: 'Not allowed for guest users' });
});

test('listing groups with members, subgroups and settings costs the same statements for 50 more groups', async () => {
  const cost = async () => {
    const c = countStatements(w.ts.server.deps.db);
    try {
      const r = await gql('hamlet', LIST, { all: true });
      expect(r.errors).toBeUndefined();
      return { count: c.statements.length, groups: (r.data?.userGroups as unknown[]).length };
    } finally {
      c.restore();
    }
  };
  const before = await cost();
  for (let i = 0; i < 50; i++) {
    await w.as('hamlet').post('/user_groups/create', {
      name: fresh(),
      description: '',
      members: [id('hamlet'), id('othello'), id('aaron')],
    });
  }
  const after = await cost();
  expect(after.groups).toBe(before.groups + 50);
  expect(after.count).toBe(before.count);
});
