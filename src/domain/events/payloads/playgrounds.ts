/** A code playground: code blocks in `pygmentsLanguage` get a link to `urlTemplate` with `{code}` filled in. */
export interface RealmPlayground {
  id: number;
  name: string;
  pygmentsLanguage: string;
  urlTemplate: string;
}

/** The realm's code playgrounds changed: the whole list (to every active user). */
export interface RealmPlaygroundsEvent {
  type: 'realm_playgrounds';
  playgrounds: RealmPlayground[];
}

declare module '../../event-types.ts' {
  interface DomainEventMap {
    realmPlaygrounds: RealmPlaygroundsEvent;
  }
}
