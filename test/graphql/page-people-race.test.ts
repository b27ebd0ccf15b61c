import { countStatements } from '../support/count-statements.ts';
import { useWorld } from '../support/world.ts';

/**
 * The people a GraphQL page shows come with its page statement; a message's
 * core (its reactions among it) comes from the cache or, when outdated, from a
 * second statement. A user who reacts between the two is in the core but not
 * in the page's people: the page reads them by a statement of their own
 * (src/schema/page-people.ts). The race is made here, not waited for: a
 * transaction holds a lock on `submessage`, which the cores' statement reads
 * and the page statement does not, so the page stops between its two
 * statements while the reaction is added. This file runs on PostgreSQL
 * whatever ZIRCON_TEST_DB says (PGlite has no second connection to hold it).
 */
const w = useWorld({ db: 'postgres' });

const PAGE = `
  query ($narrow: [NarrowTermInput!]) {
    messages(anchor: "newest", numBefore: 5, numAfter: 0, narrow: $narrow) {
      messages { messageId sender { userId fullName } reactions { emojiName user { userId fullName email } } }
    }
  }`;

test('a user who reacts while a page is read, between its statement and its messages, is shown on it', async () => {
  const id = await w.sendToChannel('hamlet', 'Denmark', 'race', 'react to me');
  const narrow = [
    { operator: 'channel', operandId: w.realm.channels.Denmark },
    { operator: 'topic', operand: 'race' },
  ];
  const page = () => w.as('hamlet').graphql(PAGE, { narrow });
  expect((await page()).errors).toBeUndefined();
  // Cordelia's reaction makes the cached core outdated: the next page reads the core again.
  expect((await w.as('cordelia').post(`/messages/${id}/reactions`, { emoji_name: 'smile' })).status).toBe(200);

  const counter = countStatements(w.ts.server.deps.db);
  let reading: ReturnType<typeof page> | undefined;
  let reacted: Promise<{ status: number }> | undefined;
  let answer: Awaited<ReturnType<typeof page>> | undefined;
  try {
    await w.ts.server.deps.db.sql.transaction(async (tx) => {
      await tx.exec('LOCK TABLE submessage IN ACCESS EXCLUSIVE MODE');
      reading = page();
      // The page statement ran (Othello is not among its people); the cores' statement waits for the lock.
      await waitFor(async () => (await lockWaits()) > 0);
      reacted = w.as('othello').post(`/messages/${id}/reactions`, { emoji_name: 'octopus' });
      await waitFor(async () => (await reactionsOf(id, 'othello')) === 1);
    });
    answer = await reading;
  } finally {
    counter.restore();
  }
  expect((await reacted)?.status).toBe(200);
  expect(answer?.errors).toBeUndefined();
  const [m] = answer?.data?.messages.messages ?? [];
  expect(m.messageId).toBe(id);
  expect(m.reactions).toEqual([
    {
      emojiName: 'smile',
      user: { userId: w.user('cordelia').id, fullName: "Cordelia, Lear's daughter", email: expect.any(String) },
    },
    {
      emojiName: 'octopus',
      user: { userId: w.user('othello').id, fullName: 'Othello, the Moor of Venice', email: expect.any(String) },
    },
  ]);
  // The page people's own statement ran once, for him.
  expect(
    counter.statements.filter((s) => s.startsWith("sql SELECT (SELECT json_agg(json_build_object('id'")),
  ).toHaveLength(1);
  // What a fresh page shows of him is the same.
  expect((await page()).data?.messages.messages[0].reactions[1]).toEqual(m.reactions[1]);
});

const reactionsOf = async (id: number, user: string) =>
  (
    await w.sql<{ n: number }>('SELECT count(*)::int AS n FROM reaction WHERE message_id = $1 AND user_id = $2', [
      id,
      w.user(user).id,
    ])
  )[0].n;

/** Backends of this database waiting for a lock. */
const lockWaits = async () =>
  (
    await w.sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    )
  )[0].n;

/** Polls `done` (each poll a round trip to the server or database) until it holds. */
async function waitFor(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((r) => setImmediate(r));
}
