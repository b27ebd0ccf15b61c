import type { Realm } from '../../generated/prisma/client.ts';
import type { Db, ServerInfo } from '../context.ts';
import { DomainError } from '../errors.ts';

/**
 * The realm a request addresses, by subdomain of the configured external host
 * as Zulip does; the root domain is the realm with an empty string_id, and a
 * single-realm server answers for its one realm on any host name.
 */
export async function realmForHost(db: Db, server: ServerInfo, hostHeader: string | undefined): Promise<Realm> {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  const base = new URL(server.externalUrl).hostname.toLowerCase();
  const subdomain = host.endsWith(`.${base}`) ? host.slice(0, -base.length - 1) : '';
  const realm =
    (await db.realm.findUnique({ where: { stringId: subdomain } })) ??
    (subdomain === '' ? await db.realm.findFirst({ orderBy: { id: 'asc' } }) : null);
  if (!realm) throw new DomainError('NONEXISTENT_SUBDOMAIN', 'Invalid subdomain', 404);
  return realm;
}

/** Whether the request came to the root domain (no realm subdomain). */
export function isRootDomain(server: ServerInfo, hostHeader: string | undefined): boolean {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  const base = new URL(server.externalUrl).hostname.toLowerCase();
  return !host.endsWith(`.${base}`);
}
