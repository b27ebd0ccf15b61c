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

/** Prisma's codes for a database it cannot reach or lost: P1001/P1002 unreachable, P1008 timed out, P1017 connection closed, P2024 no pool connection in time. */
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** Socket errors of a connection to the database (the driver's, or in Prisma's `cause`). */
const SOCKET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres says, without a code, of a connection that broke or was closed under it. */
const BROKEN_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;
/** pg-pool's, when no connection came free in time: the database is saturated, for now. */
const POOL_EXHAUSTED = /^timeout exceeded when trying to connect$/;

/**
 * Whether a statement failed because the database could not be reached or
 * the connection broke (PostgreSQL restarted or shut down, the backend
 * terminated, the network lost), not because of the statement: the server is
 * unavailable, for a while, rather than at fault. SQLSTATE classes 08
 * (connection exception) and 57P0x (operator intervention: admin or crash
 * shutdown, cannot connect now), 53300 (too many connections), Prisma's
 * connection codes, socket errors, node-postgres's own messages and pg-pool's
 * wait for a free connection timing out, on the error or any error in its
 * `cause` chain.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  for (let err = e, depth = 0; typeof err === 'object' && err !== null && depth < 5; depth++) {
    const state = sqlStateOf(err);
    if (state !== undefined && (state.startsWith('08') || /^57P0[1-3]$/.test(state) || state === '53300')) return true;
    const { code, message, cause, kind, meta } = err as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      kind?: unknown;
      meta?: { driverAdapterError?: { cause?: { kind?: unknown } } };
    };
    if (typeof code === 'string' && (PRISMA_UNAVAILABLE.has(code) || SOCKET_UNAVAILABLE.has(code))) return true;
    // Prisma's driver-adapter error (thrown as it is, or in a Prisma error's `meta`) names the failure's kind.
    const adapterKind = kind ?? meta?.driverAdapterError?.cause?.kind;
    if (adapterKind === 'DatabaseNotReachable' || adapterKind === 'ConnectionClosed' || adapterKind === 'SocketTimeout')
      return true;
    if (typeof message === 'string' && (BROKEN_CONNECTION.test(message) || POOL_EXHAUSTED.test(message))) return true;
    err = cause;
  }
  return false;
}
