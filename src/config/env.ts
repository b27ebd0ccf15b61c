import { z } from 'zod';

/** The environment variables zircon reads, with their defaults and bounds. */
export const Env = z.object({
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
  BIG_BLUE_BUTTON_URL: z.string().url().optional(),
  BIG_BLUE_BUTTON_SECRET: z.string().optional(),
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
  // Zulip's outgoing e-mail settings; without EMAIL_HOST no mail is sent (invitation links go to the inviter).
  EMAIL_HOST: z.string().optional(),
  EMAIL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  EMAIL_HOST_USER: z.string().optional(),
  EMAIL_HOST_PASSWORD: z.string().optional(),
  EMAIL_USE_TLS: z.enum(['0', '1', 'false', 'true']).default('0'),
  NOREPLY_EMAIL_ADDRESS: z.string().optional(),
});

/** The environment as parsed. */
export type EnvValues = z.infer<typeof Env>;

/** A mistake in the environment, reported at start-up in one line naming the variable. */
export class ConfigError extends Error {}

/** Zod's issues as `NAME="value": what is wrong`, joined; secrets are not echoed. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], given: Record<string, string | undefined>): string {
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
