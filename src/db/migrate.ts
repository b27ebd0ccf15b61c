import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlRunner } from './sql.ts';

/** The package's prisma/migrations, found upward from this module: src/db/ from source, dist/ when bundled. */
function findMigrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'prisma', 'migrations');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return path.resolve(here, '../../prisma/migrations');
  }
}

export const MIGRATIONS_DIR = findMigrationsDir();

// Any 64-bit constant shared by every zircon process; serialises concurrent start-ups.
const MIGRATION_LOCK_KEY = 72707369;

export class MigrationChecksumError extends Error {}

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** Prisma's checksum: sha256 of the file, hex. */
const checksumOf = (sql: string): string => createHash('sha256').update(sql).digest('hex');

// Prisma accepts a checksum computed before a CRLF↔LF conversion of the file
// (prisma-engines `script_matches_checksum`); so do we.
const matchesChecksum = (sql: string, checksum: string): boolean =>
  [sql, sql.replace(/\r\n/g, '\n'), sql.replace(/(?<!\r)\n/g, '\r\n')].some((v) => checksumOf(v) === checksum);

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    }),
  );
}

/**
 * Applies unapplied migrations in name order, all in one transaction (a
 * failure leaves the database as it was), and
 * records them in `_prisma_migrations` with Prisma's columns so that
 * `prisma migrate status` agrees. Refuses to run if an applied migration changed.
 */
export async function migrate(sql: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const applied = await tx.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations"
       WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
    );
    const appliedByName = new Map(applied.map((r) => [r.migration_name, r.checksum]));
    for (const m of migrations) {
      const checksum = appliedByName.get(m.name);
      if (checksum !== undefined && !matchesChecksum(m.sql, checksum)) {
        throw new MigrationChecksumError(
          `Migration ${m.name} was modified after it was applied to this database ` +
            `(checksum ${checksum} recorded, ${m.checksum} on disk). Restore the original file ` +
            `and put the change in a new migration.`,
        );
      }
    }
    const done: string[] = [];
    for (const m of migrations) {
      if (appliedByName.has(m.name)) continue;
      await tx.exec(m.sql);
      await tx.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
         VALUES ($1, $2, now(), $3, 1)`,
        [randomUUID(), m.checksum, m.name],
      );
      done.push(m.name);
    }
    return done;
  });
}
