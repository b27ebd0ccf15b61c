/**
 * Row ids are PostgreSQL integers. A number past that range names no row, and
 * passing it to a query would fail in the driver; lookups drop such ids so the
 * caller answers with its usual "no such …" error.
 */
export const MAX_DB_ID = 2_147_483_647;

export const isDbId = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= MAX_DB_ID;

/** The ids a query may look up (out-of-range ones cannot exist). */
export const dbIds = (ids: readonly number[]): number[] => ids.filter(isDbId);

/** For a single-id lookup: an id that cannot exist becomes -1, which matches nothing. */
export const dbId = (id: number): number => (isDbId(id) ? id : -1);
