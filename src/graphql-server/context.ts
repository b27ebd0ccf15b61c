import type { Realm } from '../generated/prisma/client.ts';
import type { Actor } from '../domain/actor.ts';
import type { Deps } from '../domain/context.ts';
import type { StreamHub } from '../domain/events/queues/stream.ts';
import { DomainError } from '../domain/errors.ts';
import { realmForHost } from '../domain/realm/queries.ts';
import { authenticateBasic } from '../rest-compat/auth.ts';

/** What every GraphQL resolver receives. */
export interface GraphQLContext {
  deps: Deps;
  /** Subscriptions read the events their user receives from the event log, through this hub. */
  streams: StreamHub;
  actor: Actor | null;
  realm: Realm;
  /** Why authentication failed, reported when a field needs a user. */
  authError: DomainError | null;
}

/** The Basic credentials of a request: its Authorization header, or those a WebSocket sent in `connectionParams`. */
export function authorizationOf(init: { headers?: Headers; connectionParams?: Record<string, unknown> }): string | undefined {
  const cp = init.connectionParams ?? {};
  let header = init.headers?.get('authorization') ?? undefined;
  // Like an HTTP header name, the connection parameter's name is read in any letter case.
  const paramHeader = Object.entries(cp).find(([k, v]) => k.toLowerCase() === 'authorization' && typeof v === 'string')?.[1];
  if (!header && typeof paramHeader === 'string') header = paramHeader;
  if (!header && typeof cp.email === 'string' && typeof cp.apiKey === 'string') {
    header = `Basic ${Buffer.from(`${cp.email}:${cp.apiKey}`).toString('base64')}`;
  }
  return header;
}

/**
 * One context builder for HTTP and WebSocket: credentials come from the
 * Authorization header, or from graphql-ws `connectionParams` (`authorization`
 * as a Basic header value, in any letter case, or `email` + `apiKey`).
 */
export async function buildContext(
  deps: Deps,
  streams: StreamHub,
  init: { headers?: Headers; connectionParams?: Record<string, unknown>; host?: string },
): Promise<GraphQLContext> {
  const header = authorizationOf(init);
  if (header) {
    try {
      const actor = await authenticateBasic(deps, header);
      return { deps, streams, actor, realm: actor.realm, authError: null };
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      const realm = await realmForHost(deps.db.prisma, deps.server, init.host ?? init.headers?.get('host') ?? undefined);
      return { deps, streams, actor: null, realm, authError: e };
    }
  }
  const realm = await realmForHost(deps.db.prisma, deps.server, init.host ?? init.headers?.get('host') ?? undefined);
  return { deps, streams, actor: null, realm, authError: null };
}
