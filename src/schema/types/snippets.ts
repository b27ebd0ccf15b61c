import type { EventOf } from '../../domain/events/types.ts';
import type { SavedSnippet } from '../../domain/snippets/saved-snippets.ts';
import * as snippets from '../../resolvers/snippets.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { connectionOfList, loggedInContext, totalCountField } from '../connections.ts';
import { fromUnixSeconds } from '../scalars.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Saved snippets: the viewer's own, mutations for each REST write, and their events. */

export const SavedSnippetRef = builder.node(builder.objectRef<SavedSnippet>('SavedSnippet'), {
  id: { resolve: (s) => s.id },
  loadMany: viewerNodes(nodes.snippetNodes),
  description: 'A text the viewer keeps to insert into messages.',
  fields: (t) => ({
    snippetId: t.exposeInt('id', { description: "Zulip's id of the snippet." }),
    title: t.exposeString('title', { description: "The snippet's title, shown when choosing one." }),
    content: t.exposeString('content', { description: "The text inserted, in Zulip's Markdown." }),
    dateCreated: t.field({
      type: 'DateTime',
      description: 'When the snippet was saved.',
      resolve: (s) => fromUnixSeconds(s.dateCreated),
    }),
  }),
});

builder.queryFields((t) => ({
  savedSnippetsConnection: t.connection(
    {
      type: SavedSnippetRef,
      authScopes: { loggedIn: true },
      description: "The viewer's saved snippets, oldest first, a page at a time.",
      resolve: (_root, args, ctx) =>
        connectionOfList(
          'snippet',
          () => snippets.savedSnippets(loggedInContext(ctx)),
          args,
          (i) => i.id,
        ),
    },
    { fields: totalCountField },
  ),
  savedSnippets: t.withAuth({ loggedIn: true }).field({
    type: [SavedSnippetRef],
    description: "The viewer's saved snippets, oldest first (GET /saved_snippets).",
    deprecationReason: 'Use savedSnippetsConnection.',
    resolve: (_root, _a, ctx) => snippets.savedSnippets(ctx),
  }),
}));

const CreateSavedSnippetInput = builder.inputType('CreateSavedSnippetInput', {
  description: 'POST /saved_snippets: the new snippet.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'Stripped; 1 to 60 characters.' }),
    content: t.string({ required: true, description: 'Stripped; 1 to 10,000 characters.' }),
  }),
});

const UpdateSavedSnippetInput = builder.inputType('UpdateSavedSnippetInput', {
  description: 'PATCH /saved_snippets/{id}: the snippet, and what to change (fields left out are not changed).',
  fields: (t) => ({
    snippetId: t.int({ description: "The snippet, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: SavedSnippetRef, description: GLOBAL_ID_HELP }),
    title: t.string({ description: 'The new title (1 to 60 characters).' }),
    content: t.string({ description: 'The new text (1 to 10,000 characters).' }),
  }),
});

const DeleteSavedSnippetInput = builder.inputType('DeleteSavedSnippetInput', {
  description: 'A saved snippet, by one of its ids.',
  fields: (t) => ({
    snippetId: t.int({ description: "The snippet, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: SavedSnippetRef, description: GLOBAL_ID_HELP }),
  }),
});

const CreateSavedSnippetPayload = builder.objectRef<{ snippet: SavedSnippet }>('CreateSavedSnippetPayload').implement({
  description: 'The snippet saved.',
  fields: (t) => ({
    snippet: t.field({ type: SavedSnippetRef, description: 'The new snippet.', resolve: (p) => p.snippet }),
  }),
});

const UpdateSavedSnippetPayload = builder
  .objectRef<{ snippet: SavedSnippet | null }>('UpdateSavedSnippetPayload')
  .implement({
    description: 'The snippet changed.',
    fields: (t) => ({
      snippet: t.field({
        type: SavedSnippetRef,
        nullable: true,
        description:
          'The snippet as it is now; null when nothing was asked to change (then, as in Zulip, nothing is checked).',
        resolve: (p) => p.snippet,
      }),
    }),
  });

const DeleteSavedSnippetPayload = builder.objectRef<{ snippetId: number }>('DeleteSavedSnippetPayload').implement({
  description: 'The snippet was deleted.',
  fields: (t) => ({
    snippetId: t.exposeInt('snippetId', { description: "The deleted snippet (Zulip's id)." }),
    deletedId: t.globalID({
      description: "The deleted snippet's global id, to evict it from a client cache.",
      resolve: (p) => ({ type: 'SavedSnippet', id: String(p.snippetId) }),
    }),
  }),
});

builder.mutationFields((t) => ({
  createSavedSnippet: t.withAuth({ loggedIn: true }).field({
    description: 'Save a snippet: text the viewer can insert while composing (POST /saved_snippets).',
    type: CreateSavedSnippetPayload,
    errors: mutationErrors('createSavedSnippet'),
    args: { input: t.arg({ type: CreateSavedSnippetInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({ snippet: await snippets.createSnippet(ctx, input) }),
  }),
  updateSavedSnippet: t.withAuth({ loggedIn: true }).field({
    description: "Change one of the viewer's saved snippets (PATCH /saved_snippets/{id}).",
    type: UpdateSavedSnippetPayload,
    errors: mutationErrors('updateSavedSnippet'),
    args: { input: t.arg({ type: UpdateSavedSnippetInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      snippet: await snippets.updateSnippet(ctx, idOf(input.snippetId, input.id, 'snippetId'), {
        title: input.title ?? undefined,
        content: input.content ?? undefined,
      }),
    }),
  }),
  deleteSavedSnippet: t.withAuth({ loggedIn: true }).field({
    description: "Delete one of the viewer's saved snippets (DELETE /saved_snippets/{id}).",
    type: DeleteSavedSnippetPayload,
    errors: mutationErrors('deleteSavedSnippet'),
    args: { input: t.arg({ type: DeleteSavedSnippetInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await snippets.deleteSnippet(ctx, idOf(input.snippetId, input.id, 'snippetId'));
      return { snippetId: idOf(input.snippetId, input.id, 'snippetId') };
    },
  }),
}));

const SavedSnippetsOp = opEnum(
  'SavedSnippetsEventOp',
  ['add', 'update', 'remove'],
  "What happened to the viewer's saved snippets.",
);

export const SavedSnippetsEvent = deliveredRef<EventOf<'saved_snippets'>>('SavedSnippetsEvent').implement({
  description: "One of the viewer's saved snippets was added, changed or removed.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: SavedSnippetsOp, resolve: ({ event }) => event.op }),
    snippetId: t.int({
      description: "The snippet (Zulip's id).",
      resolve: ({ event }) => (event.op === 'remove' ? event.savedSnippetId : event.savedSnippet.id),
    }),
    snippet: t.field({
      type: SavedSnippetRef,
      nullable: true,
      description: 'With ADD and UPDATE: the snippet as it is now.',
      resolve: ({ event }) => (event.op === 'remove' ? null : event.savedSnippet),
    }),
  }),
});
