// Zulip block syntax beyond the corpus: lists, quotes, fences and code.

import { createMarkdownRenderer, expandUrlTemplate } from '../../../src/domain/markdown/index.ts';
import type { RenderContext } from '../../../src/domain/markdown/index.ts';
import { emptyRenderContext } from './empty-context.ts';

const ctx: RenderContext = emptyRenderContext('https://chat.example.com');
const renderer = createMarkdownRenderer();
const html = (content: string, extra: Partial<RenderContext> = {}): string =>
  renderer.render(content, { ...ctx, ...extra }).html;

describe('lists', () => {
  test('two spaces nest a list, even an ordered one starting past 1', () => {
    expect(html('* a\n  * b\n    * c\n* d')).toBe(
      '<ul>\n<li>a<ul>\n<li>b<ul>\n<li>c</li>\n</ul>\n</li>\n</ul>\n</li>\n<li>d</li>\n</ul>',
    );
    expect(html('1. a\n  5. b')).toBe('<ol>\n<li>a<ol start="5">\n<li>b</li>\n</ol>\n</li>\n</ol>');
  });

  test('nesting works the same inside quotes', () => {
    expect(html('```quote\n1. a\n  2. b\n```')).toBe(
      '<blockquote>\n<ol>\n<li>a<ol start="2">\n<li>b</li>\n</ol>\n</li>\n</ol>\n</blockquote>',
    );
  });

  test('a list right under text is still a list; `1)` is not a list marker', () => {
    expect(html('Todo:\n- milk\n- eggs')).toBe('<p>Todo:</p>\n<ul>\n<li>milk</li>\n<li>eggs</li>\n</ul>');
    expect(html('1) first')).toBe('<p>1) first</p>');
  });

  test('a bullet list goes on when the bullet changes, at any depth and across a blank line; a rule stays a rule', () => {
    expect(html('* a\n  - b\n  + c\n- d')).toBe(
      '<ul>\n<li>a<ul>\n<li>b</li>\n<li>c</li>\n</ul>\n</li>\n<li>d</li>\n</ul>',
    );
    expect(html('* a\n\n- b')).toBe('<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>');
    expect(html('> * a\n> + b')).toBe('<blockquote>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n</blockquote>');
    // Ordered and bullet lists stay apart (sane_lists), and a paragraph ends a list.
    expect(html('1. a\n- b\n+ c')).toBe('<ol>\n<li>a</li>\n</ol>\n<ul>\n<li>b</li>\n<li>c</li>\n</ul>');
    expect(html('* a\n\npara\n\n- b')).toBe('<ul>\n<li>a</li>\n</ul>\n<p>para</p>\n<ul>\n<li>b</li>\n</ul>');
    expect(html('* a\n- - -')).toBe('<ul>\n<li>a</li>\n</ul>\n<hr>');
  });
});

describe('quotes and fences', () => {
  test('a quote takes its whole paragraph; empty quote markers are text', () => {
    expect(html('> said\nand more\n\nafter')).toBe(
      '<blockquote>\n<p>said<br>\nand more</p>\n</blockquote>\n<p>after</p>',
    );
    expect(html('>')).toBe('<p>&gt;</p>');
  });

  test('spoilers nest inside quotes and keep Markdown', () => {
    expect(html('```quote\n```spoiler Plot\n**twist**\n```\n```')).toBe(
      '<blockquote>\n<div class="spoiler-block"><div class="spoiler-header">\n<p>Plot</p>\n' +
        '</div><div class="spoiler-content" aria-hidden="true">\n<p><strong>twist</strong></p>\n</div></div>\n</blockquote>',
    );
  });

  test('an unclosed fence runs to the end; an empty one renders nothing', () => {
    expect(html('```\nopen <b>')).toBe(
      '<div class="codehilite"><pre><span></span><code>open &lt;b&gt;\n</code></pre></div>',
    );
    // Zulip drops an empty fence entirely, so the lines around it join.
    expect(html('before\n```\n```\nafter')).toBe('<p>before<br>\nafter</p>');
  });

  test('the realm default language applies to fences without one', () => {
    expect(html('```\nx = 1\n```', { defaultCodeBlockLanguage: 'python' })).toMatch(
      /^<div class="codehilite" data-code-language="Python">/,
    );
  });

  test('a ```math block renders display TeX, or an error', () => {
    expect(html('```math\nx^2\n```')).toMatch(/^<p><span class="katex-display"><span class="katex">/);
    expect(html('```math\n\\frac{1}{\n```')).toBe('<p><span class="tex-error">\\frac{1}{</span></p>');
  });
});

