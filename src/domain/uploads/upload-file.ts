import { lookup } from 'mime-types';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps } from '../context.ts';
import { prismaReader } from '../../db/sql.ts';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { badRequest } from '../errors.ts';
import { attachmentEvent } from './attachments.ts';
import { newPathId, partFileName } from './names.ts';
import { checkUploadQuota } from './quota.ts';
import { withTextCharset } from './text-charset.ts';
import { probeImage } from './thumbnails/probe.ts';

/** A file part as the transport received it: already on disk, at a temporary path. */
export interface ReceivedFile {
  tempPath: string;
  /** The form field it came in. */
  fieldName: string;
  /** The part's file name, as sent. */
  rawName: string;
  /** The part's Content-Type, when it had one. */
  contentType: string | null;
  size: number;
  /** More bytes were sent than the limit allowed (the rest was not kept). */
  truncated: boolean;
}

/**
 * A part's type as the multipart parser (busboy) reports it: it says
 * text/plain for a part without a Content-Type, for which Zulip guesses from
 * the name instead.
 */
export const partContentType = (reported: string): string | null =>
  reported === 'text/plain' || reported === '' ? null : reported;

export const maxUploadBytes = (deps: Pick<Deps, 'server'>): number => deps.server.maxFileUploadSizeMib * 1024 * 1024;

export const fileTooLarge = (deps: Pick<Deps, 'server'>) =>
  badRequest(
    `File is larger than this server's configured maximum upload size (${deps.server.maxFileUploadSizeMib} MiB).`,
  );

/** Zulip's get_file_info: the part's type, else one guessed from the name; the name URL-unquoted. */
function fileInfo(f: ReceivedFile): { name: string; contentType: string } {
  const name = partFileName(f.rawName) ?? f.fieldName;
  let unquoted = name;
  try {
    unquoted = decodeURIComponent(name);
  } catch {
    // Python's unquote leaves malformed escapes as they are.
  }
  const contentType = f.contentType || lookup(unquoted) || 'application/octet-stream';
  return { name: unquoted, contentType };
}

export interface UploadedFile {
  /** `/user_uploads/{path id}` */
  url: string;
  filename: string;
}

/** A received file about to become an attachment: where it goes, what it is called, how it is typed. */
export interface NewAttachment {
  pathId: string;
  name: string;
  contentType: string;
  size: number;
  /** Where the bytes are on this machine before commit: an image's header is read from there. */
  localPath?: string;
}

/**
 * What every upload path (multipart, GraphQL, tus) ends with: `commit` moves
 * the bytes to `file.pathId` in the store, then the attachment is recorded and
 * its owner hears of it. The file is in place before the row commits, so no
 * row names a missing file; if the row is refused the file goes too (a crash
 * or a lost database between the two leaves a file without a row, which the
 * sweep removes).
 */
export async function recordUpload(
  deps: Deps,
  actor: Actor,
  file: NewAttachment,
  commit: () => Promise<void>,
): Promise<UploadedFile> {
  // Zulip's maybe_thumbnail: only the header is read, here, so a message sent right after shows a placeholder.
  const image = file.localPath === undefined ? null : await probeImage(file.localPath, file.contentType);
  const contentType =
    file.localPath === undefined ? file.contentType : await withTextCharset(file.localPath, file.contentType);
  await commit();
  let row;
  try {
    // The row and its owner's event in one transaction: a crash never leaves one without the other.
    row = await inTransaction(deps, async (tx, emit) => {
      const created = await tx.attachment.create({
        data: {
          realmId: actor.realm.id,
          ownerId: actor.user.id,
          pathId: file.pathId,
          fileName: file.name,
          contentType,
          size: file.size,
          createTime: deps.clock.now(),
          ...(image && { image: { create: { realmId: actor.realm.id, pathId: file.pathId, ...image } } }),
        },
        include: { image: { select: { id: true } } },
      });
      const event = await attachmentEvent(prismaReader(tx), actor.realm.id, actor.user.id, 'add', created.id);
      if (event) emit(event);
      return created;
    });
  } catch (e) {
    // A connection lost with the COMMIT sent may have committed it: the row would then name a
    // file removed here. Kept, a file without a row is unreachable, and the sweep removes it.
    if (!isDatabaseUnavailable(e)) await deps.uploads.remove(file.pathId);
    throw e;
  }
  // The row is committed: from here on the file stays, whatever fails.
  if (row.image) deps.thumbnails.enqueue(row.image.id);
  return { url: `/user_uploads/${file.pathId}`, filename: file.name };
}

/**
 * POST /user_uploads (Zulip's upload_file_backend): exactly one file, within
 * the size limit; it is moved to its final path, recorded as the user's
 * attachment, and the user hears of it. Every other received file is dropped.
 */
export async function storeUpload(deps: Deps, actor: Actor, files: readonly ReceivedFile[]): Promise<UploadedFile> {
  if (files.length === 0) throw badRequest('You must specify a file to upload');
  if (files.length !== 1) throw badRequest('You may only upload one file at a time');
  const [file] = files;
  if (file.truncated || file.size > maxUploadBytes(deps)) throw fileTooLarge(deps);
  await checkUploadQuota(deps, actor.realm.id, file.size);
  const { name, contentType } = fileInfo(file);
  const pathId = newPathId(actor.realm.id, name);
  return recordUpload(deps, actor, { pathId, name, contentType, size: file.size, localPath: file.tempPath }, () =>
    deps.uploads.commit(file.tempPath, pathId),
  );
}
