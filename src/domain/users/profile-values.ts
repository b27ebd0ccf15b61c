import type { Db } from '../context.ts';
import { dbIds } from '../ids.ts';
import type { ProfileValue } from './user-model.ts';

/** Each user's custom profile values, by user id then field id (users without values are absent). */
export async function profileValuesOf(db: Db, userIds: readonly number[]): Promise<Map<number, ProfileValue[]>> {
  const ids = dbIds(userIds);
  const out = new Map<number, ProfileValue[]>();
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
