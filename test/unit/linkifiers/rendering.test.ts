// Linkifiers in rendering, on the default RE2 engine: Zulip's test_realm_patterns
// cases (zerver/tests/test_markdown.py) and its topic_links rules.

import { LinkifierSet } from '../../../src/domain/markdown/linkifier-sets.ts';
import { createMarkdownRenderer } from '../../../src/domain/markdown/index.ts';
import type { Linkifier, RenderContext } from '../../../src/domain/markdown/index.ts';
import { emptyRenderContext } from '../markdown/empty-context.ts';

const ctx: RenderContext = emptyRenderContext('http://zulip.testserver');
const TRAC = { pattern: '#(?P<id>[0-9]{2,8})', urlTemplate: 'https://trac.example.com/ticket/{id}' };
const renderer = createMarkdownRenderer();
const html = (content: string, linkifiers: Linkifier[]) => renderer.render(content, { ...ctx, linkifiers }).html;
const topicLinks = (topic: string, linkifiers: Linkifier[]) =>
  new LinkifierSet(
    '',
    linkifiers.map((l, i) => ({ id: i + 1, ...l })),
  ).topicLinks(topic);

const trac = (id: string) => `<a href="https://trac.example.com/ticket/${id}">#${id}</a>`;

test.each([
  [
    'We should fix #224 #336 #446 and #115, but not issue#124 or #1124z or [trac #15](https://trac.example.com/ticket/16) today.',
    `<p>We should fix ${trac('224')} ${trac('336')} ${trac('446')} and ${trac('115')}, but not issue#124 or #1124z or <a href="https://trac.example.com/ticket/16">trac #15</a> today.</p>`,
  ],
  [
    '#224 at the start, (#336) in brackets, "#446" quoted, :#115',
    `<p>${trac('224')} at the start, (${trac('336')}) in brackets, "${trac('446')}" quoted, :${trac('115')}</p>`,
  ],
  ['`#224` in code stays', '<p><code>#224</code> in code stays</p>'],
  ['#1 is too short, #123456789 too long', '<p>#1 is too short, #123456789 too long</p>'],
])('%s', (content, expected) => {
  expect(html(content, [TRAC])).toBe(expected);
});

test('named groups fill every kind of RFC 6570 expression', () => {
  const linkifiers = [
    {
      pattern:
        'FOO_(?P<id>[a-f]{5});(?P<zone>[a-f]);(?P<domain>[a-z]+);(?P<location>[a-z]+);(?P<name>[a-z]{2,8});(?P<chapter>[0-9]{2,3});(?P<fragment>[a-z]{2,8})',
      urlTemplate: 'https://zone_{zone}{.domain}.net/ticket{/location}{/id}{?name,chapter}{#fragment:5}',
    },
  ];
  expect(html('FOO_abcde;e;zulip;luxembourg;foo;23;testing', linkifiers)).toBe(
    '<p><a href="https://zone_e.zulip.net/ticket/luxembourg/abcde?name=foo&amp;chapter=23#testi">FOO_abcde;e;zulip;luxembourg;foo;23;testing</a></p>',
  );
});

test('topic links: linkifier matches in linkifier order, then raw URLs, by position', () => {
  expect(topicLinks('#444 https://google.com', [TRAC])).toEqual([
    { url: 'https://trac.example.com/ticket/444', text: '#444' },
    { url: 'https://google.com', text: 'https://google.com' },
  ]);
  const overlapping = [
    { pattern: 'ABC-(?P<id>[0-9]+)', urlTemplate: 'https://abc.example/{id}' },
    { pattern: '(?P<id>[0-9]+)', urlTemplate: 'https://num.example/{id}' },
  ];
  expect(topicLinks('ABC-12 34 zulip.com', overlapping)).toEqual([
    { url: 'https://abc.example/12', text: 'ABC-12' },
    { url: 'https://num.example/34', text: '34' },
    { url: 'https://zulip.com', text: 'zulip.com' },
  ]);
  // The same text claimed by two linkifiers: the earlier one keeps it.
  const prefix = { pattern: '(?P<key>ABC)', urlTemplate: 'https://key.example/{key}' };
  expect(topicLinks('ABC-12', [overlapping[0], prefix])).toEqual([{ url: 'https://abc.example/12', text: 'ABC-12' }]);
  expect(topicLinks('ABC-12', [prefix, overlapping[0]])).toEqual([{ url: 'https://key.example/ABC', text: 'ABC' }]);
  expect(html('ABC-12', [overlapping[0], prefix])).toBe('<p><a href="https://abc.example/12">ABC-12</a></p>');
  expect(html('ABC-12', [prefix, overlapping[0]])).toBe('<p><a href="https://key.example/ABC">ABC</a>-12</p>');
  expect(topicLinks('', [TRAC])).toEqual([]);
});
