import { useWorld } from '../support/world.ts';
import { payload, useWsClients, type Subscription } from './events.helpers.ts';

/**
 * The events subscription reads the event log: a client that comes back
 * with its last cursor gets what it missed, in order and once, then what
 * comes next; anything it cannot resume starts with a GapEvent.
 */
const w = useWorld();
const ws = useWsClients(w);

const EVENTS = `
  subscription ($after: String, $types: [EventType!]) {
    events(after: $after, types: $types) {
      __typename
      ... on ResumableEvent { cursor }
      ... on MessageEvent { messageId }
      ... on ReactionEvent { emojiName }
      ... on GapEvent { reason }
    }
  }`;

const sendDenmark = (content: string) => w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'resume', content });

async function events(s: Subscription, n: number) {
  return (await s.take(n)).map((r) => payload(r));
}

test('a client that reconnects with its last cursor gets what it missed, in order and once, then new events', async () => {
  const first = ws.subscribe(ws.connect('othello'), EVENTS, {
    after: await ws.cursorNow('othello'),
    types: ['MESSAGE'],
  });
  const m1 = await sendDenmark('one');
  const [e1] = await events(first, 1);
  expect(e1).toMatchObject({ __typename: 'MessageEvent', messageId: m1 });
  first.dispose();

  const missed = [await sendDenmark('two'), await sendDenmark('three')];
  const again = ws.subscribe(ws.connect('othello'), EVENTS, { after: e1.cursor, types: ['MESSAGE'] });
  const resumed = await events(again, 2);
  expect(resumed.map((e) => e.messageId)).toEqual(missed);
  const m4 = await sendDenmark('four');
  const [live] = await events(again, 1);
  expect(live.messageId).toBe(m4);
  // Cursors move forward, one per event.
  expect(new Set([e1.cursor, ...resumed.map((e) => e.cursor), live.cursor]).size).toBe(4);

  // Resuming from an older cursor of the same queue replays only what came after it, once more.
  again.dispose();
  const replay = ws.subscribe(ws.connect('othello'), EVENTS, { after: resumed[1].cursor, types: ['MESSAGE'] });
  expect((await events(replay, 1)).map((e) => e.messageId)).toEqual([m4]);
  replay.dispose();
});

test('two subscriptions from the same cursor (two tabs, or a reconnect before the old socket closed) each get every event', async () => {
  const client = ws.connect('othello');
  const old = ws.subscribe(client, EVENTS, { after: await ws.cursorNow('othello'), types: ['MESSAGE'] });
  const m1 = await sendDenmark('a');
  const [e1] = await events(old, 1);
  expect(e1.messageId).toBe(m1);
  const second = ws.subscribe(ws.connect('othello'), EVENTS, { after: e1.cursor, types: ['MESSAGE'] });
  const m2 = await sendDenmark('b');
  expect((await events(second, 1)).map((e) => e.messageId)).toEqual([m2]);
  expect((await events(old, 1)).map((e) => e.messageId)).toEqual([m2]);
  old.dispose();
  second.dispose();
});

test('a cursor may narrow the types it resumes with; other events stay queued for a cursor asking for them', async () => {
  const after = await ws.cursorNow('othello');
  const m = await sendDenmark('typed');
  await w.as('hamlet').post(`/messages/${m}/reactions`, { emoji_name: 'tada' });
  const onlyReactions = ws.subscribe(ws.connect('othello'), EVENTS, { after, types: ['REACTION'] });
  expect(await events(onlyReactions, 1)).toMatchObject([{ __typename: 'ReactionEvent', emojiName: 'tada' }]);
  onlyReactions.dispose();
  const everything = ws.subscribe(ws.connect('othello'), EVENTS, { after });
  // From the same cursor again: the message, then the reaction (what is not acknowledged stays).
  expect((await events(everything, 2)).map((e) => e.__typename)).toEqual(['MessageEvent', 'ReactionEvent']);
  everything.dispose();
});

test.each([
  ['not a cursor', () => 'not-a-cursor'],
  ['a cursor of a version that kept per-process queues', () => Buffer.from('00000000:1/3').toString('base64url')],
  ['a position past the end of the log', () => Buffer.from('log:999999999').toString('base64url')],
])('resuming from %s: UNKNOWN_CURSOR first, then new events', async (_name, cursor) => {
  const s = ws.subscribe(ws.connect('othello'), EVENTS, { after: await cursor(), types: ['MESSAGE'] });
  expect(await events(s, 1)).toEqual([
    { __typename: 'GapEvent', reason: 'UNKNOWN_CURSOR', cursor: expect.any(String) },
  ]);
  const m = await sendDenmark('after the gap');
  expect((await events(s, 1))[0]).toMatchObject({ __typename: 'MessageEvent', messageId: m });
  s.dispose();
});

