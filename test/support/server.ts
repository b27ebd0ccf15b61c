import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { ManualClock } from '../../src/domain/clock.ts';
import { createArgon2Hasher } from '../../src/domain/auth/passwords.ts';
import type { AddressedEvent } from '../../src/domain/events/types.ts';
import { seedDemo } from '../../src/domain/onboarding/seed-demo.ts';
import { createServer, type ZirconServer } from '../../src/server.ts';
import type { RegistryOptions } from '../../src/domain/delivery/queues/registry.ts';
import { eventJson } from '../../src/rest-compat/presenters/events.ts';
import { ApiClient, type Credentials } from './client.ts';
import { ensureTemplate, freshDatabase, type TestDbKind } from './databases.ts';
import { demoRealmIds, restoreDemoSnapshot, SNAPSHOT_ENV } from './demo-snapshot.ts';

export interface TestServer {
  url: string;
  server: ZirconServer;
  clock: ManualClock;
  /** Every event published since start (or since `events.length = 0`), its payload as REST clients read it. */
  events: AddressedEvent[];
  client(creds?: Credentials): ApiClient;
  close(): Promise<void>;
}

export interface TestServerOptions {
  devMode?: boolean;
  env?: Record<string, string>;
  queues?: Partial<RegistryOptions>;
  /** Receives the server's JSON log lines (set LOG_LEVEL in `env` too). */
  logStream?: { write(line: string): void };
  /**
   * Zulip's API rate limits (on in production). Off unless a test asks: the
   * suite sends one user far more than 200 requests a minute. Tests of the
   * limits turn them on and set small numbers through `env`.
   */
  rateLimits?: boolean;
  /**
   * Zulip's onboarding content (on in production): initial channels and
   * Welcome Bot messages in a new organization, a Welcome Bot DM to each new
   * user. Off unless a test asks: many tests count a new user's messages.
   */
  welcomeMessages?: boolean;
  /**
   * The database, whatever ZIRCON_TEST_DB says: a test that needs a second
   * connection to the server's database (PGlite is embedded, it has none)
   * runs on PostgreSQL, and is listed in jest.config.cjs's POSTGRES_ONLY.
   */
  db?: TestDbKind;
}

/**
 * The real server on a random port with a fresh database, spoken to over HTTP
 * like any client. Password hashing uses small argon2 parameters for speed.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  if (opts.db) await ensureTemplate(opts.db);
  const fresh = await freshDatabase(opts.db);
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'zircon-uploads-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    UPLOADS_DIR: uploadsDir,
    ZIRCON_DEV: opts.devMode ? '1' : '',
    RATE_LIMITS: opts.rateLimits ? 'on' : 'off',
    WELCOME_MESSAGES: opts.welcomeMessages ? 'on' : 'off',
    ...opts.env,
  });
  const database =
    fresh.kind === 'pglite'
      ? await openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: fresh.loadDataDir })
      : await openDatabase({ databaseUrl: fresh.url, pgliteDir: '', poolSize: 5 });
  const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
  const release = async () => {
    await database.close();
    await fresh.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  };
  const server = await createServer(config, {
    database,
    keepDatabaseOpen: true,
    queues: opts.queues,
    logStream: opts.logStream,
    clock,
    passwords: createArgon2Hasher({ memoryCost: 1024, timeCost: 1, parallelism: 1, concurrency: 4 }),
  }).catch(async (e: unknown) => {
    // A start refused by the configuration (a test of that) must not leave its database pool open.
    await release();
    throw e;
  });
  const events = recordEvents(server);
  const port = await server.listen();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    server,
    clock,
    events,
    client: (creds) => new ApiClient(url, creds),
    close: async () => {
      // The tests are done: a connection a client opened but never used would otherwise hold
      // the close until the server's header timeout (Node counts it as busy, not idle).
      const closing = server.close();
      server.app.server.closeAllConnections();
      await closing;
      await release();
    },
  };
}

/** Every event the server publishes from now on; payloads the domain carries as typed values in Zulip's wire format, as a REST client sees them. */
export function recordEvents(server: ZirconServer): AddressedEvent[] {
  const events: AddressedEvent[] = [];
  server.events.subscribe((e) => events.push({ ...e, event: eventJson(e.event) as AddressedEvent['event'] }));
  return events;
}

export type DemoUser = Credentials & { id: number };
export type DemoRealm = { realmId: number; users: Record<string, DemoUser>; channels: Record<string, number> };

/**
 * Zulip's development cast (desdemona owner, iago admin, shiva moderator, …, polonius guest):
 * copied from the run's snapshot into a database still without a realm, seeded otherwise.
 */
export async function seedDemoRealm(ts: TestServer): Promise<DemoRealm> {
  const snapshot = process.env[SNAPSHOT_ENV];
  const { sql } = ts.server.deps.db;
  const empty = snapshot !== undefined && (await sql.query('SELECT 1 FROM realm LIMIT 1')).length === 0;
  const r = empty ? await restoreDemoSnapshot(snapshot, sql) : demoRealmIds(await seedDemo(ts.server.deps));
  const users: Record<string, DemoUser> = {};
  for (const u of r.users) users[u.email.split('@')[0].toLowerCase()] = { id: u.id, email: u.email, apiKey: u.apiKey };
  ts.events.length = 0;
  return { realmId: r.realmId, users, channels: r.channels };
}
