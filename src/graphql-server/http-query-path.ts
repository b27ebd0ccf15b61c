import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import { processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import type { Deps } from '../domain/context.ts';
import type { StreamHub } from '../domain/delivery/queues/stream.ts';
import { refusedIntrospection } from './discovery.ts';
import { buildContext, type GraphQLContext } from './graphql-context.ts';
import { loneSurrogateErrors } from './lone-surrogates.ts';
import { gateKey, type OperationGate } from './operation-gate.ts';
import { rateLimitOperation } from './rate-limit.ts';
import type { WsExecution, WsPayload } from './ws-execution.ts';

/*
 * The common request — a query POSTed as JSON, checked and answered without
 * an error before it runs — answered without Yoga's WHATWG Request, Headers
 * and plugin chain: parsed, validated and compiled once per document text
 * (ws-execution.ts, which graphql-ws uses the same way), checked with the same
 * limits, run in its turn with the same work budget, answered by Yoga's own
 * result processor. Everything else (GET, multipart, an Origin, an Accept
 * that is not plain JSON, persisted operations, mutations, and any request
 * refused before it would run) goes through Yoga as before: this path only
 * returns false before anything was counted or run.
 */

interface Options {
  deps: Deps;
  streams: StreamHub;
  ws: WsExecution;
  gate: OperationGate;
  anonymousIntrospection: boolean;
  mask: (error: unknown, message: string) => Error;
  isClientError: (e: unknown) => boolean;
}

type Yoga = Pick<YogaServerInstance<object, object>, 'fetchAPI'>;

const isJson = (type: string | undefined): boolean =>
  type !== undefined && type.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
const acceptsJson = (accept: string | undefined): boolean =>
  accept === undefined || accept === '*/*' || accept === 'application/json';

/** The request's payload when it is a plain JSON query request, else null. */
function plainPayload(req: FastifyRequest): WsPayload | null {
  if (
    req.method !== 'POST' ||
    req.headers.origin !== undefined ||
    !isJson(req.headers['content-type']) ||
    !acceptsJson(req.headers.accept)
  )
    return null;
  if (!Buffer.isBuffer(req.body)) return null;
  let body: unknown;
  try {
    body = JSON.parse(req.body.toString('utf8'));
  } catch {
    return null;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const { query, variables, operationName, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof query !== 'string') return null;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  return {
    query,
    variables: (variables ?? null) as Record<string, unknown> | null,
    operationName: operationName ?? null,
  };
}

/** Answers the request and returns true, or returns false (having counted and run nothing) for Yoga to answer it. */
export function httpQueryPath(yoga: Yoga, o: Options): (req: FastifyRequest, reply: FastifyReply) => Promise<boolean> {
  const headerOf = (req: FastifyRequest) => ({
    get: (name: string): string | null => {
      const v = req.headers[name.toLowerCase()];
      return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
    },
  });
  return async (req, reply) => {
    const payload = plainPayload(req);
    if (payload === null || loneSurrogateErrors(payload.variables).length > 0) return false;
    const args = o.ws.args(payload);
    if (Array.isArray(args)) return false;
    if (getOperationAST(args.document, payload.operationName)?.operation !== 'query') return false;
    let built: GraphQLContext;
    try {
      built = await buildContext(o.deps, o.streams, { headers: headerOf(req) });
    } catch {
      return false;
    }
    const context = Object.assign(built, { req, reply });
    if (refusedIntrospection(args.document, payload.operationName, context, o.anonymousIntrospection)) return false;
    const refusal = await rateLimitOperation(o.deps, context);
    let result: ExecutionResult;
    try {
      result = refusal
        ? { errors: [refusal] }
        : await o.gate.run(gateKey(context, req.ip), context, o.ws.isHeavy(args), () =>
            o.ws.execute({ ...args, contextValue: context }),
          );
    } catch (e) {
      result = {
        errors: [
          e instanceof GraphQLError
            ? e
            : new GraphQLError('Unexpected error.', { originalError: e instanceof Error ? e : undefined }),
        ],
      };
    }
    if (result.errors) {
      for (const e of result.errors)
        if (!o.isClientError(e)) req.log.error({ err: e.originalError ?? e, path: e.path }, 'graphql resolver error');
    }
    const shown = result.errors
      ? { ...result, errors: result.errors.map((e) => o.mask(e, 'Unexpected error.') as GraphQLError) }
      : result;
    const response = await processRegularResult(shown, yoga.fetchAPI, 'application/json');
    response.headers.forEach((value, key) => reply.header(key, value));
    reply.status(response.status);
    reply.send(await response.text());
    return true;
  };
}
