import { expectMatchesOpenApi } from '../support/openapi.ts';
import { startClusterWorld, type DemoRealm } from '../support/world.ts';

type Cluster = Awaited<ReturnType<typeof startClusterWorld>>;
let cluster: Cluster;
let users: DemoRealm['users'];
let heartbeatMs = 60_000;

beforeAll(async () => {
  // Longer than any wait here (a poll that ends did so for what the test did), but where a test wants a heartbeat.
  cluster = await startClusterWorld(2, { heartbeatMs: () => heartbeatMs });
  users = cluster.nodes[0].realm.users;
});
afterAll(() => cluster.close());

test('a message sent through node A reaches a queue registered on node B', async () => {
  const [a, b] = cluster.nodes;
  const reg = await b.as('othello').post('/register', { event_types: ['message'] });
  expect(reg.status).toBe(200);
  const queueId = reg.body.queue_id as string;
  const poll = b.as('othello').get('/events', { queue_id: queueId, last_event_id: -1 });
  const sent = await a
    .as('hamlet')
    .post('/messages', { type: 'stream', to: 'Denmark', topic: 'across nodes', content: 'hello from A' });
  expect(sent.status).toBe(200);
  const r = await poll;
  expect(r.status).toBe(200);
  const events = r.body.events as Array<{ type: string; message: { id: number; content: string } }>;
  expect(events.map((e) => e.type)).toEqual(['message']);
  expect(events[0].message).toMatchObject({ id: sent.body.id, content: 'hello from A' });
});

test('each node delivers an event once, to its own queues only', async () => {
  const [a, b] = cluster.nodes;
  const qa = (await a.as('cordelia').post('/register', { event_types: ['message'] })).body.queue_id as string;
  const qb = (await b.as('cordelia').post('/register', { event_types: ['message'] })).body.queue_id as string;
  await b.as('iago').post('/messages', { type: 'stream', to: 'Venice', topic: 'twice?', content: 'once per queue' });
  // Node A reads it from the event log, so its poll waits for the event.
  const ea = await a.as('cordelia').get('/events', { queue_id: qa, last_event_id: -1 });
  const eb = await b.as('cordelia').get('/events', { queue_id: qb, last_event_id: -1, dont_block: true });
  expect((ea.body.events as unknown[]).length).toBe(1);
  expect((eb.body.events as unknown[]).length).toBe(1);
  // A queue lives in the database: the other node serves it just the same, with the same ids.
  const cross = await a.as('cordelia').get('/events', { queue_id: qb, last_event_id: -1 });
  expect(cross.status).toBe(200);
  expect(cross.body.events).toEqual(eb.body.events);
});

const badQueue = (queueId: string) => ({
  result: 'error',
  msg: `Bad event queue ID: ${queueId}`,
  code: 'BAD_EVENT_QUEUE_ID',
  queue_id: queueId,
});

test('long-polls for one queue alternate between the nodes, each receiving its events', async () => {
  const [a, b] = cluster.nodes;
  const queueId = (await a.as('othello').post('/register', { event_types: ['message'], apply_markdown: false })).body
    .queue_id as string;
  const rounds: Array<[poller: typeof a, sender: typeof a]> = [
    [b, a],
    [a, b],
    [b, b],
    [a, a],
  ];
  let last = -1;
  for (const [i, [poller, sender]] of rounds.entries()) {
    const poll = poller.as('othello').get('/events', { queue_id: queueId, last_event_id: last });
    const sent = await sender
      .as('hamlet')
      .post('/messages', { type: 'stream', to: 'Denmark', topic: 'alternating', content: `round ${i}` });
    const r = await poll;
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expectMatchesOpenApi('GET', '/events', 200, r.body);
    const events = r.body.events as Array<{ id: number; message: { id: number; content: string } }>;
    expect(events).toEqual([
      expect.objectContaining({
        id: last + 1,
        message: expect.objectContaining({ id: sent.body.id, content: `round ${i}` }),
      }),
    ]);
    last = events[0].id;
  }
  // An acknowledgement reaches every node (Zulip's consistency errors come back as they are).
  await a.ts.server.queues.flush();
  const stale = await b.as('othello').get('/events', { queue_id: queueId, last_event_id: 0, dont_block: true });
  expect(stale.status).toBe(400);
  expect(stale.body).toEqual({
    result: 'error',
    msg: 'An event newer than 0 has already been pruned!',
    code: 'BAD_REQUEST',
  });
  // Another user's poll through the other node finds no such queue, as on the owner.
  expect(
    (await b.as('hamlet').get('/events', { queue_id: queueId, last_event_id: last, dont_block: true })).body,
  ).toEqual(badQueue(queueId));
  expect((await b.as('othello').delete('/events', { queue_id: queueId })).body).toEqual({ result: 'success', msg: '' });
  for (const node of [a, b]) {
    const gone = await node.as('othello').get('/events', { queue_id: queueId, last_event_id: last, dont_block: true });
    expect(gone.status).toBe(400);
    expect(gone.body).toEqual(badQueue(queueId));
  }
});

