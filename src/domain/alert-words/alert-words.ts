import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inSqlTransaction, type Deps } from '../context.ts';
import { InputPathError } from '../errors.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import { pyStrip } from '../python-text.ts';
import { isStorableText, longerThan } from '../text.ts';

/** Zulip's AlertWord.MAX_WORD_LENGTH, checked on each word as given (before it is stripped). */
export const MAX_ALERT_WORD_LENGTH = 100;

/** GET /users/me/alert_words (and register's alert_words): in the order they were added. */
export async function listAlertWords(sql: SqlReader, userId: number): Promise<string[]> {
  const rows = await sql.query<{ word: string }>('SELECT word FROM alert_word WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);
  return rows.map((r) => r.word);
}

/**
 * The words to add as Zulip's pydantic model checks them: each element's type
 * (REST's reader decodes it when asked), then its length, before the next
 * element is read; a word must be storable too.
 */
function readWords(given: ReadonlyArray<InputOrReader<string>>): string[] {
  return given.map((element, i) => {
    const word = readInput(element);
    const path = ['alertWords', i] as const;
    if (longerThan(word, MAX_ALERT_WORD_LENGTH)) {
      throw new InputPathError(path, (place) => `${place} is too long (limit: ${MAX_ALERT_WORD_LENGTH} characters)`);
    }
    if (!isStorableText(word)) throw new InputPathError(path, (place) => `${place} must not contain null bytes`);
    return word;
  });
}

/**
 * The words to add, as Zulip's add_user_alert_words picks them: stripped,
 * blanks dropped, words the user has (in any case) skipped, and one word per
 * case-insensitive spelling: the first position, the last spelling given.
 */
function wordsToAdd(given: readonly string[], existing: readonly string[]): string[] {
  const have = new Set(existing.map((w) => w.toLowerCase()));
  const chosen = new Map<string, string>();
  for (const word of given.map(pyStrip)) {
    if (word === '' || have.has(word.toLowerCase())) continue;
    chosen.set(word.toLowerCase(), word);
  }
  return [...chosen.values()];
}

const notifyOwner = (actor: Actor, alertWords: string[]) => ({
  realmId: actor.realm.id,
  userIds: [actor.user.id],
  event: { type: 'alert_words' as const, alertWords },
});

/** POST /users/me/alert_words: the user's words afterwards; the user hears the whole list even if nothing changed. */
export async function addAlertWords(
  deps: Deps,
  actor: Actor,
  given: ReadonlyArray<InputOrReader<string>>,
): Promise<string[]> {
  const words = readWords(given);
  return inSqlTransaction(deps, async (sql, emit) => {
    await sql.query('SELECT id FROM user_profile WHERE id = $1 FOR UPDATE', [actor.user.id]);
    const fresh = wordsToAdd(words, await listAlertWords(sql, actor.user.id));
    if (fresh.length > 0) {
      await sql.query(
        'INSERT INTO alert_word (user_id, word) SELECT $1, w FROM unnest($2::text[]) WITH ORDINALITY AS t(w, n) ORDER BY n',
        [actor.user.id, fresh],
      );
    }
    const now = await listAlertWords(sql, actor.user.id);
    emit(notifyOwner(actor, now));
    return now;
  });
}

/**
 * DELETE /users/me/alert_words: each word given removes the user's words
 * equal to it in any case (Django's iexact, which compares upper case); the
 * words are not stripped first, as in Zulip.
 */
export async function removeAlertWords(deps: Deps, actor: Actor, words: readonly string[]): Promise<string[]> {
  const gone = new Set(words.map((w) => w.toUpperCase()));
  return inSqlTransaction(deps, async (sql, emit) => {
    const rows = await sql.query<{ id: number; word: string }>(
      'SELECT id, word FROM alert_word WHERE user_id = $1 ORDER BY id FOR UPDATE',
      [actor.user.id],
    );
    const ids = rows.filter((r) => gone.has(r.word.toUpperCase())).map((r) => r.id);
    if (ids.length > 0) await sql.query('DELETE FROM alert_word WHERE id = ANY($1::int[])', [ids]);
    const now = rows.filter((r) => !ids.includes(r.id)).map((r) => r.word);
    emit(notifyOwner(actor, now));
    return now;
  });
}
