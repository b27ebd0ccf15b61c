import { codePointLength, longerThan } from '../../src/domain/text.ts';
import { prng } from '../support/hostile.ts';

/** Zulip's limits count code points (Python's len()); these count them without spreading the string. */
test.each([
  ['', 0],
  ['abc', 3],
  ['é', 1],
  ['🐙', 1],
  ['a🐙b🐙', 4],
  ['\ud83d', 1],
  ['\udc19\ud83d', 2],
  ['\ud83d\ud83d\udc19', 2],
])('codePointLength(%j) is %i', (s, n) => {
  expect(codePointLength(s)).toBe(n);
  expect(codePointLength(s)).toBe([...s].length);
});

test('longerThan agrees with counting the spread string, on random mixes of narrow, wide and lone halves', () => {
  const rand = prng(11);
  const pieces = ['a', 'é', '🐙', '\ud83d', '\udc19', ' '];
  for (let i = 0; i < 3000; i++) {
    let s = '';
    const n = Math.floor(rand() * 24);
    for (let j = 0; j < n; j++) s += pieces[Math.floor(rand() * pieces.length)];
    const max = Math.floor(rand() * 20);
    expect([s, max, longerThan(s, max)]).toEqual([s, max, [...s].length > max]);
  }
});
