import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../domain/actor.ts';
import type { Deps } from '../domain/context.ts';
import { DomainError } from '../domain/errors.ts';
import { countApiRequest, type RateSubject } from '../domain/rate-limits/limiter.ts';
import { authenticateBasic } from '../http/basic-auth.ts';
import { rateLimitHeaders } from '../http/rate-limit-headers.ts';
import { dispatchedMethod } from './dispatched-method.ts';
import { sendDomainError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user the rate limiter authenticated, so the route need not look the key up again. */
    authenticatedActor: Actor | null;
  }
}

const API_PATH = /^\/(?:api\/v1|json)(?:[/?]|$)/;
/** Zulip serves file downloads (its override_api_url_scheme views) without rate limiting. */
const DOWNLOAD_PATH = /^\/(?:api\/v1|json)\/user_uploads\/\d+\//;
/**
 * Long-polls are not counted: Zulip serves them from Tornado, outside the
 * Django middleware that counts API requests, and a client polls again after
 * every batch of events — in a busy organization far more than 200 times a
 * minute, which must never cost it its API budget.
 */
const EVENTS_PATH = /^\/(?:api\/v1|json)\/events(?:[/?]|$)/;

/**
 * Every request below /api/v1 and /json counts once, after authentication
 * (routes of other plugins too, such as tus uploads): against its user when it
 * carries valid credentials, against its IP address when it carries none. A
 * request whose credentials fail is left to its route's 401, uncounted, as in
 * Zulip. The headers go on the raw response so that routes that write it
 * themselves (tus hijacks the reply) carry them as well.
 */
export function installApiRateLimits(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('authenticatedActor', null);
  if (!deps.apiRateLimits.enabled) return;
  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method === 'OPTIONS' || !API_PATH.test(req.url)) return;
    // What is exempt is decided by the method the request is served as (a POST may name another).
    const method = dispatchedMethod(req.method, req.body);
    if ((method === 'GET' || method === 'HEAD') && DOWNLOAD_PATH.test(req.url)) return;
    if ((method === 'GET' || method === 'DELETE') && EVENTS_PATH.test(req.url)) return;
    const subject = await subjectOf(deps, req);
    if (subject === null) return;
    const { verdict, refusal } = await countApiRequest(deps, subject);
    if (verdict) for (const [name, value] of rateLimitHeaders(verdict)) reply.raw.setHeader(name, value);
    if (refusal) return sendDomainError(reply, refusal);
  });
}

async function subjectOf(deps: Deps, req: FastifyRequest): Promise<RateSubject | null> {
  const header = req.headers.authorization;
  if (header === undefined) return { kind: 'ip', ip: req.ip };
  try {
    const actor = await authenticateBasic(deps, header, req.headers.host);
    req.authenticatedActor = actor;
    return { kind: 'user', userId: actor.user.id };
  } catch (e) {
    if (e instanceof DomainError) return null;
    throw e;
  }
}
