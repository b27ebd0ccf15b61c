import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../domain/actor.ts';
import {
  actorOfDownloadSession,
  DOWNLOAD_SESSION_SECONDS,
  issueDownloadSession,
} from '../domain/auth/download-session.ts';
import type { Deps } from '../domain/context.ts';
import { asDomainError, unauthorized } from '../domain/errors.ts';
import { authenticateBasic } from '../http/basic-auth.ts';
import { sendDomainError } from './errors.ts';

/**
 * The web client's cookie for files (src/domain/auth/download-session.ts).
 * `POST /web/download-session` with the client's Basic credentials sets it,
 * `DELETE` (logging out) removes it. It is sent only to /user_uploads/…
 * (`Path`), never to /json, /api/v1 or /graphql, so no endpoint that changes
 * anything accepts a cookie and none needs CSRF protection; those downloads
 * are GETs, and `SameSite=Lax` keeps other sites' pages from loading them with
 * it. HttpOnly: the page's scripts never see it.
 */
export const DOWNLOAD_COOKIE = 'zircon_uploads';
const COOKIE_PATH = '/user_uploads';

function setCookie(req: FastifyRequest, reply: FastifyReply, value: string, maxAge: number): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${DOWNLOAD_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/** The cookie's value, when the request carries it. */
function downloadCookieOf(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DOWNLOAD_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The user a request's download cookie names, or null (no cookie, or one no longer good: a visitor). */
export async function actorOfDownloadCookie(deps: Deps, req: FastifyRequest): Promise<Actor | null> {
  const session = downloadCookieOf(req);
  return session === null ? null : actorOfDownloadSession(deps, session);
}

export async function downloadSessionPlugin(app: FastifyInstance, opts: { deps: Deps }): Promise<void> {
  const { deps } = opts;
  app.post('/web/download-session', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const header = req.headers.authorization;
      if (header === undefined) throw unauthorized();
      const actor = await authenticateBasic(deps, header, req.headers.host);
      setCookie(req, reply, issueDownloadSession(deps, actor), DOWNLOAD_SESSION_SECONDS);
      return reply.code(204).send();
    } catch (e) {
      const mapped = asDomainError(e);
      if (!mapped) throw e;
      return sendDomainError(reply, mapped);
    }
  });
  app.delete('/web/download-session', async (req, reply) => {
    setCookie(req, reply, '', 0);
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });
}
