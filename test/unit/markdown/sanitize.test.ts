// The rendered HTML must never carry script: raw HTML is escaped, unsafe
// URLs are not linked, and the final allowlist pass strips anything else.

import { createMarkdownRenderer } from '../../../src/domain/markdown/index.ts';
import type { RenderContext } from '../../../src/domain/markdown/index.ts';
import { isWithinAllowlist, sanitizeMessageHtml } from '../../../src/domain/markdown/sanitize.ts';

const renderer = createMarkdownRenderer();
const ctx: RenderContext = {
  realmUrl: 'https://chat.example.com',
  users: [{ id: 1, fullName: '"><img src=x onerror=alert(1)>', email: 'x@example.com', isActive: true }],
  groups: [],
  streams: [{ id: 3, name: '<script>alert(1)</script>' }],
  linkifiers: [],
  realmEmoji: { evil: { id: 9, sourceUrl: 'javascript:alert(1)', deactivated: false } },
  emptyTopicDisplayName: 'general chat',
  translateEmoticons: false,
};
const html = (content: string): string => renderer.render(content, ctx).html;

/** No executable markup in any tag: no script-like elements, handlers or script URLs. */
function expectInert(out: string): void {
  const tags = out.match(/<[a-z][^>]*>/gi) ?? [];
  for (const tag of tags) {
    expect(tag).not.toMatch(/^<(script|iframe|object|embed|style|svg|math)\b/i);
    // Attribute names outside quoted values.
    const names = tag.replace(/"[^"]*"/g, '""').match(/\s([a-z-]+)=/gi) ?? [];
    for (const name of names) expect(name.trim().toLowerCase()).not.toMatch(/^on/);
    expect(tag).not.toMatch(/\s(href|src)="\s*(javascript|vbscript|data):/i);
  }
}

describe('raw HTML in messages is escaped', () => {
  test.each([
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<img src=x onerror="alert(1)">', '<p>&lt;img src=x onerror="alert(1)"&gt;</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<p>&lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt;</p>'],
    ['<div onclick="steal()">hi</div>', '<p>&lt;div onclick="steal()"&gt;hi&lt;/div&gt;</p>'],
    ['<iframe src="https://evil.example"></iframe>', '<p>&lt;iframe src="https://evil.example"&gt;&lt;/iframe&gt;</p>'],
  ])('%s', (input, expected) => {
    expect(html(input)).toBe(expected);
    expectInert(html(input));
  });

  test('raw HTML inside emphasis, lists and quotes is escaped too', () => {
    const out = html('**<b onmouseover=x>**\n\n* <script>x</script>\n\n> <style>body{}</style>');
    expect(out).toContain('<strong>&lt;b onmouseover=x&gt;</strong>');
    expect(out).toContain('<li>&lt;script&gt;x&lt;/script&gt;</li>');
    expect(out).toContain('<p>&lt;style&gt;body{}&lt;/style&gt;</p>');
    expectInert(out);
  });
});

describe('unsafe URLs are never linked', () => {
  test.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](file:javascript:alert(1)',
  ])('%s stays text', (input) => {
    const out = html(input);
    expect(out).not.toContain('<a ');
    expectInert(out);
  });

  test('bare javascript: text is not autolinked', () => {
    const out = html('javascript:alert(document.cookie)');
    expect(out).toBe('<p>javascript:alert(document.cookie)</p>');
  });

  test('entity-obfuscated schemes become harmless http links', () => {
    const out = html('[x](java&#115;cript:alert(1))');
    expect(out).toBe('<p><a href="http://java&#115;cript:alert(1)">x</a></p>');
    expectInert(out);
  });

  test('link titles cannot break out of their attribute', () => {
    const out = html('[x](https://a.example "\\" onmouseover=\\"alert(1)")');
    expect(out).toBe('<p><a href="https://a.example" title="&quot; onmouseover=&quot;alert(1)">x</a></p>');
    expectInert(out);
  });

  test('KaTeX \\href does not produce links', () => {
    const out = html('$$\\href{javascript:alert(1)}{click}$$');
    expect(out).not.toContain('<a ');
    expect(out).not.toMatch(/href="javascript/);
  });
});

