import { OWN_SETTINGS_PARAMS, type OwnSettingsParam, type OwnSettingsPatch } from '../../domain/account/update-own-settings.ts';
import type { FieldReader } from '../../domain/input-reader.ts';
import { isJsonSetting } from '../../domain/realm/user-settings-defaults.ts';
import type { UserSettingDef } from '../../domain/settings/user-settings.ts';
import * as settings from '../../resolvers/settings.ts';
import { bool, int } from '../json-checks.ts';
import { checkText, parseJsonParam, type Params } from '../params.ts';
import { userRoute, type RouteDef, type RestContext } from '../route.ts';

const PARAM_BY_KEY = new Map<keyof OwnSettingsPatch, OwnSettingsParam>(OWN_SETTINGS_PARAMS.map((p) => [p.key, p]));

/** A setting's wire value decoded and typed by its kind (JSON null is absent, as Zulip's `Json[T] | None`). */
function settingValue(def: UserSettingDef, raw: string): boolean | number | string | undefined {
  if (!isJsonSetting(def)) return checkText(def.name, raw, {});
  const value = parseJsonParam(def.name, raw);
  if (value === null) return undefined;
  return def.kind === 'bool' ? bool(value, def.name) : int()(value, def.name);
}

/**
 * json_change_settings's parameters, each decoded when updateOwnSettings asks
 * for it (it asks in Zulip's order and checks each before the next), so the
 * first bad parameter is the answer.
 */
const ownSettingsReader =
  (params: Params): FieldReader<OwnSettingsPatch> =>
  (key) => {
    const param = PARAM_BY_KEY.get(key);
    const raw = param === undefined ? undefined : params.raw(param.name);
    if (param === undefined || raw === undefined) return undefined;
    const value = param.setting === undefined ? checkText(param.name, raw, {}) : settingValue(param.setting, raw);
    // The value is decoded for the kind of the setting (or account field) named by the key.
    return value as OwnSettingsPatch[typeof key] | undefined;
  };

const change = async (ctx: RestContext) => {
  await settings.updateOwnSettings(ctx, ownSettingsReader(ctx.params));
  return {};
};

/** PATCH /settings, and the legacy /settings/display and /settings/notifications that call the same view. */
export const settingsRoutes: RouteDef[] = [
  userRoute('PATCH', '/settings', change),
  userRoute('PATCH', '/settings/display', change),
  userRoute('PATCH', '/settings/notifications', change),
];
