// Block rules where Zulip's Python-Markdown differs from CommonMark.

import type { MarkdownIt } from 'markdown-it';
import type { StateBlock } from 'markdown-it';

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

// eslint-disable-next-line no-control-regex -- placeholders are STX/ETX by design, like Zulip's
const STASH_LINE = /^\u0002(\d+)\u0003$/;

/** A placeholder line left by the fence preprocessor becomes its HTML. */
const stashBlock: BlockRule = (state, startLine, _endLine, silent) => {
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.src.charCodeAt(start) !== 0x02) return false;
  const m = STASH_LINE.exec(state.src.slice(start, state.eMarks[startLine]));
  if (!m) return false;
  if (silent) return true;
  const token = state.push('zulip_stash', '', 0);
  token.meta = { index: Number(m[1]) };
  token.block = true;
  token.map = [startLine, startLine + 1];
  state.line = startLine + 1;
  return true;
};

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
}

/**
 * Zulip's BlockQuoteProcessor: a quote runs to the next blank line and takes
 * every line of that chunk (there is no "lazy continuation" restriction), and
 * a quote made only of empty `>` lines is plain text (`>>>>>` ends in `<p>&gt;</p>`).
 */
const blockquote: BlockRule = (state, startLine, endLine, silent) => {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  if (state.src.charCodeAt(state.bMarks[startLine] + state.tShift[startLine]) !== 0x3e) return false;

  let chunkEnd = startLine;
  let onlyEmptyQuotes = true;
  while (chunkEnd < endLine && !state.isEmpty(chunkEnd)) {
    if (onlyEmptyQuotes && !/^>\s*$/.test(lineText(state, chunkEnd))) onlyEmptyQuotes = false;
    chunkEnd++;
  }
  if (onlyEmptyQuotes) return false;
  if (silent) return true;

  const saved: { line: number; bMark: number; tShift: number; sCount: number; bsCount: number }[] = [];
  for (let line = startLine; line < chunkEnd; line++) {
    let pos = state.bMarks[line] + state.tShift[line];
    if (state.src.charCodeAt(pos) !== 0x3e) continue;
    saved.push({
      line,
      bMark: state.bMarks[line],
      tShift: state.tShift[line],
      sCount: state.sCount[line],
      bsCount: state.bsCount[line],
    });
    pos++;
    if (state.src.charCodeAt(pos) === 0x20) pos++;
    const max = state.eMarks[line];
    let offset = 0;
    let contentStart = pos;
    while (contentStart < max && state.src.charCodeAt(contentStart) === 0x20) {
      contentStart++;
      offset++;
    }
    state.bsCount[line] = state.sCount[line] + 1;
    state.bMarks[line] = pos;
    state.tShift[line] = contentStart - pos;
    state.sCount[line] = offset;
  }

  const oldParentType = state.parentType;
  const oldLineMax = state.lineMax;
  const oldIndent = state.blkIndent;
  state.parentType = 'blockquote';
  state.lineMax = chunkEnd;
  state.blkIndent = 0;

  const open = state.push('blockquote_open', 'blockquote', 1);
  open.markup = '>';
  const lines: [number, number] = [startLine, 0];
  open.map = lines;
  state.md.block.tokenize(state, startLine, chunkEnd);
  const close = state.push('blockquote_close', 'blockquote', -1);
  close.markup = '>';

  state.lineMax = oldLineMax;
  state.parentType = oldParentType;
  state.blkIndent = oldIndent;
  lines[1] = state.line;
  for (const s of saved) {
    state.bMarks[s.line] = s.bMark;
    state.tShift[s.line] = s.tShift;
    state.sCount[s.line] = s.sCount;
    state.bsCount[s.line] = s.bsCount;
  }
  return true;
};

/**
 * markdown-it's paragraph rule, but only leading whitespace is trimmed:
 * Python-Markdown keeps trailing spaces (`<p>test  </p>`, `<li>One <ul>`).
 */
const paragraph: BlockRule = (state, startLine, endLine) => {
  const terminatorRules = state.md.block.ruler.getRules('paragraph');
  const oldParentType = state.parentType;
  state.parentType = 'paragraph';
  let nextLine = startLine + 1;
  for (; nextLine < endLine && !state.isEmpty(nextLine); nextLine++) {
    if (state.sCount[nextLine] - state.blkIndent > 3) continue;
    if (state.sCount[nextLine] < 0) continue;
    let terminate = false;
    for (const rule of terminatorRules) {
      if (rule(state, nextLine, endLine, true)) {
        terminate = true;
        break;
      }
    }
    if (terminate) break;
  }
  const content = state.getLines(startLine, nextLine, state.blkIndent, false).trimStart();
  state.line = nextLine;
  const open = state.push('paragraph_open', 'p', 1);
  open.map = [startLine, state.line];
  const inline = state.push('inline', '', 0);
  inline.content = content;
  inline.map = [startLine, state.line];
  inline.children = [];
  state.push('paragraph_close', 'p', -1);
  state.parentType = oldParentType;
  return true;
};

/**
 * Python-Markdown knows only `1.` ordered markers, not CommonMark's `1)`.
 * Inside a list item (blkIndent > 0) an indented item always starts a
 * nested list, whatever its number, as Zulip's 2-space list processors do;
 * CommonMark would only let a list starting at 1 interrupt the item's text.
 */
function zulipList(list: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    const pos = state.bMarks[startLine] + state.tShift[startLine];
    if (/^\d{1,9}\)/.test(state.src.slice(pos, Math.min(pos + 10, state.eMarks[startLine])))) return false;
    const nested =
      silent && state.parentType === 'paragraph' && state.blkIndent > 0 && state.sCount[startLine] >= state.blkIndent;
    if (!nested) return list(state, startLine, endLine, silent);
    const oldParentType = state.parentType;
    state.parentType = 'list';
    try {
      return list(state, startLine, endLine, silent);
    } finally {
      state.parentType = oldParentType;
    }
  };
}

/** Zulip's HashHeaderProcessor needs whitespace after the `#`s: a lone `#` is text. */
function zulipHeading(heading: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    let pos = state.bMarks[startLine] + state.tShift[startLine];
    const max = state.eMarks[startLine];
    while (pos < max && state.src.charCodeAt(pos) === 0x23) pos++;
    if (pos >= max) return false;
    return heading(state, startLine, endLine, silent);
  };
}

function ruleFn(md: MarkdownIt, name: string): BlockRule {
  const ruler = md.block.ruler;
  return ruler.__rules__[ruler.__find__(name)].fn as BlockRule;
}

export function installBlockRules(md: MarkdownIt): void {
  const ruler = md.block.ruler;
  ruler.at('list', zulipList(ruleFn(md, 'list')), { alt: ['paragraph', 'reference', 'blockquote'] });
  ruler.at('heading', zulipHeading(ruleFn(md, 'heading')), { alt: ['paragraph', 'reference', 'blockquote'] });
  // Python-Markdown's tables start a block; they never interrupt a paragraph.
  ruler.at('table', ruleFn(md, 'table'), { alt: [] });
  ruler.at('blockquote', blockquote, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  ruler.at('paragraph', paragraph);
  ruler.before('code', 'zulip_stash', stashBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  // Zulip has no setext headings, reference definitions, HTML blocks or
  // CommonMark fences (fences were handled by the preprocessor).
  ruler.disable(['lheading', 'reference', 'html_block', 'fence']);
}
