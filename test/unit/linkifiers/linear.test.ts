// Rendering with linkifiers stays linear in the text, whatever the patterns:
// the work done (RE2 searches and the characters offered to them) is
// counted, not timed.

import { CompiledPattern, type ScanMeter } from '../../../src/domain/linkifiers/pattern.ts';
import { createMarkdownRenderer } from '../../../src/domain/markdown/index.ts';
import type { Linkifier, RenderContext } from '../../../src/domain/markdown/index.ts';
import { emptyRenderContext } from '../markdown/empty-context.ts';

const ctx: RenderContext = emptyRenderContext('http://chat.example.com');

// Patterns that backtrack catastrophically in engines like JavaScript's
// RegExp on long runs of `a` that never end the way they need.
const ADVERSARIAL = [
  '(a+)+b',
  '(a|aa)+b',
  '(a*)*c',
  '([a-z]+)*#',
  '(x+x+)+y',
  '(\\w+\\s?)+#',
  '(.*a){20}#',
  '(a|a?)+z',
];
const linkifiers: Linkifier[] = Array.from({ length: 50 }, (_, i) =>
  i < ADVERSARIAL.length
    ? { pattern: ADVERSARIAL[i], urlTemplate: `https://bad${i}.example/` }
    : { pattern: `T${i}-(?P<id>[0-9]+)`, urlTemplate: `https://t${i}.example/{id}` },
);

/** A message of `n` characters: long runs that feed the adversarial patterns, and matches of the ordinary ones. */
const message = (n: number): string => {
  let text = '';
  for (let i = 0; text.length < n; i++)
    text += i % 5 === 0 ? ` T${10 + (i % 40)}-${i} ` : 'a'.repeat(60) + (i % 2 ? ' ' : '');
  return `${text.slice(0, n - 1)}.`;
};

function render(text: string): { meter: ScanMeter; html: string } {
  const meter: ScanMeter = { searches: 0, charsScanned: 0 };
  const renderer = createMarkdownRenderer({ compileLinkifier: (pattern) => CompiledPattern.compile(pattern, meter) });
  return { meter, html: renderer.render(text, { ...ctx, linkifiers }).html };
}

test('a 10,000-character message against 50 linkifiers: work bounded by linkifiers × (text + matches)', () => {
  const text = message(10_000);
  const { meter, html } = render(text);
  const links = (html.match(/<a /g) ?? []).length;
  expect(links).toBeGreaterThan(30);
  // Each search resumes where the last match ended (one character back at most),
  // so each linkifier runs over the text about once, plus one search per match.
  expect(meter.searches).toBeLessThanOrEqual(50 * (links + 2));
  expect(meter.charsScanned).toBeLessThanOrEqual(50 * (text.length + 2) + links * 64);
});

test('twice the text is about twice the work', () => {
  const small = render(message(10_000)).meter;
  const large = render(message(20_000)).meter;
  expect(large.charsScanned / small.charsScanned).toBeGreaterThan(1.8);
  expect(large.charsScanned / small.charsScanned).toBeLessThan(2.2);
});

test('a pathological pattern is compiled by RE2 and finds what it should', () => {
  const pattern = CompiledPattern.compile('(?P<run>(a+)+)$');
  expect(pattern).not.toBeNull();
  const text = `${'a'.repeat(50_000)}!`;
  expect(pattern?.scan(text)).toEqual([]);
  expect(pattern?.scan(`x ${'a'.repeat(50_000)}`)).toEqual([
    { index: 2, text: 'a'.repeat(50_000), groups: { run: 'a'.repeat(50_000) } },
  ]);
});
