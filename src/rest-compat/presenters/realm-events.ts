import type { EventOf } from '../../domain/events/types.ts';
import { authenticationMethodsJson } from './realm.ts';
import {
  REALM_CHANGE_NAMES,
  REALM_DEFAULT_NAMES,
  type RealmSettingsChanges,
} from '../../domain/realm/event-payloads.ts';
import { REALM_GROUP_SETTINGS } from '../../domain/realm/permission-settings.ts';
import { camelCase } from '../../domain/text.ts';
import { settingValueJson } from './group-setting-values.ts';

/**
 * Settings Zulip announces as `update_dict` even alone: the group settings,
 * the login methods, and (for history's sake) two message-editing settings.
 */
const ANNOUNCED_AS_DICT = new Set<string>([
  ...REALM_GROUP_SETTINGS.map((g) => camelCase(g.name)),
  'authenticationMethods',
  'allowMessageEditing',
  'messageContentEditLimitSeconds',
]);

/** The changes in Zulip's names, each value as Zulip writes it. */
function changesJson({ authenticationMethods, ...settings }: RealmSettingsChanges): Record<string, unknown> {
  const data = Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [REALM_CHANGE_NAMES.get(key) ?? key, settingValueJson(value)]),
  );
  if (authenticationMethods !== undefined)
    data.authentication_methods = authenticationMethodsJson(authenticationMethods);
  return data;
}

/**
 * Zulip's `realm` events: `deactivated` with the realm's id; a settings change
 * as `update` (one setting: property and value) or `update_dict` (several
 * together, or one of those Zulip announces so: `property: 'default'` and
 * the data); the caller puts the keys in order.
 */
export function realmEventJson(ev: EventOf<'realm'>): object {
  if (ev.op === 'deactivated') return { type: ev.type, op: ev.op, realm_id: ev.realmId };
  const keys = Object.keys(ev.changes);
  const data = changesJson(ev.changes);
  const [single] = keys.length === 1 && !ev.asDict && !ANNOUNCED_AS_DICT.has(keys[0] ?? '') ? Object.entries(data) : [];
  if (single !== undefined) return { type: ev.type, op: 'update', property: single[0], value: single[1] };
  return { type: ev.type, op: 'update_dict', property: 'default', data };
}

/** Zulip's `realm_user_settings_defaults` update: the setting by its Zulip name, and its value. */
export const realmUserSettingsDefaultsEventJson = (ev: EventOf<'realm_user_settings_defaults'>): object => ({
  type: ev.type,
  op: ev.op,
  property: REALM_DEFAULT_NAMES.get(ev.setting) ?? ev.setting,
  value: ev.value,
});
