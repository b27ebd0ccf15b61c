import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { adminUrl, testDbKind } from '../support/databases.ts';

export interface EmptyDatabase {
  db: Database;
  /** PostgreSQL connection string, or undefined on PGlite. */
  url?: string;
  close(): Promise<void>;
}

/**
 * A database with nothing in it — no template, no migrations — of the kind
 * ZIRCON_TEST_DB selects: an in-memory PGlite (a cold start, a few seconds) or
 * a new PostgreSQL database dropped on close.
 */
export async function openEmptyDatabase(): Promise<EmptyDatabase> {
  if (testDbKind() === 'pglite') {
    const db = await openDatabase({ pgliteDir: 'memory://' });
    return { db, close: () => db.close() };
  }
  const pgdb = await createEmptyPostgresDatabase();
  const db = await openDatabase({ databaseUrl: pgdb.url, pgliteDir: '', poolSize: 4 });
  return {
    db,
    url: pgdb.url,
    close: async () => {
      await db.close();
      await pgdb.drop();
    },
  };
}

/** A new, empty PostgreSQL database on the test server (ZIRCON_TEST_PG_URL). */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `zircon_test_empty_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl() });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
