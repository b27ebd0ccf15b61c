import { isJsonSetting, wrongSettingType, type SettingValue } from '../../domain/realm/user-settings-defaults.ts';
import { checkOwnSetting, mayChangeOwnSettings, OWN_SETTING_PARAMS } from '../../domain/settings/update-own-settings.ts';
import * as settings from '../../resolvers/settings.ts';
import { checkText, parseJsonParam, type Params } from '../params.ts';
import { userRoute, type RouteDef, type RestContext } from '../route.ts';

/**
 * json_change_settings's parameters in Zulip's (alphabetical) order: each
 * decoded, then checked by the domain's rule right away, so the first bad
 * parameter is the answer. full_name sits between the settings by name.
 */
function ownSettings(params: Params): { fullName?: string; settings: Map<string, SettingValue> } {
  const names = [...OWN_SETTING_PARAMS.map((d) => d.name), 'full_name'].sort();
  const patch = new Map<string, SettingValue>();
  let fullName: string | undefined;
  for (const name of names) {
    const raw = params.raw(name);
    if (raw === undefined) continue;
    if (name === 'full_name') {
      fullName = checkText(name, raw, {});
      continue;
    }
    const def = OWN_SETTING_PARAMS.find((d) => d.name === name);
    const value = def !== undefined && isJsonSetting(def) ? parseJsonParam(name, raw) : checkText(name, raw, {});
    if (value === null) continue;
    if (typeof value !== 'boolean' && typeof value !== 'number' && typeof value !== 'string') throw wrongSettingType(name);
    patch.set(name, checkOwnSetting(name, value));
  }
  return { fullName, settings: patch };
}

const change = async (ctx: RestContext) => {
  mayChangeOwnSettings(ctx.actor);
  await settings.updateOwnSettings(ctx, ownSettings(ctx.params));
  return {};
};

/** PATCH /settings, and the legacy /settings/display and /settings/notifications that call the same view. */
export const settingsRoutes: RouteDef[] = [
  userRoute('PATCH', '/settings', change),
  userRoute('PATCH', '/settings/display', change),
  userRoute('PATCH', '/settings/notifications', change),
];
