import { parse as fastQuerystring } from 'fast-querystring';
import { parseForm } from '../../../src/rest-compat/form-body.ts';
import { prng } from '../../support/hostile.ts';

/**
 * Form bodies are read as @fastify/formbody's default parser reads them, only
 * faster, except escaped bytes that are not UTF-8: U+FFFD for them, as Django
 * (urllib's unquote with errors="replace"), where fast-querystring keeps the
 * whole value as sent.
 */
const plain = (o: Record<string, unknown>) => JSON.parse(JSON.stringify(o)) as unknown;

test.each([
  ['a=1&b=2', { a: '1', b: '2' }],
  ['to=%5B1%2C2%5D&content=hello+world%21', { to: '[1,2]', content: 'hello world!' }],
  ['a=1&a=2&a=3', { a: ['1', '2', '3'] }],
  ['flag&=empty&&x=', { flag: '', '': 'empty', x: '' }],
  ['bad=%E0%A4%A&worse=%zz&ok=%C3%A9', { bad: '\uFFFD%A', worse: '%zz', ok: 'é' }],
  // A lone surrogate as CESU-8 (ED A0 80): three bytes no UTF-8 decoder accepts, three U+FFFD as in Python.
  ['content=x%ED%A0%80y&%FF=%F0%9F%98', { content: 'x\uFFFD\uFFFD\uFFFDy', '\uFFFD': '\uFFFD' }],
  ['a=b=c&k%3D=v', { a: 'b=c', 'k=': 'v' }],
  // Own keys, not the prototype: a literal { __proto__: … } would set it.
  ['__proto__=x&constructor=y', JSON.parse('{"__proto__":"x","constructor":"y"}') as Record<string, string>],
  ['nul=%00&plus=%2B', { nul: '\u0000', plus: '+' }],
])('%s', (body, expected) => {
  const parsed = parseForm(body);
  expect(Object.getPrototypeOf(parsed)).toBeNull();
  expect(Object.entries(parsed)).toEqual(Object.entries(expected));
});

/** The WHATWG form parser's reading (bytes percent-decoded, then UTF-8 with replacement: Python's too), with repeated names as lists. */
function reference(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  // Characters past ASCII go in as the UTF-8 escapes they came as (Node's parser reads them as Latin-1 beside a bad escape).
  for (const [k, v] of new URLSearchParams(body.replace(/[^\0-\x7f]/gu, (c) => encodeURIComponent(c)))) {
    const seen = out[k];
    out[k] = seen === undefined ? v : Array.isArray(seen) ? [...seen, v] : [seen, v];
  }
  return out;
}

const decodes = (s: string): boolean => {
  try {
    decodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
};

test('random bodies of names, values, escapes and separators: as fast-querystring where the escapes are UTF-8, U+FFFD where not', () => {
  const rand = prng(7);
  const pieces = [
    'a',
    'b',
    'é',
    '=',
    '&',
    '+',
    '%',
    '%2',
    '%41',
    '%C3%A9',
    '%E0%A4',
    '%ED%A0%80',
    '%zz',
    '%00',
    '[',
    '1',
    ' ',
  ];
  let invalid = 0;
  for (let i = 0; i < 5000; i++) {
    let body = '';
    const n = Math.floor(rand() * 12);
    for (let j = 0; j < n; j++) body += pieces[Math.floor(rand() * pieces.length)];
    const parsed = plain(parseForm(body));
    expect([body, parsed]).toEqual([body, plain(reference(body))]);
    // Where every escape is well formed and UTF-8, fast-querystring reads it so too.
    if (decodes(body)) expect([body, parsed]).toEqual([body, plain(fastQuerystring(body))]);
    else invalid++;
  }
  expect(invalid).toBeGreaterThan(1000);
});

test('a 650 KB body of escapes decodes to the list it encodes', () => {
  const list = `[${new Array<string>(65_536).fill('"x"').join(',')}]`;
  expect(parseForm(`to=${encodeURIComponent(list)}`).to).toBe(list);
});
