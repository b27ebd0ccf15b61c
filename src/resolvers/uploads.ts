import { deleteAttachment, listAttachments, type AttachmentView } from '../domain/uploads/attachments.ts';
import { temporaryDownloadUrl } from '../domain/uploads/download.ts';
import { storeUpload, type ReceivedFile, type UploadedFile } from '../domain/uploads/upload-file.ts';
import type { OperationContext } from './context.ts';

/** Uploads (Zulip's /user_uploads) and the user's attachments (/attachments). */

export const uploadFile = (ctx: OperationContext, files: readonly ReceivedFile[]): Promise<UploadedFile> => storeUpload(ctx.deps, ctx.actor, files);

export const attachments = (ctx: OperationContext): Promise<{ attachments: AttachmentView[]; uploadSpaceUsed: number }> =>
  listAttachments(ctx.deps.db.sql, ctx.actor);

/** Removes the attachment and then its file (a file without a row is never served). */
export async function removeAttachment(ctx: OperationContext, id: number): Promise<void> {
  const pathId = await deleteAttachment(ctx.deps, ctx.actor, id);
  await ctx.deps.uploads.remove(pathId);
}

export const downloadUrl = (ctx: OperationContext, pathId: string): Promise<string> => temporaryDownloadUrl(ctx.deps, ctx.actor, pathId);
