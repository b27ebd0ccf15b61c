import { REALM_CHANNEL_SETTINGS } from './realm-channel-settings.ts';
import { badRequest } from '../../domain/errors.ts';
import { camelCase } from '../../domain/text.ts';
import type { RealmParamValue } from '../../domain/realm/realm-settings-patch.ts';
import type { GroupSettingValue } from '../../domain/groups/group-setting-value.ts';
import { REALM_GROUP_SETTINGS } from '../../domain/realm/permission-settings.ts';
import { REALM_SETTINGS, type RealmSettings as RealmSettingsModel } from '../../domain/realm/settings.ts';
import {
  REALM_DEFAULT_PARAM_KEYS,
  REALM_DEFAULT_PARAMS,
  type SettingValue,
  type UserSettingsDefaultsPatch,
} from '../../domain/realm/user-settings-defaults.ts';
import {
  USER_SETTING_DEFS,
  type UserSettingDef,
  type UserSettings as UserSettingsModel,
} from '../../domain/settings/user-settings.ts';
import { builder } from '../builder.ts';
import { Channel } from './channel.ts';
import { GroupSettingUpdateInput, toGroupSettingValue } from './groups.ts';
import { AuthenticationMethodInput, authenticationMethodsChange } from './realm-auth-methods.ts';
import { SETTING_CODE_ENUMS } from './setting-codes.ts';
import { REALM_SETTING_DEPRECATIONS, REALM_SETTING_DESCRIPTIONS } from '../descriptions/realm-settings.ts';
import { REALM_GROUP_SETTING_DESCRIPTIONS } from '../descriptions/permission-settings.ts';
import { USER_SETTING_DESCRIPTIONS } from '../descriptions/user-settings.ts';
import { describe, type Descriptions, type EnumRef, REALM_ENUMS, USER_ENUMS } from './setting-enums.ts';

/*
 * The organization's settings and the user settings, typed from the domain's
 * one table of each (src/domain/realm/settings.ts,
 * src/domain/settings/user-settings.ts): a field per setting, named in
 * camelCase, Boolean/Int/String or an enum by the setting's kind. A setting
 * added to a table appears in the schema (and in `updateRealm`'s input) with
 * its type.
 */

export const camel = (name: string): string => camelCase(name);

const bool = (v: unknown): boolean => v === true;
const int = (v: unknown): number => (typeof v === 'number' ? v : 0);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const intOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * An object type with a field per setting, named in camelCase and typed by
 * the setting's kind: Boolean, Int, String, a nullable Int of seconds (a time
 * limit), or the setting's enum.
 */
function settingsObject<M extends Readonly<Record<string, unknown>>>(
  name: string,
  description: string,
  defs: ReadonlyArray<{ name: string; kind: string }>,
  enums: ReadonlyMap<string, EnumRef>,
  descriptions: Descriptions,
  deprecations: Descriptions = {},
) {
  return builder.objectRef<M>(name).implement({
    description,
    fields: (t) =>
      Object.fromEntries(
        defs.map((s) => {
          const key = camelCase(s.name);
          const get = (v: M) => v[key];
          const description = describe(descriptions, s.name);
          const codes = SETTING_CODE_ENUMS.get(s.name);
          if (codes) return [key, t.field({ type: codes, description, resolve: (v) => int(get(v)) })];
          switch (s.kind) {
            case 'bool':
              return [
                key,
                t.boolean({ description, deprecationReason: deprecations[s.name], resolve: (v) => bool(get(v)) }),
              ];
            case 'int':
            case 'enum_int':
              return [key, t.int({ description, resolve: (v) => int(get(v)) })];
            case 'string':
              return [key, t.string({ description, resolve: (v) => str(get(v)) })];
            case 'time_limit':
              return [key, t.int({ nullable: true, description, resolve: (v) => intOrNull(get(v)) })];
            default: {
              const ref = enums.get(s.name);
              if (!ref) throw new Error(`no enum for ${s.name}`);
              return [key, t.field({ type: ref, description, resolve: (v) => str(get(v)) })];
            }
          }
        }),
      ),
  });
}

