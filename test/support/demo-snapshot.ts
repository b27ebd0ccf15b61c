import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SqlRunner } from '../../src/db/sql.ts';
import type { Deps } from '../../src/domain/context.ts';

/*
 * Seeding Zulip's development cast through the domain takes seconds per test
 * file on PGlite (a realm, its groups, ten users with hashed passwords, six
 * channels). It is done once per run instead: the rows it wrote are kept as
 * JSON and put back into each file's fresh database with one statement batch.
 * The snapshot is named by the content of everything that could change those
 * rows (the sources, the migrations, this file and the test server's setup),
 * so a change anywhere makes a new one.
 */

export interface DemoRealmIds {
  realmId: number;
  users: { id: number; email: string; apiKey: string }[];
  channels: Record<string, number>;
}

/** What seedDemo answers, as the snapshot keeps it. */
export function demoRealmIds(r: {
  realm_id: number;
  users: { id: number; email: string; api_key: string }[];
  channels: Record<string, number>;
}): DemoRealmIds {
  return {
    realmId: r.realm_id,
    users: r.users.map((u) => ({ id: u.id, email: u.email, apiKey: u.api_key })),
    channels: r.channels,
  };
}

interface Snapshot {
  realm: DemoRealmIds;
  tables: { name: string; columns: string[]; rows: string }[];
  sequences: { name: string; value: string }[];
}

/** The environment variable through which global setup tells the test workers where the snapshot is. */
export const SNAPSHOT_ENV = 'ZIRCON_TEST_DEMO_SNAPSHOT';

const root = path.resolve(__dirname, '..', '..');
const PREFIX = 'zircon-test-demo-';

function sourcesHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(p).update('\0').update(readFileSync(p));
    }
  };
  walk(path.join(root, 'src'));
  walk(path.join(root, 'prisma', 'migrations'));
  for (const f of ['test/support/demo-snapshot.ts', 'test/support/server.ts'])
    h.update(readFileSync(path.join(root, f)));
  return h.digest('hex').slice(0, 16);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every row of every table but the migration record and the event log (the
 * seeding's events reach nobody), and every sequence's position.
 */
async function capture(sql: SqlRunner, realm: DemoRealmIds): Promise<Snapshot> {
  const tables: Snapshot['tables'] = [];
  const names = await sql.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('_prisma_migrations', 'event_log', 'event_queue', 'event_log_floor') ORDER BY 1",
  );
  for (const { name } of names) {
    const [{ rows }] = await sql.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM ${quote(name)} t`,
    );
    if (rows === null) continue;
    // Generated columns (the messages' search vector) are computed again, never written.
    const cols = await sql.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position",
      [name],
    );
    tables.push({ name, columns: cols.map((c) => c.column_name), rows });
  }
  const sequences = await sql.query<{ name: string; value: string }>(
    "SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY 1",
  );
  return { realm, tables, sequences };
}

/** One batch that writes the snapshot's rows into an empty, migrated database. */
function restoreScript(s: Snapshot): string {
  const parts = ['BEGIN', 'SET LOCAL session_replication_role = replica'];
  for (const t of s.tables) {
    let tag = 'rows';
    while (t.rows.includes(`$${tag}$`)) tag += 'x';
    const cols = t.columns.map(quote).join(', ');
    parts.push(
      `INSERT INTO ${quote(t.name)} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${quote(t.name)}, $${tag}$${t.rows}$${tag}$)`,
    );
  }
  for (const q of s.sequences) parts.push(`SELECT setval('${quote(q.name)}', ${Number(q.value)})`);
  parts.push('COMMIT');
  return parts.join(';\n');
}

interface Stored {
  realm: DemoRealmIds;
  script: string;
}

/**
 * Called from global setup with a started test server on an empty database:
 * seeds it unless this source tree's snapshot exists, and returns the snapshot's path.
 */
export async function ensureDemoSnapshot(
  start: () => Promise<{ sql: SqlRunner; deps: Deps; close(): Promise<void> }>,
): Promise<string> {
  const file = path.join(tmpdir(), `${PREFIX}${sourcesHash()}.json`);
  if (existsSync(file)) return file;
  const server = await start();
  try {
    const { seedDemo } = await import('../../src/domain/onboarding/seed-demo.ts');
    const realm = demoRealmIds(await seedDemo(server.deps));
    const stored: Stored = { realm, script: restoreScript(await capture(server.sql, realm)) };
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, JSON.stringify(stored));
    renameSync(tmp, file);
  } finally {
    await server.close();
  }
  // Snapshots of earlier source trees: a day old is long past any run that could still read one.
  for (const e of readdirSync(tmpdir())) {
    const p = path.join(tmpdir(), e);
    if (e.startsWith(PREFIX) && p !== file && Date.now() - statSync(p).mtimeMs > 86_400_000) rmSync(p, { force: true });
  }
  return file;
}

/** Writes the snapshot's rows into a fresh database; the seeded realm's ids and keys. */
export async function restoreDemoSnapshot(file: string, sql: SqlRunner): Promise<DemoRealmIds> {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
  await sql.exec(stored.script);
  return stored.realm;
}
