import pg from 'pg';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/domain/errors.ts';
import { adminUrl } from '../support/databases.ts';
import { crashData, type CrashData } from '../support/crash/data.ts';
import { checkInvariants } from '../support/crash/invariants.ts';
import { CrashLoad, type Op } from '../support/crash/load.ts';
import { startServerProcess, type ServerProcess } from '../support/crash/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { createWorld, worldEnv, type CrashWorld } from '../support/crash/world.ts';

/**
 * PostgreSQL lost under load (issue 16). The machine's PostgreSQL is shared,
 * so it is not restarted: a TCP proxy between the server and it drops every
 * connection and refuses new ones (what a restart looks like from the
 * server), and pg_terminate_backend ends the server's backends (what an
 * administrator or a failover does). Requests meanwhile get Zulip's JSON
 * error with a 503 — never a hang, never a crash —, the pool reconnects by
 * itself, and nothing acknowledged is lost. This file always runs on
 * PostgreSQL (ZIRCON_TEST_DB=postgres or not): PGlite is embedded in the
 * process, it has no connection to lose. So a run that asks for PGlite
 * (ZIRCON_TEST_DB=pglite) leaves it out (jest.config.cjs, POSTGRES_ONLY).
 */
jest.setTimeout(240_000);

let data: CrashData;
let proxy: TcpProxy;
let server: ServerProcess;
let world: CrashWorld;
const ledger: Op[] = [];

beforeAll(async () => {
  data = await crashData('postgres');
  const target = new URL(data.databaseUrl ?? '');
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  target.host = `127.0.0.1:${proxy.port}`;
  server = await startServerProcess({ ...data.env, DATABASE_URL: target.toString(), ...worldEnv() });
  world = await createWorld(server.url);
});
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await data?.drop();
});

const dbName = () => new URL(data.databaseUrl ?? '').pathname.slice(1);

async function terminateBackends(): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    const r = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName()],
    );
    return r.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const UNAVAILABLE = { result: 'error', msg: DATABASE_UNAVAILABLE_MESSAGE, code: 'INTERNAL_SERVER_ERROR' };

describe.each([
  ['the connections are cut, then restored', 'cut'],
  ['the server’s backends are terminated', 'terminate'],
] as const)('%s', (_name, how) => {
  let load: CrashLoad;

  test('requests in flight and meanwhile get a 503 with Zulip’s JSON error, and /ready says so', async () => {
    load = new CrashLoad(server.url, world, { seed: how === 'cut' ? 1 : 2, tag: `outage-${how}`, lanesPerUser: 2 });
    load.start();
    await load.waitForAcks(20);
    if (how === 'cut') {
      proxy.cut();
      const ready = await fetch(`${server.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: expect.not.stringMatching(/^ok$/) },
      });
      // Every lane meets the outage a few times before it ends.
      await load.waitForFailures(24);
      proxy.restore();
    } else {
      // Between the server's statements, or during one: each backend goes at once.
      expect(await terminateBackends()).toBeGreaterThan(0);
    }
    const acked = load.acked;
    // The pool replaces the lost connections by itself.
    await load.waitForAcks(acked + 20);
    await load.halt();
    ledger.push(...load.ledger);
    if (how === 'cut') expect(load.failures.length).toBeGreaterThanOrEqual(24);
    expect(load.failures.map((f) => ({ status: f.status, body: JSON.parse(f.text) as unknown }))).toEqual(
      load.failures.map(() => ({ status: 503, body: UNAVAILABLE })),
    );
    expect(load.networkErrors).toBe(0);
  });

  test('the server still runs, logged no fault, and nothing acknowledged is lost or half-written', async () => {
    expect(server.exited).not.toBeNull();
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);
    expect(
      server
        .output()
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l)),
    ).toEqual([]);
    const report = await data.withDatabase((db) =>
      checkInvariants((sql, params) => db.sql.query(sql, params), world, ledger, data.uploadsDir),
    );
    expect(report.violations).toEqual([]);
  });
});
