import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { S3Settings } from './domain/uploads/s3-store.ts';
import { ZULIP_API_RATE_RULES } from './domain/rate-limits/rules.ts';
import type { OutgoingWebhookSettings } from './domain/bots/outgoing-webhooks/service.ts';
import { ConfigError, describeIssues, Env } from './config/env.ts';
import {
  outgoingWebhookSettings,
  rulesOf,
  s3Settings,
  smtpSettings,
  type RateLimitSettings,
  type SmtpSettings,
} from './config/services.ts';

export { ConfigError } from './config/env.ts';
export type { RateLimitSettings, SmtpSettings } from './config/services.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** `host[:port]` clients use to reach us; realm_url is built from it. */
  externalHost: string;
  externalUrl: string;
  /** EXTERNAL_HOST was given; otherwise the URL follows the bound port (PORT=0 in tests). */
  externalHostExplicit: boolean;
  devMode: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  /** How long a request body may go without a byte arriving before it is answered 408 (between reads, not in all). */
  bodyTimeoutMs: number;
  /** How many message cores GET /messages keeps in memory (0: none). */
  messageCacheSize: number;
  /** Bearer token for GET /metrics; without one, only requests from the machine itself may read them. */
  metricsToken?: string;
  /** How long a stop waits for requests in flight (the cleanup after them gets SHUTDOWN_CLEANUP_MS more at most). */
  shutdownTimeoutMs: number;
  owner: { email?: string; password?: string; realmName?: string };
  /** Uploaded files (DATA_DIR/uploads unless UPLOADS_DIR says otherwise); with `s3`, only uploads being received. */
  uploadsDir: string;
  /** A bucket for uploads instead of `uploadsDir`. */
  s3?: S3Settings;
  maxFileUploadSizeMib: number;
  uploadQuotaMib: number | null;
  /** USER_STATE_SIZE_LIMIT: characters each user's bot storage may hold, keys and values together. */
  userStateSizeLimit: number;
  rateLimits: RateLimitSettings;
  /** Zulip's onboarding: a new organization's initial channels and Welcome Bot messages, the Welcome Bot's DM to each new user. */
  welcomeMessages: boolean;
  /** Presence follows can_access_all_users_group too (Zulip's CAN_ACCESS_ALL_USERS_GROUP_LIMITS_PRESENCE). */
  guestAccessLimitsPresence: boolean;
  /** Reverse proxies whose X-Forwarded-For names the client (its address counts for the per-IP limit): all (`true`) or these addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** Calls to outgoing-webhook bots: their timeout, and the internal networks they may reach. */
  outgoingWebhooks: OutgoingWebhookSettings;
  /** Signs temporary download URLs; processes sharing a database must share it. Random per process when unset. */
  secretKey: string;
  /** BIG_BLUE_BUTTON_URL and BIG_BLUE_BUTTON_SECRET (both, or no BigBlueButton calls). */
  bigBlueButton: { url: string; secret: string } | null;
  /** Outgoing e-mail; none: invitation links are shown to the inviter instead (Zulip's development setup). */
  smtp?: SmtpSettings;
  graphql: {
    /** "Did you mean …?" in validation errors: development mode only (they map the schema for a prober). */
    fieldSuggestions: boolean;
    /** Introspection for callers without credentials: development mode only (callers with credentials may always). */
    anonymousIntrospection: boolean;
    /** Origins a browser may call /graphql from with credentials; none: same origin only. */
    corsOrigins: string[];
    /** A JSON file `{ "<sha256 of the document>": "<document>" }`: when set, only these operations run. */
    persistedOperationsFile?: string;
  };
}

/** Reads configuration from the environment once, at start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = Env.safeParse(given);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error.issues, given));
  const e = parsed.data;
  const externalHost = e.EXTERNAL_HOST ?? `${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`;
  const scheme = /^(localhost|127\.|\[::1\])/.test(externalHost) || e.ZIRCON_DEV === '1' ? 'http' : 'https';
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    externalHost,
    externalHostExplicit: e.EXTERNAL_HOST !== undefined,
    externalUrl: externalHost.includes('://') ? externalHost.replace(/\/$/, '') : `${scheme}://${externalHost}`,
    devMode: e.ZIRCON_DEV === '1',
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    bodyTimeoutMs: e.BODY_TIMEOUT_SECONDS * 1000,
    messageCacheSize: e.MESSAGE_CACHE_SIZE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    s3: s3Settings(e, given),
    maxFileUploadSizeMib: e.MAX_FILE_UPLOAD_SIZE_MIB,
    uploadQuotaMib: e.UPLOAD_QUOTA_MIB ?? null,
    userStateSizeLimit: e.USER_STATE_SIZE_LIMIT,
    trustProxy:
      e.TRUST_PROXY === undefined || e.TRUST_PROXY === '0' || e.TRUST_PROXY === 'false'
        ? false
        : e.TRUST_PROXY === '1' ||
          e.TRUST_PROXY === 'true' ||
          e.TRUST_PROXY.split(',')
            .map((a) => a.trim())
            .filter((a) => a !== ''),
    rateLimits: {
      enabled: e.RATE_LIMITS === 'on',
      apiByUser: rulesOf('RATE_LIMITS_API_BY_USER', e.RATE_LIMITS_API_BY_USER, ZULIP_API_RATE_RULES.apiByUser),
      apiByIp: rulesOf('RATE_LIMITS_API_BY_IP', e.RATE_LIMITS_API_BY_IP, ZULIP_API_RATE_RULES.apiByIp),
      redisUrl: e.RATE_LIMITS_REDIS_URL ?? e.REDIS_URL,
      keyPrefix: e.RATE_LIMITS_KEY_PREFIX,
    },
    welcomeMessages: e.WELCOME_MESSAGES === 'on',
    guestAccessLimitsPresence: e.GUEST_ACCESS_LIMITS_PRESENCE === 'on',
    outgoingWebhooks: outgoingWebhookSettings(e),
    secretKey: e.SECRET_KEY ?? randomBytes(32).toString('hex'),
    bigBlueButton:
      e.BIG_BLUE_BUTTON_URL !== undefined && e.BIG_BLUE_BUTTON_SECRET !== undefined
        ? { url: e.BIG_BLUE_BUTTON_URL, secret: e.BIG_BLUE_BUTTON_SECRET }
        : null,
    smtp: smtpSettings(e, externalHost),
    owner: { email: e.ZIRCON_OWNER_EMAIL, password: e.ZIRCON_OWNER_PASSWORD, realmName: e.ZIRCON_REALM_NAME },
    graphql: {
      // Production is the default; development (ZIRCON_DEV=1 or NODE_ENV=development) opens the schema to everyone.
      fieldSuggestions: e.ZIRCON_DEV === '1' || e.NODE_ENV === 'development',
      anonymousIntrospection: e.ZIRCON_DEV === '1' || e.NODE_ENV === 'development',
      corsOrigins: (e.GRAPHQL_CORS_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
      persistedOperationsFile: e.GRAPHQL_PERSISTED_OPERATIONS
        ? path.resolve(e.GRAPHQL_PERSISTED_OPERATIONS)
        : undefined,
    },
  };
}
