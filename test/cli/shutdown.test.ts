import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from '../support/client.ts';
import { testDbKind } from '../support/databases.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { createEmptyPostgresDatabase } from '../db/empty-database.ts';
import { cliEnv, freePort, startServe, type ServeProcess } from './cli.helpers.ts';

// SIGTERM must end `zircon serve` within SHUTDOWN_TIMEOUT_SECONDS plus the
// cleanup allowance (2 s) whatever is pending. Each scenario waits for the exit
// well past that bound, and checks it came: a process that never exits fails
// here, not by the test's own timeout.

jest.setTimeout(120_000);

const onPglite = testDbKind() === 'pglite';
const tmp = mkdtempSync(path.join(tmpdir(), 'zircon-shutdown-'));
const cleanups: Array<() => Promise<void>> = [];
const owner = { ZIRCON_OWNER_EMAIL: 'stop@example.org', ZIRCON_OWNER_PASSWORD: 'a very secret password' };
/** The bound of a stop, and how much longer than it the tests wait before calling the process stuck. */
const CLEANUP_MS = 2000;
const GRACE_MS = 4000;
const bound = (timeoutSeconds: number) => timeoutSeconds * 1000 + CLEANUP_MS + GRACE_MS;

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  rmSync(tmp, { recursive: true, force: true });
});

interface Started {
  serve: ServeProcess;
  api: ApiClient;
  /** In front of PostgreSQL (its connections can be cut or silenced); null on PGlite. */
  database: TcpProxy | null;
}

/** `zircon serve` on a fresh database (on PostgreSQL through a proxy), with the owner's client. */
async function start(name: string, extra: Record<string, string>): Promise<Started> {
  const port = await freePort();
  let database: TcpProxy | null = null;
  const env: Record<string, string> = {
    DATA_DIR: path.join(tmp, name),
    ...owner,
    PORT: String(port),
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'info',
    ...extra,
  };
  if (!onPglite) {
    const pg = await createEmptyPostgresDatabase();
    const target = new URL(pg.url);
    database = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(pg.url);
    viaProxy.port = String(database.port);
    env.DATABASE_URL = viaProxy.toString();
    const proxy = database;
    cleanups.push(async () => {
      await proxy.close();
      await pg.drop();
    });
  }
  const serve = startServe(cliEnv(env));
  cleanups.push(async () => {
    serve.child.kill('SIGKILL');
    await serve.exited(5000);
  });
  await serve.waitFor(/zircon is listening/);
  const apiKey = /API key:\s+(\S+)/.exec(serve.output())?.[1] ?? '';
  return {
    serve,
    api: new ApiClient(`http://127.0.0.1:${port}`, { email: owner.ZIRCON_OWNER_EMAIL, apiKey }),
    database,
  };
}

/** `count` authenticated requests, `concurrency` at a time: at LOG_LEVEL=info, two log lines each. */
async function load(api: ApiClient, count: number, concurrency = 8): Promise<number> {
  let ok = 0;
  let next = 0;
  const worker = async () => {
    while (next++ < count) if ((await api.get('/users/me')).status === 200) ok++;
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ok;
}

/** A request that the server has begun (logged as incoming) and cannot finish: its query waits on a silent connection. */
async function requestInFlight(serve: ServeProcess, api: ApiClient): Promise<void> {
  void api.get('/users/me', { anchor: 'in-flight' }).catch(() => undefined);
  await serve.waitFor(/"msg":"incoming request".*in-flight|in-flight.*"msg":"incoming request"/);
}

describe('SIGTERM ends the process within its bound', () => {
  test('after load, with stdout a pipe nobody reads any more and the database connections cut', async () => {
    const { serve, api, database } = await start('unread-stdout', { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_SECONDS: '2' });
    serve.stopReading();
    // Far more log than a pipe holds (64 KiB): the server must go on answering meanwhile.
    expect(await load(api, 600)).toBe(600);
    serve.child.kill('SIGTERM');
    database?.cut();
    expect(await serve.exited(bound(2))).toEqual({ code: 0, signal: null });
  });

  test('with stdout a pipe whose reader closed it (EPIPE): serving goes on, and the stop is clean', async () => {
    const { serve, api } = await start('closed-stdout', { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_SECONDS: '2' });
    serve.child.stdout?.destroy();
    serve.child.stderr?.destroy();
    expect(await load(api, 200)).toBe(200);
    serve.child.kill('SIGTERM');
    expect(await serve.exited(bound(2))).toEqual({ code: 0, signal: null });
  });

  test('with Redis gone silent (connected, answering nothing)', async () => {
    const redis = await startTcpProxy('127.0.0.1', 6379);
    cleanups.push(() => redis.close());
    const { serve, api } = await start('silent-redis', {
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      REDIS_PREFIX: `zircon-shutdown-${process.pid}`,
      SHUTDOWN_TIMEOUT_SECONDS: '2',
    });
    expect(await load(api, 20)).toBe(20);
    redis.stall();
    serve.child.kill('SIGTERM');
    expect(await serve.exited(bound(2))).not.toBeNull();
  });

  if (!onPglite) {
    // PGlite runs in the process: it has no connection to lose.
    test('with a query pending on a database connection that went silent', async () => {
      // Long enough that stages each given the whole timeout (as before) would overrun the bound.
      const { serve, api, database } = await start('silent-database', { SHUTDOWN_TIMEOUT_SECONDS: '8' });
      database?.stall();
      await requestInFlight(serve, api);
      serve.child.kill('SIGTERM');
      expect(await serve.exited(bound(8))).not.toBeNull();
    });
  }
});

describe('a second signal', () => {
  test.each(['SIGTERM', 'SIGINT'] as const)(
    '%s while a stop waits for a request exits at once, with the forced exit code',
    async (second) => {
      const { serve, api } = await start(`second-${second}`, { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_SECONDS: '60' });
      // A client that sent half a request and went quiet: the stop waits for it (up to 60 s).
      const stuck = net.connect(Number(new URL(api.baseUrl).port), '127.0.0.1');
      await new Promise((resolve) => stuck.on('connect', resolve));
      stuck.write('GET /api/v1/users/me HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      cleanups.push(async () => void stuck.destroy());
      serve.child.kill('SIGTERM');
      await serve.waitFor(/shutting down/);
      serve.child.kill(second);
      expect(await serve.exited(GRACE_MS)).toEqual({ code: 1, signal: null });
    },
  );
});

describe('the watchdog thread', () => {
  test('kills a process whose main thread is stuck and can run no timer', async () => {
    const watchdog = path.join(__dirname, '../../src/ops/exit-watchdog.ts');
    const script = `import { startExitWatchdog } from ${JSON.stringify(watchdog)}; startExitWatchdog(200); for (;;);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: cliEnv({}),
      stdio: 'ignore',
    });
    let killedByTest = false;
    const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      const timer = setTimeout(() => {
        killedByTest = true;
        child.kill('SIGKILL');
      }, 30_000);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal });
      });
    });
    expect({ ...ended, killedByTest }).toEqual({ code: null, signal: 'SIGKILL', killedByTest: false });
  });
});
