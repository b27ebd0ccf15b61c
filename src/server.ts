import { RealmLinkifierSets } from './domain/linkifiers/realm-sets.ts';
import { METHODS, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { systemClock, type Clock } from './domain/clock.ts';
import type { Deps } from './domain/context.ts';
import { InProcessEventBus, type EventBus } from './domain/events/bus.ts';
import { RedisEventBus } from './domain/events/redis-bus.ts';
import { createArgon2Hasher, type PasswordHasher } from './domain/auth/passwords.ts';
import { createMemoryRateLimiter } from './domain/auth/rate-limit.ts';
import { LocalUploadStore } from './domain/uploads/store.ts';
import { downloadsPlugin } from './rest-compat/downloads.ts';
import { sweepUnclaimedAttachments } from './domain/uploads/sweep.ts';
import { ensureThumbnails } from './domain/uploads/thumbnails/ensure.ts';
import { limitImageProcessing } from './domain/uploads/thumbnails/generate.ts';
import { pendingImageIds } from './domain/uploads/thumbnails/images.ts';
import { InProcessThumbnailQueue } from './domain/uploads/thumbnails/queue.ts';
import { MessageCache } from './domain/messages/cache/message-cache.ts';
import { createMarkdownRenderer } from './domain/messages/markdown/index.ts';
import { refuseConnect, zulipClientErrorHandler } from './rest-compat/client-errors.ts';
import { sendNotFound } from './rest-compat/errors.ts';
import { restCompatPlugin } from './rest-compat/plugin.ts';
import { allRoutes } from './rest-compat/routes/index.ts';
import { eventsRoutes } from './rest-compat/routes/events.ts';
import { defaultRegistryOptions, QueueRegistry, type RegistryOptions } from './domain/events/queues/registry.ts';
import { graphqlNotFound, graphqlPlugin } from './graphql-server/plugin.ts';

const isGraphqlPath = (url: string): boolean => url === '/graphql' || url.startsWith('/graphql/') || url.startsWith('/graphql?');

export interface ServerOverrides {
  clock?: Clock;
  database?: Database;
  passwords?: PasswordHasher;
  /** Keep a database opened by the caller open on close (tests share one). */
  keepDatabaseOpen?: boolean;
  queues?: Partial<RegistryOptions>;
  /** Where the JSON log lines go (default stdout). */
  logStream?: { write(line: string): void };
}

export interface ZirconServer {
  app: FastifyInstance;
  deps: Deps;
  bus: EventBus;
  queues: QueueRegistry;
  /** Starts listening; resolves with the bound port. */
  listen(): Promise<number>;
  close(): Promise<void>;
}

export function buildDeps(config: Config, database: Database, bus: EventBus, overrides: ServerOverrides = {}): Deps {
  const clock = overrides.clock ?? systemClock;
  const deps: Deps = {
    db: database,
    clock,
    events: bus,
    passwords: overrides.passwords ?? createArgon2Hasher(),
    rateLimiter: createMemoryRateLimiter(clock),
    renderer: createMarkdownRenderer(),
    server: {
      externalUrl: config.externalUrl,
      externalHost: config.externalHost,
      devMode: config.devMode,
      maxFileUploadSizeMib: config.maxFileUploadSizeMib,
      secretKey: config.secretKey,
    },
    messageCache: new MessageCache(config.messageCacheSize),
    uploads: new LocalUploadStore(config.uploadsDir),
    linkifiers: new RealmLinkifierSets(),
    thumbnails: new InProcessThumbnailQueue((imageId) => ensureThumbnails(deps, imageId)),
  };
  return deps;
}

/** The composition root: configuration in, a wired server out. No module keeps state. */
export async function createServer(config: Config, overrides: ServerOverrides = {}): Promise<ZirconServer> {
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` }));
  if (!overrides.database) await migrate(database.sql);
  const bus: EventBus = config.redisUrl ? await RedisEventBus.connect(config.redisUrl) : new InProcessEventBus();
  limitImageProcessing();
  const deps = buildDeps(config, database, bus, overrides);

  const app = Fastify({
    logger: overrides.logStream ? { level: config.logLevel, stream: overrides.logStream } : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // Idle keep-alive sockets close at shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    clientErrorHandler: zulipClientErrorHandler,
    // A path whose percent-escapes do not decode names no endpoint.
    frameworkErrors: (_err, req, reply) => (isGraphqlPath(req.url) ? graphqlNotFound(reply, 'GET') : sendNotFound(reply)),
  });
  // Every method Node parses reaches the routers, which answer Zulip's 405 with
  // the allowed methods (or GraphQL's) instead of Fastify's own 404 body.
  for (const method of METHODS) {
    if (method !== 'CONNECT' && !app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  }
  app.setNotFoundHandler((req, reply) => (isGraphqlPath(req.url) ? graphqlNotFound(reply, req.method) : sendNotFound(reply)));
  // Node hands CONNECT to a 'connect' listener instead of a request handler, and closes the socket without one.
  app.server.on('connect', (_req: IncomingMessage, socket: Duplex) => refuseConnect(socket));
  const queues = new QueueRegistry(bus, deps.clock, { ...defaultRegistryOptions, ...overrides.queues });
  await app.register(restCompatPlugin, { deps, routes: [...allRoutes, ...eventsRoutes(queues)] });
  await app.register(graphqlPlugin, { deps, queues, options: config.graphql });
  await app.register(downloadsPlugin, { deps });

  const thumbnails = deps.thumbnails;
  if (thumbnails instanceof InProcessThumbnailQueue) {
    thumbnails.onError = (err, imageId) => app.log.error({ err, imageId }, 'making thumbnails failed');
  }
  for (const imageId of await pendingImageIds(database.sql)) thumbnails.enqueue(imageId);

  // Daily, as Zulip's cron runs delete_old_unclaimed_attachments; a failed sweep is retried the next day.
  const sweeper = setInterval(() => {
    sweepUnclaimedAttachments(deps).catch((err: unknown) => app.log.error({ err }, 'sweeping unclaimed uploads failed'));
  }, 24 * 3600 * 1000);
  sweeper.unref();

  let closed = false;
  return {
    app,
    deps,
    bus,
    queues,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const addr = app.server.address();
      const port = typeof addr === 'object' && addr ? addr.port : config.port;
      if (!config.externalHostExplicit && config.port === 0) {
        // An OS-chosen port is only known now; realm_url must name it.
        deps.server.externalHost = `${config.host}:${port}`;
        deps.server.externalUrl = `http://${config.host}:${port}`;
      }
      return port;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweeper);
      // Parked long-polls end first (with no events), so shutdown need not wait for heartbeats;
      // then Fastify stops accepting and waits for requests in flight.
      queues.close();
      await app.close();
      await deps.thumbnails.close();
      await bus.close();
      if (!overrides.keepDatabaseOpen) await database.close();
    },
  };
}
