// `npm run bench:presence`: presence pings (POST /users/me/presence) from 2,000
// users, next to GET /users/me, on a server running as its own process. Every
// client pings each minute, so this is the steady load of an organization that
// size. Use PostgreSQL (DATABASE_URL); without it PGlite.
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { generateData } from '../src/devtools/generate-data.ts';
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

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const PORT = 20000 + Math.floor(Math.random() * 20000);

async function generate(env: Record<string, string>): Promise<string[]> {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  await migrate(db.sql);
  const deps = buildDeps(config, db, discardEvents);
  const t0 = Date.now();
  const g = await generateData(deps, {
    users: USERS,
    channels: 2,
    subscribersPerChannel: 5,
    topicsPerChannel: 1,
    messages: 10,
    directShare: 0,
  });
  console.log(`  generated ${USERS} users in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await db.close();
  return g.users.map((u) => `Basic ${Buffer.from(`${u.email}:${u.api_key}`).toString('base64')}`);
}

/** Each request signs in as the next user, round robin. */
function asEveryone(auths: string[]) {
  let next = 0;
  return [
    {
      setupRequest: (req: { path: string; [key: string]: unknown }) => ({
        ...req,
        headers: { ...(req.headers as object), authorization: auths[next++ % auths.length] },
      }),
    },
  ];
}

async function run(
  label: string,
  pid: number | undefined,
  opts: { url: string; method?: string; body?: string; auths: string[] },
): Promise<number> {
  const base = {
    url: opts.url,
    method: opts.method ?? 'GET',
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(opts.body ? { body: opts.body } : {}),
  };
  await autocannon({ ...base, duration: WARMUP_S, requests: asEveryone(opts.auths) });
  const [s0, p0] = [ticks(String(pid)), postgresTicks()];
  const r = await autocannon({ ...base, duration: DURATION_S, requests: asEveryone(opts.auths) });
  const [s1, p1] = [ticks(String(pid)), postgresTicks()];
  const f = figures(r);
  console.log(
    `  ${label}: ${f.reqPerSec} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}; CPU per request: server ${msPerRequest(s1 - s0, r.requests.total)} ms, PostgreSQL ${msPerRequest(p1 - p0, r.requests.total)} ms`,
  );
  return f.reqPerSec;
}

async function main(): Promise<void> {
  const { env, drop } = await freshEnv('presence');
  console.log(`\n## presence pings from ${USERS} users (${PG ? 'PostgreSQL' : 'PGlite'})`);
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const auths = await generate(env);
    server = await startServerProcess(env, PORT);
    const api = `http://127.0.0.1:${PORT}/api/v1`;
    // The first ping of each user writes a row and announces them; the warm-up covers it.
    await run('POST /users/me/presence (ping_only)', server.pid, {
      url: `${api}/users/me/presence`,
      method: 'POST',
      body: 'status=active&ping_only=true',
      auths,
    });
    await run('POST /users/me/presence (modern, last_update_id)', server.pid, {
      url: `${api}/users/me/presence`,
      method: 'POST',
      body: 'status=active&last_update_id=1000000',
      auths,
    });
    await run('GET /users/me', server.pid, { url: `${api}/users/me`, auths });
  } finally {
    server?.kill();
    await drop();
  }
}

await main();
