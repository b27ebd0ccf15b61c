import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedFromTemplate } from '../../src/db/pglite-template.ts';

// A first start copies the initdb'ed directory `npm run build` prepares
// (scripts/pglite-template.mjs) instead of running initdb in the server.

const root = path.join(__dirname, '../..');
let dir: string;

beforeAll(() => {
  // Does nothing when the installed PGlite made it already (as at npm install).
  execFileSync(process.execPath, [path.join(root, 'scripts/pglite-template.mjs')], { stdio: 'inherit' });
  dir = mkdtempSync(path.join(tmpdir(), 'zircon-template-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('an absent or empty data directory gets the template, which opens, migrates and keeps what is written', async () => {
  const absent = path.join(dir, 'absent');
  const empty = path.join(dir, 'empty');
  mkdirSync(empty);
  for (const d of [absent, empty]) {
    seedFromTemplate(d);
    expect(existsSync(path.join(d, 'PG_VERSION'))).toBe(true);
  }
  expect(readdirSync(dir).sort()).toEqual(['absent', 'empty']);

  const db = await openDatabase({ pgliteDir: absent });
  expect((await migrate(db.sql)).length).toBeGreaterThan(0);
  await db.sql.exec('CREATE TABLE kept (n INTEGER)');
  await db.sql.exec('INSERT INTO kept VALUES (42)');
  await db.close();

  seedFromTemplate(absent);
  const again = await openDatabase({ pgliteDir: absent });
  expect(await migrate(again.sql)).toEqual([]);
  expect(await again.sql.query('SELECT n FROM kept')).toEqual([{ n: 42 }]);
  await again.close();
});

test('a non-empty directory that is not a database, and memory://, are left to PGlite', () => {
  const other = path.join(dir, 'other');
  mkdirSync(other);
  writeFileSync(path.join(other, 'note.txt'), 'mine');
  seedFromTemplate(other);
  expect(readdirSync(other)).toEqual(['note.txt']);
  expect(() => seedFromTemplate('memory://')).not.toThrow();
  expect(readdirSync(dir).filter((f) => f.includes('seeding'))).toEqual([]);
});
