import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './domain/uploads/s3-store.ts';
import { parseRateRules, ZULIP_API_RATE_RULES, type RateRule } from './domain/rate-limits/rules.ts';
import { parseNetworks } from './domain/bots/outgoing-webhooks/network-guard.ts';
import type { OutgoingWebhookSettings } from './domain/bots/outgoing-webhooks/service.ts';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(9991),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  EXTERNAL_HOST: z.string().optional(),
  ZIRCON_DEV: z.string().optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  ZIRCON_OWNER_EMAIL: z.string().optional(),
  ZIRCON_OWNER_PASSWORD: z.string().optional(),
  ZIRCON_REALM_NAME: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  // nginx's client_body_timeout, which Zulip's nginx keeps at its default.
  BODY_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  // About 1–2 KiB per cached message: 10,000 is a few hundred recently read pages in ~15 MiB.
  MESSAGE_CACHE_SIZE: z.coerce.number().int().min(0).default(10_000),
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  NODE_ENV: z.string().optional(),
  GRAPHQL_CORS_ORIGINS: z.string().optional(),
  GRAPHQL_PERSISTED_OPERATIONS: z.string().optional(),
  UPLOADS_DIR: z.string().optional(),
  // Zulip's self-hosted default; attachment sizes are stored as 32-bit integers, hence the cap.
  MAX_FILE_UPLOAD_SIZE_MIB: z.coerce.number().int().min(0).max(1024).default(100),
  UPLOAD_QUOTA_MIB: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  // Zulip's default: how many characters (keys and values) each user's bot storage may hold.
  USER_STATE_SIZE_LIMIT: z.coerce.number().int().min(0).default(10_000_000),
  SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'false', 'true']).default('0'),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  WELCOME_MESSAGES: z.enum(['on', 'off']).default('on'),
  // Zulip's CAN_ACCESS_ALL_USERS_GROUP_LIMITS_PRESENCE (off in Zulip): on here, so a limited guest learns nothing of those it may not see.
  GUEST_ACCESS_LIMITS_PRESENCE: z.enum(['on', 'off']).default('on'),
  RATE_LIMITS_API_BY_USER: z.string().optional(),
  RATE_LIMITS_API_BY_IP: z.string().optional(),
  RATE_LIMITS_REDIS_URL: z.string().optional(),
  RATE_LIMITS_KEY_PREFIX: z.string().default('zircon:ratelimit'),
  // Zulip's OUTGOING_WEBHOOK_TIMEOUT_SECONDS.
  OUTGOING_WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(10),
  OUTGOING_WEBHOOK_ALLOWED_NETWORKS: z.string().optional(),
});

/** A mistake in the environment, reported at start-up in one line naming the variable. */
export class ConfigError extends Error {}

/** Zod's issues as `NAME="value": what is wrong`, joined; secrets are not echoed. */
function describeIssues(issues: readonly z.core.$ZodIssue[], given: Record<string, string | undefined>): string {
  return issues
    .map((i) => {
      const name = String(i.path[0] ?? '?');
      const value = given[name];
      const shown =
        value === undefined || /SECRET|PASSWORD|TOKEN|KEY/.test(name)
          ? ''
          : `=${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`;
      return `${name}${shown}: ${i.message}`;
    })
    .join('; ');
}

const S3_OPTIONAL = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Uploads go to a bucket when S3_BUCKET is set; a key without its secret (or S3_* without a bucket) is a mistake, not a fallback. */
function s3Settings(e: z.infer<typeof Env>, env: Record<string, string | undefined>): S3Settings | undefined {
  if (e.S3_BUCKET === undefined) {
    const stray = S3_OPTIONAL.filter((k) => env[k] !== undefined);
    if (stray.length > 0) throw new ConfigError(`${stray.sort().join(', ')} set without S3_BUCKET`);
    return undefined;
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
  };
}

export interface RateLimitSettings {
  /** RATE_LIMITS=off counts nothing and sends no X-RateLimit-* header. */
  enabled: boolean;
  apiByUser: RateRule[];
  apiByIp: RateRule[];
  /** Counters shared through this Redis (RATE_LIMITS_REDIS_URL, else REDIS_URL); in process memory when unset. */
  redisUrl?: string;
  keyPrefix: string;
}

/** A malformed rule is a mistake to report at start-up, not a reason to run unlimited. */
function rulesOf(name: string, text: string | undefined, fallback: RateRule[]): RateRule[] {
  if (text === undefined) return fallback;
  try {
    return parseRateRules(text);
  } catch (e) {
    throw new ConfigError(`${name}: ${(e as Error).message}`);
  }
}

/** Private and internal networks are refused unless listed (smokescreen's role in Zulip); a malformed entry is a mistake. */
function outgoingWebhookSettings(e: z.infer<typeof Env>): OutgoingWebhookSettings {
  const entries = (e.OUTGOING_WEBHOOK_ALLOWED_NETWORKS ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  try {
    return { timeoutSeconds: e.OUTGOING_WEBHOOK_TIMEOUT_SECONDS, allowedNetworks: parseNetworks(entries) };
  } catch (err) {
    throw new ConfigError(`OUTGOING_WEBHOOK_ALLOWED_NETWORKS: ${(err as Error).message}`);
  }
}

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
