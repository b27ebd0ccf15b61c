import { badRequest, type DomainError } from '../../errors.ts';
import { JsonFloat } from './py-json.ts';

/*
 * Zulip's zerver/lib/validator.py checks, which widget data is validated
 * with, and their messages (not pydantic's): `name` is the path so far,
 * e.g. `poll data["vote"]`. Python's bool is an int, so `true` passes an
 * integer check as 1, as it does there.
 */

export type Check<T> = (name: string, value: unknown) => T;

/** A failed check, with Zulip's message; the caller decides how it is worded to the client. */
export const invalid = (msg: string): DomainError => badRequest(msg);

export const checkString: Check<string> = (name, v) => {
  if (typeof v !== 'string') throw invalid(`${name} is not a string`);
  return v;
};

export const checkInt: Check<number> = (name, v) => {
  if (typeof v === 'boolean') return Number(v);
  if (typeof v !== 'number' || !Number.isInteger(v)) throw invalid(`${name} is not an integer`);
  return v;
};

export const checkBool: Check<boolean> = (name, v) => {
  if (typeof v !== 'boolean') throw invalid(`${name} is not a boolean`);
  return v;
};

export const checkIntIn =
  (allowed: readonly number[]): Check<number> =>
  (name, v) => {
    const n = checkInt(name, v);
    if (!allowed.includes(n)) throw invalid(`Invalid ${name}`);
    return n;
  };

export const checkIntRange =
  (low: number, high: number): Check<number> =>
  (name, v) => {
    const n = checkInt(name, v);
    if (n < low) throw invalid(`${name} is too small`);
    if (n > high) throw invalid(`${name} is too large`);
    return n;
  };

export const equals =
  (expected: string): Check<string> =>
  (name, v) => {
    if (v !== expected) throw invalid(`${name} != ${expected} (${pyStr(v)} is wrong)`);
    return expected;
  };

export const checkList =
  <T>(item: Check<T>): Check<T[]> =>
  (name, v) => {
    if (!Array.isArray(v)) throw invalid(`${name} is not a list`);
    return v.map((x, i) => item(`${name}[${i}]`, x));
  };

export function isJsonObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof JsonFloat);
}

/**
 * check_dict: the required keys in order, then (for check_dict_only) no key
 * besides them ("Unexpected arguments: a, b", in the order sent).
 */
export const checkJsonObject =
  (
    required: ReadonlyArray<readonly [string, Check<unknown>]>,
    opts: { only?: boolean } = {},
  ): Check<Record<string, unknown>> =>
  (name, v) => {
    if (!isJsonObject(v)) throw invalid(`${name} is not a dict`);
    for (const [key, check] of required) {
      if (!Object.hasOwn(v, key)) throw invalid(`${key} key is missing from ${name}`);
      check(`${name}["${key}"]`, v[key]);
    }
    if (opts.only) {
      const extra = Object.keys(v).filter((k) => !required.some(([key]) => key === k));
      if (extra.length > 0) throw invalid(`Unexpected arguments: ${extra.join(', ')}`);
    }
    return v;
  };

/** How Python's str() prints a decoded JSON value, for messages that quote one. */
export function pyStr(v: unknown): string {
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'string') return v;
  if (v instanceof JsonFloat) return String(v.value);
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  if (typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${pyRepr(k)}: ${pyRepr(x)}`)
      .join(', ')}}`;
  return String(v);
}

const pyRepr = (v: unknown): string =>
  typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : pyStr(v);
