import type { Realm } from '../generated/prisma/client.ts';
import type { Actor } from '../domain/actor.ts';
import type { Deps } from '../domain/context.ts';
import type { StreamHub } from '../domain/delivery/queues/stream.ts';
import { DomainError } from '../domain/errors.ts';
import { isRootDomain, realmForHost } from '../domain/realm/queries.ts';
import { authenticateBasic } from '../http/basic-auth.ts';
import type { WorkBudget } from './work-budget.ts';

/** What every GraphQL resolver receives. */
export interface GraphQLContext {
  deps: Deps;
  /** Subscriptions read the events their user receives from the event log, through this hub. */
  streams: StreamHub;
  actor: Actor | null;
  realm: Realm;
  /** The request came to the root domain (a password login there may name seed-demo's users too, as on REST). */
  rootDomain: boolean;
  /** Why authentication failed, reported when a field needs a user. */
  authError: DomainError | null;
  /** What the running query or mutation may still produce (set when its turn comes; see operation-gate.ts). */
  work?: WorkBudget;
}

/** A request's headers: a WHATWG Headers, or Fastify's request headers read alike. */
export type HeaderReader = Pick<Headers, 'get'>;

/** The Basic credentials of a request: its Authorization header, or those a WebSocket sent in `connectionParams`. */
export function authorizationOf(init: {
  headers?: HeaderReader;
  connectionParams?: Record<string, unknown>;
}): string | undefined {
  const cp = init.connectionParams ?? {};
  let header = init.headers?.get('authorization') ?? undefined;
  // Like an HTTP header name, the connection parameter's name is read in any letter case.
  const paramHeader = Object.entries(cp).find(
    ([k, v]) => k.toLowerCase() === 'authorization' && typeof v === 'string',
  )?.[1];
  if (!header && typeof paramHeader === 'string') header = paramHeader;
  if (!header && typeof cp.email === 'string' && typeof cp.apiKey === 'string') {
    header = `Basic ${Buffer.from(`${cp.email}:${cp.apiKey}`).toString('base64')}`;
  }
  return header;
}

/**
 * One context builder for HTTP and WebSocket: credentials come from the
 * Authorization header, or from graphql-ws `connectionParams` (`authorization`
 * as a Basic header value, in any letter case, or `email` + `apiKey`). The
 * Host header (of the request, or of the WebSocket's upgrade) selects the
 * organization, and the account must belong to one it serves, as on REST.
 */
export async function buildContext(
  deps: Deps,
  streams: StreamHub,
  init: { headers?: HeaderReader; connectionParams?: Record<string, unknown>; host?: string },
): Promise<GraphQLContext> {
  const host = init.host ?? init.headers?.get('host') ?? undefined;
  const rootDomain = isRootDomain(deps.server, host);
  const header = authorizationOf(init);
  if (header) {
    try {
      const actor = await authenticateBasic(deps, header, host);
      return { deps, streams, actor, realm: actor.realm, rootDomain, authError: null };
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      const realm = await realmForHost(deps.db.prisma, deps.server, host);
      return { deps, streams, actor: null, realm, rootDomain, authError: e };
    }
  }
  const realm = await realmForHost(deps.db.prisma, deps.server, host);
  return { deps, streams, actor: null, realm, rootDomain, authError: null };
}
