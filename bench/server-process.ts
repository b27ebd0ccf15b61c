import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

/**
 * `zircon serve` as its own process, so the load generator and the server do
 * not share an event loop and the server's memory is its own. Resolves once
 * it answers on `port`.
 */
export function startServerProcess(
  env: Record<string, string>,
  port: number,
  opts: { cwd?: string } = {},
): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it exits.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // The flags of `npm start` (package.json), so that a benchmark measures the server as it is run.
  // BENCH_NODE_FLAGS (space-separated) replaces them, to compare flags; BENCH_BASE_NODE_FLAGS replaces
  // them for the base's server (`cwd`) only, to compare flags in one run, base and change taking turns.
  const given = (opts.cwd !== undefined && process.env.BENCH_BASE_NODE_FLAGS) || process.env.BENCH_NODE_FLAGS;
  const flags = given?.split(' ').filter(Boolean) ?? ['--v8-pool-size=1', '--max-semi-space-size=4'];
  // `cwd`: another checkout's server (its bin/zircon.js bundles its own sources), to compare commits.
  const child = spawn(process.execPath, [...flags, ...prof, 'bin/zircon.js', 'serve'], {
    cwd: opts.cwd,
    // Rate limits off: a benchmark sends one user far more than Zulip's 200 requests a minute.
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMITS: 'off' },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('server did not start')), 120_000);
    const probe = setInterval(() => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/v1/server_settings' }, (res) => {
          res.resume();
          clearInterval(probe);
          clearTimeout(deadline);
          resolve(child);
        })
        .on('error', () => undefined);
    }, 250);
  });
}
