import type { MessageFlag } from '../gql/graphql.ts';
import { channelTopicKey, dmKey, inNarrow, othersOf, type Message, type Narrow, type Term } from './conversations.ts';
import type { AppEvent, State, Timeline } from './store.ts';

/*
 * Keeping a search's results (Starred, Mentions, the Combined feed, any search) up to date from
 * events, as Zulip's web app does (web/src/filter.ts, message_events.ts). Where the client can tell
 * whether a message matches (Filter.can_apply_locally: no full-text `search`, no `channels:`), it
 * decides from the message and what it knows of flags and muting; otherwise it asks the server,
 * as Zulip does with /messages/matches_narrow (ui/useLiveNarrow.ts).
 */

/** Flags that make a message one that mentions the viewer (Zulip's message.mentioned). */
const MENTION_FLAGS = new Set([
  'MENTIONED',
  'STREAM_WILDCARD_MENTIONED',
  'TOPIC_WILDCARD_MENTIONED',
  'WILDCARD_MENTIONED',
]);

export const isMentioned = (flags: readonly string[]): boolean => flags.some((f) => MENTION_FLAGS.has(f));

/** Zulip's resolved-topic prefix. */
const RESOLVED = '✔ ';

/** Whether the client can decide a message's match itself: no full-text search, no `channels:`. */
export const canApplyLocally = (terms: readonly Term[]): boolean =>
  !terms.some((t) => t.operator === 'search' || t.operator === 'channels');

/** Zulip's muting as the Combined feed applies it: a muted topic, or a muted channel's topic not unmuted. */
function isMuted(s: State, m: Message): boolean {
  if (!m.channel) return false;
  const policy = s.topicPolicy.get(channelTopicKey(m.channel.channelId, m.topic));
  if (policy === 'MUTED') return true;
  const sub = s.subscriptions.find((x) => x.channel.channelId === m.channel?.channelId);
  return !!sub?.isMuted && policy !== 'UNMUTED' && policy !== 'FOLLOWED';
}

// Zulip's message_parser: what the server's rendering holds.
const HAS: Record<string, (m: Message) => boolean> = {
  link: (m) => /<a\s/i.test(m.content),
  image: (m) => /class="[^"]*\bmessage_inline_image\b/.test(m.content),
  attachment: (m) => /<a\s[^>]*href="\/user_uploads\//.test(m.content),
  reaction: (m) => m.reactions.length > 0,
};

function isTerm(s: State, m: Message, operand: string): boolean {
  const topicPolicy = () => (m.channel ? s.topicPolicy.get(channelTopicKey(m.channel.channelId, m.topic)) : undefined);
  switch (operand.toLowerCase()) {
    case 'dm':
    case 'private':
      return !m.channel;
    case 'starred':
      return m.flags.includes('STARRED');
    case 'mentioned':
      return isMentioned(m.flags);
    case 'alerted':
      return m.flags.includes('HAS_ALERT_WORD');
    case 'unread':
      return !m.flags.includes('READ');
    case 'resolved':
      return !!m.channel && m.topic.startsWith(RESOLVED);
    case 'followed':
      return topicPolicy() === 'FOLLOWED';
    case 'muted':
      return isMuted(s, m);
    default:
      return false;
  }
}

/** Zulip's message_matches_search_term, for the operators the client can apply. */
function termMatches(s: State, m: Message, { operator, operand }: Term): boolean {
  const ids = () => operand.split(',').map(Number);
  switch (operator) {
    case 'channel':
      return m.channel?.channelId === Number(operand);
    case 'topic':
      return !!m.channel && m.topic.toLowerCase() === operand.toLowerCase();
    case 'sender':
      return m.sender.userId === Number(operand);
    case 'dm':
      return (
        !m.channel &&
        dmKey(
          m.recipients.map((u) => u.userId),
          s.meId,
        ) === dmKey(ids(), s.meId)
      );
    case 'dm-including':
      return !m.channel && m.recipients.some((u) => u.userId === Number(operand));
    case 'is':
      return isTerm(s, m, operand);
    case 'has':
      return HAS[operand.toLowerCase()]?.(m) ?? false;
    case 'in':
      return operand === 'all' || (operand === 'home' && !isMuted(s, m));
    case 'id':
      return m.messageId === Number(operand);
    default:
      // `near` and `with` place the view; they set no condition.
      return operator === 'near' || operator === 'with';
  }
}

/**
 * Whether the message belongs in the view; null when only the server can tell (a full-text search
 * whose other terms hold: a term the client can check that fails settles it).
 */
export function matches(s: State, m: Message, n: Narrow): boolean | null {
  if (n.kind !== 'search') return inNarrow(m, n, s.meId);
  const local = n.terms.filter((t) => canApplyLocally([t]));
  if (!local.every((t) => termMatches(s, m, t) !== !!t.negated)) return false;
  return local.length === n.terms.length ? true : null;
}

/** Whether the view shows the message (false when only the server can tell). */
export const belongs = (s: State, m: Message, n: Narrow): boolean => matches(s, m, n) === true;

/** Whether a message with this id falls within what the view has loaded (or at an end it has reached). */
export function fits(t: Timeline, id: number): boolean {
  const first = t.messages[0];
  const last = t.messages[t.messages.length - 1];
  return (!first || id > first.messageId || !t.hasOlder) && (!last || id < last.messageId || !t.hasNewer);
}

