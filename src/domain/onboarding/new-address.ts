import { prismaReader } from '../../db/sql.ts';
import type { Realm } from '../../generated/prisma/client.ts';
import type { Tx } from '../context.ts';
import { emailRefusal } from '../realm-domains/email-allowed.ts';
import { findUserByDeliveryEmail } from '../users/queries.ts';
import { isValidEmail } from '../users/validate.ts';

/** Why an address cannot have a new account in an organization; each endpoint words it as Zulip does. */
export type NewAddressRefusal = 'invalid' | 'containsPlus' | 'outsideDomains' | 'taken' | 'deactivated' | null;

/**
 * The address checks every way of creating an account makes, in Zulip's
 * order: a valid address, one the organization's domains allow, and no
 * account (active or deactivated) with it already.
 */
export async function newAddressRefusal(tx: Tx, realm: Realm, email: string): Promise<NewAddressRefusal> {
  if (!isValidEmail(email)) return 'invalid';
  const refusal = await emailRefusal(prismaReader(tx), realm, email);
  if (refusal !== null) return refusal;
  const existing = await findUserByDeliveryEmail(tx, realm.id, email);
  if (existing === null) return null;
  return existing.isActive ? 'taken' : 'deactivated';
}
