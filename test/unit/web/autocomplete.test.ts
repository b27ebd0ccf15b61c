import {
  applySuggestion,
  findToken,
  mentionSyntax,
  rank,
  suggest,
  type Sources,
} from '../../../web/src/state/autocomplete.ts';

const users = [
  { userId: 1, fullName: 'King Hamlet', email: 'hamlet@zulip.com', isActive: true },
  { userId: 2, fullName: 'Othello, the Moor of Venice', email: 'othello@zulip.com', isActive: true },
  { userId: 3, fullName: 'Iago', email: 'iago@zulip.com', isActive: true },
  { userId: 4, fullName: 'Iago', email: 'iago2@zulip.com', isActive: true },
  { userId: 5, fullName: 'Hamlet Gone', email: 'gone@zulip.com', isActive: false },
  { userId: 6, fullName: 'all', email: 'all@zulip.com', isActive: true },
];

const sources = (inChannel = true): Sources => ({
  users,
  groups: [{ groupId: 9, name: 'hamletcharacters', description: 'Characters of Hamlet' }],
  channels: [
    { name: 'Verona', description: 'A city in Italy' },
    { name: 'core team', description: '' },
  ],
  topicsOf: (c) =>
    c === 'Verona' ? [{ name: 'lunch' }, { name: 'party plans' }, { name: 'plans for lunch' }] : undefined,
  emoji: [
    ['octopus', '1f419'],
    ['ok', '1f44c'],
    ['tada', '1f389'],
  ],
  inChannel,
});

test('tokens: @ (and @_ silent), #, #**channel> and :xx, only after a space, a parenthesis or the start', () => {
  expect(findToken('hi @ham')).toEqual({ kind: 'mention', start: 3, query: 'ham', silent: false });
  expect(findToken('@_King H')).toEqual({ kind: 'mention', start: 0, query: 'King H', silent: true });
  expect(findToken('@')).toEqual({ kind: 'mention', start: 0, query: '', silent: false });
  expect(findToken('mail me@zulip')).toBeNull();
  expect(findToken('see #ver')).toEqual({ kind: 'channel', start: 4, query: 'ver' });
  expect(findToken('# Title')).toBeNull();
  expect(findToken('(#**Verona>pla')).toEqual({ kind: 'topic', start: 1, channel: 'Verona', query: 'pla' });
  expect(findToken('#**Verona**>')).toEqual({ kind: 'topic', start: 0, channel: 'Verona', query: '' });
  expect(findToken('yes :oc')).toEqual({ kind: 'emoji', start: 4, query: 'oc' });
  expect(findToken('at 10:30')).toBeNull();
  expect(findToken(':o')).toBeNull();
  expect(findToken('@**King Hamlet** done')).toBeNull();
});

test('matching: a name prefix first, then a word prefix, then an email; inactive users left out', () => {
  const s = suggest({ kind: 'mention', start: 0, query: 'ham', silent: false }, sources());
  expect(s.map((x) => x.label)).toEqual(['King Hamlet', 'hamletcharacters']);
  expect(s.map((x) => x.insert)).toEqual(['@**King Hamlet** ', '@*hamletcharacters* ']);
  expect(
    rank(
      users,
      'othello@',
      (u) => [u.fullName, u.email],
      (u) => u.fullName,
    ).map((u) => u.userId),
  ).toEqual([2]);
  expect(
    rank(
      users,
      'mo',
      (u) => [u.fullName, u.email],
      (u) => u.fullName,
    ).map((u) => u.userId),
  ).toEqual([2]);
});

test("mention syntax: the id after a name two active users share, or a wildcard's name", () => {
  expect(mentionSyntax(users[2], users, false)).toBe('@**Iago|3**');
  expect(mentionSyntax(users[0], users, true)).toBe('@_**King Hamlet**');
  expect(mentionSyntax(users[5], users, false)).toBe('@**all|6**');
  const silent = suggest({ kind: 'mention', start: 0, query: 'hamletc', silent: true }, sources());
  expect(silent.map((x) => x.insert)).toEqual(['@_*hamletcharacters* ']);
});

test('wildcards: four in a channel, two in direct messages, none when silent', () => {
  const labels = (inChannel: boolean, silent: boolean) =>
    suggest({ kind: 'mention', start: 0, query: '', silent }, sources(inChannel))
      .filter((x) => x.key.startsWith('w:'))
      .map((x) => x.label);
  expect(labels(true, false)).toEqual(['all', 'everyone', 'channel', 'topic']);
  expect(labels(false, false)).toEqual(['all', 'everyone']);
  expect(labels(true, true)).toEqual([]);
  expect(suggest({ kind: 'mention', start: 0, query: 'ev', silent: false }, sources())[0].insert).toBe(
    '@**everyone** ',
  );
});

test('channels, their topics, and emoji', () => {
  const ch = suggest({ kind: 'channel', start: 0, query: 'te' }, sources());
  expect(ch.map((x) => [x.insert, x.channel])).toEqual([['#**core team** ', 'core team']]);
  const topics = suggest({ kind: 'topic', start: 0, channel: 'Verona', query: 'pla' }, sources());
  expect(topics.map((x) => x.insert)).toEqual(['#**Verona>plans for lunch** ', '#**Verona>party plans** ']);
  expect(suggest({ kind: 'topic', start: 0, channel: 'Rome', query: '' }, sources())).toEqual([]);
  expect(suggest({ kind: 'emoji', start: 0, query: 'oc' }, sources()).map((x) => [x.insert, x.emojiCode])).toEqual([
    [':octopus: ', '1f419'],
  ]);
});

test('a choice replaces the token up to the caret, without doubling a following space', () => {
  expect(applySuggestion('hi @ha there', 6, 3, '@**King Hamlet** ')).toEqual({
    text: 'hi @**King Hamlet** there',
    caret: 19,
  });
  expect(applySuggestion('hi @ha', 6, 3, '@**King Hamlet** ')).toEqual({ text: 'hi @**King Hamlet** ', caret: 20 });
});
