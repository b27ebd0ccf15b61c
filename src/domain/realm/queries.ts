import type { Realm } from '../../generated/prisma/client.ts';
import type { Db, ServerInfo } from '../context.ts';
import { DomainError } from '../errors.ts';

/**
 * The subdomain of `zircon seed-demo`'s organization, Zulip's development
 * cast. The README's root-domain rule names it: a server started with `npm
 * start` has its own organization on the root domain, and seed-demo's users
 * log in there too, with their address.
 */
export const DEMO_SUBDOMAIN = 'zulip';

/**
 * Zulip's get_subdomain: the subdomain of the configured external host that a
 * Host header names; '' for the root domain (the external host itself, or any
 * other name the server is reached by).
 */
export function subdomainOf(server: ServerInfo, hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  const base = new URL(server.externalUrl).hostname.toLowerCase();
  return host.endsWith(`.${base}`) ? host.slice(0, -base.length - 1) : '';
}

/**
 * The realm a request addresses, by subdomain of the configured external host
 * as Zulip does; the root domain is the realm with an empty string_id, and a
 * single-realm server answers for its one realm on any host name.
 */
export async function realmForHost(db: Db, server: ServerInfo, hostHeader: string | undefined): Promise<Realm> {
  const subdomain = subdomainOf(server, hostHeader);
  const realm =
    (await db.realm.findUnique({ where: { stringId: subdomain } })) ??
    (subdomain === '' ? await db.realm.findFirst({ orderBy: { id: 'asc' } }) : null);
  if (!realm) throw new DomainError('NONEXISTENT_SUBDOMAIN', 'Invalid subdomain', 404);
  return realm;
}

/** Whether the request came to the root domain (no realm subdomain). */
export const isRootDomain = (server: ServerInfo, hostHeader: string | undefined): boolean =>
  subdomainOf(server, hostHeader) === '';

/**
 * Zulip's user_matches_subdomain: whether accounts of `realm` may be used on
 * this host. A subdomain serves its organization only; the root domain serves
 * the organization realmForHost picks there (`servesRootDomain`: the one
 * without a subdomain, or the first when none is without) and seed-demo's
 * (DEMO_SUBDOMAIN). The same rule for API keys (REST, GraphQL over HTTP and
 * WebSockets) and for password logins.
 */
export function realmServedAt(
  server: ServerInfo,
  hostHeader: string | undefined,
  realm: Pick<Realm, 'stringId'> & { servesRootDomain: boolean },
): boolean {
  const subdomain = subdomainOf(server, hostHeader);
  if (realm.stringId === subdomain) return true;
  return subdomain === '' && (realm.servesRootDomain || realm.stringId === DEMO_SUBDOMAIN);
}