/** The conversation a message is in, as a view that follows it (Zulip's Filter.adjusted_terms_if_moved). */
export function followed(n: Narrow, m: Message, me: number): Narrow {
  if (n.kind === 'search') return n;
  if (m.channel) return { kind: 'channel', channelId: m.channel.channelId, topic: m.topic, near: n.near, with: true };
  return {
    kind: 'dm',
    userIds: othersOf(
      m.recipients.map((u) => u.userId),
      me,
    ),
    near: n.near,
    with: true,
  };
}

/** A message changed (edited, its flags, …): the view adds, keeps, updates or drops it by whether it matches now. */
export function refiled(s: State, t: Timeline, m: Message): Timeline {
  const shown = t.messages.findIndex((x) => x.messageId === m.messageId);
  const keep = matches(s, m, t.narrow);
  // Only the server can tell: the copy shown is updated, its answer decides the rest.
  if (keep === null) return shown < 0 ? t : { ...t, messages: t.messages.with(shown, m) };
  if (!keep) return shown < 0 ? t : { ...t, messages: t.messages.filter((x) => x.messageId !== m.messageId) };
  if (shown >= 0) return { ...t, messages: t.messages.with(shown, m) };
  if (!fits(t, m.messageId)) return t;
  return { ...t, messages: [...t.messages, m].sort((a, b) => a.messageId - b.messageId) };
}

/** The flag a narrow term depends on (an `is:` value), for flag changes. */
const FLAG_OF_IS: Record<string, MessageFlag> = { starred: 'STARRED', unread: 'READ' };

/**
 * A flag changed on messages: the view's copies change. One that no longer matches stays until the
 * view is opened again (narrow-cache.ts), as in Zulip: a message read in `is:unread` would vanish as
 * it is read, and one unstarred in Starred by mistake can be starred again.
 */
export function reflagged(t: Timeline, flag: MessageFlag, add: boolean, ids: Set<number> | 'all'): Timeline {
  const touched = (m: Message) => ids === 'all' || ids.has(m.messageId);
  const messages = t.messages.map((m) =>
    touched(m) ? { ...m, flags: add ? [...new Set([...m.flags, flag])] : m.flags.filter((f) => f !== flag) } : m,
  );
  return { ...t, messages };
}

/**
 * The messages an event concerns whose place in the search `t` (the open view or a kept one) only
 * the server can tell (Zulip's maybe_add_narrowed_messages): new and changed messages of a full-text
 * search, and messages not loaded whose flag change may bring them into the view. `t` is as it
 * was before the event.
 */
export function questions(t: Timeline, e: AppEvent): number[] {
  if (t.narrow.kind !== 'search') return [];
  const local = canApplyLocally(t.narrow.terms);
  switch (e.__typename) {
    case 'MessageEvent':
      return !local && !t.hasNewer ? [e.messageId] : [];
    case 'UpdateMessageEvent':
      return local ? [] : e.messageIds.filter((id) => fits(t, id));
    case 'UpdateMessageFlagsEvent': {
      const terms = t.narrow.terms.filter((x) => x.operator === 'is' && FLAG_OF_IS[x.operand] === e.flag);
      if (e.all || !terms.length) return [];
      // Adding STARRED makes `is:starred` hold, adding READ `-is:unread`; those shown stay either way.
      const holdsWhenAdded = (x: Term) => (x.operand === 'unread') === !!x.negated;
      const newly = terms.some((x) => (e.flagOp === 'ADD') === holdsWhenAdded(x));
      const loaded = new Set(t.messages.map((m) => m.messageId));
      return newly ? e.messageIds.filter((id) => !loaded.has(id) && fits(t, id)) : [];
    }
    default:
      return [];
  }
}

/** The server's answer for `asked` in the view `t`: the matching ones (highlighted) in place, the others out. */
function answeredIn(t: Timeline, asked: readonly number[], found: Message[]): Timeline {
  const byId = new Map(found.map((m) => [m.messageId, m]));
  const gone = new Set(asked.filter((id) => !byId.has(id)));
  const kept = t.messages.filter((m) => !gone.has(m.messageId) && !byId.has(m.messageId));
  const added = found.filter((m) => fits(t, m.messageId) || t.messages.some((x) => x.messageId === m.messageId));
  return { ...t, messages: [...kept, ...added].sort((a, b) => a.messageId - b.messageId) };
}

/** The server's answer for the view `key`, open or kept (it may have been left or opened again meanwhile). */
export function answered(s: State, key: string, asked: readonly number[], found: Message[]): State {
  if (s.timeline?.key === key) return { ...s, timeline: answeredIn(s.timeline, asked, found) };
  const t = s.cached.get(key);
  return t ? { ...s, cached: new Map(s.cached).set(key, answeredIn(t, asked, found)) } : s;
}

/** A `with` view's narrow moved to where its message now is, when the page holds that message. */
export function withFollowed(n: Narrow, messages: Message[], me: number): Narrow {
  const m = n.with ? messages.find((x) => x.messageId === n.near) : undefined;
  return m ? followed(n, m, me) : n;
}