describe('code blocks', () => {
  test('known languages are highlighted with Pygments class names', () => {
    expect(html('```python\ndef f(): return "x"\n```')).toBe(
      '<div class="codehilite" data-code-language="Python"><pre><span></span><code>' +
        '<span class="k">def</span> <span class="nf">f</span>(): <span class="k">return</span> <span class="s">"x"</span>\n</code></pre></div>',
    );
  });

  test('unknown languages keep the typed name and plain text', () => {
    expect(html('```mylang\na < b\n```')).toBe(
      '<div class="codehilite" data-code-language="mylang"><pre><span></span><code>a &lt; b\n</code></pre></div>',
    );
  });

  test('highlighting can be turned off', () => {
    const plain = createMarkdownRenderer({ highlightCode: false });
    expect(plain.render('```js\nlet x = "y";\n```', ctx).html).toBe(
      '<div class="codehilite" data-code-language="JavaScript"><pre><span></span><code>let x = "y";\n</code></pre></div>',
    );
  });
});

describe('inline syntax', () => {
  test('Zulip has no underscore emphasis and no backslash escapes', () => {
    expect(html('_a_ __b__ \\*c\\*')).toBe('<p>_a_ __b__ \\<em>c\\</em></p>');
  });

  test('images are links; entities pass through; newlines are line breaks', () => {
    expect(html('![alt](https://example.com/x)')).toBe('<p>!<a href="https://example.com/x">alt</a></p>');
    expect(html('a&nbsp;b & c\nd')).toBe('<p>a&nbsp;b &amp; c<br>\nd</p>');
  });

  test('emphasis stays on its line: **, * and *** runs are paired within one line, in a quote, an item or a link too', () => {
    expect(html('**a\nb** *c* **d**\n*e\nf* ***g***')).toBe(
      '<p>**a<br>\nb** <em>c</em> <strong>d</strong><br>\n*e<br>\nf* <strong><em>g</em></strong></p>',
    );
    expect(html('> **a\n> b** **c**')).toBe('<blockquote>\n<p>**a<br>\nb** <strong>c</strong></p>\n</blockquote>');
    expect(html('* **a\n  b** *c*')).toBe('<ul>\n<li>**a<br>\n  b** <em>c</em></li>\n</ul>');
    expect(html('[*a\nb*](https://x.example) *c*\n*d*')).toBe(
      '<p><a href="https://x.example">*a<br>\nb*</a> <em>c</em><br>\n<em>d</em></p>',
    );
  });

  test('inline TeX and strikethrough', () => {
    expect(html('$$x$$')).toMatch(/^<p><span class="katex">/);
    expect(html('~~gone~~')).toBe('<p><del>gone</del></p>');
  });

  test('bare URLs follow Zulip’s rules', () => {
    expect(html('zulip.com/help, (https://en.wikipedia.org/wiki/Qt_(framework)).')).toBe(
      '<p><a href="http://zulip.com/help">zulip.com/help</a>, ' +
        '(<a href="https://en.wikipedia.org/wiki/Qt_(framework)">https://en.wikipedia.org/wiki/Qt_(framework)</a>).</p>',
    );
    expect(html('notes.md and views.py')).toBe('<p>notes.md and views.py</p>');
  });
});

describe('expandUrlTemplate', () => {
  test('RFC 6570 expansions used by linkifiers', () => {
    expect(expandUrlTemplate('https://x.example/{id}', { id: 'a b/c' })).toBe('https://x.example/a%20b%2Fc');
    expect(expandUrlTemplate('https://x.example/{+path}', { path: 'a/b c' })).toBe('https://x.example/a/b%20c');
    expect(expandUrlTemplate('https://x.example/s{?q,lang}', { q: 'é', lang: 'fr' })).toBe(
      'https://x.example/s?q=%C3%A9&lang=fr',
    );
    expect(expandUrlTemplate('https://x.example{/org,repo}/issues{#n}', { org: 'z', repo: 'r', n: '5' })).toBe(
      'https://x.example/z/r/issues#5',
    );
  });
});
