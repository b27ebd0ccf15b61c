import { fileLoginRedirectLocation } from './login-redirect.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Realm } from '../generated/prisma/client.ts';
import type { Actor } from '../domain/actor.ts';
import { authenticateApiKeyOnly } from '../domain/auth/authenticate.ts';
import { checkOperationAccess } from '../domain/users/bots-access.ts';
import type { Deps } from '../domain/context.ts';
import { asDomainError, DomainError } from '../domain/errors.ts';
import type { StoredFile } from '../domain/messages/attachments/access.ts';
import { realmForHost } from '../domain/realm/queries.ts';
import { INLINE_IMAGE_TYPES } from '../domain/uploads/thumbnails/formats.ts';
import {
  accessUpload,
  accessUploadAsSpectator,
  fileNotFound,
  fileOfTemporaryUrl,
} from '../domain/messages/attachments/download.ts';
import {
  accessThumbnail,
  prefersImage,
  thumbnailOf,
  type ThumbnailAnswer,
} from '../domain/messages/attachments/serve-thumbnail.ts';
import { authenticateBasic } from '../http/basic-auth.ts';
import { actorOfDownloadCookie } from './download-session.ts';
import { sendDomainError } from './errors.ts';

/**
 * Uploaded files at /user_uploads/… (outside /api/v1, as Zulip serves them):
 * with credentials (HTTP Basic, `?api_key=`, or the web client's download
 * cookie), or through a temporary URL.
 * Only types a browser shows safely are served inline; everything else, and
 * every /download/ URL, as an attachment; a sandboxing CSP either way, so an
 * uploaded page or SVG can never run script in the server's origin.
 */

/** Zulip's INLINE_MIME_TYPES (its images are the ones thumbnails leave as they are). */
const INLINE_TYPES = new Set([
  'application/pdf',
  'audio/aac',
  'audio/flac',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
  'audio/webm',
  ...INLINE_IMAGE_TYPES,
  'text/plain',
  'video/mp4',
  'video/webm',
]);

/**
 * What a missing thumbnail, or a file refused to a client preferring images,
 * is answered with (Zulip sends its images/errors/image-not-exist.png or
 * image-no-auth.png, which this server does not ship): a transparent pixel,
 * still with status 404 or 403.
 */
