import type { User } from '../../generated/prisma/client.ts';
import type { Actor } from '../../domain/auth/actor.ts';
import type { ChannelDict } from '../../domain/channels/format.ts';
import { getChannels } from '../../domain/channels/queries.ts';
import type { GraphQLContext } from '../../graphql-server/context.ts';

type BatchFn<V> = (ids: number[]) => Promise<Map<number, V>>;

interface Pending<V> {
  id: number;
  resolve: (v: V | null) => void;
  reject: (e: unknown) => void;
}

/**
 * A minimal DataLoader: every id asked for while GraphQL completes one level
 * of a result (all the resolvers it calls synchronously, and the promise jobs
 * they queue) is loaded by one call of `batch`, so a page of N messages costs
 * the same number of queries as a page of one.
 */
class BatchLoader<V> {
  private readonly cache = new Map<number, Promise<V | null>>();
  private pending: Pending<V>[] = [];

  constructor(private readonly batch: BatchFn<V>) {}

  load(id: number): Promise<V | null> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const p = new Promise<V | null>((resolve, reject) => this.pending.push({ id, resolve, reject }));
    this.cache.set(id, p);
    // As DataLoader does: after the current promise jobs, so resolvers reached through them join the batch.
    if (this.pending.length === 1) void Promise.resolve().then(() => process.nextTick(() => void this.dispatch()));
    return p;
  }

  private async dispatch(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const found = await this.batch(batch.map((b) => b.id));
      for (const b of batch) b.resolve(found.get(b.id) ?? null);
    } catch (e) {
      for (const b of batch) b.reject(e);
    }
  }
}

/**
 * One loader per GraphQL context, i.e. per HTTP request. (A WebSocket
 * subscription keeps its context for its lifetime, so these loaders are for
 * queries and mutations, not for subscription payloads.)
 */
function perRequest<T>(create: (ctx: GraphQLContext) => T): (ctx: GraphQLContext) => T {
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

/** Users of the request's realm by id (message senders, reacting users): one findMany per batch. */
export const userLoader = perRequest(
  (ctx) =>
    new BatchLoader<User>(async (ids) => {
      const users = await ctx.deps.db.prisma.user.findMany({ where: { realmId: ctx.realm.id, id: { in: ids } } });
      return new Map(users.map((u) => [u.id, u]));
    }),
);

/**
 * Channels by id, as GET /streams?include_all=true&exclude_archived=false
 * shows them to the viewer: a channel the viewer has no metadata access to
 * (e.g. a private channel they left) loads as null. That call loads every
 * channel of the realm in a fixed number of queries, whatever the batch.
 */
export const channelLoader = perRequest((ctx) => {
  let all: Promise<Map<number, ChannelDict>> | undefined;
  const loadAll = async (actor: Actor) => {
    const channels = await getChannels(ctx.deps.db.prisma, actor, { includeAll: true, excludeArchived: false });
    return new Map(channels.map((c) => [c.stream_id, c]));
  };
  return new BatchLoader<ChannelDict>(async () => (ctx.actor === null ? new Map() : (all ??= loadAll(ctx.actor))));
});

/** A loaded row that must exist (a message's sender, a reaction's user): its absence is a bug, not a user error. */
export function present<V>(value: V | null, what: string): V {
  if (value === null) throw new Error(`${what} not found`);
  return value;
}
