import { expectStatementsNotToGrow } from '../support/count-statements.ts';
import { useWorld } from '../support/world.ts';

/*
 * UserGroup.viewerCan: what each viewer may do with a group, and the server
 * agrees — an action viewerCan allows succeeds, one it denies is refused.
 */
const w = useWorld();

let group = 0;

async function viewerCan(who: string, groupId: number): Promise<Record<string, boolean>> {
  const r = await w
    .as(who)
    .graphql(
      `query ($id: Int) { userGroup(groupId: $id) { viewerCan { manage addMembers removeMembers join leave mention } } }`,
      { id: groupId },
    );
  expect(r.errors).toBeUndefined();
  return r.data?.userGroup.viewerCan as Record<string, boolean>;
}

beforeAll(async () => {
  // Defaults: the creator manages and adds members; nobody joins by themselves; everyone may leave.
  group = await w.createGroup('hamlet', 'viewer can', ['hamlet', 'othello']);
});

test.each([
  ['hamlet', { manage: true, addMembers: true, removeMembers: true, join: true, leave: true, mention: true }],
  ['othello', { manage: false, addMembers: false, removeMembers: false, join: false, leave: true, mention: true }],
  ['desdemona', { manage: true, addMembers: true, removeMembers: true, join: true, leave: true, mention: true }],
  ['shiva', { manage: false, addMembers: false, removeMembers: false, join: false, leave: true, mention: true }],
])('%s on a group hamlet created', async (who, expected) => {
  expect(await viewerCan(who, group)).toEqual(expected);
});

test('nobody manages a system group, not even an owner', async () => {
  expect(await viewerCan('desdemona', w.groups['role:members'])).toMatchObject({ manage: false, addMembers: false });
});

test('the operations agree with viewerCan', async () => {
  const add = (who: string, id: number) =>
    w.as(who).post(`/user_groups/${group}/members`, { add: JSON.stringify([id]) });
  const cordelia = w.user('cordelia').id;
  expect((await viewerCan('othello', group)).addMembers).toBe(false);
  const refused = await add('othello', cordelia);
  expect([refused.status, refused.body.msg]).toEqual([400, 'Insufficient permission']);
  expect((await viewerCan('hamlet', group)).addMembers).toBe(true);
  expect((await add('hamlet', cordelia)).status).toBe(200);

  // Giving cordelia's own group the join setting lets her members join, and viewerCan says so.
  expect((await viewerCan('prospero', group)).join).toBe(false);
  const joiners = await w.createGroup('hamlet', 'joiners', ['prospero']);
  const patched = await w
    .as('hamlet')
    .patch(`/user_groups/${group}`, { can_join_group: JSON.stringify({ new: joiners }) });
  expect(patched.status).toBe(200);
  expect((await viewerCan('prospero', group)).join).toBe(true);
  const joined = await w
    .as('prospero')
    .post(`/user_groups/${group}/members`, { add: JSON.stringify([w.user('prospero').id]) });
  expect(joined.status).toBe(200);
});

test('a list of groups costs one statement for every group’s viewerCan', async () => {
  const extra: number[] = [];
  await expectStatementsNotToGrow(w.ts.server.deps.db, w.as('hamlet'), {
    query: (n) => ({
      query: `query ($n: Int) { userGroupsConnection(first: $n) { edges { node { groupId viewerCan { manage join leave mention } } } } }`,
      variables: { n },
    }),
    read: (d) => d.userGroupsConnection.edges,
    grow: async (from, to) => {
      for (let i = from; i < to; i++) extra.push(await w.createGroup('iago', `viewer can ${i}`, ['iago']));
    },
  });
  expect(extra.length).toBeGreaterThan(0);
});

test('a logged-out visitor gets no viewerCan', async () => {
  const r = await w.as().graphql(`{ userGroup(groupId: ${group}) { viewerCan { manage } } }`);
  expect(r.data?.userGroup?.viewerCan ?? null).toBeNull();
});
