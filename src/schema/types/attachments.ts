import type { AttachmentSummary, EventOf } from '../../domain/events/types.ts';
import type { AttachmentView } from '../../domain/uploads/attachments.ts';
import type { UploadedFile } from '../../domain/uploads/upload-file.ts';
import * as uploads from '../../resolvers/uploads.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { changedNode, viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { absoluteUrl, fromUnixMillis } from '../scalars.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { countedConnectionOf, keysetRequest, loggedInContext, totalCountField } from '../connections.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import { messageByIdLoader } from '../loaders.ts';
import { MessageRef } from './message.ts';

/** The viewer's uploaded files (GET /attachments), their deletion, and their events. */

const AttachmentMessageRef = builder.objectRef<{ id: number; dateSent: number }>('AttachmentMessage').implement({
  description: 'A message that links the file.',
  fields: (t) => ({
    messageId: t.exposeInt('id', { description: "The message (Zulip's id)." }),
    dateSent: t.field({
      type: 'DateTime',
      description: 'When the message was sent.',
      resolve: (m) => fromUnixMillis(m.dateSent),
    }),
    message: t.withAuth({ loggedIn: true }).field({
      type: MessageRef,
      description: 'The message; null when the viewer may no longer read it.',
      nullable: true,
      resolve: (m, _a, ctx) => messageByIdLoader(ctx).load(m.id),
    }),
  }),
});

export const AttachmentRef = builder.node(builder.objectRef<AttachmentSummary>('Attachment'), {
  id: { resolve: (a) => a.id },
  loadMany: viewerNodes(nodes.attachmentNodes),
  description: 'A file the viewer uploaded.',
  fields: (t) => ({
    attachmentId: t.exposeInt('id', { description: "Zulip's id of the attachment." }),
    name: t.exposeString('name', { description: "The file's name." }),
    pathId: t.exposeString('pathId', { description: 'The file is at /user_uploads/{pathId}.' }),
    url: t.field({
      type: 'URL',
      description: 'Where the file can be downloaded (for logged-in users of the organization).',
      resolve: (a, _a, ctx) => absoluteUrl(ctx, `/user_uploads/${a.pathId}`),
    }),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    createTime: t.field({
      type: 'DateTime',
      description: 'When the file was uploaded.',
      resolve: (a) => fromUnixMillis(a.createTime),
    }),
    messages: t.field({
      type: [AttachmentMessageRef],
      description: 'The messages that link to the file; empty when none does (any more).',
      resolve: (a) => a.messages,
    }),
  }),
});

const AttachmentsRef = builder
  .objectRef<{ attachments: AttachmentView[]; uploadSpaceUsed: number }>('Attachments')
  .implement({
    description: "The viewer's uploads, and the space the organization's uploads use.",
    fields: (t) => ({
      attachments: t.field({
        type: [AttachmentRef],
        description: 'Newest first.',
        deprecationReason: 'Use Query.attachmentsConnection.',
        resolve: (a) => a.attachments,
      }),
      uploadSpaceUsed: t.float({
        description: "Bytes of the organization's uploads.",
        resolve: (a) => a.uploadSpaceUsed,
      }),
    }),
  });

builder.queryFields((t) => ({
  attachmentsConnection: t.connection(
    {
      type: AttachmentRef,
      authScopes: { loggedIn: true },
      description: "The viewer's uploads by id, oldest first, a page at a time (read in SQL from the cursor).",
      resolve: async (_root, args, ctx) => {
        const r = keysetRequest('attachment', args);
        return countedConnectionOf(
          'attachment',
          r,
          await uploads.attachmentsPage(loggedInContext(ctx), r),
          (a) => a.id,
        );
      },
    },
    { fields: totalCountField },
  ),
  attachments: t.withAuth({ loggedIn: true }).field({
    type: AttachmentsRef,
    description: "The viewer's uploads (GET /attachments).",
    resolve: (_root, _a, ctx) => uploads.attachments(ctx),
  }),
}));

