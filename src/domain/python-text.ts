/**
 * Small pieces of Python semantics that Zulip's narrow code leans on, so that
 * odd inputs behave as they do there: str.strip(), int(str), str(operand).
 */

/**
 * The characters of Python's str.isspace(), as a regex class body: unlike
 * JavaScript's \s it includes the separators U+001C–U+001F and excludes U+FEFF.
 */
export const PY_WHITESPACE = `\\t\\n\\v\\f\\r${String.fromCharCode(0x1c)}-${String.fromCharCode(0x1f)} \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000`;
const PY_SPACE = new RegExp(`^[${PY_WHITESPACE}]+|[${PY_WHITESPACE}]+$`, 'gu');

export const pyStrip = (s: string): string => s.replace(PY_SPACE, '');

/** The value of one Unicode decimal digit (category Nd comes in runs of ten). */
function digitValue(ch: string): number | undefined {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp >= 0x30 && cp <= 0x39) return cp - 0x30;
  if (!/\p{Nd}/u.test(ch)) return undefined;
  let start = cp;
  while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
}

/**
 * Python's int(text): surrounding whitespace, an optional sign, Unicode
 * decimal digits with single underscores between them. Undefined where
 * Python raises ValueError.
 */
export function pyInt(text: string): number | undefined {
  const s = pyStrip(text);
  const m = /^([+-]?)(.+)$/su.exec(s);
  if (!m) return undefined;
  const body = [...m[2]];
  let digits = '';
  for (let k = 0; k < body.length; k++) {
    const ch = body[k];
    if (ch === '_') {
      if (k === 0 || k === body.length - 1 || body[k + 1] === '_') return undefined;
      continue;
    }
    const d = digitValue(ch);
    if (d === undefined) return undefined;
    digits += String(d);
  }
  if (digits === '') return undefined;
  const n = Number(digits);
  return m[1] === '-' ? -n : n;
}

/** Python's str.isdigit() restricted to what int() then accepts (ASCII digits). */
export const isAsciiDigits = (s: string): boolean => /^[0-9]+$/.test(s);

/** A narrow operand as Python's str() prints it (True, [1, 2], …). */
export function pyStr(operand: unknown): string {
  if (typeof operand === 'boolean') return operand ? 'True' : 'False';
  if (Array.isArray(operand)) return `[${operand.map(pyStr).join(', ')}]`;
  return String(operand);
}

/** Unicode categories Cc and Cs, and the 66 non-characters, are not printable (Zulip's is_character_printable). */
function isPrintable(cp: number): boolean {
  if (cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f)) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false;
  if (cp >= 0xfdd0 && cp <= 0xfdef) return false;
  return (cp & 0xfffe) !== 0xfffe;
}

/** Zulip's check_string_is_printable: 1-based position of the first unprintable character. */
export function firstUnprintablePosition(text: string): number | null {
  let pos = 0;
  for (const ch of text) {
    pos += 1;
    if (!isPrintable(ch.codePointAt(0) ?? 0)) return pos;
  }
  return null;
}
