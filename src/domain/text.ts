import { badRequest, type DomainError } from './errors.ts';

/**
 * PostgreSQL text cannot hold NUL, and passing one to a query fails it: a
 * looked-up name or address with a NUL can equal nothing stored, so lookups
 * answer "not found" for it instead of asking the database.
 */
export const isStorableText = (s: string): boolean => !s.includes('\0');

/**
 * Text that would be stored or compared with stored text. Zulip words it
 * "Message must not contain null bytes" for message content; other parameters
 * get the same sentence with their own name.
 */
export const nullBytesError = (what: string): DomainError => badRequest(`${what} must not contain null bytes`);

export function requireStorableText(what: string, s: string): string {
  if (!isStorableText(s)) throw nullBytesError(what);
  return s;
}