test('a queue id that was never issued, or was deleted, is a bad queue id on every node', async () => {
  const [a, b] = cluster.nodes;
  for (const queueId of ['0badcafe:1', 'nonsense']) {
    for (const method of ['GET', 'DELETE'] as const) {
      const r = await a
        .as('othello')
        .request(method, '/events', { queue_id: queueId, last_event_id: -1, dont_block: true });
      expect(r.status).toBe(400);
      expect(r.body).toEqual(badQueue(queueId));
    }
  }
  const queueId = (await a.as('othello').post('/register', { event_types: ['message'] })).body.queue_id as string;
  expect(
    (await b.as('othello').get('/events', { queue_id: queueId, last_event_id: -1, dont_block: true })).status,
  ).toBe(200);
  expect((await a.as('othello').delete('/events', { queue_id: queueId })).status).toBe(200);
  expect(
    (await b.as('othello').get('/events', { queue_id: queueId, last_event_id: -1, dont_block: true })).body,
  ).toEqual(badQueue(queueId));
});

test('a heartbeat given by one node takes the same event id on the other: nothing after it is skipped', async () => {
  const [a, b] = cluster.nodes;
  const queueId = (await a.as('othello').post('/register', { event_types: ['message'] })).body.queue_id as string;
  // Node B holds the queue too, before the heartbeat.
  expect(
    (await b.as('othello').get('/events', { queue_id: queueId, last_event_id: -1, dont_block: true })).body.events,
  ).toEqual([]);
  heartbeatMs = 50;
  const beat = (await a.as('othello').get('/events', { queue_id: queueId, last_event_id: -1 })).body.events as Array<{
    id: number;
    type: string;
  }>;
  heartbeatMs = 60_000;
  expect(beat).toEqual([{ type: 'heartbeat', id: 0 }]);
  const sent = await a
    .as('hamlet')
    .post('/messages', { type: 'stream', to: 'Denmark', topic: 'after a heartbeat', content: 'next' });
  const next = await b.as('othello').get('/events', { queue_id: queueId, last_event_id: 0 });
  expect((next.body.events as Array<{ id: number; message: { id: number } }>).map((e) => [e.id, e.message.id])).toEqual(
    [[1, sent.body.id]],
  );
});

test("a change made through node A shows in node B's next page, though B had the message cached", async () => {
  const [a, b] = cluster.nodes;
  const sent = await a
    .as('hamlet')
    .post('/messages', { type: 'stream', to: 'Denmark', topic: 'cached', content: 'version one' });
  const id = sent.body.id as number;
  const pageOnB = async () => {
    const r = await b.as('othello').get('/messages', {
      anchor: id,
      num_before: 0,
      num_after: 0,
      narrow: JSON.stringify([{ operator: 'channel', operand: 'Denmark' }]),
    });
    return (r.body.messages as Array<{ content: string; reactions: Array<{ emoji_name: string }> }>)[0];
  };
  expect(await pageOnB()).toMatchObject({ content: '<p>version one</p>', reactions: [] });
  expect((await a.as('hamlet').patch(`/messages/${id}`, { content: 'version two' })).status).toBe(200);
  expect((await pageOnB()).content).toBe('<p>version two</p>');
  expect((await a.as('cordelia').post(`/messages/${id}/reactions`, { emoji_name: 'octopus' })).status).toBe(200);
  expect((await pageOnB()).reactions.map((x) => x.emoji_name)).toEqual(['octopus']);
});

/** Waits for a server-side state the test cannot be told about (bounded). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}

test('a client leaving a parked poll ends it on the node that held it', async () => {
  const [a, b] = cluster.nodes;
  const queueId = (await a.as('othello').post('/register', { event_types: ['message'] })).body.queue_id as string;
  const queue = await b.ts.server.queues.get(queueId, users.othello.id);
  const leave = new AbortController();
  const url = `${b.ts.url}/api/v1/events?${new URLSearchParams({ queue_id: queueId, last_event_id: '-1' })}`;
  const poll = fetch(url, { headers: b.as('othello').authHeader(), signal: leave.signal }).then(
    () => 'answered',
    () => 'left',
  );
  await until(() => queue.parked);
  leave.abort();
  expect(await poll).toBe('left');
  await until(() => !queue.connected);
});

test('scheduled messages due at once are sent once each, though both nodes look for them', async () => {
  const [a, b] = cluster.nodes;
  const at = Math.floor(cluster.clock.now().getTime() / 1000) + 60;
  const contents = ['one', 'two', 'three', 'four', 'five', 'six'];
  for (const content of contents) {
    const r = await a.as('hamlet').post('/scheduled_messages', {
      type: 'stream',
      to: cluster.nodes[0].realm.channels.Denmark,
      topic: 'scheduled on two nodes',
      content,
      scheduled_delivery_timestamp: at,
    });
    expect(r.status).toBe(200);
  }
  // Both nodes wake when the (shared) clock moves, and are asked again while anything is due: a run that
  // found the rest locked by the other node ends, and a send undone by a deadlock leaves its message due
  // (on a real clock the next poll takes it). Whatever the interleaving, nothing may be sent twice.
  cluster.clock.advance(61_000);
  const due = () => b.prisma().scheduledMessage.count({ where: { delivered: false, failed: false } });
  for (let round = 0; round < 10 && (await due()) > 0; round++)
    await Promise.all([a.ts.server.scheduledDelivery.deliverDue(), b.ts.server.scheduledDelivery.deliverDue()]);
  // Read from the database: a node learns of the other's new messages through the event log, a moment later.
  const sent = await b
    .prisma()
    .message.findMany({ where: { subject: 'scheduled on two nodes' }, select: { content: true } });
  const left = (await b.as('hamlet').get('/scheduled_messages')).body.scheduled_messages;
  expect([sent.map((m) => m.content).sort(), left]).toEqual([[...contents].sort(), []]);
});
