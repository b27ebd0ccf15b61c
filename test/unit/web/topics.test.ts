import { COMBINED_FEED, type Message, type Narrow } from '../../../web/src/state/conversations.ts';
import { editNotifies } from '../../../web/src/state/desktop-notify.ts';
import { questions } from '../../../web/src/state/live-narrow.ts';
import { narrowFilter } from '../../../web/src/state/narrow-filter.ts';
import { narrowHash, parseNarrowHash, type Directory } from '../../../web/src/state/narrow-url.ts';
import { initialState, reducer, type AppEvent, type State } from '../../../web/src/state/store.ts';

/**
 * The sidebar's topic list of a channel: read once when the channel opens, then kept up to date by
 * new messages; views of searches (Starred, Mentions, the Combined feed) and of `/with/` links
 * kept up to date by events, and their addresses.
 */
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

const withFlags = (m: Message, ...flags: Message['flags']): Message => ({ ...m, flags });
const event = (s: State, e: AppEvent) => reducer(s, { type: 'event', event: e, now: 0 });
const opened = (n: Narrow, messages: Message[] = []): State => {
  const s = reducer(start(), { type: 'narrow', narrow: n });
  const page = { startCursor: null, hasOlder: false, newer: { endCursor: null, hasNewer: false }, newest: true };
  return reducer(s, { type: 'page', key: s.timeline!.key, messages, ...page, error: null });
};
const shown = (s: State) => s.timeline?.messages.map((m) => m.messageId);
const search = (...terms: [string, string][]): Narrow => ({
  kind: 'search',
  terms: terms.map(([operator, operand]) => ({ operator, operand })),
});
const flagged = (flag: 'STARRED' | 'READ', op: 'ADD' | 'REMOVE', messageIds: number[]): AppEvent => ({
  __typename: 'UpdateMessageFlagsEvent',
  cursor: '1',
  flag,
  flagOp: op,
  messageIds,
  all: false,
});
const edit = (m: Message): AppEvent => ({
  __typename: 'UpdateMessageEvent',
  cursor: '1',
  messageId: m.messageId,
  messageIds: [m.messageId],
  renderingOnly: false,
  topic: null,
  origTopic: null,
  propagateMode: null,
  channelId: DENMARK,
  newChannelId: null,
  message: m,
});

test('Mentions and Starred follow events: new mentions, stars from elsewhere, edits that mention, deletions', () => {
  let s = opened(search(['is', 'mentioned']), [withFlags(message(3, 'a'), 'MENTIONED')]);
  s = heard(s, withFlags(message(4, 'b'), 'MENTIONED'));
  s = heard(s, message(5, 'c'));
  expect(shown(s)).toEqual([3, 4]);
  // Edited to mention the viewer: it joins; edited not to, it leaves.
  s = event(s, edit(withFlags(message(5, 'c'), 'MENTIONED')));
  expect(shown(s)).toEqual([3, 4, 5]);
  s = event(s, edit(message(3, 'a')));
  expect(shown(s)).toEqual([4, 5]);
  s = event(s, { __typename: 'DeleteMessageEvent', cursor: '1', messageIds: [4] });
  expect(shown(s)).toEqual([5]);

  s = opened(search(['is', 'starred']), [withFlags(message(3, 'a'), 'STARRED'), withFlags(message(6, 'a'), 'STARRED')]);
  // Starred elsewhere: a message not loaded is asked about; unstarred, a shown one stays (see below).
  expect(questions(s.timeline!, flagged('STARRED', 'ADD', [5, 3]))).toEqual([5]);
  expect(questions(s.timeline!, flagged('STARRED', 'REMOVE', [3]))).toEqual([]);
  s = reducer(s, { type: 'matched', key: s.timeline!.key, asked: [5], found: [withFlags(message(5, 'a'), 'STARRED')] });
  expect(shown(s)).toEqual([3, 5, 6]);
});

