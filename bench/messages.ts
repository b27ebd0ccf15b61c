// `npm run bench:messages`: the message hot paths against a zircon server running
// as its own process on a generated organization (src/devtools/generate-data.ts):
//  - GET /messages, 100-message page, narrow channel + topic, apply_markdown=true,
//    at 10k and at 1M messages (page latency should not depend on table size),
//    each next to a bare node:http endpoint returning the same JSON from memory;
//  - POST /messages to a channel with 50 subscribers.
// Use PostgreSQL (DATABASE_URL, a fresh database is made per size); without it
// PGlite is used with smaller sizes. Loopback only; every run is bounded.
import type { ChildProcess } from 'node:child_process';
import { startServerProcess } from './server-process.ts';
import {
  bare,
  CONNECTIONS,
  DURATION_S,
  figures,
  freshEnv,
  msPerRequest,
  PG,
  postgresTicks,
  ticks,
  WARMUP_S,
  type Figures,
} from './load.ts';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { discardEvents } from '../src/domain/delivery/log/event-log.ts';
import { generateData, type Generated } from '../src/devtools/generate-data.ts';
import { buildDeps } from '../src/server.ts';
import { inTransaction } from '../src/domain/context.ts';
import { insertChannel } from '../src/domain/channels/create-channel.ts';
import { insertSubscriptions } from '../src/domain/channels/insert-subscriptions.ts';

const PORT = 20000 + Math.floor(Math.random() * 20000);
const SIZES = (process.env.BENCH_SIZES ?? (PG ? '10000,1000000' : '10000,100000')).split(',').map(Number);

