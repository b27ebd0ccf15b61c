import type { AuthenticationMethods } from './authentication-methods.ts';
import { REALM_SETTING_KEYS, type RealmSettings } from './settings.ts';
import {
  REALM_DEFAULT_PARAM_KEYS,
  type SettingValue,
  type UserSettingsDefaultsPatch,
} from './user-settings-defaults.ts';

/*
 * The `realm` settings events, typed; REST writes them in Zulip's names and
 * shapes (update or update_dict: src/rest-compat/presenters/realm-events.ts),
 * and entries an earlier version logged in Zulip's shape are read by
 * delivery/log/legacy-realm.ts.
 */

/**
 * What one change of the organization announces: each setting under its
 * RealmSettings name (a group setting in API form, a time limit's null: no
 * limit), the name and description, the login methods as they now are.
 */
export type RealmSettingsChanges = Partial<
  RealmSettings & { name: string; description: string; authenticationMethods: AuthenticationMethods }
>;

/** Settings of the organization changed (together, as one announcement). */
export type RealmSettingsUpdateEvent = {
  type: 'realm';
  op: 'update';
  changes: RealmSettingsChanges;
  /** Announced as one dict even when a single setting changed (REST: `update_dict`, as Zulip does for some changes). */
  asDict?: boolean;
};

/** Each key of RealmSettingsChanges and the name Zulip gives it (both APIs list a change by it). */
export const REALM_CHANGE_NAMES: ReadonlyMap<string, string> = new Map([
  ['name', 'name'],
  ['description', 'description'],
  ['authenticationMethods', 'authentication_methods'],
  ...REALM_SETTING_KEYS.map(({ name, key }): [string, string] => [key, name]),
]);

/** The key of RealmSettingsChanges Zulip names `name`, if it is one. */
export const realmChangeKey = (name: string): keyof RealmSettingsChanges | undefined => REALM_CHANGE_KEYS.get(name);

const REALM_CHANGE_KEYS = new Map(
  [...REALM_CHANGE_NAMES].map(([key, name]) => [name, key as keyof RealmSettingsChanges]),
);

/** A setting new users start with changed: `setting` its key in UserSettingsDefaultsPatch. */
export type RealmUserSettingsDefaultsEvent = {
  type: 'realm_user_settings_defaults';
  op: 'update';
  setting: keyof UserSettingsDefaultsPatch;
  value: SettingValue;
};

/** Each key of UserSettingsDefaultsPatch and the name Zulip gives it (both APIs name the change by it). */
export const REALM_DEFAULT_NAMES: ReadonlyMap<string, string> = new Map(
  REALM_DEFAULT_PARAM_KEYS.map(({ def, key }): [string, string] => [key, def.name]),
);

declare module '../event-types.ts' {
  interface DomainEventMap {
    realmSettingsUpdate: RealmSettingsUpdateEvent;
    realmUserSettingsDefaults: RealmUserSettingsDefaultsEvent;
  }
}
