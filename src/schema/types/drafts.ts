import type { DraftInput } from '../../domain/drafts/draft-data.ts';
import type { Draft } from '../../domain/drafts/drafts.ts';
import type { EventOf } from '../../domain/events/types.ts';
import * as drafts from '../../resolvers/drafts.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { fromUnixSeconds, toUnixSeconds } from '../scalars.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Drafts: the viewer's own, mutations for each REST write, and their events (for the viewer's other devices). */

const DraftTypeEnum = builder.enumType('DraftType', {
  description: 'Where a draft is addressed.',
  values: {
    UNADDRESSED: { value: '', description: 'Not addressed yet.' },
    CHANNEL: { value: 'stream', description: 'To a channel topic (`to` is the channel id).' },
    DIRECT: {
      value: 'private',
      description: 'A direct message (`to` is the other users; oneself for a note to self).',
    },
  } satisfies Record<string, { value: DraftInput['type']; description: string }>,
});

export const DraftRef = builder.node(builder.objectRef<Draft>('Draft'), {
  id: { resolve: (d) => d.id },
  loadMany: viewerNodes(nodes.draftNodes),
  description: 'A message being written, kept for the viewer’s other devices.',
  fields: (t) => ({
    draftId: t.exposeInt('id', { description: "Zulip's id of the draft." }),
    type: t.field({ type: DraftTypeEnum, description: 'Where the draft is addressed.', resolve: (d) => d.type }),
    to: t.exposeIntList('to', {
      description:
        "The recipient: [channel id] for a channel draft, the users' ids for a direct message, empty when unaddressed.",
    }),
    topic: t.exposeString('topic', {
      description: 'The topic of a channel draft ("" otherwise, or for the empty topic).',
    }),
    content: t.exposeString('content', { description: "The text written so far, in Zulip's Markdown." }),
    timestamp: t.field({
      type: 'DateTime',
      description: 'When it was last edited.',
      resolve: (d) => fromUnixSeconds(d.timestamp),
    }),
  }),
});

builder.queryFields((t) => ({
  drafts: t.withAuth({ loggedIn: true }).field({
    type: [DraftRef],
    deprecationReason: 'Use Query.draftsConnection.',
    nullable: true,
    description:
      "The viewer's drafts, oldest edit first (GET /drafts); null with an error when synchronization is off.",
    resolve: (_root, _a, ctx) => drafts.drafts(ctx),
  }),
}));

const DraftInputType = builder.inputType('DraftInput', {
  description: "A draft's content and recipient.",
  fields: (t) => ({
    type: t.field({ type: DraftTypeEnum, required: true, description: 'Where the draft is addressed.' }),
    to: t.intList({
      required: true,
      description:
        "The recipient: [channel id] for a channel draft, the users' ids for a direct message, empty when unaddressed.",
    }),
    topic: t.string({ required: true, description: 'Kept only for channel drafts.' }),
    content: t.string({ required: true, description: "The text written so far, in Zulip's Markdown." }),
    timestamp: t.field({ type: 'DateTime', description: 'When it was edited; now when omitted.' }),
  }),
});

type DraftArg = { type: DraftInput['type']; to: number[]; topic: string; content: string; timestamp?: Date | null };

const draftInputOf = (d: DraftArg): DraftInput => ({
  type: d.type,
  to: d.to,
  topic: d.topic,
  content: d.content,
  ...(d.timestamp == null ? {} : { timestamp: toUnixSeconds(d.timestamp) }),
});

