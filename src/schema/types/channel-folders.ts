import type { ChannelFolder } from '../../domain/channel-folders/folders.ts';
import type { EventOf } from '../../domain/events/types.ts';
import * as folders from '../../resolvers/channel-folders.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { builder } from '../builder.ts';
import { GLOBAL_ID_HELP, idOf, idsOf } from '../entity-ids.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { channelFolderLoader, userLoader } from '../loaders.ts';
import { viewerNodes } from '../node-loading.ts';
import { fromUnixSeconds } from '../scalars.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import { UserRef } from './user.ts';

/** Channel folders: everyone reads them, administrators create, reorder, rename and archive them. */

export const ChannelFolderRef = builder.node(builder.objectRef<ChannelFolder>('ChannelFolder'), {
  id: { resolve: (f) => f.id },
  loadMany: viewerNodes(nodes.channelFolderNodes),
  description: 'A channel folder: how the organization groups channels in the sidebar.',
  fields: (t) => ({
    channelFolderId: t.exposeInt('id', { description: "Zulip's id of the folder." }),
    name: t.exposeString('name', { description: 'Unique in the organization, whatever the case.' }),
    description: t.exposeString('description', { description: 'Markdown.' }),
    renderedDescription: t.exposeString('renderedDescription', { description: 'The description as HTML.' }),
    order: t.exposeInt('order', { description: 'Folders are shown by increasing order.' }),
    dateCreated: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the folder was created.',
      resolve: (f) => fromUnixSeconds(f.dateCreated),
    }),
    creator: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who created it; null once that user is gone.',
      resolve: (f, _a, ctx) => (f.creatorId === null ? null : userLoader(ctx).load(f.creatorId)),
    }),
    isArchived: t.exposeBoolean('isArchived', { description: 'An archived folder is offered for no channel.' }),
  }),
});

/** A channel's folder (Channel.folder), archived or not. */
export const channelFolderOf = (folderId: number | null, ctx: Parameters<typeof channelFolderLoader>[0]) =>
  folderId === null ? null : channelFolderLoader(ctx).load(folderId);

builder.queryFields((t) => ({
  channelFolders: t.withAuth({ loggedIn: true }).field({
    type: [ChannelFolderRef],
    description: "The organization's channel folders in their order (GET /channel_folders).",
    args: {
      includeArchived: t.arg.boolean({ defaultValue: false, description: 'Archived folders too.' }),
    },
    resolve: (_root, args, ctx) => folders.channelFolders(ctx, args.includeArchived ?? false),
  }),
}));

const CreateChannelFolderInput = builder.inputType('CreateChannelFolderInput', {
  description: 'POST /channel_folders/create: the new folder.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'At most 60 characters, printable, new in any case.' }),
    description: t.string({ required: true, description: 'Markdown, at most 1024 characters.' }),
  }),
});

const ReorderChannelFoldersInput = builder.inputType('ReorderChannelFoldersInput', {
  description: 'PATCH /channel_folders: the new order of the folders.',
  fields: (t) => ({
    folderIds: t.intList({ description: "Every folder's Zulip id, archived ones too, in the new order." }),
    folders: t.globalIDList({
      for: ChannelFolderRef,
      description: 'The same as global ids; exactly one of this and folderIds.',
    }),
  }),
});

const UpdateChannelFolderInput = builder.inputType('UpdateChannelFolderInput', {
  description: 'PATCH /channel_folders/{id}: a folder and what to change (fields left out are not changed).',
  fields: (t) => ({
    channelFolderId: t.int({ description: "The folder's Zulip id." }),
    id: t.globalID({ for: ChannelFolderRef, description: GLOBAL_ID_HELP }),
    name: t.string({ description: 'A new name.' }),
    description: t.string({ description: 'A new description (Markdown).' }),
    isArchived: t.boolean({ description: 'Archive (only a folder without unarchived channels) or unarchive.' }),
  }),
});

/** The payload's shape; each mutation has its own type of it. */
const channelFolderPayloadOf = (name: string, description: string) =>
  builder.objectRef<{ channelFolder: ChannelFolder }>(name).implement({
    description,
    fields: (t) => ({
      channelFolder: t.field({ description: 'The folder.', type: ChannelFolderRef, resolve: (p) => p.channelFolder }),
    }),
  });

