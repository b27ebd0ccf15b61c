import type { CallOptions, ParamValue } from '../support/client.ts';
import { expectMatchesOpenApi, SPEC_GAPS } from '../support/openapi.ts';
import type { DemoRealm } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

// A short heartbeat keeps long-poll tests quick; production uses 45–55 s.
const w = useWorld({ queues: { heartbeatMs: () => 200, maxQueuedEvents: 5 } });

const as = (name: keyof DemoRealm['users'] | string) => w.as(name);

async function register(name: string, params: Record<string, unknown> = {}) {
  const r = await as(name).post('/register', params as Record<string, string>);
  expect(r.status).toBe(200);
  return r.body as { queue_id: string; last_event_id: number } & Record<string, unknown>;
}

test('minimal registration returns only the queue and version fields', async () => {
  const r = await as('hamlet').post('/register', { event_types: [] });
  expect(r.status).toBe(200);
  expect(Object.keys(r.body).sort()).toEqual(
    ['last_event_id', 'msg', 'queue_id', 'result', 'zulip_feature_level', 'zulip_merge_base', 'zulip_version'].sort(),
  );
  expect(r.body.last_event_id).toBe(-1);
  expect(expectMatchesOpenApi('POST', '/register', 200, r.body)).toBe(true);
});

test('a message sent after registration arrives, shaped for the client, and is acknowledged', async () => {
  const q = await register('othello', { event_types: ['message'], apply_markdown: false });
  const sent = await as('hamlet').post('/messages', {
    type: 'stream',
    to: 'Denmark',
    topic: 'queue test',
    content: '**bold**',
  });
  expect(sent.status).toBe(200);
  const r = await as('othello').get('/events', { queue_id: q.queue_id, last_event_id: -1 });
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/events', 200, r.body)).toBe(true);
  const events = r.body.events as Array<Record<string, any>>;
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ type: 'message', id: 0, flags: [] });
  expect(events[0].message).toMatchObject({
    id: sent.body.id,
    content: '**bold**',
    content_type: 'text/x-markdown',
    subject: 'queue test',
  });

  // Acknowledging 0 empties the queue; a non-blocking poll then returns nothing.
  const empty = await as('othello').get('/events', { queue_id: q.queue_id, last_event_id: 0, dont_block: true });
  expect(empty.body).toEqual({ result: 'success', msg: '', events: [] });
  const pruned = await as('othello').get('/events', { queue_id: q.queue_id, last_event_id: -1, dont_block: true });
  expect(pruned.body).toMatchObject({ result: 'error', msg: 'An event newer than -1 has already been pruned!' });
  const never = await as('othello').get('/events', { queue_id: q.queue_id, last_event_id: 7, dont_block: true });
  expect(never.body).toMatchObject({ result: 'error', msg: 'Event 7 was not in this queue' });
});

/**
 * The events a parked poll ends with, past heartbeats: with this file's 200 ms
 * heartbeat, a send that takes longer on a loaded machine finds the poll already
 * answered with one, and the client polls again as Zulip's clients do.
 */
async function eventsPastHeartbeats(
  name: string,
  queueId: string,
  poll: ReturnType<ReturnType<typeof as>['get']>,
  opts: CallOptions = {},
) {
  let r = await poll;
  for (let i = 0; i < 100; i++) {
    const events = r.body.events as Array<Record<string, any>>;
    const others = events.filter((e) => e.type !== 'heartbeat');
    if (others.length > 0) return others;
    r = await as(name).get('/events', { queue_id: queueId, last_event_id: events[events.length - 1].id }, opts);
  }
  throw new Error('only heartbeats came');
}

test('a parked long-poll is woken by the event, and the sender queue gets local_message_id', async () => {
  const q = await register('hamlet', { event_types: ['message'], apply_markdown: true });
  const gap = { unchecked: SPEC_GAPS.localMessageId };
  const poll = as('hamlet').get('/events', { queue_id: q.queue_id, last_event_id: -1 }, gap);
  const sent = await as('hamlet').post('/messages', {
    type: 'stream',
    to: 'Denmark',
    topic: 'echo',
    content: 'hi',
    queue_id: q.queue_id,
    local_id: '17.01',
  });
  const events = await eventsPastHeartbeats('hamlet', q.queue_id, poll, gap);
  expect(events[0]).toMatchObject({ type: 'message', local_message_id: '17.01', flags: ['read'] });
  expect(events[0].message).toMatchObject({ id: sent.body.id, content: '<p>hi</p>', content_type: 'text/html' });
});

test('an idle long-poll ends with a heartbeat that takes an event id', async () => {
  const q = await register('cordelia', { event_types: ['message'] });
  const r = await as('cordelia').get('/events', { queue_id: q.queue_id, last_event_id: -1 });
  expect(r.body.events).toEqual([{ type: 'heartbeat', id: 0 }]);
});

test('event type filters: a queue only gets the types it asked for', async () => {
  const q = await register('iago', { event_types: ['realm_user'] });
  await as('hamlet').post('/messages', { type: 'stream', to: 'Denmark', topic: 't', content: 'not for that queue' });
  const r = await as('iago').get('/events', { queue_id: q.queue_id, last_event_id: -1, dont_block: true });
  expect(r.body.events).toEqual([]);
});

