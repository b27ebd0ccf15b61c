import type { Database } from '../../src/db/database.ts';
import type { SqlRunner } from '../../src/db/sql.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

/**
 * Counts every statement where the server issues it — Prisma operations
 * (model and raw, via a query extension, as Pothos' own tests do) and the raw
 * SQL runner — for N+1 guards.
 */
export interface Counter {
  statements: string[];
  restore(): void;
}

export function countStatements(db: Database): Counter {
  const original = { sql: db.sql, prisma: db.prisma };
  const statements: string[] = [];
  const wrap = (r: SqlRunner): SqlRunner => ({
    exec: (text) => {
      statements.push(`exec ${text.slice(0, 40)}`);
      return r.exec(text);
    },
    query: (text, params) => {
      statements.push(`sql ${text.replace(/\s+/g, ' ').slice(0, 60)}`);
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
    restore: () => {
      db.sql = original.sql;
      db.prisma = original.prisma;
    },
  };
}
