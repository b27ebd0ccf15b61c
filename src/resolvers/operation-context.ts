import type { Realm } from '../generated/prisma/client.ts';
import type { Actor } from '../domain/actor.ts';
import type { Reader } from '../domain/auth/spectator.ts';
import type { Deps } from '../domain/context.ts';

/**
 * What an API operation runs with, whichever transport called it: the
 * server's dependencies, the authenticated user and their organization. REST
 * routes and GraphQL fields both satisfy it.
 */
export interface OperationContext {
  deps: Deps;
  actor: Actor;
  realm: Realm;
}

/** An operation open to logged-out clients (the organization comes from the host name). */
export interface PublicOperationContext {
  deps: Deps;
  actor: Actor | null;
  realm: Realm;
}

/** Who reads in a public operation: the user, or (logged out) a spectator of the organization. */
export const readerOf = (ctx: PublicOperationContext): Reader => ctx.actor ?? { kind: 'spectator', realm: ctx.realm };
