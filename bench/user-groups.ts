// `npm run bench:groups`: GET /user_groups for an organization with 1,000 groups
// of 50 members each, next to bare node:http serving the same JSON, and the
// recursive-membership question every permission check asks, timed at 1,000
// groups nested 5 deep. Use PostgreSQL (DATABASE_URL); without it PGlite.
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { generateData } from '../src/devtools/generate-data.ts';
import { discardEvents } from '../src/domain/delivery/log/event-log.ts';
import { userInGroupSql } from '../src/domain/groups/permission.ts';
import { buildDeps } from '../src/server.ts';
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
} from './load.ts';
import { startServerProcess } from './server-process.ts';

const GROUPS = Number(process.env.BENCH_GROUPS ?? 1000);
const MEMBERS = 50;
const DEPTH = 5;
const PORT = 20000 + Math.floor(Math.random() * 20000);

/**
 * Groups in chains of DEPTH (each the only subgroup of the one before), each
 * with MEMBERS members from the organization's users, inserted in bulk.
 */
async function generate(
  env: Record<string, string>,
): Promise<{ auth: Record<string, string>; top: number; bottomUser: number; outsider: number }> {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  await migrate(db.sql);
  const deps = buildDeps(config, db, discardEvents);
  const g = await generateData(deps, {
    users: 300,
    channels: 2,
    subscribersPerChannel: 5,
    topicsPerChannel: 1,
    messages: 10,
    directShare: 0,
  });
  const [nobody] = await db.sql.query<{ id: number }>(
    "SELECT id FROM user_group WHERE realm_id = $1 AND name = 'role:nobody'",
    [g.realm_id],
  );
  const ids = await db.sql.query<{ id: number }>(
    `INSERT INTO user_group (realm_id, name, description, creator_id, date_created,
       can_add_members_group_id, can_join_group_id, can_leave_group_id, can_manage_group_id, can_mention_group_id, can_remove_members_group_id)
     SELECT $1, 'bench group ' || i, 'a generated group', $2, now(), $3, $3, $3, $3, $3, $3 FROM generate_series(1, $4::int) i
     RETURNING id`,
    [g.realm_id, g.owner.user_id, nobody.id, GROUPS],
  );
  const groupIds = ids.map((r) => r.id).sort((a, b) => a - b);
  const userIds = g.users.map((u) => u.id);
  const pairs: Array<[number, number]> = groupIds.flatMap((gid, i) =>
    Array.from({ length: MEMBERS }, (_, k): [number, number] => [gid, userIds[(i * 7 + k) % userIds.length]]),
  );
  await db.sql.query(
    'INSERT INTO user_group_membership (user_group_id, user_id) SELECT g, u FROM unnest($1::int[], $2::int[]) AS t(g, u) ON CONFLICT DO NOTHING',
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  const links = groupIds.flatMap((gid, i) => (i % DEPTH === DEPTH - 1 ? [] : [[gid, groupIds[i + 1]]]));
  await db.sql.query(
    'INSERT INTO group_group_membership (supergroup_id, subgroup_id) SELECT s, b FROM unnest($1::int[], $2::int[]) AS t(s, b)',
    [links.map((l) => l[0]), links.map((l) => l[1])],
  );
  // The question at its deepest: is a member of the chain's last group in its first?
  const top = groupIds[0];
  const [bottom] = await db.sql.query<{ user_id: number }>(
    'SELECT user_id FROM user_group_membership WHERE user_group_id = $1 LIMIT 1',
    [groupIds[DEPTH - 1]],
  );
  const [outsider] = await db.sql.query<{ id: number }>(
    `SELECT u.id FROM user_profile u WHERE u.realm_id = $1 AND NOT ${userInGroupSql('$2::int', 'u.id')} LIMIT 1`,
    [g.realm_id, top],
  );
  await timeMembership(db.sql, top, bottom.user_id, outsider.id);
  await db.close();
  return {
    auth: { authorization: `Basic ${Buffer.from(`${g.owner.email}:${g.owner.api_key}`).toString('base64')}` },
    top,
    bottomUser: bottom.user_id,
    outsider: outsider.id,
  };
}

async function timeMembership(
  sql: { query: (text: string, params: unknown[]) => Promise<unknown[]> },
  top: number,
  member: number,
  outsider: number,
): Promise<void> {
  const question = `SELECT ${userInGroupSql('$1::int', '$2::int')} AS member`;
  for (const [label, user] of [
    ['a member 5 levels down', member],
    ['a user in none of them', outsider],
  ] as const) {
    for (let i = 0; i < 50; i++) await sql.query(question, [top, user]);
    const times: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t0 = process.hrtime.bigint();
      await sql.query(question, [top, user]);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  recursive membership, ${label}: median ${times[250].toFixed(3)} ms, p99 ${times[495].toFixed(3)} ms (one statement)`,
    );
  }
}

async function main(): Promise<void> {
  const { env, drop } = await freshEnv('groups');
  console.log(
    `\n## GET /user_groups: ${GROUPS} groups × ${MEMBERS} members, nested ${DEPTH} deep (${PG ? 'PostgreSQL' : 'PGlite'})`,
  );
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const { auth } = await generate(env);
    server = await startServerProcess(env, PORT);
    const url = `http://127.0.0.1:${PORT}/api/v1/user_groups`;
    const body = await (await fetch(url, { headers: auth })).text();
    const count = (JSON.parse(body) as { user_groups: unknown[] }).user_groups.length;
    console.log(`  one answer: ${count} groups, ${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB`);
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers: auth });
    const [s0, p0] = [ticks(String(server.pid)), postgresTicks()];
    const run = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: auth });
    const [s1, p1] = [ticks(String(server.pid)), postgresTicks()];
    const r = figures(run);
    const baseline = await bare(body);
    console.log(`  GET /user_groups: ${r.reqPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);
    console.log(
      `    CPU per request: server ${msPerRequest(s1 - s0, run.requests.total)} ms, PostgreSQL ${msPerRequest(p1 - p0, run.requests.total)} ms`,
    );
    console.log(
      `  node:http, same JSON: ${baseline.reqPerSec} req/s, p99 ${baseline.p99} ms → ${((r.reqPerSec / baseline.reqPerSec) * 100).toFixed(1)} %`,
    );
  } finally {
    server?.kill();
    await drop();
  }
}

await main();