const UploadFileInput = builder.inputType('UploadFileInput', {
  description:
    'A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) with one file.',
  fields: (t) => ({
    file: t.field({ type: 'Upload', required: true, description: "The file: a multipart request's file part." }),
  }),
});

const UploadFilePayload = builder
  .objectRef<UploadedFile & { attachment: AttachmentView }>('UploadFilePayload')
  .implement({
    description: 'The file was uploaded.',
    fields: (t) => ({
      url: t.field({
        type: 'URL',
        description: 'Where the file is (/user_uploads/{pathId}): link it in a message as [name](url).',
        resolve: (f, _a, ctx) => absoluteUrl(ctx, f.url),
      }),
      filename: t.exposeString('filename', { description: "The file's name as stored." }),
      attachment: t.field({
        type: AttachmentRef,
        description: 'The upload, as the list of attachments shows it.',
        resolve: (f) => f.attachment,
      }),
    }),
  });

const DeleteAttachmentInput = builder.inputType('DeleteAttachmentInput', {
  description: 'An uploaded file, by one of its ids.',
  fields: (t) => ({
    attachmentId: t.int({ description: "The attachment, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: AttachmentRef, description: GLOBAL_ID_HELP }),
  }),
});

builder.mutationFields((t) => ({
  uploadFile: t.withAuth({ loggedIn: true }).field({
    type: UploadFilePayload,
    description: 'Upload a file (POST /user_uploads), streamed to storage as it arrives.',
    errors: mutationErrors('uploadFile'),
    args: { input: t.arg({ type: UploadFileInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const file = await uploads.uploadStreamedFile(ctx, await input.file);
      return {
        ...file,
        attachment: await changedNode(
          uploads.uploadedAttachment(ctx, file).then((a) => [a]),
          'The upload',
        ),
      };
    },
  }),
  deleteAttachment: t.withAuth({ loggedIn: true }).field({
    type: builder.objectRef<{ attachmentId: number }>('DeleteAttachmentPayload').implement({
      description: 'The upload was deleted.',
      fields: (f) => ({
        attachmentId: f.exposeInt('attachmentId', { description: "The deleted attachment (Zulip's id)." }),
        deletedId: f.globalID({
          description: "The deleted upload's global id, to evict it from a client cache.",
          resolve: (p) => ({ type: 'Attachment', id: String(p.attachmentId) }),
        }),
      }),
    }),
    description:
      'Delete one of the viewer’s uploads (DELETE /attachments/{attachment_id}); messages keep their now dead links.',
    errors: mutationErrors('deleteAttachment'),
    args: { input: t.arg({ type: DeleteAttachmentInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await uploads.removeAttachment(ctx, idOf(input.attachmentId, input.id, 'attachmentId'));
      return { attachmentId: idOf(input.attachmentId, input.id, 'attachmentId') };
    },
  }),
}));

const AttachmentOp = opEnum(
  'AttachmentEventOp',
  ['add', 'update', 'remove'],
  "What happened to one of the viewer's uploaded files.",
);

export const AttachmentEvent = deliveredRef<EventOf<'attachment'>>('AttachmentEvent').implement({
  description: 'One of the viewer’s uploads was added, linked from a message (UPDATE), or deleted.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: AttachmentOp, resolve: ({ event }) => event.op }),
    attachmentId: t.int({ description: "The attachment (Zulip's id).", resolve: ({ event }) => event.attachment.id }),
    attachment: t.field({
      type: AttachmentRef,
      nullable: true,
      description: 'With ADD and UPDATE: the file as it is now.',
      resolve: ({ event }) => (event.op === 'remove' ? null : event.attachment),
    }),
    uploadSpaceUsed: t.float({
      description: "The bytes the organization's uploads use now.",
      resolve: ({ event }) => event.uploadSpaceUsed,
    }),
  }),
});
