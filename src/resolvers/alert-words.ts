import { addAlertWords, listAlertWords, removeAlertWords } from '../domain/alert-words/alert-words.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import type { OperationContext } from './operation-context.ts';

/** Alert words (Zulip's /users/me/alert_words): each user's own; every write answers the list afterwards. */

export const alertWords = (ctx: OperationContext): Promise<string[]> =>
  listAlertWords(ctx.deps.db.sql, ctx.actor.user.id);

/** Words to add, or (REST) readers that decode each element when the operation asks for it. */
export const addWords = (ctx: OperationContext, words: ReadonlyArray<InputOrReader<string>>): Promise<string[]> =>
  addAlertWords(ctx.deps, ctx.actor, words);

export const removeWords = (ctx: OperationContext, words: readonly string[]): Promise<string[]> =>
  removeAlertWords(ctx.deps, ctx.actor, words);
