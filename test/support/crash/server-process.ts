import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../cli/cli.helpers.ts';

/**
 * `zircon serve` as a child process that a crash test can SIGKILL and start
 * again on the same data (PGlite's DATA_DIR or a PostgreSQL database), as an
 * operator's supervisor would. Used by test/crash and bench/crash.ts alike, so
 * nothing here depends on jest.
 */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Resolves with the exit code when the process ends, however it ends. */
  exited: Promise<number | null>;
  /** Everything the process printed (JSON log lines at LOG_LEVEL=warn: faults and warnings). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, nothing is saved or unlocked. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful stop; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** The child's environment: this process's minus what would pick another database or port, plus `env`. */
function childEnv(env: Record<string, string>, port: number): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'DATA_DIR', 'UPLOADS_DIR', 'REDIS_URL', 'NODE_OPTIONS', 'ZIRCON_DEV']) delete out[k];
  // Rate limits off: a load generator sends one user far more than Zulip's 200 requests a minute.
  return { ...out, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', HOST: '127.0.0.1', ...env, PORT: String(port) };
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/**
 * Starts the server and resolves once GET /ready answers 200 (its database
 * answers), or rejects with its output if it exits first.
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, [path.resolve('bin/zircon.js'), 'serve'], {
    env: childEnv(env, p),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${p}`;
  const gone = exited(child);
  let ended = false;
  void gone.then(() => (ended = true));
  // Start-up is a cold start (bundle, database, migrations): ask until it answers.
  for (;;) {
    if (ended)
      throw new Error(`zircon serve exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
    const status = await fetch(`${url}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  return {
    url,
    pid: child.pid ?? 0,
    exited: gone,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await gone;
    },
    stop: async () => {
      child.kill('SIGTERM');
      return gone;
    },
  };
}
