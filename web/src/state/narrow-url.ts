import { COMBINED_FEED, isCombinedFeed, othersOf, type Narrow, type Term } from './conversations.ts';
import type { State } from './store.ts';

/** What turning names into ids (and back) needs: the channels and people the client knows. */
export interface Directory {
  meId: number;
  channelName(id: number): string | undefined;
  channelByName(name: string): number | undefined;
  userName(id: number): string | undefined;
  userByEmail(email: string): number | undefined;
}

const REPLACEMENTS: Record<string, string> = { '%': '.', '(': '.28', ')': '.29', '.': '.2E' };

/** Zulip's encodeHashComponent: percent-encoding with "%" written "." (and ".", "(", ")" escaped so). */
export const encodeHashComponent = (s: string): string =>
  encodeURIComponent(s).replace(/[%().]/g, (c) => REPLACEMENTS[c]);

export const decodeHashComponent = (s: string): string => decodeURIComponent(s.replace(/\./g, '%'));

const CHANNEL_SYNONYMS = new Set(['channel', 'stream']);
const USER_OPERATORS = new Set(['dm', 'pm-with', 'sender', 'dm-including', 'group-pm-with']);
const CANONICAL: Record<string, string> = { stream: 'channel', 'pm-with': 'dm', 'group-pm-with': 'dm-including' };

/** `4-Verona` (or a bare name, as old links have it) → "4". */
function channelOperand(raw: string, d: Directory): string | null {
  const id = /^(\d+)(?:-|$)/.exec(raw);
  if (id) return id[1];
  const byName = d.channelByName(raw);
  return byName === undefined ? null : String(byName);
}

/** `8,9-group`, `9-King-Hamlet` or emails → "8,9" (user ids). */
function usersOperand(raw: string, d: Directory): string | null {
  const ids = /^([\d,]+)(?:-|$)/.exec(raw);
  if (ids) return ids[1];
  const found = raw.split(',').map((e) => d.userByEmail(e.trim()));
  return found.every((id) => id !== undefined) ? found.join(',') : null;
}

