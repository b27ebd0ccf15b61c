import { seedDemo } from '../../src/domain/realm/seed-demo.ts';
import { RedisEventBus } from '../../src/domain/events/redis-bus.ts';
import { redisUrl, startCluster } from '../support/cluster.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';

/**
 * Writes are never reported as failures after they commit: with node A's
 * connection to Redis cut, sends through A answer 200 once, A's own queues get
 * their events at once, and node B's queues get them — in order, each once —
 * when the connection comes back.
 */
type Cluster = Awaited<ReturnType<typeof startCluster>>;
let cluster: Cluster;
let proxy: TcpProxy;
let users: Record<string, { email: string; apiKey: string; id: number }>;

beforeAll(async () => {
  const redis = new URL(redisUrl());
  proxy = await startTcpProxy(redis.hostname, Number(redis.port || 6379));
  cluster = await startCluster(2, { heartbeatMs: () => 60_000 }, { redisUrls: [`redis://127.0.0.1:${proxy.port}`, redisUrl()] });
  const r = await seedDemo(cluster.nodes[0].server.deps);
  users = Object.fromEntries(r.users.map((u) => [u.email.split('@')[0].toLowerCase(), { email: u.email, apiKey: u.api_key, id: u.id }]));
});
afterAll(async () => {
  await cluster.close();
  await proxy.close();
});

test('sends while Redis is cut succeed once; other nodes receive every event, in order, once Redis is back', async () => {
  const [a, b] = cluster.nodes;
  const busA = a.server.bus;
  if (!(busA instanceof RedisEventBus)) throw new Error('node A should use the Redis bus');
  const onA = (await a.client(users.othello).post('/register', { event_types: JSON.stringify(['message']) })).body;
  const onB = (await b.client(users.othello).post('/register', { event_types: JSON.stringify(['message']) })).body;

  proxy.cut();
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) {
    const sent = await a.client(users.hamlet).post('/messages', { type: 'stream', to: 'Denmark', topic: 'outage', content: `during the outage ${i}` });
    expect(sent.status).toBe(200);
    ids.push(sent.body.id as number);
  }
  // Node A's own queue has them now; the database has each message once.
  const local = await a.client(users.othello).get('/events', { queue_id: String(onA.queue_id), last_event_id: -1, dont_block: true });
  expect((local.body.events as Array<{ message: { id: number } }>).map((e) => e.message.id)).toEqual(ids);
  const stored = await a.server.deps.db.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM message WHERE subject = 'outage'");
  expect(stored[0].n).toBe(5);
  expect(busA.pending).toBeGreaterThan(0);
  // Node B has heard nothing yet.
  const none = await b.client(users.othello).get('/events', { queue_id: String(onB.queue_id), last_event_id: -1, dont_block: true });
  expect(none.body.events).toEqual([]);

  proxy.restore();
  const received: number[] = [];
  let last = -1;
  while (received.length < ids.length) {
    const r = await b.client(users.othello).get('/events', { queue_id: String(onB.queue_id), last_event_id: last });
    for (const e of r.body.events as Array<{ id: number; type: string; message?: { id: number } }>) {
      last = e.id;
      if (e.message) received.push(e.message.id);
    }
  }
  expect(received).toEqual(ids);
  expect(busA.pending).toBe(0);
  // Nothing arrives twice: a later message is the next event.
  const after = await a.client(users.hamlet).post('/messages', { type: 'stream', to: 'Denmark', topic: 'outage', content: 'after' });
  const next = await b.client(users.othello).get('/events', { queue_id: String(onB.queue_id), last_event_id: last });
  expect((next.body.events as Array<{ message?: { id: number } }>).map((e) => e.message?.id)).toEqual([after.body.id]);
});
