import { checkGroupSettingChangeRequest } from '../../domain/groups/group-setting-value.ts';
import {
  isJsonParam,
  UPDATE_REALM_PARAMS,
  type RealmParam,
  type RealmSettingsPatch,
} from '../../domain/realm/realm-settings-patch.ts';
import { REALM_DEFAULT_PARAM_KEYS, type UserSettingsDefaultsPatch } from '../../domain/realm/user-settings-defaults.ts';
import * as realm from '../../resolvers/realm.ts';
import { dict, int } from '../json-checks.ts';
import { checkText, parseJsonParam } from '../params.ts';
import { realmChangesJson } from '../presenters/realm.ts';
import { patchReader, settingParam, type PatchParam } from '../setting-params.ts';
import { userRoute, type RouteDef } from '../route.ts';

/**
 * One update_realm parameter decoded from the wire (JSON null is absent, as
 * Zulip's `Json[T] | None`): a group setting's `{new, old}` and the login
 * methods in their shape, a scalar as sent. updateRealm checks each value's
 * kind and rules, with Zulip's messages, when it reads the field.
 */
function realmParam(p: RealmParam, raw: string): unknown {
  if (!isJsonParam(p)) return checkText(p.name, raw, {});
  const value = parseJsonParam(p.name, raw);
  if (value === null) return undefined;
  if (p.kind === 'group') return checkGroupSettingChangeRequest(value, p.name);
  if (p.kind === 'auth_methods') return methodsChange(p.name, value);
  return value;
}

/** update_realm's parameters, each decoded when updateRealm asks for it (in Zulip's order, checking each before the next). */
const REALM_PARAMS = new Map<keyof RealmSettingsPatch, PatchParam>(
  UPDATE_REALM_PARAMS.map((p) => [p.key, { name: p.name, decode: (raw) => realmParam(p, raw) }]),
);

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
    realmChangesJson(await realm.updateRealm(ctx, patchReader(ctx.params, REALM_PARAMS))),
  ),
  userRoute('POST', '/realm/deactivate', async (ctx) => {
    // require_realm_owner runs before the parameter is read: the operation reads it after its check.
    // Json[int | None]: JSON null, like no value, means the data is never deleted.
    const deletionDelayDays = () =>
      ctx.params.json('deletion_delay_days', (v, path) => (v === null ? null : int()(v, path))) ?? null;
    await realm.deactivateRealm(ctx, () => ({ deletionDelayDays: deletionDelayDays() }));
    return {};
  }),
  userRoute('POST', '/realm/test_welcome_bot_custom_message', async (ctx) => {
    // require_realm_admin runs before the parameter is read: the operation reads it after its check.
    const messageId = await realm.testWelcomeBotCustomMessage(ctx, () => ({
      welcomeMessageCustomText: ctx.params.str('welcome_message_custom_text', { required: true }),
    }));
    return { message_id: messageId };
  }),
  userRoute('PATCH', '/realm/user_settings_defaults', async (ctx) => {
    await realm.updateUserSettingsDefaults(ctx, patchReader(ctx.params, DEFAULT_PARAMS));
    return {};
  }),
];
