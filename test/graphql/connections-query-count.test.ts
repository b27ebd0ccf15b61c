import { countStatements } from '../support/count-statements.ts';
import type { DemoUser } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

/*
 * N+1 guard for the connections: a page of 20 costs the statements a page of
 * 2 costs, and a list of 20 channels (or groups) each with a page of
 * subscribers (members) costs what a list of 2 costs.
 */
const w = useWorld();

const USER = 'userId fullName role avatarUrl status { statusText } profileData { field { fieldId } }';
let people: DemoUser[] = [];

interface Case {
  name: string;
  query: (n: number) => { query: string; variables?: Record<string, unknown> };
  read: (d: Record<string, any>) => unknown[];
  grow?: (from: number, to: number) => Promise<void>;
}

const ok = (r: { status: number; text?: string }) => expect([r.status, r.text]).toEqual([200, r.text]);

const CASES: Case[] = [
  {
    name: 'Query.usersConnection',
    query: (n) => ({
      query: `query ($n: Int) { usersConnection(first: $n) { totalCount edges { cursor node { ${USER} } } } }`,
      variables: { n },
    }),
    read: (d) => d.usersConnection.edges,
  },
  {
    name: 'Channel.subscribersConnection (of every channel)',
    query: () => ({
      query: `{ channels { subscribersConnection(first: 3) { totalCount pageInfo { hasNextPage } edges { node { ${USER} } } } } }`,
    }),
    read: (d) =>
      d.channels.filter(
        (c: { subscribersConnection: { totalCount: number } }) => c.subscribersConnection.totalCount > 3,
      ),
    grow: async (from, to) => {
      for (let i = from; i < to; i++) {
        await w.createChannel('iago', `paged ${i}`, { members: ['hamlet'] });
        ok(
          await w.as('iago').post('/users/me/subscriptions', {
            subscriptions: JSON.stringify([{ name: `paged ${i}` }]),
            principals: JSON.stringify(people.slice(0, 4).map((p) => p.id)),
          }),
        );
      }
    },
  },
  {
    name: 'UserGroup.membersConnection (of every group)',
    query: () => ({
      query: `{ userGroups { membersConnection(first: 2) { totalCount edges { node { ${USER} } } } } }`,
    }),
    read: (d) =>
      d.userGroups.filter((g: { membersConnection: { totalCount: number } }) => g.membersConnection.totalCount === 3),
    grow: async (from, to) => {
      for (let i = from; i < to; i++)
        ok(
          await w.ts.client(people[i]).post('/user_groups/create', {
            name: `paged group ${i}`,
            description: '',
            members: JSON.stringify([people[i].id, people[i + 1].id, people[i + 2].id]),
          }),
        );
    },
  },
  {
    name: 'Query.attachmentsConnection',
    query: (n) => ({
      query: `query ($n: Int) { attachmentsConnection(first: $n) { totalCount edges { cursor node { attachmentId name size messages { messageId } } } } }`,
      variables: { n },
    }),
    read: (d) => d.attachmentsConnection.edges,
    grow: async (from, to) => {
      for (let i = from; i < to; i++) {
        const url = await w.upload('iago', `paged-${i}.txt`, `file ${i}`, 'text/plain');
        await w.sendToChannel('iago', 'Verona', 'files', `[file](${url})`);
      }
    },
  },
];

async function statementsOf(c: Case, n: number): Promise<{ statements: string[]; length: number }> {
  const { query, variables } = c.query(n);
  const counter = countStatements(w.ts.server.deps.db);
  try {
    const r = await w.as('iago').graphql(query, variables);
    expect(r.errors).toBeUndefined();
    return { statements: [...counter.statements], length: c.read(r.data!).length };
  } finally {
    counter.restore();
  }
}

beforeAll(async () => {
  people = [];
  for (let i = 0; i < 23; i++) people.push(await w.createUser(`Paged Person ${i}`));
});

test.each(CASES.map((c) => [c.name, c] as const))('%s: 20 items cost the statements 2 items cost', async (_n, c) => {
  await c.grow?.(0, 2);
  const few = await statementsOf(c, 2);
  await c.grow?.(2, 20);
  const many = await statementsOf(c, 20);
  expect(few.length).toBeGreaterThanOrEqual(2);
  expect(many.length - few.length).toBeGreaterThanOrEqual(18);
  // As a set with repeats: on PostgreSQL's pool, independent batches finish in either order.
  expect(many.statements.sort()).toEqual(few.statements.sort());
});
