import type { SqlReader } from '../../db/sql.ts';
import { HtmlStash, type FenceRenderers } from '../markdown/fences.ts';
import { preprocess } from '../markdown/preprocess.ts';
import { codePointLength } from '../text.ts';

// Zulip's AlertWordNotificationProcessor: what may come just before and just
// after an alert word. Its after-set holds the two-character '",', which a
// single character never equals, so a closing double quote does not end a word.
const ALLOWED_BEFORE = new Set([' ', '\n', '(', '"', '.', ',', "'", ';', '[', '*', '`', '>']);
const ALLOWED_AFTER = new Set([' ', '\n', ')', '?', ':', '.', ',', "'", ';', ']', '!', '*', '`']);

/**
 * Whether `word` (lower case) occurs in `content` (lower case) as Zulip counts
 * it. Zulip looks at the character before the match only when the match starts
 * past the second character (its index check is `<= 0` on start - 1).
 */
function occursIn(content: string, word: string): boolean {
  for (let at = content.indexOf(word); at !== -1; at = content.indexOf(word, at + 1)) {
    const beforeOk = codePointLength(content.slice(0, at)) <= 1 || ALLOWED_BEFORE.has(content[at - 1]);
    const end = at + word.length;
    if (beforeOk && (end >= content.length || ALLOWED_AFTER.has(content[end]))) return true;
  }
  return false;
}

// Code and math blocks become placeholders before Zulip looks for alert words.
const HIDDEN_FENCES: FenceRenderers = { code: () => '', tex: () => '' };

/**
 * The text Zulip's alert-word preprocessor sees, in lower case: line endings
 * and blank lines normalized, fenced code and math stashed away; ```quote and
 * ```spoiler content stays, as it does in Zulip.
 */
const normalized = (content: string) =>
  preprocess(content, {
    stash: new HtmlStash(),
    renderers: HIDDEN_FENCES,
    defaultCodeBlockLanguage: null,
  }).toLowerCase();

/**
 * Of `candidates` (a message's recipients), the active users with an alert
 * word in `content`, never the sender: a message does not alert its author.
 */
export async function usersAlertedBy(
  sql: SqlReader,
  content: string,
  senderId: number,
  candidates: Iterable<number>,
): Promise<Set<number>> {
  const ids = [...candidates].filter((id) => id !== senderId);
  const alerted = new Set<number>();
  if (ids.length === 0) return alerted;
  const rows = await sql.query<{ user_id: number; word: string }>(
    `SELECT aw.user_id, aw.word FROM alert_word aw JOIN user_profile u ON u.id = aw.user_id
      WHERE aw.user_id = ANY($1::int[]) AND u.is_active`,
    [ids],
  );
  if (rows.length === 0) return alerted;
  const text = normalized(content);
  for (const r of rows) {
    const uid = Number(r.user_id);
    if (!alerted.has(uid) && occursIn(text, r.word.toLowerCase())) alerted.add(uid);
  }
  return alerted;
}
