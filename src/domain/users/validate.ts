import type { Db } from '../context.ts';
import { badRequest } from '../errors.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { codePointLength } from '../text.ts';

export const MAX_NAME_LENGTH = 100;
export const MIN_NAME_LENGTH = 2;
const NAME_INVALID_CHARS = ['*', '`', '\\', '>', '"', '@'];

/** Zulip's check_full_name without the realm rules; returns the stripped name. */
export function checkFullName(raw: string): string {
  const name = raw.trim();
  // Python's len() counts code points, not UTF-16 units.
  const length = codePointLength(name);
  if (length > MAX_NAME_LENGTH) throw badRequest('Name too long!');
  if (length === 0) throw badRequest('Name must not be empty!');
  if (length < MIN_NAME_LENGTH) throw badRequest('Name too short!');
  // Control and unassigned characters are refused like Zulip's NAME_INVALID_CHARS.
  if (NAME_INVALID_CHARS.some((c) => name.includes(c)) || /[\p{Cc}\p{Cs}\p{Cn}]/u.test(name)) {
    throw badRequest('Invalid characters in name!');
  }
  // "Name|123" would be read as a mention of user 123.
  if (/\|\d+$/.test(raw)) throw badRequest('Invalid format!');
  return name;
}

const normalizedName = (name: string): string => name.normalize('NFKC').toLowerCase();

/**
 * Zulip's check_full_name with its realm: when the realm requires unique
 * names, no other user (NFKC, case-folded) may have it. `exceptUserId` is the
 * user Zulip leaves out: the renamed user, or (a Zulip quirk) the admin creating one.
 */
export async function checkFullNameInRealm(
  db: Db,
  realm: { id: number; settings: unknown },
  raw: string,
  exceptUserId: number | null,
): Promise<string> {
  const name = checkFullName(raw);
  if (realmSettingsOf(realm.settings).require_unique_names === true) {
    const others = await db.user.findMany({
      where: { realmId: realm.id, ...(exceptUserId === null ? {} : { id: { not: exceptUserId } }) },
      select: { fullName: true },
    });
    const wanted = normalizedName(name);
    if (others.some((o) => normalizedName(o.fullName) === wanted)) {
      throw badRequest('Unique names required in this organization.');
    }
  }
  return name;
}

/** A deliberately plain check in the spirit of Django's validate_email. */
export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local)) return false;
  return /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/.test(domain) || domain === 'localhost';
}

/** Django's BaseUserManager.normalize_email: the domain part is lower-cased, the local part kept. */
export function normalizeEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
}

export const PASSWORD_MIN_LENGTH = 6;
export const passwordTooWeak = () => badRequest('The password is too weak.');

/** Zulip's check_password_strength, length rule (see PASSWORD_MIN_LENGTH). */
export const isStrongPassword = (password: string): boolean => password.length >= PASSWORD_MIN_LENGTH;
