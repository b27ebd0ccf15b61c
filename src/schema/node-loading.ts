import type { Actor } from '../domain/actor.ts';
import { asDomainError, notFound } from '../domain/errors.ts';
import { mayCallOperation } from '../domain/users/bots-access.ts';
import type { GraphQLContext } from '../graphql-server/graphql-context.ts';
import type { OperationContext, PublicOperationContext } from '../resolvers/operation-context.ts';

/*
 * `loadMany` of node types: `node(id:)` answers what the type's list query
 * would show the viewer, and null for everything else — including when the
 * list itself is refused (drafts while synchronization is off, a channel one
 * may not read): a node lookup tells nothing about what it does not return.
 */

type Load<C, T> = (ctx: C, ids: readonly string[]) => Promise<Array<T | null>>;

async function orNone<T>(ids: readonly string[], load: Promise<Array<T | null>>): Promise<Array<T | null>> {
  try {
    return await load;
  } catch (e) {
    if (asDomainError(e)) return ids.map(() => null);
    throw e;
  }
}

const loggedIn = (ctx: GraphQLContext): ctx is GraphQLContext & { actor: Actor } =>
  ctx.actor !== null && mayCallOperation(ctx.actor);

/** Objects only a logged-in user sees (their own, or their organization's). */
export const viewerNodes =
  <T>(load: Load<OperationContext, T>) =>
  (ids: readonly string[], ctx: GraphQLContext): Promise<Array<T | null>> =>
    loggedIn(ctx) ? orNone(ids, load(ctx, ids)) : Promise.resolve(ids.map(() => null));

/** Objects whose list logged-out visitors read too (web-public topics, profile fields). */
export const publicNodes =
  <T>(load: Load<PublicOperationContext, T>) =>
  (ids: readonly string[], ctx: GraphQLContext): Promise<Array<T | null>> =>
    ctx.actor !== null && !mayCallOperation(ctx.actor)
      ? Promise.resolve(ids.map(() => null))
      : orNone(ids, load(ctx, ids));

/**
 * What a mutation just made or changed, loaded as its list shows it, for the
 * payload to carry: it is there unless something removed it in between, and
 * then the mutation answers its union's NotFoundError (so it is loaded in the
 * mutation's resolver, not in a payload field, where an error would be untyped).
 */
export async function changedNode<T>(found: Promise<Array<T | null>>, what: string): Promise<T> {
  const [node] = await found;
  return changed(node, what);
}

/** changedNode for an entity the mutation already read. */
export function changed<T>(node: T | null | undefined, what: string): T {
  if (node == null) throw notFound(`${what} no longer exists`);
  return node;
}
