/** Organization settings, users and bots, as Zulip's events name them. */

import type { BotDict } from './users.ts';

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

export interface RealmDeactivatedEvent {
  type: 'realm';
  op: 'deactivated';
  realm_id: number;
}

/** The bots a user owns (every bot, for administrators). */
export interface RealmBotAddEvent {
  type: 'realm_bot';
  op: 'add';
  bot: BotDict;
}

/** `changes`: the bot's changed fields, by their REST names (REST writes them into Zulip's `bot` next to its user_id). */
export type RealmBotUpdateEvent = {
  type: 'realm_bot';
  op: 'update';
  botId: number;
  changes: Record<string, unknown>;
};

/** `remove`: the bot was deactivated; `delete`: the user no longer sees it (it changed owner). */
export type RealmBotRemoveEvent = {
  type: 'realm_bot';
  op: 'remove' | 'delete';
  botId: number;
  fullName?: string;
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
    realmBotAdd: RealmBotAddEvent;
    realmBotUpdate: RealmBotUpdateEvent;
    realmBotRemove: RealmBotRemoveEvent;
    realmUserSettingsDefaults: RealmUserSettingsDefaultsEvent;
    realmExportConsent: RealmExportConsentEvent;
  }
}
