/** A realm linkifier: text matching `pattern` links to `urlTemplate` expanded with its named groups. */
export interface Linkifier {
  id: number;
  pattern: string;
  urlTemplate: string;
}

/** The realm's linkifiers changed: the whole list, in order (to every active user). */
export interface RealmLinkifiersEvent {
  type: 'realm_linkifiers';
  linkifiers: Linkifier[];
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    realmLinkifiers: RealmLinkifiersEvent;
  }
}
