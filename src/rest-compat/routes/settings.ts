import { OWN_SETTINGS_PARAMS, type OwnSettingsPatch } from '../../domain/account/update-own-settings.ts';
import * as settings from '../../resolvers/settings.ts';
import { checkText } from '../params.ts';
import { userRoute, type RouteDef, type RestContext } from '../route.ts';
import { patchReader, settingParam, type PatchParam } from '../setting-params.ts';

/**
 * json_change_settings's parameters, each decoded when updateOwnSettings asks
 * for it (it asks in Zulip's order and checks each before the next), so the
 * first bad parameter is the answer.
 */
const OWN_PARAMS = new Map<keyof OwnSettingsPatch, PatchParam>(
  OWN_SETTINGS_PARAMS.map(({ name, key, setting }) => [
    key,
    { name, decode: (raw) => (setting === undefined ? checkText(name, raw, {}) : settingParam(setting, raw)) },
  ]),
);

const change = async (ctx: RestContext) => {
  await settings.updateOwnSettings(ctx, patchReader(ctx.params, OWN_PARAMS));
  return {};
};

/** PATCH /settings, and the legacy /settings/display and /settings/notifications that call the same view. */
export const settingsRoutes: RouteDef[] = [
  userRoute('PATCH', '/settings', change),
  userRoute('PATCH', '/settings/display', change),
  userRoute('PATCH', '/settings/notifications', change),
];
