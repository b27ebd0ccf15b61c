import type { EventOf } from '../../domain/events/types.ts';
import type { RealmPlayground } from '../../domain/playgrounds/playgrounds.ts';
import * as playgrounds from '../../resolvers/playgrounds.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Code playgrounds: everyone reads them, administrators add and remove them; every change sends the whole list. */

export const RealmPlaygroundRef = builder.node(builder.objectRef<RealmPlayground>('RealmPlayground'), {
  id: { resolve: (p) => p.id },
  loadMany: viewerNodes(nodes.playgroundNodes),
  description:
    'A code playground: code blocks in `pygmentsLanguage` offer a link to `urlTemplate` with `{code}` filled in.',
  fields: (t) => ({
    playgroundId: t.exposeInt('id', { description: "Zulip's id of the playground." }),
    name: t.exposeString('name', { description: "The name shown in the code block's menu." }),
    pygmentsLanguage: t.exposeString('pygmentsLanguage', { description: "A Pygments lexer's name." }),
    urlTemplate: t.exposeString('urlTemplate', {
      description: 'An RFC 6570 URL template whose only variable is `code`.',
    }),
  }),
});

builder.queryFields((t) => ({
  realmPlaygrounds: t.withAuth({ loggedIn: true }).field({
    type: [RealmPlaygroundRef],
    description: "The organization's code playgrounds, oldest first (register's realm_playgrounds).",
    resolve: (_root, _a, ctx) => playgrounds.playgrounds(ctx),
  }),
}));

const AddRealmPlaygroundInput = builder.inputType('AddRealmPlaygroundInput', {
  description: 'POST /realm/playgrounds: the new code playground.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Stripped; unique with the language.' }),
    pygmentsLanguage: t.string({
      required: true,
      description: 'At most 40 characters of letters, digits, spaces and `_+-,./#`; stripped.',
    }),
    urlTemplate: t.string({ required: true, description: 'Stripped; `code` must be its only variable.' }),
  }),
});

const RemoveRealmPlaygroundInput = builder.inputType('RemoveRealmPlaygroundInput', {
  description: 'A code playground, by one of its ids.',
  fields: (t) => ({
    playgroundId: t.int({ description: "The playground, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: RealmPlaygroundRef, description: GLOBAL_ID_HELP }),
  }),
});

const RealmPlaygroundPayload = builder.objectRef<{ playground: RealmPlayground }>('RealmPlaygroundPayload').implement({
  description: 'The new playground.',
  fields: (t) => ({
    playground: t.field({ description: 'The playground.', type: RealmPlaygroundRef, resolve: (p) => p.playground }),
  }),
});

const RemoveRealmPlaygroundPayload = builder
  .objectRef<{ playgroundId: number }>('RemoveRealmPlaygroundPayload')
  .implement({
    description: 'The playground was removed.',
    fields: (t) => ({
      playgroundId: t.exposeInt('playgroundId', { description: "The removed playground (Zulip's id)." }),
      removedId: t.globalID({
        description: "The removed playground's global id, to evict it from a client cache.",
        resolve: (p) => ({ type: 'RealmPlayground', id: String(p.playgroundId) }),
      }),
    }),
  });

builder.mutationFields((t) => ({
  addRealmPlayground: t.withAuth({ loggedIn: true }).field({
    type: RealmPlaygroundPayload,
    errors: mutationErrors('addRealmPlayground'),
    description: 'Administrators only (POST /realm/playgrounds).',
    args: { input: t.arg({ type: AddRealmPlaygroundInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({ playground: await playgrounds.addPlayground(ctx, input) }),
  }),
  removeRealmPlayground: t.withAuth({ loggedIn: true }).field({
    type: RemoveRealmPlaygroundPayload,
    errors: mutationErrors('removeRealmPlayground'),
    description:
      "Administrators only (DELETE /realm/playgrounds/{id}); clears the organization's default code block language if it was this playground's.",
    args: { input: t.arg({ type: RemoveRealmPlaygroundInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const id = idOf(input.playgroundId, input.id, 'playgroundId');
      await playgrounds.removePlayground(ctx, id);
      return { playgroundId: id };
    },
  }),
}));

export const RealmPlaygroundsEvent = deliveredRef<EventOf<'realm_playgrounds'>>('RealmPlaygroundsEvent').implement({
  description: "The organization's code playgrounds changed: all of them.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    playgrounds: t.field({
      description: 'Every code playground of the organization.',
      type: [RealmPlaygroundRef],
      resolve: ({ event }) => event.playgrounds,
    }),
  }),
});
