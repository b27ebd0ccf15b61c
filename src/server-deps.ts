import { RealmLinkifierSets } from './domain/markdown/linkifier-sets.ts';
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { type Database } from './db/database.ts';
import { systemClock, type Clock } from './domain/clock.ts';
import type { Deps } from './domain/context.ts';
import type { EventWriter } from './domain/events/types.ts';
import { mailerOf } from './ops/mailer.ts';
import { createArgon2Hasher, type PasswordHasher } from './domain/auth/passwords.ts';
import { createMemoryRateLimiter } from './domain/auth/rate-limit.ts';
import { createApiRateLimiter } from './domain/rate-limits/api-limiter.ts';
import { noApiRateLimits, type ApiRateLimiter } from './domain/rate-limits/limiter.ts';
import { S3UploadStore } from './domain/uploads/s3-store.ts';
import { LocalUploadStore, type UploadStore } from './domain/uploads/store.ts';
import { ensureThumbnails } from './domain/messages/thumbnails/ensure.ts';
import { InProcessThumbnailQueue } from './domain/uploads/thumbnails/queue.ts';
import { OutgoingWebhooks } from './domain/bots/outgoing-webhooks/service.ts';
import { outgoingWebhookRequest } from './rest-compat/presenters/outgoing-webhook-request.ts';
import { MessageCache } from './domain/messages/cache/message-cache.ts';
import { sendBotMessage } from './domain/messages/edit/notifications.ts';
import { sendNotificationDms } from './domain/messages/send/notification-dm.ts';
import { createMarkdownRenderer } from './domain/markdown/index.ts';
import { type RegistryOptions } from './domain/delivery/queues/registry.ts';
import { MARK_ALL_BUDGET, type MarkAllBudget } from './domain/messages/flags-update/mark-read.ts';

/*
 * The services a server is built from: the domain's `Deps` filled from the
 * configuration, with what a caller (a test, a CLI command) puts in their place.
 */

export interface ServerOverrides {
  clock?: Clock;
  database?: Database;
  passwords?: PasswordHasher;
  /** Keep a database opened by the caller open on close (tests share one). */
  keepDatabaseOpen?: boolean;
  queues?: Partial<RegistryOptions>;
  /** Rows per batch and time limit of POST /mark_all_as_read (default Zulip's). */
  markAllBudget?: MarkAllBudget;
  /** Where the JSON log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** Counts API requests (createServer builds it from config.rateLimits; off elsewhere, e.g. in CLI commands). */
  apiRateLimits?: ApiRateLimiter;
}
/** A bucket when S3_BUCKET is set (uploads being received still land in UPLOADS_DIR first), else UPLOADS_DIR. */
const uploadStoreOf = (config: Config): UploadStore =>
  config.s3
    ? new S3UploadStore(config.s3, path.join(config.uploadsDir, '.incoming'))
    : new LocalUploadStore(config.uploadsDir);

export function buildDeps(
  config: Config,
  database: Database,
  events: EventWriter,
  overrides: ServerOverrides = {},
): Deps {
  const clock = overrides.clock ?? systemClock;
  const deps: Deps = {
    db: database,
    clock,
    events,
    passwords: overrides.passwords ?? createArgon2Hasher(),
    rateLimiter: createMemoryRateLimiter(clock),
    apiRateLimits: overrides.apiRateLimits ?? noApiRateLimits,
    renderer: createMarkdownRenderer(),
    server: {
      externalUrl: config.externalUrl,
      externalHost: config.externalHost,
      devMode: config.devMode,
      maxFileUploadSizeMib: config.maxFileUploadSizeMib,
      uploadQuotaMib: config.uploadQuotaMib,
      userStateSizeLimit: config.userStateSizeLimit,
      secretKey: config.secretKey,
      bigBlueButton: config.bigBlueButton,
      welcomeMessages: config.welcomeMessages,
      guestAccessLimitsPresence: config.guestAccessLimitsPresence,
    },
    messageCache: new MessageCache(config.messageCacheSize),
    markAllBudget: overrides.markAllBudget ?? MARK_ALL_BUDGET,
    uploads: uploadStoreOf(config),
    linkifiers: new RealmLinkifierSets(),
    thumbnails: new InProcessThumbnailQueue((imageId) => ensureThumbnails(deps, imageId)),
    postAsBot: sendBotMessage,
    dmAsNotificationBot: sendNotificationDms,
    outgoingWebhooks: new OutgoingWebhooks(() => deps, config.outgoingWebhooks, outgoingWebhookRequest),
    mailer: mailerOf(config.smtp),
  };
  return deps;
}

export async function apiRateLimitsOf(
  config: Config,
  overrides: ServerOverrides,
  app: FastifyInstance,
): Promise<ApiRateLimiter> {
  if (overrides.apiRateLimits) return overrides.apiRateLimits;
  const settings = config.rateLimits;
  if (!settings.enabled) return noApiRateLimits;
  return createApiRateLimiter({
    rules: { apiByUser: settings.apiByUser, apiByIp: settings.apiByIp },
    clock: overrides.clock ?? systemClock,
    redisUrl: settings.redisUrl,
    keyPrefix: settings.keyPrefix,
    onRedisState: (state, err) =>
      state === 'down'
        ? app.log.warn({ err }, 'rate limits: Redis unreachable, counting in this process until it is back')
        : app.log.info('rate limits: Redis reachable again'),
  });
}
