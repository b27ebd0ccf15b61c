import { parse as fastQuerystring } from 'fast-querystring';
import { parseForm } from '../../../src/rest-compat/form-body.ts';
import { prng } from '../../support/hostile.ts';

/** Form bodies are read as @fastify/formbody's default parser reads them, only faster. */
const plain = (o: Record<string, unknown>) => JSON.parse(JSON.stringify(o)) as unknown;

test.each([
  ['a=1&b=2', { a: '1', b: '2' }],
  ['to=%5B1%2C2%5D&content=hello+world%21', { to: '[1,2]', content: 'hello world!' }],
  ['a=1&a=2&a=3', { a: ['1', '2', '3'] }],
  ['flag&=empty&&x=', { flag: '', '': 'empty', x: '' }],
  ['bad=%E0%A4%A&worse=%zz&ok=%C3%A9', { bad: '%E0%A4%A', worse: '%zz', ok: 'é' }],
  ['a=b=c&k%3D=v', { a: 'b=c', 'k=': 'v' }],
  // Own keys, not the prototype: a literal { __proto__: … } would set it.
  ['__proto__=x&constructor=y', JSON.parse('{"__proto__":"x","constructor":"y"}') as Record<string, string>],
  ['nul=%00&plus=%2B', { nul: '\u0000', plus: '+' }],
])('%s', (body, expected) => {
  const parsed = parseForm(body);
  expect(Object.getPrototypeOf(parsed)).toBeNull();
  expect(Object.entries(parsed)).toEqual(Object.entries(expected));
});

test('agrees with fast-querystring on random bodies of names, values, escapes and separators', () => {
  const rand = prng(7);
  const pieces = ['a', 'b', 'é', '=', '&', '+', '%', '%2', '%41', '%C3%A9', '%E0%A4', '%zz', '%00', '[', '1', ' '];
  for (let i = 0; i < 5000; i++) {
    let body = '';
    const n = Math.floor(rand() * 12);
    for (let j = 0; j < n; j++) body += pieces[Math.floor(rand() * pieces.length)];
    expect([body, plain(parseForm(body))]).toEqual([body, plain(fastQuerystring(body))]);
  }
});

test('a 650 KB body of escapes decodes to the list it encodes', () => {
  const list = `[${new Array<string>(65_536).fill('"x"').join(',')}]`;
  expect(parseForm(`to=${encodeURIComponent(list)}`).to).toBe(list);
});
