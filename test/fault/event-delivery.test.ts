import pg from 'pg';
import { freePort } from '../cli/cli.helpers.ts';
import { ApiClient, type Credentials } from '../support/client.ts';
import { redisUrl } from '../support/cluster.ts';
import { crashData, type CrashData } from '../support/crash/data.ts';
import { startServerProcess, type ServerProcess } from '../support/crash/server-process.ts';
import { createWorld, worldEnv, type CrashWorld } from '../support/crash/world.ts';
import { testDbKind } from '../support/databases.ts';
import { startBalancer, type Balancer } from '../support/fault/balancer.ts';
import { restConsumer, sender, wsConsumer, type Consumer, type Received, type Sent } from '../support/fault/clients.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';

/*
 * Realtime that loses nothing (issue 28): server processes as child
 * processes, REST long-pollers (the Python client's loop) and graphql-ws
 * subscribers (resubscribing from their last cursor) reading while senders
 * write, through every ordinary operational event. On PostgreSQL: three
 * processes behind a round-robin balancer without stickiness (every request
 * may reach another process), stopped one by one with SIGTERM and started
 * again, one killed with SIGKILL, every database connection cut, and the
 * Redis that rate limits share gone and back. On PGlite: its one process
 * killed with SIGKILL and started again. Then, for every client: every
 * acknowledged message arrived exactly once, each sender's in the order sent,
 * every client saw them in the same order, and no gap was announced at all. A
 * send whose answer never came (the process died under it) is either stored —
 * then delivered like any — or absent and never delivered.
 */
jest.setTimeout(240_000);

const SHUTDOWN = { SHUTDOWN_TIMEOUT_SECONDS: '2' };

let data: CrashData;
const processes: ServerProcess[] = [];
const closers: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const p of processes) await p.kill().catch(() => undefined);
  for (const c of closers.reverse()) await c();
  await data?.drop();
});

async function eventsCursor(baseUrl: string, creds: Credentials): Promise<string> {
  const r = await new ApiClient(baseUrl, creds).graphql('{ bootstrap { eventsCursor } }');
  return r.data?.bootstrap.eventsCursor as string;
}

const total = (senders: Array<{ sent: Sent }>) => senders.reduce((n, s) => n + s.sent.acked.length, 0);

