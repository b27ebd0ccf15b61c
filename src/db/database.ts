import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { rawQueryTypes } from './pg-timestamps.ts';
import { seedFromTemplate } from './pglite-template.ts';
import { PREPARED_SHAPES_LIMIT, type QueryOptions, type SqlRunner } from './sql.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  sql: SqlRunner;
  /** The PostgreSQL pool's connections now (metrics); null on PGlite, which has one connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** PostgreSQL only: for a connection of one's own outside the pool (session locks, LISTEN). */
  connectionString?: string;
  /** PGlite only: LISTEN on the one connection (PostgreSQL listens on a connection of its own: connectionString). */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throw-away database. */
  pgliteDir: string;
  /** A PGlite data dump (from `dumpDataDir`) to start from instead of initdb. */
  pgliteLoadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL: how long a new connection may take before the request waiting for it fails (ms). */
  connectTimeoutMs?: number;
}

/**
 * A database host that vanished (powered off, a network partition) answers
 * nothing, and a connection attempt or a connection's next query would wait on
 * the kernel's timeouts — minutes to hours. New connections give up after this;
 * keepalive probes notice an established connection whose peer is gone.
 */
const CONNECT_TIMEOUT_MS = 10_000;
const KEEPALIVE_DELAY_MS = 10_000;
/**
 * How long a request may wait for one of the pool's connections to be free.
 * pg-pool has one setting for this and for opening a connection: at 10 s, fifty
 * concurrent topic moves on a loaded machine (test/rest/concurrency.test.ts)
 * waited longer and failed with a 500. Opening keeps its own 10 s (below).
 */
const POOL_WAIT_MS = 30_000;
/**
 * A new connection is a new PostgreSQL backend with empty catalog caches and
 * no prepared statements: with pg-pool's default (closing connections idle for
 * 10 s) a message sent after ten quiet seconds took 43–53 ms instead of 8–10
 * (bench/RESULTS.md), and a small team's server is quiet most of the time.
 * An idle backend costs PostgreSQL a few MiB; the pool holds at most `max`.
 */
const IDLE_CONNECTION_MS = 600_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS)
    : openPglite(options);
}

/** PostgreSQL refused or could not be reached at start-up: a one-line report, not a stack. */
export class DatabaseUnreachableError extends Error {}

/** `host:port/database` of a connection string, without its user and password. */
function describeTarget(connectionString: string): string {
  try {
    const u = new URL(connectionString);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

async function openPostgres(connectionString: string, max: number, connectionTimeoutMillis: number): Promise<Database> {
  // node-postgres's own connect timeout, per connection the pool opens.
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis });
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max,
    types: rawQueryTypes,
    Client: TimedClient,
    connectionTimeoutMillis: Math.max(POOL_WAIT_MS, connectionTimeoutMillis),
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // Idle connections never hold a process that is otherwise done (a CLI command, a test worker).
    allowExitOnIdle: true,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  try {
    await pool.query('SELECT 1');
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnreachableError(
      `cannot use PostgreSQL at ${describeTarget(connectionString)}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  // An idle connection closed by the server (restart, admin action) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', () => undefined);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const shapes = new Map<string, string>();
  const statementName = (text: string, options?: QueryOptions): string | undefined => {
    if (options?.name || !options?.prepare) return options?.name;
    let name = shapes.get(text);
    if (name === undefined && shapes.size < PREPARED_SHAPES_LIMIT) {
      name = `shape_${createHash('sha1').update(text).digest('hex')}`;
      shapes.set(text, name);
    }
    return name;
  };
  const runner = (q: pg.Pool | pg.PoolClient): SqlRunner => ({
    exec: async (text) => {
      await q.query(text);
    },
    query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      const name = statementName(text, options);
      return (await (name ? q.query({ name, text, values: params }) : q.query(text, params))).rows as T[];
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      // The pool listens for errors of idle connections only: one that breaks while checked out
      // (PostgreSQL restarted, the backend terminated) between two statements would emit an
      // 'error' nobody handles, and that ends the process. The failing statement reports it.
      const ignore = () => undefined;
      client.on('error', ignore);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(runner(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        // On a lost connection ROLLBACK fails too: the error to report is the first one,
        // and the connection is destroyed rather than returned to the pool.
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw e;
      } finally {
        client.removeListener('error', ignore);
        client.release(broken);
      }
    },
  });
  return {
    kind: 'postgres',
    prisma,
    sql: runner(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    connectionString,
    close: async () => {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}

/**
 * PostgreSQL's defaults size its caches for a shared server. PGlite's memory
 * (WebAssembly) only grows and is never given back, so each cache filled once
 * is carried for the process's life: sized here for a small team's database.
 */
const PGLITE_SETTINGS = [
  // 128MB by default; reads past it come from the OS page cache.
  'shared_buffers=16MB',
  // Index builds in migrations: 64MB by default.
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
  // What 128MB of shared buffers implied (1/32 of them): writes keep their pace.
  'wal_buffers=4MB',
];

async function openPglite(options: DatabaseOptions): Promise<Database> {
  // Loaded only when used: the WebAssembly PostgreSQL costs ~40 MiB of RSS,
  // which a server on PostgreSQL should not carry.
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('pglite-prisma-adapter'),
  ]);
  if (!options.pgliteLoadDataDir) seedFromTemplate(options.pgliteDir);
  const db = await PGlite.create(options.pgliteDir, {
    loadDataDir: options.pgliteLoadDataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
  type Queryable = Pick<PGlite, 'exec' | 'query'>;
  const runner = (q: Queryable): SqlRunner => ({
    exec: async (text) => {
      await q.exec(text);
    },
    query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await q.query<T>(text, params)).rows,
    // PGlite has a single connection; its transaction() holds an exclusive lock.
    transaction: (fn) => db.transaction((tx) => fn(runner(tx))),
  });
  return {
    kind: 'pglite',
    prisma,
    sql: runner(db),
    poolStats: () => null,
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: async () => {
      await prisma.$disconnect();
      if (!db.closed) await db.close();
    },
  };
}