const ReorderChannelFoldersPayload = builder
  .objectRef<{ channelFolders: ChannelFolder[] }>('ReorderChannelFoldersPayload')
  .implement({
    description: 'Every folder in its new order.',
    fields: (t) => ({
      channelFolders: t.field({
        description: 'Every folder, in order.',
        type: [ChannelFolderRef],
        resolve: (p) => p.channelFolders,
      }),
    }),
  });

const CreateChannelFolderPayload = channelFolderPayloadOf('CreateChannelFolderPayload', 'The folder added.');
const UpdateChannelFolderPayload = channelFolderPayloadOf('UpdateChannelFolderPayload', 'The folder as it is now.');

builder.mutationFields((t) => ({
  createChannelFolder: t.withAuth({ loggedIn: true }).field({
    type: CreateChannelFolderPayload,
    errors: mutationErrors('createChannelFolder'),
    description: 'Administrators only (POST /channel_folders/create); the new folder comes last.',
    args: { input: t.arg({ type: CreateChannelFolderInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({ channelFolder: await folders.createChannelFolder(ctx, input) }),
  }),
  reorderChannelFolders: t.withAuth({ loggedIn: true }).field({
    type: ReorderChannelFoldersPayload,
    errors: mutationErrors('reorderChannelFolders'),
    description: 'Administrators only (PATCH /channel_folders).',
    args: { input: t.arg({ type: ReorderChannelFoldersInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await folders.reorderChannelFolders(ctx, () => idsOf(input.folderIds, input.folders, 'folderIds'));
      return { channelFolders: await folders.channelFolders(ctx, true) };
    },
  }),
  updateChannelFolder: t.withAuth({ loggedIn: true }).field({
    type: UpdateChannelFolderPayload,
    errors: mutationErrors('updateChannelFolder'),
    description: 'Administrators only (PATCH /channel_folders/{id}): each given field that differs changes.',
    args: { input: t.arg({ type: UpdateChannelFolderInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const id = idOf(input.channelFolderId, input.id, 'channelFolderId');
      const channelFolder = await folders.updateChannelFolder(ctx, id, {
        name: input.name ?? undefined,
        description: input.description ?? undefined,
        isArchived: input.isArchived ?? undefined,
      });
      return { channelFolder };
    },
  }),
}));

const ChannelFolderOp = opEnum(
  'ChannelFolderEventOp',
  ['add', 'update', 'reorder'],
  "What happened to the organization's channel folders.",
);

export const ChannelFolderEvent = deliveredRef<EventOf<'channel_folder'>>('ChannelFolderEvent').implement({
  description: 'A channel folder was created or changed, or the folders were reordered.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ type: ChannelFolderOp, description: 'What happened.', resolve: ({ event }) => event.op }),
    channelFolder: t.field({
      type: ChannelFolderRef,
      nullable: true,
      description: 'With ADD: the new folder.',
      resolve: ({ event }) => (event.op === 'add' ? event.channelFolder : null),
    }),
    channelFolderId: t.int({
      nullable: true,
      description: 'With ADD and UPDATE: the folder.',
      resolve: ({ event }) =>
        event.op === 'add' ? event.channelFolder.id : event.op === 'update' ? event.channelFolderId : null,
    }),
    name: t.string({
      nullable: true,
      description: 'With UPDATE: the new name, when it changed.',
      resolve: ({ event }) => (event.op === 'update' ? (event.data.name ?? null) : null),
    }),
    description: t.string({
      nullable: true,
      description: 'With UPDATE: the new description, when it changed.',
      resolve: ({ event }) => (event.op === 'update' ? (event.data.description ?? null) : null),
    }),
    renderedDescription: t.string({
      nullable: true,
      description: 'With UPDATE: the new description as HTML, when it changed.',
      resolve: ({ event }) => (event.op === 'update' ? (event.data.renderedDescription ?? null) : null),
    }),
    isArchived: t.boolean({
      nullable: true,
      description: 'With UPDATE: whether it is archived now, when that changed.',
      resolve: ({ event }) => (event.op === 'update' ? (event.data.isArchived ?? null) : null),
    }),
    order: t.intList({
      nullable: true,
      description: "With REORDER: every folder's Zulip id in the new order.",
      resolve: ({ event }) => (event.op === 'reorder' ? event.order : null),
    }),
  }),
});
