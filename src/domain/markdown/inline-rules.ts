// Inline rules with Zulip semantics that replace or extend markdown-it's:
// code spans, links, audio, strikethrough, line breaks, inline TeX and timestamps.

import type { MarkdownIt } from 'markdown-it';
import type { StateInline } from 'markdown-it';

import type { RenderEnv } from './env.ts';
import { escapeText, startTag } from './escape.ts';
import { renderTex } from './math.ts';
import { audio } from './audio.ts';
import { link } from './links.ts';
import { channelLink, groupMention, userMention } from './mentions.ts';
import { matchAt } from './syntax.ts';
import { parseTimestamp } from './timestamps.ts';

type InlineRule = (state: StateInline, silent: boolean) => boolean;

function pushHtml(state: StateInline, html: string): void {
  const token = state.push('zulip_html', '', 0);
  token.content = html;
}

// Python-Markdown's BACKTICK_RE: a span never crosses a line, and Zulip
// keeps the spaces inside it (no CommonMark stripping).
const BACKTICK_AT = /(?<!\\)(`+)(.+?)(?<!`)\1(?!`)/y;

const backtick: InlineRule = (state, silent) => {
  if (state.src.charCodeAt(state.pos) !== 0x60) return false;
  if (state.pos > 0 && state.src.charCodeAt(state.pos - 1) === 0x5c) {
    // An escaped backtick is text; the next one in the run may still open.
    if (!silent) state.pending += '`';
    state.pos++;
    return true;
  }
  const m = matchAt(BACKTICK_AT, state.src, state.pos);
  if (!m || state.pos + m[0].length > state.posMax) {
    // Consume the whole run so a shorter run inside it cannot open a span.
    let end = state.pos;
    while (end < state.posMax && state.src.charCodeAt(end) === 0x60) end++;
    if (!silent) state.pending += state.src.slice(state.pos, end);
    state.pos = end;
    return true;
  }
  if (!silent) {
    const token = state.push('code_inline', 'code', 0);
    token.content = m[2];
    token.markup = m[1];
  }
  state.pos += m[0].length;
  return true;
};

const WORD_CHAR = /[\p{L}\p{N}_]/u;
// Zulip's TEX_RE without the \B tests, which are checked by hand.
const TEX_AT = /\$\$([^\n_$](?:\\\$|[^$\n])*)\$\$(?!\$)/y;

const inlineTex: InlineRule = (state, silent) => {
  if (state.src.charCodeAt(state.pos) !== 0x24) return false;
  const prev = state.pos > 0 ? state.src[state.pos - 1] : '';
  if (prev === '$' || WORD_CHAR.test(prev)) return false;
  const m = matchAt(TEX_AT, state.src, state.pos);
  if (!m) return false;
  const end = state.pos + m[0].length;
  if (end > state.posMax || (end < state.src.length && WORD_CHAR.test(state.src[end]))) return false;
  if (!silent) {
    const env = state.env as RenderEnv;
    const html = renderTex(m[1], false);
    pushHtml(
      state,
      html === null ? `<span class="tex-error">${escapeText(`$$${m[1]}$$`)}</span>` : env.trusted.store(html),
    );
  }
  state.pos = end;
  return true;
};

const TIMESTAMP_AT = /<time:([^>]*?)>/y;

const timestamp: InlineRule = (state, silent) => {
  if (state.src.charCodeAt(state.pos) !== 0x3c) return false;
  const m = matchAt(TIMESTAMP_AT, state.src, state.pos);
  if (!m || state.pos + m[0].length > state.posMax) return false;
  if (!silent) {
    const env = state.env as RenderEnv;
    const iso = parseTimestamp(m[1], env.ctx.now ?? new Date());
    pushHtml(
      state,
      iso === null
        ? `<span class="timestamp-error">${escapeText(`Invalid time format: ${m[1]}`)}</span>`
        : `${startTag('time', { datetime: iso })}${escapeText(m[1])}</time>`,
    );
  }
  state.pos += m[0].length;
  return true;
};

// Zulip's DEL_RE: `~~text~~` on one line, not part of a longer run of tildes.
const DEL_AT = /~~([^~\n]+?)~~(?!~)/y;

const strikethrough: InlineRule = (state, silent) => {
  if (state.src.charCodeAt(state.pos) !== 0x7e || state.linkLevel > 0) return false;
  if (state.pos > 0 && state.src.charCodeAt(state.pos - 1) === 0x7e) return false;
  const m = matchAt(DEL_AT, state.src, state.pos);
  if (!m || state.pos + m[0].length > state.posMax) return false;
  const end = state.pos + m[0].length;
  if (!silent) {
    const oldMax = state.posMax;
    state.push('del_open', 'del', 1);
    state.pos += 2;
    state.posMax = end - 2;
    state.md.inline.tokenize(state);
    state.posMax = oldMax;
    state.push('del_close', 'del', -1);
  }
  state.pos = end;
  return true;
};

/**
 * nl2br: every newline in a paragraph is a `<br>`, spaces around it kept.
 * Zulip's emphasis patterns (`*…*`, `**…**`, `***…***`) never match across a
 * newline, so the `*` runs of each line are paired among themselves: the next
 * line starts a fresh delimiter list, which the emphasis pass finds on the
 * break's token as it finds a link label's on its opening token. At the top
 * level the list so far goes there instead (nothing else refers to it); inside
 * an opened token, that token keeps it.
 */
const newline: InlineRule = (state, silent) => {
  if (state.src.charCodeAt(state.pos) !== 0x0a) return false;
  if (!silent) {
    state.push('hardbreak', 'br', 0);
    const fresh: typeof state.delimiters = [];
    state.tokens_meta[state.tokens_meta.length - 1] = { delimiters: state.level > 0 ? fresh : state.delimiters };
    state.delimiters = fresh;
  }
  state.pos++;
  return true;
};

function outsideLinks(rule: InlineRule): InlineRule {
  return (state, silent) => (state.linkLevel > 0 ? false : rule(state, silent));
}

export function installInlineRules(md: MarkdownIt): void {
  const ruler = md.inline.ruler;
  ruler.at('newline', newline);
  ruler.at('backticks', backtick);
  ruler.at('link', link);
  ruler.before('link', 'zulip_audio', outsideLinks(audio));
  ruler.at('strikethrough', strikethrough);
  const emphasis = ruler.__rules__[ruler.__find__('emphasis')].fn;
  // Zulip has no `_` emphasis, and runs emphasis after links (so not inside labels).
  ruler.at(
    'emphasis',
    outsideLinks((state, silent) => (state.src.charCodeAt(state.pos) === 0x5f ? false : emphasis(state, silent))),
  );
  ruler.before('emphasis', 'zulip_user_mention', userMention);
  ruler.before('emphasis', 'zulip_group_mention', groupMention);
  ruler.before('emphasis', 'zulip_channel_link', channelLink);
  ruler.before('emphasis', 'zulip_tex', inlineTex);
  ruler.before('emphasis', 'zulip_timestamp', timestamp);
  // No backslash escapes, images, <autolinks>, raw HTML or entity decoding
  // in Zulip; entities are passed through by the text escaper instead.
  ruler.disable(['escape', 'image', 'autolink', 'html_inline', 'entity', 'linkify']);
  md.inline.ruler2.disable(['strikethrough']);
}
