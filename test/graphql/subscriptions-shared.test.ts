import { useWorld } from '../support/world.ts';
import { payload, useWsClients, type Subscription } from './events.helpers.ts';

/**
 * One message to many subscribers: the server executes a payload once for
 * the subscriptions that would see the same (src/graphql-server/ws-fanout.ts);
 * what differs per subscriber must still differ.
 */
const w = useWorld();
const ws = useWsClients(w);

const MESSAGES = `
  subscription ($narrow: MessageNarrowInput, $after: String) {
    messages(narrow: $narrow, after: $after) {
      __typename
      ... on MessageEvent { cursor messageId flags message { content flags sender { fullName } } }
      ... on GapEvent { reason }
    }
  }`;

const next = async (s: Subscription) => payload(await s.next(), 'messages');
const narrow = (topic: string) => ({ channelId: w.realm.channels.Denmark, topic });
const toDenmark = (topic: string, content: string) =>
  w.send('hamlet', { type: 'stream', to: 'Denmark', topic, content });

test('each subscriber of a message gets their own flags, and a cursor that resumes their own view of the log', async () => {
  // Othello twice (two tabs), Iago, and Hamlet, who sends: three sets of flags, four subscriptions.
  const who = ['othello', 'othello', 'iago', 'hamlet'];
  const subs: Subscription[] = [];
  for (const user of who) subs.push(await ws.subscribeLive(user, MESSAGES, { narrow: narrow('shared') }));
  const m1 = await toDenmark('shared', 'hi @**Othello, the Moor of Venice**');
  const first = await Promise.all(subs.map(next));
  const flags = { othello: ['MENTIONED'], iago: [], hamlet: ['READ'] } as Record<string, string[]>;
  first.forEach((e, i) =>
    expect(e).toEqual({
      __typename: 'MessageEvent',
      cursor: expect.any(String),
      messageId: m1,
      flags: flags[who[i]],
      message: { content: expect.stringContaining('hi'), flags: flags[who[i]], sender: { fullName: 'King Hamlet' } },
    }),
  );
  // A cursor is a position in the event log: the two tabs of one user got the same one.
  expect(first[0].cursor).toBe(first[1].cursor);
  for (const s of subs) s.dispose();

  const m2 = await toDenmark('shared', 'while away');
  const resumed = who.map((user, i) =>
    ws.subscribe(ws.connect(user), MESSAGES, { narrow: narrow('shared'), after: first[i].cursor }),
  );
  const second = await Promise.all(resumed.map(next));
  second.forEach((e, i) =>
    expect(e).toMatchObject({ __typename: 'MessageEvent', messageId: m2, flags: who[i] === 'hamlet' ? ['READ'] : [] }),
  );
  // Each resumed after its own cursor.
  second.forEach((e, i) => expect(e.cursor).not.toBe(first[i].cursor));

  // Live again: each still gets the next message once.
  const m3 = await toDenmark('shared', 'back');
  const third = await Promise.all(resumed.map(next));
  third.forEach((e) => expect(e).toMatchObject({ __typename: 'MessageEvent', messageId: m3 }));
  for (const s of resumed) s.dispose();
});

test('variables that the selection reads tell subscriptions apart; those that choose the stream do not change the payload', async () => {
  const query = `
    subscription ($narrow: MessageNarrowInput, $withContent: Boolean!) {
      messages(narrow: $narrow) { ... on MessageEvent { messageId message { sender { fullName } content @include(if: $withContent) } } }
    }`;
  const withContent = await ws.subscribeLive('othello', query, { narrow: narrow('vars'), withContent: true });
  const without = await ws.subscribeLive('othello', query, { narrow: narrow('vars'), withContent: false });
  const anyTopic = await ws.subscribeLive('othello', query, {
    narrow: { channelId: w.realm.channels.Denmark },
    withContent: false,
  });
  const m = await toDenmark('vars', 'some content');
  expect(await next(withContent)).toEqual({
    messageId: m,
    message: { sender: { fullName: 'King Hamlet' }, content: expect.stringContaining('some content') },
  });
  expect(await next(without)).toEqual({ messageId: m, message: { sender: { fullName: 'King Hamlet' } } });
  expect(await next(anyTopic)).toEqual({ messageId: m, message: { sender: { fullName: 'King Hamlet' } } });
  for (const s of [withContent, without, anyTopic]) s.dispose();
});
