import { METHODS, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { systemClock } from './domain/clock.ts';
import type { Deps } from './domain/context.ts';
import { EventLog } from './domain/delivery/log/event-log.ts';
import { installApiRateLimits } from './rest-compat/rate-limit.ts';
import { withinDeadline } from './ops/deadline.ts';
import { healthPlugin } from './ops/health.ts';
import { redactLogLine, serializeRequest } from './ops/log-redaction.ts';
import { createMetrics, installMetrics } from './ops/metrics.ts';
import { downloadsPlugin } from './rest-compat/downloads.ts';
import { downloadSessionPlugin } from './rest-compat/download-session.ts';
import { tusPlugin } from './rest-compat/tus.ts';
import { createTusDataStore } from './domain/uploads/tus-store.ts';
import { createTusS3DataStore } from './domain/uploads/tus-s3-store.ts';
import { emojiImagesPlugin } from './rest-compat/emoji-images.ts';
import { webClientPlugin } from './web-server/plugin.ts';
import { sweepLeftoverFiles, sweepUnclaimedAttachments } from './domain/uploads/sweep.ts';
import { pendingImageIds } from './domain/uploads/thumbnails/images.ts';
import { InProcessThumbnailQueue } from './domain/uploads/thumbnails/queue.ts';
import { ScheduledDelivery } from './domain/scheduled-messages/runner.ts';
import { exportRequests, ExportRunner } from './domain/realm-export/runner.ts';
import { OutgoingWebhooks } from './domain/bots/outgoing-webhooks/service.ts';
import { refuseConnect, zulipClientErrorHandler } from './rest-compat/client-errors.ts';
import { installBodyTimeout } from './rest-compat/slow-bodies.ts';
import { parseForm } from './rest-compat/form-body.ts';
import { sendNotFound } from './rest-compat/errors.ts';
import { restCompatPlugin } from './rest-compat/plugin.ts';
import { allRoutes } from './rest-compat/routes/index.ts';
import { eventsRoutes } from './rest-compat/routes/events.ts';
import { defaultRegistryOptions, QueueRegistry } from './domain/delivery/queues/registry.ts';
import { graphqlNotFound, graphqlPlugin } from './graphql-server/plugin.ts';
import { StreamHub } from './domain/delivery/queues/stream.ts';
import { STREAM_OPTIONS } from './resolvers/events.ts';
import { apiRateLimitsOf, buildDeps, type ServerOverrides } from './server-deps.ts';

export { buildDeps, type ServerOverrides } from './server-deps.ts';

/**
 * What a stop may take after SHUTDOWN_TIMEOUT_SECONDS when requests used all of
 * it: writing event queue progress and closing the database still get this long.
 */
export const SHUTDOWN_CLEANUP_MS = 2000;

const isGraphqlPath = (url: string): boolean =>
  url === '/graphql' || url.startsWith('/graphql/') || url.startsWith('/graphql?');

export interface ZirconServer {
  app: FastifyInstance;
  deps: Deps;
  /** The deployment's event log, as this process writes and reads it. */
  events: EventLog;
  queues: QueueRegistry;
  streams: StreamHub;
  /** Sends scheduled messages and reminders when they are due. */
  scheduledDelivery: ScheduledDelivery;
  /** Builds the organization exports administrators request. */
  exportRunner: ExportRunner;
  /** Starts listening; resolves with the bound port. */
  listen(): Promise<number>;
  close(): Promise<void>;
}

/** The composition root: configuration in, a wired server out. No module keeps state. */
export async function createServer(config: Config, overrides: ServerOverrides = {}): Promise<ZirconServer> {
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` }));
  if (!overrides.database) await migrate(database.sql);

  const app = Fastify({
    // Credentials never reach the log (src/ops/log-redaction.ts).
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      hooks: { streamWrite: redactLogLine },
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Query strings are decoded as form bodies are, as Django's QueryDict decodes both.
    routerOptions: { querystringParser: parseForm },
    // Idle keep-alive sockets close at shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    clientErrorHandler: zulipClientErrorHandler,
    // A path whose percent-escapes do not decode names no endpoint.
    frameworkErrors: (_err, req, reply) =>
      isGraphqlPath(req.url) ? graphqlNotFound(reply, 'GET') : sendNotFound(reply),
  });
  const clock = overrides.clock ?? systemClock;
  // Started last (below): a start refused by a later step leaves no LISTEN connection or reader behind.
  const events = new EventLog(database, clock, app.log);
  events.tailer.onError = (err) => app.log.warn({ err }, 'event log: reading failed; trying again');
  // Every method Node parses reaches the routers, which answer Zulip's 405 with
  // the allowed methods (or GraphQL's) instead of Fastify's own 404 body.
  for (const method of METHODS) {
    if (method !== 'CONNECT' && !app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  }
  const deps = buildDeps(config, database, events, {
    ...overrides,
    apiRateLimits: await apiRateLimitsOf(config, overrides, app),
  });
  installBodyTimeout(app, config.bodyTimeoutMs);
  app.setNotFoundHandler((req, reply) =>
    isGraphqlPath(req.url) ? graphqlNotFound(reply, req.method) : sendNotFound(reply),
  );
  // Node hands CONNECT to a 'connect' listener instead of a request handler, and closes the socket without one.
  app.server.on('connect', (_req: IncomingMessage, socket: Duplex) => refuseConnect(socket));
  const queues = new QueueRegistry(events, database.sql, deps.clock, {
    ...defaultRegistryOptions,
    ...overrides.queues,
  });
  queues.onError = (err, what) => app.log.warn({ err }, `event queues: ${what} failed; trying again`);
  const streams = new StreamHub(events, database.sql, STREAM_OPTIONS);
  const metrics = createMetrics({
    queues: () => queues.stats(),
    streams: () => streams.count,
    log: () => ({ position: events.tailer.position, lag: events.tailer.lag, listening: events.listening }),
    databasePool: () => database.poolStats(),
  });
  installMetrics(app, { metrics, token: config.metricsToken });
  events.tailer.subscribe((r) => metrics.observeDelivery((clock.now().getTime() - r.createdAt) / 1000));
  // Before the routes, so that every route below /api/v1 and /json counts (tus included).
  installApiRateLimits(app, deps);
  await app.register(restCompatPlugin, { deps, routes: [...allRoutes, ...eventsRoutes(queues)] });
  await app.register(graphqlPlugin, { deps, streams, options: config.graphql });
  await app.register(downloadsPlugin, { deps });
  await app.register(downloadSessionPlugin, { deps });
  let closed = false;
  await app.register(healthPlugin, { database, isClosing: () => closed });
  const tusStorage = config.s3
    ? await createTusS3DataStore({ s3: config.s3, clock: deps.clock })
    : createTusDataStore({ uploadsDir: config.uploadsDir, uploads: deps.uploads, clock: deps.clock });
  await app.register(tusPlugin, { deps, storage: tusStorage });
  await app.register(emojiImagesPlugin, { deps });
  // The web client at / (GraphiQL stays at /graphql).
  await app.register(webClientPlugin, {});

  const thumbnails = deps.thumbnails;
  if (thumbnails instanceof InProcessThumbnailQueue) {
    thumbnails.onError = (err, imageId) => app.log.error({ err, imageId }, 'making thumbnails failed');
  }
  for (const imageId of await pendingImageIds(database.sql)) thumbnails.enqueue(imageId);
  const outgoingWebhooks = deps.outgoingWebhooks;
  if (outgoingWebhooks instanceof OutgoingWebhooks) {
    outgoingWebhooks.log = app.log;
    // Bot changes made by any process reach here through the event log.
    events.subscribe((e) => outgoingWebhooks.observe(e));
  }

  // Daily, as Zulip's cron runs delete_old_unclaimed_attachments; a failed sweep is retried the next day.
  const sweeper = setInterval(
    () => {
      sweepUnclaimedAttachments(deps).catch((err: unknown) =>
        app.log.error({ err }, 'sweeping unclaimed uploads failed'),
      );
      sweepLeftoverFiles(deps).catch((err: unknown) => app.log.error({ err }, 'sweeping files left by a crash failed'));
    },
    24 * 3600 * 1000,
  );
  sweeper.unref();
  await events.start();
  const scheduledDelivery = new ScheduledDelivery(deps, (err) =>
    app.log.error({ err }, 'sending scheduled messages failed'),
  );
  const exportRunner = new ExportRunner(deps, (err) => app.log.error({ err }, 'exporting an organization failed'));

  return {
    app,
    deps,
    events,
    queues,
    streams,
    scheduledDelivery,
    exportRunner,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const addr = app.server.address();
      const port = typeof addr === 'object' && addr ? addr.port : config.port;
      if (!config.externalHostExplicit && config.port === 0) {
        // An OS-chosen port is only known now; realm_url must name it.
        deps.server.externalHost = `${config.host}:${port}`;
        deps.server.externalUrl = `http://${config.host}:${port}`;
      }
      // Once the server's URL is known: the messages it sends link to it.
      scheduledDelivery.start();
      exportRunner.start(exportRequests((listener) => events.subscribe(listener)));
      return port;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweeper);
      await scheduledDelivery.close();
      await exportRunner.close();
      const log = app.log;
      const limit = config.shutdownTimeoutMs;
      // One deadline for the whole stop: requests in flight get what is left of
      // SHUTDOWN_TIMEOUT_SECONDS, the cleanup after them what is left of it or
      // at least SHUTDOWN_CLEANUP_MS (writing queue progress, closing the database).
      let deadline = Date.now() + limit;
      const left = () => Math.max(0, deadline - Date.now());
      const failed = (stage: string) => (err: unknown) => log.error({ err }, `shutdown: ${stage} failed`);
      // Parked long-polls end first (with no events), and WebSockets close in
      // Fastify's preClose; then Fastify stops accepting and waits for requests
      // in flight — for a bounded time, after which their connections are cut.
      // The queues themselves live in the database: their clients go on polling
      // another process, or this one once it is back.
      const closingQueues = queues.close();
      streams.close();
      const server = app.server;
      if (!(await withinDeadline(app.close(), left(), failed('closing the HTTP server')))) {
        const open = await new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)));
        log.warn(
          { connections: open },
          `shutdown: requests still in flight after ${limit} ms; closing their connections`,
        );
        server.closeAllConnections();
      }
      deadline = Math.max(deadline, Date.now() + SHUTDOWN_CLEANUP_MS);
      // Calls to outgoing-webhook bots in progress finish (their replies are messages), within the deadline.
      if (
        outgoingWebhooks instanceof OutgoingWebhooks &&
        !(await withinDeadline(outgoingWebhooks.close(), left(), failed('finishing outgoing webhook calls')))
      ) {
        log.warn('shutdown: outgoing webhook calls were still running');
      }
      await withinDeadline(closingQueues, left(), failed('writing event queue progress'));
      // A lost connection to the database must not keep the process alive.
      if (!(await withinDeadline(events.close(), left(), failed('closing the event log'))))
        log.warn('shutdown: the event log did not close in time');
      // A thumbnail being made finishes (libvips cannot be interrupted), within the deadline.
      if (!(await withinDeadline(deps.thumbnails.close(), left(), failed('closing the thumbnail queue'))))
        log.warn('shutdown: a thumbnail was still being made');
      await withinDeadline(deps.apiRateLimits.close(), left(), failed('closing the rate limiter'));
      await withinDeadline(deps.uploads.close(), left(), failed('closing the upload store'));
      if (
        !overrides.keepDatabaseOpen &&
        !(await withinDeadline(database.close(), left(), failed('closing the database')))
      ) {
        log.warn('shutdown: the database did not close in time (connections still checked out)');
      }
    },
  };
}
