// `npm run bench:soak`: a server under mixed REST and GraphQL load for
// SOAK_SECONDS (600), with 1,000 long-polls parked (re-polling as each
// answer comes), 200 graphql-ws subscribers, and every user's presence ping
// once a minute, all along. Reports the
// throughput, errors (target 0), p50/p99 latency of each kind of request, and
// the server's RSS and V8 heap every 10 s (target: flat after warm-up).
// The server runs as its own process; PostgreSQL with DATABASE_URL, else PGlite.
// Loopback only; every loop ends at the deadline. Exit status 1 on any error.
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { agent, apiCall, type Creds } from './api-client.ts';
import { freshEnv, PG } from './load.ts';
import { prepareOrg } from './org.ts';
import { startServerProcess } from './server-process.ts';
import { gcSummary, memorySample, memorySummary, type MemorySample } from './soak-memory.ts';
import { presencePing, soakOperations, type Op } from './soak-ops.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const USERS = Number(process.env.SOAK_USERS ?? 200);
const POLLS = Number(process.env.SOAK_POLLS ?? 1000);
const SUBSCRIBERS = Number(process.env.SOAK_SUBSCRIBERS ?? 200);
const SAMPLE_MS = 10_000;
const PORT = 20000 + Math.floor(Math.random() * 20000);

const SUBSCRIPTION = `subscription { events(types: [MESSAGE, REACTION, UPDATE_MESSAGE, PRESENCE]) { __typename
  ... on MessageEvent { cursor message { id content topic sender { fullName avatarUrl } channel { name } } }
  ... on ReactionEvent { cursor op emojiName userId }
  ... on UpdateMessageEvent { cursor messageId content renderedContent }
  ... on PresenceEvent { cursor } } }`;

type Reply = Record<string, unknown>;

function child(script: string, init: Reply) {
  const c = fork(fileURLToPath(new URL(script, import.meta.url)));
  const next = (key: string) =>
    new Promise<Reply>((resolve) => {
      const on = (m: Reply) => {
        if (key in m) {
          c.off('message', on);
          resolve(m);
        }
      };
      c.on('message', on);
    });
  const connected = next('connected');
  c.send(init);
  return { c, next, connected };
}

