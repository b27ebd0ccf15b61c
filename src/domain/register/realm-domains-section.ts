import { prismaReader } from '../../db/sql.ts';
import { listRealmDomains, type RealmDomain } from '../realm-domains/realm-domains.ts';
import type { StateContext } from './types.ts';

/** realm_domains: the organization's e-mail domains, for everyone. */
export async function realmDomainsState(ctx: StateContext): Promise<{ realm_domains: RealmDomain[] }> {
  return { realm_domains: await listRealmDomains(prismaReader(ctx.db), ctx.actor.realm.id) };
}
