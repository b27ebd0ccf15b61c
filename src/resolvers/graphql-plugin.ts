import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, parse } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import type { Deps } from '../domain/context.ts';
import { DomainError } from '../domain/errors.ts';
import type { EventBus } from '../domain/events/bus.ts';
import { getSchema } from '../schema/index.ts';
import { buildContext, type GraphQLContext } from './context.ts';

export interface GraphqlPluginOptions {
  deps: Deps;
  bus: EventBus;
}

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Thrown domain errors keep Zulip's code, message and fields in `extensions`. */
export function maskError(error: unknown, message: string): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      nodes: error instanceof GraphQLError ? error.nodes : undefined,
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: original.code, status: original.status, ...original.data },
    });
  }
  // GraphQL's own errors pass: graphql-js wraps a variable's coercion error
  // (null in a list of non-null items, a bad scalar) in another GraphQLError.
  if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)) return error;
  return new GraphQLError(message);
}

/** graphql-yoga at /graphql over HTTP (GraphiQL in browsers) and graphql-ws on the same path. */
export async function graphqlPlugin(app: FastifyInstance, opts: GraphqlPluginOptions): Promise<void> {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: getSchema(),
    graphqlEndpoint: '/graphql',
    logging: { debug: () => undefined, info: () => undefined, warn: (...a) => app.log.warn(a), error: (...a) => app.log.error(a) },
    maskedErrors: { maskError },
    multipart: false,
    context: async ({ request }) => buildContext(opts.deps, opts.bus, { headers: request.headers }),
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  const wss = new WebSocketServer({ noServer: true });
  const wsServer = useServer(
    {
      schema: getSchema(),
      context: async (ctx) =>
        buildContext(opts.deps, opts.bus, {
          connectionParams: ctx.connectionParams,
          host: ctx.extra.request.headers.host,
        }),
      // The same Zulip-shaped errors as over HTTP.
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => maskError(e, 'Unexpected error.') as GraphQLError),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => maskError(e, 'Unexpected error.') as GraphQLError) } : result,
      onSubscribe: async (_ctx, _id, payload) => {
        try {
          parse(payload.query);
        } catch (e) {
          return [e as GraphQLError];
        }
        return undefined;
      },
    },
    wss,
  );
  app.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/graphql') return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  app.addHook('onClose', async () => {
    await wsServer.dispose();
    wss.close();
  });
}
