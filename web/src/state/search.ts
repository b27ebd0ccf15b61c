import type { Term } from './conversations.ts';
import { directoryOf, type Directory } from './narrow-url.ts';
import type { State } from './store.ts';

/** Zulip's search operators, as its search box offers them. */
export const OPERATORS: { operator: string; hint: string }[] = [
  { operator: 'channel', hint: 'Messages in a channel' },
  { operator: 'topic', hint: 'Messages in a topic' },
  { operator: 'sender', hint: 'Messages sent by someone' },
  { operator: 'dm', hint: 'Direct messages with someone' },
  { operator: 'dm-including', hint: 'Direct messages including someone' },
  { operator: 'is', hint: 'starred, mentioned, dm, unread, resolved, followed' },
  { operator: 'has', hint: 'link, image, attachment, reaction' },
  { operator: 'near', hint: 'Messages around a message id' },
  { operator: 'id', hint: 'One message by its id' },
];

export const IS_OPERANDS = ['starred', 'mentioned', 'dm', 'unread', 'resolved', 'followed', 'alerted'];
export const HAS_OPERANDS = ['link', 'image', 'attachment', 'reaction'];

const SYNONYMS: Record<string, string> = { stream: 'channel', 'pm-with': 'dm', from: 'sender', subject: 'topic' };
const USERS = new Set(['sender', 'dm', 'dm-including']);

/** The words of a search: `op:operand` (quoted, or with `+` for spaces, as Zulip writes them) or plain text. */
function tokens(text: string): string[] {
  return [...text.matchAll(/-?[\w-]+:"[^"]*"?|"[^"]*"?|\S+/g)].map((m) => m[0]);
}

const unquote = (s: string) => s.replace(/^"|"$/g, '');

/** A user named by email, full name or id; their id. */
function userId(name: string, d: SearchDirectory): number | null {
  if (/^\d+$/.test(name)) return Number(name);
  const byEmail = d.userByEmail(name);
  if (byEmail !== undefined) return byEmail;
  const lower = name.toLowerCase();
  return d.users().find((u) => u.fullName.toLowerCase() === lower)?.userId ?? null;
}

/** Zulip's Filter.parse: the search box's text into narrow terms (channels and people as ids); null when one is unknown. */
export function parseSearch(text: string, d: SearchDirectory): Term[] | null {
  const terms: Term[] = [];
  const words: string[] = [];
  for (const token of tokens(text.trim())) {
    const op = /^(-?)([\w-]+):(.*)$/.exec(token);
    const operator = op && (SYNONYMS[op[2].toLowerCase()] ?? op[2].toLowerCase());
    if (!op || !operator || (!OPERATORS.some((o) => o.operator === operator) && operator !== 'search')) {
      words.push(unquote(token));
      continue;
    }
    const raw = op[3].startsWith('"') ? unquote(op[3]) : op[3].replace(/\+/g, ' ');
    let operand: string | null = raw;
    if (operator === 'channel') {
      const id = /^\d+$/.test(raw) ? Number(raw) : d.channelByName(raw);
      operand = id === undefined ? null : String(id);
    } else if (USERS.has(operator)) {
      const ids = raw.split(',').map((n) => userId(n.trim(), d));
      operand = ids.every((id) => id !== null) ? ids.join(',') : null;
    }
    if (operand === null) return null;
    terms.push(op[1] ? { operator, operand, negated: true } : { operator, operand });
  }
  if (words.length) terms.push({ operator: 'search', operand: words.join(' ') });
  return terms;
}

/** A Zulip search string for terms, names in place of ids (what the search box shows for a view). */
export function unparseSearch(terms: Term[], d: Directory): string {
  return terms
    .map(({ operator, operand, negated }) => {
      if (operator === 'search') return operand;
      const shown =
        operator === 'channel'
          ? (d.channelName(Number(operand)) ?? operand)
          : USERS.has(operator)
            ? operand
                .split(',')
                .map((id) => d.userName(Number(id)) ?? id)
                .join(',')
            : operand;
      const quoted = /\s/.test(shown) ? `"${shown}"` : shown;
      return `${negated ? '-' : ''}${operator}:${quoted}`;
    })
    .join(' ');
}

