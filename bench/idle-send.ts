// `npm run bench:idle-send` (PostgreSQL: DATABASE_URL): how long a channel
// message takes after the server was quiet for a while — a small team's server
// is quiet most of the time, and what a send finds then (pooled connections
// still open, their backends' caches and prepared statements) decides it.
// IDLE_GAPS_MS (1000,12000,60000) are the quiet times tried, IDLE_SENDS (4)
// sends after each. Printed, not asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiCall } from './api-client.ts';
import { prepareOrg } from './org.ts';
import { startServerProcess } from './server-process.ts';

const GAPS = (process.env.IDLE_GAPS_MS ?? '1000,12000,60000').split(',').map(Number);
const SENDS = Number(process.env.IDLE_SENDS ?? 4);
const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL (PostgreSQL) is required');

const name = `zircon_idle_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'zircon-idle-'));
const env = { DATA_DIR: dir, DATABASE_URL: url.toString() };
try {
  const { owner } = await prepareOrg(env, { users: 20 });
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = await startServerProcess(env, port);
  try {
    const send = async () => {
      const t0 = performance.now();
      await apiCall(port, 'POST', '/messages', owner, {
        type: 'stream',
        to: 'everyone',
        topic: 'idle',
        content: 'after a quiet while',
      });
      return Math.round((performance.now() - t0) * 10) / 10;
    };
    // Warm: the JIT and every statement of the path on the connection in use.
    for (let i = 0; i < 20; i++) await send();
    const results: Record<string, number[]> = {};
    for (const gap of GAPS) {
      for (let i = 0; i < SENDS; i++) {
        await new Promise((r) => setTimeout(r, gap));
        (results[`${gap} ms quiet`] ??= []).push(await send());
      }
    }
    console.log('send after a quiet time (ms)', JSON.stringify(results));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}
