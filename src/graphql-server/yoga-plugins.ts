import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Deps } from '../domain/context.ts';
import { asDomainError } from '../domain/errors.ts';
import { realmForHost } from '../domain/realm/queries.ts';
import { graphqlMessage } from '../schema/errors.ts';
import { type GraphQLContext } from './graphql-context.ts';
import { refusedIntrospection } from './discovery.ts';
import { checkOperation, checkOperationInputs, parseWithLimits, validateWithLimits } from './limits.ts';
import { gateKey, type OperationGate } from './operation-gate.ts';

/* The Yoga plugins and checks the GraphQL endpoint is built from (plugin.ts). */

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Thrown domain errors keep Zulip's code, message and fields in `extensions`. */
export function maskError(error: unknown, message: string): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  const domain = asDomainError(original);
  if (domain) {
    return new GraphQLError(graphqlMessage(domain), {
      nodes: error instanceof GraphQLError ? error.nodes : undefined,
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: domain.code, status: domain.status, ...domain.data },
    });
  }
  // GraphQL's own errors pass: graphql-js wraps a variable's coercion error
  // (null in a list of non-null items, a bad scalar) in another GraphQLError.
  if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError))
    return error;
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/** A client's mistake (logged below warning), as opposed to a fault of the server (a database that cannot be reached included). */
export const isClientError = (e: unknown): boolean =>
  (asDomainError(e instanceof GraphQLError ? (e.originalError ?? e) : e)?.status ?? 500) < 500 ||
  (e instanceof GraphQLError && (!e.originalError || e.originalError instanceof GraphQLError));

/**
 * The endpoint's limits (see limits.ts) as a Yoga plugin, and the
 * logging of faults: a resolver's unexpected error is logged with its stack
 * and the request's id before Yoga masks it.
 */
export function limitsAndLogging(
  anonymousIntrospection: boolean,
  heavy: WeakSet<object>,
): Plugin<GraphQLContext & ServerContext> {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      // Yoga's GET parser throws a bare SyntaxError for `variables={bad`, which would be masked as a 500.
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (e) {
          // REST's code and message for a body that is not JSON (src/rest-compat/errors.ts).
          if (e instanceof SyntaxError) {
            throw createGraphQLError('Request parameters are not valid JSON.', {
              extensions: { http: { status: 400 }, code: 'INVALID_JSON' },
            });
          }
          if (e instanceof GraphQLError && e.message === 'POST body sent invalid JSON.') {
            throw createGraphQLError('Malformed JSON', { extensions: { http: { status: 400 }, code: 'INVALID_JSON' } });
          }
          throw e;
        }
      });
    },
    onParse({ setParseFn }) {
      setParseFn(parseWithLimits);
    },
    onValidate({ validateFn, setValidationFn }) {
      setValidationFn(validateWithLimits(validateFn));
    },
    onExecute({ args, setResultAndStopExecution }) {
      const introspection = refusedIntrospection(
        args.document,
        args.operationName,
        args.contextValue,
        anonymousIntrospection,
      );
      const check = introspection
        ? { errors: [introspection], heavy: false }
        : checkOperation(args.schema, args.document, args.variableValues, args.operationName);
      if (check.errors.length > 0) {
        setResultAndStopExecution({ errors: check.errors });
        return;
      }
      if (check.heavy) heavy.add(args.contextValue);
      return {
        onExecuteDone({ result, args: done }) {
          if (!('errors' in result) || !result.errors) return;
          for (const e of result.errors) {
            if (isClientError(e)) continue;
            const { req } = done.contextValue as unknown as ServerContext;
            req.log.error({ err: e.originalError ?? e, path: e.path }, 'graphql resolver error');
          }
        },
      };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const errors = checkOperationInputs(args.schema, args.document, args.variableValues, args.operationName);
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
  };
}

/**
 * Each query and mutation over HTTP runs with its work budget, a heavy one in
 * its turn (operation-gate.ts; limitsAndLogging, which measured the operation,
 * put its context in `heavy`). After graphql-jit's plugin, whose compiled
 * execution it wraps.
 */
export function takingTurns(gate: OperationGate, heavy: WeakSet<object>): Plugin<GraphQLContext & ServerContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue;
      setExecuteFn((a) => gate.run(gateKey(context, context.req.ip), context, heavy.has(context), () => executeFn(a)));
    },
  };
}

/** A Host header that is not a URL's host: the organization it names does not exist, or it is no host at all. */
export async function refuseHost(deps: Deps, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  let error = new GraphQLError('Invalid Host header', { extensions: { code: 'BAD_REQUEST' } });
  let status = 400;
  try {
    await realmForHost(deps.db.prisma, deps.server, req.headers.host);
  } catch (e) {
    const domain = asDomainError(e);
    if (!domain) throw e;
    error = new GraphQLError(domain.message, { extensions: { code: domain.code } });
    status = domain.status;
  }
  return reply.code(status).send({ errors: [error.toJSON()] });
}
