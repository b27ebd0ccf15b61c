// Conformance with Zulip's own Markdown test cases (test/fixtures/markdown-cases.json,
// from zerver/tests/fixtures/markdown_test_cases.json). Every case must render
// byte-identically, except those listed in KNOWN_DIFFERENCES with the reason.

import corpus from '../../fixtures/markdown-cases.json' with { type: 'json' };
import { createMarkdownRenderer } from '../../../src/domain/markdown/index.ts';
import type { RenderContext } from '../../../src/domain/markdown/index.ts';

interface RegularCase {
  name: string;
  input: string;
  expected_output: string;
  translate_emoticons?: boolean;
  backend_only_rendering?: boolean;
}

const PYGMENTS =
  'Zulip highlights with Pygments; we use highlight.js mapped to Pygments classes, so token spans differ';
const KATEX_ROUNDING =
  'KaTeX 0.19 rounds em values to 4 decimals (0.0278em vs 0.02778em), which also changes how glyph runs are grouped; the MathML is identical';

const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {
  codeblock_hilite_python: PYGMENTS,
  codeblock_canonicalize_lang_alias: PYGMENTS,
  codeblock_hilite_shebang_feature_no_path_1: PYGMENTS,
  codeblock_hilite_shebang_feature_with_path: PYGMENTS,
  codeblock_hilite_startinline_php: PYGMENTS,
  tex_fenced_latex: `${PYGMENTS} (and highlight.js' common bundle has no TeX grammar)`,
  fenced_quotes_inside_mathblock: KATEX_ROUNDING,
  tex_safe_script_tag: KATEX_ROUNDING,
};

// The realm and users Zulip's test suite renders these cases with.
const context: RenderContext = {
  realmUrl: 'http://zulip.testserver',
  users: [{ id: 7, fullName: 'Zoe', email: 'ZOE@zulip.com', isActive: true }],
  groups: [],
  streams: [{ id: 1, name: 'Denmark' }],
  linkifiers: [],
  realmEmoji: {},
  emptyTopicDisplayName: 'general chat',
  translateEmoticons: false,
  imageProxy: { baseUrl: 'https://external-content.zulipcdn.net/external_content/', key: 'dummy' },
  now: new Date('2024-06-01T12:00:00Z'),
};

const renderer = createMarkdownRenderer();
const cases = corpus.regular_tests as RegularCase[];
const render = (c: RegularCase): string =>
  renderer.render(c.input, { ...context, translateEmoticons: c.translate_emoticons === true }).html;

describe('Zulip Markdown corpus', () => {
  const exact = cases.filter((c) => !(c.name in KNOWN_DIFFERENCES));

  test.each(exact.map((c) => [c.name, c] as const))('%s renders exactly', (_name, c) => {
    expect(render(c)).toBe(c.expected_output);
  });

  test(`${exact.length} of ${cases.length} corpus cases render exactly`, () => {
    const passing = cases.filter((c) => render(c) === c.expected_output).map((c) => c.name);
    expect(passing).toEqual(exact.map((c) => c.name));
    expect(passing.length).toBe(cases.length - Object.keys(KNOWN_DIFFERENCES).length);
  });

  test('every known difference names a real case that still differs', () => {
    for (const name of Object.keys(KNOWN_DIFFERENCES)) {
      const c = cases.find((x) => x.name === name);
      expect(c).toBeDefined();
      expect(render(c as RegularCase)).not.toBe((c as RegularCase).expected_output);
    }
  });

  test('known differences keep the Zulip structure around the differing part', () => {
    // Code blocks keep the codehilite wrapper and Pygments' language name.
    const py = cases.find((c) => c.name === 'codeblock_canonicalize_lang_alias') as RegularCase;
    expect(render(py)).toMatch(
      /^<div class="codehilite" data-code-language="Python 2\.x"><pre><span><\/span><code>.*\n<\/code><\/pre><\/div>$/s,
    );
    // KaTeX's MathML (what screen readers and copy-paste use) is identical;
    // only the visual layout numbers differ.
    const tex = cases.find((c) => c.name === 'tex_safe_script_tag') as RegularCase;
    const mathml = (html: string): string[] =>
      html
        .split('</math>')
        .slice(0, -1)
        .map((part) => part.slice(part.lastIndexOf('<math')));
    expect(mathml(render(tex))).toEqual(mathml(tex.expected_output));
    expect(mathml(render(tex))).toHaveLength(2);
  });
});

describe('Zulip linkify corpus', () => {
  const linkifyCases = corpus.linkify_tests as [string, string, string][];

  // Zulip's test builds the expected HTML from a template and the URL.
  const expected = ([, template, url]: [string, string, string]): string => {
    if (!template.includes('%s')) return template;
    const href = url.startsWith('http') ? url : url.includes('@') ? `mailto:${url}` : `http://${url}`;
    return template.replace('%s', `<a href="${href}">${url}</a>`);
  };

  test.each(linkifyCases.map((c) => [c[0], c] as const))('%s', (_input, c) => {
    expect(renderer.render(c[0], context).html).toBe(expected(c));
  });
});
