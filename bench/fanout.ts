// `npm run bench:fanout`: realtime delivery figures of the event-queue system,
// against a zircon server running as its own process (so its memory is its own):
//  1. fan-out — N queues long-polling, one message to a channel all of them
//     subscribe to: time until the last client has the event;
//  2. memory — RSS of the server with M registered queues and parked long-polls,
//     and the growth per queue;
//  3. typing — POST /typing `start` to delivery on another connection, p50/p99.
// FANOUT_NODES=3 (with DATABASE_URL): fan-out only, over three server
// processes on one database; queues are registered on each in turn, and each
// client process polls one node — the one its queues were registered on, or
// with FANOUT_CROSSED=1 another (any process serves any queue). With
// FANOUT_MODE=graphql the subscribers are spread over the nodes likewise.
// Server CPU is summed over every server process.
// Loopback only; every loop is bounded. Results are printed, not asserted.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './server-process.ts';
import { agent, apiCall, type Creds } from './api-client.ts';
import { graphqlFanout, warmSummary } from './fanout-graphql.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { createServer } from '../src/server.ts';
import { prepareOrg } from './org.ts';
import { cpuMs } from './load.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const USERS = Number(process.env.FANOUT_USERS ?? 200);
const QUEUES_PER_USER = Number(process.env.FANOUT_QUEUES_PER_USER ?? 5);
const MEMORY_QUEUES = Number(process.env.FANOUT_MEMORY_QUEUES ?? 5000);
const CLIENT_PROCESSES = Number(process.env.FANOUT_CLIENT_PROCESSES ?? 2);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 20);
const TYPING_ROUNDS = Number(process.env.FANOUT_TYPING_ROUNDS ?? 200);
const NODES = Number(process.env.FANOUT_NODES ?? 1);
const CROSSED = process.env.FANOUT_CROSSED === '1' ? 1 : 0;
/** `rest`: long-polls; `graphql`: graphql-ws subscribers of `messages` (bench/fanout-graphql.ts). */
const MODE = process.env.FANOUT_MODE ?? 'rest';
/** Which measurements to run (comma-separated): fanout, typing, rss, memory. */
const PARTS = new Set((process.env.FANOUT_PARTS ?? 'fanout,typing,rss,memory').split(','));
const PORT = 20000 + Math.floor(Math.random() * 20000);
const PORTS = Array.from({ length: NODES }, (_x, i) => PORT + i);
/** The node a queue (by its index among those registered) lives on, and the one its client polls. */
const ownerPort = (j: number) => PORTS[(j % CLIENT_PROCESSES) % NODES];
const pollPort = (child: number) => PORTS[(child + CROSSED) % NODES];

async function request(
  method: string,
  p: string,
  creds: Creds,
  params: Record<string, string> = {},
  port = PORT,
): Promise<Record<string, unknown>> {
  return (await apiCall(port, method, p, creds, params)).body;
}

const startServer = (env: Record<string, string>): Promise<ChildProcess> => startServerProcess(env, PORT);

async function registerQueues(users: Creds[], perUser: number): Promise<Array<{ creds: Creds; queueId: string }>> {
  const out: Array<{ creds: Creds; queueId: string }> = [];
  for (let round = 0; round < perUser; round++) {
    const batch = await Promise.all(
      users.map(async (creds, i) => {
        const params = {
          event_types: '["message","typing"]',
          client_capabilities: '{"notification_settings_null":true,"stream_typing_notifications":true}',
        };
        const r = await request('POST', '/register', creds, params, ownerPort(out.length + i));
        return { creds, queueId: String(r.queue_id) };
      }),
    );
    out.push(...batch);
  }
  return out;
}

/** CLIENT_PROCESSES bench/fanout-client.ts processes, connected, sharing the queues between them. */
async function startPollers(queues: Array<{ creds: Creds; queueId: string }>) {
  const children = Array.from({ length: CLIENT_PROCESSES }, (_x, i) => {
    const child = fork(fileURLToPath(new URL('./fanout-client.ts', import.meta.url)));
    const next = (key: string) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const on = (m: Record<string, unknown>) => {
          if (key in m) {
            child.off('message', on);
            resolve(m);
          }
        };
        child.on('message', on);
      });
    const connected = next('connected');
    child.send({
      port: pollPort(i),
      polls: queues
        .filter((_q, j) => j % CLIENT_PROCESSES === i)
        .map((q) => ({ email: q.creds.email, apiKey: q.creds.apiKey, queueId: q.queueId })),
    });
    return { child, next, connected };
  });
  await Promise.all(children.map((c) => c.connected));
  return children;
}

/** Parked long-polls on every node, from GET /metrics (readable from the machine itself). */
async function parkedPolls(): Promise<number> {
  let n = 0;
  for (const port of PORTS) {
    const text = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/metrics', agent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
    n += Number(/^zircon_parked_long_polls (\d+)/m.exec(text)?.[1] ?? 0);
  }
  return n;
}

