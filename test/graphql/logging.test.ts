import { useWorld } from '../support/world.ts';

/*
 * What the operator reads in the log: a fault of the server is logged at error
 * level with its stack and the request's id, over REST and GraphQL alike; a
 * client's mistake is not logged at warning level or above.
 */
const lines: Array<Record<string, unknown>> = [];
const w = useWorld({
  env: { LOG_LEVEL: 'debug' },
  logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
});

const loud = () => lines.filter((l) => Number(l.level) >= 40);

beforeEach(() => {
  lines.length = 0;
});

test("a client's mistakes are not logged as warnings or errors", async () => {
  const gql = await w.as('hamlet').graphql('query { topics(channelId: 999999) { name } }');
  expect(gql.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
  const rest = await w.as('hamlet').get('/streams/999999');
  expect(rest.status).toBe(400);
  expect(loud()).toEqual([]);
});

test('a fault is logged with its stack and the request id; the client gets a masked answer', async () => {
  // A column the channel queries read disappears: every later read of channels fails inside the server.
  await w.prisma().$executeRawUnsafe('ALTER TABLE stream RENAME COLUMN description TO description_gone');
  try {
    const gql = await w.as('hamlet').graphql('{ channels { name } }');
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Unexpected error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const rest = await w.as('hamlet').get('/streams');
    expect(rest.status).toBe(500);
    expect(rest.body).toEqual({ result: 'error', msg: 'Internal server error' });
  } finally {
    await w.prisma().$executeRawUnsafe('ALTER TABLE stream RENAME COLUMN description_gone TO description');
  }
  const errors = loud();
  expect(errors.map((e) => e.msg)).toEqual(['graphql resolver error', 'unhandled error']);
  for (const e of errors) {
    expect(e.level).toBe(50);
    expect(typeof e.reqId).toBe('string');
    expect((e.err as { stack?: string }).stack).toMatch(/\n\s+at /);
  }
});
