import type { Deps } from '../context.ts';
import {
  DomainError,
  realmDeactivated,
  userDeactivated,
  authenticationFailed,
  badRequest,
  passwordAuthDisabled,
  unauthorized,
} from '../errors.ts';
import { passwordAuthEnabled, realmAuthenticationMethods } from '../realm/authentication-methods.ts';
import { DEMO_SUBDOMAIN, realmServedAt } from '../realm/queries.ts';
import { findUserByDeliveryEmail } from '../users/queries.ts';
import type { Actor } from '../actor.ts';
import { apiKeysEqual, isWellFormedApiKey } from '../users/api-keys.ts';
import { loadActorByApiKey } from './load-actor.ts';
import { AUTHENTICATE_BY_USERNAME, loginAttemptsKey } from './rate-limit.ts';
import { isValidEmail } from '../users/validate.ts';

/**
 * Zulip's validate_api_key, on the host the request came to (its Host
 * header): the account must belong to an organization that host serves
 * (validate_account_and_subdomain), whichever API the key is used with.
 * Errors carry Zulip's messages; the REST layer turns them into 401
 * UNAUTHORIZED on the Basic-auth path as Zulip does.
 */
export async function authenticateApiKey(
  deps: Deps,
  email: string,
  apiKey: string,
  hostHeader: string | undefined,
): Promise<Actor> {
  const key = apiKey.trim();
  if (!isWellFormedApiKey(key)) throw new DomainError('INVALID_API_KEY', 'Malformed API key', 401);
  const found = await loadActorByApiKey(deps.db.sql, key);
  // Compare the email too, so a key alone never authenticates; constant-time on the key itself.
  if (
    !found ||
    !apiKeysEqual(found.user.apiKey, key) ||
    found.user.deliveryEmail.toLowerCase() !== email.trim().toLowerCase()
  ) {
    throw new DomainError('INVALID_API_KEY', 'Invalid API key', 401);
  }
  if (found.realm.deactivated) throw realmDeactivated();
  if (!found.user.isActive) throw userDeactivated();
  if (
    !realmServedAt(deps.server, hostHeader, {
      stringId: found.realm.stringId,
      servesRootDomain: found.servesRootDomain,
    })
  ) {
    throw unauthorized('Account is not associated with this subdomain');
  }
  return { user: found.user, realm: found.realm };
}

/** A key alone (Zulip's `?api_key=` on file downloads, where the URL carries no address). */
export async function authenticateApiKeyOnly(deps: Deps, apiKey: string): Promise<Actor> {
  const key = apiKey.trim();
  if (!isWellFormedApiKey(key)) throw new DomainError('INVALID_API_KEY', 'Malformed API key', 401);
  const found = await loadActorByApiKey(deps.db.sql, key);
  if (!found || !apiKeysEqual(found.user.apiKey, key)) throw new DomainError('INVALID_API_KEY', 'Invalid API key', 401);
  if (found.realm.deactivated) throw realmDeactivated();
  if (!found.user.isActive) throw userDeactivated();
  return { user: found.user, realm: found.realm };
}

/** Zulip's validate_login_email (when LDAP is off, usernames are email addresses). */
export function validateLoginEmail(username: string): void {
  if (!isValidEmail(username)) throw badRequest('Enter a valid email address.');
}

/** Where a password login arrives: the organization the Host header selects, and whether it is the root domain. */
export interface LoginHost {
  realmId: number;
  rootDomain: boolean;
}

/**
 * POST /fetch_api_key (Zulip's api_fetch_api_key with EmailAuthBackend),
 * among the accounts of the organizations the host serves (realmServedAt):
 * the one it selects, and on the root domain seed-demo's too.
 * Every attempt counts against `authenticate_by_username` (5 per 30 minutes);
 * a success clears its history. Zulip keys the count by the username as sent;
 * here it is the account the username names at this host, or the username
 * where it names none, so that attempts at an organization the account is not
 * in (another subdomain) do not lock its owner out of their own. As in Zulip's
 * common_get_active_user, a deactivated realm or account is reported before
 * the password is looked at.
 */
export async function fetchApiKey(
  deps: Deps,
  at: LoginHost,
  username: string,
  password: string,
): Promise<{ api_key: string; email: string; user_id: number }> {
  validateLoginEmail(username);
  const user = await accountAt(deps, at, username);
  const key = loginAttemptsKey(user, username);
  deps.rateLimiter.hit(key, AUTHENTICATE_BY_USERNAME);
  // EmailAuthBackend refuses before it looks the user up, whoever it is.
  await checkPasswordAuthEnabled(deps, at.realmId);
  // Zulip never accepts an empty password, whoever the user is.
  if (password === '') throw authenticationFailed();
  if (!user) throw authenticationFailed();
  const realm = await deps.db.prisma.realm.findUniqueOrThrow({ where: { id: user.realmId } });
  if (user.realmId !== at.realmId) await checkPasswordAuthEnabled(deps, user.realmId);
  if (realm.deactivated) throw realmDeactivated();
  if (!user.isActive) throw userDeactivated();
  const ok = user.passwordHash ? await deps.passwords.verify(user.passwordHash, password) : false;
  if (!ok) throw authenticationFailed();
  deps.rateLimiter.clear(key);
  return { api_key: user.apiKey, email: user.deliveryEmail, user_id: user.id };
}

/** Zulip's PasswordAuthDisabledError, when the organization has turned email/password login off. */
async function checkPasswordAuthEnabled(deps: Deps, realmId: number): Promise<void> {
  const realm = await deps.db.prisma.realm.findUniqueOrThrow({ where: { id: realmId }, select: { settings: true } });
  if (!passwordAuthEnabled(realmAuthenticationMethods(deps.server, realm.settings))) throw passwordAuthDisabled();
}

/** The account an address names at this host: in the organization it selects, else (on the root domain) in seed-demo's. */
async function accountAt(deps: Deps, at: LoginHost, email: string) {
  const own = await findUserByDeliveryEmail(deps.db.prisma, at.realmId, email);
  if (own || !at.rootDomain) return own;
  const demo = await deps.db.prisma.realm.findUnique({ where: { stringId: DEMO_SUBDOMAIN }, select: { id: true } });
  return demo && demo.id !== at.realmId ? findUserByDeliveryEmail(deps.db.prisma, demo.id, email) : null;
}
