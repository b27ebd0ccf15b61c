// `npm run bench:graphql-flood`: one user floods /graphql with a heavy query
// while another user calls `GET /api/v1/users/me`; how long the other user
// waits (p50/p99/max over every call), with the flood and without it.
//
// The organization: FLOOD_USERS (500) users and FLOOD_CHANNELS (30) channels,
// each with FLOOD_SUBSCRIBERS (500) subscribers, the owner in all of them. The
// owner floods: FLOOD_CONCURRENCY (4) operations in flight at once, never more
// than Zulip's 200 a minute (the default `RATE_LIMITS_API_BY_USER`, kept here
// by the client: the server runs with limits off, as every benchmark does).
// Each query of FLOOD_QUERIES (`issue,heaviest`) floods for FLOOD_SECONDS (20);
// the victim's calls are counted only while the flood runs, then the flood's
// operations in flight are waited for before the next phase.
//   issue     15 aliases of `bootstrap { subscriptions { channel { subscribers … } } } }`
//             (security issue 33): 22 MB an answer before the cost limit refused it
//   heaviest  the heaviest query the limits let through (see HEAVIEST below)
//   custom    FLOOD_QUERY
// Use PostgreSQL with DATABASE_URL; without it PGlite.
import http from 'node:http';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { generateData } from '../src/devtools/generate-data.ts';
import { discardEvents } from '../src/domain/delivery/log/event-log.ts';
import { buildDeps } from '../src/server.ts';
import { agent, apiCall, basic, type Creds } from './api-client.ts';
import { freshEnv, PG } from './load.ts';
import { startServerProcess } from './server-process.ts';

const USERS = Number(process.env.FLOOD_USERS ?? 500);
const CHANNELS = Number(process.env.FLOOD_CHANNELS ?? 30);
const SUBSCRIBERS = Number(process.env.FLOOD_SUBSCRIBERS ?? 500);
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY ?? 4);
const QUERIES = (process.env.FLOOD_QUERIES ?? 'issue,heaviest').split(',');
const PER_MINUTE = 200;
const PORT = 20000 + Math.floor(Math.random() * 20000);

const USER_FIELDS = 'id userId fullName email';
const aliases = (n: number, field: string): string =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/**
 * The heaviest operation the limits let through here (src/graphql-server/
 * limits.ts, cost.ts, work-budget.ts): three organization-wide lists (weight
 * 2,000 each), each with a nested list of users per channel (~10,200 objects
 * each as the cost counts them, of 100,000), producing 45,000 users (3 × 30
 * channels × 500 subscribers, 4.8 MB) of the 50,000 list items an operation
 * may produce while it runs. Four of them pass the estimate and are stopped at
 * 50,000 while they run.
 */
const HEAVIEST = `{
  ${Array.from({ length: 3 }, (_, i) => `s${i}: subscriptions { color channel { id name subscribers { ${USER_FIELDS} } } }`).join('\n  ')}
}`;

const FLOODS: Record<string, string> = {
  issue: aliases(15, `bootstrap { subscriptions { channel { subscribers { ${USER_FIELDS} } } } }`),
  heaviest: HEAVIEST,
  // FLOOD_QUERY: any other operation, to compare.
  custom: process.env.FLOOD_QUERY ?? '{ __typename }',
};

/** One GraphQL operation over HTTP; resolves with the status, the answer's size and whether it carried errors. */
function graphqlRaw(creds: Creds, query: string): Promise<{ status: number; bytes: number; errors: string | null }> {
  const payload = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        agent,
        path: '/graphql',
        headers: {
          authorization: basic(creds),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const head = body.subarray(0, 2000).toString();
          const errors =
            /"errors":\[\{"message":"([^"]*)"/.exec(head)?.[1] ?? (res.statusCode === 200 ? null : head.slice(0, 200));
          resolve({ status: res.statusCode ?? 0, bytes: body.length, errors });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (times: number[]): string => {
  const s = [...times].sort((a, b) => a - b);
  return `${s.length} calls, p50 ${percentile(s, 50).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms, max ${(s.at(-1) ?? NaN).toFixed(1)} ms`;
};

/** The victim's calls, one after another, until `stop` says so; each call's time in ms. */
async function victim(creds: Creds, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!stop()) {
    const t0 = performance.now();
    const r = await apiCall(PORT, 'GET', '/users/me', creds);
    if (r.status !== 200) throw new Error(`GET /users/me answered ${r.status}`);
    times.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

/** Keeps CONCURRENCY operations in flight until `stop`, at most PER_MINUTE started in any minute; resolves when the last one ended. */
async function flood(creds: Creds, query: string, stop: () => boolean) {
  const started: number[] = [];
  const results: Array<{ ms: number; bytes: number; errors: string | null }> = [];
  const worker = async () => {
    while (!stop()) {
      const now = performance.now();
      while (started.length > 0 && now - started[0] > 60_000) started.shift();
      if (started.length >= PER_MINUTE) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      started.push(now);
      const r = await graphqlRaw(creds, query);
      results.push({ ms: performance.now() - now, bytes: r.bytes, errors: r.errors });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

async function main(): Promise<void> {
  const { env, drop } = await freshEnv('graphql-flood');
  console.log(
    `\n## GraphQL flood: ${USERS} users, ${CHANNELS} channels of ${SUBSCRIBERS} subscribers, ${CONCURRENCY} in flight, ${SECONDS} s each (${PG ? 'PostgreSQL' : 'PGlite'})`,
  );
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
    const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
    await migrate(db.sql);
    const g = await generateData(buildDeps(config, db, discardEvents), {
      users: USERS,
      channels: CHANNELS,
      subscribersPerChannel: SUBSCRIBERS,
      topicsPerChannel: 1,
      messages: 100,
      directShare: 0,
    });
    await db.close();
    server = await startServerProcess(env, PORT);
    const owner: Creds = { email: g.owner.email, apiKey: g.owner.api_key, id: g.owner.user_id };
    const other: Creds = { email: g.users[0].email, apiKey: g.users[0].api_key, id: g.users[0].id };

    let quietUntil = performance.now() + 5_000;
    await victim(other, () => performance.now() > quietUntil); // warm-up
    quietUntil = performance.now() + 5_000;
    console.log(`  no flood:          ${summary(await victim(other, () => performance.now() > quietUntil))}`);
    for (const name of QUERIES) {
      const query = FLOODS[name];
      if (!query) throw new Error(`unknown FLOOD_QUERIES entry ${name}`);
      const until = performance.now() + SECONDS * 1000;
      const stop = () => performance.now() > until;
      const [times, ops] = await Promise.all([victim(other, stop), flood(owner, query, stop)]);
      const ok = ops.filter((o) => o.errors === null);
      const refused = ops.length - ok.length;
      const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
      console.log(`  flood "${name}":  ${summary(times)}`);
      console.log(
        `    flood: ${ops.length} operations, ${ok.length} answered (${(mean(ok.map((o) => o.bytes)) / 1e6).toFixed(2)} MB, ${mean(ok.map((o) => o.ms)).toFixed(0)} ms each), ${refused} refused${refused ? ` ("${ops.find((o) => o.errors)?.errors}")` : ''}`,
      );
    }
  } finally {
    server?.kill('SIGTERM');
    await drop();
  }
}

await main();
