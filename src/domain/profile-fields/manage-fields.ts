import { readInput, type InputOrReader } from '../input-reader.ts';
import type { Actor } from '../actor.ts';
import { pyStrip } from '../python-text.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { adminRequired, badRequest } from '../errors.ts';
import { dbId } from '../ids.ts';
import { isAdmin } from '../roles.ts';
import type { Emit } from '../users/events.ts';
import { emitProfileFields, emitProfileValue } from './events.ts';
import { checkFieldDefinition, isDefaultExternalField, parseStoredFieldData, storedFieldData } from './field-data.ts';
import { fieldViewOf } from './read-fields.ts';
import {
  DEFAULT_EXTERNAL_ACCOUNTS,
  FieldType,
  MAX_DISPLAY_IN_PROFILE_SUMMARY_FIELDS,
  type ProfileFieldData,
  type CustomProfileField,
} from './types.ts';

/** Zulip's @require_realm_admin on every write to the realm's fields; it runs before any parameter is read. */
function checkMayManageProfileFields(actor: Actor): void {
  if (!isAdmin(actor.user.role)) throw adminRequired();
}

const LOCK_CLASS = 0x63_70_66_64;

/** Two administrators at once must not both pass the profile-summary limit or the label check. */
async function lockRealmFields(tx: Tx, realmId: number): Promise<void> {
  await tx.$queryRawUnsafe('SELECT 1 AS locked FROM pg_advisory_xact_lock($1::int, $2::int)', LOCK_CLASS, realmId);
}

export const fieldNotFound = (id: number) => badRequest(`Field id ${id} not found.`).as('notFound');

const summaryLimitReached = () =>
  badRequest(
    `Only ${MAX_DISPLAY_IN_PROFILE_SUMMARY_FIELDS} custom profile fields can be displayed in the profile summary.`,
  );
const labelTaken = () => badRequest('A field with that label already exists.');

async function summaryFieldCount(tx: Tx, realmId: number, exceptId: number | null): Promise<number> {
  return tx.customProfileField.count({
    where: { realmId, displayInProfileSummary: true, ...(exceptId === null ? {} : { id: { not: exceptId } }) },
  });
}

async function checkLabelFree(tx: Tx, realmId: number, name: string, exceptId: number | null): Promise<void> {
  const clash = await tx.customProfileField.findFirst({
    where: { realmId, name, ...(exceptId === null ? {} : { id: { not: exceptId } }) },
    select: { id: true },
  });
  if (clash) throw labelTaken();
}

export async function findFieldInRealm(tx: Tx, realmId: number, fieldId: number) {
  const row = await tx.customProfileField.findFirst({ where: { id: dbId(fieldId), realmId } });
  if (!row) throw fieldNotFound(fieldId);
  return row;
}

export interface CreateFieldInput {
  /** Stripped of surrounding whitespace (Zulip's converter). */
  name: string;
  hint: string;
  fieldType: number;
  fieldData: ProfileFieldData;
  displayInProfileSummary: boolean;
  required: boolean;
  editableByUser: boolean;
}

/** POST /realm/profile_fields (Zulip's create_realm_custom_profile_field); the new field's order is its id. */
export async function createProfileField(
  deps: Deps,
  actor: Actor,
  read: InputOrReader<CreateFieldInput>,
): Promise<CustomProfileField> {
  checkMayManageProfileFields(actor);
  const input = readInput(read);
  return inTransaction(deps, async (tx, emit) => {
    const realmId = actor.realm.id;
    await lockRealmFields(tx, realmId);
    if (
      input.displayInProfileSummary &&
      (await summaryFieldCount(tx, realmId, null)) >= MAX_DISPLAY_IN_PROFILE_SUMMARY_FIELDS
    ) {
      throw summaryLimitReached();
    }
    const requested = pyStrip(input.name);
    checkFieldDefinition({
      name: requested,
      hint: input.hint,
      type: input.fieldType,
      fieldData: input.fieldData,
      displayInProfileSummary: input.displayInProfileSummary,
    });
    const preset = isDefaultExternalField(input.fieldType, input.fieldData)
      ? DEFAULT_EXTERNAL_ACCOUNTS[String(input.fieldData.subtype)]
      : undefined;
    const name = preset?.name ?? requested;
    const fieldData = preset ? { subtype: String(input.fieldData.subtype) } : input.fieldData;
    await checkLabelFree(tx, realmId, name, null);
    const created = await tx.customProfileField.create({
      data: {
        realmId,
        name,
        hint: preset?.hint ?? input.hint,
        fieldType: input.fieldType,
        fieldData: storedFieldData(input.fieldType, fieldData),
        required: input.required,
        editableByUser: input.editableByUser,
        displayInProfileSummary: input.displayInProfileSummary,
      },
    });
    const row = await tx.customProfileField.update({ where: { id: created.id }, data: { order: created.id } });
    await emitProfileFields(tx, realmId, emit);
    return fieldViewOf(row);
  });
}

export interface UpdateFieldInput {
  /** Stripped of surrounding whitespace. */
  name?: string;
  hint?: string;
  fieldData?: ProfileFieldData;
  displayInProfileSummary?: boolean;
  required?: boolean;
  editableByUser?: boolean;
}

const sameData = (a: ProfileFieldData, b: ProfileFieldData): boolean =>
  JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));
function sortedKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
  );
}

/** Options removed from a choice list take users' values of them along (Zulip's remove_custom_profile_field_value_if_required). */
async function dropRemovedChoices(
  tx: Tx,
  field: { id: number; realmId: number; fieldData: string },
  next: ProfileFieldData,
  emit: Emit,
): Promise<void> {
  const removed = Object.keys(parseStoredFieldData(field.fieldData)).filter((k) => !(k in next));
  if (removed.length === 0) return;
  const gone = await tx.customProfileFieldValue.findMany({
    where: { fieldId: field.id, value: { in: removed } },
    select: { id: true, userId: true },
    orderBy: { userId: 'asc' },
  });
  await tx.customProfileFieldValue.deleteMany({ where: { id: { in: gone.map((g) => g.id) } } });
  for (const g of gone)
    await emitProfileValue(
      tx,
      { id: g.userId, realmId: field.realmId },
      { fieldId: field.id, value: null, renderedValue: null },
      emit,
    );
}

/** PATCH /realm/profile_fields/{field_id} (Zulip's update_realm_custom_profile_field); a field's type never changes. */
export async function updateProfileField(
  deps: Deps,
  actor: Actor,
  fieldId: number,
  read: InputOrReader<UpdateFieldInput>,
): Promise<CustomProfileField> {
  checkMayManageProfileFields(actor);
  const input = readInput(read);
  return inTransaction(deps, async (tx, emit) => {
    const realmId = actor.realm.id;
    await lockRealmFields(tx, realmId);
    const field = await findFieldInRealm(tx, realmId, fieldId);
    const requested = input.name === undefined ? undefined : pyStrip(input.name);
    if (
      input.displayInProfileSummary &&
      (await summaryFieldCount(tx, realmId, field.id)) >= MAX_DISPLAY_IN_PROFILE_SUMMARY_FIELDS
    ) {
      throw summaryLimitReached();
    }
    const storedData = parseStoredFieldData(field.fieldData);
    // Zulip lets a default account field change only its flags; its own values may be sent back unchanged.
    if (
      isDefaultExternalField(field.fieldType, storedData) &&
      ((requested !== undefined && requested !== field.name) ||
        (input.hint !== undefined && input.hint !== field.hint) ||
        (input.fieldData !== undefined && !sameData(input.fieldData, storedData)))
    ) {
      throw badRequest('Default custom field cannot be updated.');
    }
    const name = requested ?? field.name;
    const fieldData = input.fieldData ?? storedData;
    checkFieldDefinition({
      name,
      hint: input.hint ?? field.hint,
      type: field.fieldType,
      fieldData,
      displayInProfileSummary: input.displayInProfileSummary ?? field.displayInProfileSummary,
    });
    if (requested !== undefined) await checkLabelFree(tx, realmId, name, field.id);
    const typed = field.fieldType === FieldType.SELECT || field.fieldType === FieldType.EXTERNAL_ACCOUNT;
    if (typed && input.fieldData !== undefined && field.fieldType === FieldType.SELECT)
      await dropRemovedChoices(tx, field, input.fieldData, emit);
    const row = await tx.customProfileField.update({
      where: { id: field.id },
      data: {
        name,
        hint: input.hint ?? field.hint,
        required: input.required ?? field.required,
        editableByUser: input.editableByUser ?? field.editableByUser,
        displayInProfileSummary: input.displayInProfileSummary ?? field.displayInProfileSummary,
        ...(typed && (input.fieldData !== undefined || field.fieldData === '')
          ? { fieldData: storedFieldData(field.fieldType, fieldData) }
          : {}),
      },
    });
    await emitProfileFields(tx, realmId, emit);
    return fieldViewOf(row);
  });
}

/** DELETE /realm/profile_fields/{field_id}: the field and every user's value of it. */
export async function deleteProfileField(deps: Deps, actor: Actor, fieldId: number): Promise<void> {
  checkMayManageProfileFields(actor);
  await inTransaction(deps, async (tx, emit) => {
    const field = await findFieldInRealm(tx, actor.realm.id, fieldId);
    await tx.customProfileField.delete({ where: { id: field.id } });
    await emitProfileFields(tx, actor.realm.id, emit);
  });
}

/**
 * PATCH /realm/profile_fields (Zulip's try_reorder_realm_custom_profile_fields):
 * every field must be listed; each field's order becomes its position (the
 * last one when listed twice); ids of no field are ignored.
 */
export async function reorderProfileFields(
  deps: Deps,
  actor: Actor,
  read: InputOrReader<readonly number[]>,
): Promise<void> {
  checkMayManageProfileFields(actor);
  const order = readInput(read);
  const position = new Map(order.map((id, i) => [id, i]));
  await inTransaction(deps, async (tx, emit) => {
    const realmId = actor.realm.id;
    await lockRealmFields(tx, realmId);
    const fields = await tx.customProfileField.findMany({ where: { realmId }, select: { id: true } });
    if (fields.some((f) => !position.has(f.id))) throw badRequest('Invalid order mapping.');
    for (const f of fields)
      await tx.customProfileField.update({ where: { id: f.id }, data: { order: position.get(f.id) ?? 0 } });
    await emitProfileFields(tx, realmId, emit);
  });
}