test('a full-text search is asked of the server (as Zulip does); the Combined feed leaves muted topics out', () => {
  let s = opened(search(['channel', String(DENMARK)], ['search', 'zebra']), [message(3, 'a')]);
  const e: AppEvent = { __typename: 'MessageEvent', cursor: '1', messageId: 4, flags: [], message: message(4, 'a') };
  expect(questions(s.timeline!, e)).toEqual([4]);
  s = event(s, e);
  expect(shown(s)).toEqual([3]);
  s = reducer(s, {
    type: 'matched',
    key: s.timeline!.key,
    asked: [4],
    found: [{ ...message(4, 'a'), matchContent: 'z' }],
  });
  expect(s.timeline?.messages.map((m) => m.matchContent)).toEqual([undefined, 'z']);
  expect(questions(s.timeline!, edit(message(3, 'a')))).toEqual([3]);
  s = reducer(s, { type: 'matched', key: s.timeline!.key, asked: [3], found: [] });
  expect(shown(s)).toEqual([4]);

  s = opened(COMBINED_FEED);
  s = event(s, {
    __typename: 'UserTopicEvent',
    cursor: '1',
    channelId: DENMARK,
    topic: 'hush',
    visibilityPolicy: 'MUTED',
  });
  s = heard(s, message(7, 'hush'));
  s = heard(s, message(8, 'loud'));
  expect(shown(s)).toEqual([8]);
});

test('unstarred in Starred or read in Unread, a message stays until the view is opened again (as in Zulip)', () => {
  const starred = search(['is', 'starred']);
  let s = opened(starred, [withFlags(message(3, 'a'), 'STARRED'), withFlags(message(6, 'a'), 'STARRED')]);
  s = event(s, flagged('STARRED', 'REMOVE', [3]));
  expect(shown(s)).toEqual([3, 6]);
  expect(s.timeline?.messages[0].flags).toEqual([]);
  // Starred again (the mistake undone), it stays starred; unstarred for good, it goes when Starred is opened again.
  s = event(s, flagged('STARRED', 'ADD', [3]));
  expect(s.timeline?.messages[0].flags).toEqual(['STARRED']);
  s = event(s, flagged('STARRED', 'REMOVE', [6]));
  s = reducer(s, { type: 'narrow', narrow: { kind: 'channel', channelId: DENMARK } });
  // Unstarred elsewhere while Starred is not shown: it goes too.
  s = event(s, flagged('STARRED', 'REMOVE', [3]));
  expect(shown(reducer(s, { type: 'narrow', narrow: starred }))).toEqual([]);

  s = opened(search(['is', 'starred'], ['search', 'walls']), [withFlags(message(3, 'a'), 'STARRED')]);
  s = event(s, flagged('STARRED', 'REMOVE', [3]));
  expect(shown(s)).toEqual([3]);
  s = reducer(s, { type: 'narrow', narrow: COMBINED_FEED });
  expect(shown(reducer(s, { type: 'narrow', narrow: search(['is', 'starred'], ['search', 'walls']) }))).toEqual([]);

  const unread = search(['is', 'unread']);
  s = opened(unread, [message(3, 'a'), message(4, 'a')]);
  s = event(s, flagged('READ', 'ADD', [3]));
  expect(shown(s)).toEqual([3, 4]);
  s = reducer(s, { type: 'narrow', narrow: COMBINED_FEED });
  expect(shown(reducer(s, { type: 'narrow', narrow: unread }))).toEqual([4]);
});

