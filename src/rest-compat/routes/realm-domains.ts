import { fieldParsers } from '../../domain/input-reader.ts';
import * as domains from '../../resolvers/realm-domains.ts';
import { bool } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { realmDomainJson } from '../presenters/realm-lists.ts';
import { userRoute, type RouteDef } from '../route.ts';

const allowSubdomainsOf = (params: Params) => params.json('allow_subdomains', bool, { required: true });

/** Organization domains. Writes are for owners, checked before any parameter is read (Zulip's require_realm_owner). */
export const realmDomainsRoutes: RouteDef[] = [
  userRoute('GET', '/realm/domains', async (ctx) => ({
    domains: (await domains.realmDomains(ctx)).map(realmDomainJson),
  })),
  userRoute('POST', '/realm/domains', async (ctx) => {
    const added = await domains.addRealmDomain(
      ctx,
      fieldParsers({
        allowSubdomains: () => allowSubdomainsOf(ctx.params),
        domain: () => ctx.params.str('domain', { required: true }),
      }),
    );
    return { new_domain: [added.id, added.domain] };
  }),
  userRoute('PATCH', '/realm/domains/{domain}', async (ctx) => {
    await domains.changeRealmDomain(ctx, ctx.path.domain, () => allowSubdomainsOf(ctx.params));
  }),
  userRoute('DELETE', '/realm/domains/{domain}', async (ctx) => {
    await domains.removeRealmDomain(ctx, ctx.path.domain);
  }),
];
