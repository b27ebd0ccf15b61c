/** An e-mail domain of the organization; with `allowSubdomains`, its subdomains belong too. */
export interface RealmDomain {
  domain: string;
  allowSubdomains: boolean;
}

/** A domain was added or changed (to every active user). */
export interface RealmDomainsChangeEvent {
  type: 'realm_domains';
  op: 'add' | 'change';
  realmDomain: RealmDomain;
}

/** A domain was removed (to every active user). */
export interface RealmDomainsRemoveEvent {
  type: 'realm_domains';
  op: 'remove';
  domain: string;
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    realmDomainsChange: RealmDomainsChangeEvent;
    realmDomainsRemove: RealmDomainsRemoveEvent;
  }
}
