import type { RealmPlayground } from '../../domain/playgrounds/playgrounds.ts';
import type { RealmDomain } from '../../domain/realm-domains/realm-domains.ts';

/** A code playground as Zulip writes it (register's realm_playgrounds, realm_playgrounds events). */
export const playgroundJson = (p: RealmPlayground) => ({
  id: p.id,
  name: p.name,
  pygments_language: p.pygmentsLanguage,
  url_template: p.urlTemplate,
});

/** An organization domain as Zulip writes it (GET /realm/domains, register's realm_domains, realm_domains events). */
export const realmDomainJson = (d: RealmDomain) => ({ domain: d.domain, allow_subdomains: d.allowSubdomains });
