import type { Actor } from '../../actor.ts';
import type { Deps } from '../../context.ts';
import { asDomainError, DomainError, notFound } from '../../errors.ts';
import { checkRealmActive } from '../../auth/spectator.ts';
import { dbId } from '../../ids.ts';
import { isStorableText } from '../../text.ts';
import type { Realm } from '../../../generated/prisma/client.ts';
import type { RateRule } from '../../auth/rate-limit.ts';
import { canReadAttachment, findAttachmentByPath, isWebPublicAttachment, type StoredFile } from './access.ts';
import { attachmentIdOfToken, checkTemporaryUrl, invalidToken, temporaryUrl } from '../../uploads/temporary-urls.ts';

export const fileNotFound = () => notFound('This file does not exist or has been deleted.');
export const fileForbidden = () => new DomainError('BAD_REQUEST', 'You are not authorized to view this file.', 403);

/** A file the actor may download (Zulip's validate_attachment_request): 404 when there is none, 403 when it is not theirs to read. */
export async function accessUpload(deps: Deps, actor: Actor, pathId: string): Promise<StoredFile & { pathId: string }> {
  // A path no row can have (a NUL byte) names no file.
  const file = isStorableText(pathId) ? await findAttachmentByPath(deps.db.sql, pathId) : null;
  // A row whose file is gone (deleted by hand, lost storage) is a missing file too.
  if (!file || (await deps.uploads.size(pathId)) === null) throw fileNotFound();
  if (!(await canReadAttachment(deps.db.sql, actor, file))) throw fileForbidden();
  return { ...file, pathId };
}

/** Zulip's spectator_attachment_access_by_file rule: a web-public file is shown to visitors 1,000 times a day. */
export const SPECTATOR_ATTACHMENT_ACCESS_BY_FILE: RateRule[] = [{ windowSeconds: 86400, maxCalls: 1000 }];

/** The limiter's key for visitors' views of one file. */
export const spectatorViewsKey = (pathId: string): string => `spectator_attachment_access_by_file:${pathId}`;

/**
 * A file a logged-out visitor may download: one linked from a web-public
 * channel of the organization they visit, until its daily view limit. Null
 * when it is not theirs to see (the caller sends them to log in); 404 when
 * there is no such file.
 */
export async function accessUploadAsSpectator(
  deps: Deps,
  realm: Realm,
  pathId: string,
): Promise<(StoredFile & { pathId: string }) | null> {
  checkRealmActive(realm);
  const file = isStorableText(pathId) ? await findAttachmentByPath(deps.db.sql, pathId) : null;
  if (!file || (await deps.uploads.size(pathId)) === null) throw fileNotFound();
  if (!(await isWebPublicAttachment(deps.db.sql, realm.id, file))) return null;
  try {
    deps.rateLimiter.hit(spectatorViewsKey(pathId), SPECTATOR_ATTACHMENT_ACCESS_BY_FILE);
  } catch (e) {
    // Over the limit the file is simply not authorized (Zulip returns False, not a 429).
    if (asDomainError(e)?.code === 'RATE_LIMIT_HIT') return null;
    throw e;
  }
  return { ...file, pathId };
}

/** GET /api/v1/user_uploads/{realm_id}/{filename}: a URL that works without credentials for a minute. */
export async function temporaryDownloadUrl(deps: Deps, actor: Actor, pathId: string): Promise<string> {
  const file = await accessUpload(deps, actor, pathId);
  return temporaryUrl(deps, file);
}

/** GET /user_uploads/temporary/{token}/{filename}: the file, while the token is good and the file exists. */
export async function fileOfTemporaryUrl(
  deps: Deps,
  token: string,
  fileName: string,
): Promise<StoredFile & { pathId: string }> {
  const parsed = attachmentIdOfToken(token);
  const [row] = await deps.db.sql.query<{ path_id: string }>('SELECT path_id FROM attachment WHERE id = $1', [
    dbId(parsed.id),
  ]);
  if (!row) throw invalidToken();
  checkTemporaryUrl(deps, parsed, row.path_id, fileName);
  const file = await findAttachmentByPath(deps.db.sql, row.path_id);
  if (!file || (await deps.uploads.size(row.path_id)) === null) throw invalidToken();
  return { ...file, pathId: row.path_id };
}
