/**
 * Compose autocomplete as Zulip's web app does it, without the DOM: which token the
 * text before the caret ends with, which suggestions match it, and the Markdown a
 * choice inserts (`@**Full Name**`, `@*group*`, `#**channel>topic**`, `:emoji:`).
 */

export type Token =
  | { kind: 'mention'; start: number; query: string; silent: boolean }
  | { kind: 'channel'; start: number; query: string }
  | { kind: 'topic'; start: number; query: string; channel: string }
  | { kind: 'emoji'; start: number; query: string };

export interface Suggestion {
  key: string;
  label: string;
  /** Shown beside the label: an email, a description, what a wildcard notifies. */
  hint?: string;
  /** An emoji's Unicode code (`1f419`), shown before the label. */
  emojiCode?: string;
  /** The Markdown that replaces the token (with a trailing space when it completes it). */
  insert: string;
  /** A channel's name: `>` chooses it and goes on to its topics. */
  channel?: string;
}

export interface MentionUser {
  userId: number;
  fullName: string;
  email: string;
  isActive: boolean;
}

export interface Sources {
  users: readonly MentionUser[];
  groups: readonly { groupId: number; name: string; description: string }[];
  channels: readonly { name: string; description: string }[];
  /** The topics of a channel by name, newest first; undefined while unknown. */
  topicsOf: (channel: string) => readonly { name: string }[] | undefined;
  emoji: readonly (readonly [name: string, code: string])[];
  /** Whether the message goes to a channel (wildcards differ in direct messages). */
  inChannel: boolean;
}

/** Zulip's typeahead shows at most this many suggestions. */
export const MAX_SUGGESTIONS = 8;

// A token starts the text or follows a space or an opening parenthesis, so that
// addresses (a@b) and times (10:30) do not open a list. A query never starts with a
// space: "# Title" is a Markdown heading, not a channel.
const BOUNDARY = '(?:^|[\\s(])';
const TOPIC_RE = new RegExp(`${BOUNDARY}(#\\*\\*([^*>\\n]+?)(?:\\*\\*)?>([^*\\n]*))$`);
const CHANNEL_RE = new RegExp(`${BOUNDARY}(#(?:\\*\\*)?((?:[^\\s*#>][^*#>\\n]{0,40})?))$`);
const MENTION_RE = new RegExp(`${BOUNDARY}(@(_?)(?:\\*\\*?)?((?:[^\\s*@][^*@\\n]{0,40})?))$`);
const EMOJI_RE = new RegExp(`${BOUNDARY}(:([\\w+-]{2,}))$`);

/** The autocomplete token the text before the caret ends with, if any. */
export function findToken(before: string): Token | null {
  const at = (m: RegExpExecArray) => before.length - m[1].length;
  let m = TOPIC_RE.exec(before);
  if (m) return { kind: 'topic', start: at(m), channel: m[2], query: m[3] };
  m = CHANNEL_RE.exec(before);
  if (m) return { kind: 'channel', start: at(m), query: m[2] };
  m = MENTION_RE.exec(before);
  if (m) return { kind: 'mention', start: at(m), silent: m[2] === '_', query: m[3] };
  m = EMOJI_RE.exec(before);
  if (m) return { kind: 'emoji', start: at(m), query: m[2] };
  return null;
}

/**
 * How well `text` matches `query`: 0 when it starts with it, 1 when one of its
 * words does (as Zulip's typeahead matches "ham" to "King Hamlet"), -1 otherwise.
 */
