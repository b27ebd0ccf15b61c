import type { Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { Role } from '../roles.ts';

/**
 * Zulip's realm_export_consent event: a user's `allow_private_data_export`,
 * to the organization's human administrators and owners (whose export page
 * lists each user's consent), sent when it changes and when a user comes back.
 */
export async function exportConsentEvent(
  tx: Tx,
  user: { id: number; realmId: number },
  consented: boolean,
): Promise<AddressedEvent> {
  const admins = await tx.user.findMany({
    where: { realmId: user.realmId, isActive: true, isBot: false, role: { lte: Role.ADMINISTRATOR } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return {
    realmId: user.realmId,
    event: { type: 'realm_export_consent', userId: user.id, consented },
    userIds: admins.map((a) => a.id),
  };
}
