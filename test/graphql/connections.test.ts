import { pngImage } from '../support/emoji-images.ts';
import { useWorld } from '../support/world.ts';

/** Relay connections of users: opaque cursors, both directions, totalCount, refused cursors. */
const w = useWorld();

type Page = {
  totalCount: number;
  edges: Array<{ cursor: string; node: { userId: number } }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

const USERS = `query ($first: Int, $after: String, $last: Int, $before: String) {
  usersConnection(first: $first, after: $after, last: $last, before: $before) {
    totalCount
    edges { cursor node { userId } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

async function page(vars: Record<string, unknown>, who = 'hamlet'): Promise<Page> {
  const r = await w.as(who).graphql(USERS, vars);
  expect(r.errors).toBeUndefined();
  return r.data?.usersConnection as Page;
}

const allUserIds = async (): Promise<number[]> => {
  const r = await w.as('hamlet').graphql('{ users { userId } }');
  return (r.data?.users as Array<{ userId: number }>).map((u) => u.userId);
};

test('usersConnection pages forwards and backwards over every user, by id', async () => {
  const all = await allUserIds();
  const forwards: number[] = [];
  let after: string | null = null;
  for (;;) {
    const p: Page = await page({ first: 3, after });
    expect(p.totalCount).toBe(all.length);
    forwards.push(...p.edges.map((e) => e.node.userId));
    expect(p.pageInfo.hasPreviousPage).toBe(after !== null);
    if (!p.pageInfo.hasNextPage) break;
    after = p.pageInfo.endCursor;
  }
  expect(forwards).toEqual(all);

  const backwards: number[] = [];
  let before: string | null = null;
  for (;;) {
    const p: Page = await page({ last: 4, before });
    backwards.unshift(...p.edges.map((e) => e.node.userId));
    if (!p.pageInfo.hasPreviousPage) break;
    before = p.pageInfo.startCursor;
  }
  expect(backwards).toEqual(all);
});

test('a cursor is opaque: not a user id, and names its position', async () => {
  const first = await page({ first: 2 });
  const cursor = first.edges[1].cursor;
  expect(cursor).not.toMatch(/^\d+$/);
  const next = await page({ first: 1, after: cursor });
  const all = await allUserIds();
  expect(next.edges.map((e) => e.node.userId)).toEqual([all[2]]);
});

test.each([
  ['12', 'after'],
  ['bm90IGEgY3Vyc29y', 'after'],
  [Buffer.from('message:5').toString('base64'), 'before'],
])('the cursor %s is refused with a GraphQL error about its argument', async (cursor, name) => {
  const r = await w.as('hamlet').graphql(USERS, { [name]: cursor, first: name === 'after' ? 1 : null });
  expect(r.data?.usersConnection ?? null).toBeNull();
  expect(r.errors?.[0]).toMatchObject({ message: `Invalid ${name} cursor`, extensions: { code: 'BAD_REQUEST' } });
});

test('page sizes are checked', async () => {
  const tooMany = await w.as('hamlet').graphql(USERS, { first: 1001 });
  expect(tooMany.errors?.[0]).toMatchObject({ message: 'first is too large', extensions: { code: 'BAD_REQUEST' } });
  const negative = await w.as('hamlet').graphql(USERS, { last: -1 });
  expect(negative.errors?.[0]).toMatchObject({ message: 'last is too small', extensions: { code: 'BAD_REQUEST' } });
  expect((await page({ first: 0 })).edges).toEqual([]);
});

test('logged out, usersConnection is refused', async () => {
  const r = await w.as().graphql(USERS, { first: 1 });
  expect(r.errors?.[0].extensions?.code).toBe('UNAUTHORIZED');
});

test('a channel pages its subscribers and a group its members, each with its own count', async () => {
  const r = await w.as('hamlet').graphql(
    `query ($id: Int!) {
      channel(channelId: $id) {
        subscribers { userId }
        first: subscribersConnection(first: 2) { totalCount edges { node { userId } } pageInfo { endCursor hasNextPage } }
      }
      userGroups { members { userId } membersConnection(last: 1) { totalCount edges { node { userId } } pageInfo { hasPreviousPage } } }
    }`,
    { id: w.realm.channels.Denmark },
  );
  expect(r.errors).toBeUndefined();
  const channel = r.data?.channel;
  const subscribers = (channel.subscribers as Array<{ userId: number }>).map((u) => u.userId);
  expect(channel.first.totalCount).toBe(subscribers.length);
  expect(channel.first.edges.map((e: { node: { userId: number } }) => e.node.userId)).toEqual(subscribers.slice(0, 2));
  expect(channel.first.pageInfo.hasNextPage).toBe(subscribers.length > 2);
  const rest = await w
    .as('hamlet')
    .graphql(
      `query ($id: Int!, $after: String) { channel(channelId: $id) { subscribersConnection(first: 100, after: $after) { edges { node { userId } } } } }`,
      { id: w.realm.channels.Denmark, after: channel.first.pageInfo.endCursor },
    );
  expect(
    rest.data?.channel.subscribersConnection.edges.map((e: { node: { userId: number } }) => e.node.userId),
  ).toEqual(subscribers.slice(2));
  for (const g of r.data?.userGroups as Array<Record<string, any>>) {
    const members = (g.members as Array<{ userId: number }>).map((u) => u.userId).sort((a, b) => a - b);
    expect(g.membersConnection.totalCount).toBe(members.length);
    expect(g.membersConnection.edges.map((e: { node: { userId: number } }) => e.node.userId)).toEqual(
      members.slice(-1),
    );
    expect(g.membersConnection.pageInfo.hasPreviousPage).toBe(members.length > 1);
  }
});

describe.each([
  { field: 'savedSnippetsConnection', list: 'savedSnippets', key: 'snippetId' },
  { field: 'realmEmojiConnection', list: 'realmEmoji', key: 'emojiId' },
  { field: 'botsConnection', list: 'bots', key: 'user { userId }' },
])('$field', ({ field, list, key }) => {
  const keyOf = (n: Record<string, any>): number => (typeof n.user === 'object' ? n.user.userId : Object.values(n)[0]);

  test('pages the same items as the list it replaces, forwards and backwards, with totalCount', async () => {
    if (list === 'savedSnippets')
      for (let i = 0; i < 3; i++)
        expect((await w.as('hamlet').post('/saved_snippets', { title: `s${i}`, content: `c${i}` })).status).toBe(200);
    if (list === 'bots') for (let i = 0; i < 3; i++) await w.createBot('hamlet', `Paged Bot ${i}`, `paged-bot-${i}`);
    if (list === 'realmEmoji') {
      const body = await pngImage(20, 20);
      for (let i = 0; i < 3; i++)
        expect(
          (
            await w
              .as('hamlet')
              .multipart(`/realm/emoji/paged_${i}`, [{ field: 'f1', body, type: 'image/png', name: 'e.png' }])
          ).status,
        ).toBe(200);
    }
    const whole = await w.as('hamlet').graphql(`{ ${list} { ${key} } }`);
    const all = (whole.data?.[list] as Array<Record<string, any>>).map(keyOf).sort((a, b) => a - b);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const q = `query ($first: Int, $after: String, $last: Int, $before: String) {
      ${field}(first: $first, after: $after, last: $last, before: $before) {
        totalCount edges { node { ${key} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`;
    const read = async (vars: Record<string, unknown>) => {
      const r = await w.as('hamlet').graphql(q, vars);
      expect(r.errors).toBeUndefined();
      return r.data?.[field] as Page & { edges: Array<{ node: Record<string, any> }> };
    };
    const first = await read({ first: 2 });
    expect(first.totalCount).toBe(all.length);
    expect(first.edges.map((e) => keyOf(e.node))).toEqual(all.slice(0, 2));
    const rest = await read({ first: 100, after: first.pageInfo.endCursor });
    expect(rest.edges.map((e) => keyOf(e.node))).toEqual(all.slice(2));
    const last = await read({ last: 1 });
    expect(last.edges.map((e) => keyOf(e.node))).toEqual(all.slice(-1));
    expect(last.pageInfo.hasPreviousPage).toBe(true);
    const refused = await w.as('hamlet').graphql(q, { after: Buffer.from('user:1').toString('base64') });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Invalid after cursor', extensions: { code: 'BAD_REQUEST' } });
  });
});

test("attachmentsConnection pages the viewer's uploads by id in both directions, with totalCount", async () => {
  for (let i = 0; i < 3; i++) await w.upload('othello', `paged-${i}.txt`, `file ${i}`, 'text/plain');
  const whole = await w.as('othello').graphql('{ attachments { attachments { attachmentId } } }');
  const all = (whole.data?.attachments as { attachments: Array<{ attachmentId: number }> }).attachments
    .map((a) => a.attachmentId)
    .sort((a, b) => a - b);
  expect(all.length).toBeGreaterThanOrEqual(3);
  const q = `query ($first: Int, $after: String, $last: Int, $before: String) {
    attachmentsConnection(first: $first, after: $after, last: $last, before: $before) {
      totalCount edges { node { attachmentId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }`;
  const read = async (vars: Record<string, unknown>) => {
    const r = await w.as('othello').graphql(q, vars);
    expect(r.errors).toBeUndefined();
    return r.data?.attachmentsConnection as Page & { edges: Array<{ node: { attachmentId: number } }> };
  };
  const ids = (p: { edges: Array<{ node: { attachmentId: number } }> }) => p.edges.map((e) => e.node.attachmentId);
  const first = await read({ first: 2 });
  expect([first.totalCount, ids(first), first.pageInfo.hasNextPage]).toEqual([all.length, all.slice(0, 2), true]);
  const rest = await read({ first: 100, after: first.pageInfo.endCursor });
  expect([ids(rest), rest.pageInfo.hasNextPage, rest.pageInfo.hasPreviousPage]).toEqual([all.slice(2), false, true]);
  const back = await read({ last: 2, before: rest.pageInfo.endCursor });
  expect(ids(back)).toEqual(all.slice(-3, -1));
  expect(back.pageInfo.hasNextPage).toBe(true);
  const others = await w.as('hamlet').graphql('{ attachmentsConnection { edges { node { attachmentId } } } }');
  const theirs = (others.data?.attachmentsConnection as { edges: Array<{ node: { attachmentId: number } }> }).edges;
  expect(theirs.map((e) => e.node.attachmentId).filter((id) => all.includes(id))).toEqual([]);
});
