/**
 * JSON as pydantic's strict `Json[...]` sees it. JavaScript's JSON.parse turns
 * `5.0` and `1e3` into integers, but Zulip rejects them where an int is
 * expected ("num_before is not an integer"), so number literals with a
 * fraction or exponent (and jiter's NaN/Infinity) come back as JsonFloat.
 */
export class JsonFloat {
  constructor(readonly value: number) {}
}

export class JsonSyntaxError extends Error {}

const WS = new Set([' ', '\t', '\n', '\r']);
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const SPECIAL: Array<[string, unknown]> = [
  ['true', true],
  ['false', false],
  ['null', null],
  ['NaN', new JsonFloat(NaN)],
  ['Infinity', new JsonFloat(Infinity)],
  ['-Infinity', new JsonFloat(-Infinity)],
];

export function parseStrictJson(text: string): unknown {
  let i = 0;
  const fail = (): never => {
    throw new JsonSyntaxError(`invalid JSON at ${i}`);
  };
  const skip = () => {
    while (i < text.length && WS.has(text[i])) i++;
  };

  const str = (): string => {
    i++;
    let out = '';
    for (;;) {
      if (i >= text.length) fail();
      const c = text[i++];
      if (c === '"') return out;
      if (c < ' ') fail();
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = text[i++];
      if (e === 'u') {
        const hex = text.slice(i, i + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail();
        out += String.fromCharCode(parseInt(hex, 16));
        i += 4;
      } else if (e !== undefined && e in ESCAPES) {
        out += ESCAPES[e];
      } else {
        fail();
      }
    }
  };

  const value = (depth: number): unknown => {
    if (depth > 200) fail();
    skip();
    const c = text[i];
    if (c === '"') return str();
    if (c === '[') {
      i++;
      const arr: unknown[] = [];
      skip();
      if (text[i] === ']') {
        i++;
        return arr;
      }
      for (;;) {
        arr.push(value(depth + 1));
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return arr;
        } else fail();
      }
    }
    if (c === '{') {
      i++;
      const obj: Record<string, unknown> = {};
      skip();
      if (text[i] === '}') {
        i++;
        return obj;
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail();
        const k = str();
        skip();
        if (text[i++] !== ':') fail();
        Object.defineProperty(obj, k, {
          value: value(depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return obj;
        } else fail();
      }
    }
    for (const [word, v] of SPECIAL) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail();
    i += m[0].length;
    const n = Number(m[0]);
    if (m[1] !== undefined || m[2] !== undefined) return new JsonFloat(n);
    // Python ints have no limit; a huge one is still an (enormous) integer.
    return Number.isFinite(n) ? n : Math.sign(n) * Number.MAX_VALUE;
  };

  const v = value(0);
  skip();
  if (i !== text.length) fail();
  return v;
}