test('a full-text search kept from before follows events as the open one does: going back shows what matched', () => {
  const zebra = search(['search', 'zebra']);
  let s = opened(zebra, [message(3, 'a')]);
  const key = s.timeline!.key;
  s = reducer(s, { type: 'narrow', narrow: COMBINED_FEED });
  const e: AppEvent = { __typename: 'MessageEvent', cursor: '1', messageId: 4, flags: [], message: message(4, 'a') };
  expect(questions(s.cached.get(key)!, e)).toEqual([4]);
  s = event(s, e);
  s = reducer(s, { type: 'matched', key, asked: [4], found: [{ ...message(4, 'a'), matchContent: 'z' }] });
  expect(s.cached.get(key)?.messages.map((m) => m.messageId)).toEqual([3, 4]);
  s = reducer(s, { type: 'narrow', narrow: zebra });
  expect(s.timeline?.messages.map((m) => m.matchContent)).toEqual([undefined, 'z']);
  // An answer for a view no longer kept changes nothing.
  expect(reducer(s, { type: 'matched', key: 'gone', asked: [5], found: [message(5, 'a')] })).toBe(s);
});

test('an edit that newly mentions the viewer in an unread message notifies, once', () => {
  let s = heard(start(), message(7, 'a'));
  const mentioned = withFlags(message(7, 'a'), 'MENTIONED');
  expect(editNotifies(s, mentioned, false)).toBe(true);
  expect(editNotifies(s, mentioned, true)).toBe(false);
  s = event(s, edit(mentioned));
  // Already mentioned before this edit: nothing new.
  expect(editNotifies(s, mentioned, false)).toBe(false);
  expect(editNotifies(heard(start(), withFlags(message(8, 'a'), 'READ')), mentioned, false)).toBe(false);
});

const dir: Directory = {
  meId: ME,
  channelName: (id) => (id === DENMARK ? 'Denmark' : id === 2 ? 'Verona' : undefined),
  channelByName: (name) => (name === 'Denmark' ? DENMARK : undefined),
  userName: () => undefined,
  userByEmail: () => undefined,
};

test('addresses: #feed is the Combined feed; /with/ links parse, are written back and ask the server with `with`', () => {
  expect(parseNarrowHash('#feed', dir)).toEqual(COMBINED_FEED);
  expect(parseNarrowHash('#narrow/in/home', dir)).toEqual(COMBINED_FEED);
  expect(narrowHash(COMBINED_FEED, dir)).toBe('#feed');
  const n = parseNarrowHash('#narrow/channel/1-Denmark/topic/old.20walls/with/12', dir);
  expect(n).toEqual({ kind: 'channel', channelId: DENMARK, topic: 'old walls', near: 12, with: true });
  expect(narrowHash(n!, dir)).toBe('#narrow/channel/1-Denmark/topic/old.20walls/with/12');
  expect(narrowFilter(n!)).toEqual([{ channelId: DENMARK }, { topic: 'old walls' }, { withId: 12 }]);
  // `near` only opens the view there.
  expect(parseNarrowHash('#narrow/channel/1-Denmark/topic/x/near/12', dir)).toEqual({
    kind: 'channel',
    channelId: DENMARK,
    topic: 'x',
    near: 12,
  });
});

test('a /with/ view shows the conversation its message is in, and follows it when it moves', () => {
  const n: Narrow = { kind: 'channel', channelId: DENMARK, topic: 'old walls', near: 12, with: true };
  // The server answered with the topic the message is in now.
  let s = opened(n, [message(11, 'new walls'), message(12, 'new walls')]);
  expect(s.timeline?.narrow).toEqual({ ...n, topic: 'new walls' });
  const key = s.timeline!.key;
  s = event(s, {
    ...(edit(message(12, 'battlements')) as Extract<AppEvent, { __typename: 'UpdateMessageEvent' }>),
    topic: 'battlements',
    origTopic: 'new walls',
    propagateMode: 'CHANGE_ONE',
    newChannelId: 2,
    message: { ...message(12, 'battlements'), channel: { id: 'C2', channelId: 2, name: 'Verona' } },
  });
  expect(s.timeline?.narrow).toEqual({ ...n, channelId: 2, topic: 'battlements' });
  expect(s.timeline?.key).toBe(key);
  expect(shown(s)).toEqual([12]);
});
