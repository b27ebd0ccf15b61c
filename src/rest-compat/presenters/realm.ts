import type { AuthenticationMethods } from '../../domain/realm/authentication-methods.ts';
import { UPDATE_REALM_PARAMS, type RealmChanges } from '../../domain/realm/update-realm.ts';
import { camelCase } from '../../domain/text.ts';
import { settingValueJson } from './group-setting-values.ts';

const PARAM_OF_FIELD = new Map(UPDATE_REALM_PARAMS.map((p) => [camelCase(p.name), p]));

/**
 * PATCH /realm's answer, as Zulip's update_realm writes it: each changed
 * setting by its name, a text as "updated", a Python Enum setting as its
 * value, the others as they are now.
 */
export function realmChangesJson(changes: RealmChanges): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    const p = PARAM_OF_FIELD.get(field);
    if (p === undefined) continue;
    if (p.kind === 'setting' && p.def.kind === 'enum_string')
      out[p.name] = typeof value === 'string' ? p.def.enumValues?.[value] : value;
    else out[p.name] = typeof value === 'string' ? 'updated' : settingValueJson(value);
  }
  return out;
}

/** Zulip's get_realm_authentication_methods_for_page_params_api (no plan restricts a backend here). */
export function authenticationMethodsJson(
  methods: AuthenticationMethods,
): Record<string, { enabled: boolean; available: boolean }> {
  return Object.fromEntries(Object.entries(methods).map(([name, enabled]) => [name, { enabled, available: true }]));
}
