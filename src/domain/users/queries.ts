import type { Db } from '../context.ts';
import { isStorableText } from '../text.ts';
import type { UserRow } from './format.ts';

/** Case-insensitive lookup by real email, as Zulip's get_user_by_delivery_email. */
export async function findUserByDeliveryEmail(db: Db, realmId: number, email: string): Promise<UserRow | null> {
  if (!isStorableText(email)) return null;
  return db.user.findFirst({ where: { realmId, deliveryEmail: { equals: email.trim(), mode: 'insensitive' } } });
}
