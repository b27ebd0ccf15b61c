import { badRequest, InputPathError } from '../../errors.ts';
import { pyInt } from '../../python-text.ts';

/** Zulip's LARGER_THAN_MAX_MESSAGE_ID: the anchor "newest". */
export const LARGER_THAN_MAX_MESSAGE_ID = 10_000_000_000_000_000;

/**
 * Zulip's parse_anchor_value. Undefined means "first unread". Integers are
 * read as Python's int() does and clamped into [0, 10^16].
 */
export function parseAnchor(raw: string | undefined, useFirstUnread: boolean): number | undefined {
  if (useFirstUnread) return undefined;
  if (raw === undefined) throw badRequest("Missing 'anchor' argument.");
  if (raw === 'oldest') return 0;
  if (raw === 'newest') return LARGER_THAN_MAX_MESSAGE_ID;
  if (raw === 'first_unread') return undefined;
  const n = pyInt(raw);
  if (n === undefined) throw badRequest('Invalid anchor');
  return Math.min(Math.max(n, 0), LARGER_THAN_MAX_MESSAGE_ID);
}

/** One or two id-ordered slices around the anchor (Zulip's limit_query_to_range). */
export interface RangePlan {
  before?: { maxId: number; limit: number };
  after?: { minId: number; limit: number };
  /** Neither side is wanted: only the anchor message itself. */
  exact?: number;
}

export interface Window {
  anchor: number;
  numBefore: number;
  numAfter: number;
  includeAnchor: boolean;
}

const anchoredToLeft = (w: Window) => w.anchor === 0;
const anchoredToRight = (w: Window) => w.anchor >= LARGER_THAN_MAX_MESSAGE_ID;

/** On self-hosted servers no plan limits history: first_visible_message_id is 0. */
const FIRST_VISIBLE_MESSAGE_ID = 0;

export function planRange(w: Window): RangePlan {
  const left = anchoredToLeft(w);
  const right = anchoredToRight(w);
  const numAfter = right ? 0 : w.numAfter;
  const needBefore = !left && w.numBefore > 0;
  const needAfter = !right && numAfter > 0;
  const inc = w.includeAnchor ? 1 : 0;
  if (needBefore && needAfter) {
    return {
      before: { maxId: w.anchor - 1, limit: w.numBefore },
      after: { minId: Math.max(w.anchor, FIRST_VISIBLE_MESSAGE_ID), limit: numAfter + 1 },
    };
  }
  if (needBefore) {
    // Anchored to the newest end, the before side has no upper bound.
    return {
      before: {
        maxId: right ? Number.POSITIVE_INFINITY : w.anchor - (1 - inc),
        limit: w.numBefore + (right ? 0 : inc),
      },
    };
  }
  if (needAfter) {
    // Anchored to the oldest end, the after side has no lower bound.
    return {
      after: {
        minId: left ? Number.NEGATIVE_INFINITY : Math.max(w.anchor + (1 - inc), FIRST_VISIBLE_MESSAGE_ID),
        limit: numAfter + inc,
      },
    };
  }
  return { exact: w.anchor };
}

export interface Limited<R extends { id: number }> {
  rows: R[];
  found_anchor: boolean;
  found_oldest: boolean;
  found_newest: boolean;
  history_limited: boolean;
}

/** Zulip's post_process_limited_query, on rows sorted by id. */
export function postProcess<R extends { id: number }>(rows: R[], w: Window): Limited<R> {
  const left = anchoredToLeft(w);
  const right = anchoredToRight(w);
  const numAfter = right ? 0 : w.numAfter;
  let before = right ? rows : rows.filter((r) => r.id < w.anchor);
  const at = right ? [] : rows.filter((r) => r.id === w.anchor);
  let after = right ? [] : rows.filter((r) => r.id > w.anchor);
  if (w.numBefore) before = before.slice(-w.numBefore);
  if (numAfter) after = after.slice(0, numAfter);
  return {
    rows: [...before, ...at, ...after],
    found_anchor: at.length === 1,
    found_oldest: left || before.length < w.numBefore,
    found_newest: right || after.length < numAfter,
    history_limited: false,
  };
}

/** Counts are non-negative, checked in Zulip's parameter order (num_after before num_before). */
export function checkWindowCounts(w: { numBefore: number; numAfter: number }): void {
  const tooSmallAt = (name: string) => new InputPathError([name], (place) => `${place} is too small`);
  if (w.numAfter < 0) throw tooSmallAt('numAfter');
  if (w.numBefore < 0) throw tooSmallAt('numBefore');
}