/**
 * Waits (at most 30 s) until the servers hold every poll parked, so the time
 * measured is delivery only — a poll passed on to another node takes longer to
 * park, and would otherwise count its own arrival.
 */
async function everyPollParked(expected: number): Promise<void> {
  for (let i = 0; i < 300 && (await parkedPolls()) < expected; i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 200));
}

/**
 * The long-polls are spread over CLIENT_PROCESSES child processes on raw
 * sockets (bench/fanout-client.ts), so one client's parsing of a thousand
 * responses does not stand in the way of the measurement. Times are taken on
 * the shared clock (performance.timeOrigin + now) of each process. ROUNDS
 * messages are sent one after another, each once every queue is parked again:
 * the first round runs the server's delivery path cold (not yet optimised by
 * the JIT), later ones as a running server does.
 */
/** The CPU time (ms) the server processes have used so far. */
const serversCpuMs = (pids: number[]) => pids.reduce((n, pid) => n + cpuMs(String(pid)), 0);

/** `pids`: the servers', to count their CPU time per round (the machine's load varies; the CPU a delivery takes less). */
async function fanout(owner: Creds, users: Creds[], pids: number[]) {
  const queues = await registerQueues(users, QUEUES_PER_USER);
  const children = await startPollers(queues);
  const rounds = [];
  // Besides each round's window (send to last arrival), the CPU of the warm rounds whole: the
  // clients' 1,000 polls coming back after each delivery are most of a message's cost, and work
  // can fall on either side of a window's edges (reading an entry back, answering the sender).
  const warmFrom = Math.max(0, ROUNDS - 12);
  let cpuWarm0 = 0;
  for (let round = 0; round < ROUNDS; round++) {
    if (round === warmFrom) cpuWarm0 = serversCpuMs(pids);
    const parked = children.map((c) => c.next('parked'));
    const done = children.map((c) => c.next('arrivals'));
    for (const c of children) c.child.send({ round });
    await Promise.all(parked);
    await everyPollParked(queues.length);
    const cpu0 = serversCpuMs(pids);
    const t0 = performance.timeOrigin + performance.now();
    await request('POST', '/messages', owner, {
      type: 'stream',
      to: 'everyone',
      topic: 'fanout',
      content: `round ${round}`,
    });
    const answeredMs = performance.timeOrigin + performance.now() - t0;
    const all = (await Promise.all(done)) as Array<{ arrivals: number[]; delivered: number }>;
    const sorted = all.flatMap((r) => r.arrivals.map((a) => a - t0)).sort((a, b) => a - b);
    const ms = (x: number) => Math.round(x * 10) / 10;
    rounds.push({
      delivered: all.reduce((n, r) => n + r.delivered, 0),
      firstMs: ms(sorted[0]),
      sendAnsweredMs: ms(answeredMs),
      medianMs: ms(sorted[Math.floor(sorted.length / 2)]),
      lastMs: ms(sorted[sorted.length - 1]),
      serverCpuMs: Math.round((serversCpuMs(pids) - cpu0) * 10) / 10,
    });
  }
  const warmCpuPerRoundMs = Math.round(((serversCpuMs(pids) - cpuWarm0) / (ROUNDS - warmFrom)) * 10) / 10;
  for (const c of children) c.child.send({ round: -1 });
  return {
    queues: queues.length,
    clientProcesses: CLIENT_PROCESSES,
    rounds,
    ...warmSummary(rounds),
    warmCpuPerRoundMs,
  };
}

/** RSS of the server process before and with MEMORY_QUEUES registered queues and parked long-polls. */
async function serverRss(server: ChildProcess, users: Creds[]) {
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const before = rss();
  const queues = (await registerQueues(users, Math.ceil(MEMORY_QUEUES / users.length))).slice(0, MEMORY_QUEUES);
  const children = await startPollers(queues);
  for (const c of children) c.child.send({ round: 0 });
  await Promise.all(children.map((c) => c.next('parked')));
  await new Promise((r) => setTimeout(r, 2000));
  const after = rss();
  for (const c of children) c.child.kill();
  return {
    queues: queues.length,
    rssBeforeMiB: Math.round(before),
    rssAfterMiB: Math.round(after),
    perQueueKiB: Math.round((((after - before) * 1024) / queues.length) * 10) / 10,
  };
}

/**
 * Memory per registered queue with a parked long-poll. The server runs in this
 * process for this part, so its heap can be measured after a full collection:
 * RSS alone moves by tens of MiB with the garbage that registering leaves
 * behind. The long-polls are parked from child processes on raw sockets.
 */
