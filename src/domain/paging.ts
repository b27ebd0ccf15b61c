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

/** A page of items already in memory, in ascending key order: for short lists, or ids whose rows are what costs. */
export function pageOfItems<T>(items: readonly T[], r: KeysetRequest, keyOf: (item: T) => number): KeysetPage<T> {
  const inRange = items.filter(
    (i) => (r.after === null || keyOf(i) > r.after) && (r.before === null || keyOf(i) < r.before),
  );
  const page = r.backwards ? inRange.slice(Math.max(0, inRange.length - r.limit)) : inRange.slice(0, r.limit);
  return { items: page, more: inRange.length > r.limit };
}

export const pageOfKeys = (keys: readonly number[], r: KeysetRequest): KeysetPage<number> =>
  pageOfItems(keys, r, (k) => k);

/** A keyset page's SQL: the key range (parameters numbered from `from`) and the order with its `limit + 1`. */
export interface KeysetSql {
  range: string;
  order: string;
  params: [number | null, number | null, number];
}

/**
 * The SQL of a keyset page over `key`. A list shown newest first (`descending`, topics by their last message)
 * reads forwards to smaller keys: `after` bounds from above, `before` from below.
 */
export function keysetSql(r: KeysetRequest, key: string, from: number, descending = false): KeysetSql {
  const [a, b, n] = [from, from + 1, from + 2];
  const [afterOp, beforeOp] = descending ? ['<', '>'] : ['>', '<'];
  return {
    range: `($${a}::int IS NULL OR ${key} ${afterOp} $${a}::int) AND ($${b}::int IS NULL OR ${key} ${beforeOp} $${b}::int)`,
    order: `ORDER BY ${key} ${r.backwards !== descending ? 'DESC' : 'ASC'} LIMIT $${n}`,
    params: [r.after, r.before, r.limit + 1],
  };
}
