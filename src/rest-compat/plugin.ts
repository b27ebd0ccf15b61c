import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../domain/context.ts';
import { asDomainError, DomainError, MissingAuthenticationError, missingAuthentication } from '../domain/errors.ts';
import { realmForHost } from '../domain/realm/queries.ts';
import { authenticateBasic } from '../http/basic-auth.ts';
import { parseForm } from './form-body.ts';
import { checkOperationAccess } from '../domain/users/bots-access.ts';
import { fromFastifyError, sendDomainError, sendInternalError, sendJson, sendNotFound, sendSuccess } from './errors.ts';
import { Params } from './params.ts';
import type { RouteDef } from './route.ts';
import { Router } from './router.ts';
import { dispatchedMethod } from './dispatched-method.ts';
import { loginRedirectLocation, wantsHtml } from './login-redirect.ts';
import { dropReceivedFiles, receiveFilePart } from './received-files.ts';
import { maxReceivedFileBytes } from '../domain/realm-emoji/upload-emoji.ts';

export interface RestPluginOptions {
  deps: Deps;
  routes: RouteDef[];
}

const PREFIXES: Array<{ prefix: string; kind: 'api' | 'json' }> = [
  { prefix: '/api/v1', kind: 'api' },
  { prefix: '/json', kind: 'json' },
];

/** Serves every Zulip endpoint under /api/v1 and /json with Zulip's dispatch rules. */
export async function restCompatPlugin(app: FastifyInstance, opts: RestPluginOptions): Promise<void> {
  const router = new Router();
  for (const r of opts.routes) router.add(r);

  await app.register(formbody, { parser: parseForm });
  app.decorateRequest('receivedFiles', null);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // One byte past the limit marks a part as too large; the rest is never kept.
    limits: { fileSize: maxReceivedFileBytes(opts.deps) },
    throwFileSizeLimit: false,
    onFile(part) {
      return receiveFilePart(opts.deps, this, part);
    },
  });
  const dropFiles = (req: FastifyRequest, done: (err?: Error) => void) => {
    if (req.receivedFiles === null) return done();
    dropReceivedFiles(opts.deps, req).then(() => done(), done);
  };
  app.addHook('onResponse', (req, _reply, done) => dropFiles(req, done));
  app.addHook('onRequestAbort', (req, done) => dropFiles(req, done));
  // Django reads parameters only from form bodies and ignores any other body,
  // so a request with another content type is served as one without a body.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, undefined));

  app.setErrorHandler((err, req, reply) => {
    const mapped = fromFastifyError(err as { statusCode?: number; code?: string; message: string });
    if (mapped) return sendDomainError(reply, mapped);
    // The multipart parser (busboy) throws plain errors for a body that does not parse.
    if (req.isMultipart() && !(err instanceof DomainError)) {
      return sendDomainError(reply, new DomainError('BAD_REQUEST', 'Malformed multipart request', 400));
    }
    return sendThrown(req, reply, err);
  });

  for (const { prefix, kind } of PREFIXES) {
    const handler = (req: FastifyRequest, reply: FastifyReply) => dispatch(opts.deps, router, kind, prefix, req, reply);
    app.all(prefix, handler);
    app.all(`${prefix}/*`, handler);
  }
}

