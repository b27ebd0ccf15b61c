import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import { processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import type { Deps } from '../domain/context.ts';
import type { StreamHub } from '../domain/delivery/queues/stream.ts';
import { refusedIntrospection } from './discovery.ts';
import { buildContext, type GraphQLContext } from './graphql-context.ts';
import { loneSurrogateErrors } from './lone-surrogates.ts';
import { sendMaybeCompressed } from './compression.ts';
import { regularMediaType, setCorsHeaders } from './http-answer.ts';
import { gateKey, type OperationGate } from './operation-gate.ts';
import { rateLimitOperation } from './rate-limit.ts';
import type { WsExecution, WsPayload } from './ws-execution.ts';

/*
 * The common request — a query POSTed as JSON or sent as a GET, checked and
 * answered without an error before it runs — answered without Yoga's WHATWG
 * Request, Headers and plugin chain: parsed, validated and compiled once per
 * document text (ws-execution.ts, which graphql-ws uses the same way), checked
 * with the same limits, run in its turn with the same work budget, answered
 * with the media type and CORS headers Yoga would give. Browsers take it too:
 * /graphql has no cookie session (credentials are a Basic header), so an
 * Origin changes only the CORS headers. Everything else (multipart, an Accept
 * Yoga would answer otherwise, persisted operations, mutations, and any
 * request refused before it would run) goes through Yoga as before: this path
 * only returns false before anything was counted or run.
 */

interface Options {
  deps: Deps;
  streams: StreamHub;
  ws: WsExecution;
  gate: OperationGate;
  anonymousIntrospection: boolean;
  corsOrigins: readonly string[];
  mask: (error: unknown, message: string) => Error;
  isClientError: (e: unknown) => boolean;
}

type Yoga = Pick<YogaServerInstance<object, object>, 'fetchAPI'>;

const isJson = (type: string | undefined): boolean =>
  type !== undefined && type.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';

/** The payload's fields as Yoga reads them, or null where Yoga would answer something this path does not. */
function payloadOf(fields: Record<string, unknown>): WsPayload | null {
  const { query, variables, operationName, ...rest } = fields;
  if (Object.values(rest).some((v) => v !== undefined) || typeof query !== 'string') return null;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  return {
    query,
    variables: (variables ?? null) as Record<string, unknown> | null,
    operationName: operationName ?? null,
  };
}

const parsedJson = (text: string): { value: unknown } | null => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
};

/** A GET's parameters, read as Yoga reads them (URLSearchParams; JSON variables and extensions). */
function getPayload(url: string): WsPayload | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const params = new URLSearchParams(url.slice(at + 1));
  const json = (name: string) => {
    const text = params.get(name) || undefined;
    return text === undefined ? { value: undefined } : parsedJson(text);
  };
  const variables = json('variables');
  const extensions = json('extensions');
  if (variables === null || extensions === null) return null;
  return payloadOf({
    query: params.get('query') || undefined,
    operationName: params.get('operationName') || undefined,
    variables: variables.value,
    extensions: extensions.value,
  });
}

/** The request's payload when it is a plain query request, else null. */
function plainPayload(req: FastifyRequest): WsPayload | null {
  if (req.method === 'GET') return getPayload(req.url);
  if (req.method !== 'POST' || !isJson(req.headers['content-type']) || !Buffer.isBuffer(req.body)) return null;
  const body = parsedJson(req.body.toString('utf8'));
  if (body === null || body.value === null || typeof body.value !== 'object' || Array.isArray(body.value)) return null;
  return payloadOf(body.value as Record<string, unknown>);
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
    const mediaType = regularMediaType(req.headers.accept);
    if (mediaType === null) return false;
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
    setCorsHeaders(req, reply, o.corsOrigins);
    // An answer without errors is the result's JSON (what Yoga's result processor writes for it).
    if (!result.errors) {
      reply.header('content-type', `${mediaType}; charset=utf-8`);
      await sendMaybeCompressed(req, reply, JSON.stringify(result));
      return true;
    }
    const shown = { ...result, errors: result.errors.map((e) => o.mask(e, 'Unexpected error.') as GraphQLError) };
    const response = await processRegularResult(shown, yoga.fetchAPI, mediaType);
    response.headers.forEach((value, key) => reply.header(key, value));
    reply.status(response.status);
    await sendMaybeCompressed(req, reply, await response.text());
    return true;
  };
}
