import { loginRedirectLocation, wantsHtml } from './login-redirect.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Realm } from '../generated/prisma/client.ts';
import type { Actor } from '../domain/auth/actor.ts';
import { authenticateApiKeyOnly } from '../domain/auth/authenticate.ts';
import type { Deps } from '../domain/context.ts';
import { asDomainError, DomainError, unauthorized } from '../domain/errors.ts';
import type { StoredFile } from '../domain/uploads/access.ts';
import { realmForHost } from '../domain/realm/queries.ts';
import { accessUpload, accessUploadAsSpectator, fileNotFound, fileOfTemporaryUrl } from '../domain/uploads/download.ts';
import { accessThumbnail, prefersImage } from '../domain/uploads/thumbnails/serve.ts';
import { authenticateBasic } from './auth.ts';
import { sendDomainError } from './errors.ts';

/**
 * Uploaded files at /user_uploads/… (outside /api/v1, as Zulip serves them):
 * with credentials (HTTP Basic or `?api_key=`), or through a temporary URL.
 * Only types a browser shows safely are served inline; everything else, and
 * every /download/ URL, as an attachment; a sandboxing CSP either way, so an
 * uploaded page or SVG can never run script in the server's origin.
 */

/** Zulip's INLINE_MIME_TYPES. */
const INLINE_TYPES = new Set([
  'application/pdf',
  'audio/aac',
  'audio/flac',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
  'audio/webm',
  'image/apng',
  'image/avif',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
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
  return reply.code(e.status).type('text/html; charset=utf-8').send(`<!DOCTYPE html><html><body><p>${text}</p></body></html>\n`);
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

function serveFile(deps: Deps, req: FastifyRequest, reply: FastifyReply, file: StoredFile & { pathId: string }, forceDownload: boolean): FastifyReply {
  // A stored type may carry parameters (text/plain; charset=utf-8); the media type decides.
  const inline = !forceDownload && INLINE_TYPES.has(file.contentType.split(';')[0].trim().toLowerCase());
  const etag = `"${file.id}-${file.size}"`;
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; media-src 'self'; sandbox")
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

async function actorOf(deps: Deps, req: FastifyRequest): Promise<Actor | null> {
  const header = req.headers.authorization;
  if (header !== undefined) return authenticateBasic(deps, header, req.headers.host);
  const key = (req.query as Record<string, unknown>).api_key;
  return typeof key === 'string' ? authenticateApiKeyOnly(deps, key) : null;
}

type Params = FastifyRequest<{ Params: { '*': string } }>;

/** GET /user_uploads/thumbnail/{path_id}/{format}: the format is the last segment, as in Zulip's URL pattern. */
async function serveThumbnail(deps: Deps, actor: Actor, req: Params, reply: FastifyReply): Promise<FastifyReply> {
  const path = req.params['*'];
  const cut = path.lastIndexOf('/');
  if (cut <= 0) throw fileNotFound();
  const answer = await accessThumbnail(deps, actor, path.slice(0, cut), path.slice(cut + 1), req.headers.accept);
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
    return prefersImage(req.headers.accept) ? reply.code(mapped.status).type('image/png').send(MISSING_IMAGE_PNG) : htmlError(reply, mapped);
  };
  /** A visitor without credentials: the file, for one a web-public channel links; null sends them to log in. */
  type ForVisitor = (realm: Realm, req: Params, reply: FastifyReply) => Promise<FastifyReply | null>;
  const authenticated =
    (serve: (actor: Actor, req: Params, reply: FastifyReply) => Promise<FastifyReply>, forVisitor?: ForVisitor) =>
    async (req: Params, reply: FastifyReply) => {
      try {
        const actor = await actorOf(deps, req);
        if (!actor) {
          const realm = await realmForHost(deps.db.prisma, deps.server, req.headers.host);
          const served = forVisitor ? await forVisitor(realm, req, reply) : null;
          if (served) return served;
          if (wantsHtml(req.headers.accept)) return reply.redirect(loginRedirectLocation(req.url), 302);
          throw unauthorized();
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
      return file ? serveFile(deps, req, reply, file, forceDownload) : null;
    };
  app.get('/user_uploads/temporary/:token/:filename', async (req: FastifyRequest<{ Params: { token: string; filename: string } }>, reply) => {
    try {
      return serveFile(deps, req, reply, await fileOfTemporaryUrl(deps, req.params.token, req.params.filename), false);
    } catch (e) {
      return fail(req, reply, e);
    }
  });
  app.get('/user_uploads/thumbnail/*', authenticated((actor, req, reply) => serveThumbnail(deps, actor, req, reply)));
  app.get('/user_uploads/download/*', authenticated(original(true), originalForVisitor(true)));
  app.get('/user_uploads/*', authenticated(original(false), originalForVisitor(false)));
}
