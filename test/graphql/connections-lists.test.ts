import { useWorld } from '../support/world.ts';

/*
 * The connections that replaced the last unpaged lists: paged forwards and
 * backwards, each gives the whole list its REST operation (or the deprecated
 * list) gives, in the same order, with its count.
 */
const w = useWorld();

interface Edge {
  cursor: string;
  node: Record<string, unknown>;
}
interface Page {
  totalCount: number;
  edges: Edge[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

interface Case {
  name: string;
  /** The connection field with its own arguments; the paging arguments are added. */
  field: (paging: string) => string;
  /** What closes the fields `field` opened around the connection. */
  closing?: string;
  /** Where the connection is in the answer. */
  at: (data: Record<string, any>) => Page;
  /** What each node is compared by. */
  key: (node: Record<string, any>) => unknown;
  selection: string;
  /** The whole list, from REST or from the list the connection replaces. */
  expected: () => Promise<unknown[]>;
}

const PAGING = '$first: Int, $after: String, $last: Int, $before: String';
const ARGS = 'first: $first, after: $after, last: $last, before: $before';
const PAGE_INFO = 'totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

let group = 0;
let message = 0;

const CASES: Case[] = [
  {
    name: 'Query.userTopicsConnection',
    field: (p) => `userTopicsConnection(${p})`,
    at: (d) => d.userTopicsConnection,
    selection: 'topic visibilityPolicy',
    key: (n) => [n.topic, n.visibilityPolicy],
    expected: async () => {
      const r = await w.as('hamlet').graphql('{ bootstrap { userTopics { topic visibilityPolicy } } }');
      return (r.data?.bootstrap.userTopics as Array<Record<string, unknown>>).map((t) => [t.topic, t.visibilityPolicy]);
    },
  },
  {
    name: 'Query.userGroupMembersConnection',
    field: (p) => `userGroupMembersConnection(groupId: ${w.groups['role:members']}, ${p})`,
    at: (d) => d.userGroupMembersConnection,
    selection: 'userId',
    key: (n) => n.userId,
    expected: async () =>
      ((await w.as('hamlet').get(`/user_groups/${w.groups['role:members']}/members`)).body.members as number[]).sort(
        (a, b) => a - b,
      ),
  },
  {
    name: 'Query.userGroupSubgroupsConnection',
    field: (p) => `userGroupSubgroupsConnection(groupId: ${group}, ${p})`,
    at: (d) => d.userGroupSubgroupsConnection,
    selection: 'groupId',
    key: (n) => n.groupId,
    expected: async () =>
      ((await w.as('hamlet').get(`/user_groups/${group}/subgroups`)).body.subgroups as number[]).sort((a, b) => a - b),
  },
  {
    name: 'Query.messageReadByConnection',
    field: (p) => `messageReadByConnection(messageId: ${message}, ${p})`,
    at: (d) => d.messageReadByConnection,
    selection: 'userId',
    key: (n) => n.userId,
    expected: async () =>
      ((await w.as('hamlet').get(`/messages/${message}/read_receipts`)).body.user_ids as number[]).sort(
        (a, b) => a - b,
      ),
  },
  {
    name: 'Presences.presencesConnection',
    field: (p) => `presences { presencesConnection(${p})`,
    closing: '}',
    at: (d) => d.presences.presencesConnection,
    selection: 'userId',
    key: (n) => n.userId,
    expected: async () => {
      const r = await w.as('hamlet').graphql('{ presences { presences { userId } } }');
      return (r.data?.presences.presences as Array<{ userId: number }>).map((p) => p.userId).sort((a, b) => a - b);
    },
  },
];

async function pageOf(c: Case, vars: Record<string, unknown>): Promise<Page> {
  const query = `query (${PAGING}) { ${c.field(ARGS)} { ${PAGE_INFO} edges { cursor node { ${c.selection} } } } ${c.closing ?? ''} }`;
  const r = await w.as('hamlet').graphql(query, vars);
  expect(r.errors).toBeUndefined();
  return c.at(r.data!);
}

beforeAll(async () => {
  for (const [i, topic] of ['muted one', 'followed one', 'unmuted one'].entries())
    await w.as('hamlet').post('/user_topics', {
      stream_id: w.realm.channels.Verona,
      topic,
      visibility_policy: [1, 3, 2][i],
    });
  const subgroups = [
    await w.createGroup('iago', 'listed sub a', ['hamlet']),
    await w.createGroup('iago', 'listed sub b', ['othello']),
    await w.createGroup('iago', 'listed sub c', ['cordelia']),
  ];
  group = await w.createGroup('iago', 'listed parent', ['iago'], { subgroups: JSON.stringify(subgroups) });
  message = await w.sendToChannel('iago', 'Verona', 'receipts', 'read by several');
  for (const reader of ['hamlet', 'othello', 'cordelia', 'prospero'])
    await w.as(reader).post('/messages/flags', { messages: [message], op: 'add', flag: 'read' });
  for (const user of ['hamlet', 'othello', 'iago']) await w.as(user).post('/users/me/presence', { status: 'active' });
});

test.each(CASES.map((c) => [c.name, c] as const))('%s pages both ways over the whole list', async (_n, c) => {
  const all = await c.expected();
  expect(all.length).toBeGreaterThanOrEqual(3);

  const forwards: unknown[] = [];
  let after: string | null = null;
  for (;;) {
    const p: Page = await pageOf(c, { first: 2, after });
    expect(p.totalCount).toBe(all.length);
    expect(p.pageInfo.hasPreviousPage).toBe(after !== null);
    forwards.push(...p.edges.map((e) => c.key(e.node)));
    if (!p.pageInfo.hasNextPage) break;
    after = p.pageInfo.endCursor;
  }
  expect(forwards).toEqual(all);

  const backwards: unknown[] = [];
  let before: string | null = null;
  for (;;) {
    const p: Page = await pageOf(c, { last: 2, before });
    backwards.unshift(...p.edges.map((e) => c.key(e.node)));
    if (!p.pageInfo.hasPreviousPage) break;
    before = p.pageInfo.startCursor;
  }
  expect(backwards).toEqual(all);
});

test('a read-receipts page of a message the viewer cannot see is refused as the REST operation is', async () => {
  const secret = await w.createChannel('iago', 'receipts secret', { inviteOnly: true });
  const hidden = await w.sendToChannel('iago', secret, 'hidden', 'nobody else');
  const rest = await w.as('hamlet').get(`/messages/${hidden}/read_receipts`);
  const r = await w.as('hamlet').graphql(`{ messageReadByConnection(messageId: ${hidden}, first: 5) { totalCount } }`);
  expect(r.data?.messageReadByConnection ?? null).toBeNull();
  expect(r.errors?.[0].message).toBe(rest.body.msg);
});