/** The heading of a search's view, as Zulip names its views. */
export function searchTitle(terms: Term[], d: Directory): string {
  const only = terms.length === 1 && !terms[0].negated ? `${terms[0].operator}:${terms[0].operand}` : '';
  if (only === 'is:starred') return 'Starred messages';
  if (only === 'is:mentioned') return 'Mentions';
  if (only === 'is:dm') return 'Direct message feed';
  if (!terms.length || only === 'in:home') return 'Combined feed';
  return `Search: ${unparseSearch(terms, d)}`;
}

export interface SearchDirectory extends Directory {
  users(): { userId: number; fullName: string; email: string }[];
  channels(): { channelId: number; name: string }[];
  topics(channelId: number): string[];
}

export interface Suggestion {
  /** The whole search text the suggestion stands for. */
  text: string;
  label: string;
}

const quoteIfSpaced = (s: string) => (/\s/.test(s) ? `"${s}"` : s);

/** Suggestions for the word being typed: operators, then channels, topics, people or `is:`/`has:` values. */
export function suggest(text: string, d: SearchDirectory): Suggestion[] {
  const all = tokens(text);
  const typing = /\s$/.test(text) ? '' : (all.pop() ?? '');
  const before = all.join(' ');
  const done = (rest: string) => ({ text: `${before ? `${before} ` : ''}${rest}`.trim(), label: rest });
  const op = /^(-?)([\w-]+):"?(.*)$/.exec(typing);
  if (!op) {
    const word = typing.toLowerCase();
    const operators = OPERATORS.filter((o) => o.operator.startsWith(word.replace(/^-/, '')) && word !== '').map(
      (o) => ({ text: done(`${o.operator}:`).text, label: `${o.operator}: ${o.hint}` }),
    );
    // A plain word may be the start of a channel's or a person's name.
    const named = (operator: string, names: string[]) =>
      word
        ? names
            .filter((n) => n.toLowerCase().includes(word))
            .slice(0, 4)
            .map((n) => done(`${operator}:${quoteIfSpaced(n)}`))
        : [];
    const channels = named(
      'channel',
      d.channels().map((c) => c.name),
    );
    const people = named(
      'sender',
      d.users().map((u) => u.fullName),
    );
    return [...(typing ? [done(typing)] : []), ...operators, ...channels, ...people].slice(0, 10);
  }
  const operator = SYNONYMS[op[2]] ?? op[2];
  const value = op[3].toLowerCase();
  const sign = op[1];
  const pick = (names: string[]) =>
    names
      .filter((n) => n.toLowerCase().includes(value))
      .slice(0, 8)
      .map((n) => done(`${sign}${operator}:${quoteIfSpaced(n)}`));
  if (operator === 'channel') return pick(d.channels().map((c) => c.name));
  if (USERS.has(operator)) return pick(d.users().map((u) => u.fullName));
  if (operator === 'is') return pick(IS_OPERANDS);
  if (operator === 'has') return pick(HAS_OPERANDS);
  if (operator === 'topic') {
    const channel = parseSearch(before, d)?.find((t) => t.operator === 'channel' && !t.negated);
    const ids = channel ? [Number(channel.operand)] : d.channels().map((c) => c.channelId);
    return pick([...new Set(ids.flatMap((id) => d.topics(id)))]);
  }
  return [];
}

export function searchDirectoryOf(s: State): SearchDirectory {
  return {
    ...directoryOf(s),
    users: () => [...s.users.values()].filter((u) => u.isActive),
    channels: () => s.subscriptions.map((x) => x.channel),
    topics: (channelId) => (s.topics.get(channelId) ?? []).map((t) => t.name),
  };
}
