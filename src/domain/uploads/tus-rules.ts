import { lookup } from 'mime-types';
import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { DomainError } from '../errors.ts';
import { newPathId } from './names.ts';
import type { TusStorage } from './tus-store.ts';
import { checkUploadQuota } from './quota.ts';
import { fileTooLarge, maxUploadBytes, recordUpload, type UploadedFile } from './upload-file.ts';

/**
 * Zulip's tusd hooks (zerver/views/tusd.py) as domain rules: who may start a
 * resumable upload and how big, where it will be stored, and what it becomes
 * when the last byte arrives. Rejections carry Zulip's status and message; the
 * transport sends them as tusd does, `{"message": …}`.
 */

/** Upload-Metadata as the tus client sent it (values decoded; a key without a value is null). */
export type TusMetadata = Record<string, string | null | undefined>;

/**
 * Metadata key holding the uploader's user id. Zulip relies on the upload URL
 * being unguessable and lets whoever holds it continue; here only the uploader may.
 */
export const TUS_OWNER_KEY = 'zircon-owner';

export const unauthenticatedUpload = () => new DomainError('UNAUTHORIZED', 'Unauthenticated upload', 401);

/** pre-create: the size must be declared and within the limit (413 with POST /user_uploads' message). */
export async function checkTusCreate(deps: Deps, realmId: number, size: number | null): Promise<void> {
  if (size === null) throw new DomainError('BAD_REQUEST', 'SizeIsDeferred is not supported', 411);
  if (size > maxUploadBytes(deps)) throw new DomainError('BAD_REQUEST', fileTooLarge(deps).message, 413);
  await checkUploadQuota(deps, realmId, size, 413);
}

/** pre-create: the upload's id is the final path id, its name sanitized strictly (ASCII only). */
export const tusPathId = (actor: Actor, metadata: TusMetadata): string =>
  newPathId(actor.realm.id, metadata.filename ?? '', true);

/** A path id as tusPathId makes them (a URL naming anything else names no upload). */
export const isTusPathId = (id: string): boolean =>
  /^\d{1,10}\/[0-9a-f]{1,2}\/[A-Za-z0-9_-]{24}\/[A-Za-z0-9_.-]{1,200}$/.test(id);

/** The uploader's id recorded at creation, or null for metadata that has none. */
function tusOwner(metadata: TusMetadata | undefined): number | null {
  const v = metadata?.[TUS_OWNER_KEY];
  return v && /^\d{1,10}$/.test(v) ? Number(v) : null;
}

/**
 * Only its uploader may continue, inspect or finish an upload (Zulip's tusd
 * lets anyone holding the URL do so); to anyone else it does not exist.
 */
export const ownsTusUpload = (actor: Actor, metadata: TusMetadata | undefined): boolean =>
  tusOwner(metadata) === actor.user.id;

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
/** A media type as a Content-Type header may carry it (RFC 9110), parameters included. */
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(\\s*;\\s*${TOKEN}=(${TOKEN}|"[^"\\\\\\x00-\\x1f\\x7f]*"))*$`);

/**
 * pre-finish: the name from `filename` ("", "." and ".." → "uploaded-file"),
 * the type from `filetype`, else guessed from the name. NUL bytes, which
 * PostgreSQL cannot store, are dropped (Zulip would fail the finished upload).
 * Unlike a multipart part's type, `filetype` is any text the client encoded:
 * one that is no media type (a line break would break every download's
 * headers) counts as none.
 */
export function tusFileInfo(metadata: TusMetadata): { name: string; contentType: string } {
  let name = (metadata.filename ?? '').replace(/\0/g, '');
  if (name === '' || name === '.' || name === '..') name = 'uploaded-file';
  const type = (metadata.filetype ?? '').trim();
  const valid = type.length <= 255 && /^[\x20-\x7e]*$/.test(type) && MEDIA_TYPE.test(type);
  return { name, contentType: (valid && type) || lookup(name) || 'application/octet-stream' };
}

/**
 * pre-finish: the received bytes join the upload store (`commit`) and become
 * the uploader's attachment, announced as POST /user_uploads' are. The final
 * PATCH may be retried (its answer lost): an upload that is already an
 * attachment answers the same again. The caller holds the upload's lock.
 */
export async function finishTusUpload(
  deps: Deps,
  actor: Actor,
  upload: { pathId: string; size: number; metadata: TusMetadata; localPath?: string },
  commit: () => Promise<void>,
): Promise<UploadedFile> {
  const [done] = await deps.db.sql.query<{ file_name: string }>(
    'SELECT file_name FROM attachment WHERE path_id = $1 AND owner_id = $2',
    [upload.pathId, actor.user.id],
  );
  if (done) return { url: `/user_uploads/${upload.pathId}`, filename: done.file_name };
  const { name, contentType } = tusFileInfo(upload.metadata);
  return recordUpload(
    deps,
    actor,
    { pathId: upload.pathId, name, contentType, size: upload.size, localPath: upload.localPath },
    commit,
  );
}

/** A finished tus upload, as its attachment row has it (HEAD, a retried final PATCH and DELETE still see it). */
export async function finishedTusUpload(
  deps: Pick<Deps, 'db'>,
  pathId: string,
): Promise<{ size: number; metadata: Record<string, string> } | null> {
  const [row] = await deps.db.sql.query<{ owner_id: number; file_name: string; content_type: string; size: number }>(
    'SELECT owner_id, file_name, content_type, size FROM attachment WHERE path_id = $1',
    [pathId],
  );
  if (!row) return null;
  return {
    size: row.size,
    metadata: { filename: row.file_name, filetype: row.content_type, [TUS_OWNER_KEY]: String(row.owner_id) },
  };
}

/**
 * How long an unfinished upload is kept. Zulip's tusd keeps them until an
 * administrator clears them; here they go after a week, time enough for a
 * client to resume after a long break.
 */
export const ABANDONED_TUS_UPLOAD_DAYS = 7;

/** Removes unfinished uploads older than ABANDONED_TUS_UPLOAD_DAYS (run daily, with the attachment sweep). */
export function sweepAbandonedTusUploads(
  deps: Pick<Deps, 'clock'>,
  storage: Pick<TusStorage, 'sweep'>,
): Promise<number> {
  return storage.sweep(new Date(deps.clock.now().getTime() - ABANDONED_TUS_UPLOAD_DAYS * 24 * 3600 * 1000));
}
