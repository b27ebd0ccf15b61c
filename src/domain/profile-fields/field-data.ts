import { pyStrip } from '../python-text.ts';
import { badRequest } from '../errors.ts';
import {
  DEFAULT_EXTERNAL_ACCOUNTS,
  FieldType,
  HINT_MAX_LENGTH,
  isFieldType,
  NAME_MAX_LENGTH,
  type ProfileFieldData,
} from './types.ts';
import { isValidUrl } from '../url-check.ts';
import { longerThan } from '../text.ts';

/** Zulip's check_required_string under check_dict_only("field_data", …). */
function requiredString(data: Record<string, unknown>, key: string): string {
  if (!(key in data)) throw badRequest(`${key} key is missing from field_data`);
  const value = data[key];
  const path = `field_data["${key}"]`;
  if (typeof value !== 'string') throw badRequest(`${path} is not a string`);
  if (pyStrip(value) === '') throw badRequest(`${path} cannot be blank.`);
  return value;
}

function onlyKeys(data: Record<string, unknown>, allowed: string[]): void {
  const extra = Object.keys(data).filter((k) => !allowed.includes(k));
  if (extra.length > 0) throw badRequest(`Unexpected arguments: ${extra.join(', ')}`);
}

/** Zulip's validate_select_field_data (after "at least one choice"). */
function checkChoices(data: ProfileFieldData): void {
  if (Object.keys(data).length < 1) throw badRequest('Field must have at least one choice.');
  const texts = new Set<string>();
  for (const [key, value] of Object.entries(data)) {
    if (pyStrip(key) === '') throw badRequest("'value' cannot be blank.");
    if (typeof value !== 'object') throw badRequest('field_data is not a dict');
    const text = requiredString(value, 'text');
    requiredString(value, 'order');
    onlyKeys(value, ['text', 'order']);
    texts.add(text);
  }
  if (texts.size !== Object.keys(data).length) throw badRequest('Field must not have duplicate choices.');
}

/** Zulip's check_external_account_url_pattern. */
function checkUrlPattern(value: unknown): void {
  const path = 'field_data["url_pattern"]';
  if (typeof value !== 'string') throw badRequest(`${path} is not a string`);
  if (value.split('%(username)s').length !== 2) throw badRequest("URL pattern must contain '%(username)s'.");
  if (!isValidUrl(value.replace('%(username)s', 'username'))) throw badRequest(`${path} is not a URL`);
}

/** Zulip's validate_external_account_field_data. */
function checkExternalAccount(data: ProfileFieldData): void {
  const subtype = requiredString(data, 'subtype');
  if ('url_pattern' in data) checkUrlPattern(data.url_pattern);
  onlyKeys(data, ['subtype', 'url_pattern']);
  if (!(subtype in DEFAULT_EXTERNAL_ACCOUNTS)) {
    if (subtype !== 'custom') throw badRequest('Invalid external account type');
    if (!('url_pattern' in data)) throw badRequest('Custom external account must define URL pattern');
  }
}

/** A Twitter or GitHub account field: Zulip takes its name, hint and URL from its own table. */
export const isDefaultExternalField = (type: number, data: ProfileFieldData): boolean =>
  type === FieldType.EXTERNAL_ACCOUNT && typeof data.subtype === 'string' && data.subtype !== 'custom';

export interface FieldDefinition {
  name: string;
  hint: string;
  type: number;
  fieldData: ProfileFieldData;
  displayInProfileSummary: boolean;
}

/**
 * Zulip's validate_custom_profile_field, in its order: the field data for
 * the type, the label and hint (not for default external accounts), the
 * type, then whether the type may show in the profile summary.
 */
export function checkFieldDefinition(d: FieldDefinition): void {
  if (d.type === FieldType.SELECT) checkChoices(d.fieldData);
  else if (d.type === FieldType.EXTERNAL_ACCOUNT) checkExternalAccount(d.fieldData);
  if (!isDefaultExternalField(d.type, d.fieldData)) {
    if (pyStrip(d.name) === '') throw badRequest('Label cannot be blank.');
    if (longerThan(d.hint, HINT_MAX_LENGTH))
      throw badRequest(`hint is too long (limit: ${HINT_MAX_LENGTH} characters)`);
    if (longerThan(d.name, NAME_MAX_LENGTH))
      throw badRequest(`name is too long (limit: ${NAME_MAX_LENGTH} characters)`);
  }
  if (!isFieldType(d.type)) throw badRequest('Invalid field type.');
  if (d.displayInProfileSummary && (d.type === FieldType.LONG_TEXT || d.type === FieldType.USER)) {
    throw badRequest('Field type not supported for display in profile summary.');
  }
}

/** The field data as stored: JSON text for choice lists and external accounts, "" otherwise. */
export const storedFieldData = (type: number, data: ProfileFieldData): string =>
  type === FieldType.SELECT || type === FieldType.EXTERNAL_ACCOUNT ? JSON.stringify(data) : '';

export const parseStoredFieldData = (stored: string): ProfileFieldData =>
  stored === '' ? {} : (JSON.parse(stored) as ProfileFieldData);
