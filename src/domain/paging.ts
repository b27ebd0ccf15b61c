/*
 * Keyset pages over an integer key (a user id, a message id…): what a
 * Relay connection asks for once its cursors are decoded. `after`/`before`
 * exclude their key; `backwards` reads the `limit` keys nearest `before` (or
 * the end), still returned in ascending order.
 */
export interface KeysetRequest {
  after: number | null;
  before: number | null;
  limit: number;
  backwards: boolean;
}

export interface KeysetPage<T> {
  items: T[];
  /** Whether more items lie beyond the page in the direction read. */
  more: boolean;
}

/** The key range of a request, as a Prisma-style `{ gt, lt }` filter. */
export const keyRange = (r: KeysetRequest): { gt?: number; lt?: number } => ({
  ...(r.after === null ? {} : { gt: r.after }),
  ...(r.before === null ? {} : { lt: r.before }),
});

/** A page from rows read with `take: limit + 1` in the request's direction: trimmed and put in ascending order. */
export function pageOfRows<T>(rows: T[], r: KeysetRequest): KeysetPage<T> {
  const more = rows.length > r.limit;
  const kept = rows.slice(0, r.limit);
  return { items: r.backwards ? kept.reverse() : kept, more };
}

/** A page of keys already in memory (ascending): for short lists of ids whose rows are what costs. */
export function pageOfKeys(keys: readonly number[], r: KeysetRequest): KeysetPage<number> {
  const inRange = keys.filter((k) => (r.after === null || k > r.after) && (r.before === null || k < r.before));
  const items = r.backwards ? inRange.slice(Math.max(0, inRange.length - r.limit)) : inRange.slice(0, r.limit);
  return { items, more: inRange.length > r.limit };
}
