import { isJsonSetting, wrongSettingType, type SettingValue } from '../../domain/realm/user-settings-defaults.ts';
import { checkOwnSetting, checkOwnTimezone, mayChangeOwnSettings, OWN_SETTING_PARAMS, type OwnSettingsInput } from '../../domain/account/update-own-settings.ts';
import * as settings from '../../resolvers/settings.ts';
import { checkText, parseJsonParam, type Params } from '../params.ts';
import { userRoute, type RouteDef, type RestContext } from '../route.ts';

/** The plain string parameters besides the settings, and their input fields. */
const ACCOUNT_PARAMS: Record<string, 'fullName' | 'email' | 'oldPassword' | 'newPassword' | 'timezone'> = {
  full_name: 'fullName',
  email: 'email',
  old_password: 'oldPassword',
  new_password: 'newPassword',
  timezone: 'timezone',
};

/**
 * json_change_settings's parameters in Zulip's (alphabetical) order: each
 * decoded, then checked by the domain's rule right away, so the first bad
 * parameter is the answer. The name, address, passwords and time zone sit
 * between the settings by name.
 */
function ownSettings(params: Params): OwnSettingsInput {
  const names = [...OWN_SETTING_PARAMS.map((d) => d.name), ...Object.keys(ACCOUNT_PARAMS)].sort();
  const patch = new Map<string, SettingValue>();
  const input: OwnSettingsInput = { settings: patch };
  for (const name of names) {
    const raw = params.raw(name);
    if (raw === undefined) continue;
    const account = ACCOUNT_PARAMS[name];
    if (account !== undefined) {
      const text = checkText(name, raw, {});
      input[account] = account === 'timezone' ? checkOwnTimezone(text) : text;
      continue;
    }
    const def = OWN_SETTING_PARAMS.find((d) => d.name === name);
    const value = def !== undefined && isJsonSetting(def) ? parseJsonParam(name, raw) : checkText(name, raw, {});
    if (value === null) continue;
    if (typeof value !== 'boolean' && typeof value !== 'number' && typeof value !== 'string') throw wrongSettingType(name);
    patch.set(name, checkOwnSetting(name, value));
  }
  return input;
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
