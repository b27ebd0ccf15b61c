import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type DatabaseOptions } from '../../../src/db/database.ts';
import { ensureTemplate, freshDatabase, testDbKind, type TestDbKind } from '../databases.ts';

/**
 * The data a crash run's server processes share: a DATA_DIR (PGlite's
 * database, and the upload directory on both kinds) and, on PostgreSQL, a
 * fresh database from the test template.
 */
export interface CrashData {
  kind: TestDbKind;
  dataDir: string;
  uploadsDir: string;
  /** PostgreSQL only. */
  databaseUrl?: string;
  /** The server's environment for this data. */
  env: Record<string, string>;
  /** Runs `fn` on the database directly. PGlite allows one process: the server must be stopped. */
  withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export async function crashData(kind: TestDbKind = testDbKind()): Promise<CrashData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zircon-crash-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  // The server's own way in (PGlite's settings, Prisma), for the checks and the sweep.
  const withDatabase = async <T>(options: DatabaseOptions, fn: (db: Database) => Promise<T>): Promise<T> => {
    const db = await openDatabase(options);
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      uploadsDir,
      env: { DATA_DIR: dataDir },
      withDatabase: (fn) => withDatabase({ pgliteDir: path.join(dataDir, 'pglite') }, fn),
      drop: removeDir,
    };
  }
  // Made by jest's global setup for ZIRCON_TEST_DB's kind only (and not at all for a bench).
  await ensureTemplate('postgres');
  const fresh = await freshDatabase('postgres');
  if (fresh.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
  return {
    kind,
    dataDir,
    uploadsDir,
    databaseUrl: fresh.url,
    env: { DATA_DIR: dataDir, DATABASE_URL: fresh.url },
    withDatabase: (fn) => withDatabase({ databaseUrl: fresh.url, pgliteDir: '', poolSize: 2 }, fn),
    drop: async () => {
      await fresh.drop();
      await removeDir();
    },
  };
}
