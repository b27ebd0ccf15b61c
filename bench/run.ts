// `npm run bench`: HTTP throughput and latency of a few zircon endpoints, each
// next to a bare node:http endpoint serving the same bytes in the same run, so
// the ratio says what the framework and the database cost. Loopback only;
// every load run is bounded by its duration. See bench/README.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { ensureInitialRealm } from '../src/domain/onboarding/bootstrap.ts';
import { createServer } from '../src/server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HOST = '127.0.0.1';

interface Row {
  scenario: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  ratio: number | null;
  non2xx: number;
  errors: number;
  baseline: string;
}

/** A database just for this run: a PGlite directory, or a new database on DATABASE_URL's server. */
async function benchDatabase(): Promise<{ env: Record<string, string>; label: string; cleanup(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zircon-bench-'));
  const url = process.env.DATABASE_URL;
  if (!url) {
    return {
      env: { DATA_DIR: dir },
      label: 'PGlite (temp dir)',
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `zircon_bench_${process.pid}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dir, DATABASE_URL: dbUrl.toString() },
    label: `PostgreSQL (fresh database ${name} on ${new URL(url).host})`,
    cleanup: async () => {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** node:http answering every request with the given JSON bytes: the ceiling for this machine. */
function bareServer(body: string): Promise<{ url: string; server: Server }> {
  const bytes = Buffer.from(body);
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length });
    res.end(bytes);
  });
  return new Promise((resolve) =>
    server.listen(0, HOST, () => {
      const addr = server.address();
      resolve({ url: `http://${HOST}:${typeof addr === 'object' && addr ? addr.port : 0}/`, server });
    }),
  );
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Result> {
  if (WARMUP_S > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers });
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, timeout: 10 });
}

async function measure(scenario: string, url: string, headers: Record<string, string>): Promise<Row[]> {
  const probe = await fetch(url, { headers });
  const body = await probe.text();
  if (probe.status !== 200) throw new Error(`${scenario}: ${probe.status} ${body.slice(0, 300)}`);
  const bare = await bareServer(body);
  try {
    const base = await load(bare.url);
    const r = await load(url, headers);
    const row = (name: string, res: Result, ratio: number | null): Row => ({
      scenario: name,
      reqPerSec: Math.round(res.requests.average),
      p50Ms: res.latency.p50,
      p99Ms: res.latency.p99,
      ratio,
      non2xx: res.non2xx,
      errors: res.errors + res.timeouts,
      baseline: scenario,
    });
    return [
      row(scenario, r, r.requests.average / base.requests.average),
      row(`  node:http, same ${body.length} bytes`, base, null),
    ];
  } finally {
    await new Promise((resolve) => bare.server.close(resolve));
  }
}

function table(rows: Row[]): string {
  const head = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs node:http', 'non-2xx', 'errors'];
  const lines = rows.map((r) => [
    r.scenario,
    String(r.reqPerSec),
    String(r.p50Ms),
    String(r.p99Ms),
    r.ratio === null ? '' : `${(r.ratio * 100).toFixed(1)} %`,
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    fmt(head),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...lines.map(fmt),
  ].join('\n');
}

async function main(): Promise<void> {
  const db = await benchDatabase();
  // Rate limits off: the load is one user far above Zulip's 200 requests a minute.
  const config = loadConfig({
    PORT: '0',
    HOST,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    RATE_LIMITS: 'off',
    ...db.env,
  });
  const server = await createServer(config);
  try {
    const creds = await ensureInitialRealm(server.deps, {
      email: 'bench@zircon.example.com',
      password: 'bench-password-123',
    });
    if (!creds) throw new Error('the benchmark database was not empty');
    const port = await server.listen();
    const base = `http://${HOST}:${port}/api/v1`;
    const auth = { authorization: `Basic ${Buffer.from(`${creds.email}:${creds.api_key}`).toString('base64')}` };

    process.stdout.write(
      `zircon bench: ${db.label}; node ${process.version}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}; ` +
        `${CONNECTIONS} connections, ${WARMUP_S}s warm-up + ${DURATION_S}s per run\n`,
    );
    const rows = [
      ...(await measure('GET /api/v1/users/me (Basic auth)', `${base}/users/me`, auth)),
      ...(await measure('GET /api/v1/server_settings', `${base}/server_settings`, {})),
    ];
    process.stdout.write(`\n${table(rows)}\n`);
    if (process.env.BENCH_OUT) {
      const record = {
        date: new Date().toISOString(),
        database: db.label,
        node: process.version,
        connections: CONNECTIONS,
        durationS: DURATION_S,
        rows,
      };
      writeFileSync(process.env.BENCH_OUT, `${JSON.stringify(record, null, 2)}\n`);
      process.stdout.write(`\nwrote ${process.env.BENCH_OUT}\n`);
    }
    const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
    if (failed.length > 0) {
      process.stderr.write(
        `bench: non-2xx responses or errors in: ${failed.map((r) => r.scenario.trim()).join(', ')}\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server.close();
    await db.cleanup();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
