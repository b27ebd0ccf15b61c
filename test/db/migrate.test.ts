import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, MigrationChecksumError } from '../../src/db/migrate.ts';
import { openEmptyDatabase, type EmptyDatabase } from './empty-database.ts';

// The runner (src/db/migrate.ts) against migrations in a temporary directory,
// on an empty database of the kind ZIRCON_TEST_DB selects. Tests run in order:
// each builds on the migrations the previous ones applied.

let empty: EmptyDatabase;
let dir: string;

const write = (name: string, sql: string) => {
  mkdirSync(path.join(dir, name), { recursive: true });
  writeFileSync(path.join(dir, name, 'migration.sql'), sql);
};
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const A = '-- first\nCREATE TABLE runner_a (id SERIAL PRIMARY KEY, note TEXT NOT NULL);\n';
const B = 'CREATE TABLE runner_b (id INTEGER PRIMARY KEY);\nINSERT INTO runner_b VALUES (1), (2);\n';

type Recorded = {
  id: string;
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  started_at: Date | null;
  applied_steps_count: number;
  logs: string | null;
};
const recorded = () => empty.db.sql.query<Recorded>('SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
const tables = async () =>
  (
    await empty.db.sql.query<{ t: string }>(
      `SELECT table_name AS t FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name LIKE 'runner_%' ORDER BY 1`,
    )
  ).map((r) => r.t);

beforeAll(async () => {
  empty = await openEmptyDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'zircon-migrations-'));
  write('20260101000000_a', A);
  write('20260102000000_b', B);
  // Not a migration directory: ignored like Prisma does.
  writeFileSync(path.join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await empty?.close();
});

test('applies every migration in name order and records each in _prisma_migrations with its sha256', async () => {
  expect(await migrate(empty.db.sql, dir)).toEqual(['20260101000000_a', '20260102000000_b']);
  expect(await tables()).toEqual(['runner_a', 'runner_b']);
  const rows = await recorded();
  expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual([
    ['20260101000000_a', sha256(A)],
    ['20260102000000_b', sha256(B)],
  ]);
  for (const r of rows) {
    expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(r.finished_at).toBeInstanceOf(Date);
    expect(r.started_at).toBeInstanceOf(Date);
    expect(r.rolled_back_at).toBeNull();
    expect(r.applied_steps_count).toBe(1);
  }
});

test('_prisma_migrations has the columns Prisma itself creates', async () => {
  const cols = await empty.db.sql.query<{ column_name: string; data_type: string; is_nullable: string }>(
    `SELECT column_name, data_type, is_nullable FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = '_prisma_migrations' ORDER BY ordinal_position`,
  );
  expect(cols.map((c) => [c.column_name, c.data_type, c.is_nullable])).toEqual([
    ['id', 'character varying', 'NO'],
    ['checksum', 'character varying', 'NO'],
    ['finished_at', 'timestamp with time zone', 'YES'],
    ['migration_name', 'character varying', 'NO'],
    ['logs', 'text', 'YES'],
    ['rolled_back_at', 'timestamp with time zone', 'YES'],
    ['started_at', 'timestamp with time zone', 'NO'],
    ['applied_steps_count', 'integer', 'NO'],
  ]);
});

test('running again applies nothing and records nothing', async () => {
  const before = await recorded();
  expect(await migrate(empty.db.sql, dir)).toEqual([]);
  expect(await recorded()).toEqual(before);
  const [{ n }] = await empty.db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM runner_b');
  expect(n).toBe(2);
});

test('a new migration is applied alone', async () => {
  write('20260103000000_c', 'ALTER TABLE runner_a ADD COLUMN extra INTEGER;\n');
  expect(await migrate(empty.db.sql, dir)).toEqual(['20260103000000_c']);
  expect((await recorded()).map((r) => r.migration_name)).toEqual([
    '20260101000000_a',
    '20260102000000_b',
    '20260103000000_c',
  ]);
});

test('a concurrent second runner waits and applies nothing twice', async () => {
  write('20260104000000_d', 'CREATE TABLE runner_d (id INTEGER);\n');
  const results = await Promise.all([migrate(empty.db.sql, dir), migrate(empty.db.sql, dir)]);
  expect(results.flat()).toEqual(['20260104000000_d']);
  expect((await recorded()).filter((r) => r.migration_name === '20260104000000_d')).toHaveLength(1);
});

test('an applied migration converted to CRLF line endings is accepted, as Prisma does', async () => {
  write('20260102000000_b', B.replace(/\n/g, '\r\n'));
  expect(await migrate(empty.db.sql, dir)).toEqual([]);
  write('20260102000000_b', B);
});

test('an edited applied migration is refused with MigrationChecksumError, before anything new is applied', async () => {
  const before = await recorded();
  const edited = A.replace('note TEXT NOT NULL', 'note TEXT');
  write('20260101000000_a', edited);
  write('20260105000000_e', 'CREATE TABLE runner_e (id INTEGER);\n');
  const error = await migrate(empty.db.sql, dir).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MigrationChecksumError);
  const msg = (error as Error).message;
  expect(msg).toContain('Migration 20260101000000_a was modified after it was applied');
  expect(msg).toContain(sha256(A));
  expect(msg).toContain(sha256(edited));
  expect(msg).toContain('put the change in a new migration');
  expect(await recorded()).toEqual(before);
  expect(await tables()).not.toContain('runner_e');
  write('20260101000000_a', A);
});

test('a failing migration records nothing and leaves no partial change', async () => {
  write('20260106000000_f', 'CREATE TABLE runner_f (id INTEGER);\nSELECT * FROM no_such_table;\n');
  const before = await recorded();
  await expect(migrate(empty.db.sql, dir)).rejects.toThrow(/no_such_table/);
  expect(await recorded()).toEqual(before);
  const t = await tables();
  expect(t).not.toContain('runner_f');
  // All pending migrations run in one transaction: the good one before it is not kept either.
  expect(t).not.toContain('runner_e');
  rmSync(path.join(dir, '20260106000000_f'), { recursive: true });
  expect(await migrate(empty.db.sql, dir)).toEqual(['20260105000000_e']);
});