test('a queue that grows past its bound is dropped; the client must re-register', async () => {
  const q = await register('prospero', { event_types: ['message'] });
  for (let i = 0; i < 6; i++)
    await as('hamlet').post('/messages', { type: 'stream', to: 'Scotland', topic: 'flood', content: `m${i}` });
  const r = await as('prospero').get('/events', { queue_id: q.queue_id, last_event_id: -1, dont_block: true });
  expect(r.status).toBe(400);
  expect(r.body).toEqual({
    result: 'error',
    msg: `Bad event queue ID: ${q.queue_id}`,
    code: 'BAD_EVENT_QUEUE_ID',
    queue_id: q.queue_id,
  });
});

test('idle queues expire after their lifespan', async () => {
  const q = await register('aaron', { event_types: ['message'] });
  w.ts.clock.advance(599_000);
  await w.ts.server.queues.collectGarbage();
  expect((await as('aaron').get('/events', { queue_id: q.queue_id, last_event_id: -1, dont_block: true })).status).toBe(
    200,
  );
  w.ts.clock.advance(600_000);
  await w.ts.server.queues.collectGarbage();
  const r = await as('aaron').get('/events', { queue_id: q.queue_id, last_event_id: -1, dont_block: true });
  expect(r.body.code).toBe('BAD_EVENT_QUEUE_ID');
});

describe('errors', () => {
  test.each([
    ['GET', {}, "Missing 'queue_id' argument", 'REQUEST_VARIABLE_MISSING'],
    ['GET', { queue_id: 'nope:1', last_event_id: -1 }, 'Bad event queue ID: nope:1', 'BAD_EVENT_QUEUE_ID'],
    ['DELETE', {}, "Missing 'queue_id' argument", 'REQUEST_VARIABLE_MISSING'],
    ['DELETE', { queue_id: 'nope:1' }, 'Bad event queue ID: nope:1', 'BAD_EVENT_QUEUE_ID'],
    ['POST', { narrow: [['search', 'x']] }, 'Operator search not supported.', 'BAD_REQUEST'],
    ['POST', { event_types: 'message' }, 'event_types is not valid JSON', 'BAD_REQUEST'],
  ])('%s %j → %s', async (method, params, msg, code) => {
    const path = method === 'POST' ? '/register' : '/events';
    const r = await as('hamlet').request(method, path, params as Record<string, string>);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg, code });
  });

  test.each([
    ['POST', '/register'],
    ['GET', '/events'],
  ])('%s %s with all_public_streams: refused for a guest, allowed for a member', async (method, path) => {
    const params = { all_public_streams: 'true', dont_block: 'true' };
    const guest = await as('polonius').request(method, path, params);
    expect(guest.status).toBe(400);
    expect(guest.body).toEqual({ result: 'error', msg: 'User not authorized for this query', code: 'BAD_REQUEST' });
    const member = await as('hamlet').request(method, path, params);
    expect(member.status).toBe(200);
    expect(member.body.queue_id).toEqual(expect.any(String));
  });

  test('GET /events checks all_public_streams before queue_id, as Zulip does', async () => {
    const own = await register('polonius');
    const REFUSED = { result: 'error', msg: 'User not authorized for this query', code: 'BAD_REQUEST' };
    for (const params of [
      {},
      { queue_id: own.queue_id as string, last_event_id: -1, dont_block: true },
      { queue_id: 'nope:1', last_event_id: -1 },
      { queue_id: own.queue_id as string },
    ]) {
      const r = await as('polonius').get('/events', { ...params, all_public_streams: true });
      expect({ params, status: r.status, body: r.body }).toEqual({ params, status: 400, body: REFUSED });
    }
    // Not asked for, or asked by a member, the queue_id rules answer as before.
    expect((await as('polonius').get('/events', { all_public_streams: false })).body.msg).toBe(
      "Missing 'queue_id' argument",
    );
    expect((await as('hamlet').get('/events', { all_public_streams: true })).body.msg).toBe(
      "Missing 'queue_id' argument",
    );
  });

  test('POST /register parses every parameter, then checks all_public_streams, then the narrow, as Zulip does', async () => {
    const refusal = (params: Record<string, ParamValue>) =>
      as('polonius')
        .post('/register', { all_public_streams: true, ...params })
        .then((r) => [r.status, r.body.msg]);
    expect(await refusal({ narrow: [['search', 'x']] })).toEqual([400, 'User not authorized for this query']);
    expect(await refusal({ slim_presence: 1 })).toEqual([400, 'slim_presence is not a boolean']);
    expect(await refusal({ all_public_streams: false, narrow: [['search', 'x']], slim_presence: 1 })).toEqual([
      400,
      'slim_presence is not a boolean',
    ]);
    expect(await refusal({ all_public_streams: false, narrow: [['search', 'x']] })).toEqual([
      400,
      'Operator search not supported.',
    ]);
  });

  test("another user's queue looks like a missing one, and DELETE removes a queue", async () => {
    const q = await register('zoe');
    const other = await as('hamlet').get('/events', { queue_id: q.queue_id, last_event_id: -1, dont_block: true });
    expect(other.body).toMatchObject({ code: 'BAD_EVENT_QUEUE_ID', queue_id: q.queue_id });
    expect((await as('zoe').delete('/events', { queue_id: q.queue_id })).body).toEqual({ result: 'success', msg: '' });
    expect((await as('zoe').delete('/events', { queue_id: q.queue_id })).body.code).toBe('BAD_EVENT_QUEUE_ID');
  });

  test('queue_id missing with dont_block creates a queue (legacy clients)', async () => {
    const r = await as('hamlet').get('/events', { dont_block: true });
    expect(r.body).toMatchObject({ result: 'success', events: [], queue_id: expect.any(String) });
  });
});
