import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A prepared, initdb'ed PGlite data directory (made by `npm run build`, see
 * scripts/pglite-template.mjs). Copying it at a first start replaces PGlite's
 * initdb, which runs a second PostgreSQL beside the first and takes the server
 * process to ~900 MiB of memory and ~15 s.
 */
export const TEMPLATE_DIR = 'dist/pglite-template';
export const TEMPLATE_STAMP = `${TEMPLATE_DIR}.version`;

/** The PGlite version installed: a template made by another one is not used. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (
    JSON.parse(readFileSync(path.resolve(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** The template directory, found upward from this module (src/db/ from source, dist/ when bundled), if it is current. */
function findTemplate(): string | null {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const stamp = path.join(dir, TEMPLATE_STAMP);
    if (!existsSync(stamp)) continue;
    return readFileSync(stamp, 'utf8').trim() === pgliteVersion() ? path.join(dir, TEMPLATE_DIR) : null;
  }
  return null;
}

const isInitialized = (dir: string): boolean => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Gives a filesystem PGlite directory that has no database yet a copy of the
 * template; without one (not built, or another PGlite) PGlite runs initdb itself.
 * Copied beside it and renamed, so an interrupted copy never looks like a database.
 */
export function seedFromTemplate(dataDir: string): void {
  if (dataDir.includes('://') || isInitialized(dataDir)) return;
  // A non-empty directory that is not a database is PGlite's to judge.
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  const template = findTemplate();
  if (!template || !isInitialized(template)) return;
  const tmp = `${dataDir}.seeding-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  cpSync(template, tmp, { recursive: true });
  if (existsSync(dataDir)) rmdirSync(dataDir);
  renameSync(tmp, dataDir);
}