describe('data from the database is escaped or dropped', () => {
  test('user and channel names are escaped', () => {
    const out = html('@**"><img src=x onerror=alert(1)>** #**<script>alert(1)</script>**');
    expect(out).toContain('data-user-id="1">@"&gt;&lt;img src=x onerror=alert(1)&gt;</span>');
    expect(out).toContain('#&lt;script&gt;alert(1)&lt;/script&gt;</a>');
    expectInert(out);
  });

  test('a custom emoji with a script URL loses its src', () => {
    const out = html(':evil:');
    expect(out).toBe('<p><img alt=":evil:" class="emoji" title="evil"></p>');
  });

  test('placeholder characters in input cannot reach stashed HTML', () => {
    const out = html('\u00020\u0003 and\n```\ncode\n```');
    expect(out).toBe('<p>0 and</p>\n<div class="codehilite"><pre><span></span><code>code\n</code></pre></div>');
  });
});

describe('sanitizeMessageHtml', () => {
  test('keeps Zulip markup unchanged', () => {
    const zulip =
      '<p><span class="user-mention" data-user-id="5">@Iago</span> <a href="/#narrow/channel/1-a">x</a><br>\n' +
      '<img alt=":zulip:" class="emoji" src="/static/e.png" title="zulip"></p>\n' +
      '<table>\n<tr>\n<td style="text-align: left;">1</td>\n</tr>\n</table>';
    expect(sanitizeMessageHtml(zulip)).toBe(zulip);
  });

  test('strips scripts, handlers, unknown attributes and script URLs', () => {
    const out = sanitizeMessageHtml(
      '<p onclick="x()">a<script>alert(1)</script></p><a href="javascript:alert(1)" target="_top">b</a>' +
        '<img src="x" onerror="alert(1)"><span style="position:fixed">c</span><td style="background:url(x)">d</td>',
    );
    expect(out).toBe('<p>a</p><a>b</a><img src="x"><span>c</span><td>d</td>');
    expectInert(out);
  });

  test('rejects entity-encoded and protocol-relative URLs in the fast path', () => {
    expect(sanitizeMessageHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeMessageHtml('<img src="//evil.example/x.png">')).toBe('<img>');
    expect(sanitizeMessageHtml('<a href="https://ok.example/a?b=1&amp;c=2">ok</a>')).toBe(
      '<a href="https://ok.example/a?b=1&amp;c=2">ok</a>',
    );
  });
});

describe('random Markdown', () => {
  const atoms = [
    '*',
    '**',
    '_',
    '~~',
    '`',
    '```',
    '~~~',
    '```quote',
    '```spoiler <b>h</b>',
    '```python',
    '>',
    '> ',
    '- ',
    '1. ',
    '  ',
    '    ',
    '\n',
    '\n\n',
    '[',
    ']',
    '(',
    ')',
    '<',
    '>',
    '&',
    '&#106;',
    '"',
    "'",
    '\\',
    '|',
    '---',
    '# ',
    '@**"><svg onload=alert(1)>**',
    '@*g*',
    '#**s**',
    ':smile:',
    '💩',
    'javascript:alert(1)',
    'http://a.example/x.png',
    '<script>',
    '<img src=x onerror=y>',
    '[a](javascript:x)',
    '[b](http://b.example "t")',
    'onclick="x"',
    'x',
    'word ',
  ];
  const unsanitized = createMarkdownRenderer({ sanitize: false });
  let seed = 1234;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };

  test('renders without throwing, inside the allowlist even before sanitizing', () => {
    let checked = 0;
    for (let i = 0; i < 2000; i++) {
      let content = '';
      const n = 1 + Math.floor(next() * 20);
      for (let j = 0; j < n; j++) content += atoms[Math.floor(next() * atoms.length)];
      const out = unsanitized.render(content, {
        ...ctx,
        groups: [{ id: 1, name: 'g' }],
        streams: [{ id: 2, name: 's' }],
      }).html;
      expectInert(out);
      // KaTeX and highlighted code are trusted library output, outside the allowlist.
      if (out.includes('codehilite')) continue;
      expect(isWithinAllowlist(out)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
