import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const BIN = path.join(__dirname, '../../bin/zircon.js');

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The environment of a CLI child: this process's, minus anything that would pick another database. */
export function cliEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...extra };
  for (const k of [
    'DATABASE_URL',
    'DATA_DIR',
    'PORT',
    'ZIRCON_OWNER_EMAIL',
    'ZIRCON_OWNER_PASSWORD',
    'ZIRCON_REALM_NAME',
  ]) {
    if (!(k in extra)) delete env[k];
  }
  // Jest's vm-modules flag must not leak into the child.
  delete env.NODE_OPTIONS;
  return env;
}

/** Runs `node bin/zircon.js …args` to completion. */
export function runCli(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`zircon ${args.join(' ')} did not finish in ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** Parses a command's JSON output, with the whole output in the error when it is not JSON. */
export function parseJson<T = Record<string, unknown>>(r: CliResult): T {
  try {
    return JSON.parse(r.stdout) as T;
  } catch {
    throw new Error(`expected JSON on stdout (exit ${r.code})\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServeProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves once stdout matches, with the output so far. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Sends SIGTERM and resolves with how the process ended. */
  stop(): Promise<CliResult>;
  /**
   * Stops reading the process's stdout and stderr while keeping them open, as a
   * supervisor that stopped draining its pipes: they fill and the writer meets EAGAIN.
   */
  stopReading(): void;
  /** Resolves when the process exits (whether or not its pipes were read to the end), or with null after `ms`. */
  exited(ms: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | null>;
}

/** Starts `zircon serve` in the background. */
export function startServe(env: NodeJS.ProcessEnv): ServeProcess {
  const child = spawn(process.execPath, [BIN, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const waiters: Array<() => void> = [];
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString();
    waiters.forEach((w) => w());
  });
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const exited = new Promise<CliResult>((resolve) =>
    child.on('close', (code, signal) => {
      waiters.forEach((w) => w());
      resolve({ code, signal, stdout, stderr });
    }),
  );
  return {
    child,
    output: () => stdout,
    waitFor: (pattern, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`serve did not print ${pattern} in ${timeoutMs} ms\n${stdout}\n${stderr}`)),
          timeoutMs,
        );
        const check = () => {
          if (pattern.test(stdout)) {
            clearTimeout(timer);
            resolve(stdout);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            clearTimeout(timer);
            reject(
              new Error(
                `serve exited (${child.exitCode ?? child.signalCode}) before printing ${pattern}\n${stdout}\n${stderr}`,
              ),
            );
          }
        };
        waiters.push(check);
        check();
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    stopReading: () => {
      for (const s of [child.stdout, child.stderr]) {
        s?.removeAllListeners('data');
        s?.pause();
      }
    },
    exited: (ms) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
      return Promise.race([exit, late]).finally(() => clearTimeout(timer));
    },
  };
}
