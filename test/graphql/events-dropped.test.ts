import { useDemoWorld } from '../support/demo-world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** A stream's queue keeps only its newest events (here 2): a client that comes back too late is told so. */
const w = useDemoWorld({ queues: { streamRetainedEvents: 2 } });
const ws = useWsClients(w);

const EVENTS = `
  subscription ($after: String) {
    events(after: $after, types: [MESSAGE]) {
      __typename
      ... on MessageEvent { messageId }
      ... on GapEvent { reason }
    }
  }`;

test('events dropped after the cursor: EVENTS_DROPPED first, then the events that were kept and new ones', async () => {
  const after = await w.as('othello').graphql('{ bootstrap { eventsCursor } }');
  const sent: number[] = [];
  for (const content of ['one', 'two', 'three']) sent.push(await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'dropped', content }));
  const s = ws.subscribe(ws.connect('othello'), EVENTS, { after: after.data?.bootstrap.eventsCursor });
  const got = (await s.take(3)).map((r) => payload(r));
  expect(got).toEqual([
    { __typename: 'GapEvent', reason: 'EVENTS_DROPPED' },
    { __typename: 'MessageEvent', messageId: sent[1] },
    { __typename: 'MessageEvent', messageId: sent[2] },
  ]);
  const next = await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'dropped', content: 'four' });
  expect(payload(await s.next())).toEqual({ __typename: 'MessageEvent', messageId: next });
  s.dispose();
});

test('REST queues keep every unacknowledged event, whatever streams keep', async () => {
  const reg = await w.as('othello').post('/register', { event_types: JSON.stringify(['message']) });
  for (const content of ['a', 'b', 'c']) await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'dropped', content });
  const r = await w.as('othello').get('/events', { queue_id: reg.body.queue_id as string, last_event_id: -1, dont_block: true });
  expect((r.body.events as unknown[]).length).toBe(3);
});
