import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { ManualClock } from '../../src/domain/clock.ts';
import { createArgon2Hasher } from '../../src/domain/auth/passwords.ts';
import type { RegistryOptions } from '../../src/domain/delivery/queues/registry.ts';
import { createServer, type ZirconServer } from '../../src/server.ts';
import { ApiClient } from './client.ts';
import { freshDatabase } from './databases.ts';
import { recordEvents, type TestServer } from './server.ts';

/**
 * One server of several on a database. Tests reach these through the world
 * (test/support/world.ts: startClusterWorld, startRestartableWorld).
 */
export type Node = TestServer;

/** A started server as a node: closing it leaves the shared database open. */
async function nodeOf(server: ZirconServer, clock: ManualClock): Promise<Node> {
  const events = recordEvents(server);
  const url = `http://127.0.0.1:${await server.listen()}`;
  return { url, server, clock, events, client: (creds) => new ApiClient(url, creds), close: () => server.close() };
}

export const redisUrl = (): string => process.env.ZIRCON_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Several zircon processes' worth of servers sharing one database (and its
 * event log). On PostgreSQL each node has its own connection pool and LISTEN
 * connection; PGlite is one process's database, so there the nodes share the
 * instance (the HTTP servers, queue caches and log readers are still separate).
 */
export async function startCluster(size: number, queues?: Partial<RegistryOptions>) {
  const fresh = await freshDatabase();
  const shared =
    fresh.kind === 'pglite'
      ? await openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: fresh.loadDataDir })
      : null;
  const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
  const nodes: Node[] = [];
  const databases: Database[] = [];
  for (let i = 0; i < size; i++) {
    const database =
      shared ??
      (await openDatabase({
        databaseUrl: fresh.kind === 'postgres' ? fresh.url : undefined,
        pgliteDir: '',
        poolSize: 4,
      }));
    if (!shared) databases.push(database);
    // Rate limits off, as in the shared test server (test/support/server.ts): the tests send more than Zulip's 200 a minute.
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent',
      RATE_LIMITS: 'off',
      WELCOME_MESSAGES: 'off',
    });
    const server = await createServer(config, {
      database,
      keepDatabaseOpen: true,
      clock,
      queues,
      passwords: createArgon2Hasher({ memoryCost: 1024, timeCost: 1, parallelism: 1, concurrency: 4 }),
    });
    nodes.push(await nodeOf(server, clock));
  }
  return {
    nodes,
    clock,
    close: async () => {
      for (const n of nodes) await n.server.close();
      for (const d of databases) await d.close();
      if (shared) await shared.close();
      await fresh.drop();
    },
  };
}

/**
 * One database on which servers start and stop one after the other, as a
 * process does across restarts (with a clock they share). `stop` is a graceful
 * close; `abandon` forgets a server without closing it, as a crashed process
 * would leave things (the database never hears of its queues).
 */
export async function startRestartable(env: Record<string, string> = {}) {
  const fresh = await freshDatabase();
  const database =
    fresh.kind === 'pglite'
      ? await openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: fresh.loadDataDir })
      : await openDatabase({ databaseUrl: fresh.url, pgliteDir: '', poolSize: 5 });
  const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
  const abandoned: ZirconServer[] = [];
  const running = new Set<ZirconServer>();
  const stopServer = async (server: ZirconServer) => {
    running.delete(server);
    // Not closeAllConnections: a long-poll the stop answers must reach its client.
    await server.close();
  };
  return {
    database,
    clock,
    async start(): Promise<Node> {
      const config = loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATA_DIR: '/nonexistent',
        WELCOME_MESSAGES: 'off',
        ...env,
      });
      const server = await createServer(config, {
        database,
        keepDatabaseOpen: true,
        clock,
        passwords: createArgon2Hasher({ memoryCost: 1024, timeCost: 1, parallelism: 1, concurrency: 4 }),
      });
      running.add(server);
      return nodeOf(server, clock);
    },
    stop: (node: Node) => stopServer(node.server),
    /** Leaves the server without a graceful stop, as a crash would (it keeps serving its old port until the end). */
    abandon(node: Node): void {
      running.delete(node.server);
      abandoned.push(node.server);
    },
    close: async () => {
      for (const s of running) await stopServer(s);
      // What an abandoned server would save goes to a database about to be dropped.
      for (const s of abandoned) await stopServer(s);
      await database.close();
      await fresh.drop();
    },
  };
}
