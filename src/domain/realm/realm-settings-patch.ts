import { checkBool, checkStoredInt, checkStoredIntValue, isInt } from '../bounds.ts';
import { badRequest } from '../errors.ts';
import type { GroupSettingChangeRequest, GroupSettingValue } from '../groups/group-setting-value.ts';
import { camelCase, longerThan, type CamelCase } from '../text.ts';
import type { AuthenticationMethodsChange } from './authentication-methods.ts';
import { REALM_GROUP_SETTINGS, type RealmGroupSettingName } from './permission-settings.ts';
import {
  MAX_REALM_DESCRIPTION_LENGTH,
  MAX_REALM_NAME_LENGTH,
  REALM_SETTINGS,
  type RealmSettingDef,
  type RealmSettingKindValue,
  type RealmSettingParamDef,
} from './settings.ts';

/** One setting's new value: a boolean, an integer, a string, a time limit in seconds or "unlimited", a group-setting change, login methods. */
export type RealmParamValue = boolean | number | string | GroupSettingChangeRequest | AuthenticationMethodsChange;

/**
 * A PATCH /realm change: each setting under its camelCase name (Zulip's
 * `can_add_subscribers_group` is `canAddSubscribersGroup`), typed by the
 * setting's kind. Transports decode and type their wire values; the rules on
 * the values are updateRealm's, which reads the fields in Zulip's order.
 */
export type RealmSettingsPatch = Readonly<
  { name?: string; description?: string; authenticationMethods?: AuthenticationMethodsChange } & {
    [D in RealmSettingParamDef as CamelCase<D['name']>]?: D['kind'] extends 'time_limit'
      ? number | 'unlimited'
      : RealmSettingKindValue[D['kind']];
  } & { [G in RealmGroupSettingName as CamelCase<G>]?: GroupSettingChangeRequest }
>;

/**
 * What update_realm changed, in the order it changed them: each setting's
 * new value (a time limit's null: no limit), a group setting as requested,
 * the login methods as asked.
 */
export type RealmChanges = Partial<
  { name: string; description: string; authenticationMethods: Record<string, boolean> } & {
    [D in RealmSettingParamDef as CamelCase<D['name']>]: RealmSettingKindValue[D['kind']];
  } & { [G in RealmGroupSettingName as CamelCase<G>]: GroupSettingValue }
>;

type PatchKey = keyof RealmSettingsPatch;

/** A parameter of update_realm: its name, its key in RealmSettingsPatch, its kind. */
export type RealmParam =
  | { name: 'name' | 'description'; key: PatchKey; kind: 'column'; maxLength: number }
  | { name: string; key: PatchKey; kind: 'setting'; def: RealmSettingDef }
  | { name: string; key: PatchKey; kind: 'group' }
  | { name: 'authentication_methods'; key: PatchKey; kind: 'auth_methods' };

const isParamDef = (def: (typeof REALM_SETTINGS)[number]): def is RealmSettingParamDef => !('derived' in def);

/** update_realm's parameters in declaration order (Zulip 11 sorts them alphabetically), the order errors are found in. */
export const UPDATE_REALM_PARAMS: readonly RealmParam[] = [
  { name: 'name', key: 'name', kind: 'column', maxLength: MAX_REALM_NAME_LENGTH } as const,
  { name: 'description', key: 'description', kind: 'column', maxLength: MAX_REALM_DESCRIPTION_LENGTH } as const,
  ...REALM_SETTINGS.filter(isParamDef).map((def): RealmParam => ({
    name: def.name,
    key: camelCase(def.name),
    kind: 'setting',
    def,
  })),
  ...REALM_GROUP_SETTINGS.map((c): RealmParam => ({ name: c.name, key: camelCase(c.name), kind: 'group' })),
  { name: 'authentication_methods', key: 'authenticationMethods', kind: 'auth_methods' } as const,
].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** Whether a parameter is `Json[...]` on the wire (the others are plain text). */
export const isJsonParam = (p: RealmParam): boolean =>
  p.kind === 'group' ||
  p.kind === 'auth_methods' ||
  (p.kind === 'setting' && p.def.kind !== 'string' && p.def.kind !== 'enum_string');

/** The kind of value a parameter holds: text for the name and description. */
export const realmParamKind = (p: RealmParam): RealmSettingDef['kind'] | 'group' | 'auth_methods' =>
  p.kind === 'column' ? 'string' : p.kind === 'setting' ? p.def.kind : p.kind;

/**
 * The rules on one parameter's value that Zulip checks as it parses it
 * (length, allowed values, the stored integer's range), with its messages;
 * updateRealm applies them to each field as it reads it, before the next.
 * The value is typed by its kind (the transports decode it so); one of
 * another kind is refused as Zulip refuses it.
 */
export function checkRealmParam(p: RealmParam, v: RealmParamValue): RealmParamValue {
  const { name } = p;
  const kind = realmParamKind(p);
  switch (kind) {
    case 'group':
      if (typeof v !== 'object' || v instanceof Map) throw badRequest(`${name} does not have the expected format`);
      return v;
    case 'auth_methods':
      if (!(v instanceof Map)) throw badRequest(`${name} is not a dict`);
      return v;
    case 'bool':
      return checkBool(name, v);
    case 'int':
      return checkStoredIntValue(name, v, p.kind === 'setting' && p.def.nonNegative ? 0 : undefined);
    case 'enum_int':
      if (!isInt(v) || !(p.kind === 'setting' && p.def.allowed?.includes(v))) throw badRequest(`Invalid ${name}`);
      return v;
    case 'time_limit':
      if (!isInt(v) && typeof v !== 'string') throw badRequest(`${name}["int"] is not an integer`);
      return isInt(v) ? checkStoredInt(name, v) : v;
    default: {
      if (typeof v !== 'string') throw badRequest(`${name} is not a string`);
      const maxLength = p.kind === 'column' ? p.maxLength : p.kind === 'setting' ? p.def.maxLength : undefined;
      if (maxLength !== undefined && longerThan(v, maxLength)) {
        throw badRequest(`${name} is too long (limit: ${maxLength} characters)`);
      }
      if (kind === 'enum_string' && p.kind === 'setting' && !(p.def.enumValues && v in p.def.enumValues)) {
        throw badRequest(`Invalid ${name}`);
      }
      return v;
    }
  }
}
