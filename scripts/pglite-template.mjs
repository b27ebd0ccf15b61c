// Prepares dist/pglite-template: an initdb'ed, empty PGlite data directory that
// `zircon serve` copies at its first start instead of running initdb (see
// src/db/pglite-template.ts). Run by `npm run build` (so at `npm install`);
// does nothing when the template was made by the installed PGlite version.
// Costs ~15 s, ~800 MiB of memory once, and ~40 MiB of disk.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'dist', 'pglite-template');
const stamp = `${dir}.version`;
const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const version = JSON.parse(readFileSync(path.resolve(path.dirname(entry), '..', 'package.json'), 'utf8')).version;

if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== version || !existsSync(path.join(dir, 'PG_VERSION'))) {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(path.dirname(dir), { recursive: true });
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  const db = await PGlite.create(tmp);
  await db.query('SELECT 1');
  await db.close();
  rmSync(stamp, { force: true });
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  writeFileSync(stamp, `${version}\n`);
}
