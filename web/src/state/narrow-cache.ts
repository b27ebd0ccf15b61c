import { applyEvent } from './events.ts';
import { matches } from './live-narrow.ts';
import type { AppEvent, State, Timeline } from './store.ts';

/**
 * Recent narrows' loaded history, kept when one switches away so that going back shows
 * it at once. Each is kept as right as the open view is kept, by the same events; what
 * cannot be kept right (events missed, messages moved between narrows) is dropped, and
 * read afresh when next opened.
 */
export const KEPT_NARROWS = 8;

/** The events that change what a timeline shows, other than moves (which change its key or its membership). */
const SHOWN = new Set<AppEvent['__typename']>([
  'MessageEvent',
  'UpdateMessageEvent',
  'DeleteMessageEvent',
  'ReactionEvent',
  'SubmessageEvent',
  'UpdateMessageFlagsEvent',
]);

/** The cache with `left` (the view switched away from) kept, newest last, and `opening` taken out. */
export function keep(cache: Map<string, Timeline>, left: Timeline | null, opening: string): Map<string, Timeline> {
  const next = new Map(cache);
  next.delete(opening);
  // An empty or failed view has nothing worth keeping; a page it was loading is read again next time.
  if (left && left.messages.length && !left.error) {
    next.delete(left.key);
    next.set(left.key, { ...left, loading: false });
  }
  for (const key of next.keys()) {
    if (next.size <= KEPT_NARROWS) break;
    next.delete(key);
  }
  return next;
}

/**
 * A kept view opened again: what was left in it though it no longer matches (unstarred in Starred,
 * read in `is:unread`: see live-narrow.ts) goes now, as Zulip's view drops it when narrowed to again.
 */
export function reopened(s: State, t: Timeline): Timeline {
  const messages = t.messages.filter((m) => matches(s, m, t.narrow) !== false);
  return messages.length === t.messages.length ? t : { ...t, messages };
}

/** The kept narrows after event `e` took `before` to `after`. */
export function keptAfter(before: State, after: State, e: AppEvent, now: number): Map<string, Timeline> {
  const cache = before.cached;
  if (!cache.size) return cache;
  // Missed events or moved messages: a kept view cannot be kept right.
  if (after.generation !== before.generation || after.resync !== before.resync) return new Map();
  if (!SHOWN.has(e.__typename)) return cache;
  const next = new Map<string, Timeline>();
  for (const [key, t] of cache) next.set(key, applyEvent({ ...before, timeline: t }, e, now).timeline ?? t);
  return next;
}
