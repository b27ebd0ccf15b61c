import type { Deps } from '../context.ts';
import { authenticationFailed, realmDeactivated, userDeactivated } from '../errors.ts';
import { devAuthEnabled, realmAuthenticationMethods } from '../realm/authentication-methods.ts';
import { realmUrl } from '../realm/realm-url.ts';
import { findUserByDeliveryEmail } from '../users/queries.ts';
import { isAdmin } from '../roles.ts';
import { validateLoginEmail } from './authenticate.ts';

/** POST /dev_fetch_api_key (ZIRCON_DEV=1 only): an API key without a password (Zulip's api_dev_fetch_api_key). */
export async function devFetchApiKey(deps: Deps, realmId: number, username: string) {
  validateLoginEmail(username);
  const user = await findUserByDeliveryEmail(deps.db.prisma, realmId, username);
  const realm = await deps.db.prisma.realm.findUniqueOrThrow({ where: { id: realmId } });
  // DevAuthBackend declines when the organization has turned the dev login off.
  if (!devAuthEnabled(realmAuthenticationMethods(deps.server, realm.settings))) throw authenticationFailed();
  // Zulip's is_user_active looks at the realm first.
  if (user && realm.deactivated) throw realmDeactivated();
  if (user && !user.isActive) throw userDeactivated();
  if (!user) throw authenticationFailed();
  return { api_key: user.apiKey, email: user.deliveryEmail, user_id: user.id };
}

/** GET /dev_list_users (ZIRCON_DEV=1 only): the accounts the dev login offers, in every realm, by email. */
export async function devListUsers(deps: Deps) {
  const users = await deps.db.prisma.user.findMany({
    where: { isActive: true, isBot: false },
    include: { realm: { select: { stringId: true } } },
    orderBy: { email: 'asc' },
  });
  const entry = (u: (typeof users)[number]) => ({
    email: u.deliveryEmail,
    realm_url: realmUrl(deps.server, u.realm.stringId),
  });
  return {
    direct_admins: users.filter((u) => isAdmin(u.role)).map(entry),
    direct_users: users.filter((u) => !isAdmin(u.role)).map(entry),
  };
}
