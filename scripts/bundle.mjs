// Bundles zircon's TypeScript sources (src/cli.ts and all it imports) into
// dist/zircon.mjs with esbuild, unless the bundle is already up to date.
// `npm run build` and bin/zircon.js call it; run directly, it builds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'zircon.mjs');
const stampFile = `${out}.stamp`;

/** Every source's path, size and modification time: a deleted or changed file changes it. */
function sourcesStamp() {
  const hash = createHash('sha1');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else {
        const s = statSync(p);
        hash.update(`${p}\0${s.size}\0${s.mtimeMs}\n`);
      }
    }
  };
  walk(path.join(root, 'src'));
  for (const f of ['package.json', 'scripts/bundle.mjs'])
    hash.update(`${f}\0${statSync(path.join(root, f)).mtimeMs}\n`);
  return hash.digest('hex');
}

// Prisma's generated client imports its query compiler as a module holding the
// WebAssembly in base64: V8 keeps both the module's source and the string, ~9 MiB
// of heap for the process's life. The bundle reads the binary from a file instead,
// only when the client asks for it, so nothing of it stays.
const PRISMA_WASM_BASE64 = '@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs';
const prismaWasmFile = path.join(root, 'dist', 'prisma-query-compiler.wasm');
const prismaWasmFromFile = {
  name: 'prisma-wasm-from-file',
  setup(build) {
    build.onResolve({ filter: /query_compiler_fast_bg\.postgresql\.wasm-base64\.mjs$/ }, (args) => ({
      path: args.path,
      namespace: 'prisma-wasm',
    }));
    build.onLoad({ filter: /.*/, namespace: 'prisma-wasm' }, async () => {
      const { wasm } = await import(PRISMA_WASM_BASE64);
      writeFileSync(`${prismaWasmFile}.${process.pid}`, Buffer.from(wasm, 'base64'));
      renameSync(`${prismaWasmFile}.${process.pid}`, prismaWasmFile);
      // The generated client decodes it with Buffer.from(wasm, 'base64'), which
      // takes an object's valueOf(): here the file's bytes, copied and let go.
      return {
        contents: `import { readFileSync } from 'node:fs';
export const wasm = { valueOf: () => readFileSync(new URL('./${path.basename(prismaWasmFile)}', import.meta.url)) };`,
        loader: 'js',
      };
    });
  },
};

/** dist/zircon.mjs, built now if a source changed since it was; returns its file URL. */
export async function ensureBundle() {
  const stamp = sourcesStamp();
  let current = '';
  try {
    current = readFileSync(stampFile, 'utf8');
  } catch {
    // not built yet
  }
  if (current !== stamp || !existsSync(prismaWasmFile)) {
    const { build } = await import('esbuild');
    mkdirSync(path.dirname(out), { recursive: true });
    // Built beside the target and renamed over it, so a process starting at the
    // same moment never imports a half-written file.
    const tmp = `${out}.${process.pid}.tmp.mjs`;
    await build({
      entryPoints: [path.join(root, 'src', 'cli.ts')],
      outfile: tmp,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Packages load from node_modules, except tlds: its main is a JSON file, and
      // esbuild drops the import attribute Node needs for that from external imports.
      external: Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies).filter(
        (d) => d !== 'tlds',
      ),
      plugins: [prismaWasmFromFile],
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    renameSync(`${tmp}.map`, `${out}.map`);
    writeFileSync(
      `${tmp}.fix`,
      readFileSync(tmp, 'utf8').replace(`${path.basename(tmp)}.map`, `${path.basename(out)}.map`),
    );
    renameSync(`${tmp}.fix`, out);
    writeFileSync(`${stampFile}.${process.pid}`, stamp);
    renameSync(`${stampFile}.${process.pid}`, stampFile);
    rmSync(tmp, { force: true });
  }
  return pathToFileURL(out).href;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await ensureBundle();