export const RealmSettings = settingsObject<RealmSettingsModel>(
  'RealmSettings',
  "The organization's settings (POST /register's realm_*), typed; permission settings are GroupSettingValues on Realm.",
  REALM_SETTINGS,
  REALM_ENUMS,
  REALM_SETTING_DESCRIPTIONS,
  REALM_SETTING_DEPRECATIONS,
);

export const UserSettings = settingsObject<UserSettingsModel>(
  'UserSettings',
  "Personal settings (display, notifications, privacy): the user's own, or the defaults new users start with.",
  USER_SETTING_DEFS,
  USER_ENUMS,
  USER_SETTING_DESCRIPTIONS,
);

const TimeLimitInput = builder.inputType('TimeLimitInput', {
  description: 'A time limit: `seconds` (> 0), or `unlimited: true`.',
  fields: (t) => ({
    seconds: t.int({ description: 'The limit in seconds, more than 0; omit it with `unlimited: true`.' }),
    unlimited: t.boolean({ description: 'True for no limit (then omit `seconds`).' }),
  }),
});

/** GraphQL input field → the domain's value for the same setting. */
type Convert = (value: unknown, field: string) => RealmParamValue;

interface TimeLimitArg {
  seconds?: number | null;
  unlimited?: boolean | null;
}

const isTimeLimit = (v: unknown): v is TimeLimitArg => typeof v === 'object' && v !== null && !Array.isArray(v);

const timeLimit: Convert = (value, field) => {
  if (!isTimeLimit(value)) throw badRequest(`${field} is not a time limit`).about(field);
  if ((value.seconds == null) === (value.unlimited !== true))
    throw badRequest(`${field} needs either seconds or unlimited: true`).about(field);
  return value.unlimited === true ? 'unlimited' : (value.seconds ?? 0);
};

const groupChange: Convert = (value, field) => {
  const change = value as {
    new: Parameters<typeof toGroupSettingValue>[0];
    old?: Parameters<typeof toGroupSettingValue>[0] | null;
  };
  const out: { new: GroupSettingValue; old?: GroupSettingValue } = {
    new: toGroupSettingValue(change.new, `${field}.new`),
  };
  if (change.old != null) out.old = toGroupSettingValue(change.old, `${field}.old`);
  return out;
};

/** GraphQL has checked the type: a Boolean, Int, String or enum value. */
const same: Convert = (value, field) => {
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  throw new Error(`${field}: unexpected input value`);
};

/** A global id, decoded by Pothos, as the Zulip id it carries. */
const globalIdNumber: Convert = (value, field) => {
  const id = Number((value as { id: string }).id);
  if (!Number.isSafeInteger(id)) throw badRequest('Invalid id').about(field);
  return id;
};

/** updateRealm's input fields (settings the domain accepts as parameters), each with its conversion. */
export const REALM_INPUT_FIELDS = new Map<string, { param: string; convert: Convert }>([
  ['name', { param: 'name', convert: same }],
  ['description', { param: 'description', convert: same }],
  ...REALM_SETTINGS.filter((s) => !s.derived).map((s): [string, { param: string; convert: Convert }] => [
    camel(s.name),
    { param: s.name, convert: s.kind === 'time_limit' ? timeLimit : same },
  ]),
  ...REALM_GROUP_SETTINGS.map((g): [string, { param: string; convert: Convert }] => [
    camel(g.name),
    { param: g.name, convert: groupChange },
  ]),
  ['authenticationMethods', { param: 'authentication_methods', convert: authenticationMethodsChange }],
  ...REALM_CHANNEL_SETTINGS.map((c): [string, { param: string; convert: Convert }] => [
    c.field,
    { param: c.param, convert: globalIdNumber },
  ]),
]);

type InputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

