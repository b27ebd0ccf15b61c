import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';

/*
 * Batch loaders, one set per GraphQL context (or per organization, see
 * perRealm): every id asked for while GraphQL completes one level of a result is loaded by one query, so a page
 * of N messages costs as many queries as a page of one. They batch but do not
 * cache (`cache: false`): a WebSocket subscription keeps its context for its
 * lifetime, and each event must show the objects as they are then.
 */
export const BATCH_ONLY = { cache: false } as const;

export function perContext<T>(create: (ctx: GraphQLContext) => T): (ctx: GraphQLContext) => T {
  const store = new WeakMap<GraphQLContext, T>();
  return (ctx) => {
    let value = store.get(ctx);
    if (value === undefined) {
      value = create(ctx);
      store.set(ctx, value);
    }
    return value;
  };
}

/**
 * One loader per organization for every context of a server, for what does
 * not depend on the viewer: a new message reaches hundreds of subscriptions
 * at once, and each resolving its sender alone would be a statement per
 * subscriber; shared, the senders asked for in one tick are one statement.
 * Still batch-only, like the others.
 */
export function perRealm<T>(
  create: (sql: GraphQLContext['deps']['db']['sql'], realmId: number) => T,
): (ctx: GraphQLContext) => T {
  const store = new WeakMap<object, Map<number, T>>();
  return (ctx) => {
    let realms = store.get(ctx.deps.db.sql);
    if (realms === undefined) {
      realms = new Map();
      store.set(ctx.deps.db.sql, realms);
    }
    let value = realms.get(ctx.realm.id);
    if (value === undefined) {
      value = create(ctx.deps.db.sql, ctx.realm.id);
      realms.set(ctx.realm.id, value);
    }
    return value;
  };
}

export const byId = <V extends { id: number }>(ids: readonly number[], rows: V[]): Array<V | null> => {
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => found.get(id) ?? null);
};

/** A loaded row that must exist (a message's sender, a reaction's user): its absence is a bug, not a user error. */
export function present<V>(value: V | null, what: string): V {
  if (value === null) throw new Error(`${what} not found`);
  return value;
}
