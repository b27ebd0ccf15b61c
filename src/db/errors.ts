/** The SQLSTATE of a failed statement, from the driver's error or the one Prisma wraps. */
export function sqlStateOf(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const err = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } };
  const wrapped = err.meta?.driverAdapterError?.cause?.originalCode;
  if (typeof wrapped === 'string') return wrapped;
  if (err.code === 'P2002') return '23505';
  if (err.code === 'P2034') return '40001';
  return typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) ? err.code : undefined;
}

/**
 * Whether PostgreSQL refused a statement because of a value it was given, not
 * because of the statement: a data exception (class 22: NUL in text, a number
 * out of a column's range, a malformed literal), too many bind parameters
 * (08P01, the protocol's 16-bit count), or a program limit (54000: an index
 * row or array too large).
 */
export function isRefusedValue(e: unknown): boolean {
  const state = sqlStateOf(e);
  return state !== undefined && (state.startsWith('22') || state === '08P01' || state === '54000');
}
