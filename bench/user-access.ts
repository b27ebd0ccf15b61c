// `npm run bench:user-access`: what the guest access rule (can_access_all_users_group)
// costs where users are listed. An organization of ACCESS_USERS (500) members
// and one guest subscribed to a small channel; GET /users and POST /register
// (realm_user only) are timed one request at a time (ACCESS_ROUNDS, 40, after
// 10 of warm-up) for a member, then for the guest once the organization limits
// guests to the users they share a channel with. Medians and p90 in ms;
// printed, not asserted. PGlite unless DATABASE_URL names a PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiCall, type Creds } from './api-client.ts';
import { prepareOrg } from './org.ts';
import { startServerProcess } from './server-process.ts';

const USERS = Number(process.env.ACCESS_USERS ?? 500);
const ROUNDS = Number(process.env.ACCESS_ROUNDS ?? 40);
const WARMUP = 10;

async function database(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zircon-access-'));
  const base = process.env.DATABASE_URL;
  if (!base) return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  const name = `zircon_access_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

async function time(
  port: number,
  who: Creds,
  method: string,
  p: string,
  params: Record<string, string>,
): Promise<string> {
  const ms: number[] = [];
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    const t0 = performance.now();
    const r = await apiCall(port, method, p, who, params);
    if (r.status !== 200) throw new Error(`${method} ${p}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
    if (i >= WARMUP) ms.push(performance.now() - t0);
  }
  return `median ${median(ms).toFixed(1)} ms, p90 ${p90(ms).toFixed(1)} ms`;
}

const db = await database();
try {
  const org = await prepareOrg(db.env, { users: USERS + 1, smallChannels: 50 });
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = await startServerProcess(db.env, port);
  try {
    const [member, guest] = org.users;
    // The second user becomes a guest and leaves every channel but its small one (about USERS/50 people).
    const ok = (r: { status: number; body: unknown }) => {
      if (r.status !== 200) throw new Error(JSON.stringify(r.body));
    };
    ok(await apiCall(port, 'PATCH', `/users/${guest.id}`, org.owner, { role: '600' }));
    const subs = (await apiCall(port, 'GET', '/users/me/subscriptions', guest)).body.subscriptions as Array<{
      name: string;
    }>;
    const leave = subs.map((c) => c.name).filter((n) => !n.startsWith('small-'));
    ok(await apiCall(port, 'DELETE', '/users/me/subscriptions', guest, { subscriptions: JSON.stringify(leave) }));
    const register = {
      fetch_event_types: JSON.stringify(['realm_user']),
      event_types: JSON.stringify(['realm_user']),
      client_capabilities: JSON.stringify({ user_list_incomplete: true }),
    };
    console.log(`${USERS} users; ${ROUNDS} requests each after ${WARMUP} of warm-up`);
    console.log(`member GET /users:         ${await time(port, member, 'GET', '/users', {})}`);
    console.log(`member POST /register:     ${await time(port, member, 'POST', '/register', register)}`);
    console.log(`guest GET /users (open):   ${await time(port, guest, 'GET', '/users', {})}`);
    const groups = await apiCall(port, 'GET', '/user_groups', org.owner);
    const membersGroup = (groups.body.user_groups as Array<{ id: number; name: string }>).find(
      (g) => g.name === 'role:members',
    );
    ok(
      await apiCall(port, 'PATCH', '/realm', org.owner, {
        can_access_all_users_group: JSON.stringify({ new: membersGroup?.id }),
      }),
    );
    console.log(`member GET /users (limited realm): ${await time(port, member, 'GET', '/users', {})}`);
    console.log(`guest GET /users (limited):        ${await time(port, guest, 'GET', '/users', {})}`);
    console.log(`guest POST /register (limited):    ${await time(port, guest, 'POST', '/register', register)}`);
    const listed = await apiCall(port, 'GET', '/users', guest);
    console.log(`the guest is shown ${(listed.body.members as unknown[]).length} users`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
} finally {
  await db.cleanup();
}
