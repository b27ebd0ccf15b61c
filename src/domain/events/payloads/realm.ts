/** Organization settings, as Zulip's events name them. */

export interface RealmUpdateEvent {
  type: 'realm';
  op: 'update';
  property: string;
  /** Its type depends on `property`. */
  value: unknown;
}

/** Several settings at once, or a setting that Zulip announces this way for history's sake. */
export interface RealmUpdateDictEvent {
  type: 'realm';
  op: 'update_dict';
  property: 'default';
  data: Record<string, unknown>;
}

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
    realmUpdate: RealmUpdateEvent;
    realmUpdateDict: RealmUpdateDictEvent;
    realmDeactivated: RealmDeactivatedEvent;
    realmUserSettingsDefaults: RealmUserSettingsDefaultsEvent;
    realmExportConsent: RealmExportConsentEvent;
  }
}
