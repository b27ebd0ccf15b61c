import type { Database } from '../db/database.ts';
import { sqlStateOf } from '../db/errors.ts';
import { prismaReader, type SqlReader, type SqlRunner } from '../db/sql.ts';
import type { Clock } from './clock.ts';
import type { AddressedEvent, EventWriter } from './event-types.ts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

/** Server facts the domain needs (from configuration). */
export interface ServerInfo {
  /** Public base URL of the server, e.g. http://127.0.0.1:9991 */
  externalUrl: string;
  /** Host part used for realm_url and fake email addresses. */
  externalHost: string;
  devMode: boolean;
  maxFileUploadSizeMib: number;
  /** Each organization's upload quota (UPLOAD_QUOTA_MIB); null: none. */
  uploadQuotaMib: number | null;
  /** How many characters each user's bot storage may hold, keys and values together (USER_STATE_SIZE_LIMIT). */
  userStateSizeLimit: number;
  /** Key for temporary download URLs (and, as Django's SECRET_KEY, BigBlueButton join links). */
  secretKey: string;
  /** BIG_BLUE_BUTTON_URL and BIG_BLUE_BUTTON_SECRET; absent: BigBlueButton is not configured. */
  bigBlueButton?: { url: string; secret: string } | null;
  /** WELCOME_MESSAGES: new organizations get Zulip's initial channels and messages, new users the Welcome Bot's DM. */
  welcomeMessages: boolean;
  /**
   * GUEST_ACCESS_LIMITS_PRESENCE (Zulip's CAN_ACCESS_ALL_USERS_GROUP_LIMITS_PRESENCE):
   * a guest limited by can_access_all_users_group sees, and hears, the presence
   * of only the users it may access.
   */
  guestAccessLimitsPresence: boolean;
}

/**
 * What every domain function may use. Built once by the composition root.
 * The kernel declares what every area needs; each area that provides a
 * service adds it here itself (`declare module '…/context.ts'`, next to the
 * service's type), so the kernel names no area above it.
 */
export interface Deps {
  db: Database;
  clock: Clock;
  /** The event log: transactions append their events to it before they commit. */
  events: EventWriter;
  server: ServerInfo;
}

export type Tx = Prisma.TransactionClient;
export type Db = PrismaClient | Tx;

/**
 * Runs `fn` in one transaction whose events are appended to the event log in
 * the same transaction: a rolled-back change announces nothing, and a
 * committed one cannot lose its events to a crash. A transaction that lost a
 * race is run again (see withRetries).
 */
export async function inTransaction<T>(
  deps: Deps,
  fn: (tx: Tx, emit: (e: AddressedEvent) => void) => Promise<T>,
): Promise<T> {
  return withRetries(deps, (events) =>
    deps.db.prisma.$transaction(
      (tx) =>
        withEvents(
          deps,
          prismaReader(tx),
          events,
          fn(tx, (e) => events.push(e)),
        ),
      {
        timeout: 30_000,
        maxWait: 30_000,
      },
    ),
  );
}

/** The body's result, after its events were appended (last in the transaction: the log's lock is held briefly). */
async function withEvents<T>(
  deps: Deps,
  tx: SqlReader,
  events: AddressedEvent[],
  body: Promise<T>,
): Promise<{ result: T; position: number | null }> {
  const result = await body;
  const position = events.length > 0 ? await deps.events.appendIn(tx, events) : null;
  return { result, position };
}

const RETRIES = 3;

/**
 * PostgreSQL ends one of two transactions that deadlock (40P01) or conflict
 * under serializable isolation (40001), and a unique index ends the later of
 * two that insert the same key (23505) — two moves of one topic at once, two
 * admins creating the same address. Run again, the body sees the winner's
 * committed rows: its checks then answer as Zulip does (or it succeeds). The
 * events of a failed attempt are dropped with it.
 */
async function withRetries<T>(
  deps: Deps,
  attempt: (events: AddressedEvent[]) => Promise<{ result: T; position: number | null }>,
): Promise<T> {
  for (let i = 1; ; i++) {
    let done: { result: T; position: number | null };
    try {
      done = await attempt([]);
    } catch (e) {
      if (i >= RETRIES || !RETRYABLE_STATES.has(sqlStateOf(e) ?? '')) throw e;
      continue;
    }
    // Committed: this process's queues and streams get the events before the request answers.
    if (done.position !== null) await deps.events.delivered(done.position);
    return done.result;
  }
}

const RETRYABLE_STATES = new Set(['40P01', '40001', '23505']);

/** What a raw-driver transaction offers its body: statements on its one connection. */
export type SqlTx = Pick<SqlRunner, 'query' | 'exec'>;

/**
 * `inTransaction` on the raw driver, for hot paths a benchmark showed to be
 * bound by Prisma's per-statement client cost (POST /messages to a channel).
 * Events are appended in the same transaction, as in `inTransaction`. Never
 * call Prisma inside `fn`: on PGlite this transaction holds the single
 * connection's exclusive lock, which Prisma's adapter also waits for, so it
 * would deadlock.
 */
export async function inSqlTransaction<T>(
  deps: Deps,
  fn: (sql: SqlTx, emit: (e: AddressedEvent) => void) => Promise<T>,
): Promise<T> {
  return withRetries(deps, (events) =>
    deps.db.sql.transaction((sql) =>
      withEvents(
        deps,
        sql,
        events,
        fn(sql, (e) => events.push(e)),
      ),
    ),
  );
}
