import type { EventOf } from '../../domain/events/types.ts';
import * as alertWords from '../../resolvers/alert-words.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors, withInputNames } from '../errors.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Alert words: the viewer's own, the two writes of REST, and the event that carries the list. */

builder.queryFields((t) => ({
  alertWords: t.withAuth({ loggedIn: true }).field({
    type: ['String'],
    description: "The viewer's alert words, in the order they were added (GET /users/me/alert_words).",
    resolve: (_root, _a, ctx) => alertWords.alertWords(ctx),
  }),
}));

/** The input's shape; each mutation has its own type of it. */
const alertWordsInputOf = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      words: t.stringList({
        required: true,
        description: 'Each at most 100 characters. Adding strips them and drops blanks and words already there.',
      }),
    }),
  });

const AddAlertWordsInput = alertWordsInputOf('AddAlertWordsInput', 'Alert words to add.');
const RemoveAlertWordsInput = alertWordsInputOf('RemoveAlertWordsInput', 'Alert words to remove.');

/** The payload's shape; each mutation has its own type of it. */
const alertWordsPayloadOf = (name: string, description: string) =>
  builder.objectRef<{ alertWords: string[] }>(name).implement({
    description,
    fields: (t) => ({
      alertWords: t.exposeStringList('alertWords', { description: "The viewer's alert words afterwards." }),
    }),
  });

const AddAlertWordsPayload = alertWordsPayloadOf('AddAlertWordsPayload', 'The words were added.');
const RemoveAlertWordsPayload = alertWordsPayloadOf('RemoveAlertWordsPayload', 'The words were removed.');

builder.mutationFields((t) => ({
  addAlertWords: t.withAuth({ loggedIn: true }).field({
    description: 'Add alert words: the viewer is alerted to messages containing them (POST /users/me/alert_words).',
    type: AddAlertWordsPayload,
    errors: mutationErrors('addAlertWords'),
    args: { input: t.arg({ type: AddAlertWordsInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      alertWords: await withInputNames({ alertWords: 'words' }, () => alertWords.addWords(ctx, input.words)),
    }),
  }),
  removeAlertWords: t.withAuth({ loggedIn: true }).field({
    type: RemoveAlertWordsPayload,
    errors: mutationErrors('removeAlertWords'),
    args: { input: t.arg({ type: RemoveAlertWordsInput, required: true, description: INPUT_ARG }) },
    description: "Removes the viewer's words equal to any given, in any case.",
    resolve: async (_root, { input }, ctx) => ({ alertWords: await alertWords.removeWords(ctx, input.words) }),
  }),
}));

export const AlertWordsEvent = deliveredRef<EventOf<'alert_words'>>('AlertWordsEvent').implement({
  description: "The viewer's alert words changed (or were written again): the whole list as it is now.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    alertWords: t.stringList({
      description: "All the viewer's alert words now.",
      resolve: ({ event }) => event.alertWords,
    }),
  }),
});
