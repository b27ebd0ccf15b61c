import { countStatements } from '../support/count-statements.ts';
import { useWorld } from '../support/world.ts';

/**
 * N+1 guard for `messages`: the statements a page costs must not depend on
 * its size.
 */

const PAGE = `
  query ($n: Int!) {
    messages(anchor: "newest", numBefore: $n, narrow: [{ operator: "channel", operand: "Verona" }]) {
      foundNewest
      messages {
        id
        flags
        sender { userId fullName }
        channel { channelId name }
        reactions { emojiName user { fullName } }
      }
    }
  }`;

async function pageCost(
  n: number,
): Promise<{ count: number; statements: string[]; messages: Array<Record<string, any>> }> {
  const counter = countStatements(w.ts.server.deps.db);
  try {
    const r = await w.as('hamlet').graphql(PAGE, { n });
    expect(r.errors).toBeUndefined();
    return {
      count: counter.statements.length,
      statements: [...counter.statements],
      messages: r.data?.messages.messages,
    };
  } finally {
    counter.restore();
  }
}

const w = useWorld();

const readsLinkifiers = (statement: string) => statement.includes('url_template AS');

beforeAll(async () => {
  const senders = ['hamlet', 'iago', 'othello', 'cordelia', 'prospero', 'desdemona'];
  const ids: number[] = [];
  for (let i = 0; i < 110; i++) {
    const r = await w.ts.client(w.realm.users[senders[i % senders.length]]).post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: `topic ${i % 7}`,
      content: `message ${i}`,
    });
    expect(r.status).toBe(200);
    ids.push(r.body.id as number);
  }
  // Reactions by several users, on messages inside both the 10- and the 100-message windows.
  const reactors = ['iago', 'othello', 'zoe', 'aaron'];
  for (let i = ids.length - 1; i >= 0; i -= 3) {
    const r = await w.ts
      .client(w.realm.users[reactors[i % reactors.length]])
      .post(`/messages/${ids[i]}/reactions`, { emoji_name: 'octopus' });
    expect(r.status).toBe(200);
  }
  const starred = await w.as('hamlet').post('/messages/flags', {
    messages: JSON.stringify(ids.filter((_, i) => i % 4 === 0)),
    op: 'add',
    flag: 'starred',
  });
  expect(starred.status).toBe(200);
});

test('a page of 100 messages with senders, channels, reactions and flags costs the same statements as a page of 10', async () => {
  const small = await pageCost(10);
  const large = await pageCost(100);
  expect(small.messages).toHaveLength(10);
  expect(large.messages).toHaveLength(100);
  // The pages really exercise every nested field.
  for (const page of [small.messages, large.messages]) {
    expect(page.some((m) => m.reactions.length > 0 && m.reactions[0].user.fullName)).toBe(true);
    expect(page.some((m) => m.flags.includes('STARRED'))).toBe(true);
    expect(new Set(page.map((m) => m.sender.userId)).size).toBeGreaterThan(1);
    expect(page.every((m) => m.channel.name === 'Verona')).toBe(true);
  }
  expect(large.statements).toEqual(small.statements);
  // The page's users (senders and reacting users together) and channels are read by the page's own
  // statement, not one of their own.
  expect(large.statements.filter((s) => s.startsWith('sql SELECT (SELECT json_agg(json_build_object('))).toEqual([]);
  // Authentication, the narrow's channel, the page (with its people), the cores of messages not cached
  // yet; not the realm's linkifiers, which only topic links need. REST's page reads those too.
  expect(large.statements.some(readsLinkifiers)).toBe(false);
  expect(large.count).toBeLessThanOrEqual(4);
});