async function registerQueues(users: Creds[], n: number): Promise<Array<{ creds: Creds; queueId: string }>> {
  const out = [];
  for (let start = 0; start < n; start += users.length) {
    const batch = await Promise.all(
      users.slice(0, Math.min(users.length, n - start)).map(async (creds) => {
        const r = await apiCall(PORT, 'POST', '/register', creds, {
          apply_markdown: 'true',
          client_capabilities:
            '{"notification_settings_null":true,"bulk_message_deletion":true,"user_settings_object":true}',
          fetch_event_types: '["realm"]',
        });
        return { creds, queueId: String(r.body.queue_id) };
      }),
    );
    out.push(...batch);
  }
  return out;
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface OpStats {
  latencies: number[];
  errors: number;
  samples: string[];
}

async function worker(ops: Op[], deadline: number, stats: Map<string, OpStats>, w: number): Promise<void> {
  const total = ops.reduce((n, o) => n + o.weight, 0);
  while (performance.now() < deadline) {
    let r = Math.random() * total;
    const op = ops.find((o) => (r -= o.weight) < 0) ?? ops[0];
    const t0 = performance.now();
    let failure: string | null;
    try {
      failure = await op.run(w);
    } catch (e) {
      failure = String(e);
    }
    const s = stats.get(op.name)!;
    s.latencies.push(performance.now() - t0);
    if (failure !== null) {
      s.errors += 1;
      if (s.samples.length < 3) s.samples.push(failure.slice(0, 300));
    }
  }
}

const PING = 'REST POST /users/me/presence (each user once a minute)';

/** Every user's presence ping once a minute, spread evenly, as their open clients send them. */
async function pinger(users: Creds[], deadline: number, stats: Map<string, OpStats>): Promise<void> {
  const s: OpStats = { latencies: [], errors: 0, samples: [] };
  stats.set(PING, s);
  const every = 60_000 / users.length;
  const start = performance.now();
  const pending: Array<Promise<void>> = [];
  for (let i = 0; start + i * every < deadline; i++) {
    const wait = start + i * every - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    pending.push(
      presencePing(PORT, users[i % users.length])
        .catch((e: unknown) => String(e))
        .then((failure) => {
          s.latencies.push(performance.now() - t0);
          if (failure !== null) {
            s.errors += 1;
            if (s.samples.length < 3) s.samples.push(failure.slice(0, 300));
          }
        }),
    );
  }
  await Promise.all(pending);
}

async function main(): Promise<void> {
  const { env, drop } = await freshEnv('soak');
  let server: ChildProcess | undefined;
  const children: Array<ReturnType<typeof child>> = [];
  try {
    const org = await prepareOrg(env, { users: USERS, smallChannels: 10 });
    const setUp = performance.now();
    server = await startServerProcess(env, PORT);
    const pid = server.pid!;
    console.log(
      `## soak: ${SECONDS} s, ${PG ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections of mixed load, ${POLLS} long-polls, ${SUBSCRIBERS} graphql-ws subscribers; load average ${load()}`,
    );
    const queues = await registerQueues(org.users, POLLS);
    for (let i = 0; i < 2; i++) {
      const polls = queues
        .filter((_q, j) => j % 2 === i)
        .map((q) => ({ email: q.creds.email, apiKey: q.creds.apiKey, queueId: q.queueId }));
      children.push(child('./fanout-client.ts', { port: PORT, polls }));
    }
    const subs = Array.from({ length: SUBSCRIBERS }, (_x, i) => org.users[i % org.users.length]).map((u) => ({
      email: u.email,
      apiKey: u.apiKey,
    }));
    children.push(child('./fanout-ws-client.ts', { port: PORT, subs, query: SUBSCRIPTION }));
    await Promise.all(children.map((c) => c.connected));
    for (const c of children.slice(0, 2)) c.c.send({ continuous: true });

    const ops = soakOperations(PORT, org, CONNECTIONS);
    const stats = new Map<string, OpStats>(ops.map((o) => [o.name, { latencies: [], errors: 0, samples: [] }]));
    const start = performance.now();
    const deadline = start + SECONDS * 1000;
    const rss: Array<MemorySample & { opsPerSec: number }> = [{ ...(await memorySample(0, PORT, pid)), opsPerSec: 0 }];
    let counted = 0;
    const sampler = setInterval(() => {
      const done = [...stats.values()].reduce((n, s) => n + s.latencies.length, 0);
      const opsPerSec = Math.round((done - counted) / (SAMPLE_MS / 1000));
      counted = done;
      void memorySample(Math.round((performance.now() - start) / 1000), PORT, pid).then((m) => {
        rss.push({ ...m, opsPerSec });
        console.log(
          `  ${String(m.s).padStart(4)} s  RSS ${m.rssMiB} MiB  heap ${m.heapUsedMiB}/${m.heapTotalMiB} MiB  ${opsPerSec} req/s  load ${load()}`,
        );
      });
    }, SAMPLE_MS);
    const pings = pinger(org.users, deadline, stats);
    await Promise.all(Array.from({ length: CONNECTIONS }, (_x, w) => worker(ops, deadline, stats, w)));
    await pings;
    clearInterval(sampler);
    const elapsed = (performance.now() - start) / 1000;

    const [p1, p2, ws] = await Promise.all(
      children.map((c) => {
        const r = c.next('stats');
        c.c.send({ stats: true });
        return r;
      }),
    );
    const polls = [p1, p2].map((r) => r.stats as { responses: number; errors: number });
    const wsStats = ws.stats as { received: number; errors: number };

    console.log('\n| request | count | req/s | p50 ms | p99 ms | errors |\n| --- | ---: | ---: | ---: | ---: | ---: |');
    const all: number[] = [];
    let errors = 0;
    for (const [name, s] of stats) {
      const sorted = [...s.latencies].sort((a, b) => a - b);
      all.push(...s.latencies);
      errors += s.errors;
      console.log(
        `| ${name} | ${sorted.length} | ${(sorted.length / elapsed).toFixed(1)} | ${pct(sorted, 50).toFixed(1)} | ${pct(sorted, 99).toFixed(1)} | ${s.errors} |`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `| all | ${all.length} | ${(all.length / elapsed).toFixed(1)} | ${pct(all, 50).toFixed(1)} | ${pct(all, 99).toFixed(1)} | ${errors} |`,
    );
    for (const [name, s] of stats) for (const sample of s.samples) console.log(`  error in ${name}: ${sample}`);
    const pollErrors = polls.reduce((n, p) => n + p.errors, 0);
    console.log(`long-polls: ${polls.reduce((n, p) => n + p.responses, 0)} answers, ${pollErrors} not 200`);
    console.log(`graphql-ws: ${wsStats.received} messages, ${wsStats.errors} errors`);
    console.log(
      `${memorySummary(rss, Math.min(120, SECONDS / 2))}\n${await gcSummary(PORT, pid, (performance.now() - setUp) / 1000)}\nload average ${load()}`,
    );
    if (process.env.BENCH_OUT)
      writeFileSync(process.env.BENCH_OUT, JSON.stringify({ seconds: elapsed, rss, polls, ws: wsStats }, null, 2));
    process.exitCode = errors + pollErrors + wsStats.errors > 0 ? 1 : 0;
  } finally {
    for (const c of children) c.c.kill();
    server?.kill('SIGTERM');
    if (server) await new Promise((r) => server!.once('exit', r));
    agent.destroy();
    await drop();
  }
}

await main();
