// Emoji in message text: `:name:` syntax, emoticons such as `:)` (when the
// sender enabled translate_emoticons) and Unicode emoji characters, each
// rendered as Zulip's `<span class="emoji emoji-CODE">` or custom-emoji `<img>`.

import {
  EMOTICON_CONVERSIONS,
  ZULIP_EXTRA_EMOJI,
  canonicalNameByCode,
  emojiCodeByName,
  emojiToHexCodepoint,
  unqualifyEmoji,
} from '../emoji/index.ts';
import { escapeAttr, escapeText, startTag } from './escape.ts';
import type { RealmEmojiInfo } from './types.ts';

export interface EmojiMatch {
  index: number;
  length: number;
  /** HTML to emit, or null to leave the text unchanged. */
  html: string | null;
}

/** Zulip's make_emoji: underscores in the name become spaces in the title. */
export function unicodeEmojiHtml(code: string, name: string): string {
  const title = name.replace(/_/g, ' ');
  return `<span aria-label="${escapeAttr(title)}" class="emoji emoji-${code}" role="img" title="${escapeAttr(title)}">${escapeText(`:${name}:`)}</span>`;
}

function imageEmojiHtml(src: string, name: string): string {
  return startTag('img', { alt: `:${name}:`, class: 'emoji', src, title: name.replace(/_/g, ' ') });
}

const EMOJI_SYNTAX_ALL = /:[\p{L}\p{N}_\-+]+:/gu;

/** `:name:` — custom emoji first, then `:zulip:`, then the Unicode table. */
export function findEmojiSyntax(text: string, realmEmoji: Readonly<Record<string, RealmEmojiInfo>>): EmojiMatch[] {
  if (!text.includes(':')) return [];
  const found: EmojiMatch[] = [];
  for (const m of text.matchAll(EMOJI_SYNTAX_ALL)) {
    const name = m[0].slice(1, -1);
    const custom = Object.hasOwn(realmEmoji, name) ? realmEmoji[name] : undefined;
    let html: string | null = null;
    if (custom && !custom.deactivated) html = imageEmojiHtml(custom.sourceUrl, name);
    else if (name === ZULIP_EXTRA_EMOJI.name) html = imageEmojiHtml(ZULIP_EXTRA_EMOJI.url, name);
    else {
      const code = emojiCodeByName(name);
      if (code !== undefined) html = unicodeEmojiHtml(code, name);
    }
    // An unknown `:name:` still consumes its colons, as in Zulip.
    found.push({ index: m.index, length: m[0].length, html });
  }
  return found;
}

function escapeForClass(text: string): string {
  return text.replace(/[\\\]^-]/g, '\\$&');
}

// Zulip's terminal_symbols (from composebox_typeahead): what may surround an emoticon.
const TERMINAL = escapeForClass(',.;?!()[] "\'\n\t');
const EMOTICON_RE = new RegExp(
  `(?<![^${TERMINAL}])(?:${Object.keys(EMOTICON_CONVERSIONS)
    .map((e) => e.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})(?![^${TERMINAL}])`,
  'g',
);

export function findEmoticons(text: string): EmojiMatch[] {
  const found: EmojiMatch[] = [];
  for (const m of text.matchAll(EMOTICON_RE)) {
    const name = EMOTICON_CONVERSIONS[m[0]];
    const code = emojiCodeByName(name);
    found.push({ index: m.index, length: m[0].length, html: code === undefined ? null : unicodeEmojiHtml(code, name) });
  }
  return found;
}

// Zulip's POSSIBLE_EMOJI_RE (Unicode TR51's EBNF).
const EMOJI_PART = String.raw`\p{Emoji}(?:\p{Emoji_Modifier}|\uFE0F\u20E3?|[\u{E0020}-\u{E007E}]+\u{E007F})?`;
const RI_PAIR = String.raw`\p{Regional_Indicator}\p{Regional_Indicator}`;
const POSSIBLE_EMOJI_RE = new RegExp(`${RI_PAIR}|${EMOJI_PART}(?:\\u200D(?:${RI_PAIR}|${EMOJI_PART}))*`, 'gu');
// Digits, arrows and the like are emoji only with an emoji presentation.
const TEXT_PRESENTATION_RE = /^\P{Emoji_Presentation}\u20E3?$/u;
const NON_ASCII = /[\u0080-\u{10ffff}]/u;

export function findUnicodeEmoji(text: string): EmojiMatch[] {
  if (!NON_ASCII.test(text)) return [];
  const found: EmojiMatch[] = [];
  for (const m of text.matchAll(POSSIBLE_EMOJI_RE)) {
    if (TEXT_PRESENTATION_RE.test(m[0])) continue;
    const code = emojiToHexCodepoint(unqualifyEmoji(m[0]));
    const name = canonicalNameByCode(code);
    // Unknown sequences (e.g. with skin tones) stay as typed, whole.
    found.push({ index: m.index, length: m[0].length, html: name === undefined ? null : unicodeEmojiHtml(code, name) });
  }
  return found;
}
