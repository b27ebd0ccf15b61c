import { createRequire } from 'node:module';
import type Zxcvbn from 'zxcvbn';
import type { Actor } from '../actor.ts';
import { AUTHENTICATE_BY_USERNAME, loginAttemptsKey, type RateRule } from '../auth/rate-limit.ts';
import type { Deps } from '../context.ts';
import { badRequest, RateLimitError } from '../errors.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { findUserByDeliveryEmail } from '../users/queries.ts';
import { isAdmin } from '../roles.ts';
import { isValidEmail } from '../users/validate.ts';

// Loaded with the first password change: zxcvbn's dictionaries are ~8 MiB of
// memory that a server carries for nothing until then.
let zxcvbnModule: typeof Zxcvbn | undefined;
const zxcvbn = (): typeof Zxcvbn => (zxcvbnModule ??= createRequire(import.meta.url)('zxcvbn') as typeof Zxcvbn);

/** Zulip's PASSWORD_MIN_LENGTH and PASSWORD_MIN_GUESSES. */
const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MIN_GUESSES = 10_000;

/**
 * zxcvbn looks at every substring: 100 characters take ~50 ms, 1,000 take
 * seconds. More characters never lower its guess count, so a password whose
 * first 100 pass is strong enough, and a request cannot make the server busy.
 */
const STRENGTH_MEASURED_CHARS = 100;

/** Zulip's check_password_strength: long enough, and zxcvbn's guess count at least PASSWORD_MIN_GUESSES. */
export function isStrongEnoughPassword(password: string): boolean {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH) return false;
  return zxcvbn()(chars.slice(0, STRENGTH_MEASURED_CHARS).join('')).guesses >= PASSWORD_MIN_GUESSES;
}

/**
 * The new password's hash, once the old password is right (Zulip's
 * authenticate, which counts the attempt against authenticate_by_username
 * like a login and forgets the history on success) and the new one strong
 * enough. Zulip answers the limit with its own message, not a 429.
 */
export async function checkPasswordChange(
  deps: Deps,
  actor: Actor,
  oldPassword: string | undefined,
  newPassword: string,
): Promise<string> {
  const key = loginAttemptsKey(actor.user, actor.user.deliveryEmail);
  try {
    deps.rateLimiter.hit(key, AUTHENTICATE_BY_USERNAME);
  } catch (e) {
    if (e instanceof RateLimitError)
      throw badRequest(`You're making too many attempts! Try again in ${Math.trunc(e.retryAfterSeconds)} seconds.`);
    throw e;
  }
  const stored = await deps.db.prisma.user.findUniqueOrThrow({
    where: { id: actor.user.id },
    select: { passwordHash: true },
  });
  // Zulip's email backend refuses an empty password before looking at the hash.
  const right =
    oldPassword !== undefined &&
    oldPassword !== '' &&
    stored.passwordHash !== null &&
    (await deps.passwords.verify(stored.passwordHash, oldPassword));
  if (!right) throw badRequest('Wrong password!');
  deps.rateLimiter.clear(key);
  if (!isStrongEnoughPassword(newPassword)) throw badRequest('New password is too weak!');
  return deps.passwords.hash(newPassword);
}

/** Zulip's email_change_by_user rule. */
const EMAIL_CHANGE_BY_USER: RateRule[] = [
  { windowSeconds: 3600, maxCalls: 2 },
  { windowSeconds: 86_400, maxCalls: 5 },
];

/**
 * Zulip's validate_email_change_request and the email_change_by_user limit:
 * the realm may forbid changes to non-administrators, the address must be
 * valid and belong to nobody in the realm. Zulip then mails a confirmation
 * link to the new address and changes nothing until it is followed; zircon
 * sends no mail, so the request is answered as Zulip answers it and the
 * address stays as it is (an unconfirmed change is never applied in Zulip either).
 * Returns whether a change was asked for.
 */
export async function checkEmailChangeRequest(deps: Deps, actor: Actor, email: string): Promise<boolean> {
  const wanted = email.trim();
  if (wanted === actor.user.deliveryEmail) return false;
  if (realmSettingsOf(actor.realm.settings).email_changes_disabled === true && !isAdmin(actor.user.role)) {
    throw badRequest('Email address changes are disabled in this organization.');
  }
  if (!isValidEmail(wanted)) throw badRequest('Invalid address.');
  const existing = await findUserByDeliveryEmail(deps.db.prisma, actor.realm.id, wanted);
  if (existing !== null)
    throw badRequest(existing.isActive ? 'Already has an account.' : 'Account has been deactivated.');
  deps.rateLimiter.hit(`email_change_by_user:${actor.user.id}`, EMAIL_CHANGE_BY_USER);
  return true;
}
