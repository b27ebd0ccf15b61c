import type { Message } from '../../../web/src/state/conversations.ts';
import { initialState, reducer, type State } from '../../../web/src/state/store.ts';

/** The sidebar's topic list of a channel: read once when the channel opens, then kept up to date by new messages. */
const ME = 10;
const DENMARK = 1;

function message(messageId: number, topic: string): Message {
  return {
    id: `M${messageId}`,
    messageId,
    content: '<p>hi</p>',
    timestamp: '1970-01-01T00:00:00.000Z',
    flags: [],
    isMeMessage: false,
    lastEditTimestamp: null,
    topic,
    type: 'CHANNEL',
    channel: { id: `C${DENMARK}`, channelId: DENMARK, name: 'Denmark' },
    sender: { id: 'U3', userId: 3, fullName: 'Iago', avatarUrl: '' },
    submessages: [],
    recipients: [],
    reactions: [],
  };
}

const heard = (s: State, m: Message) =>
  reducer(s, {
    type: 'event',
    event: { __typename: 'MessageEvent', cursor: String(m.messageId), messageId: m.messageId, flags: [], message: m },
    now: 0,
  });
const loaded = (s: State, topics: { name: string; maxId: number }[]) =>
  reducer(s, { type: 'topics', channelId: DENMARK, topics });
const names = (s: State) => s.topics.get(DENMARK)?.map((t) => `${t.name}@${t.maxId}`);

const start = (): State => ({ ...initialState(), meId: ME });

test('a message that arrives while the list is being read is not lost when the older list lands', () => {
  let s = start();
  s = heard(s, message(7, 'outage'));
  expect(s.topics.has(DENMARK)).toBe(false);
  s = loaded(s, [{ name: 'typing', maxId: 5 }]);
  expect(names(s)).toEqual(['outage@7', 'typing@5']);
  expect(s.topicsHeard.size).toBe(0);
});

test('a list read after the message already has it: nothing twice, the newer id kept', () => {
  let s = start();
  s = heard(s, message(7, 'Outage'));
  s = loaded(s, [
    { name: 'outage', maxId: 9 },
    { name: 'typing', maxId: 5 },
  ]);
  expect(names(s)).toEqual(['outage@9', 'typing@5']);
});

test('messages heard before the list comes keep their order, newest first, one entry per topic (case-insensitively)', () => {
  let s = start();
  for (const [id, topic] of [
    [6, 'a'],
    [7, 'b'],
    [8, 'A'],
  ] as const)
    s = heard(s, message(id, topic));
  expect(s.topicsHeard.get(DENMARK)?.map((t) => t.name)).toEqual(['A', 'b']);
  s = loaded(s, [{ name: 'old', maxId: 2 }]);
  expect(names(s)).toEqual(['A@8', 'b@7', 'old@2']);
});

test('once loaded, a new message moves its topic to the top', () => {
  let s = loaded(start(), [
    { name: 'x', maxId: 3 },
    { name: 'y', maxId: 2 },
  ]);
  s = heard(s, message(4, 'y'));
  expect(names(s)).toEqual(['y@4', 'x@3']);
});
