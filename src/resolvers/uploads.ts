import { Readable } from 'node:stream';
import { deleteAttachment, listAttachments, type AttachmentView } from '../domain/uploads/attachments.ts';
import { temporaryDownloadUrl } from '../domain/uploads/download.ts';
import { fileTooLarge, partContentType, storeUpload, type ReceivedFile, type UploadedFile } from '../domain/uploads/upload-file.ts';
import { removeThumbnails } from '../domain/uploads/thumbnails/formats.ts';
import type { OperationContext } from './context.ts';

/** Uploads (Zulip's /user_uploads) and the user's attachments (/attachments). */

export const uploadFile = (ctx: OperationContext, files: readonly ReceivedFile[]): Promise<UploadedFile> => storeUpload(ctx.deps, ctx.actor, files);

export const attachments = (ctx: OperationContext): Promise<{ attachments: AttachmentView[]; uploadSpaceUsed: number }> =>
  listAttachments(ctx.deps.db.sql, ctx.actor);

/** Removes the attachment and then its file (a file without a row is never served). */
export async function removeAttachment(ctx: OperationContext, id: number): Promise<void> {
  const pathId = await deleteAttachment(ctx.deps, ctx.actor, id);
  await ctx.deps.uploads.remove(pathId);
  await removeThumbnails(ctx.deps.uploads, pathId);
}

export const downloadUrl = (ctx: OperationContext, pathId: string): Promise<string> => temporaryDownloadUrl(ctx.deps, ctx.actor, pathId);

/** A file as GraphQL multipart requests deliver it (graphql-upload-minimal's FileUpload). */
export interface StreamedFile {
  filename: string;
  fieldName: string;
  mimetype: string;
  createReadStream(): NodeJS.ReadableStream;
}

/**
 * uploadFile over GraphQL: the file streams to a temporary file as it is
 * read (the parser stops it past the size limit), then goes the way of
 * POST /user_uploads.
 */
export async function uploadStreamedFile(ctx: OperationContext, file: StreamedFile): Promise<UploadedFile> {
  const tempPath = ctx.deps.uploads.tempPath();
  let size: number;
  try {
    // Read through async iteration: piping the parser's stream directly stalls when it cuts a file at the limit.
    size = await ctx.deps.uploads.receive(Readable.from(file.createReadStream()), tempPath);
  } catch (e) {
    await ctx.deps.uploads.remove(tempPath);
    // The parser's "File truncated as it exceeds the … byte size limit." (HTTP 413).
    if (typeof e === 'object' && e !== null && 'status' in e && e.status === 413) throw fileTooLarge(ctx.deps);
    throw e;
  }
  try {
    return await storeUpload(ctx.deps, ctx.actor, [
      { tempPath, fieldName: file.fieldName, rawName: file.filename, contentType: partContentType(file.mimetype), size, truncated: false },
    ]);
  } finally {
    await ctx.deps.uploads.remove(tempPath);
  }
}
