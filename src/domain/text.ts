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

/**
 * Whether `s` has more than `max` code points (Python's len(), which Zulip's
 * limits count), without spreading it into an array: the UTF-16 length bounds
 * the answer from both sides, and only the narrow band between is counted.
 */
export function longerThan(s: string, max: number): boolean {
  if (s.length <= max) return false;
  if (s.length > 2 * max) return true;
  return codePointLength(s) > max;
}

/** Python's len(): code points, not UTF-16 units. */
export function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

export function requireStorableText(what: string, s: string): string {
  if (!isStorableText(s)) throw nullBytesError(what);
  return s;
}