function toMap(source: unknown): Map<string, string> {
  const m = new Map<string, string>();
  if (source === null || typeof source !== 'object') return m;
  for (const [k, v] of Object.entries(source as Record<string, unknown>)) {
    // Django's QueryDict gives the last value of a repeated key.
    const value = Array.isArray(v) ? v[v.length - 1] : v;
    if (typeof value === 'string') m.set(k, value);
    else if (Buffer.isBuffer(value)) m.set(k, value.toString('utf8'));
    else if (value !== undefined && value !== null)
      m.set(k, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return m;
}

async function dispatch(
  deps: Deps,
  router: Router,
  kind: 'api' | 'json',
  prefix: string,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const url = req.url.split('?')[0];
  const subpath = url.slice(prefix.length) || '/';
  const body = toMap(req.body);
  const query = toMap(req.query);

  // Zulip answers OPTIONS before looking at the body: no view runs, whatever `method` says.
  if (req.method === 'OPTIONS') {
    const probe = router.lookup('__OPTIONS__', subpath, kind);
    if (probe.kind === 'method_not_allowed') {
      return reply.code(204).header('Allow', probe.allowed.join(', ')).send();
    }
    return sendNotFound(reply);
  }
  const method = dispatchedMethod(req.method, req.body);
  // Read by the dispatcher, not the view: not one of its parameters.
  if (req.method === 'POST') body.delete('method');

  const found = router.lookup(method, subpath, kind);
  if (
    found.kind === 'not_found' ||
    (found.kind === 'found' && found.match.def.auth === 'dev' && !deps.server.devMode)
  ) {
    return sendNotFound(reply);
  }
  if (found.kind === 'method_not_allowed') {
    // Django's HttpResponseNotAllowed names the path's methods in Allow (HTTP requires it on a 405).
    reply.header('Allow', found.allowed.join(', '));
    return sendJson(reply, 405, { result: 'error', msg: 'Method Not Allowed', allowed_methods: found.allowed });
  }
  const { def, path } = found.match;
  req.routeLabel = `${prefix}${def.path}`;
  try {
    let ctx;
    if (def.auth === 'user' || def.auth === 'spectator') {
      const header = req.headers.authorization;
      if (header === undefined) {
        // Zulip serves logged-out visitors only on /json ("TODO: Allow /api calls when this is stable enough").
        if (def.auth !== 'spectator' || kind !== 'json') throw missingAuthentication();
        const realm = await realmForHost(deps.db.prisma, deps.server, req.headers.host);
        const sctx = { deps, params: new Params(body, query), path, actor: null, realm, request: req, reply };
        const result = await def.handler(sctx);
        return finish(reply, def, sctx.params, result);
      }
      const actor = req.authenticatedActor ?? (await authenticateBasic(deps, header, req.headers.host));
      checkOperationAccess(actor, def.operation);
      ctx = { deps, params: new Params(body, query), path, actor, realm: actor.realm, request: req, reply };
      const result = await def.handler(ctx);
      return finish(reply, def, ctx.params, result);
    }
    const realm = await realmForHost(deps.db.prisma, deps.server, req.headers.host);
    const pctx = { deps, params: new Params(body, query), path, actor: undefined, realm, request: req, reply };
    const result = await def.handler(pctx);
    return finish(reply, def, pctx.params, result);
  } catch (e) {
    if (e instanceof MissingAuthenticationError) return sendMissingAuthentication(req, reply, kind, url, e);
    return sendThrown(req, reply, e);
  }
}

/**
 * Zulip's JsonErrorHandler for MissingAuthenticationError: a browser opening
 * the URL as a page is sent to the login page; /json asks for a session,
 * /api/v1 for HTTP Basic credentials.
 */
function sendMissingAuthentication(
  req: FastifyRequest,
  reply: FastifyReply,
  kind: 'api' | 'json',
  url: string,
  e: MissingAuthenticationError,
): FastifyReply {
  if (wantsHtml(req.headers.accept)) return reply.redirect(loginRedirectLocation(url), 302);
  if (kind === 'json') reply.header('WWW-Authenticate', 'Session realm="zulip"');
  return sendDomainError(reply, e);
}

/**
 * A thrown error as the client's answer: domain errors as Zulip's JSON (a value
 * refused by the database too, logged as a missing check; a database that
 * cannot be reached, as a 503 logged as a warning), anything else as a 500
 * logged with its stack.
 */
function sendThrown(req: FastifyRequest, reply: FastifyReply, e: unknown): FastifyReply {
  const mapped = asDomainError(e);
  if (!mapped) {
    req.log.error({ err: e }, 'unhandled error');
    return sendInternalError(reply);
  }
  if (!(e instanceof DomainError))
    req.log.warn(
      { err: e },
      mapped.status >= 500 ? 'the database is unavailable' : 'a value reached the database unchecked',
    );
  return sendDomainError(reply, mapped);
}

function finish(
  reply: FastifyReply,
  def: RouteDef,
  params: Params,
  result: Record<string, unknown> | void,
): FastifyReply {
  if (reply.sent) return reply;
  const data = { ...(result ?? {}) };
  const ignored = def.typed === false ? [] : params.ignored();
  if (ignored.length > 0) data.ignored_parameters_unsupported = ignored;
  return sendSuccess(reply, data);
}
