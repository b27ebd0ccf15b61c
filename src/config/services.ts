import type { S3Settings } from '../domain/uploads/s3-store.ts';
import { parseRateRules, type RateRule } from '../domain/rate-limits/rules.ts';
import { parseNetworks } from '../domain/bots/outgoing-webhooks/network-guard.ts';
import type { OutgoingWebhookSettings } from '../domain/bots/outgoing-webhooks/service.ts';
import { ConfigError, type EnvValues } from './env.ts';

const S3_OPTIONAL = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Uploads go to a bucket when S3_BUCKET is set; a key without its secret (or S3_* without a bucket) is a mistake, not a fallback. */
export function s3Settings(e: EnvValues, env: Record<string, string | undefined>): S3Settings | undefined {
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
export function rulesOf(name: string, text: string | undefined, fallback: RateRule[]): RateRule[] {
  if (text === undefined) return fallback;
  try {
    return parseRateRules(text);
  } catch (e) {
    throw new ConfigError(`${name}: ${(e as Error).message}`);
  }
}

/** Private and internal networks are refused unless listed (smokescreen's role in Zulip); a malformed entry is a mistake. */
export function outgoingWebhookSettings(e: EnvValues): OutgoingWebhookSettings {
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

/** Outgoing e-mail through an SMTP server (Zulip's EMAIL_* settings). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** EMAIL_USE_TLS: STARTTLS is required on the connection. */
  requireTls: boolean;
  auth?: { user: string; pass: string };
  /** NOREPLY_EMAIL_ADDRESS, the sender of invitations. */
  from: string;
}

/** Mail goes out when EMAIL_HOST is set; a user without its password (or the other way round) is a mistake. */
export function smtpSettings(e: EnvValues, externalHost: string): SmtpSettings | undefined {
  if (e.EMAIL_HOST === undefined) return undefined;
  if ((e.EMAIL_HOST_USER === undefined) !== (e.EMAIL_HOST_PASSWORD === undefined)) {
    throw new ConfigError('EMAIL_HOST_USER and EMAIL_HOST_PASSWORD go together');
  }
  const requireTls = e.EMAIL_USE_TLS === '1' || e.EMAIL_USE_TLS === 'true';
  return {
    host: e.EMAIL_HOST,
    port: e.EMAIL_PORT ?? (requireTls ? 587 : 25),
    requireTls,
    auth:
      e.EMAIL_HOST_USER && e.EMAIL_HOST_PASSWORD ? { user: e.EMAIL_HOST_USER, pass: e.EMAIL_HOST_PASSWORD } : undefined,
    // Zulip's default noreply address is on the server's own host.
    from: e.NOREPLY_EMAIL_ADDRESS ?? `noreply@${externalHost.replace(/^https?:\/\//, '').replace(/:\d+$/, '')}`,
  };
}
