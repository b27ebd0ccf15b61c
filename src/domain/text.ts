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

/**
 * A UTF-16 surrogate without its other half. JavaScript strings may hold one
 * (JSON's "\ud800" decodes to it), UTF-8 cannot: the database driver writes
 * U+FFFD for it in text, PostgreSQL refuses it in jsonb, so a value carrying
 * one is stored otherwise than it was sent or not at all.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

export const hasLoneSurrogate = (s: string): boolean => LONE_SURROGATE.test(s);

/** Lone surrogates as U+FFFD, as a UTF-8 encoder writes them (String.prototype.toWellFormed, absent from this TypeScript lib). */
export const toWellFormed = (s: string): string => s.replace(LONE_SURROGATES, '\uFFFD');

/** Whether a decoded JSON value has a lone surrogate in any string, keys included. Iterative: no depth exhausts the stack. */
export function valueHasLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (hasLoneSurrogate(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) pending.push(k, item);
    }
  }
  return false;
}

export function requireStorableText(what: string, s: string): string {
  if (!isStorableText(s)) throw nullBytesError(what);
  return s;
}

/** A snake_case name (Zulip's) in camelCase, as a type. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** A snake_case name (Zulip's) in camelCase: `can_add_subscribers_group` → `canAddSubscribersGroup`. */
export const camelCase = <S extends string>(name: S): CamelCase<S> =>
  name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()) as CamelCase<S>;

/** A camelCase name in Zulip's snake_case: `streamId` → `stream_id`. */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
