import * as alertWords from '../../resolvers/alert-words.ts';
import { list, str } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { userRoute, type RouteDef } from '../route.ts';

const wordsOf = (params: Params): string[] => params.json('alert_words', list(str()), { required: true });

/** The words to add: each element's type decoded when the operation reads it (it checks each one's length first). */
const wordsToAdd = (params: Params): Array<() => string> =>
  params.json(
    'alert_words',
    list((v, path) => () => str()(v, path)),
    { required: true },
  );

/** Alert words: every answer, reads and writes alike, is the user's whole list. */
export const alertWordsRoutes: RouteDef[] = [
  userRoute('GET', '/users/me/alert_words', async (ctx) => ({ alert_words: await alertWords.alertWords(ctx) })),
  userRoute('POST', '/users/me/alert_words', async (ctx) => ({
    alert_words: await alertWords.addWords(ctx, wordsToAdd(ctx.params)),
  })),
  userRoute('DELETE', '/users/me/alert_words', async (ctx) => ({
    alert_words: await alertWords.removeWords(ctx, wordsOf(ctx.params)),
  })),
];
