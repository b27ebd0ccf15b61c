import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ensureTemplate, freshDatabase, testDbKind, type TestDbKind } from '../databases.ts';
import type { Query } from './invariants.ts';

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
  withQuery<T>(fn: (q: Query) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export async function crashData(kind: TestDbKind = testDbKind()): Promise<CrashData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zircon-crash-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      uploadsDir,
      env: { DATA_DIR: dataDir },
      withQuery: async (fn) => {
        const db = await PGlite.create(path.join(dataDir, 'pglite'));
        try {
          return await fn(async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows);
        } finally {
          await db.close();
        }
      },
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
    withQuery: async (fn) => {
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      try {
        return await fn(async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[]);
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      await fresh.drop();
      await removeDir();
    },
  };
}
