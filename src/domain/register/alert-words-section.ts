import { prismaReader } from '../../db/sql.ts';
import { listAlertWords } from '../alert-words/alert-words.ts';
import type { StateContext } from './types.ts';

/** alert_words: the user's own, as GET /users/me/alert_words gives them. */
export async function alertWordsState(ctx: StateContext): Promise<{ alert_words: string[] }> {
  return { alert_words: await listAlertWords(prismaReader(ctx.db), ctx.actor.user.id) };
}