/** An input's optional field per setting, named in camelCase and typed by its kind (a time limit: TimeLimitInput). */
function settingInputFields(
  t: InputFieldBuilder,
  defs: ReadonlyArray<{ name: string; kind: string }>,
  enums: ReadonlyMap<string, EnumRef>,
  descriptions: Descriptions,
) {
  return Object.fromEntries(
    defs.map((s) => {
      const description = describe(descriptions, s.name);
      const codes = SETTING_CODE_ENUMS.get(s.name);
      if (codes) return [camel(s.name), t.field({ type: codes, description })];
      switch (s.kind) {
        case 'bool':
          return [camel(s.name), t.boolean({ description })];
        case 'int':
        case 'enum_int':
          return [camel(s.name), t.int({ description })];
        case 'string':
          return [camel(s.name), t.string({ description })];
        case 'time_limit':
          return [camel(s.name), t.field({ type: TimeLimitInput, description })];
        default: {
          const ref = enums.get(s.name);
          if (!ref) throw new Error(`no enum for ${s.name}`);
          return [camel(s.name), t.field({ type: ref, description })];
        }
      }
    }),
  );
}

export const UpdateRealmInput = builder.inputType('UpdateRealmInput', {
  description: 'PATCH /realm: the settings to change (others are left as they are).',
  fields: (t) => ({
    name: t.string({ description: describe(REALM_SETTING_DESCRIPTIONS, 'name') }),
    description: t.string({ description: describe(REALM_SETTING_DESCRIPTIONS, 'description') }),
    ...settingInputFields(
      t,
      REALM_SETTINGS.filter((s) => !s.derived),
      REALM_ENUMS,
      REALM_SETTING_DESCRIPTIONS,
    ),
    ...Object.fromEntries(
      REALM_GROUP_SETTINGS.map((g) => [
        camel(g.name),
        t.field({ type: GroupSettingUpdateInput, description: describe(REALM_GROUP_SETTING_DESCRIPTIONS, g.name) }),
      ]),
    ),
    authenticationMethods: t.field({
      type: [AuthenticationMethodInput],
      description: 'Login methods to turn on or off (owners only); the others stay as they are.',
    }),
    ...Object.fromEntries(
      REALM_CHANNEL_SETTINGS.map((c) => [c.field, t.globalID({ for: Channel, description: c.input })]),
    ),
  }),
});

/** An input of personal settings, one optional field per setting (typed as the setting's kind). */
export function userSettingsInputType(
  name: string,
  description: string,
  params: readonly UserSettingDef[],
  own = false,
) {
  return builder.inputType(name, {
    description,
    fields: (t) => ({
      ...(own
        ? {
            fullName: t.string({
              description:
                'Changes the name (ignored when the organization disables name changes for non-administrators).',
            }),
            timezone: t.string({
              description:
                'An IANA time zone name, e.g. "Europe/Paris" (a link such as "US/Eastern" is stored as its zone).',
            }),
          }
        : {}),
      ...settingInputFields(t, params, USER_ENUMS, USER_SETTING_DESCRIPTIONS),
    }),
  });
}

/** The fields of a settings input that are set, by the given keys (a patch's): a null field is not a change. */
export function settingFieldsOf(input: Record<string, unknown>, keys: readonly string[]): Record<string, SettingValue> {
  const fields: Record<string, SettingValue> = {};
  for (const key of keys) {
    const value = input[key];
    if (value === null || value === undefined) continue;
    if (typeof value !== 'boolean' && typeof value !== 'number' && typeof value !== 'string')
      throw new Error(`${key}: unexpected input value`);
    fields[key] = value;
  }
  return fields;
}

/** updateRealmUserSettingsDefaults's input as the domain's patch: its fields are the patch's keys. */
export function userSettingsDefaultsPatchOf(input: Record<string, unknown>): UserSettingsDefaultsPatch {
  // Each field's GraphQL type is its setting's kind.
  return settingFieldsOf(
    input,
    REALM_DEFAULT_PARAM_KEYS.map((p) => p.key),
  ) as UserSettingsDefaultsPatch;
}

export const UpdateRealmUserSettingsDefaultsInput = userSettingsInputType(
  'UpdateRealmUserSettingsDefaultsInput',
  'PATCH /realm/user_settings_defaults: the defaults to change.',
  REALM_DEFAULT_PARAMS,
);
