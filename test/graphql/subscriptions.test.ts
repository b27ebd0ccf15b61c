import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** The `messages` subscription: new messages of a narrow, typed and resumable. */
const w = useWorld();
const ws = useWsClients(w);
const id = (name: string) => w.realm.users[name].id;

const MESSAGES = `
  subscription ($narrow: MessageNarrowInput, $after: String) {
    messages(narrow: $narrow, after: $after) {
      __typename
      ... on MessageEvent { cursor messageId flags message { content topic channel { name } sender { fullName } } }
      ... on GapEvent { reason }
    }
  }`;

const next = async (s: { next(): Promise<{ data?: Record<string, unknown> }> }) => payload(await s.next(), 'messages');

test('new messages of a channel topic only, with the content rendered and the viewer flags', async () => {
  const s = await ws.subscribeLive('othello', MESSAGES, {
    narrow: { channelId: w.realm.channels.Denmark, topic: 'WS' },
  });
  await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'elsewhere', content: 'no' });
  await w.send('hamlet', { type: 'stream', to: 'Scotland', topic: 'ws', content: 'no' });
  await w.send('cordelia', { type: 'direct', to: JSON.stringify([id('othello')]), content: 'no' });
  const m = await w.send('hamlet', {
    type: 'stream',
    to: 'Denmark',
    topic: 'ws',
    content: '*hi* @**Othello, the Moor of Venice**',
  });
  expect(await next(s)).toEqual({
    __typename: 'MessageEvent',
    cursor: expect.any(String),
    messageId: m,
    flags: ['MENTIONED'],
    message: {
      content: expect.stringContaining('<em>hi</em>'),
      topic: 'ws',
      channel: { name: 'Denmark' },
      sender: { fullName: 'King Hamlet' },
    },
  });
  s.dispose();
});

const toOthello = (from: string, content: string) =>
  w.send(from, { type: 'direct', to: JSON.stringify([id('othello')]), content });
const toDenmark = (from: string, content: string) =>
  w.send(from, { type: 'stream', to: 'Denmark', topic: 'narrow', content });

test.each([
  ['direct messages', () => ({ is: ['DIRECT'] }), () => toOthello('hamlet', 'dm')],
  ['by a sender', () => ({ senderId: id('cordelia') }), () => toDenmark('cordelia', 'by cordelia')],
  [
    'mentioning the viewer',
    () => ({ is: ['MENTIONED'] }),
    () => toDenmark('hamlet', '@**Othello, the Moor of Venice**'),
  ],
])('new messages: %s', async (_name, narrow, sendWanted) => {
  const s = await ws.subscribeLive('othello', MESSAGES, { narrow: narrow() });
  await toDenmark('hamlet', 'not for this narrow');
  const wanted = await sendWanted();
  expect(await next(s)).toMatchObject({ messageId: wanted });
  s.dispose();
});

test('resumable: messages of the narrow sent while away arrive after a reconnect', async () => {
  const narrow = { channelId: w.realm.channels.Denmark, topic: 'away' };
  const first = await ws.subscribeLive('othello', MESSAGES, { narrow });
  const m1 = await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'away', content: '1' });
  const e1 = await next(first);
  expect(e1.messageId).toBe(m1);
  first.dispose();
  const missed = [
    await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'away', content: '2' }),
    await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'other', content: 'not in the narrow' }),
    await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'away', content: '3' }),
  ];
  const again = ws.subscribe(ws.connect('othello'), MESSAGES, { narrow, after: e1.cursor });
  expect([(await next(again)).messageId, (await next(again)).messageId]).toEqual([missed[0], missed[2]]);
  again.dispose();
  // A cursor is a position in the log: another narrow resumes from it with its own filter.
  const other = ws.subscribe(ws.connect('othello'), MESSAGES, { narrow: { topic: 'other' }, after: e1.cursor });
  expect((await next(other)).messageId).toBe(missed[1]);
  other.dispose();
});

test('without valid credentials the subscription is refused with the REST error', async () => {
  const s = ws.subscribe(ws.connect({ email: w.realm.users.othello.email, apiKey: 'x'.repeat(32) }), MESSAGES);
  expect(await s.next()).toEqual({
    errors: [
      expect.objectContaining({ message: 'Invalid API key', extensions: { code: 'UNAUTHORIZED', status: 401 } }),
    ],
  });
});
