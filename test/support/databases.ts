import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate, readMigrations } from '../../src/db/migrate.ts';
import type { SqlRunner } from '../../src/db/sql.ts';

/**
 * Test databases: every test file gets a fresh, migrated database. Creating
 * one from scratch is slow on PGlite (initdb), so a migrated template is made
 * once per migration set and copied: a data-dir dump for PGlite, a template
 * database for PostgreSQL.
 */
export type TestDbKind = 'pglite' | 'postgres';

export const testDbKind = (): TestDbKind => (process.env.ZIRCON_TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export const adminUrl = (): string => process.env.ZIRCON_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function migrationsHash(): Promise<string> {
  const h = createHash('sha256');
  for (const m of await readMigrations()) h.update(m.name).update(m.checksum);
  return h.digest('hex').slice(0, 12);
}

export async function templateName(): Promise<string> {
  return `zircon_test_template_${await migrationsHash()}`;
}

export async function pgliteTemplatePath(): Promise<string> {
  return path.join(tmpdir(), `zircon-test-${await migrationsHash()}.tar`);
}

const pgliteRunner = (db: PGlite): SqlRunner => ({
  exec: async (sql) => void (await db.exec(sql)),
  query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows,
  transaction: (fn) => db.transaction((tx) => fn(pgliteRunner(tx as unknown as PGlite))),
});

/**
 * The dump without the files under `dirs`: template0 and template1, a third of
 * the data directory, are never opened by a test (PGlite cannot create a
 * database), and every test file would load them again.
 */
function withoutDirectories(tar: Uint8Array, dirs: string[]): Uint8Array {
  const text = (from: number, len: number) =>
    new TextDecoder().decode(tar.subarray(from, from + len)).replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const prefix = text(at + 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(at, 100);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    const full = name.startsWith('/') ? name : `/${name}`;
    if (!dirs.some((d) => full === d || full === `${d}/` || full.startsWith(`${d}/`))) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(1024));
  return Buffer.concat(kept);
}

/** Called from jest's global setup: makes the template if it does not exist yet. */
export async function ensureTemplate(kind: TestDbKind): Promise<void> {
  if (kind === 'pglite') {
    const file = await pgliteTemplatePath();
    if (existsSync(file)) return;
    const db = await PGlite.create('memory://');
    await migrate(pgliteRunner(db));
    // A clean checkpoint leaves no WAL to replay when each test file's copy starts.
    await db.exec('CHECKPOINT');
    const templates = await db.query<{ oid: number }>(
      "SELECT oid FROM pg_database WHERE datname IN ('template0', 'template1')",
    );
    const dump = await db.dumpDataDir('none');
    await db.close();
    const tmp = `${file}.${process.pid}`;
    writeFileSync(
      tmp,
      withoutDirectories(
        new Uint8Array(await dump.arrayBuffer()),
        templates.rows.map((r) => `/base/${r.oid}`),
      ),
    );
    renameSync(tmp, file);
    return;
  }
  const name = await templateName();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    // Several jest runs may start at once: one makes the template, the others wait for it.
    await admin.query('SELECT pg_advisory_lock(72707370)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return;
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    const runner: SqlRunner = {
      exec: async (sql) => void (await pool.query(sql)),
      query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
        (await pool.query(sql, params)).rows as T[],
      transaction: async (fn) => {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          const r = await fn({
            exec: async (sql) => void (await c.query(sql)),
            query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
              (await c.query(sql, params)).rows as T[],
            transaction: () => Promise.reject(new Error('nested')),
          });
          await c.query('COMMIT');
          return r;
        } catch (e) {
          await c.query('ROLLBACK');
          throw e;
        } finally {
          c.release();
        }
      },
    };
    try {
      await migrate(runner);
    } catch (e) {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      throw e;
    }
    await pool.end();
  } finally {
    await admin.end();
  }
}

/**
 * The template's bytes as PGlite reads a dump (it only asks for them whole). A Blob of Node's
 * own copies the 28 MB in and reads them back out in 64 KiB chunks: that took as long as
 * starting PostgreSQL on them, for every test file.
 */
class BytesBlob extends Blob {
  constructor(private readonly data: Uint8Array) {
    super([]);
  }

  override get size(): number {
    return this.data.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const b = this.data;
    const whole =
      b.byteOffset === 0 && b.byteLength === b.buffer.byteLength && !(b.buffer instanceof SharedArrayBuffer);
    return Promise.resolve(whole ? b.buffer : new Uint8Array(b).buffer);
  }
}

/** A fresh database for one test server: a PGlite dump to load, or a PostgreSQL URL. */
export async function freshDatabase(
  kind: TestDbKind = testDbKind(),
): Promise<
  | { kind: 'pglite'; loadDataDir: Blob; drop(): Promise<void> }
  | { kind: 'postgres'; url: string; drop(): Promise<void> }
> {
  if (kind === 'pglite') {
    return {
      kind: 'pglite',
      loadDataDir: new BytesBlob(readFileSync(await pgliteTemplatePath())),
      drop: async () => undefined,
    };
  }
  const name = `zircon_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${await templateName()}"`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
