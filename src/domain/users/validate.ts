import { badRequest } from '../errors.ts';

export const MAX_NAME_LENGTH = 100;
export const MIN_NAME_LENGTH = 2;
const NAME_INVALID_CHARS = ['*', '`', '\\', '>', '"', '@'];

/** Zulip's check_full_name; returns the stripped name. */
export function checkFullName(raw: string): string {
  const name = raw.trim();
  if (name.length > MAX_NAME_LENGTH) throw badRequest('Name too long!');
  if (name.length < MIN_NAME_LENGTH) throw badRequest('Name too short!');
  // Control and unassigned characters are refused like Zulip's NAME_INVALID_CHARS.
  if (NAME_INVALID_CHARS.some((c) => name.includes(c)) || /[\p{Cc}\p{Cs}\p{Cn}]/u.test(name)) {
    throw badRequest('Invalid characters in name!');
  }
  // "Name|123" would be read as a mention of user 123.
  if (/\|\d+$/.test(raw)) throw badRequest('Invalid format!');
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

export const PASSWORD_MIN_LENGTH = 6;
export const passwordTooWeak = () => badRequest('The password is too weak.');
