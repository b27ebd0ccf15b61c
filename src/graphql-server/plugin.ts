import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import type { Config } from '../config.ts';
import type { Deps } from '../domain/context.ts';
import { asDomainError } from '../domain/errors.ts';
import type { StreamHub } from '../domain/delivery/queues/stream.ts';
import { getSchema } from '../schema/index.ts';
import { isMultipart, parseMultipartOperations } from './uploads.ts';
import { httpQueryPath } from './http-query-path.ts';
import { sendMaybeCompressed } from './compression.ts';
import { buildContext, type GraphQLContext } from './graphql-context.ts';
import { refusedIntrospection } from './discovery.ts';
import { limitRefusal } from './document-limits.ts';
import { gateKey, operationGate } from './operation-gate.ts';
import { chargeListFields } from './work-budget.ts';
import { PersistedOperations } from './persisted.ts';
import { wsExecution } from './ws-execution.ts';
import { rateLimitsPlugin, wsRateLimiter } from './rate-limit.ts';
import { loneSurrogateErrors, loneSurrogatesPlugin } from './lone-surrogates.ts';
import {
  isClientError,
  limitsAndLogging,
  maskError,
  refuseHost,
  takingTurns,
  type ServerContext,
} from './yoga-plugins.ts';

export { maskError } from './yoga-plugins.ts';

export interface GraphqlPluginOptions {
  deps: Deps;
  streams: StreamHub;
  options: Config['graphql'];
}

/** Operations one WebSocket may have running at once (subscriptions included). */
export const MAX_OPERATIONS_PER_SOCKET = 50;

/** The largest GraphQL request body: operations and variables, never files (uploads have their own limit). */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;
/** The largest graphql-ws message, for the same reason. */
const WS_MAX_PAYLOAD = GRAPHQL_BODY_LIMIT;

