import { useWorld } from '../support/world.ts';

/**
 * messagesConnection opened at an anchor: the first unread message, the newest or oldest, or any message; paged
 * both ways from there, with the unread boundary given as a cursor.
 */
const w = useWorld();

const CONNECTION = `
  query ($anchor: MessageAnchor, $anchorMessageId: Int, $anchorMessage: ID, $first: Int, $after: String, $last: Int, $before: String) {
    messagesConnection(anchor: $anchor, anchorMessageId: $anchorMessageId, anchorMessage: $anchorMessage, first: $first,
                       after: $after, last: $last, before: $before, narrow: [{ operator: "topic", operand: "anchored" }]) {
      firstUnreadCursor
      edges { cursor node { messageId } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }`;

type Page = {
  firstUnreadCursor: string | null;
  edges: Array<{ cursor: string; node: { messageId: number } }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

const cursor = (id: number) => Buffer.from(`message:${id}`).toString('base64');
const ids = (p: Page) => p.edges.map((e) => e.node.messageId);

async function page(vars: Record<string, unknown>, who = 'hamlet'): Promise<Page> {
  const r = await w.as(who).graphql(CONNECTION, vars);
  expect(r.errors).toBeUndefined();
  return r.data?.messagesConnection as Page;
}

/** Ten messages in the topic; hamlet has read the first four. */
let sent: number[] = [];

beforeAll(async () => {
  sent = [];
  for (let i = 0; i < 10; i++) sent.push(await w.sendToChannel('iago', 'Denmark', 'anchored', `m${i}`));
  const r = await w
    .as('hamlet')
    .post('/messages/flags', { messages: JSON.stringify(sent.slice(0, 4)), op: 'add', flag: 'read' });
  expect(r.status).toBe(200);
});

test('FIRST_UNREAD opens at the first unread message, pages both ways, and names the boundary', async () => {
  const p = await page({ anchor: 'FIRST_UNREAD', last: 2, first: 2 });
  expect(ids(p)).toEqual(sent.slice(2, 7));
  expect(p.firstUnreadCursor).toBe(cursor(sent[4]));
  expect(p.edges.find((e) => e.cursor === p.firstUnreadCursor)?.node.messageId).toBe(sent[4]);
  expect(p.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  const older = await page({ last: 5, before: p.pageInfo.startCursor });
  expect(ids(older)).toEqual(sent.slice(0, 2));
  expect(older.pageInfo.hasPreviousPage).toBe(false);
  const newer = await page({ first: 5, after: p.pageInfo.endCursor });
  expect(ids(newer)).toEqual(sent.slice(7));
  expect(newer.pageInfo.hasNextPage).toBe(false);
  // Without sizes: half a default page each way, here the whole topic.
  expect(ids(await page({ anchor: 'FIRST_UNREAD' }))).toEqual(sent);
});

test('any message as the anchor, by id or global id; the boundary is given whatever the anchor', async () => {
  const byId = await page({ anchorMessageId: sent[7], last: 1, first: 1 });
  expect(ids(byId)).toEqual(sent.slice(6, 9));
  expect(byId.firstUnreadCursor).toBe(cursor(sent[4]));
  const globalId = Buffer.from(`Message:${sent[7]}`).toString('base64');
  expect(ids(await page({ anchorMessage: globalId, last: 1, first: 1 }))).toEqual(ids(byId));
  expect(ids(await page({ anchor: 'NEWEST', last: 2 }))).toEqual(sent.slice(8));
  const oldest = await page({ anchor: 'OLDEST', first: 1 });
  // As GET /messages: `first` counts the messages after the anchor, and the oldest end is no message.
  expect(ids(oldest)).toEqual(sent.slice(0, 1));
  expect(oldest.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
});

test('with everything read, FIRST_UNREAD opens at the newest end and the boundary is null', async () => {
  // The sender has read what they sent.
  const p = await page({ anchor: 'FIRST_UNREAD', last: 3 }, 'iago');
  expect(p.firstUnreadCursor).toBeNull();
  expect(ids(p)).toEqual(sent.slice(7));
  expect(p.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
  expect((await page({ anchor: 'NEWEST', first: 1 }, 'iago')).firstUnreadCursor).toBeNull();
});

test('an anchor with a cursor, or two anchors, are refused with GraphQL errors', async () => {
  const both = await w.as('hamlet').graphql(CONNECTION, { anchor: 'NEWEST', before: cursor(sent[3]) });
  expect(both.errors?.[0]).toMatchObject({
    message: 'An anchor cannot be combined with after or before',
    extensions: { code: 'BAD_REQUEST' },
  });
  const two = await w.as('hamlet').graphql(CONNECTION, { anchor: 'NEWEST', anchorMessageId: sent[3] });
  expect(two.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
});
