// After inline parsing, Zulip's later inline patterns run over the remaining
// text, in Zulip's priority order: autolinks, linkifiers, `:emoji:`,
// emoticons, Unicode emoji. Each pattern only sees text no earlier pattern
// consumed. Where Python-Markdown would see a placeholder or markup character
// next to the text (e.g. `**`), we put a sentinel so lookarounds behave alike.

import type { StateCore, Token } from 'markdown-it';

import { findWebLinks } from './autolink.ts';
import { findEmojiSyntax, findEmoticons, findUnicodeEmoji } from './emoji.ts';
import type { EmojiMatch } from './emoji.ts';
import type { RenderEnv } from './env.ts';
import { expandUrlTemplate } from '../linkifiers/template.ts';
import { rewriteLocalLink, sanitizeUrl } from './url.ts';

type TokenCtor = StateCore['Token'];
type Piece = string | Token[];

interface Replacement {
  index: number;
  length: number;
  /** Tokens to emit, or null: consume the text unchanged (no later rule sees it). */
  tokens: Token[] | null;
}

type TextRule = (text: string) => Replacement[];

const SENTINEL = '\u0003';

function linkTokens(Ctor: TokenCtor, href: string, text: string): Token[] {
  const open = new Ctor('link_open', 'a', 1);
  open.attrs = [['href', href]];
  const body = new Ctor('text', '', 0);
  body.content = text;
  const close = new Ctor('link_close', 'a', -1);
  return [open, body, close];
}

function htmlTokens(Ctor: TokenCtor, matches: EmojiMatch[]): Replacement[] {
  return matches.map((m) => {
    if (m.html === null) return { index: m.index, length: m.length, tokens: null };
    const token = new Ctor('zulip_html', '', 0);
    token.content = m.html;
    return { index: m.index, length: m.length, tokens: [token] };
  });
}

function textRules(env: RenderEnv, Ctor: TokenCtor): TextRule[] {
  const { realmUrl, realmEmoji, translateEmoticons } = env.ctx;
  const rules: TextRule[] = [
    (text) =>
      findWebLinks(text).map(({ index, url }) => {
        const href = sanitizeUrl(url);
        return {
          index,
          length: url.length,
          tokens: href === null ? null : linkTokens(Ctor, rewriteLocalLink(href, realmUrl), url),
        };
      }),
  ];
  for (const linkifier of env.linkifiers) {
    rules.push((text) =>
      linkifier.matcher.scan(text).flatMap(({ index, text: matched, groups }) => {
        const href = sanitizeUrl(expandUrlTemplate(linkifier.template, groups));
        // Zulip leaves a match alone when its URL is rejected.
        if (href === null) return [];
        return [{ index, length: matched.length, tokens: linkTokens(Ctor, rewriteLocalLink(href, realmUrl), matched) }];
      }),
    );
  }
  rules.push((text) => htmlTokens(Ctor, findEmojiSyntax(text, realmEmoji)));
  if (translateEmoticons) rules.push((text) => htmlTokens(Ctor, findEmoticons(text)));
  rules.push((text) => htmlTokens(Ctor, findUnicodeEmoji(text)));
  return rules;
}

function applyRule(
  pieces: Piece[],
  rule: TextRule,
  openStart: boolean,
  openEnd: boolean,
  textToken: (content: string) => Token,
): Piece[] {
  const out: Piece[] = [];
  pieces.forEach((piece, i) => {
    if (typeof piece !== 'string') {
      out.push(piece);
      return;
    }
    const prefix = i === 0 && openStart ? '' : SENTINEL;
    const suffix = i === pieces.length - 1 && openEnd ? '' : SENTINEL;
    const replacements = rule(prefix + piece + suffix);
    let cursor = 0;
    for (const r of replacements) {
      const start = r.index - prefix.length;
      if (start < cursor || start + r.length > piece.length) continue;
      if (start > cursor) out.push(piece.slice(cursor, start));
      out.push(r.tokens ?? [textToken(piece.slice(start, start + r.length))]);
      cursor = start + r.length;
    }
    if (cursor < piece.length) out.push(cursor === 0 ? piece : piece.slice(cursor));
  });
  return out;
}

function isBreak(token: Token | undefined): boolean {
  return token === undefined || token.type === 'hardbreak' || token.type === 'softbreak';
}

function transformChildren(children: Token[], rules: TextRule[], Ctor: TokenCtor): Token[] {
  const textToken = (content: string): Token => {
    const t = new Ctor('text', '', 0);
    t.content = content;
    return t;
  };
  const out: Token[] = [];
  let linkDepth = 0;
  for (let i = 0; i < children.length; i++) {
    const token = children[i];
    if (token.type === 'link_open') linkDepth++;
    else if (token.type === 'link_close') linkDepth--;
    if (token.type !== 'text' || linkDepth > 0 || token.content === '') {
      out.push(token);
      continue;
    }
    let pieces: Piece[] = [token.content];
    const openStart = i === 0 || isBreak(children[i - 1]);
    const openEnd = i === children.length - 1 || isBreak(children[i + 1]);
    for (const rule of rules) pieces = applyRule(pieces, rule, openStart, openEnd, textToken);
    for (const piece of pieces) {
      if (typeof piece === 'string') out.push(textToken(piece));
      else out.push(...piece);
    }
  }
  return out;
}

/** Zulip renders `***x***` as `<strong><em>`; CommonMark nests the other way. */
function strongOutsideEm(children: Token[]): void {
  for (let i = 0; i + 1 < children.length; i++) {
    if (children[i].type !== 'em_open' || children[i + 1].type !== 'strong_open') continue;
    let depth = 0;
    for (let j = i + 1; j < children.length; j++) {
      if (children[j].type === 'strong_open') depth++;
      else if (children[j].type === 'strong_close' && --depth === 0) {
        if (children[j + 1]?.type === 'em_close') {
          [children[i], children[i + 1]] = [children[i + 1], children[i]];
          [children[j], children[j + 1]] = [children[j + 1], children[j]];
        }
        break;
      }
    }
  }
}

export function textPass(state: StateCore): void {
  const env = state.env as RenderEnv;
  const rules = textRules(env, state.Token);
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    // Emphasis leaves empty text tokens behind; they would hide adjacency.
    const children = block.children.filter((t) => t.type !== 'text' || t.content !== '');
    strongOutsideEm(children);
    block.children = transformChildren(children, rules, state.Token);
  }
}