export function matchTier(text: string, query: string): number {
  const t = text.toLowerCase();
  const q = query.toLowerCase().trim();
  if (t.startsWith(q)) return 0;
  return t.split(/[\s,_\-'()/.]+/).some((w) => w.startsWith(q)) ? 1 : -1;
}

/** The items matching `query` by `keys` (the best tier of any key), best first, then by name. */
export function rank<T>(
  items: readonly T[],
  query: string,
  keys: (item: T) => string[],
  name: (item: T) => string,
): T[] {
  const scored: { item: T; tier: number }[] = [];
  for (const item of items) {
    // A later key (an email) ranks after every match of an earlier one (the name).
    const tiers = keys(item)
      .map((k, i) => [matchTier(k, query), i] as const)
      .filter(([t]) => t >= 0)
      .map(([t, i]) => t + i * 2);
    if (tiers.length) scored.push({ item, tier: Math.min(...tiers) });
  }
  return scored.sort((a, b) => a.tier - b.tier || name(a.item).localeCompare(name(b.item))).map((s) => s.item);
}

/** Wildcards as Zulip's web app offers them: all four in channels, two in direct messages. */
const CHANNEL_WILDCARDS = [
  ['all', 'Notify channel'],
  ['everyone', 'Notify channel'],
  ['channel', 'Notify channel'],
  ['topic', 'Notify topic'],
] as const;
const DIRECT_WILDCARDS = [
  ['all', 'Notify recipients'],
  ['everyone', 'Notify recipients'],
] as const;
const WILDCARD_NAMES = new Set(['all', 'everyone', 'stream', 'channel', 'topic']);

/**
 * Zulip's mention syntax for a user (people.get_mention_syntax): the id follows the
 * name when another active user has the same name, or the name is a wildcard's.
 */
export function mentionSyntax(user: MentionUser, users: readonly MentionUser[], silent: boolean): string {
  const lower = user.fullName.toLowerCase();
  const duplicate = users.some((u) => u.isActive && u.userId !== user.userId && u.fullName.toLowerCase() === lower);
  const name = duplicate || WILDCARD_NAMES.has(lower) ? `${user.fullName}|${user.userId}` : user.fullName;
  return `${silent ? '@_' : '@'}**${name}**`;
}

function mentionSuggestions(t: Extract<Token, { kind: 'mention' }>, s: Sources): Suggestion[] {
  const at = t.silent ? '@_' : '@';
  // Silent mentions notify nobody, so Zulip offers no wildcard for them.
  const wildcards = t.silent
    ? []
    : (s.inChannel ? CHANNEL_WILDCARDS : DIRECT_WILDCARDS).filter(([w]) => w.startsWith(t.query.toLowerCase()));
  const active = s.users.filter((u) => u.isActive);
  const users = rank(
    active,
    t.query,
    (u) => [u.fullName, u.email],
    (u) => u.fullName,
  );
  const groups = rank(
    s.groups,
    t.query,
    (g) => [g.name],
    (g) => g.name,
  );
  return [
    ...wildcards.map(([w, hint]) => ({ key: `w:${w}`, label: w, hint, insert: `${at}**${w}** ` })),
    ...users.map((u) => ({
      key: `u:${u.userId}`,
      label: u.fullName,
      hint: u.email,
      insert: `${mentionSyntax(u, s.users, t.silent)} `,
    })),
    ...groups.map((g) => ({
      key: `g:${g.groupId}`,
      label: g.name,
      hint: g.description || 'User group',
      insert: `${at}*${g.name}* `,
    })),
  ];
}

/** What may follow the token: the suggestions for it, best first, at most MAX_SUGGESTIONS. */
export function suggest(t: Token, s: Sources): Suggestion[] {
  let all: Suggestion[];
  switch (t.kind) {
    case 'mention':
      all = mentionSuggestions(t, s);
      break;
    case 'channel':
      all = rank(
        s.channels,
        t.query,
        (c) => [c.name],
        (c) => c.name,
      ).map((c) => ({
        key: `c:${c.name}`,
        label: c.name,
        hint: c.description,
        insert: `#**${c.name}** `,
        channel: c.name,
      }));
      break;
    case 'topic':
      all = topicMatches(s.topicsOf(t.channel) ?? [], t.query).map((name) => ({
        key: `t:${name}`,
        label: name,
        insert: `#**${t.channel}>${name}** `,
      }));
      break;
    case 'emoji':
      all = rank(
        s.emoji,
        t.query,
        ([name]) => [name],
        ([name]) => name,
      ).map(([name, code]) => ({ key: `e:${name}`, label: name, emojiCode: code, insert: `:${name}: ` }));
  }
  return all.slice(0, MAX_SUGGESTIONS);
}

/** Topics matching what was typed, in their order (newest first); all of them for an empty query. */
export function topicMatches(topics: readonly { name: string }[], query: string): string[] {
  const names = topics.map((t) => t.name);
  if (!query.trim()) return names;
  const tier0 = names.filter((n) => matchTier(n, query) === 0);
  return [...tier0, ...names.filter((n) => matchTier(n, query) === 1)];
}

/** The text once `insert` replaces what lies between `start` and the caret, and the caret after it. */
export function applySuggestion(
  text: string,
  caret: number,
  start: number,
  insert: string,
): { text: string; caret: number } {
  const after = text.slice(caret);
  const ins = insert.endsWith(' ') && /^\s/.test(after) ? insert.slice(0, -1) : insert;
  return { text: text.slice(0, start) + ins + after, caret: start + ins.length };
}