const MISSING_IMAGE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const contentDisposition = (kind: 'inline' | 'attachment', name: string): string =>
  `${kind}; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

function htmlError(reply: FastifyReply, e: DomainError): FastifyReply {
  const text = e.message.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return reply
    .code(e.status)
    .type('text/html; charset=utf-8')
    .send(`<!DOCTYPE html><html><body><p>${text}</p></body></html>\n`);
}

/** A single `bytes=a-b` range within `size` (suffix and open ranges too); null: serve it all; 'bad': unsatisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    return n === 0 ? 'bad' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start >= size || end < start ? 'bad' : { start, end };
}

function serveFile(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile & { pathId: string },
  forceDownload: boolean,
): FastifyReply {
  // A stored type may carry parameters (text/plain; charset=utf-8); the media type decides.
  const inline = !forceDownload && INLINE_TYPES.has(file.contentType.split(';')[0].trim().toLowerCase());
  const etag = `"${file.id}-${file.size}"`;
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; media-src 'self'; sandbox",
    )
    .header('Cache-Control', 'private, immutable')
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = parseRange(req.headers.range, file.size);
  if (range === 'bad') return reply.code(416).header('Content-Range', `bytes */${file.size}`).send();
  if (req.method === 'HEAD') return reply.header('Content-Length', file.size).send();
  if (range === null) return reply.header('Content-Length', file.size).send(deps.uploads.open(file.pathId));
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(deps.uploads.open(file.pathId, range));
}

/** Zulip's order for these URLs: the Authorization header, then `?api_key=`, then the browser's session (here, its download cookie). */
async function actorOf(deps: Deps, req: FastifyRequest): Promise<Actor | null> {
  const header = req.headers.authorization;
  const key = (req.query as Record<string, unknown>).api_key;
  let actor: Actor;
  if (header !== undefined) actor = await authenticateBasic(deps, header, req.headers.host);
  else if (typeof key === 'string') actor = await authenticateApiKeyOnly(deps, key);
  else return actorOfDownloadCookie(deps, req);
  // Zulip serves files through REST views, closed to incoming webhook bots.
  checkOperationAccess(actor);
  return actor;
}

type Params = FastifyRequest<{ Params: { '*': string } }>;

/** GET /user_uploads/thumbnail/{path_id}/{format}: the format is the last segment, as in Zulip's URL pattern. */
function thumbnailPath(req: Params): { original: string; format: string } {
  const path = req.params['*'];
  const cut = path.lastIndexOf('/');
  if (cut <= 0) throw fileNotFound();
  return { original: path.slice(0, cut), format: path.slice(cut + 1) };
}

function sendThumbnail(deps: Deps, req: Params, reply: FastifyReply, answer: ThumbnailAnswer): FastifyReply {
  if (answer.kind === 'missing') return reply.code(404).type('image/png').send(MISSING_IMAGE_PNG);
  return serveFile(deps, req, reply, answer.file, false);
}

export async function downloadsPlugin(app: FastifyInstance, opts: { deps: Deps }): Promise<void> {
  const { deps } = opts;
  const fail = (req: FastifyRequest, reply: FastifyReply, e: unknown): FastifyReply => {
    const mapped = asDomainError(e);
    if (!mapped) throw e;
    if (mapped.status !== 403 && mapped.status !== 404) return sendDomainError(reply, mapped);
    reply.header('Vary', 'Accept');
    return prefersImage(req.headers.accept)
      ? reply.code(mapped.status).type('image/png').send(MISSING_IMAGE_PNG)
      : htmlError(reply, mapped);
  };
  /**
   * A visitor without credentials: the file, for one a web-public channel links; false sends them to log in.
   * (A boolean, not the reply: a reply is a thenable, which `await` unwraps into undefined once it is sent.)
   */
  type ForVisitor = (realm: Realm, req: Params, reply: FastifyReply) => Promise<boolean>;
  const authenticated =
    (serve: (actor: Actor, req: Params, reply: FastifyReply) => Promise<FastifyReply>, forVisitor: ForVisitor) =>
    async (req: Params, reply: FastifyReply) => {
      try {
        const actor = await actorOf(deps, req);
        if (!actor) {
          const realm = await realmForHost(deps.db.prisma, deps.server, req.headers.host);
          if (await forVisitor(realm, req, reply)) return reply;
          // Zulip's serve_file for an AnonymousUser: an <img> gets the "not authorized" picture,
          // anything else (an Accept of */*, or none, included) the login page.
          reply.header('Vary', 'Accept');
          if (prefersImage(req.headers.accept)) return reply.code(403).type('image/png').send(MISSING_IMAGE_PNG);
          return reply.redirect(fileLoginRedirectLocation(req.url), 302);
        }
        return await serve(actor, req, reply);
      } catch (e) {
        return fail(req, reply, e);
      }
    };
  const original = (forceDownload: boolean) => async (actor: Actor, req: Params, reply: FastifyReply) =>
    serveFile(deps, req, reply, await accessUpload(deps, actor, req.params['*']), forceDownload);
  const originalForVisitor =
    (forceDownload: boolean): ForVisitor =>
    async (realm, req, reply) => {
      const file = await accessUploadAsSpectator(deps, realm, req.params['*']);
      if (file) serveFile(deps, req, reply, file, forceDownload);
      return file !== null;
    };
  app.get(
    '/user_uploads/temporary/:token/:filename',
    async (req: FastifyRequest<{ Params: { token: string; filename: string } }>, reply) => {
      try {
        return serveFile(
          deps,
          req,
          reply,
          await fileOfTemporaryUrl(deps, req.params.token, req.params.filename),
          false,
        );
      } catch (e) {
        return fail(req, reply, e);
      }
    },
  );
  const thumbnail = async (actor: Actor, req: Params, reply: FastifyReply) => {
    const { original, format } = thumbnailPath(req);
    return sendThumbnail(deps, req, reply, await accessThumbnail(deps, actor, original, format, req.headers.accept));
  };
  const thumbnailForVisitor: ForVisitor = async (realm, req, reply) => {
    const { original, format } = thumbnailPath(req);
    const file = await accessUploadAsSpectator(deps, realm, original);
    if (!file) return false;
    sendThumbnail(deps, req, reply, await thumbnailOf(deps, original, format, req.headers.accept));
    return true;
  };
  app.get('/user_uploads/thumbnail/*', authenticated(thumbnail, thumbnailForVisitor));
  app.get('/user_uploads/download/*', authenticated(original(true), originalForVisitor(true)));
  app.get('/user_uploads/*', authenticated(original(false), originalForVisitor(false)));
}
