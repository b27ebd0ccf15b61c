import type { Database } from '../../src/db/database.ts';
import type { SqlRunner } from '../../src/db/sql.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import type { ApiClient } from './client.ts';

/**
 * Counts every statement where the server issues it — Prisma operations
 * (model and raw, via a query extension, as Pothos' own tests do) and the raw
 * SQL runner — for N+1 guards.
 */
export interface Counter {
  statements: string[];
  /** The SQL runner's statements in full (`statements` holds their beginnings). */
  texts: string[];
  restore(): void;
}

export function countStatements(db: Database): Counter {
  const original = { sql: db.sql, prisma: db.prisma };
  const statements: string[] = [];
  const texts: string[] = [];
  const wrap = (r: SqlRunner): SqlRunner => ({
    exec: (text) => {
      statements.push(`exec ${text.slice(0, 40)}`);
      return r.exec(text);
    },
    query: (text, params) => {
      statements.push(`sql ${text.replace(/\s+/g, ' ').slice(0, 60)}`);
      texts.push(text);
      return r.query(text, params);
    },
    transaction: (fn) => r.transaction((tx) => fn(wrap(tx))),
  });
  db.sql = wrap(original.sql);
  // Prisma sends the findUnique calls of one tick with the same shape as one query (its own batching,
  // which Pothos' relation fallback relies on): counted once, or a batched list would look like N+1.
  const batching = new Set<string>();
  db.prisma = original.prisma.$extends({
    query: {
      $allOperations({ model, operation, args, query }) {
        const statement = `prisma ${model ?? ''}.${operation}`;
        if (!operation.startsWith('findUnique')) statements.push(statement);
        else if (!batching.has(statement)) {
          batching.add(statement);
          statements.push(statement);
          process.nextTick(() => batching.delete(statement));
        }
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
  return {
    statements,
    texts,
    restore: () => {
      db.sql = original.sql;
      db.prisma = original.prisma;
    },
  };
}

/** A list (or connection) read twice, short then grown, for a guard that its statements do not grow with it. */
export interface GrowingList {
  query: (n: number) => { query: string; variables?: Record<string, unknown> };
  /** The list's items in the answer. */
  read: (data: Record<string, any>) => unknown[];
  /** Makes the list hold (at least) n of the test's items; lists that take their length from an argument need none. */
  grow?: (from: number, to: number) => Promise<void>;
  /** The lengths compared, when not 2 and 20 (a list of several kinds has each in both). */
  sizes?: [number, number];
}

type GraphqlClient = Pick<ApiClient, 'graphql'>;

async function statementsOf(
  db: Database,
  client: GraphqlClient,
  c: GrowingList,
  n: number,
): Promise<{ statements: string[]; length: number }> {
  const { query, variables } = c.query(n);
  const counter = countStatements(db);
  try {
    const r = await client.graphql(query, variables);
    expect(r.errors).toBeUndefined();
    return { statements: [...counter.statements], length: c.read(r.data!).length };
  } finally {
    counter.restore();
  }
}

/** The N+1 guard: read with few items, grow, read again: the same statements (as a set with repeats). */
export async function expectStatementsNotToGrow(db: Database, client: GraphqlClient, c: GrowingList): Promise<void> {
  const [small, large] = c.sizes ?? [2, 20];
  await c.grow?.(0, small);
  const few = await statementsOf(db, client, c, small);
  await c.grow?.(small, large);
  const many = await statementsOf(db, client, c, large);
  expect(few.length).toBeGreaterThanOrEqual(small);
  expect(many.length - few.length).toBeGreaterThanOrEqual(large - small);
  // As a set with repeats: on PostgreSQL's pool, independent batches finish in either order.
  expect(many.statements.sort()).toEqual(few.statements.sort());
}
