import { sendMessage } from '../../src/domain/messages/send/send-message.ts';
import { authenticateBasic } from '../../src/http/basic-auth.ts';
import type { ApiResponse } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { startRestartableWorld, type DemoRealm, type World } from '../support/world.ts';

type Restartable = Awaited<ReturnType<typeof startRestartableWorld>>;
type MessageEvent = {
  id: number;
  type: string;
  message: { id: number; content: string; content_type: string; subject: string };
};

let env: Restartable;
let first: World;
let users: DemoRealm['users'];

beforeEach(async () => {
  env = await startRestartableWorld();
  first = await env.start();
  users = first.realm.users;
});
afterEach(() => env.close());

const events = (r: ApiResponse): MessageEvent[] => {
  expect(r.status).toBe(200);
  expectMatchesOpenApi('GET', '/events', 200, r.body);
  return r.body.events as MessageEvent[];
};

const badQueue = (queueId: string) => ({
  result: 'error',
  msg: `Bad event queue ID: ${queueId}`,
  code: 'BAD_EVENT_QUEUE_ID',
  queue_id: queueId,
});

test('after a graceful restart the same queue_id is polled on, with its pending events and its options', async () => {
  const reg = await first
    .as('othello')
    .post('/register', { event_types: ['message'], apply_markdown: false, client_gravatar: false });
  const queueId = reg.body.queue_id as string;
  expect(reg.body.last_event_id).toBe(-1);
  const before = await first
    .as('hamlet')
    .post('/messages', { type: 'stream', to: 'Denmark', topic: 'restart', content: 'before the **stop**' });
  expect(before.status).toBe(200);
  await env.stop(first);

  const second = await env.start();
  const pending = events(
    await second.as('othello').get('/events', { queue_id: queueId, last_event_id: -1, dont_block: true }),
  );
  expect(pending).toHaveLength(1);
  expect(pending[0]).toMatchObject({
    id: 0,
    type: 'message',
    message: { id: before.body.id, content: 'before the **stop**', content_type: 'text/x-markdown' },
  });

  const poll = second.as('othello').get('/events', { queue_id: queueId, last_event_id: 0 });
  // Not a message: the queue's event_types keep it out.
  expect((await second.as('hamlet').post('/typing', { op: 'start', to: [users.othello.id] })).status).toBe(200);
  const after = await second
    .as('hamlet')
    .post('/messages', { type: 'stream', to: 'Denmark', topic: 'restart', content: 'after the *start*' });
  const got = events(await poll);
  expect(got).toHaveLength(1);
  expect(got[0]).toMatchObject({
    id: 1,
    type: 'message',
    message: { id: after.body.id, content: 'after the *start*', content_type: 'text/x-markdown' },
  });

  // New queues carry the new process's prefix; the restored one can still be deleted.
  const fresh = (await second.as('othello').post('/register', { event_types: ['message'] })).body.queue_id as string;
  expect(fresh.split(':')[0]).not.toBe(queueId.split(':')[0]);
  expect((await second.as('othello').delete('/events', { queue_id: queueId })).body).toEqual({
    result: 'success',
    msg: '',
  });
  expect(
    (await second.as('othello').get('/events', { queue_id: queueId, last_event_id: 1, dont_block: true })).body,
  ).toEqual(badQueue(queueId));
});

test('a poll parked at the stop is answered; the queue keeps its narrow on the new server', async () => {
  const narrow = JSON.stringify([
    ['stream', 'Denmark'],
    ['topic', 'kept'],
  ]);
  const queueId = (
    await first.as('othello').post('/register', { event_types: ['message'], narrow, apply_markdown: true })
  ).body.queue_id as string;
  const parked = first.as('othello').get('/events', { queue_id: queueId, last_event_id: -1 });
  // The poll is parked once the queue counts it (no event is pending, so nothing else ends it).
  while (first.ts.server.queues.stats().parked === 0) await new Promise((resolve) => setImmediate(resolve));
  await env.stop(first);
  expect(events(await parked)).toEqual([]);

  const second = await env.start();
  const poll = second.as('othello').get('/events', { queue_id: queueId, last_event_id: -1 });
  await second
    .as('hamlet')
    .post('/messages', { type: 'stream', to: 'Denmark', topic: 'other', content: 'outside the narrow' });
  const kept = await second
    .as('hamlet')
    .post('/messages', { type: 'stream', to: 'Denmark', topic: 'kept', content: 'inside the narrow' });
  const got = events(await poll);
  expect(got.map((e) => e.message.id)).toEqual([kept.body.id]);
  expect(got[0].message).toMatchObject({ subject: 'kept', content: '<p>inside the narrow</p>' });
});

test('a queue whose lifespan ran out while the server was down is gone; a live one expires later as usual', async () => {
  const short = (await first.as('othello').post('/register', { event_types: ['message'] })).body.queue_id as string;
  const long = (await first.as('othello').post('/register', { event_types: ['message'], queue_lifespan_secs: 1200 }))
    .body.queue_id as string;
  await env.stop(first);
  env.clock.advance(700_000);

  const second = await env.start();
  const gone = await second.as('othello').get('/events', { queue_id: short, last_event_id: -1, dont_block: true });
  expect(gone.status).toBe(400);
  expect(gone.body).toEqual(badQueue(short));
  expect(
    events(await second.as('othello').get('/events', { queue_id: long, last_event_id: -1, dont_block: true })),
  ).toEqual([]);

  // The expired one is still a row until garbage collection takes it; the poll just touched the live one: its 1,200 s count from now.
  expect(await second.ts.server.queues.collectGarbage()).toBe(1);
  env.clock.advance(1_199_000);
  expect(await second.ts.server.queues.collectGarbage()).toBe(0);
  env.clock.advance(1_000);
  expect(await second.ts.server.queues.collectGarbage()).toBe(1);
  expect(
    (await second.as('othello').get('/events', { queue_id: long, last_event_id: -1, dont_block: true })).body,
  ).toEqual(badQueue(long));
});