test('a page showing of its senders and channels only what its messages carry reads no row of theirs, and shows them the same', async () => {
  const read = async (sender: string, channel: string) => {
    const counter = countStatements(w.ts.server.deps.db);
    try {
      const r = await w.as('hamlet').graphql(
        `{ messages(anchor: "newest", numBefore: 100, narrow: [{ operator: "channel", operand: "Verona" }]) {
             messages { messageId sender { ${sender} } channel { ${channel} } } } }`,
      );
      expect(r.errors).toBeUndefined();
      return {
        statements: [...counter.texts],
        messages: r.data?.messages.messages as Array<Record<string, any>>,
      };
    } finally {
      counter.restore();
    }
  };
  const [userFields, channelFields] = ['__typename id userId fullName email avatarUrl', '__typename id channelId name'];
  const byRow = await read(userFields, channelFields);
  const whole = await read(`${userFields} role`, `${channelFields} description`);
  expect(byRow.messages).toHaveLength(100);
  expect(byRow.messages).toEqual(
    whole.messages.map(({ sender: { role: _role, ...sender }, channel: { description: _d, ...channel }, ...m }) => ({
      ...m,
      sender,
      channel,
    })),
  );
  expect(new Set(byRow.messages.map((m) => m.sender.userId)).size).toBeGreaterThan(1);
  // Whole rows come with the page's own statement; rows shown by what the messages carry come with none.
  const readsPeople = (statements: string[]) =>
    statements.filter((s) => s.includes('json_agg(json_build_object(')).length;
  expect(readsPeople(whole.statements)).toBe(1);
  expect(readsPeople(byRow.statements)).toBe(0);
  expect(byRow.statements.length).toBe(whole.statements.length);
});

test("a page that shows its topics' links reads the realm's linkifiers once, one that does not never", async () => {
  const linkifier = await w.as('iago').post('/realm/filters', {
    pattern: '#(?P<id>[0-9]+)',
    url_template: 'https://trac.example.com/ticket/{id}',
  });
  expect(linkifier.status).toBe(200);
  const sent = await w.as('hamlet').post('/messages', {
    type: 'stream',
    to: 'Verona',
    topic: 'ticket #42',
    content: 'linked',
  });
  expect(sent.status).toBe(200);
  const read = async (fields: string) => {
    const counter = countStatements(w.ts.server.deps.db);
    try {
      const r = await w.as('hamlet').graphql(
        `{ messages(anchor: "newest", numBefore: 3) { messages { topic ${fields} } } }
         `,
      );
      expect(r.errors).toBeUndefined();
      return { linkifierReads: counter.statements.filter(readsLinkifiers).length, r };
    } finally {
      counter.restore();
    }
  };
  const shown = await read('topicLinks { text url }');
  expect(shown.linkifierReads).toBe(1);
  expect(shown.r.data?.messages.messages.at(-1)).toEqual({
    topic: 'ticket #42',
    topicLinks: [{ text: '#42', url: 'https://trac.example.com/ticket/42' }],
  });
  const viaFragment = await read('... on Message { topicLinks { url } }');
  expect(viaFragment.linkifierReads).toBe(1);
  expect(viaFragment.r.data?.messages.messages.at(-1).topicLinks).toEqual([
    { url: 'https://trac.example.com/ticket/42' },
  ]);
  expect((await read('')).linkifierReads).toBe(0);
  const removed = await w.as('iago').delete(`/realm/filters/${linkifier.body.id}`);
  expect(removed.status).toBe(200);
});

test('the counter sees what a page with no nested fields costs, and nested fields add a constant', async () => {
  const counter = countStatements(w.ts.server.deps.db);
  try {
    const r = await w.as('hamlet').graphql('{ messages(anchor: "newest", numBefore: 100) { messages { id } } }');
    expect(r.data?.messages.messages).toHaveLength(100);
    const flat = counter.statements.length;
    const full = await pageCost(100);
    expect(flat).toBeGreaterThan(0);
    expect(full.count).toBeGreaterThan(flat);
    expect(full.count - flat).toBeLessThan(20);
  } finally {
    counter.restore();
  }
});

test('a connection opened at the first unread message, with its boundary, costs the same for 100 messages as for 10', async () => {
  const ANCHORED = `query ($n: Int!) {
    messagesConnection(anchor: FIRST_UNREAD, last: $n, first: $n, narrow: [{ operator: "channel", operand: "Verona" }]) {
      firstUnreadCursor
      pageInfo { hasPreviousPage hasNextPage }
      edges { cursor node { id flags sender { userId fullName } channel { channelId name } reactions { emojiName user { fullName } } } }
    }
  }`;
  const cost = async (n: number) => {
    const counter = countStatements(w.ts.server.deps.db);
    try {
      const r = await w.as('hamlet').graphql(ANCHORED, { n });
      expect(r.errors).toBeUndefined();
      return { statements: [...counter.statements], edges: r.data?.messagesConnection.edges.length as number };
    } finally {
      counter.restore();
    }
  };
  const small = await cost(5);
  const large = await cost(50);
  expect(large.edges).toBeGreaterThan(small.edges);
  expect(large.statements).toEqual(small.statements);
});
