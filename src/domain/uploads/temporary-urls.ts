import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../context.ts';
import { badRequest } from '../errors.ts';

/** How long a temporary download URL works (Zulip: 60 seconds). */
export const TEMPORARY_URL_SECONDS = 60;

// A URL path segment must stay short (routers cap parameters at 100 characters): the
// token names the attachment by id and signs its path id, which is not repeated in it.
const sign = (key: string, expires: number, id: number, pathId: string): Buffer =>
  createHmac('sha256', key).update(`${expires}:${id}:${pathId}`).digest().subarray(0, 18);

/**
 * GET /api/v1/user_uploads/…: a URL that serves the file without
 * credentials for a minute, signed with the server's key (nothing is stored).
 */
export function temporaryUrl(deps: Pick<Deps, 'server' | 'clock'>, file: { id: number; pathId: string }): string {
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + TEMPORARY_URL_SECONDS;
  const token = `${expires.toString(36)}.${file.id.toString(36)}.${sign(deps.server.secretKey, expires, file.id, file.pathId).toString('base64url')}`;
  return `/user_uploads/temporary/${token}/${file.pathId.split('/').at(-1) ?? ''}`;
}

export const invalidToken = () => badRequest('Invalid token');

/** The attachment id a token names (its signature is checked once the path id is known). */
export function attachmentIdOfToken(token: string): { expires: number; id: number; signature: Buffer } {
  const m = /^([0-9a-z]{1,12})\.([0-9a-z]{1,7})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!m) throw invalidToken();
  return { expires: parseInt(m[1], 36), id: parseInt(m[2], 36), signature: Buffer.from(m[3], 'base64url') };
}

/** Zulip's checks of a temporary URL: a good, unexpired token, then the file's own name. */
export function checkTemporaryUrl(
  deps: Pick<Deps, 'server' | 'clock'>,
  token: { expires: number; id: number; signature: Buffer },
  pathId: string,
  fileName: string,
): void {
  const expected = sign(deps.server.secretKey, token.expires, token.id, pathId);
  if (expected.length !== token.signature.length || !timingSafeEqual(expected, token.signature)) throw invalidToken();
  if (token.expires < deps.clock.now().getTime() / 1000) throw invalidToken();
  if (pathId.split('/').at(-1) !== fileName) throw badRequest('Invalid filename');
}
