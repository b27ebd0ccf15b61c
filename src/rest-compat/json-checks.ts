import { isInt } from '../domain/bounds.ts';
import { badRequest } from '../domain/errors.ts';
import { isJsonDict } from './json-text.ts';

/**
 * Validators for JSON-encoded parameters with pydantic strict mode's messages
 * (Zulip's typed_endpoint). `path` is the parameter name plus the JSON path,
 * e.g. `to[1]` or `drafts[0]["content"]`.
 */
export type Check<T> = (value: unknown, path: string) => T;

export { isInt } from '../domain/bounds.ts';

export const int =
  (opts: { min?: number; max?: number } = {}): Check<number> =>
  (v, path) => {
    if (!isInt(v)) throw badRequest(`${path} is not an integer`);
    if (opts.min !== undefined && v < opts.min) throw badRequest(`${path} is too small`);
    if (opts.max !== undefined && v > opts.max) throw badRequest(`${path} is too large`);
    return v;
  };

export const nonNegativeInt = (): Check<number> => int({ min: 0 });

export const bool: Check<boolean> = (v, path) => {
  if (typeof v !== 'boolean') throw badRequest(`${path} is not a boolean`);
  return v;
};

export const str =
  (opts: { maxLength?: number } = {}): Check<string> =>
  (v, path) => {
    if (typeof v !== 'string') throw badRequest(`${path} is not a string`);
    if (opts.maxLength !== undefined && v.length > opts.maxLength) {
      throw badRequest(`${path} is too long (limit: ${opts.maxLength} characters)`);
    }
    return v;
  };

export const list =
  <T>(item: Check<T>): Check<T[]> =>
  (v, path) => {
    if (!Array.isArray(v)) throw badRequest(`${path} is not a list`);
    return v.map((x, i) => item(x, `${path}[${i}]`));
  };

export const dict = (v: unknown, path: string): Record<string, unknown> => {
  if (!isJsonDict(v)) throw badRequest(`${path} is not a dict`);
  return v;
};

/** An enumerated int: Zulip's check_int_in_validator message. */
export const intIn =
  <T extends number>(allowed: readonly T[]): Check<T> =>
  (v, path) => {
    const n = int()(v, path);
    const found = allowed.find((a) => a === n);
    if (found === undefined) throw badRequest(`Invalid ${path}: Value error, Not in the list of possible values`);
    return found;
  };

/** A Literal[...] string: pydantic's literal_error message. */
export const literal =
  <T extends string>(allowed: readonly T[]): Check<T> =>
  (v, path) => {
    if (typeof v !== 'string' || !allowed.includes(v as T)) throw badRequest(`Invalid ${path}`);
    return v as T;
  };

/** Either of two shapes, trying them in order (e.g. `int | str`). */
export const either =
  <A, B>(a: Check<A>, b: Check<B>): Check<A | B> =>
  (v, path) => {
    try {
      return a(v, path);
    } catch {
      return b(v, path);
    }
  };
