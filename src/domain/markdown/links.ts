// Zulip's link syntax, `[text](url "title")`, and the parser it shares with
// the audio syntax `![title](url)`.

import type { StateInline } from 'markdown-it';

import type { RenderEnv } from './env.ts';
import { rewriteLocalLink, sanitizeUrl } from './url.ts';

function skipSpace(src: string, pos: number, max: number): number {
  while (pos < max && (src[pos] === ' ' || src[pos] === '\n')) pos++;
  return pos;
}

export interface ParsedLink {
  /** The label's source, between the brackets. */
  labelStart: number;
  labelEnd: number;
  /** The URL as Zulip writes it: sanitized, and relative when it points into the realm. */
  href: string;
  title: string;
  /** Just after the closing parenthesis. */
  end: number;
}

/**
 * A `[label](url "title")` starting at `start`, with Zulip's URL policy: null
 * when the syntax is incomplete or the URL fails sanitize_url (the source then
 * stays text).
 */
export function parseLinkAt(state: StateInline, start: number): ParsedLink | null {
  if (state.src.charCodeAt(start) !== 0x5b) return null;
  const max = state.posMax;
  const labelEnd = state.md.helpers.parseLinkLabel(state, start, true);
  if (labelEnd < 0) return null;
  let pos = labelEnd + 1;
  if (pos >= max || state.src.charCodeAt(pos) !== 0x28) return null;
  pos = skipSpace(state.src, pos + 1, max);
  const dest = state.md.helpers.parseLinkDestination(state.src, pos, max);
  if (!dest.ok) return null;
  let raw = state.src.slice(pos, dest.pos);
  if (raw.startsWith('<') && raw.endsWith('>')) raw = raw.slice(1, -1);
  const sanitized = sanitizeUrl(raw.trim());
  if (sanitized === null) return null;
  pos = skipSpace(state.src, dest.pos, max);
  let title = '';
  if (pos > dest.pos) {
    const parsedTitle = state.md.helpers.parseLinkTitle(state.src, pos, max);
    if (parsedTitle.ok) {
      title = parsedTitle.str;
      pos = skipSpace(state.src, parsedTitle.pos, max);
    }
  }
  if (pos >= max || state.src.charCodeAt(pos) !== 0x29) return null;
  const href = rewriteLocalLink(sanitized, (state.env as RenderEnv).ctx.realmUrl);
  return { labelStart: start + 1, labelEnd, href, title, end: pos + 1 };
}

/**
 * `[text](url "title")`: an empty label shows the URL. Only the syntaxes
 * Zulip runs before links (code, mentions, channel links, TeX, timestamps)
 * are parsed inside the label.
 */
export function link(state: StateInline, silent: boolean): boolean {
  const parsed = parseLinkAt(state, state.pos);
  if (parsed === null) return false;
  if (!silent) {
    const { href, title, labelStart, labelEnd } = parsed;
    const max = state.posMax;
    const open = state.push('link_open', 'a', 1);
    open.attrs = [['href', href]];
    if (title) open.attrs.push(['title', title]);
    if (state.src.slice(labelStart, labelEnd).trim() === '') {
      const text = state.push('text', '', 0);
      text.content = href;
    } else {
      const oldPos = state.pos;
      state.pos = labelStart;
      state.posMax = labelEnd;
      state.linkLevel++;
      state.md.inline.tokenize(state);
      state.linkLevel--;
      state.pos = oldPos;
      state.posMax = max;
    }
    state.push('link_close', 'a', -1);
  }
  state.pos = parsed.end;
  return true;
}