async function generate(env: Record<string, string>, messages: number): Promise<Generated> {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  await migrate(db.sql);
  const t0 = Date.now();
  const deps = buildDeps(config, db, discardEvents);
  // Five subscribers per channel keep user_message at 5 rows per message (a million
  // messages → five million rows); the send benchmark gets its own 50-subscriber channel.
  const g = await generateData(deps, {
    users: 200,
    channels: 20,
    subscribersPerChannel: 5,
    // About a thousand messages per topic at every size, so each page is a full 100.
    topicsPerChannel: Math.max(1, Math.round(messages / 20 / 1000)),
    messages,
    directShare: 0.02,
  });
  const busy = await inTransaction(deps, async (tx) => {
    const stream = await insertChannel(tx, {
      realmId: g.realm_id,
      name: 'fifty',
      now: new Date(),
      creatorId: g.owner.user_id,
    });
    const members = [g.owner.user_id, ...g.users.slice(0, 49).map((u) => u.id)];
    await insertSubscriptions(
      tx,
      members.map((userId) => ({ userId, stream })),
    );
    return { id: stream.id, name: stream.name, recipient_id: stream.recipientId ?? 0, subscribers: members };
  });
  g.channels.push(busy);
  console.log(`  generated ${messages} messages in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await db.close();
  return g;
}

const startServer = (env: Record<string, string>): Promise<ChildProcess> => startServerProcess(env, PORT);

async function fetchBody(url: string, headers: Record<string, string>): Promise<string> {
  const r = await fetch(url, { headers });
  return r.text();
}

/**
 * The same page over GraphQL with the fields a chat UI shows (ids, content,
 * topic, time, flags, the sender's id, name, email and avatar, reactions with
 * their users, the channel's id and name), in the same run as REST's.
 */
const MESSAGE_FIELDS = `
  id
  messageId
  content
  topic
  timestamp
  flags
  sender { userId fullName email avatarUrl }
  channel { channelId name }
  reactions { emojiName emojiCode user { userId fullName } }`;

const GRAPHQL_PAGE = `
  query Page($narrow: [NarrowTermInput!]) {
    messages(anchor: "newest", numBefore: 100, numAfter: 0, narrow: $narrow) {
      messages { ${MESSAGE_FIELDS} }
    }
  }`;

interface PageRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/**
 * BENCH_READERS=<n>: the page is read by n users at once, each on one
 * connection (the owner and n - 1 members; the channel's history is public),
 * instead of the owner on BENCH_CONNECTIONS connections. A user's heavy
 * GraphQL operations, a page of messages among them, take turns
 * (src/graphql-server/operation-gate.ts), so one user's GraphQL pages measure
 * that limit rather than the server's throughput; REST has no such limit.
 */
const READERS = Number(process.env.BENCH_READERS ?? 0);
let readers: Array<Record<string, string>> = [];

/** A run of `duration` seconds: CONNECTIONS connections of the request's user, or one connection per reader. */
async function run(req: PageRequest, duration: number): Promise<{ figures: Figures; total: number }> {
  if (readers.length === 0) {
    const r = await autocannon({ ...req, connections: CONNECTIONS, duration });
    return { figures: figures(r), total: r.requests.total };
  }
  const runs = await Promise.all(
    readers.map((auth) => autocannon({ ...req, headers: { ...req.headers, ...auth }, connections: 1, duration })),
  );
  const each = runs.map(figures);
  return {
    figures: {
      reqPerSec: each.reduce((sum, f) => sum + f.reqPerSec, 0),
      p50: Math.max(...each.map((f) => f.p50)),
      p99: Math.max(...each.map((f) => f.p99)),
      non2xx: each.reduce((sum, f) => sum + f.non2xx, 0),
    },
    total: runs.reduce((sum, r) => sum + r.requests.total, 0),
  };
}

/** One page request under load: warm-up, then the measured run with the server's and PostgreSQL's CPU per request. */
async function loadPage(
  req: PageRequest,
  pid: number | undefined,
): Promise<{ figures: Figures; serverMs: string; pgMs: string }> {
  await run(req, WARMUP_S);
  const [s0, p0] = [ticks(String(pid)), postgresTicks()];
  const { figures: f, total } = await run(req, DURATION_S);
  const [s1, p1] = [ticks(String(pid)), postgresTicks()];
  return { figures: f, serverMs: msPerRequest(s1 - s0, total), pgMs: msPerRequest(p1 - p0, total) };
}

/** The same page as a Relay connection (`last: 100`, the newest), for BENCH_CONNECTION=1. */
const GRAPHQL_CONNECTION = `
  query Connection($narrow: [NarrowTermInput!]) {
    messagesConnection(last: 100, narrow: $narrow) {
      pageInfo { hasPreviousPage startCursor }
      edges {
        cursor
        node { ${MESSAGE_FIELDS} }
      }
    }
  }`;

function graphqlRequest(
  port: number,
  auth: Record<string, string>,
  channelId: number,
  query = GRAPHQL_PAGE,
): PageRequest {
  const narrow = [
    { operator: 'channel', operandId: channelId },
    { operator: 'topic', operand: 'topic 0' },
  ];
  const body = JSON.stringify({ query, variables: { narrow } });
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body,
  };
}

async function checkGraphqlPage(req: PageRequest): Promise<number> {
  const first = (await (await fetch(req.url, { method: 'POST', headers: req.headers, body: req.body })).json()) as {
    data?: { messages?: { messages: unknown[] }; messagesConnection?: { edges: unknown[] } };
    errors?: unknown;
  };
  const count = first.data?.messages?.messages.length ?? first.data?.messagesConnection?.edges.length;
  if (count === undefined) throw new Error(`GraphQL page failed: ${JSON.stringify(first.errors)}`);
  return count;
}

async function graphqlPage(
  auth: Record<string, string>,
  channelId: number,
  restReqPerSec: number,
  pid: number | undefined,
): Promise<void> {
  const req = graphqlRequest(PORT, auth, channelId);
  const count = await checkGraphqlPage(req);
  const { figures: r, serverMs, pgMs } = await loadPage(req, pid);
  console.log(
    `  GraphQL messages (${count} per page, UI fields): ${r.reqPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx} → ${((r.reqPerSec / restReqPerSec) * 100).toFixed(0)} % of REST`,
  );
  console.log(`    CPU per request: server ${serverMs} ms, PostgreSQL ${pgMs} ms`);
}

/**
 * BENCH_BASE_DIR=<another checkout>: its server, started on the same
 * database, is measured side by side with this one, the same REST and
 * GraphQL pages taking turns (BENCH_ROUNDS rounds, each other round the other
 * server first), so that both commits see the same machine load.
 */
async function compareWithBase(
  env: Record<string, string>,
  baseDir: string,
  auth: Record<string, string>,
  restPath: string,
  channelId: number,
  server: ChildProcess,
) {
  const basePort = PORT + 1;
  const base = await startServerProcess(env, basePort, { cwd: baseDir });
  try {
    const servers = [
      { name: 'base', port: basePort, pid: base.pid },
      { name: 'this', port: PORT, pid: server.pid },
    ];
    const rest = (port: number): PageRequest => ({ url: `http://127.0.0.1:${port}${restPath}`, headers: auth });
    for (const s of servers) {
      const [a, b] = await Promise.all([fetchBody(rest(s.port).url, auth), fetchBody(rest(PORT).url, auth)]);
      if (a !== b) console.log(`  warning: REST page of ${s.name} differs from this one's`);
      await checkGraphqlPage(graphqlRequest(s.port, auth, channelId));
      if (process.env.BENCH_CONNECTION === '1')
        await checkGraphqlPage(graphqlRequest(s.port, auth, channelId, GRAPHQL_CONNECTION));
    }
    const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
    for (let round = 1; round <= rounds; round++) {
      // Each round the other server goes first, so that neither always measures after the other.
      const order = round % 2 === 1 ? servers : [...servers].reverse();
      const restFigures = new Map<string, number>();
      for (const s of order) {
        const { figures: r, serverMs, pgMs } = await loadPage(rest(s.port), s.pid);
        restFigures.set(s.name, r.reqPerSec);
        console.log(
          `  round ${round} ${s.name} REST GET /messages: ${r.reqPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}; CPU server ${serverMs} ms, PostgreSQL ${pgMs} ms`,
        );
      }
      const pages = [{ label: 'GraphQL page:      ', query: GRAPHQL_PAGE }];
      if (process.env.BENCH_CONNECTION === '1') pages.push({ label: 'GraphQL connection:', query: GRAPHQL_CONNECTION });
      for (const page of pages)
        for (const s of order) {
          const req = graphqlRequest(s.port, auth, channelId, page.query);
          const { figures: r, serverMs, pgMs } = await loadPage(req, s.pid);
          const ratio = ((r.reqPerSec / restFigures.get(s.name)!) * 100).toFixed(0);
          console.log(
            `  round ${round} ${s.name} ${page.label} ${r.reqPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}; CPU server ${serverMs} ms, PostgreSQL ${pgMs} ms → ${ratio} % of its REST`,
          );
        }
    }
  } finally {
    base.kill('SIGTERM');
    await new Promise((r) => base.once('exit', r));
  }
}

