export interface QueryOptions {
  /**
   * Prepares the statement under this name on each PostgreSQL connection, so it is
   * parsed and planned once per connection instead of once per call (PGlite and
   * Prisma ignore it). Only for hot statements whose text never changes: every
   * distinct name stays prepared for the connection's life.
   */
  name?: string;
  /**
   * Like `name`, for statements assembled at run time whose few shapes repeat
   * (narrow queries): the name is derived from the text. Only the first
   * PREPARED_SHAPES_LIMIT distinct texts are prepared, so odd requests cannot grow
   * every connection's prepared statements without bound; later ones run unnamed.
   */
  prepare?: boolean;
}

export const PREPARED_SHAPES_LIMIT = 256;

/**
 * The raw-SQL side of a database, the same for PGlite and PostgreSQL. Used by the
 * migration runner and by hot paths that a benchmark showed to be bound by Prisma.
 */
export interface SqlRunner {
  /** Runs one or more statements without parameters (simple query protocol). */
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs `fn` inside BEGIN/COMMIT on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

/** Read-only raw access, satisfied by the driver (fast path) or a Prisma transaction. */
export type SqlReader = Pick<SqlRunner, 'query'>;

/** Raw queries through a Prisma client or transaction (inside `inTransaction`, never the driver). */
export const prismaReader = (db: {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}): SqlReader => ({
  query: <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    db.$queryRawUnsafe<T[]>(sql, ...params),
});
