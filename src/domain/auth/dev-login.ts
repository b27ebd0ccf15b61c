import type { Deps } from '../context.ts';
import { DomainError, realmDeactivated, userDeactivated } from '../errors.ts';
import { findUserByDeliveryEmail } from '../users/queries.ts';

/** POST /dev_fetch_api_key (ZIRCON_DEV=1 only): an API key without a password. */
export async function devFetchApiKey(deps: Deps, realmId: number, username: string) {
  const user = await findUserByDeliveryEmail(deps.db.prisma, realmId, username);
  if (!user) throw new DomainError('AUTHENTICATION_FAILED', 'This user is not registered.', 401);
  if (!user.isActive) throw userDeactivated();
  const realm = await deps.db.prisma.realm.findUniqueOrThrow({ where: { id: realmId } });
  if (realm.deactivated) throw realmDeactivated();
  return { api_key: user.apiKey, email: user.deliveryEmail, user_id: user.id };
}

/** GET /dev_list_users (ZIRCON_DEV=1 only): the accounts the dev login offers. */
export async function devListUsers(deps: Deps, realmId: number) {
  const users = await deps.db.prisma.user.findMany({
    where: { realmId, isActive: true, isBot: false },
    orderBy: { id: 'asc' },
  });
  return { direct_admins: users.filter((u) => u.role <= 200).map(devUser), direct_users: users.filter((u) => u.role > 200).map(devUser) };
}

const devUser = (u: { deliveryEmail: string; realmId: number }) => ({ email: u.deliveryEmail, realm_url: '', realm_uri: '' });
