/*
 * Zulip's owner notices quote the webhook's response with Python's repr()
 * (`'text'` for a str, `b'text'` for bytes), and its generic interface turns
 * `content` into text with str(). Bot owners see these strings, so they are
 * reproduced here for the values a JSON response can hold.
 */

const hex2 = (n: number): string => n.toString(16).padStart(2, '0');

/** Characters Python's str.isprintable() rejects (other than space, which is printable). */
const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

const quoteFor = (s: string): string => (s.includes("'") && !s.includes('"') ? '"' : "'");

function escapeChar(ch: string, quote: string): string {
  if (ch === '\\' || ch === quote) return `\\${ch}`;
  if (ch === '\n') return '\\n';
  if (ch === '\r') return '\\r';
  if (ch === '\t') return '\\t';
  if (ch === ' ' || !NON_PRINTABLE.test(ch)) return ch;
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x100) return `\\x${hex2(code)}`;
  if (code < 0x10000) return `\\u${code.toString(16).padStart(4, '0')}`;
  return `\\U${code.toString(16).padStart(8, '0')}`;
}

/** Python's repr() of a str. */
export function pythonStrRepr(s: string): string {
  const quote = quoteFor(s);
  return `${quote}${[...s].map((ch) => escapeChar(ch, quote)).join('')}${quote}`;
}

/** Python's repr() of bytes. */
export function pythonBytesRepr(b: Uint8Array): string {
  const quote = quoteFor(Buffer.from(b).toString('latin1'));
  let out = '';
  for (const byte of b) {
    const ch = String.fromCharCode(byte);
    if (ch === '\\' || ch === quote) out += `\\${ch}`;
    else if (byte === 0x0a) out += '\\n';
    else if (byte === 0x0d) out += '\\r';
    else if (byte === 0x09) out += '\\t';
    else if (byte < 0x20 || byte >= 0x7f) out += `\\x${hex2(byte)}`;
    else out += ch;
  }
  return `b${quote}${out}${quote}`;
}

/** Python's repr() of a float as json.loads makes it (repr of an int for integral JSON integers). */
function pythonNumber(n: number, integral: boolean): string {
  if (integral) return String(n);
  if (Number.isInteger(n)) return `${n}.0`;
  const s = String(n);
  // Python writes exponents with at least two digits ("1e-07"), JavaScript with one.
  return s.replace(/e([+-])(\d)$/, 'e$10$2');
}

/**
 * Python's str() of a value json.loads returned. JSON integers and floats are
 * told apart by the response text, which is not kept; a whole number is
 * shown as an int, which is what bots send in practice.
 */
export function pythonStr(value: unknown): string {
  return typeof value === 'string' ? value : pythonRepr(value);
}

function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return pythonNumber(value, Number.isInteger(value));
  if (typeof value === 'string') return pythonStrRepr(value);
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${pythonStrRepr(k)}: ${pythonRepr(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}

/** Python's truthiness of a JSON value (`if response_json.get("response_not_required", False)`). */
export function pythonTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}