const CreateDraftsInput = builder.inputType('CreateDraftsInput', {
  description: 'POST /drafts: drafts to save.',
  fields: (t) => ({ drafts: t.field({ type: [DraftInputType], required: true, description: 'The drafts.' }) }),
});
const UpdateDraftInput = builder.inputType('UpdateDraftInput', {
  description: 'PATCH /drafts/{draft_id}: a draft and its new content.',
  fields: (t) => ({
    draftId: t.int({ description: "The draft, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: DraftRef, description: GLOBAL_ID_HELP }),
    draft: t.field({
      type: DraftInputType,
      required: true,
      description: "The draft's new content and recipient (replacing the old).",
    }),
  }),
});
const DeleteDraftInput = builder.inputType('DeleteDraftInput', {
  description: 'A draft, by one of its ids.',
  fields: (t) => ({
    draftId: t.int({ description: "The draft, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: DraftRef, description: GLOBAL_ID_HELP }),
  }),
});

const CreateDraftsPayload = builder.objectRef<{ drafts: Draft[] }>('CreateDraftsPayload').implement({
  description: 'The saved drafts.',
  fields: (t) => ({
    drafts: t.field({ type: [DraftRef], description: 'The new drafts, in input order.', resolve: (p) => p.drafts }),
    draftIds: t.intList({
      description: 'The new drafts’ ids, in input order.',
      deprecationReason: 'Use `drafts`, which carries the whole drafts.',
      resolve: (p) => p.drafts.map((d) => d.id),
    }),
  }),
});
const UpdateDraftPayload = builder.objectRef<{ draft: Draft }>('UpdateDraftPayload').implement({
  description: 'The draft after the change.',
  fields: (t) => ({ draft: t.field({ description: 'The draft.', type: DraftRef, resolve: (p) => p.draft }) }),
});
const DeleteDraftPayload = builder.objectRef<{ draftId: number }>('DeleteDraftPayload').implement({
  description: 'The draft was deleted.',
  fields: (t) => ({
    draftId: t.exposeInt('draftId', { description: "The deleted draft (Zulip's id)." }),
    deletedId: t.globalID({
      description: "The deleted draft's global id, to evict it from a client cache.",
      resolve: (p) => ({ type: 'Draft', id: String(p.draftId) }),
    }),
  }),
});

builder.mutationFields((t) => ({
  createDrafts: t.withAuth({ loggedIn: true }).field({
    type: CreateDraftsPayload,
    description: 'Save drafts (POST /drafts): all of them, or none.',
    errors: mutationErrors('createDrafts'),
    args: { input: t.arg({ type: CreateDraftsInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      return {
        drafts: await drafts.createDrafts(
          ctx,
          input.drafts.map((d) => draftInputOf(d as DraftArg)),
        ),
      };
    },
  }),
  updateDraft: t.withAuth({ loggedIn: true }).field({
    type: UpdateDraftPayload,
    description: 'Replace a draft (PATCH /drafts/{draft_id}).',
    errors: mutationErrors('updateDraft'),
    args: { input: t.arg({ type: UpdateDraftInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      draft: await drafts.updateDraft(
        ctx,
        idOf(input.draftId, input.id, 'draftId'),
        draftInputOf(input.draft as DraftArg),
      ),
    }),
  }),
  deleteDraft: t.withAuth({ loggedIn: true }).field({
    description: "Delete one of the viewer's drafts (DELETE /drafts/{draft_id}).",
    type: DeleteDraftPayload,
    errors: mutationErrors('deleteDraft'),
    args: { input: t.arg({ type: DeleteDraftInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await drafts.deleteDraft(ctx, idOf(input.draftId, input.id, 'draftId'));
      return { draftId: idOf(input.draftId, input.id, 'draftId') };
    },
  }),
}));

const DraftsEventOp = opEnum('DraftsEventOp', ['add', 'update', 'remove'], "What happened to the viewer's drafts.");

export const DraftsEvent = deliveredRef<EventOf<'drafts'>>('DraftsEvent').implement({
  description: "The viewer's drafts changed on one of their devices.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ type: DraftsEventOp, description: 'What happened.', resolve: ({ event }) => event.op }),
    drafts: t.field({
      type: [DraftRef],
      description: 'With ADD: the new drafts; with UPDATE: the draft as it is now; with REMOVE: none.',
      resolve: ({ event }) => (event.op === 'add' ? event.drafts : event.op === 'update' ? [event.draft] : []),
    }),
    draftId: t.int({
      nullable: true,
      description: 'With REMOVE: the removed draft.',
      resolve: ({ event }) => (event.op === 'remove' ? event.draftId : null),
    }),
  }),
});