async function runSize(size: number) {
  const { env, drop } = await freshEnv(`msg_${size}`);
  console.log(`\n## ${size.toLocaleString('en')} messages (${PG ? 'PostgreSQL' : 'PGlite'})`);
  const g = await generate(env, size);
  const server = await startServer(env);
  try {
    const owner = g.owner;
    const basic = (u: { email: string; api_key: string }) => ({
      authorization: `Basic ${Buffer.from(`${u.email}:${u.api_key}`).toString('base64')}`,
    });
    const auth = basic(owner);
    readers = READERS > 1 ? [auth, ...g.users.slice(0, READERS - 1).map(basic)] : [];
    if (readers.length > 0) console.log(`  ${readers.length} readers, one connection each`);
    const channel = g.channels[0];
    const narrow = JSON.stringify([
      { operator: 'channel', operand: channel.id },
      { operator: 'topic', operand: 'topic 0' },
    ]);
    const q = new URLSearchParams({
      anchor: 'newest',
      num_before: '100',
      num_after: '0',
      apply_markdown: 'true',
      narrow,
    });
    const url = `http://127.0.0.1:${PORT}/api/v1/messages?${q}`;
    if (process.env.BENCH_BASE_DIR) {
      await compareWithBase(env, process.env.BENCH_BASE_DIR, auth, `/api/v1/messages?${q}`, channel.id, server);
      return;
    }
    const body = await fetchBody(url, auth);
    console.log(`  one page: ${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB`);
    const count = (JSON.parse(body) as { messages: unknown[] }).messages.length;
    const { figures: get, serverMs, pgMs } = await loadPage({ url, headers: auth }, server.pid);
    const baseline = await bare(body);
    console.log(
      `  GET /messages (${count} per page): ${get.reqPerSec} req/s, p50 ${get.p50} ms, p99 ${get.p99} ms, non-2xx ${get.non2xx}; node:http same JSON ${baseline.reqPerSec} req/s → ratio ${((get.reqPerSec / baseline.reqPerSec) * 100).toFixed(1)} %`,
    );
    console.log(`    CPU per request: server ${serverMs} ms, PostgreSQL ${pgMs} ms`);
    if (process.env.BENCH_GRAPHQL !== '0') await graphqlPage(auth, channel.id, get.reqPerSec, server.pid);
    // The same page over and over is served from the message cache. The newest
    // page of a random topic mostly is not at 1M messages: 1,000 topics' pages
    // hold ten times the cache's 10,000 messages.
    const topics = Math.max(1, Math.round(size / 20 / 1000));
    const channels = g.channels.slice(0, 20);
    const randomPage = () => {
      const c = channels[Math.floor(Math.random() * channels.length)];
      const n = JSON.stringify([
        { operator: 'channel', operand: c.id },
        { operator: 'topic', operand: `topic ${Math.floor(Math.random() * topics)}` },
      ]);
      return `/api/v1/messages?${new URLSearchParams({ anchor: 'newest', num_before: '100', num_after: '0', apply_markdown: 'true', narrow: n })}`;
    };
    const spreadRun = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: auth,
      requests: [{ setupRequest: (req) => ({ ...req, path: randomPage() }) }],
    });
    const spread = figures(spreadRun);
    const kib = (spreadRun.throughput.total / spreadRun.requests.total / 1024).toFixed(0);
    console.log(
      `  GET /messages, newest page of a random topic (${kib} KiB per page on average): ${spread.reqPerSec} req/s, p50 ${spread.p50} ms, p99 ${spread.p99} ms, non-2xx ${spread.non2xx}`,
    );
    const busy = g.channels[g.channels.length - 1];
    const form = new URLSearchParams({
      type: 'stream',
      to: String(busy.id),
      topic: 'bench',
      content: 'A benchmark message with **bold** and a link https://example.com',
    }).toString();
    const post = figures(
      await autocannon({
        url: `http://127.0.0.1:${PORT}/api/v1/messages`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }),
    );
    console.log(
      `  POST /messages (channel of ${busy.subscribers.length} subscribers): ${post.reqPerSec} msg/s, p50 ${post.p50} ms, p99 ${post.p99} ms, non-2xx ${post.non2xx}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await drop();
  }
}

for (const size of SIZES) await runSize(size);