/** graphql-yoga at /graphql over HTTP (GraphiQL in browsers) and graphql-ws on the same path. */
export async function graphqlPlugin(app: FastifyInstance, opts: GraphqlPluginOptions): Promise<void> {
  const schema = getSchema();
  chargeListFields(schema);
  const { fieldSuggestions, anonymousIntrospection, corsOrigins, persistedOperationsFile } = opts.options;
  const persisted = persistedOperationsFile ? PersistedOperations.load(persistedOperationsFile) : null;
  // One for both transports: a user's operations over HTTP and WebSockets take turns together.
  const gate = operationGate();
  const heavyContexts = new WeakSet<object>();
  const plugins: Array<Plugin<GraphQLContext & ServerContext>> = [
    // First: an operation over the rate limit is refused before anything else looks at it.
    ...(opts.deps.apiRateLimits.enabled ? [rateLimitsPlugin(opts.deps)] : []),
    loneSurrogatesPlugin<GraphQLContext & ServerContext>(),
    limitsAndLogging(anonymousIntrospection, heavyContexts),
    // Compiled execution: a page of 100 messages has thousands of fields, and graphql-js's interpreter walks each (bench/RESULTS.md).
    useGraphQlJit() as Plugin<GraphQLContext & ServerContext>,
    takingTurns(gate, heavyContexts),
  ];
  if (!fieldSuggestions) plugins.push(blockFieldSuggestionsPlugin());
  if (persisted) {
    plugins.push(
      usePersistedOperations({
        getPersistedOperation: (key) => persisted.get(key),
        allowArbitraryOperations: false,
        customErrors: {
          notFound: {
            message: 'Persisted operation not found.',
            extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
          },
          persistedQueryOnly: {
            message: 'Only persisted operations are allowed.',
            extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
          },
          keyNotFound: {
            message: 'Only persisted operations are allowed.',
            extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
          },
        },
      }),
    );
  }
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // Browsers on other origins only where the operator lists them; never a reflected wildcard with credentials.
    // An origin outside the list gets no CORS headers at all (not the string "null", which sandboxed frames send).
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (origin === null || !corsOrigins.includes(origin)) return false;
      return { origin, credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['authorization', 'content-type'] };
    },
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...a) => app.log.warn({ detail: a }, 'graphql warning'),
      error: (e) => {
        // A resolver's fault was logged with its request id when its operation ended (limitsAndLogging).
        if (e instanceof GraphQLError && e.path) return;
        if (isClientError(e)) app.log.debug({ err: e }, 'graphql request refused');
        else app.log.error({ err: e }, 'graphql request error');
      },
    },
    maskedErrors: { maskError },
    multipart: false,
    plugins,
    context: async ({ request, req }) => {
      try {
        return await buildContext(opts.deps, opts.streams, { headers: request.headers });
      } catch (e) {
        // An organization that does not exist (the Host names none) is the client's mistake, answered as REST answers it.
        const domain = asDomainError(e);
        if (domain)
          throw createGraphQLError(domain.message, {
            extensions: { http: { status: domain.status }, code: domain.code },
          });
        req.log.error({ err: e }, 'graphql context error');
        throw createGraphQLError('Unexpected error.', {
          extensions: { http: { status: 500 }, code: 'INTERNAL_SERVER_ERROR' },
        });
      }
    },
  });

  // Yoga reads the body itself, whatever its type, so its errors are GraphQL-shaped (Fastify's parsers would answer 415 in their own shape).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: GRAPHQL_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  // Multipart requests carry files: the handler streams them (parseMultipartOperations), the body limit is the upload limit.
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null, undefined));
  app.setErrorHandler((err: { statusCode?: number; message?: string }, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 500) req.log.error({ err }, 'graphql transport error');
    const message = status >= 500 ? 'Unexpected error.' : (err.message ?? 'Bad Request');
    return reply
      .code(status)
      .send({ errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] });
  });

  // The same Zulip-shaped errors as over HTTP.
  const mask = (result: ExecutionResult): ExecutionResult =>
    result.errors
      ? { ...result, errors: result.errors.map((e) => maskError(e, 'Unexpected error.') as GraphQLError) }
      : result;
  const ws = wsExecution({ schema, persisted, fieldSuggestions, mask });
  const queryPath = persisted
    ? null
    : httpQueryPath(yoga, {
        deps: opts.deps,
        streams: opts.streams,
        ws,
        gate,
        anonymousIntrospection,
        corsOrigins,
        mask: maskError,
        isClientError,
      });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: GRAPHQL_BODY_LIMIT,
    handler: async (req, reply) => {
      // Yoga builds a WHATWG URL from the Host header, which refuses some names
      // REST serves (e.g. `x.127.0.0.1`): answer them as REST would, not with a 500.
      if (!URL.canParse(`http://${req.headers.host ?? ''}/`)) return refuseHost(opts.deps, req, reply);
      if (queryPath && (await queryPath(req, reply))) return reply;
      if (req.method === 'POST' && isMultipart(req)) {
        const refused = await parseMultipartOperations(opts.deps, req, reply);
        if (refused)
          return reply
            .code(refused.status)
            .send({ errors: [{ message: refused.error, extensions: { code: 'BAD_REQUEST' } }] });
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      // One write with a content-length: piping Yoga's body stream wrote a 50 KiB page in many chunks.
      // An answer Yoga made from a string (every JSON answer) is sent as that string, not copied to a Buffer and an ArrayBuffer first.
      const text: unknown = Reflect.get(response, 'bodyInit');
      if (typeof text === 'string') await sendMaybeCompressed(req, reply, text);
      else reply.send(response.body === null ? null : Buffer.from(await response.arrayBuffer()));
      return reply;
    },
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD });
  const wsRateLimit = wsRateLimiter(opts.deps);
  /** Each operation's context, with whose turns it takes (its user's, or its address's). */
  const turns = new WeakMap<object, { context: GraphQLContext; key: string }>();
  const wsServer = useServer(
    {
      schema,
      execute: (args) => {
        const turn =
          typeof args.contextValue === 'object' && args.contextValue !== null
            ? turns.get(args.contextValue)
            : undefined;
        if (!turn) return ws.execute(args);
        const introspection = refusedIntrospection(
          args.document,
          args.operationName,
          turn.context,
          anonymousIntrospection,
        );
        if (introspection) return { errors: [introspection] };
        return gate.run(turn.key, turn.context, ws.isHeavy(args), () => ws.execute(args));
      },
      subscribe: (args) => ws.subscribe(args),
      context: async (ctx, id) => {
        const context = await buildContext(opts.deps, opts.streams, {
          connectionParams: ctx.connectionParams,
          host: ctx.extra.request.headers.host,
        });
        // A user's subscriptions share payloads (ws-fanout.ts); the role is in the key as what they may see hangs on it.
        const viewer = context.actor ? `${context.actor.user.id}:${context.actor.user.role}` : null;
        ws.bind(context, { socket: ctx.extra.socket, id, viewer });
        turns.set(context, { context, key: gateKey(context, ctx.extra.request.socket.remoteAddress ?? '') });
        return context;
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => maskError(e, 'Unexpected error.') as GraphQLError),
      onNext: (_ctx, _id, _payload, _args, result) => mask(result),
      onSubscribe: async (ctx, _id, payload) => {
        // The new operation is already registered when this runs; counted before anything is awaited,
        // or operations arriving meanwhile would count each other.
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET) {
          const message = `${MAX_OPERATIONS_PER_SOCKET} operations are already running on this connection`;
          return [limitRefusal('operationsPerConnection', MAX_OPERATIONS_PER_SOCKET, message)];
        }
        const limited = await wsRateLimit(
          ctx,
          ctx.connectionParams,
          ctx.extra.request.socket.remoteAddress ?? '',
          ctx.extra.request.headers.host,
        );
        if (limited) return [limited];
        const invalid = loneSurrogateErrors(payload.variables);
        if (invalid.length > 0) return invalid;
        return ws.args(payload);
      },
    },
    wss,
  );
  app.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/graphql') return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  // Before the HTTP server waits for its connections: an upgraded socket still
  // counts as one, so closing WebSockets only in onClose would wait forever.
  // graphql-ws closes each with 1001 (going away), and clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    await wsServer.dispose();
    wss.close();
  });
}

/** Answers in GraphQL's shape for paths under /graphql that no route serves (other methods, subpaths). */
export function graphqlNotFound(reply: FastifyReply, method: string): FastifyReply {
  const allowed = ['GET', 'POST', 'OPTIONS'];
  if (!allowed.includes(method)) reply.header('Allow', allowed.join(', '));
  return reply.code(allowed.includes(method) ? 404 : 405).send({
    errors: [
      { message: allowed.includes(method) ? 'Not Found' : 'Method Not Allowed', extensions: { code: 'BAD_REQUEST' } },
    ],
  });
}
