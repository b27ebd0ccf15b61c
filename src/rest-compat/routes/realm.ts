import { checkGroupSettingChangeRequest } from '../../domain/groups/group-setting-value.ts';
import {
  checkRealmParam,
  isJsonParam,
  UPDATE_REALM_PARAMS,
  wrongType,
  type RealmParamValue,
  type RealmPatch,
} from '../../domain/realm/update-realm.ts';
import { camelCase } from '../../domain/text.ts';
import { REALM_DEFAULT_PARAM_KEYS, type UserSettingsDefaultsPatch } from '../../domain/realm/user-settings-defaults.ts';
import * as realm from '../../resolvers/realm.ts';
import { dict, int } from '../json-checks.ts';
import { checkText, parseJsonParam, type Params } from '../params.ts';
import { realmChangesJson } from '../presenters/realm.ts';
import { patchReader, settingParam, type PatchParam } from '../setting-params.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** One parameter, `Json[...]` ones decoded (JSON null counts as absent, as Zulip's `Json[T] | None`); undefined when absent. */
type ParamReader = (name: string, wire: 'json' | 'str') => unknown;

const reader =
  (params: Params): ParamReader =>
  (name, wire) => {
    const raw = params.raw(name);
    if (raw === undefined) return undefined;
    return wire === 'json' ? parseJsonParam(name, raw) : checkText(name, raw, {});
  };

/**
 * update_realm's parameters in Zulip's declaration order: each one decoded,
 * its wire shape checked, then its value checked by the domain's rule right
 * away, so a request with several bad parameters gets Zulip's first error.
 * Each goes under its camelCase name, the patch's field.
 */
function realmPatch(read: ParamReader): RealmPatch {
  const patch: Record<string, RealmParamValue> = {};
  for (const p of UPDATE_REALM_PARAMS) {
    const raw = read(p.name, isJsonParam(p) ? 'json' : 'str');
    if (raw === undefined || raw === null) continue;
    const value: RealmParamValue =
      p.kind === 'group'
        ? checkGroupSettingChangeRequest(raw, p.name)
        : p.kind === 'auth_methods'
          ? methodsChange(p.name, raw)
          : scalar(p.name, raw);
    patch[camelCase(p.name)] = checkRealmParam(p.name, value);
  }
  // Every key is a parameter's camelCase name with a value checked for that parameter's kind.
  return patch as RealmPatch;
}

/** A JSON value that is not a boolean, number or string fails the setting's type check, with its message. */
function scalar(name: string, v: unknown): RealmParamValue {
  if (typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string') return v;
  throw wrongType(name);
}

/**
 * `Json[dict[str, Any]]`: any JSON value per backend, which Zulip treats by
 * Python truthiness when it turns the backend on or off.
 */
function methodsChange(name: string, raw: unknown): Map<string, boolean> {
  return new Map(Object.entries(dict(raw, name)).map(([backend, v]) => [backend, pythonTruthy(v)]));
}

const pythonTruthy = (v: unknown): boolean =>
  !(
    v === null ||
    v === false ||
    v === 0 ||
    v === '' ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === 'object' && v !== null && Object.keys(v).length === 0)
  );

/** update_realm_user_settings_defaults's parameters, each decoded when the operation asks for it (in Zulip's order, checking each before the next). */
const DEFAULT_PARAMS = new Map<keyof UserSettingsDefaultsPatch, PatchParam>(
  REALM_DEFAULT_PARAM_KEYS.map(({ def, key }) => [key, { name: def.name, decode: (raw) => settingParam(def, raw) }]),
);

export const realmRoutes: RouteDef[] = [
  userRoute('PATCH', '/realm', async (ctx) =>
    realmChangesJson(await realm.updateRealm(ctx, () => realmPatch(reader(ctx.params)))),
  ),
  userRoute('POST', '/realm/deactivate', async (ctx) => {
    // require_realm_owner runs before the parameter is read: the operation reads it after its check.
    // Json[int | None]: JSON null, like no value, means the data is never deleted.
    const deletionDelayDays = () =>
      ctx.params.json('deletion_delay_days', (v, path) => (v === null ? null : int()(v, path))) ?? null;
    await realm.deactivateRealm(ctx, () => ({ deletionDelayDays: deletionDelayDays() }));
    return {};
  }),
  userRoute('PATCH', '/realm/user_settings_defaults', async (ctx) => {
    await realm.updateUserSettingsDefaults(ctx, patchReader(ctx.params, DEFAULT_PARAMS));
    return {};
  }),
];
