// `npm run bench:linkifiers`: GET /messages, the newest 100 messages of the
// combined feed (20 topics, so topic links are computed for 20 topics per
// page), with no linkifiers and with 20, alternating in one run on a server
// running as its own process. Linkifiers do not re-render stored messages
// (as Zulip), so what they add to reads is `topic_links`. Use PostgreSQL
// (DATABASE_URL); without it PGlite.
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { generateData, type Generated } from '../src/devtools/generate-data.ts';
import { discardEvents } from '../src/domain/delivery/log/event-log.ts';
import { buildDeps } from '../src/server.ts';
import {
  CONNECTIONS,
  DURATION_S,
  figures,
  freshEnv,
  msPerRequest,
  PG,
  postgresTicks,
  ticks,
  WARMUP_S,
} from './load.ts';
import { startServerProcess } from './server-process.ts';

const PORT = 20000 + Math.floor(Math.random() * 20000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

async function generate(env: Record<string, string>): Promise<Generated> {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  await migrate(db.sql);
  const deps = buildDeps(config, db, discardEvents);
  const g = await generateData(deps, {
    users: 50,
    channels: 4,
    subscribersPerChannel: 10,
    topicsPerChannel: 5,
    messages: 10_000,
    directShare: 0,
  });
  await db.close();
  return g;
}

/** Twenty linkifiers of the usual kinds; one matches every generated topic ("topic 3"). */
const LINKIFIERS = [
  { pattern: 'topic (?P<id>[0-9]+)', url_template: 'https://topics.example.com/{id}' },
  { pattern: '#(?P<id>[0-9]{2,8})', url_template: 'https://trac.example.com/ticket/{id}' },
  {
    pattern: '(?P<org>[a-zA-Z0-9_-]+)/(?P<repo>[a-zA-Z0-9_-]+)#(?P<id>[0-9]+)',
    url_template: 'https://github.com/{org}/{repo}/issues/{id}',
  },
  ...Array.from({ length: 17 }, (_, i) => ({
    pattern: `PROJ${i}-(?P<id>[0-9]+)`,
    url_template: `https://jira.example.com/browse/PROJ${i}-{id}`,
  })),
];

async function measure(
  label: string,
  url: string,
  auth: Record<string, string>,
  pid: number | undefined,
): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers: auth });
  const [s0, p0] = [ticks(String(pid)), postgresTicks()];
  const run = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: auth });
  const [s1, p1] = [ticks(String(pid)), postgresTicks()];
  const f = figures(run);
  console.log(
    `  ${label}: ${f.reqPerSec} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}; CPU per request: server ${msPerRequest(s1 - s0, run.requests.total)} ms, PostgreSQL ${msPerRequest(p1 - p0, run.requests.total)} ms`,
  );
  return f.reqPerSec;
}

async function main(): Promise<void> {
  const { env, drop } = await freshEnv('linkifiers');
  console.log(`\n## GET /messages, 100 per page, without and with 20 linkifiers (${PG ? 'PostgreSQL' : 'PGlite'})`);
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const g = await generate(env);
    server = await startServerProcess(env, PORT);
    const auth = { authorization: `Basic ${Buffer.from(`${g.owner.email}:${g.owner.api_key}`).toString('base64')}` };
    const api = `http://127.0.0.1:${PORT}/api/v1`;
    const url = `${api}/messages?${new URLSearchParams({ anchor: 'newest', num_before: '100', num_after: '0', apply_markdown: 'true' })}`;
    const form = { ...auth, 'content-type': 'application/x-www-form-urlencoded' };
    const ids: number[] = [];
    const results: Record<'none' | 'twenty', number[]> = { none: [], twenty: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const id of ids.splice(0)) await fetch(`${api}/realm/filters/${id}`, { method: 'DELETE', headers: form });
      results.none.push(await measure(`round ${round + 1}, no linkifiers`, url, auth, server.pid));
      for (const l of LINKIFIERS) {
        const r = await fetch(`${api}/realm/filters`, {
          method: 'POST',
          headers: form,
          body: new URLSearchParams(l).toString(),
        });
        ids.push(((await r.json()) as { id: number }).id);
      }
      const page = (await (await fetch(url, { headers: auth })).json()) as {
        messages: Array<{ topic_links: unknown[] }>;
      };
      const linked = page.messages.filter((m) => m.topic_links.length > 0).length;
      results.twenty.push(
        await measure(
          `round ${round + 1}, 20 linkifiers (${linked} of ${page.messages.length} messages with topic links)`,
          url,
          auth,
          server.pid,
        ),
      );
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `  with 20 linkifiers: ${((mean(results.twenty) / mean(results.none)) * 100).toFixed(1)} % of the req/s without`,
    );
  } finally {
    server?.kill();
    await drop();
  }
}

await main();
