import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { inTransaction } from '../context.ts';
import { checkSetting, checkSettingsValues } from '../settings/check-setting.ts';
import { adminRequired } from '../errors.ts';
import {
  USER_SETTING_DEFS,
  readUserSettings,
  userSettingsOf,
  type UserSettingDef,
  type UserSettings,
  type UserSettingKindValue,
  type UserSettingsValues,
} from '../settings/user-settings.ts';
import { camelCase, type CamelCase } from '../text.ts';
import { activeUserIds } from './active-users.ts';
import { isAdmin } from '../roles.ts';
import { readField, type FieldsOrReader } from '../input-reader.ts';

/** A setting's value. */
export type SettingValue = boolean | number | string;

type RealmDefaultParamDef = Exclude<(typeof USER_SETTING_DEFS)[number], { realmDefaultReadOnly: true }>;

const isRealmDefaultParam = (s: (typeof USER_SETTING_DEFS)[number]): s is RealmDefaultParamDef =>
  !('realmDefaultReadOnly' in s);

/**
 * A PATCH /realm/user_settings_defaults change: each setting under its
 * camelCase name (Zulip's `enter_sends` is `enterSends`), typed by its kind.
 * Transports decode their wire values; the rules on the values are here.
 */
export type UserSettingsDefaultsPatch = Readonly<{
  [D in RealmDefaultParamDef as CamelCase<D['name']>]?: UserSettingKindValue[D['kind']];
}>;

const TYPED_DEFAULT_PARAMS: readonly RealmDefaultParamDef[] = USER_SETTING_DEFS.filter(isRealmDefaultParam).sort(
  (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
);

/** update_realm_user_settings_defaults's parameters, in declaration order (alphabetical in Zulip 11). */
export const REALM_DEFAULT_PARAMS: readonly UserSettingDef[] = TYPED_DEFAULT_PARAMS;

/** Each parameter and its key in UserSettingsDefaultsPatch, in declaration order. */
export const REALM_DEFAULT_PARAM_KEYS: ReadonlyArray<{ def: UserSettingDef; key: keyof UserSettingsDefaultsPatch }> =
  TYPED_DEFAULT_PARAMS.map((def) => ({
    def,
    key: camelCase(def.name),
  }));

/** On this endpoint only `emojiset` is checked by a validator; the other string choices are Literals. */
const VALUE_ERROR_CHOICES = new Set(['emojiset']);

/** Whether a setting is `Json[...]` on the wire (the others are plain text). */
export const isJsonSetting = (def: UserSettingDef): boolean => def.kind !== 'literal' && def.kind !== 'string';

/** The defaults new users of the realm get: every personal setting. */
export function realmUserSettingsDefaults(realm: { userSettingsDefaults: unknown }): UserSettings {
  return readUserSettings(realm.userSettingsDefaults);
}

/** Administrators only; Zulip checks it before reading any parameter. */
function mayUpdateUserSettingsDefaults(actor: Actor): void {
  if (!isAdmin(actor.user.role)) throw adminRequired();
}

/**
 * PATCH /realm/user_settings_defaults: administrators change the settings
 * users created later start with; existing users keep theirs. Each changed
 * setting sends `realm_user_settings_defaults`/`update` to every active user.
 */
export async function updateRealmUserSettingsDefaults(
  deps: Deps,
  actor: Actor,
  input: FieldsOrReader<UserSettingsDefaultsPatch>,
): Promise<void> {
  mayUpdateUserSettingsDefaults(actor);
  const given: Array<{ def: UserSettingDef; key: keyof UserSettingsDefaultsPatch; value: SettingValue }> = [];
  for (const { def, key } of REALM_DEFAULT_PARAM_KEYS) {
    const value = readField(input, key);
    if (value !== undefined) given.push({ def, key, value: checkSetting(def, value, VALUE_ERROR_CHOICES) });
  }
  const values = new Map(given.map(({ def, value }) => [def.name, value]));

  checkSettingsValues(values);
  if (given.length === 0) return;

  const realmId = actor.realm.id;
  await inTransaction(deps, async (tx, emit) => {
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
    const realm = await tx.realm.findUniqueOrThrow({ where: { id: realmId }, select: { userSettingsDefaults: true } });
    const stored =
      realm.userSettingsDefaults !== null && typeof realm.userSettingsDefaults === 'object'
        ? { ...(realm.userSettingsDefaults as UserSettingsValues) }
        : {};
    const current = userSettingsOf(stored);
    const changed = given.filter(({ def, value }) => current[def.name] !== value);
    if (changed.length === 0) return;
    for (const { def, value } of changed) stored[def.name] = value;
    await tx.realm.update({ where: { id: realmId }, data: { userSettingsDefaults: stored } });
    const recipients = await activeUserIds(tx, realmId);
    for (const { key, value } of changed) {
      emit({
        realmId,
        event: { type: 'realm_user_settings_defaults', op: 'update', setting: key, value },
        userIds: recipients,
      });
    }
  });
}
