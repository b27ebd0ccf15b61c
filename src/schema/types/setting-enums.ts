import { camelCase } from '../../domain/text.ts';
import { REALM_SETTINGS } from '../../domain/realm/settings.ts';
import { USER_SETTINGS } from '../../domain/settings/user-settings.ts';
import { builder } from '../builder.ts';
import { REALM_SETTING_DESCRIPTIONS, REALM_SETTING_VALUE_DESCRIPTIONS } from '../descriptions/realm-settings.ts';
import { USER_SETTING_DESCRIPTIONS, USER_SETTING_VALUE_DESCRIPTIONS } from '../descriptions/user-settings.ts';

/** The enums of the settings whose values are a closed set of names (RealmTopicsPolicy, WebHomeView…), described. */

const pascal = (name: string): string => {
  const c = camelCase(name);
  return c[0].toUpperCase() + c.slice(1);
};

const enumKey = (v: string | number): string =>
  String(v)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');

/** A setting's description from its table; a setting missing from it is a programming error the schema test names. */
export type Descriptions = Readonly<Record<string, string>>;
export const describe = (table: Descriptions, name: string): string | undefined => table[name];

/** One enum per setting whose values are a closed set of names, each value described from `values`' table. */
function stringEnum(
  typeName: string,
  description: string | undefined,
  values: readonly string[],
  valueDescriptions: Descriptions = {},
) {
  return builder.enumType(typeName, {
    description,
    values: Object.fromEntries(values.map((v) => [enumKey(v), { value: v, description: valueDescriptions[v] }])),
  });
}

export const REALM_ENUMS = new Map<string, ReturnType<typeof stringEnum>>(
  REALM_SETTINGS.filter((s) => s.kind === 'enum_string').map((s) => [
    s.name,
    stringEnum(
      `Realm${pascal(s.name)}`,
      describe(REALM_SETTING_DESCRIPTIONS, s.name),
      Object.keys(s.enumValues ?? {}),
      REALM_SETTING_VALUE_DESCRIPTIONS[s.name],
    ),
  ]),
);

export const USER_ENUMS = new Map(
  USER_SETTINGS.filter((s) => s.kind === 'literal').map((s) => [
    s.name,
    stringEnum(
      pascal(s.name),
      describe(USER_SETTING_DESCRIPTIONS, s.name),
      (s.allowed ?? []).map(String),
      USER_SETTING_VALUE_DESCRIPTIONS[s.name],
    ),
  ]),
);

export type EnumRef = ReturnType<typeof stringEnum>;
