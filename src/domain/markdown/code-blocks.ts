// Code blocks in Zulip's `codehilite` shape. Zulip highlights with Pygments;
// we use highlight.js (synchronous, only for the block's own language) and
// rename its classes to the Pygments short classes Zulip clients style
// (`.codehilite .k`, `.s1`…). Highlighted spans therefore differ from
// Pygments' token for token, but plain blocks are byte-identical.

import { createRequire } from 'node:module';
import type Hljs from 'highlight.js/lib/common';

import { escapeAttr, escapeCode, escapePygments } from './escape.ts';
import { highlightJsLanguage, pygmentsName } from './languages.ts';

// Loaded with the first block in a language it knows: ~7 MiB of memory.
let hljsModule: typeof Hljs | undefined;
const hljs = (): typeof Hljs =>
  (hljsModule ??= createRequire(import.meta.url)('highlight.js/lib/common') as typeof Hljs);

// highlight.js scope → Pygments token class.
const PYGMENTS_CLASS: Readonly<Record<string, string>> = {
  keyword: 'k',
  'meta keyword': 'k',
  built_in: 'nb',
  type: 'kt',
  literal: 'kc',
  number: 'm',
  string: 's',
  regexp: 'sr',
  symbol: 'ss',
  char: 'sc',
  'char.escape': 'se',
  subst: 'si',
  'template-variable': 'si',
  'template-tag': 'cp',
  comment: 'c',
  doc: 'sd',
  quote: 'c1',
  meta: 'cp',
  'meta.string': 's',
  'meta.prompt': 'gp',
  title: 'nx',
  'title.function': 'nf',
  'title.function.invoke': 'nf',
  'title.class': 'nc',
  'title.class.inherited': 'nc',
  params: 'n',
  property: 'py',
  attr: 'na',
  attribute: 'na',
  variable: 'nv',
  'variable.language': 'bp',
  'variable.constant': 'no',
  operator: 'o',
  punctuation: 'p',
  tag: 'nt',
  name: 'nt',
  'selector-tag': 'nt',
  'selector-id': 'nn',
  'selector-class': 'nc',
  'selector-attr': 'na',
  'selector-pseudo': 'na',
  section: 'gh',
  bullet: 'k',
  code: 's',
  emphasis: 'ge',
  strong: 'gs',
  formula: 's',
  link: 'nl',
  addition: 'gi',
  deletion: 'gd',
};

const HLJS_CLASS_RE = /<span class="([^"]*)">/g;

function toPygmentsClass(hljsClass: string): string {
  // `hljs-title function_` is highlight.js' spelling of scope title.function.
  const parts = hljsClass.split(' ');
  const scope = [parts[0].replace(/^hljs-/, ''), ...parts.slice(1).map((p) => p.replace(/_+$/, ''))].join('.');
  return PYGMENTS_CLASS[scope] ?? PYGMENTS_CLASS[scope.split('.')[0]] ?? '';
}

function highlight(code: string, language: string): string | null {
  if (!hljs().getLanguage(language)) return null;
  try {
    const html = hljs().highlight(code, { language, ignoreIllegals: true }).value;
    return html.replace(HLJS_CLASS_RE, (_m, cls: string) => {
      const mapped = toPygmentsClass(cls);
      return mapped ? `<span class="${mapped}">` : '<span>';
    });
  } catch {
    return null;
  }
}

// Zulip keeps CodeHilite's shebang detection: a first line such as
// `#!python` or `:::python` picks the lexer but stays in the block.
const SHEBANG_RE = /(?:^::+|^#!)(?:\/\w+)*[/ ]?([\w#.+-]*)/;

function wrap(body: string, dataLanguage: string | null): string {
  const attr = dataLanguage === null ? '' : ` data-code-language="${escapeAttr(dataLanguage)}"`;
  return `<div class="codehilite"${attr}><pre><span></span><code>${body}\n</code></pre></div>`;
}

export interface CodeBlockOptions {
  highlight: boolean;
}

/**
 * A fenced (lang may be set) or indented (lang null) code block. `code` has
 * its lines right-trimmed already; leading/trailing blank lines are dropped
 * as Python-Markdown's CodeHilite does.
 */
export function renderCodeBlock(code: string, lang: string | null, options: CodeBlockOptions): string {
  const src = code.replace(/^\n+|\n+$/g, '');
  if (lang) {
    const name = pygmentsName(lang);
    const highlighted = options.highlight ? highlight(src, highlightJsLanguage(lang, name)) : null;
    // Zulip re-serializes blocks with a language through lxml, which
    // un-escapes quotes in text: hence `'` and `"` stay raw here.
    const body = highlighted === null ? escapeCode(src) : highlighted.replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
    return wrap(body, name);
  }
  const shebang = options.highlight ? SHEBANG_RE.exec(src.split('\n', 1)[0]) : null;
  if (shebang && shebang[1]) {
    const language = shebang[1].toLowerCase();
    const highlighted = highlight(src, highlightJsLanguage(language, pygmentsName(language)));
    if (highlighted !== null) return wrap(highlighted.replace(/&#x27;/g, '&#39;'), null);
  }
  return wrap(escapePygments(src), null);
}
