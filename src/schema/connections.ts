import { tooLarge, tooSmall } from '../domain/bounds.ts';
import { badRequest, unauthorized } from '../domain/errors.ts';
import type { Types } from './builder.ts';
import type { GraphQLContext } from '../graphql-server/graphql-context.ts';
import type { OperationContext } from '../resolvers/operation-context.ts';
import { pageOfItems, type KeysetPage, type KeysetRequest } from '../domain/paging.ts';

/*
 * Relay connections over an integer key. A cursor is opaque to clients: the
 * base64 of `<kind>:<key>`, where the kind names the list's order (a user
 * cursor is not a message cursor), so a cursor from another list is refused
 * as malformed rather than read as a position.
 */

/** Items a page holds when neither `first` nor `last` is given, and the most it may ask for. */
export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 1_000;

export const encodeCursor = (kind: string, key: number): string =>
  Buffer.from(`${kind}:${key}`, 'utf8').toString('base64');

/** The key a cursor of `kind` holds; a BAD_REQUEST about argument `name` when it is not one. */
export function decodeCursor(kind: string, cursor: string, name: string): number {
  const text = /^[A-Za-z0-9+/]*={0,2}$/.test(cursor) ? Buffer.from(cursor, 'base64').toString('utf8') : '';
  const key = text.startsWith(`${kind}:`) ? text.slice(kind.length + 1) : '';
  if (!/^\d{1,16}$/.test(key)) throw badRequest(`Invalid ${name} cursor`).about(name);
  return Number(key);
}

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

function pageSize(value: number | null | undefined, name: string, max: number): number {
  if (value === null || value === undefined) return DEFAULT_PAGE;
  if (value < 0) throw tooSmall(name).about(name);
  if (value > max) throw tooLarge(name).about(name);
  return value;
}

/** Whether a connection reads backwards: `last` or `before` without `first`/`after`. */
export const readsBackwards = (a: ConnectionArgs): boolean =>
  a.before != null || (a.after == null && a.first == null && a.last != null);

/** The keyset request a connection's arguments make (cursors decoded, sizes checked). */
export function keysetRequest(kind: string, a: ConnectionArgs, max = MAX_PAGE): KeysetRequest {
  const backwards = readsBackwards(a);
  return {
    after: a.after == null ? null : decodeCursor(kind, a.after, 'after'),
    before: a.before == null ? null : decodeCursor(kind, a.before, 'before'),
    limit: backwards ? pageSize(a.last ?? a.first, 'last', max) : pageSize(a.first ?? a.last, 'first', max),
    backwards,
  };
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { startCursor: string | null; endCursor: string | null; hasPreviousPage: boolean; hasNextPage: boolean };
}

/**
 * A connection from a keyset page. The side not read is answered from the
 * cursor: there is something before `after` (it was an item), after `before`.
 */
export function connectionOf<T>(
  kind: string,
  r: KeysetRequest,
  page: KeysetPage<T>,
  keyOf: (item: T) => number,
): Connection<T> {
  const edges = page.items.map((node) => ({ cursor: encodeCursor(kind, keyOf(node)), node }));
  return {
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: r.backwards ? page.more : r.after !== null,
      hasNextPage: r.backwards ? r.before !== null : page.more,
    },
  };
}

/** The context of a connection whose auth scope is `loggedIn` (checked before it resolves), typed as such. */
export function loggedInContext(ctx: GraphQLContext): OperationContext {
  const { actor } = ctx;
  if (actor === null) throw unauthorized();
  return { deps: ctx.deps, actor, realm: ctx.realm };
}

/** A connection's page with the whole list's length (`totalCount`). */
export type CountedConnection<T> = Connection<T> & { totalCount: number };

/** A connection from a keyset page that knows the whole list's length. */
export const countedConnectionOf = <T>(
  kind: string,
  r: KeysetRequest,
  page: KeysetPage<T> & { totalCount: number },
  keyOf: (item: T) => number,
): CountedConnection<T> => ({ ...connectionOf(kind, r, page, keyOf), totalCount: page.totalCount });

/**
 * A connection over a short list the domain reads whole (a user's snippets or bots, an organization's custom
 * emoji), ordered by id: clients page it like any other, and its read can move to SQL without a schema change.
 */
export async function connectionOfList<T>(
  kind: string,
  read: () => Promise<readonly T[]>,
  args: ConnectionArgs,
  keyOf: (item: T) => number,
): Promise<CountedConnection<T>> {
  const r = keysetRequest(kind, args);
  const items = [...(await read())].sort((a, b) => keyOf(a) - keyOf(b));
  return countedConnectionOf(kind, r, { ...pageOfItems(items, r, keyOf), totalCount: items.length }, keyOf);
}

/** The resolver of a connectionOfList over a list the logged-in viewer reads (the field's auth scope is `loggedIn`). */
export const listResolver =
  <T>(kind: string, read: (ctx: OperationContext) => Promise<readonly T[]>, keyOf: (item: T) => number) =>
  (_root: unknown, args: ConnectionArgs, ctx: GraphQLContext): Promise<CountedConnection<T>> =>
    connectionOfList(kind, () => read(loggedInContext(ctx)), args, keyOf);

/** The `totalCount` field of a connection resolved by connectionOfList (Pothos types the parent as a bare connection). */
export const totalCountField = (tc: PothosSchemaTypes.ObjectFieldBuilder<Types, object>) => ({
  totalCount: tc.int({
    description: 'How many items the whole list holds.',
    resolve: (c) => ('totalCount' in c && typeof c.totalCount === 'number' ? c.totalCount : 0),
  }),
});

/**
 * The resolver of a connection over a page the domain reads by key for the logged-in viewer (the field's auth
 * scope is `loggedIn`), with the whole list's count.
 */
export const countedPageResolver =
  <T, A extends ConnectionArgs>(
    kind: string,
    read: (ctx: OperationContext, r: KeysetRequest, args: A) => Promise<KeysetPage<T> & { totalCount: number }>,
    keyOf: (item: T) => number,
  ) =>
  async (_root: unknown, args: A, ctx: GraphQLContext): Promise<CountedConnection<T>> => {
    const r = keysetRequest(kind, args);
    return countedConnectionOf(kind, r, await read(loggedInContext(ctx), r, args), keyOf);
  };
