import type { EventOf } from '../../domain/events/types.ts';
import * as alertWords from '../../resolvers/alert-words.ts';
import { builder } from '../builder.ts';
import { mutationErrors, withInputNames } from '../errors.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Alert words: the viewer's own, the two writes of REST, and the event that carries the list. */

builder.queryFields((t) => ({
  alertWords: t.withAuth({ loggedIn: true }).field({
    type: ['String'],
    description: "The viewer's alert words, in the order they were added (GET /users/me/alert_words).",
    resolve: (_root, _a, ctx) => alertWords.alertWords(ctx),
  }),
}));

const AlertWordsInput = builder.inputType('AlertWordsInput', {
  fields: (t) => ({
    words: t.stringList({
      required: true,
      description: 'Each at most 100 characters. Adding strips them and drops blanks and words already there.',
    }),
  }),
});

const AlertWordsPayload = builder.objectRef<{ alertWords: string[] }>('AlertWordsPayload').implement({
  fields: (t) => ({
    alertWords: t.exposeStringList('alertWords', { description: "The viewer's alert words afterwards." }),
  }),
});

builder.mutationFields((t) => ({
  addAlertWords: t.withAuth({ loggedIn: true }).field({
    type: AlertWordsPayload,
    errors: mutationErrors('addAlertWords'),
    args: { input: t.arg({ type: AlertWordsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      alertWords: await withInputNames({ alertWords: 'words' }, () => alertWords.addWords(ctx, input.words)),
    }),
  }),
  removeAlertWords: t.withAuth({ loggedIn: true }).field({
    type: AlertWordsPayload,
    errors: mutationErrors('removeAlertWords'),
    args: { input: t.arg({ type: AlertWordsInput, required: true }) },
    description: "Removes the viewer's words equal to any given, in any case.",
    resolve: async (_root, { input }, ctx) => ({ alertWords: await alertWords.removeWords(ctx, input.words) }),
  }),
}));

export const AlertWordsEvent = deliveredRef<EventOf<'alert_words'>>('AlertWordsEvent').implement({
  description: "The viewer's alert words changed (or were written again): the whole list as it is now.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    alertWords: t.stringList({ resolve: ({ event }) => event.alertWords }),
  }),
});
