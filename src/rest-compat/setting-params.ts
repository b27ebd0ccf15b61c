import { isJsonSetting } from '../domain/realm/user-settings-defaults.ts';
import type { UserSettingDef } from '../domain/settings/user-settings.ts';
import { bool, int } from './json-checks.ts';
import type { FieldReader } from '../domain/input-reader.ts';
import { checkText, parseJsonParam, type Params } from './params.ts';

/**
 * A personal setting's parameter decoded and typed by its kind, with
 * Pydantic's messages (JSON null is absent, as Zulip's `Json[T] | None`).
 * The rules on the value (allowed values, range) are the operation's.
 */
export function settingParam(def: UserSettingDef, raw: string): boolean | number | string | undefined {
  if (!isJsonSetting(def)) return checkText(def.name, raw, {});
  const value = parseJsonParam(def.name, raw);
  if (value === null) return undefined;
  return def.kind === 'bool' ? bool(value, def.name) : int()(value, def.name);
}

/** A parameter behind a patch's field: its wire name and how it is decoded. */
export interface PatchParam {
  name: string;
  decode: (raw: string) => unknown;
}

/** A reader of a typed patch's fields: the parameter behind each key, decoded when the operation asks for it. */
export const patchReader =
  <T>(params: Params, paramOf: ReadonlyMap<keyof T, PatchParam>): FieldReader<T> =>
  (key) => {
    const param = paramOf.get(key);
    const raw = param === undefined ? undefined : params.raw(param.name);
    if (param === undefined || raw === undefined) return undefined;
    // Each key's decoder gives a value of that key's type (the setting's kind, or text).
    return param.decode(raw) as T[typeof key] | undefined;
  };
