import type { CustomProfileField as FieldRow } from '../../generated/prisma/client.ts';
import type { Db } from '../context.ts';
import { dbIds } from '../ids.ts';
import { FieldType, isFieldType, type CustomProfileField, type ProfileValueView } from './types.ts';

export const fieldViewOf = (r: FieldRow): CustomProfileField => ({
  id: r.id,
  name: r.name,
  type: isFieldType(r.fieldType) ? r.fieldType : FieldType.SHORT_TEXT,
  hint: r.hint,
  fieldData: r.fieldData,
  order: r.order,
  required: r.required,
  editableByUser: r.editableByUser,
  displayInProfileSummary: r.displayInProfileSummary,
});

/** GET /realm/profile_fields and register: the realm's fields by `order` (ties by id, as PostgreSQL would otherwise leave open). */
export async function listProfileFields(db: Db, realmId: number): Promise<CustomProfileField[]> {
  const rows = await db.customProfileField.findMany({ where: { realmId }, orderBy: [{ order: 'asc' }, { id: 'asc' }] });
  return rows.map(fieldViewOf);
}

/** Each user's values, by user id then field id (users without values are absent). */
export async function profileValuesOf(db: Db, userIds: readonly number[]): Promise<Map<number, ProfileValueView[]>> {
  const ids = dbIds(userIds);
  const out = new Map<number, ProfileValueView[]>();
  if (ids.length === 0) return out;
  const rows = await db.customProfileFieldValue.findMany({
    where: { userId: { in: ids } },
    select: { userId: true, fieldId: true, value: true, renderedValue: true },
    orderBy: [{ userId: 'asc' }, { fieldId: 'asc' }],
  });
  for (const r of rows) {
    const list = out.get(r.userId) ?? [];
    list.push({ fieldId: r.fieldId, value: r.value, renderedValue: r.renderedValue });
    out.set(r.userId, list);
  }
  return out;
}
