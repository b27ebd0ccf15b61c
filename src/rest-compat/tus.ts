import { Readable } from 'node:stream';
import { Server } from '@tus/server';
import { ERRORS, Metadata, type Upload } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../domain/actor.ts';
import type { Deps } from '../domain/context.ts';
import { asDomainError, DomainError } from '../domain/errors.ts';
import { createTusLocker } from '../domain/uploads/tus-locker.ts';
import {
  checkTusCreate,
  finishedTusUpload,
  finishTusUpload,
  isTusPathId,
  sweepAbandonedTusUploads,
  TUS_OWNER_KEY,
  ownsTusUpload,
  tusPathId,
  unauthenticatedUpload,
} from '../domain/uploads/tus-rules.ts';
import { WithFinishedUploads, type TusStorage } from '../domain/uploads/tus-store.ts';
import { mayCallOperation } from '../domain/users/bots-access.ts';
import { authenticateBasic } from '../http/basic-auth.ts';

/**
 * Resumable uploads at /api/v1/tus (Zulip's tusd and its hooks, in process):
 * tus 1.0 by @tus/server; Zulip's rules in the hooks. Every request but
 * OPTIONS is authenticated as REST is (Zulip's hooks only see creation and
 * the end), and an upload answers only its uploader: another user's upload
 * URL is 404, as if it did not exist.
 */

export const TUS_PATH = '/api/v1/tus';

/** The methods tus serves; GET (download) is off, as Zulip runs tusd with -disable-download. */
const TUS_METHODS = ['OPTIONS', 'HEAD', 'POST', 'PATCH', 'DELETE'];

/** Zulip's hooks answer `{"message": …}`; tus's own errors are plain text. */
const zulipBody = (message: string): string => JSON.stringify({ message });

/** The upload id in a URL: the path id after the endpoint, or nothing. */
function uploadIdOf(url: string): string | undefined {
  const { pathname } = new URL(url);
  const id = pathname.startsWith(`${TUS_PATH}/`) ? pathname.slice(TUS_PATH.length + 1) : '';
  return isTusPathId(id) ? id : undefined;
}

/** A Fetch request for tus: the body is only wrapped when tus reads it, so an answer given before leaves it for Node to drain. */
function webRequest(req: FastifyRequest, reply: FastifyReply, method: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
  }
  const request = new Request(`http://localhost${req.raw.url ?? '/'}`, { method, headers });
  if (method === 'POST' || method === 'PATCH') {
    let body: ReadableStream | undefined;
    Object.defineProperty(request, 'body', { get: () => (body ??= Readable.toWeb(req.raw) as ReadableStream) });
  }
  // Where tus looks for the Node request (srvx's place for it), to end its work and let go of the
  // upload's lock as soon as the client goes away mid-body.
  Object.defineProperty(request, 'runtime', { value: { name: 'node', node: { req: req.raw, res: reply.raw } } });
  return request;
}

async function send(reply: FastifyReply, res: Response, method: string): Promise<FastifyReply> {
  reply.code(res.status);
  for (const [name, value] of res.headers) {
    if (name === 'content-length') continue;
    // The uploader's id is ours, not the client's metadata.
    if (name === 'upload-metadata' && method === 'HEAD') {
      const metadata = Metadata.parse(value);
      delete metadata[TUS_OWNER_KEY];
      if (Object.keys(metadata).length > 0) reply.header(name, Metadata.stringify(metadata));
      continue;
    }
    reply.header(name, value);
  }
  const text = await res.text();
  // A string body makes a Fetch response text/plain; Zulip's answers are JSON.
  if (text.startsWith('{')) reply.header('content-type', 'application/json');
  return reply.send(text);
}

