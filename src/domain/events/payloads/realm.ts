/** Organization events; its settings' `update`: realm/event-payloads.ts. */

export type RealmDeactivatedEvent = {
  type: 'realm';
  op: 'deactivated';
  realmId: number;
};

export interface RealmUserSettingsDefaultsEvent {
  type: 'realm_user_settings_defaults';
  op: 'update';
  property: string;
  value: unknown;
}

/** To administrators: whether a user allows exports of their private data. */
export type RealmExportConsentEvent = {
  type: 'realm_export_consent';
  userId: number;
  consented: boolean;
};

declare module '../../event-types.ts' {
  interface DomainEventMap {
    realmDeactivated: RealmDeactivatedEvent;
    realmUserSettingsDefaults: RealmUserSettingsDefaultsEvent;
    realmExportConsent: RealmExportConsentEvent;
  }
}
