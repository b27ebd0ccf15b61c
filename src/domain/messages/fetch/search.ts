import type { SqlReader } from '../../../db/sql.ts';
import { PY_WHITESPACE } from '../../python-text.ts';
import type { SqlParams } from './sql-params.ts';
import type { SearchMatch } from '../model.ts';
import { codePointLength } from '../../text.ts';

/*
 * Zulip's full-text search (NarrowBuilder._by_search_tsearch) and match
 * highlighting (ts_locs_array + highlight_string in message_fetch.py).
 * Zulip searches a tsvector of the HTML-escaped topic and the rendered
 * content; our indexed column is built from the topic and the Markdown
 * source, so it serves as the index pre-filter and the rendered text is
 * checked as Zulip would.
 */

const CONFIG = `'english'`;
const ts = (q: string) => `plainto_tsquery(${CONFIG}, ${q})`;
/** Zulip's escape_html SQL function. */
const escapeHtmlSql = (col: string) =>
  `replace(replace(replace(replace(replace(${col}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
const searchedText = `${escapeHtmlSql('m.subject')} || ' ' || COALESCE(m.rendered_content, '')`;

/** Python's re.findall(r'"[^"]+"|\S+', operand), with Python's idea of whitespace. */
const TOKENS = new RegExp(`"[^"]+"|[^${PY_WHITESPACE}]+`, 'gu');

/** Django's prep_for_like_query. */
const escapeLike = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');

/** PostgreSQL text cannot hold NUL; as a word separator it changes nothing. */
const tsInput = (operand: string) => operand.replaceAll('\0', ' ');

export function searchCondition(sql: SqlParams, operand: string): string {
  const conds: string[] = [];
  // Quoted phrases must also appear verbatim (case-insensitively) in the content or topic.
  for (const token of operand.match(TOKENS) ?? []) {
    if (!(token.startsWith('"') && token.endsWith('"'))) continue;
    const phrase = token.slice(1, -1);
    if (phrase.includes('\0')) {
      conds.push('FALSE');
      continue;
    }
    const like = sql.p(`%${escapeLike(phrase)}%`);
    conds.push(`(m.content ILIKE ${like} OR (m.subject ILIKE ${like} AND m.is_channel_message))`);
  }
  const q = sql.p(tsInput(operand));
  conds.push(`m.search_tsvector @@ ${ts(q)}`, `to_tsvector(${CONFIG}, ${searchedText}) @@ ${ts(q)}`);
  return conds.join(' AND ');
}

const TS_START = '<ts-match>';
const TS_STOP = '</ts-match>';
const HIGHLIGHT_START = '<span class="highlight">';
const HIGHLIGHT_STOP = '</span>';

/** ts_locs_array: [offset, length] pairs (in characters) of the matches ts_headline marked. */
function matchLocations(delimited: string): Array<[number, number]> {
  const parts = delimited.split(TS_START);
  const locs: Array<[number, number]> = [];
  let before = 0;
  parts.forEach((part, k) => {
    if (k > 0) {
      const stop = part.indexOf(TS_STOP);
      locs.push([before + TS_STOP.length, codePointLength(part.slice(0, Math.max(stop, 0)))]);
    }
    before += codePointLength(part) - TS_STOP.length;
  });
  return locs;
}

/** Zulip's highlight_string: wraps matches, except where they fall inside an HTML tag. */
export function highlightString(text: string, locs: Array<[number, number]>): string {
  const chars = [...text];
  let pos = 0;
  let result = '';
  let inTag = false;
  for (const [offset, length] of locs) {
    const prefix = chars.slice(pos, offset).join('');
    const match = chars.slice(offset, offset + length).join('');
    for (const c of prefix + match) {
      if (c === '<') inTag = true;
      else if (c === '>') inTag = false;
    }
    result += inTag ? prefix + match : `${prefix}${HIGHLIGHT_START}${match}${HIGHLIGHT_STOP}`;
    pos = offset + length;
  }
  return result + chars.slice(pos).join('');
}

export const escapeHtml = (s: string): string =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * The content and topic of the messages of a search result with the matches
 * highlighted, in one query. Without a search operand (a narrow that does not
 * search, in GET /messages/matches_narrow) nothing is highlighted: the
 * rendered content and the HTML-escaped topic as they are.
 */
export async function searchFields(
  db: SqlReader,
  ids: number[],
  operand: string | null,
): Promise<Map<number, SearchMatch>> {
  const out = new Map<number, SearchMatch>();
  if (ids.length === 0) return out;
  const opts = `HighlightAll = TRUE, StartSel = ${TS_START}, StopSel = ${TS_STOP}`;
  const headlines =
    operand === null
      ? 'NULL AS hc, NULL AS hs'
      : `ts_headline(${CONFIG}, COALESCE(m.rendered_content, ''), ${ts('$2')}, $3) AS hc,
            ts_headline(${CONFIG}, ${escapeHtmlSql('m.subject')}, ${ts('$2')}, $3) AS hs`;
  const rows = await db.query<{ id: number; content: string; subject: string; hc: string | null; hs: string | null }>(
    `SELECT m.id, COALESCE(m.rendered_content, '') AS content, m.subject, ${headlines}
       FROM message m WHERE m.id = ANY($1::int[])`,
    operand === null ? [ids] : [ids, tsInput(operand), opts],
  );
  for (const r of rows) {
    out.set(Number(r.id), {
      content: highlightString(r.content, matchLocations(r.hc ?? '')),
      topic: highlightString(escapeHtml(r.subject), matchLocations(r.hs ?? '')),
    });
  }
  return out;
}
