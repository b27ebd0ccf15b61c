import { seedDemo } from '../../src/domain/realm/seed-demo.ts';
import { startCluster } from '../support/cluster.ts';

type Cluster = Awaited<ReturnType<typeof startCluster>>;
let cluster: Cluster;
let users: Record<string, { email: string; apiKey: string; id: number }>;

beforeAll(async () => {
  cluster = await startCluster(2, { heartbeatMs: () => 5_000 });
  const r = await seedDemo(cluster.nodes[0].server.deps);
  users = Object.fromEntries(r.users.map((u) => [u.email.split('@')[0].toLowerCase(), { email: u.email, apiKey: u.api_key, id: u.id }]));
});
afterAll(() => cluster.close());

test('a message sent through node A reaches a queue registered on node B', async () => {
  const [a, b] = cluster.nodes;
  const reg = await b.client(users.othello).post('/register', { event_types: ['message'] });
  expect(reg.status).toBe(200);
  const queueId = reg.body.queue_id as string;
  const poll = b.client(users.othello).get('/events', { queue_id: queueId, last_event_id: -1 });
  const sent = await a.client(users.hamlet).post('/messages', { type: 'stream', to: 'Denmark', topic: 'across nodes', content: 'hello from A' });
  expect(sent.status).toBe(200);
  const r = await poll;
  expect(r.status).toBe(200);
  const events = r.body.events as Array<{ type: string; message: { id: number; content: string } }>;
  expect(events.map((e) => e.type)).toEqual(['message']);
  expect(events[0].message).toMatchObject({ id: sent.body.id, content: 'hello from A' });
});

test('each node delivers an event once, to its own queues only', async () => {
  const [a, b] = cluster.nodes;
  const qa = (await a.client(users.cordelia).post('/register', { event_types: ['message'] })).body.queue_id as string;
  const qb = (await b.client(users.cordelia).post('/register', { event_types: ['message'] })).body.queue_id as string;
  await b.client(users.iago).post('/messages', { type: 'stream', to: 'Venice', topic: 'twice?', content: 'once per queue' });
  // Node A hears of it through Redis, so its poll waits for the event.
  const ea = await a.client(users.cordelia).get('/events', { queue_id: qa, last_event_id: -1 });
  const eb = await b.client(users.cordelia).get('/events', { queue_id: qb, last_event_id: -1, dont_block: true });
  expect((ea.body.events as unknown[]).length).toBe(1);
  expect((eb.body.events as unknown[]).length).toBe(1);
  // A queue lives on the node that registered it.
  const cross = await a.client(users.cordelia).get('/events', { queue_id: qb, last_event_id: -1, dont_block: true });
  expect(cross.body).toMatchObject({ code: 'BAD_EVENT_QUEUE_ID', queue_id: qb });
});

test("a change made through node A shows in node B's next page, though B had the message cached", async () => {
  const [a, b] = cluster.nodes;
  const sent = await a.client(users.hamlet).post('/messages', { type: 'stream', to: 'Denmark', topic: 'cached', content: 'version one' });
  const id = sent.body.id as number;
  const pageOnB = async () => {
    const r = await b.client(users.othello).get('/messages', {
      anchor: id,
      num_before: 0,
      num_after: 0,
      narrow: JSON.stringify([{ operator: 'channel', operand: 'Denmark' }]),
    });
    return (r.body.messages as Array<{ content: string; reactions: Array<{ emoji_name: string }> }>)[0];
  };
  expect(await pageOnB()).toMatchObject({ content: '<p>version one</p>', reactions: [] });
  expect((await a.client(users.hamlet).patch(`/messages/${id}`, { content: 'version two' })).status).toBe(200);
  expect((await pageOnB()).content).toBe('<p>version two</p>');
  expect((await a.client(users.cordelia).post(`/messages/${id}/reactions`, { emoji_name: 'octopus' })).status).toBe(200);
  expect((await pageOnB()).reactions.map((x) => x.emoji_name)).toEqual(['octopus']);
});
