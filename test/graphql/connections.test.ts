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

/** Each connection beside the list it replaces: the same items, in the list's order (topics newest first). */
describe.each([
  { field: 'channelsConnection', list: 'channels', key: 'channelId', viewer: 'iago', args: '' },
  { field: 'subscriptionsConnection', list: 'subscriptions', key: 'channel { channelId }', viewer: 'hamlet', args: '' },
  { field: 'userGroupsConnection', list: 'userGroups', key: 'groupId', viewer: 'hamlet', args: '' },
  { field: 'draftsConnection', list: 'drafts', key: 'draftId', viewer: 'hamlet', args: '' },
  { field: 'mutedUsersConnection', list: 'mutedUsers', key: 'userId', viewer: 'cordelia', args: '' },
  { field: 'topicsConnection', list: 'topics', key: 'maxId name', viewer: 'hamlet', args: 'channelId: $channel' },
])('$field', ({ field, list, key, viewer, args }) => {
  const keyOf = (n: Record<string, any>): number =>
    typeof n.channel === 'object' ? n.channel.channelId : Object.values(n)[0];
  const vars = () => (args ? { channel: w.realm.channels.Denmark } : {});
  const decl = args ? '$channel: Int, ' : '';

  beforeAll(async () => {
    if (list === 'drafts')
      await w.createDrafts(
        'hamlet',
        [0, 1, 2].map((i) => ({ type: 'stream', to: [w.realm.channels.Denmark], topic: `t${i}`, content: `d${i}` })),
      );
    if (list === 'mutedUsers')
      for (const name of ['hamlet', 'othello', 'iago'])
        expect((await w.as('cordelia').post(`/users/me/muted_users/${w.user(name).id}`)).status).toBe(200);
    if (list === 'topics')
      for (const t of ['paged a', 'paged b', 'PAGED A', 'paged c']) await w.sendToChannel('hamlet', 'Denmark', t);
  });

  test('pages the same items as the list it replaces, both ways, with the whole count', async () => {
    const whole = await w
      .as(viewer)
      .graphql(`query ${args ? '($channel: Int)' : ''} { ${list}${args ? `(${args})` : ''} { ${key} } }`, vars());
    expect(whole.errors).toBeUndefined();
    const items = whole.data?.[list] as Array<Record<string, any>>;
    const all = list === 'topics' ? items : [...items].sort((a, b) => keyOf(a) - keyOf(b));
    expect(all.length).toBeGreaterThanOrEqual(3);
    const q = `query (${decl}$first: Int, $after: String, $last: Int, $before: String) {
      ${field}(${args ? `${args}, ` : ''}first: $first, after: $after, last: $last, before: $before) {
        ${list === 'topics' ? '' : 'totalCount'} edges { node { ${key} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`;
    const read = async (v: Record<string, unknown>) => {
      const r = await w.as(viewer).graphql(q, { ...vars(), ...v });
      expect(r.errors).toBeUndefined();
      return r.data?.[field] as Page & { edges: Array<{ node: Record<string, any> }> };
    };
    const forwards: Array<Record<string, any>> = [];
    for (let after: string | null = null; ;) {
      const p: Page & { edges: Array<{ node: Record<string, any> }> } = await read({ first: 2, after });
      if (list !== 'topics') expect(p.totalCount).toBe(all.length);
      expect(p.pageInfo.hasPreviousPage).toBe(after !== null);
      forwards.push(...p.edges.map((e) => e.node));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(forwards).toEqual(all);
    const backwards: Array<Record<string, any>> = [];
    for (let before: string | null = null; ;) {
      const p: Page & { edges: Array<{ node: Record<string, any> }> } = await read({ last: 2, before });
      backwards.unshift(...p.edges.map((e) => e.node));
      if (!p.pageInfo.hasPreviousPage) break;
      before = p.pageInfo.startCursor;
    }
    expect(backwards).toEqual(all);
  });
});

test('topicsConnection names a topic differing only in case as its newest message does, once', async () => {
  await w.sendToChannel('hamlet', 'Verona', 'Case Topic');
  await w.sendToChannel('hamlet', 'Verona', 'case topic');
  const r = await w
    .as('hamlet')
    .graphql(`query ($c: Int) { topicsConnection(channelId: $c, first: 1000) { edges { node { name } } } }`, {
      c: w.realm.channels.Verona,
    });
  const names = (r.data?.topicsConnection.edges as Array<{ node: { name: string } }>).map((e) => e.node.name);
  expect(names.filter((n) => n.toLowerCase() === 'case topic')).toEqual(['case topic']);
  expect(names[0]).toBe('case topic');
});

test("a limited guest's usersConnection holds only the users the guest may see, as REST's /users does", async () => {
  await w.setRealmGroup('can_access_all_users_group', 'role:members');
  try {
    const rest = await w.as('polonius').get('/users');
    const visible = (rest.body.members as Array<{ user_id: number }>).map((m) => m.user_id).sort((a, b) => a - b);
    const r = await w
      .as('polonius')
      .graphql(`{ usersConnection(first: 1000) { totalCount edges { node { userId } } } }`);
    expect(r.errors).toBeUndefined();
    const ids = (r.data?.usersConnection.edges as Array<{ node: { userId: number } }>).map((e) => e.node.userId);
    expect([r.data?.usersConnection.totalCount, ids]).toEqual([visible.length, visible]);
    expect(ids).not.toContain(w.user('shiva').id);
    expect(ids.length).toBeLessThan((await allUserIds()).length);
  } finally {
    await w.setRealmGroup('can_access_all_users_group', 'role:everyone');
  }
});

test('a channel the viewer cannot see gives no subscribers page', async () => {
  const secret = await w.createChannel('iago', 'paged secret', { inviteOnly: true, members: ['iago', 'othello'] });
  const r = await w
    .as('hamlet')
    .graphql(
      `query ($c: Int) { channel(channelId: $c) { subscribersConnection { totalCount edges { node { userId } } } } }`,
      { c: secret },
    );
  expect(r.data?.channel).toBeNull();
  expect(r.errors?.[0].message).toBe('Invalid channel ID');
  const ids = await w
    .as('othello')
    .graphql(`query ($c: Int) { channel(channelId: $c) { subscribersConnection { totalCount } } }`, { c: secret });
  expect(ids.data?.channel.subscribersConnection.totalCount).toBe(2);
});
