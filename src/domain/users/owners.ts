import type { Tx } from '../context.ts';
import type { UserRow } from './format.ts';
import { Role } from '../roles.ts';

/**
 * Serializes role and activation changes within a realm, so two requests
 * cannot both pass an "only owner" check and leave the realm without one.
 */
export async function lockRealm(tx: Tx, realmId: number): Promise<void> {
  await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
}

/** Zulip's check_last_owner: the user is the realm's only active human owner. */
export async function isLastOwner(tx: Tx, user: UserRow): Promise<boolean> {
  if (user.role !== Role.OWNER || user.isBot) return false;
  const owners = await tx.user.count({
    where: { realmId: user.realmId, role: Role.OWNER, isActive: true, isBot: false },
  });
  return owners === 1;
}
