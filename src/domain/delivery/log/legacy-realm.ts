import type { EventOf } from '../../events/types.ts';
import type { AuthenticationMethods } from '../../realm/authentication-methods.ts';
import { REALM_DEFAULT_NAMES, realmChangeKey, type RealmSettingsChanges } from '../../realm/event-payloads.ts';
import { loggedSettingValue } from './legacy-group-values.ts';

/*
 * `realm` and `realm_user_settings_defaults` events logged before they were typed carry Zulip's payloads: a
 * settings change as `update` (property, value) or `update_dict` (data, by
 * Zulip's names; the login methods as {enabled, available}), `deactivated`
 * with realm_id. As in legacy-payloads.ts, such an entry is read as the typed
 * event, told from it by a field only the old shape has.
 */

type Legacy = Record<string, unknown>;

/** Zulip's {enabled, available} per login method, as the backends a realm allows. */
const loggedMethods = (v: unknown): AuthenticationMethods =>
  Object.fromEntries(
    Object.entries(v !== null && typeof v === 'object' ? (v as Record<string, Legacy>) : {}).map(([name, m]) => [
      name,
      m.enabled === true,
    ]),
  );

/**
 * Settings by Zulip's names as the typed changes. A name this version does
 * not know keeps its name (REST writes it back as it was).
 */
function loggedChanges(data: Legacy): RealmSettingsChanges {
  const entries = Object.entries(data).map(([name, value]) =>
    name === 'authentication_methods'
      ? ['authenticationMethods', loggedMethods(value)]
      : [realmChangeKey(name) ?? name, loggedSettingValue(value)],
  );
  // Each value is of its setting's kind: update_realm checked it before logging it.
  return Object.fromEntries(entries) as RealmSettingsChanges;
}

function realm(e: Legacy): EventOf<'realm'> {
  if (e.op === 'deactivated') return { type: 'realm', op: 'deactivated', realmId: Number(e.realm_id) };
  const data = e.op === 'update' ? { [String(e.property)]: e.value } : ((e.data ?? {}) as Legacy);
  return { type: 'realm', op: 'update', changes: loggedChanges(data) };
}

const DEFAULT_KEYS = new Map([...REALM_DEFAULT_NAMES].map(([key, name]) => [name, key]));

/**
 * `realm_user_settings_defaults` named its setting as Zulip does (`property`);
 * a name this version does not know keeps its name (REST writes it back as it was).
 */
const userSettingsDefaults = (e: Legacy): EventOf<'realm_user_settings_defaults'> => ({
  type: 'realm_user_settings_defaults',
  op: 'update',
  // The setting is one update_realm_user_settings_defaults took, its value checked before it was logged.
  setting: (DEFAULT_KEYS.get(String(e.property)) ??
    String(e.property)) as EventOf<'realm_user_settings_defaults'>['setting'],
  value: e.value as EventOf<'realm_user_settings_defaults'>['value'],
});

/** The old shape's converter for realm events, and how an entry of the old shape is told from a typed one. */
export const LEGACY_REALM_PAYLOADS: Record<
  string,
  { isOld: (e: Legacy) => boolean; upgrade: (e: Legacy) => EventOf<'realm' | 'realm_user_settings_defaults'> }
> = {
  realm: { isOld: (e) => 'realm_id' in e || 'property' in e, upgrade: realm },
  realm_user_settings_defaults: { isOld: (e) => 'property' in e, upgrade: userSettingsDefaults },
};
