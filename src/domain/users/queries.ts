import type { Db } from '../context.ts';
import { isStorableText } from '../text.ts';
import type { UserRow } from './format.ts';

/** Case-insensitive lookup by real email, as Zulip's get_user_by_delivery_email. */
export async function findUserByDeliveryEmail(db: Db, realmId: number, email: string): Promise<UserRow | null> {
  if (!isStorableText(email)) return null;
  return db.user.findFirst({ where: { realmId, deliveryEmail: { equals: email.trim(), mode: 'insensitive' } } });
}

export async function activeUserIds(db: Db, realmId: number): Promise<number[]> {
  const rows = await db.user.findMany({ where: { realmId, isActive: true }, select: { id: true }, orderBy: { id: 'asc' } });
  return rows.map((r) => r.id);
}
