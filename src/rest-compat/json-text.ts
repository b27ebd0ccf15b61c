import { JsonFloat, parseStrictJson } from '../domain/strict-json.ts';
import { valueHasLoneSurrogate } from '../domain/text.ts';

/**
 * A JSON parameter decoded as Python's json decodes it for Zulip: `2.0`,
 * `1e3` and NaN are floats there, which pydantic's strict int refuses ("… is
 * not an integer"), while JSON.parse would make 2 and 1000 of them. A float
 * literal always has a digit before its `.`, `e` or `E`; text without one
 * (almost every parameter) takes JSON.parse's faster path. Floats come back
 * as JsonFloat: checks that accept a float read `numberValue`.
 */
export function parseJsonText(text: string): unknown {
  const value = /\d[.eE]|NaN|Infinity/.test(text) ? parseStrictJson(text) : JSON.parse(text);
  // Zulip's decoders (orjson, pydantic's) refuse a "\ud800" escape without its pair as invalid JSON.
  if (MAY_HOLD_SURROGATE.test(text) && valueHasLoneSurrogate(value)) throw new SyntaxError('a lone surrogate');
  return value;
}

/** A surrogate, as itself or as an escape: the cheap test before looking through the decoded value. */
const MAY_HOLD_SURROGATE = /[\uD800-\uDFFF]|\\u[dD][89a-fA-F]/;

/** A JSON number where Zulip accepts a float as well as an int. */
export function numberValue(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  return v instanceof JsonFloat ? v.value : undefined;
}

/** A JSON object (a dict), not a list, null or a float. */
export const isJsonDict = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof JsonFloat);
