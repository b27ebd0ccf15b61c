import { Readable } from 'node:stream';
import {
  attachmentsPage as readAttachmentsPage,
  deleteAttachment,
  listAttachments,
  attachmentOfUpload,
  type AttachmentView,
} from '../domain/uploads/attachments.ts';
import type { KeysetPage, KeysetRequest } from '../domain/paging.ts';
import { temporaryDownloadUrl } from '../domain/messages/attachments/download.ts';
import { partContentType, storeUpload, type ReceivedFile, type UploadedFile } from '../domain/uploads/upload-file.ts';
import { removeThumbnails } from '../domain/uploads/thumbnails/formats.ts';
import type { OperationContext } from './operation-context.ts';

/** Uploads (Zulip's /user_uploads) and the user's attachments (/attachments). */

export const uploadFile = (ctx: OperationContext, files: readonly ReceivedFile[]): Promise<UploadedFile> =>
  storeUpload(ctx.deps, ctx.actor, files);

export const attachments = (
  ctx: OperationContext,
): Promise<{ attachments: AttachmentView[]; uploadSpaceUsed: number }> => listAttachments(ctx.deps.db.sql, ctx.actor);

export const attachmentsPage = (
  ctx: OperationContext,
  r: KeysetRequest,
): Promise<KeysetPage<AttachmentView> & { totalCount: number }> => readAttachmentsPage(ctx.deps.db.sql, ctx.actor, r);

/** Removes the attachment and then its file (a file without a row is never served). */
export async function removeAttachment(ctx: OperationContext, id: number): Promise<void> {
  const pathId = await deleteAttachment(ctx.deps, ctx.actor, id);
  await ctx.deps.uploads.remove(pathId);
  await removeThumbnails(ctx.deps.uploads, pathId);
}

export const downloadUrl = (ctx: OperationContext, pathId: string): Promise<string> =>
  temporaryDownloadUrl(ctx.deps, ctx.actor, pathId);

/** A file as GraphQL multipart requests deliver it (graphql-upload-minimal's FileUpload). */
export interface StreamedFile {
  filename: string;
  fieldName: string;
  mimetype: string;
  createReadStream(): NodeJS.ReadableStream;
}

/**
 * A GraphQL upload streamed to a temporary file as it is read, as REST's
 * multipart parts are: a file the parser cut at its size limit comes back
 * truncated (and empty), for the operation to refuse in its own words and order.
 */
export async function receiveStreamedFile(ctx: OperationContext, file: StreamedFile): Promise<ReceivedFile> {
  const tempPath = ctx.deps.uploads.tempPath();
  const received: ReceivedFile = {
    tempPath,
    fieldName: file.fieldName,
    rawName: file.filename,
    contentType: partContentType(file.mimetype),
    size: 0,
    truncated: false,
  };
  try {
    // Read through async iteration: piping the parser's stream directly stalls when it cuts a file at the limit.
    received.size = await ctx.deps.uploads.receive(Readable.from(file.createReadStream()), tempPath);
  } catch (e) {
    await ctx.deps.uploads.remove(tempPath);
    // The parser's "File truncated as it exceeds the … byte size limit." (HTTP 413).
    if (typeof e === 'object' && e !== null && 'status' in e && e.status === 413)
      return { ...received, truncated: true };
    throw e;
  }
  return received;
}

/** uploadFile over GraphQL: the file goes the way of POST /user_uploads. */
export async function uploadStreamedFile(ctx: OperationContext, file: StreamedFile): Promise<UploadedFile> {
  const received = await receiveStreamedFile(ctx, file);
  try {
    return await storeUpload(ctx.deps, ctx.actor, [received]);
  } finally {
    await ctx.deps.uploads.remove(received.tempPath);
  }
}

/** The attachment an upload made, as the viewer's list shows it. */
export const uploadedAttachment = (ctx: OperationContext, upload: UploadedFile): Promise<AttachmentView | null> =>
  attachmentOfUpload(ctx.deps.db.sql, ctx.actor, upload);
