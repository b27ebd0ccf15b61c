/**
 * The raw-SQL side of a database, the same for PGlite and PostgreSQL. Used by the
 * migration runner and by hot paths that a benchmark showed to be bound by Prisma.
 */
export interface SqlRunner {
  /** Runs one or more statements without parameters (simple query protocol). */
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` inside BEGIN/COMMIT on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}
