import type { Deps } from '../context.ts';
import { DomainError, realmDeactivated, userDeactivated, authenticationFailed, badRequest, passwordAuthDisabled } from '../errors.ts';
import { passwordAuthEnabled, realmAuthenticationMethods } from '../realm/authentication-methods.ts';
import { findUserByDeliveryEmail } from '../users/queries.ts';
import type { Actor } from '../actor.ts';
import { apiKeysEqual, isWellFormedApiKey } from '../users/api-keys.ts';
import { loadActorByApiKey } from './load-actor.ts';
import { AUTHENTICATE_BY_USERNAME } from './rate-limit.ts';
import { isValidEmail } from '../users/validate.ts';

/**
 * Zulip's validate_api_key. Errors carry Zulip's messages; the REST layer turns
 * them into 401 UNAUTHORIZED on the Basic-auth path as Zulip does.
 */
export async function authenticateApiKey(deps: Deps, email: string, apiKey: string): Promise<Actor> {
  const key = apiKey.trim();
  if (!isWellFormedApiKey(key)) throw new DomainError('INVALID_API_KEY', 'Malformed API key', 401);
  const found = await loadActorByApiKey(deps.db.sql, key);
  // Compare the email too, so a key alone never authenticates; constant-time on the key itself.
  if (!found || !apiKeysEqual(found.user.apiKey, key) || found.user.deliveryEmail.toLowerCase() !== email.trim().toLowerCase()) {
    throw new DomainError('INVALID_API_KEY', 'Invalid API key', 401);
  }
  if (found.realm.deactivated) throw realmDeactivated();
  if (!found.user.isActive) throw userDeactivated();
  return found;
}

/** A key alone (Zulip's `?api_key=` on file downloads, where the URL carries no address). */
export async function authenticateApiKeyOnly(deps: Deps, apiKey: string): Promise<Actor> {
  const key = apiKey.trim();
  if (!isWellFormedApiKey(key)) throw new DomainError('INVALID_API_KEY', 'Malformed API key', 401);
  const found = await loadActorByApiKey(deps.db.sql, key);
  if (!found || !apiKeysEqual(found.user.apiKey, key)) throw new DomainError('INVALID_API_KEY', 'Invalid API key', 401);
  if (found.realm.deactivated) throw realmDeactivated();
  if (!found.user.isActive) throw userDeactivated();
  return found;
}

/** Zulip's validate_login_email (when LDAP is off, usernames are email addresses). */
export function validateLoginEmail(username: string): void {
  if (!isValidEmail(username)) throw badRequest('Enter a valid email address.');
}

/**
 * POST /fetch_api_key (Zulip's api_fetch_api_key with EmailAuthBackend).
 * Every attempt for a username counts against `authenticate_by_username`
 * (keyed by the username as sent); a success clears its history. As in
 * Zulip's common_get_active_user, a deactivated realm or account is reported
 * before the password is looked at.
 */
export async function fetchApiKey(
  deps: Deps,
  realmId: number,
  username: string,
  password: string,
  opts: { rootDomain?: boolean } = {},
): Promise<{ api_key: string; email: string; user_id: number }> {
  validateLoginEmail(username);
  const key = `authenticate_by_username:${username}`;
  deps.rateLimiter.hit(key, AUTHENTICATE_BY_USERNAME);
  // EmailAuthBackend refuses before it looks the user up, whoever it is.
  await checkPasswordAuthEnabled(deps, realmId);
  // Zulip never accepts an empty password, whoever the user is.
  if (password === '') throw authenticationFailed();
  const user =
    (await findUserByDeliveryEmail(deps.db.prisma, realmId, username)) ??
    (opts.rootDomain ? await uniqueUserInAnyRealm(deps, username) : null);
  if (!user) throw authenticationFailed();
  const realm = await deps.db.prisma.realm.findUniqueOrThrow({ where: { id: user.realmId } });
  if (user.realmId !== realmId) await checkPasswordAuthEnabled(deps, user.realmId);
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

/**
 * The root domain serves every realm (a one-process server is usually reached
 * by IP or one host name), so a login there may name a user of another realm,
 * as long as the address picks exactly one account.
 */
async function uniqueUserInAnyRealm(deps: Deps, email: string) {
  const users = await deps.db.prisma.user.findMany({
    where: { deliveryEmail: { equals: email.trim(), mode: 'insensitive' } },
    take: 2,
  });
  return users.length === 1 ? users[0] : null;
}
