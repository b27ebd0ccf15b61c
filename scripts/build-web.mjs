// Builds the web client (web/src) with esbuild into dist/web: index.html, and
// assets/ with content-hashed names (cached for a year by the server) and their
// gzip forms (sent to browsers that accept gzip). Code loaded on demand (the
// settings page) is split into chunks of its own, fetched only when needed. KaTeX's stylesheet and fonts are
// a separate entry that index.html names (not loads): the page adds it when a message has math. Skipped when no input changed
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
      else
        hash.update(`${p}\0${readFileSync(p).length}\0${createHash('sha1').update(readFileSync(p)).digest('hex')}\n`);
    }
  };
  walk(path.join(root, 'web'));
  for (const f of ['package-lock.json', 'scripts/build-web.mjs'])
    hash.update(`${f}\0${statSync(path.join(root, f)).size}\n`);
  return hash.digest('hex');
}

const KATEX_CSS = path.join(root, 'node_modules', 'katex', 'dist', 'katex.min.css');

// The server emits KaTeX 0.16's class names, which Zulip's clients style (src/domain/markdown/math.ts);
// KaTeX 0.17+ prefixes these with `katex-`, so its stylesheet is given the old names back.
const KATEX_RENAMED =
  /\.katex-(accent|base|fix|hdashline|hline|inner|newline|overlay|overline|root|rule|sizing|smash|sout|strut|stretchy|tag|thinbox|underline|vbox)\b/g;

/**
 * KaTeX's stylesheet as the server's HTML needs it: 0.16's class names, and only the woff2 form of
 * each font (every browser the build targets takes it).
 */
const katexWoff2Only = {
  name: 'katex-stylesheet',
  setup(b) {
    b.onLoad({ filter: /katex\.min\.css$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8')
        .replace(/,url\([^)]*\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g, '')
        .replace(KATEX_RENAMED, '.$1'),
      loader: 'css',
    }));
  },
};

/** Builds dist/web unless it is up to date; returns its directory. */
export async function buildWeb({ force = false } = {}) {
  const stamp = inputsStamp();
  if (
    !force &&
    existsSync(path.join(out, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp
  )
    return out;
  const { build } = await import('esbuild');
  // Built beside the target and swapped in, so a server never reads a half-written client.
  const tmp = `${out}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: path.join(root, 'web', 'src', 'main.tsx'), katex: KATEX_CSS },
    loader: { '.woff2': 'file' },
    plugins: [katexWoff2Only],
    outdir: path.join(tmp, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    splitting: true,
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
  // The entry's script and stylesheet; chunks are imported by it (statically or on demand).
  const [entryFile, entry] =
    Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint !== undefined && o.cssBundle !== undefined) ??
    [];
  if (!entryFile || !entry?.cssBundle) throw new Error('esbuild gave no entry script with a stylesheet');
  const js = path.basename(entryFile);
  const css = path.basename(entry.cssBundle);
  // The chunks the entry imports at once are announced with it, so they are not a round trip later.
  const preloads = entry.imports
    .filter((i) => i.kind === 'import-statement')
    .map((i) => `<link rel="modulepreload" href="/assets/${path.basename(i.path)}" />`);
  const [katexFile] =
    Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint && o.entryPoint.endsWith('katex.min.css')) ??
    [];
  if (!katexFile) throw new Error('esbuild gave no KaTeX stylesheet');
  const html = readFileSync(path.join(root, 'web', 'index.html'), 'utf8')
    .replace('%JS%', `/assets/${js}`)
    .replace('%CSS%', `/assets/${css}`)
    .replace('%KATEX_CSS%', path.basename(katexFile))
    .replace('</head>', `${preloads.map((l) => `  ${l}\n`).join('')}  </head>`);
  writeFileSync(path.join(tmp, 'index.html'), html);
  for (const f of [
    ...outputs.filter((f) => !f.endsWith('.map')).map((f) => path.join(tmp, 'assets', f)),
    path.join(tmp, 'index.html'),
  ]) {
    writeFileSync(`${f}.gz`, gzipSync(readFileSync(f), { level: 9 }));
  }
  mkdirSync(path.dirname(out), { recursive: true });
  const old = `${out}.${process.pid}.old`;
  if (existsSync(out)) renameSync(out, old);
  try {
    renameSync(tmp, out);
  } catch (e) {
    // Another process (a second test worker, started on the same stale stamp) put its build in place
    // between the two renames: built from the same sources, it stands, and this one is dropped.
    if (e.code !== 'ENOTEMPTY' && e.code !== 'EEXIST') throw e;
    rmSync(tmp, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
  writeFileSync(`${stampFile}.${process.pid}`, stamp);
  renameSync(`${stampFile}.${process.pid}`, stampFile);
  return out;
}

/** The chunks a script imports statically (`import … from "./x.js"`), not those it imports on demand. */
function staticImports(dir, file, seen = new Set()) {
  const source = readFileSync(path.join(dir, 'assets', file), 'utf8');
  for (const m of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    if (seen.has(m[1])) continue;
    seen.add(m[1]);
    staticImports(dir, m[1], seen);
  }
  return seen;
}

/** What a first page load transfers, gzipped: index.html, the script (with the chunks it needs at once) and the stylesheet. */
export function firstLoadBytes(dir = out) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:href|src)="\/assets\/([^"]+)"/g)].map((m) => m[1]);
  const chunks = linked.filter((f) => f.endsWith('.js')).flatMap((f) => [...staticImports(dir, f)]);
  const files = ['index.html', ...[...new Set([...linked, ...chunks])].map((f) => path.join('assets', f))];
  return Object.fromEntries(files.map((f) => [f, statSync(path.join(dir, `${f}.gz`)).size]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = await buildWeb({ force: process.argv.includes('--force') });
  const sizes = firstLoadBytes(dir);
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  console.log(
    `web client in ${path.relative(root, dir)}: first load ${(total / 1024).toFixed(1)} KiB gzipped (${Object.entries(
      sizes,
    )
      .map(([f, n]) => `${f} ${n}`)
      .join(', ')})`,
  );
}
