/** Organization events; its settings' `update` and its new users' defaults: realm/event-payloads.ts. */

export type RealmDeactivatedEvent = {
  type: 'realm';
  op: 'deactivated';
  realmId: number;
};

/** To administrators: whether a user allows exports of their private data. */
export type RealmExportConsentEvent = {
  type: 'realm_export_consent';
  userId: number;
  consented: boolean;
};

declare module '../../event-types.ts' {
  interface DomainEventMap {
    realmDeactivated: RealmDeactivatedEvent;
    realmExportConsent: RealmExportConsentEvent;
  }
}
