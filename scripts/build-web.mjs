// Builds the web client (web/src) with esbuild into dist/web: index.html, and
// assets/ with content-hashed names (cached for a year by the server) and their
// gzip forms (sent to browsers that accept gzip). Skipped when no input changed
// since the last build. `npm run build` runs it; run directly, it builds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'web');
const stampFile = path.join(root, 'dist', 'web.stamp');

function inputsStamp() {
  const hash = createHash('sha1');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else hash.update(`${p}\0${readFileSync(p).length}\0${createHash('sha1').update(readFileSync(p)).digest('hex')}\n`);
    }
  };
  walk(path.join(root, 'web'));
  for (const f of ['package-lock.json', 'scripts/build-web.mjs']) hash.update(`${f}\0${statSync(path.join(root, f)).size}\n`);
  return hash.digest('hex');
}

/** Builds dist/web unless it is up to date; returns its directory. */
export async function buildWeb({ force = false } = {}) {
  const stamp = inputsStamp();
  if (!force && existsSync(path.join(out, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return out;
  const { build } = await import('esbuild');
  // Built beside the target and swapped in, so a server never reads a half-written client.
  const tmp = `${out}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.join(root, 'web', 'src', 'main.tsx')],
    outdir: path.join(tmp, 'assets'),
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    target: ['chrome111', 'firefox115', 'safari16.4'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.join(root, 'web', 'tsconfig.json'),
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((f) => path.basename(f));
  const js = outputs.find((f) => f.endsWith('.js'));
  const css = outputs.find((f) => f.endsWith('.css'));
  const html = readFileSync(path.join(root, 'web', 'index.html'), 'utf8').replace('%JS%', `/assets/${js}`).replace('%CSS%', `/assets/${css}`);
  writeFileSync(path.join(tmp, 'index.html'), html);
  for (const f of [...outputs.filter((f) => !f.endsWith('.map')).map((f) => path.join(tmp, 'assets', f)), path.join(tmp, 'index.html')]) {
    writeFileSync(`${f}.gz`, gzipSync(readFileSync(f), { level: 9 }));
  }
  mkdirSync(path.dirname(out), { recursive: true });
  const old = `${out}.${process.pid}.old`;
  if (existsSync(out)) renameSync(out, old);
  renameSync(tmp, out);
  rmSync(old, { recursive: true, force: true });
  writeFileSync(`${stampFile}.${process.pid}`, stamp);
  renameSync(`${stampFile}.${process.pid}`, stampFile);
  return out;
}

/** What a first page load transfers, gzipped: index.html, the script and the stylesheet. */
export function firstLoadBytes(dir = out) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = ['index.html', ...[...html.matchAll(/"\/assets\/([^"]+)"/g)].map((m) => path.join('assets', m[1]))];
  return Object.fromEntries(files.map((f) => [f, statSync(path.join(dir, `${f}.gz`)).size]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = await buildWeb({ force: process.argv.includes('--force') });
  const sizes = firstLoadBytes(dir);
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  console.log(`web client in ${path.relative(root, dir)}: first load ${(total / 1024).toFixed(1)} KiB gzipped (${Object.entries(sizes).map(([f, n]) => `${f} ${n}`).join(', ')})`);
}