async function memory(env: Record<string, string>, users: Creds[]) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const server = await createServer(
    loadConfig({ ...process.env, ...env, PORT: String(PORT), LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }),
  );
  await server.listen();
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 1000));
    gc();
    gc();
    const m = process.memoryUsage();
    return { heap: m.heapUsed + m.external };
  };
  const parkHalf = async (half: number) => {
    const queues = (await registerQueues(users, Math.ceil(half / users.length))).slice(0, half);
    const children = await startPollers(queues);
    for (const c of children) c.child.send({ round: 0 });
    await Promise.all(children.map((c) => c.next('parked')));
    return children;
  };
  const children = [];
  try {
    // One queue first, so every module of the path is loaded before measuring.
    await registerQueues(users.slice(0, 1), 1);
    const before = await settle();
    const half = Math.ceil(MEMORY_QUEUES / 2);
    children.push(...(await parkHalf(half)));
    const middle = await settle();
    children.push(...(await parkHalf(half)));
    const after = await settle();
    const kib = (bytes: number, n: number) => Math.round((bytes / 1024 / n) * 10) / 10;
    // This process also registered the queues (its client side and parsing
    // share the heap's growth), so its RSS is not the server's: see serverRss.
    return {
      queues: 2 * half,
      heapPerQueueKiB: kib(after.heap - before.heap, 2 * half),
      heapPerQueueSecondHalfKiB: kib(after.heap - middle.heap, half),
    };
  } finally {
    for (const c of children) c.child.kill();
    await server.close();
  }
}

async function typing(users: Creds[]) {
  const [sender, receiver] = users;
  const q = String((await request('POST', '/register', receiver, { event_types: '["typing"]' })).queue_id);
  let last = -1;
  const samples: number[] = [];
  for (let i = 0; i < TYPING_ROUNDS; i++) {
    const poll = request('GET', '/events', receiver, { queue_id: q, last_event_id: String(last) });
    await new Promise((r) => setTimeout(r, 2));
    const t0 = performance.now();
    await request('POST', '/typing', sender, { op: i % 2 ? 'stop' : 'start', to: JSON.stringify([receiver.id]) });
    const r = await poll;
    samples.push(performance.now() - t0);
    const evs = r.events as Array<{ id: number }>;
    last = evs[evs.length - 1]?.id ?? last;
  }
  samples.sort((a, b) => a - b);
  return {
    rounds: samples.length,
    p50Ms: samples[Math.floor(samples.length * 0.5)],
    p99Ms: samples[Math.floor(samples.length * 0.99)],
  };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zircon-fanout-'));
  const env: Record<string, string> = { DATA_DIR: dir };
  let dropDb: (() => Promise<void>) | null = null;
  if (process.env.DATABASE_URL) {
    const name = `zircon_fanout_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    };
  }
  const { owner, users } = await prepareOrg(env, { users: USERS });
  if (NODES > 1) return multiNode(env, owner, users, dir, dropDb);
  const server = await startServer(env);
  try {
    console.log(
      `database: ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; server pid ${server.pid}, ${USERS} users; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    if (PARTS.has('fanout')) await fanoutOfMode(owner, users, [server.pid ?? 0]);
    if (PARTS.has('typing')) console.log('typing', JSON.stringify(await typing(users)));
    if (PARTS.has('rss')) console.log('server RSS', JSON.stringify(await serverRss(server, users)));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  try {
    if (PARTS.has('memory')) console.log('memory', JSON.stringify(await memory(env, users)));
  } finally {
    agent.destroy();
    if (dropDb) await dropDb();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fan-out of FANOUT_MODE, printed. */
async function fanoutOfMode(owner: Creds, users: Creds[], pids: number[]) {
  if (MODE === 'rest') console.log('fan-out', JSON.stringify(await fanout(owner, users, pids)));
  else {
    const subscribers = Array.from({ length: QUEUES_PER_USER }, () => users).flat();
    console.log(
      'graphql fan-out',
      JSON.stringify(
        await graphqlFanout({
          ports: PORTS,
          pids,
          owner,
          subscribers,
          clientProcesses: CLIENT_PROCESSES,
          rounds: ROUNDS,
        }),
      ),
    );
  }
}

/** Fan-out over NODES server processes sharing the database (and its event log). */
async function multiNode(
  env: Record<string, string>,
  owner: Creds,
  users: Creds[],
  dir: string,
  dropDb: (() => Promise<void>) | null,
) {
  if (!env.DATABASE_URL) throw new Error('FANOUT_NODES > 1 needs DATABASE_URL');
  if (CLIENT_PROCESSES % NODES !== 0) throw new Error('FANOUT_CLIENT_PROCESSES must be a multiple of FANOUT_NODES');
  const servers = await Promise.all(PORTS.map((port) => startServerProcess(env, port)));
  try {
    const where =
      MODE === 'rest'
        ? `polls ${CROSSED ? 'on another node than the one that registered them' : 'on the node that registered them'}`
        : 'subscribers spread over them';
    console.log(
      `database: PostgreSQL; ${NODES} server processes, ${where}; ${USERS} users; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await fanoutOfMode(
      owner,
      users,
      servers.map((s) => s.pid ?? 0),
    );
  } finally {
    for (const s of servers) s.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => s.once('exit', r))));
    agent.destroy();
    if (dropDb) await dropDb();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
