// Output rules: Python-Markdown's serialization (escaping, attribute order,
// newlines) for the tokens markdown-it and our rules produce.

import type { MarkdownIt } from 'markdown-it';
import type { Token } from 'markdown-it';

import { renderAudio } from './audio.ts';
import { renderCodeBlock } from './code-blocks.ts';
import type { CodeBlockOptions } from './code-blocks.ts';
import type { RenderEnv } from './env.ts';
import { escapeCode, escapeText, startTag } from './escape.ts';

// Python-Markdown's isblocklevel(): a stashed block whose first tag is one of
// these replaces its paragraph; anything else (KaTeX spans) stays in a <p>.
const BLOCK_LEVEL_START =
  /^<\/?(?:address|article|aside|blockquote|div|dl|fieldset|figure|footer|form|h[1-6]|header|hr|ol|p|pre|section|table|ul|video)[\s>]/;

function attrsOf(token: Token): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [name, value] of token.attrs ?? []) attrs[name] = String(value);
  return attrs;
}

const ALIGN_STYLE = /^text-align:(left|right|center)$/;

function cellOpen(tag: 'th' | 'td') {
  return (tokens: Token[], idx: number): string => {
    const style = tokens[idx].attrGet('style');
    const align = style === null ? null : ALIGN_STYLE.exec(String(style));
    // Python-Markdown's tables extension writes `text-align: left;`.
    return align ? `<${tag} style="text-align: ${align[1]};">` : `<${tag}>`;
  };
}

export function installRenderRules(md: MarkdownIt, codeOptions: CodeBlockOptions): void {
  const rules = md.renderer.rules;
  rules.text = (tokens, idx) => escapeText(tokens[idx].content);
  rules.code_inline = (tokens, idx) => `<code>${escapeCode(tokens[idx].content)}</code>`;
  rules.hardbreak = () => '<br>\n';
  rules.softbreak = () => '<br>\n';
  rules.link_open = (tokens, idx) => startTag('a', attrsOf(tokens[idx]));
  rules.bullet_list_open = () => '<ul>\n';
  rules.ordered_list_open = (tokens, idx) => {
    const start = tokens[idx].attrGet('start');
    return start === null ? '<ol>\n' : `<ol start="${start}">\n`;
  };
  rules.th_open = cellOpen('th');
  rules.td_open = cellOpen('td');
  rules.zulip_html = (tokens, idx) => tokens[idx].content;
  rules.zulip_audio = (tokens, idx) => renderAudio(tokens[idx]);
  // Zulip's previews are attached without a trailing newline.
  rules.zulip_preview = (tokens, idx) => tokens[idx].content;
  rules.code_block = (tokens, idx, _options, env) =>
    `${(env as RenderEnv).trusted.store(renderCodeBlock(tokens[idx].content.trimEnd(), null, codeOptions))}\n`;
  rules.zulip_stash = (tokens, idx, _options, env) => {
    const renderEnv = env as RenderEnv;
    const index = (tokens[idx].meta as { index: number }).index;
    const { html, trusted } = renderEnv.blocks.items[index];
    const body = trusted ? renderEnv.trusted.store(html) : html;
    return BLOCK_LEVEL_START.test(html) ? `${body}\n` : `<p>${body}</p>\n`;
  };

  // In a tight list item, Python-Markdown writes a nested block right after
  // the item's text (`<li>One <ul>`); markdown-it would add a newline.
  const renderToken = md.renderer.renderToken.bind(md.renderer);
  md.renderer.renderToken = (tokens, idx, options) => {
    const out = renderToken(tokens, idx, options);
    return idx > 0 && tokens[idx - 1].hidden && out.startsWith('\n') ? out.slice(1) : out;
  };
}