test('after a crash (no graceful stop) the queue goes on: what was committed before and after arrives, once', async () => {
  const queueId = (await first.as('othello').post('/register', { event_types: ['message'] })).body.queue_id as string;
  const before = await first
    .as('hamlet')
    .post('/messages', { type: 'stream', to: 'Denmark', topic: 'crash', content: 'before' });
  env.abandon(first);

  const second = await env.start();
  const got = events(await second.as('othello').get('/events', { queue_id: queueId, last_event_id: -1 }));
  expect(got.map((e) => [e.id, e.message.id])).toEqual([[0, before.body.id]]);
  const poll = second.as('othello').get('/events', { queue_id: queueId, last_event_id: 0 });
  const after = await second
    .as('hamlet')
    .post('/messages', { type: 'stream', to: 'Denmark', topic: 'crash', content: 'after' });
  expect(events(await poll).map((e) => [e.id, e.message.id])).toEqual([[1, after.body.id]]);
});

test('with several processes, a queue is served by another process while the one that registered it is down, by its id', async () => {
  const shared = await startRestartableWorld();
  try {
    const [a, b] = [await shared.start(), await shared.start()];
    const [othello, hamlet] = ['othello', 'hamlet'];
    const as = (node: World, u: string) => node.as(u);
    const queueId = (await as(a, othello).post('/register', { event_types: ['message'] })).body.queue_id as string;
    await shared.stop(a);
    const poll = as(b, othello).get('/events', { queue_id: queueId, last_event_id: -1 });
    const sent = await as(b, hamlet).post('/messages', {
      type: 'stream',
      to: 'Denmark',
      topic: 'restart',
      content: 'through b',
    });
    expect(events(await poll).map((e) => e.message.id)).toEqual([sent.body.id]);

    const restarted = await shared.start();
    const again = await as(restarted, hamlet).post('/messages', {
      type: 'stream',
      to: 'Denmark',
      topic: 'restart',
      content: 'through the restarted',
    });
    expect(
      events(await as(restarted, othello).get('/events', { queue_id: queueId, last_event_id: 0 })).map(
        (e) => e.message.id,
      ),
    ).toEqual([again.body.id]);
  } finally {
    await shared.close();
  }
});

test('GraphQL content with a lone surrogate is refused where it enters; the queue goes on across the restart', async () => {
  const queueId = (await first.as('othello').post('/register', { event_types: ['message'] })).body.queue_id as string;
  const send = (content: string) =>
    first.as('hamlet').graphql('mutation($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }', {
      input: { channelName: 'Denmark', topic: 'surrogates', content },
    });
  const refused = await send('x\ud800y');
  expect(refused.errors).toEqual([
    { message: 'Variable "$input" is not valid JSON.', extensions: { code: 'BAD_REQUEST', status: 400 } },
  ]);
  expect((await send('x\ud83d\ude00y')).data).toEqual({ sendMessage: { __typename: 'SendMessagePayload' } });
  await env.stop(first);

  const second = await env.start();
  const pending = events(
    await second.as('othello').get('/events', { queue_id: queueId, last_event_id: -1, dont_block: true }),
  );
  expect(pending.map((e) => e.message.content)).toEqual(['x\ud83d\ude00y']);
});

test('a lone surrogate that got past the edge reaches the event log as U+FFFD (as the message was stored); nothing fails, no queue loses anything', async () => {
  const othelloQueue = (
    await first.as('othello').post('/register', { event_types: ['message'], apply_markdown: false })
  ).body.queue_id as string;
  const iagoQueue = (await first.as('iago').post('/register', { event_types: ['message', 'typing'] })).body
    .queue_id as string;
  // Straight to the domain, as a future caller that forgot the edge's check would.
  const hamlet = await authenticateBasic(
    first.ts.server.deps,
    first.as('hamlet').authHeader().authorization,
    new URL(first.ts.url).host,
  );
  const sent = await sendMessage(first.ts.server.deps, hamlet, {
    recipient: { type: 'channel', channel: { kind: 'name', name: 'Denmark' } },
    topic: 'surrogates',
    content: 'x\ud800y',
    client: 'test',
  });
  expect((await first.as('hamlet').post('/typing', { op: 'start', to: [users.iago.id] })).status).toBe(200);
  await env.stop(first);

  const second = await env.start();
  const othello = second.as('othello');
  const pending = events(await othello.get('/events', { queue_id: othelloQueue, last_event_id: -1, dont_block: true }));
  const stored = (await othello.get(`/messages/${sent.id}`, { apply_markdown: false })).body.message as {
    content: string;
  };
  expect([pending.map((e) => e.message.content), stored.content]).toEqual([['x\uFFFDy'], 'x\uFFFDy']);
  const other = await second.as('iago').get('/events', { queue_id: iagoQueue, last_event_id: -1, dont_block: true });
  expect((other.body.events as Array<{ type: string }>).map((e) => e.type)).toEqual(['message', 'typing']);
});
