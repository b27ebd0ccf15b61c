#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=4
// Runs zircon from its TypeScript sources (Node 20 has no type stripping):
// scripts/bundle.mjs bundles them into dist/zircon.mjs (about a second, only
// when a source changed) and that one module is imported. Compared with
// compiling every module as it loads through a loader thread (tsx), the
// server starts faster and uses ~60 MiB less memory.
import v8 from 'node:v8';
import { ensureBundle } from '../scripts/bundle.mjs';

// WebAssembly (Prisma's query compiler; with PGlite, all of PostgreSQL) runs as
// Liftoff's baseline code only: optimizing the hot functions with TurboFan
// allocated ~40 MiB of compiler memory in the V8 worker thread's malloc arena,
// freed but never returned to the system (a few live blocks pin it), so every
// server carried it idle. Set before any module is compiled, so it applies to all.
if (!process.env.ZIRCON_WASM_TIER_UP) v8.setFlagsFromString('--liftoff-only');

await import(await ensureBundle());
