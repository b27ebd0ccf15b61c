import type { EventOf } from '../../domain/events/types.ts';
import type { SavedSnippet } from '../../domain/snippets/saved-snippets.ts';
import * as snippets from '../../resolvers/snippets.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { connectionOfList, loggedInContext, totalCountField } from '../connections.ts';
import { fromUnixSeconds } from '../scalars.ts';
import { mutationErrors } from '../errors.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Saved snippets: the viewer's own, mutations for each REST write, and their events. */

export const SavedSnippetRef = builder.node(builder.objectRef<SavedSnippet>('SavedSnippet'), {
  id: { resolve: (s) => s.id },
  loadMany: viewerNodes(nodes.snippetNodes),
  description: 'A text the viewer keeps to insert into messages.',
  fields: (t) => ({
    snippetId: t.exposeInt('id', { description: "Zulip's id of the snippet." }),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    dateCreated: t.field({ type: 'DateTime', resolve: (s) => fromUnixSeconds(s.dateCreated) }),
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
  fields: (t) => ({
    title: t.string({ required: true, description: 'Stripped; 1 to 60 characters.' }),
    content: t.string({ required: true, description: 'Stripped; 1 to 10,000 characters.' }),
  }),
});

const UpdateSavedSnippetInput = builder.inputType('UpdateSavedSnippetInput', {
  fields: (t) => ({
    snippetId: t.int(),
    id: t.globalID({ for: SavedSnippetRef, description: GLOBAL_ID_HELP }),
    title: t.string(),
    content: t.string(),
  }),
});

const SavedSnippetIdInput = builder.inputType('SavedSnippetIdInput', {
  fields: (t) => ({ snippetId: t.int(), id: t.globalID({ for: SavedSnippetRef, description: GLOBAL_ID_HELP }) }),
});

const SavedSnippetPayload = builder.objectRef<{ snippet: SavedSnippet | null }>('SavedSnippetPayload').implement({
  fields: (t) => ({
    snippet: t.field({
      type: SavedSnippetRef,
      nullable: true,
      description: 'Null when nothing was asked to change.',
      resolve: (p) => p.snippet,
    }),
  }),
});

const DeleteSavedSnippetPayload = builder.objectRef<{ snippetId: number }>('DeleteSavedSnippetPayload').implement({
  fields: (t) => ({ snippetId: t.exposeInt('snippetId') }),
});

builder.mutationFields((t) => ({
  createSavedSnippet: t.withAuth({ loggedIn: true }).field({
    type: SavedSnippetPayload,
    errors: mutationErrors('createSavedSnippet'),
    args: { input: t.arg({ type: CreateSavedSnippetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ snippet: await snippets.createSnippet(ctx, input) }),
  }),
  updateSavedSnippet: t.withAuth({ loggedIn: true }).field({
    type: SavedSnippetPayload,
    errors: mutationErrors('updateSavedSnippet'),
    args: { input: t.arg({ type: UpdateSavedSnippetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      snippet: await snippets.updateSnippet(ctx, idOf(input.snippetId, input.id, 'snippetId'), {
        title: input.title ?? undefined,
        content: input.content ?? undefined,
      }),
    }),
  }),
  deleteSavedSnippet: t.withAuth({ loggedIn: true }).field({
    type: DeleteSavedSnippetPayload,
    errors: mutationErrors('deleteSavedSnippet'),
    args: { input: t.arg({ type: SavedSnippetIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await snippets.deleteSnippet(ctx, idOf(input.snippetId, input.id, 'snippetId'));
      return { snippetId: idOf(input.snippetId, input.id, 'snippetId') };
    },
  }),
}));

const SavedSnippetsOp = opEnum('SavedSnippetsEventOp', ['add', 'update', 'remove']);

export const SavedSnippetsEvent = deliveredRef<EventOf<'saved_snippets'>>('SavedSnippetsEvent').implement({
  description: "One of the viewer's saved snippets was added, changed or removed.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ type: SavedSnippetsOp, resolve: ({ event }) => event.op }),
    snippetId: t.int({
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
