// Shared by the benchmarks: load runs with autocannon, CPU accounting from
// /proc, a fresh database per run, and the bare node:http baseline.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

export const PG = process.env.DATABASE_URL;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Seconds of load before each measured run, so both paths are measured with their code optimized.
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);

export interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** CPU time (clock ticks) of one process, and of all PostgreSQL processes on this machine. */
export const ticks = (pid: string): number => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
};
/** CPU time of a process in milliseconds, all its threads, at nanosecond resolution (schedstat) where ticks are 10 ms. */
export const cpuMs = (pid: string): number => {
  try {
    return readdirSync(`/proc/${pid}/task`).reduce(
      (sum, t) => sum + Number(readFileSync(`/proc/${pid}/task/${t}/schedstat`, 'utf8').split(' ')[0]) / 1e6,
      0,
    );
  } catch {
    return 0;
  }
};
/** `measure` (ticks, cpuMs) summed over PostgreSQL's processes on this machine. */
const overPostgres = (measure: (pid: string) => number): number =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .reduce((sum, d) => {
      try {
        return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres' ? sum + measure(d) : sum;
      } catch {
        return sum;
      }
    }, 0);
export const postgresTicks = (): number => overPostgres(ticks);
/** PostgreSQL's CPU time so far in milliseconds (its processes' schedstat). */
export const postgresCpuMs = (): number => overPostgres(cpuMs);
/** Linux's USER_HZ: 100 ticks per second. */
export const msPerRequest = (ticksUsed: number, requests: number): string => ((ticksUsed * 10) / requests).toFixed(2);

export const figures = (r: Result): Figures => ({
  reqPerSec: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx + r.errors,
});

export async function freshEnv(label: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `zircon-bench-${label}-`));
  if (!PG) return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  const name = `zircon_bench_${label}_${process.pid}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: PG });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const u = new URL(PG);
  u.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dir, DATABASE_URL: u.toString() },
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same JSON from memory on bare node:http: the ceiling a JSON endpoint can reach here. */
export async function bare(body: string): Promise<Figures> {
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}/`;
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const r = figures(await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }));
  await new Promise((res) => server.close(res));
  return r;
}
