import type { CustomProfileField } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import { renderDescription } from '../markdown/render-description.ts';
import { linksOf } from '../markdown/render-message.ts';
import type { Deps, Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import { dbIds } from '../ids.ts';
import type { Emit } from '../users/events.ts';
import type { UserRow } from '../users/format.ts';
import { isAdmin } from '../roles.ts';
import { emitProfileValue } from './events.ts';
import { findFieldInRealm } from './manage-fields.ts';
import { parseStoredFieldData } from './field-data.ts';
import { FieldType } from './types.ts';
import { isValidUrl } from '../url-check.ts';
import { longerThan } from '../text.ts';

/** A value as clients send it: text, or user ids for a person picker. */
export type ProfileValueInput = string | number[];

export interface ProfileDataUpdate {
  id: number;
  value: ProfileValueInput;
}

const SHORT_TEXT_LIMIT = 50;
const LONG_TEXT_LIMIT = 500;

function textValue(name: string, value: ProfileValueInput, limit: number | null): string {
  if (typeof value !== 'string') throw badRequest(`${name} is not a string`);
  if (limit !== null && longerThan(value, limit)) throw badRequest(`${name} is too long (limit: ${limit} characters)`);
  return value;
}

/** Python's date.fromisoformat(v).isoformat() == v: exactly YYYY-MM-DD, a real date from year 1. */
function isIsoDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Zulip's check_valid_user_ids (deactivated users refused): the message names what is wrong. */
async function checkPickedUsers(tx: Tx, realmId: number, value: ProfileValueInput): Promise<number[]> {
  if (!Array.isArray(value)) throw badRequest('User IDs is not a list');
  const users = await tx.user.findMany({
    where: { realmId, id: { in: dbIds(value) } },
    select: { id: true, isActive: true, isBot: true },
    orderBy: { id: 'asc' },
  });
  const known = new Set(users.map((u) => u.id));
  const invalid = value.filter((id) => !known.has(id));
  if (invalid.length > 0) throw badRequest(`Invalid user IDs: ${invalid.join(', ')}`);
  for (const u of users) {
    if (!u.isActive) throw badRequest(`User with ID ${u.id} is deactivated`);
    if (u.isBot) throw badRequest(`User with ID ${u.id} is a bot`);
  }
  return value;
}

/** Zulip's validate_user_custom_profile_field: the stored text of a valid value (messages name the field). */
async function checkValue(tx: Tx, field: CustomProfileField, value: ProfileValueInput): Promise<string> {
  const name = field.name;
  switch (field.fieldType) {
    case FieldType.LONG_TEXT:
      return textValue(name, value, LONG_TEXT_LIMIT);
    case FieldType.DATE: {
      const v = textValue(name, value, null);
      if (!isIsoDate(v)) throw badRequest(`${name} is not a date`);
      return v;
    }
    case FieldType.URL: {
      const v = textValue(name, value, null);
      if (!isValidUrl(v)) throw badRequest(`${name} is not a URL`);
      return v;
    }
    case FieldType.SELECT: {
      const v = textValue(name, value, null);
      if (!(v in parseStoredFieldData(field.fieldData)))
        throw badRequest(`'${v}' is not a valid choice for '${name}'.`);
      return v;
    }
    case FieldType.USER:
      return JSON.stringify(await checkPickedUsers(tx, field.realmId, value));
    default:
      return textValue(name, value, SHORT_TEXT_LIMIT);
  }
}

const notEditable = () =>
  badRequest('You are not allowed to change this field. Contact an administrator to update it.');

async function editableField(tx: Tx, actor: Actor, fieldId: number): Promise<CustomProfileField> {
  const field = await findFieldInRealm(tx, actor.realm.id, fieldId);
  if (!isAdmin(actor.user.role) && !field.editableByUser) throw notEditable();
  return field;
}

const isRenderable = (type: number): boolean => type === FieldType.SHORT_TEXT || type === FieldType.LONG_TEXT;

/**
 * Zulip's validate_user_custom_profile_data then
 * do_update_user_custom_profile_data_if_changed: every item is checked
 * before anything is written (the caller's transaction keeps a later
 * failure from leaving earlier values); an unchanged value sends no event.
 */
export async function setProfileValues(
  deps: Deps,
  tx: Tx,
  actor: Actor,
  user: UserRow,
  items: readonly ProfileDataUpdate[],
  emit: Emit,
): Promise<void> {
  const checked: { field: CustomProfileField; value: string }[] = [];
  for (const item of items) {
    const field = await editableField(tx, actor, item.id);
    checked.push({ field, value: await checkValue(tx, field, item.value) });
  }
  for (const { field, value } of checked) {
    const existing = await tx.customProfileFieldValue.findUnique({
      where: { userId_fieldId: { userId: user.id, fieldId: field.id } },
    });
    if (existing && existing.value === value) continue;
    const renderedValue = isRenderable(field.fieldType)
      ? await renderDescription(tx, deps, actor.realm, value, linksOf(actor.user))
      : null;
    await tx.customProfileFieldValue.upsert({
      where: { userId_fieldId: { userId: user.id, fieldId: field.id } },
      create: { userId: user.id, fieldId: field.id, value, renderedValue },
      update: { value, renderedValue },
    });
    await emitProfileValue(tx, user, { fieldId: field.id, value, renderedValue }, emit);
  }
}

/** Zulip's check_remove_custom_profile_field_value: a field without a value is silently fine. */
export async function removeProfileValue(
  tx: Tx,
  actor: Actor,
  user: UserRow,
  fieldId: number,
  emit: Emit,
): Promise<void> {
  const field = await editableField(tx, actor, fieldId);
  const removed = await tx.customProfileFieldValue.deleteMany({ where: { userId: user.id, fieldId: field.id } });
  if (removed.count > 0)
    await emitProfileValue(tx, user, { fieldId: field.id, value: null, renderedValue: null }, emit);
}
