// Line-level preprocessing that makes markdown-it see what Python-Markdown
// sees in Zulip: hanging lists, whitespace normalisation, fenced blocks, and
// Zulip's 2-space list indentation.

import { fenceOf, processFences } from './fences.ts';
import type { FenceRenderers, HtmlStash } from './fences.ts';

/** Python's str.expandtabs(4) for one line. */
function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const ch of line) {
    out += ch === '\t' ? ' '.repeat(4 - (out.length % 4)) : ch;
  }
  return out;
}

const LI_RE = /^[ ]*([*+-]|\d\.)[ ]+(.*)/;

/**
 * Zulip's MarkdownListPreprocessor: a list directly under a line of text (or
 * under a list of the other kind) gets a blank line inserted, so it renders
 * as a list. Lines inside non-quote fences are left alone.
 */
function separateHangingLists(lines: readonly string[]): string[] {
  const copy = [...lines];
  let inserts = 0;
  const openFences: { fence: string; isCode: boolean }[] = [];
  let inCodeFence = false;
  for (let i = 0; i < lines.length - 1; i++) {
    const fence = fenceOf(lines[i]);
    if (fence) {
      const last = openFences[openFences.length - 1];
      if (!fence.lang && last !== undefined && last.fence === fence.fence) openFences.pop();
      else openFences.push({ fence: fence.fence, isCode: fence.lang !== 'quote' && fence.lang !== 'quoted' });
      inCodeFence = openFences.some((f) => f.isCode);
    }
    const li1 = LI_RE.exec(lines[i]);
    const li2 = LI_RE.exec(lines[i + 1]);
    if (
      !inCodeFence &&
      lines[i] !== '' &&
      ((li2 && !li1) || (li1 && li2 && (li1[1].length === 1) !== (li2[1].length === 1)))
    ) {
      copy.splice(i + inserts + 1, 0, '');
      inserts++;
    }
  }
  return copy;
}

// Python-Markdown's list markers: `*`, `+`, `-` or digits and a dot.
const ITEM_RE = /^( *)([*+-]|\d{1,9}\.)( +|$)/;

/** Column where an item's content starts, as markdown-it computes it. */
function contentColumn(col: number, marker: string, spaces: string): number {
  const gap = spaces.length === 0 || spaces.length > 4 ? 1 : spaces.length;
  return col + marker.length + gap;
}

const BULLETS = '*+-';
// A line markdown-it reads as a thematic break, which a changed bullet could turn into an item.
const THEMATIC_BREAK = /^([-*_])(?: *\1){2,} *$/;

/**
 * Python-Markdown's UListProcessor takes `*`, `+` and `-` alike, so a list
 * goes on when the bullet changes (`* One` then `- Two` is one list);
 * CommonMark starts a new list. An item continuing an open bullet list at its
 * level is given that list's bullet. `bullets` holds the open lists' bullets.
 */
function sameBullet(text: string, marker: string, bullets: string[], level: number, continues: boolean): string {
  const bullet = BULLETS.includes(marker) ? marker : '';
  const open = continues ? bullets[level] : undefined;
  bullets.length = level;
  if (open === undefined || open === '' || bullet === '' || open === bullet || THEMATIC_BREAK.test(text)) {
    bullets.push(bullet);
    return text;
  }
  bullets.push(open);
  return open + text.slice(1);
}

/**
 * Python-Markdown (as Zulip configures it) nests a list item under the
 * previous one when it is indented by 2 spaces per level, and keeps the
 * indentation of a continuation line that follows an item directly.
 * CommonMark instead nests by the width of the parent's marker. We rewrite
 * the indentation of lines inside lists so that markdown-it builds the tree
 * Zulip builds: an item of level N starts at the content column of level N-1.
 */
function normalizeListIndentation(lines: readonly string[]): string[] {
  // Content column of the open item at each nesting level.
  const levels: number[] = [];
  // Level of the item the previous line belongs to, or -1 outside lists.
  let current = -1;
  let previousBlank = true;
  // Level of an indented chunk that follows a blank line inside a list.
  let chunkLevel = -1;
  // Bullet of the open list at each level ('' for an ordered one).
  const bullets: string[] = [];
  const out: string[] = [];
  for (const line of lines) {
    if (line === '') {
      out.push(line);
      previousBlank = true;
      chunkLevel = -1;
      continue;
    }
    const text = line.trimStart();
    const indent = line.length - text.length;
    const item = ITEM_RE.exec(line);
    if (item && indent < 2) {
      levels.length = 0;
      levels.push(contentColumn(0, item[2], item[3]));
      out.push(sameBullet(text, item[2], bullets, 0, current >= 0));
      current = 0;
    } else if (current < 0) {
      out.push(line);
    } else if (item) {
      const level = Math.max(1, Math.min(Math.floor(indent / 2), current + 1));
      levels.length = level;
      const col = levels[level - 1];
      levels.push(contentColumn(col, item[2], item[3]));
      out.push(' '.repeat(col) + sameBullet(text, item[2], bullets, level, level <= current));
      current = level;
      chunkLevel = -1;
    } else if (previousBlank && indent < 2) {
      levels.length = 0;
      current = -1;
      out.push(line);
    } else if (previousBlank || chunkLevel >= 0) {
      // An indented block after a blank line belongs to the item 2 spaces
      // per level up and is dedented as a whole (Zulip's ListIndentProcessor).
      if (chunkLevel < 0) chunkLevel = Math.min(Math.max(Math.floor(indent / 2), 1), levels.length);
      out.push(' '.repeat(levels[chunkLevel - 1] + Math.max(indent - 2 * chunkLevel, 0)) + text);
      current = chunkLevel - 1;
    } else {
      // A line right under an item is part of its text, spaces included.
      out.push(' '.repeat(levels[current] + Math.max(indent - 2 * current, 0)) + text);
    }
    previousBlank = false;
  }
  return out;
}

const QUOTE_PREFIX = /^( *)> ?/;

/** List indentation applies inside quotes too, one quote level at a time. */
function normalizeIndentation(lines: readonly string[]): string[] {
  const outer = normalizeListIndentation(lines);
  const out: string[] = [];
  for (let i = 0; i < outer.length;) {
    const m = QUOTE_PREFIX.exec(outer[i]);
    if (!m) {
      out.push(outer[i++]);
      continue;
    }
    const indent = m[1];
    const inner: string[] = [];
    for (; i < outer.length && outer[i].startsWith(`${indent}>`); i++) {
      inner.push(outer[i].slice(indent.length + 1).replace(/^ /, ''));
    }
    for (const line of normalizeIndentation(inner)) out.push(line === '' ? `${indent}>` : `${indent}> ${line}`);
  }
  return out;
}

export interface PreprocessOptions {
  stash: HtmlStash;
  renderers: FenceRenderers;
  defaultCodeBlockLanguage: string | null;
}

/** Returns the source markdown-it should parse. */
export function preprocess(content: string, options: PreprocessOptions): string {
  // Zulip strips STX/ETX, which it uses for its own placeholders; so do we.
  // eslint-disable-next-line no-control-regex -- removing STX/ETX is the point
  const normalized = content.replace(/\r\n?/g, '\n').replace(/[\u0002\u0003]/g, '');
  let lines = separateHangingLists(normalized.split('\n'));
  lines = lines.map((line) => {
    const expanded = expandTabs(line);
    return expanded.trim() === '' ? '' : expanded;
  });
  lines.push('', '');
  lines = processFences(lines, options.stash, options.renderers, options.defaultCodeBlockLanguage);
  return normalizeIndentation(lines).join('\n');
}
