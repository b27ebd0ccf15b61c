import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Deps } from '../domain/context.ts';
import { DomainError, type RateLimitError } from '../domain/errors.ts';
import { countApiRequest, type RateSubject, type RateVerdict } from '../domain/rate-limits/limiter.ts';
import { authenticateBasic } from '../http/basic-auth.ts';
import { rateLimitHeaders } from '../http/rate-limit-headers.ts';
import { authorizationOf, type GraphQLContext } from './graphql-context.ts';

/**
 * RATE_LIMIT_HIT as a GraphQL error: REST's code and fields, `retryAfter` in
 * seconds, and over HTTP the 429 status and Retry-After header. The limit
 * applies to a whole operation before it runs, so it is an operation error,
 * never a mutation's typed RateLimitError (that one is a resolver's answer).
 * Like the endpoint's other limits it names itself (`apiByUser` or `apiByIp`)
 * and its value, in the message and in `extensions`.
 */
function refusedOperation(refusal: RateLimitError, verdict: RateVerdict, subject: RateSubject, http: boolean) {
  const retryAfter = refusal.retryAfterSeconds;
  const limit = subject.kind === 'user' ? 'apiByUser' : 'apiByIp';
  const { limit: maximum, windowSeconds } = verdict;
  return new GraphQLError(`${refusal.message} (limit ${limit}: ${maximum} requests per ${windowSeconds} seconds).`, {
    extensions: {
      code: refusal.code,
      status: refusal.status,
      ...refusal.data,
      retryAfter,
      limit,
      maximum,
      windowSeconds,
      ...(http ? { http: { status: refusal.status, headers: { 'Retry-After': String(retryAfter) } } } : {}),
    },
  });
}

/** A context with valid credentials counts against its user; one without any, against its address; failed credentials are not counted (as on REST). */
const subjectOfContext = (ctx: GraphQLContext, ip: string): RateSubject | null =>
  ctx.actor ? { kind: 'user', userId: ctx.actor.user.id } : ctx.authError ? null : { kind: 'ip', ip };

/**
 * Over HTTP every operation counts once when it is about to run (queries,
 * mutations, and subscriptions over SSE); aliases inside it do not count
 * separately. The X-RateLimit-* headers go on the response.
 */
export function rateLimitsPlugin(deps: Deps): Plugin<GraphQLContext & { req: FastifyRequest; reply: FastifyReply }> {
  const limit = (ctx: GraphQLContext & { req: FastifyRequest; reply: FastifyReply }) => rateLimitOperation(deps, ctx);
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const refused = await limit(args.contextValue);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    async onSubscribe({ args, setResultAndStopExecution }) {
      const refused = await limit(args.contextValue);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}

/** Counts an operation over HTTP about to run (when the limits are on), with the X-RateLimit-* headers; the refusal when over. */
export async function rateLimitOperation(
  deps: Deps,
  ctx: GraphQLContext & { req: FastifyRequest; reply: FastifyReply },
): Promise<GraphQLError | null> {
  if (!deps.apiRateLimits.enabled) return null;
  const subject = subjectOfContext(ctx, ctx.req.ip);
  if (subject === null) return null;
  const { verdict, refusal } = await countApiRequest(deps, subject);
  if (verdict) for (const [name, value] of rateLimitHeaders(verdict)) ctx.reply.header(name, value);
  return refusal && verdict ? refusedOperation(refusal, verdict, subject, true) : null;
}

/**
 * Over graphql-ws every `subscribe` message is one operation and counts once,
 * against the user of the connection's credentials (looked up once per
 * connection, at the host of its upgrade request), or the peer's address
 * without credentials.
 */
export function wsRateLimiter(
  deps: Deps,
): (
  connection: object,
  connectionParams: Record<string, unknown> | undefined,
  ip: string,
  host: string | undefined,
) => Promise<GraphQLError | null> {
  const subjects = new WeakMap<object, Promise<RateSubject | null>>();
  const subjectOf = async (
    connectionParams: Record<string, unknown> | undefined,
    ip: string,
    host: string | undefined,
  ): Promise<RateSubject | null> => {
    const header = authorizationOf({ connectionParams });
    if (!header) return { kind: 'ip', ip };
    try {
      return { kind: 'user', userId: (await authenticateBasic(deps, header, host)).user.id };
    } catch (e) {
      if (e instanceof DomainError) return null;
      throw e;
    }
  };
  return async (connection, connectionParams, ip, host) => {
    if (!deps.apiRateLimits.enabled) return null;
    let subject = subjects.get(connection);
    if (!subject) {
      subject = subjectOf(connectionParams, ip, host);
      subjects.set(connection, subject);
      // A lookup that failed (the database, not the credentials) is tried again with the next operation.
      subject.catch(() => subjects.delete(connection));
    }
    const resolved = await subject;
    if (resolved === null) return null;
    const { verdict, refusal } = await countApiRequest(deps, resolved);
    return refusal && verdict ? refusedOperation(refusal, verdict, resolved, false) : null;
  };
}