/** The cursor of the first event of a subscription opened without one. */
async function cursorOf(query: string, field: string, trigger: () => Promise<unknown>): Promise<string> {
  const s = await ws.subscribeLive('othello', query);
  await trigger();
  const cursor = (payload(await s.next(), field) as { cursor: string }).cursor;
  s.dispose();
  return cursor;
}

test.each([
  [
    'messages(narrow:)',
    'subscription { messages(narrow: { topic: "resume" }) { ... on ResumableEvent { cursor } } }',
    'messages',
  ],
  ['fewer types', 'subscription { events(types: [MESSAGE]) { ... on ResumableEvent { cursor } } }', 'events'],
])(
  'a cursor of a subscription to other events (%s) resumes with the new filter: a cursor is a position in the log',
  async (_name, query, field) => {
    const cursor = await cursorOf(query, field, () => sendDenmark('filtered'));
    const m = await sendDenmark('after it');
    await w.as('hamlet').post(`/messages/${m}/reactions`, { emoji_name: 'tada' });
    const s = ws.subscribe(ws.connect('othello'), EVENTS, { after: cursor, types: ['MESSAGE', 'REACTION'] });
    expect(await events(s, 2)).toMatchObject([
      { __typename: 'MessageEvent', messageId: m },
      { __typename: 'ReactionEvent', emojiName: 'tada' },
    ]);
    s.dispose();
  },
);

test("another user's cursor is a position like any: it resumes with the resumer's own events only", async () => {
  const after = await ws.cursorNow('cordelia');
  await w.send('cordelia', {
    type: 'direct',
    to: JSON.stringify([w.realm.users.hamlet.id]),
    content: 'not for othello',
  });
  const m = await sendDenmark('for everyone');
  const s = ws.subscribe(ws.connect('othello'), EVENTS, { after, types: ['MESSAGE'] });
  expect((await events(s, 1))[0]).toMatchObject({ messageId: m });
  s.dispose();
});

test('a cursor older than what the event log keeps: EVENTS_DROPPED, then new events', async () => {
  const after = await ws.cursorNow('othello');
  await sendDenmark('soon gone');
  // Past the log's minimum retention (10 minutes), with no REST queue pointing before it.
  w.ts.clock.advance(3_600_000);
  await w.ts.server.queues.collectGarbage();
  const s = ws.subscribe(ws.connect('othello'), EVENTS, { after, types: ['MESSAGE'] });
  expect(await events(s, 1)).toEqual([
    { __typename: 'GapEvent', reason: 'EVENTS_DROPPED', cursor: expect.any(String) },
  ]);
  const m = await sendDenmark('fresh');
  expect((await events(s, 1))[0]).toMatchObject({ messageId: m });
  s.dispose();
});

test('an open subscription goes on however long it lasts, whatever retention trims', async () => {
  const s = ws.subscribe(ws.connect('othello'), EVENTS, { after: await ws.cursorNow('othello'), types: ['MESSAGE'] });
  const m1 = await sendDenmark('kept');
  const [e1] = await events(s, 1);
  w.ts.clock.advance(3_600_000);
  await w.ts.server.queues.collectGarbage();
  const m2 = await sendDenmark('still');
  expect((await events(s, 1))[0]).toMatchObject({ messageId: m2 });
  expect(e1.messageId).toBe(m1);
  s.dispose();
});

test('only events addressed to the subscriber, in their organization', async () => {
  const s = ws.subscribe(ws.connect('othello'), EVENTS, { after: await ws.cursorNow('othello'), types: ['MESSAGE'] });
  // Cordelia's direct message to Hamlet must never reach Othello.
  await w.send('cordelia', { type: 'direct', to: JSON.stringify([w.realm.users.hamlet.id]), content: 'secret' });
  const m = await sendDenmark('public');
  expect((await events(s, 1)).map((e) => e.messageId)).toEqual([m]);
  s.dispose();
});

test('without valid credentials a subscription is refused with the REST error, before any stream is open', async () => {
  const before = w.ts.server.streams.opened;
  const s = ws.subscribe(ws.connect({ email: w.realm.users.othello.email, apiKey: 'x'.repeat(32) }), EVENTS);
  expect(await s.next()).toEqual({
    errors: [
      expect.objectContaining({ message: 'Invalid API key', extensions: { code: 'UNAUTHORIZED', status: 401 } }),
    ],
  });
  expect(w.ts.server.streams.opened).toBe(before);
});
