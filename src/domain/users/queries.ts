import type { Db } from '../context.ts';
import { badRequest } from '../errors.ts';
import { isStorableText } from '../text.ts';
import type { UserRow } from './format.ts';

/** Case-insensitive lookup by real email, as Zulip's get_user_by_delivery_email. */
export async function findUserByDeliveryEmail(db: Db, realmId: number, email: string): Promise<UserRow | null> {
  if (!isStorableText(email)) return null;
  return db.user.findFirst({ where: { realmId, deliveryEmail: { equals: email.trim(), mode: 'insensitive' } } });
}

export interface AccessUserOptions {
  allowDeactivated?: boolean;
  allowBots?: boolean;
}

/** Zulip's access_user_by_id (for_admin): the target must be a user of the actor's realm. */
export async function accessUserById(
  db: Db,
  realmId: number,
  userId: number,
  opts: AccessUserOptions = {},
): Promise<UserRow> {
  const u = await db.user.findFirst({ where: { id: userId, realmId } });
  if (!u) throw badRequest('No such user');
  if (u.isBot && !opts.allowBots) throw badRequest('No such user');
  if (!u.isActive && !opts.allowDeactivated) throw badRequest('User is deactivated');
  return u;
}

export async function activeUserIds(db: Db, realmId: number): Promise<number[]> {
  const rows = await db.user.findMany({ where: { realmId, isActive: true }, select: { id: true }, orderBy: { id: 'asc' } });
  return rows.map((r) => r.id);
}