/** Waits until `n` more messages are acknowledged (the traffic goes on through what the test does). */
async function moreAcks(senders: Array<{ sent: Sent }>, n: number): Promise<void> {
  const target = total(senders) + n;
  const deadline = Date.now() + 60_000;
  while (total(senders) < target) {
    if (Date.now() > deadline) throw new Error(`only ${total(senders)} of ${target} sends acknowledged after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until every consumer has every acknowledged message (or 60 s), then stops them. */
async function drain(consumers: Consumer[], acked: Set<number>): Promise<void> {
  const deadline = Date.now() + 60_000;
  const complete = () => consumers.every((c) => [...acked].every((id) => c.received.messages.includes(id)));
  while (!complete() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const c of consumers) await c.stop();
}

/** The stored messages among the sends whose answer never came. */
async function storedOf(unknown: string[]): Promise<Map<string, number>> {
  if (unknown.length === 0) return new Map();
  return data.withDatabase(async (db) => {
    const rows = await db.sql.query<{ id: number; content: string }>(
      'SELECT id, content FROM message WHERE content = ANY($1::text[])',
      [unknown],
    );
    return new Map(rows.map((r) => [r.content, r.id]));
  });
}

/** What every client must have seen. */
async function expectExactlyOnce(
  consumers: Received[],
  senders: Sent[],
): Promise<{ acked: number; unknownStored: number; unknownAbsent: number }> {
  const unknown = senders.flatMap((s) => s.unknown);
  const stored = await storedOf(unknown);
  const mustArrive = new Set([...senders.flatMap((s) => s.acked), ...stored.values()]);
  for (const c of consumers) {
    const counts = new Map<number, number>();
    for (const id of c.messages) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect({ client: c.name, gaps: c.gaps }).toEqual({ client: c.name, gaps: [] });
    expect({ client: c.name, twice: [...counts].filter(([, n]) => n > 1).map(([id]) => id) }).toEqual({
      client: c.name,
      twice: [],
    });
    expect({ client: c.name, missing: [...mustArrive].filter((id) => !counts.has(id)) }).toEqual({
      client: c.name,
      missing: [],
    });
    expect({ client: c.name, unexpected: c.messages.filter((id) => !mustArrive.has(id)) }).toEqual({
      client: c.name,
      unexpected: [],
    });
    // Each sender's messages in the order it sent them (one at a time: commit order).
    for (const s of senders) {
      const own = new Set(s.acked);
      expect(c.messages.filter((id) => own.has(id))).toEqual(s.acked);
    }
  }
  // One log, one order: every client saw the same sequence.
  for (const c of consumers.slice(1)) expect(c.messages).toEqual(consumers[0].messages);
  return {
    acked: mustArrive.size - stored.size,
    unknownStored: stored.size,
    unknownAbsent: unknown.length - stored.size,
  };
}

function consumersOf(world: CrashWorld, baseUrl: string, cursors: string[]): Consumer[] {
  const readers = world.users.slice(1);
  return [
    ...readers.map((u) => restConsumer(`rest:${u.email}`, baseUrl, u)),
    ...readers.map((u, i) => wsConsumer(`ws:${u.email}`, baseUrl, u, cursors[i])),
  ];
}

if (testDbKind() === 'postgres') {
  test('three processes behind a balancer: rolling SIGTERM, kill -9, every database connection cut, Redis gone and back', async () => {
    data = await crashData('postgres');
    const redis: TcpProxy = await startTcpProxy(new URL(redisUrl()).hostname, Number(new URL(redisUrl()).port || 6379));
    closers.push(() => redis.close());
    // Rate limits on, shared through Redis (generous: the senders are fast); they count locally while Redis is away.
    const env = {
      ...data.env,
      ...worldEnv(),
      ...SHUTDOWN,
      RATE_LIMITS: 'on',
      RATE_LIMITS_API_BY_USER: '60:1000000',
      RATE_LIMITS_API_BY_IP: '60:1000000',
      RATE_LIMITS_KEY_PREFIX: `zircon-fault-${process.pid}`,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    };
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const port of ports) processes.push(await startServerProcess(env, port));
    const world = await createWorld(processes[0].url);
    const balancer: Balancer = await startBalancer(ports);
    closers.push(() => balancer.close());

    const cursors = await Promise.all(world.users.slice(1).map((u) => eventsCursor(balancer.url, u)));
    const consumers = consumersOf(world, balancer.url, cursors);
    const senders = [
      sender('owner', balancer.url, world.users[0], world.channelA.name),
      sender('admin', balancer.url, world.users[1], world.channelA.name),
    ];
    await moreAcks(senders, 20);

    // A rolling restart: each process in turn stops gracefully and comes back on its port.
    for (let i = 0; i < processes.length; i++) {
      expect(await processes[i].stop()).toBe(0);
      await moreAcks(senders, 5);
      processes[i] = await startServerProcess(env, ports[i]);
      await moreAcks(senders, 5);
    }
    // One process killed mid-traffic, and started again later.
    await processes[1].kill();
    await moreAcks(senders, 15);
    processes[1] = await startServerProcess(env, ports[1]);
    await moreAcks(senders, 10);
    // Every connection to the database cut at once (a failover, a restarted PostgreSQL): pools and LISTEN reconnect.
    const admin = new pg.Client({ connectionString: data.databaseUrl });
    await admin.connect();
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await admin.end();
    await moreAcks(senders, 15);
    // Redis gone for a while, then back.
    redis.cut();
    await moreAcks(senders, 15);
    redis.restore();
    await moreAcks(senders, 15);

    for (const s of senders) await s.stop();
    const acked = new Set(senders.flatMap((s) => s.sent.acked));
    await drain(consumers, acked);
    const summary = await expectExactlyOnce(
      consumers.map((c) => c.received),
      senders.map((s) => s.sent),
    );
    expect(summary.acked).toBeGreaterThan(100);
    for (const p of processes) expect(p.output()).not.toMatch(/"level":50/);
  });
} else {
  test('one PGlite process killed with SIGKILL mid-traffic and started again', async () => {
    data = await crashData('pglite');
    const env = { ...data.env, ...worldEnv(), ...SHUTDOWN };
    const port = await freePort();
    processes.push(await startServerProcess(env, port));
    const world = await createWorld(processes[0].url);
    const url = processes[0].url;
    const cursors = await Promise.all(world.users.slice(1).map((u) => eventsCursor(url, u)));
    const consumers = consumersOf(world, url, cursors);
    const senders = [
      sender('owner', url, world.users[0], world.channelA.name),
      sender('admin', url, world.users[1], world.channelA.name),
    ];
    await moreAcks(senders, 20);
    for (let kill = 0; kill < 2; kill++) {
      await processes[0].kill();
      processes[0] = await startServerProcess(env, port);
      await moreAcks(senders, 20);
    }
    for (const s of senders) await s.stop();
    const acked = new Set(senders.flatMap((s) => s.sent.acked));
    await drain(consumers, acked);
    // PGlite allows one process: the server goes before the check reads the data.
    await processes[0].stop();
    const summary = await expectExactlyOnce(
      consumers.map((c) => c.received),
      senders.map((s) => s.sent),
    );
    expect(summary.acked).toBeGreaterThan(50);
  });
}