/** Zulip's parse_narrow: `#narrow/op/operand/…` into terms, channels and users as ids; null when it is not one. */
export function parseNarrowTerms(hash: string, d: Directory): Term[] | null {
  const parts = hash.replace(/^#/, '').split('/');
  if (parts[0] !== 'narrow') return null;
  const terms: Term[] = [];
  try {
    for (let i = 1; i < parts.length; i += 2) {
      let operator = decodeHashComponent(parts[i]);
      if (operator === '') break;
      const raw = parts[i + 1];
      if (raw === undefined) return null;
      const negated = operator.startsWith('-');
      if (negated) operator = operator.slice(1);
      if (operator !== 'topic' && raw === '') return null;
      let operand: string | null = decodeHashComponent(raw);
      if (CHANNEL_SYNONYMS.has(operator)) operand = channelOperand(operand, d);
      else if (USER_OPERATORS.has(operator)) operand = usersOperand(operand, d);
      if (operand === null) return null;
      operator = CANONICAL[operator] ?? operator;
      terms.push(negated ? { operator, operand, negated } : { operator, operand });
    }
  } catch {
    // A malformed %-sequence: not a narrow this client can open.
    return null;
  }
  return terms;
}

const isPlain = (t: Term | undefined, operator: string) => t?.operator === operator && !t.negated;

/**
 * The view terms describe: a channel, topic or direct conversation when they name exactly one, else a
 * search. A last `near` opens it at a message; a last `with` also follows that message where it moves.
 */
export function narrowOfTerms(input: Term[], me: number): Narrow | null {
  let terms = input;
  let at: { near?: number; with?: boolean } = {};
  const last = terms[terms.length - 1];
  if ((isPlain(last, 'near') || isPlain(last, 'with')) && /^\d+$/.test(last.operand)) {
    at = last.operator === 'with' ? { near: Number(last.operand), with: true } : { near: Number(last.operand) };
    terms = terms.slice(0, -1);
  }
  const [a, b] = terms;
  if (terms.length === 1 && isPlain(a, 'channel')) return { kind: 'channel', channelId: Number(a.operand), ...at };
  if (terms.length === 2 && isPlain(a, 'channel') && isPlain(b, 'topic'))
    return { kind: 'channel', channelId: Number(a.operand), topic: b.operand, ...at };
  if (terms.length === 1 && isPlain(a, 'dm'))
    return { kind: 'dm', userIds: othersOf(a.operand.split(',').map(Number), me), ...at };
  if (!input.length) return null;
  return { kind: 'search', terms, ...at };
}

/** Zulip's addresses of the Combined feed (`#all_messages` is its older name). */
const FEED_HASHES = new Set(['#feed', '#all_messages']);

export function parseNarrowHash(hash: string, d: Directory): Narrow | null {
  if (FEED_HASHES.has(hash)) return COMBINED_FEED;
  const terms = parseNarrowTerms(hash, d);
  return terms && narrowOfTerms(terms, d.meId);
}

const channelSlug = (id: number, d: Directory) => {
  const name = d.channelName(id);
  return encodeHashComponent(name === undefined ? String(id) : `${id}-${name.replace(/ /g, '-')}`);
};

const usersSlug = (ids: number[], d: Directory) =>
  ids.length === 1
    ? `${ids[0]}-${encodeHashComponent((d.userName(ids[0]) ?? 'user').replace(/[ "%/<>`]+/g, '-'))}`
    : `${ids.join(',')}-group`;

function termHash({ operator, operand, negated }: Term, d: Directory): string {
  const op = `${negated ? '-' : ''}${encodeHashComponent(operator)}`;
  if (operator === 'channel') return `${op}/${channelSlug(Number(operand), d)}`;
  if (USER_OPERATORS.has(operator)) return `${op}/${usersSlug(operand.split(',').map(Number), d)}`;
  return `${op}/${encodeHashComponent(operand)}`;
}

/** The hash for a narrow, as Zulip's web app writes it (`#narrow/channel/4-Verona/topic/verona.20chat/near/100`). */
export function narrowHash(n: Narrow, d: Directory): string {
  if (isCombinedFeed(n)) return '#feed';
  const terms: Term[] =
    n.kind === 'search'
      ? n.terms
      : n.kind === 'dm'
        ? [{ operator: 'dm', operand: n.userIds.join(',') }]
        : [
            { operator: 'channel', operand: String(n.channelId) },
            ...(n.topic === undefined ? [] : [{ operator: 'topic', operand: n.topic }]),
          ];
  const near: Term[] = n.near === undefined ? [] : [{ operator: n.with ? 'with' : 'near', operand: `${n.near}` }];
  return ['#narrow', ...[...terms, ...near].map((t) => termHash(t, d))].join('/');
}

/** The directory of what the client knows: subscribed channels and the organization's people. */
export function directoryOf(s: State): Directory {
  return {
    meId: s.meId,
    channelName: (id) => s.subscriptions.find((x) => x.channel.channelId === id)?.channel.name,
    channelByName: (name) =>
      s.subscriptions.find((x) => x.channel.name.toLowerCase() === name.toLowerCase())?.channel.channelId,
    userName: (id) => s.users.get(id)?.fullName,
    userByEmail: (email) => [...s.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase())?.userId,
  };
}

/** A link in a message (`#**channel>topic**`, a permalink) as a view of this app; null for other links. */
export function narrowOfLink(href: string, d: Directory): Narrow | null {
  try {
    const u = new URL(href, location.href);
    if (u.origin !== location.origin || u.pathname !== location.pathname || !u.hash.startsWith('#narrow/')) return null;
    return parseNarrowHash(u.hash, d);
  } catch {
    return null;
  }
}
