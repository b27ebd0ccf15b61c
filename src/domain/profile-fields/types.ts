import type { ProfileValue } from '../users/user-model.ts';

/** Custom profile fields as both transports show them (Zulip's CustomProfileField). */

export const FieldType = {
  SHORT_TEXT: 1,
  LONG_TEXT: 2,
  SELECT: 3,
  DATE: 4,
  URL: 5,
  USER: 6,
  EXTERNAL_ACCOUNT: 7,
  PRONOUNS: 8,
} as const;

export type FieldTypeValue = (typeof FieldType)[keyof typeof FieldType];
export const FIELD_TYPE_VALUES: readonly FieldTypeValue[] = Object.values(FieldType);

export const isFieldType = (n: number): n is FieldTypeValue => (FIELD_TYPE_VALUES as readonly number[]).includes(n);

export const NAME_MAX_LENGTH = 40;
export const HINT_MAX_LENGTH = 80;
export const MAX_DISPLAY_IN_PROFILE_SUMMARY_FIELDS = 2;

/**
 * Zulip's ProfileFieldData: a choice list maps each option's key to
 * `{text, order}`; an external account has `subtype` and maybe `url_pattern`.
 */
export type ProfileFieldData = Record<string, string | Record<string, string>>;

export interface CustomProfileField {
  id: number;
  name: string;
  type: FieldTypeValue;
  hint: string;
  /** JSON text for choice lists and external accounts, "" for the other types (as Zulip stores and sends it). */
  fieldData: string;
  order: number;
  required: boolean;
  editableByUser: boolean;
  displayInProfileSummary: boolean;
}

export interface SelectChoice {
  key: string;
  text: string;
  order: string;
}

/** A choice list's options in their `order` (numeric when both are numbers, as Zulip's clients sort them). */
export function choicesOf(field: CustomProfileField): SelectChoice[] {
  if (field.type !== FieldType.SELECT || field.fieldData === '') return [];
  const data = JSON.parse(field.fieldData) as Record<string, { text: string; order: string }>;
  const choices = Object.entries(data).map(([key, c]) => ({ key, text: c.text, order: c.order }));
  return choices.sort((a, b) => Number(a.order) - Number(b.order) || a.order.localeCompare(b.order));
}

export interface ExternalAccount {
  subtype: string;
  /** The custom pattern; for Zulip's default accounts, the default one. */
  urlPattern: string | null;
}

export function externalAccountOf(field: CustomProfileField): ExternalAccount | null {
  if (field.type !== FieldType.EXTERNAL_ACCOUNT || field.fieldData === '') return null;
  const data = JSON.parse(field.fieldData) as Record<string, string>;
  const subtype = data.subtype ?? '';
  return { subtype, urlPattern: data.url_pattern ?? DEFAULT_EXTERNAL_ACCOUNTS[subtype]?.urlPattern ?? null };
}

/** Zulip's DEFAULT_EXTERNAL_ACCOUNTS: their name, hint and URL come from here, not from the request. */
export const DEFAULT_EXTERNAL_ACCOUNTS: Record<
  string,
  { text: string; name: string; hint: string; urlPattern: string }
> = {
  twitter: { text: 'Twitter', name: 'Twitter username', hint: '', urlPattern: 'https://twitter.com/%(username)s' },
  github: { text: 'GitHub', name: 'GitHub username', hint: '', urlPattern: 'https://github.com/%(username)s' },
};

/** Zulip's pronouns_field_type_supported: clients that do not know the type see pronouns as short text. */
export const withoutPronouns = <F extends { type: number }>(fields: F[]): F[] =>
  fields.map((f) => (f.type === FieldType.PRONOUNS ? { ...f, type: FieldType.SHORT_TEXT } : f));

/** One user's value of one field (the users area's ProfileValue). */
export type ProfileValueView = ProfileValue;

/**
 * The users a USER field's value names: Zulip stores them as a JSON list of
 * ids in the value's text; null for every other type (and for a value that is
 * not such a list, which no write here makes).
 */
export function pickedUserIds(type: number, value: string | null): number[] | null {
  if (type !== FieldType.USER || value === null) return null;
  let ids: unknown;
  try {
    ids = JSON.parse(value);
  } catch {
    return null;
  }
  return Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id)) ? (ids as number[]) : null;
}