export async function tusPlugin(app: FastifyInstance, opts: { deps: Deps; storage: TusStorage }): Promise<void> {
  const { deps, storage } = opts;
  const { locker, close } = createTusLocker(deps.db);
  // Daily, as the attachment sweep; a failed sweep is retried the next day.
  const sweeper = setInterval(
    () => {
      sweepAbandonedTusUploads(deps, storage).catch((err: unknown) =>
        app.log.error({ err }, 'sweeping abandoned tus uploads failed'),
      );
    },
    24 * 3600 * 1000,
  );
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await close();
  });
  const callers = new WeakMap<Request, Actor>();
  const callerOf = (req: Request): Actor => {
    const actor = callers.get(req);
    if (!actor) throw unauthenticatedUpload();
    return actor;
  };
  const datastore = new WithFinishedUploads(storage.datastore, (id) => finishedTusUpload(deps, id));

  /** The upload `id`, if the caller may use it (ownsTusUpload); tus's 404 otherwise. */
  async function ownUpload(actor: Actor, id: string): Promise<Upload> {
    const upload = await datastore.getUpload(id);
    if (!ownsTusUpload(actor, upload.metadata)) throw ERRORS.FILE_NOT_FOUND;
    return upload;
  }

  const tus = new Server({
    path: TUS_PATH,
    datastore,
    locker,
    relativeLocation: true,
    disableTerminationForFinishedUploads: true,
    getFileIdFromRequest: (req) => uploadIdOf(req.url),
    namingFunction: (req, metadata) => tusPathId(callerOf(req), metadata ?? {}),
    async onIncomingRequest(req, id) {
      if (req.method !== 'POST') await ownUpload(callerOf(req), id);
    },
    async onUploadCreate(req, upload) {
      const actor = callerOf(req);
      await checkTusCreate(deps, actor.realm.id, upload.size ?? null);
      return { metadata: { ...upload.metadata, [TUS_OWNER_KEY]: String(actor.user.id) } };
    },
    async onUploadFinish(req, upload) {
      const actor = callerOf(req);
      // tus lets go of the upload's lock before this hook; finishing takes it again, so a
      // retried final PATCH waits and then finds the attachment instead of making a second.
      const lock = locker.newLock(upload.id);
      await lock.lock(new AbortController().signal, () => undefined);
      let file;
      try {
        const current = await ownUpload(actor, upload.id);
        const received = {
          pathId: upload.id,
          size: current.size ?? 0,
          metadata: current.metadata ?? {},
          localPath: storage.localPath(upload.id),
        };
        file = await finishTusUpload(deps, actor, received, () => storage.commit(upload.id, upload.id));
      } finally {
        await lock.unlock();
      }
      return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(file) };
    },
    onResponseError(_req, err) {
      if (err === ERRORS.ERR_LOCK_TIMEOUT) return { status_code: 423, body: 'file currently locked\n' };
      if (!(err instanceof Error)) return undefined;
      const mapped = asDomainError(err);
      if (mapped) return { status_code: mapped.status, body: zulipBody(mapped.message) };
      app.log.error({ err }, 'tus upload failed');
      return { status_code: 500, body: 'Internal server error\n' };
    },
  });

  const authenticate = async (req: FastifyRequest): Promise<Actor | null> => {
    const header = req.headers.authorization;
    if (header === undefined) return null;
    try {
      const actor = await authenticateBasic(deps, header, req.headers.host);
      // Zulip's hook authenticates as a REST view does, which refuses incoming
      // webhook bots; the refusal is a credential failure, so the upload is
      // "Unauthenticated" as with none.
      return mayCallOperation(actor) ? actor : null;
    } catch (e) {
      // Zulip's hook treats bad credentials as none at all.
      if (e instanceof DomainError) return null;
      throw e;
    }
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const refuse = (e: DomainError) =>
      reply.code(e.status).header('Tus-Resumable', '1.0.0').type('application/json').send(zulipBody(e.message));
    // tus-js-client's overridePatchMethod, for proxies that drop PATCH (tusd honours it too).
    const override = req.headers['x-http-method-override'];
    const method = req.method === 'POST' && typeof override === 'string' ? override.toUpperCase() : req.method;
    // Uploads are created at the endpoint itself; an upload's URL takes the other methods (tusd's routes).
    const atUpload = new URL(`http://localhost${req.raw.url ?? '/'}`).pathname.replace(/\/$/, '') !== TUS_PATH;
    const allowed = atUpload ? TUS_METHODS.filter((m) => m !== 'POST') : TUS_METHODS;
    if (!allowed.includes(method)) return reply.code(405).header('Allow', allowed.join(', ')).send();
    try {
      const actor = method === 'OPTIONS' ? null : await authenticate(req);
      if (method !== 'OPTIONS' && !actor) return refuse(unauthenticatedUpload());
      // tus would answer a creation without a length with its own 400; Zulip's hook says 411.
      if (method === 'POST' && req.headers['upload-length'] === undefined && actor)
        await checkTusCreate(deps, actor.realm.id, null);
      const request = webRequest(req, reply, method);
      if (actor) callers.set(request, actor);
      return await send(reply, await tus.handleWeb(request), method);
    } catch (e) {
      const mapped = asDomainError(e);
      if (mapped) return refuse(mapped);
      throw e;
    }
  };

  // tus reads the body itself, whatever its type: no parser of this scope touches it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));
  app.all(TUS_PATH, handler);
  app.all(`${TUS_PATH}/*`, handler);
}
