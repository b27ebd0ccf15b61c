import { hasLoneSurrogate } from '../../text.ts';
import { JsonFloat, parseStrictJson } from '../../strict-json.ts';

/*
 * JSON as Zulip's widget code reads and writes it: orjson.loads (integers and
 * floats kept apart, no NaN/Infinity, no lone surrogates, 64-bit integers at
 * most) and Python's json.dumps with its defaults (", " and ": " separators,
 * non-ASCII escaped), so a widget's stored content matches Zulip's to the character.
 */

export { JsonFloat };

/** orjson refuses integers outside [-2^63, 2^64 - 1]. */
const INT_MIN = -(2 ** 63);
const INT_MAX = 2 ** 64;

/** Whether orjson would have decoded the text of this value (JSON.parse-level syntax is checked before). */
function orjsonAccepts(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (hasLoneSurrogate(v)) return false;
    } else if (typeof v === 'number') {
      if (v < INT_MIN || v >= INT_MAX) return false;
    } else if (v instanceof JsonFloat) {
      if (!Number.isFinite(v.value)) return false;
    } else if (Array.isArray(v)) {
      pending.push(...v);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) pending.push(k, x);
    }
  }
  return true;
}

/** orjson.loads: the decoded value (floats as JsonFloat), or undefined where orjson raises JSONDecodeError. */
export function orjsonLoads(text: string): { value: unknown } | undefined {
  let value: unknown;
  try {
    value = parseStrictJson(text);
  } catch {
    return undefined;
  }
  return orjsonAccepts(value) ? { value } : undefined;
}

/** Python's repr of a finite float: shortest round-trip digits, exponent form below 1e-4 and from 1e16. */
function pyFloat(x: number): string {
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mantissa, expText] = x.toExponential().split('e');
  const exp = Number(expText);
  if (exp < -4 || exp >= 16) {
    const sign = exp < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  const fixed = x.toFixed(Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - exp));
  return fixed.includes('.') ? fixed : `${fixed}.0`;
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

function pyString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    const code = s.charCodeAt(i);
    if (SHORT_ESCAPES[c] !== undefined) out += SHORT_ESCAPES[c];
    else if (code < 0x20 || code > 0x7e) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += c;
  }
  return `${out}"`;
}

/** Python's json.dumps(value) with default arguments. */
export function pyJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : pyFloat(value);
  if (value instanceof JsonFloat) return pyFloat(value.value);
  if (typeof value === 'string') return pyString(value);
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${pyString(k)}: ${pyJsonDumps(v)}`)
      .join(', ')}}`;
  }
  return 'null';
}
