import type { CustomProfileField as FieldRow } from '../../generated/prisma/client.ts';
import type { Db } from '../context.ts';
import { FieldType, isFieldType, type CustomProfileField } from './types.ts';

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
