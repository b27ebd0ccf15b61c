// Jest runs TypeScript through @swc/jest as CommonJS. Prisma 7's client loads an
// ESM-only runtime (.mjs), so that runtime is transformed too (see STACK-NOTES §5).
/** @type {import('jest').Config} */
const swc = {
  jsc: {
    parser: { syntax: 'typescript' },
    target: 'es2022',
    experimental: { plugins: [] },
    transform: { hidden: { jest: true } },
  },
  module: { type: 'commonjs' },
};

// Files that run on PostgreSQL whatever ZIRCON_TEST_DB says (what they test has
// no PGlite form: a lost connection, a second connection holding a lock). They belong to the PostgreSQL run: a run
// that asks for PGlite explicitly (ZIRCON_TEST_DB=pglite, as CI's PGlite and
// Node 24 runs do) leaves them out instead of running them a second time.
const POSTGRES_ONLY = [
  '<rootDir>/test/crash/postgres-outage\\.test\\.ts$',
  '<rootDir>/test/graphql/page-people-race\\.test\\.ts$',
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.ZIRCON_TEST_DB === 'pglite' ? POSTGRES_ONLY : [])],
  transform: {
    '^.+\\.(t|j|mj)s$': ['@swc/jest', swc],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@prisma/client/runtime|@prisma/client-runtime-utils|@tus|srvx)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // Longest files first, from test/durations.json when jest has no timing cache (CI's fresh clone).
  testSequencer: '<rootDir>/test/support/sequencer.cjs',
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
  // Each test file leaves ~40 MB of its modules reachable in the worker (the server's
  // whole module graph, held by process-wide handles); by the end of a run a worker's
  // heap was 5–6 GB and a file took 5–10 times as long, most of it in garbage collection.
  // A worker past this after a file is replaced by a fresh one (about a second).
  workerIdleMemoryLimit: '800MB',
};
