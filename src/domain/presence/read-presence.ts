import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { INT32_MAX } from '../bounds.ts';
import { badRequest } from '../errors.ts';
import { dbId } from '../ids.ts';
import type { ServerInfo } from '../context.ts';
import { FULL_ACCESS, userAccessOf, type UserAccess } from '../users/user-access.ts';
import {
  modernPresence,
  presenceStatus,
  type ModernPresence,
  type PresenceStatus,
  type PresenceTimes,
} from './formats.ts';

const DEFAULT_HISTORY_DAYS = 14;
const MAX_HISTORY_DAYS = 365_000;
const clamp = (v: number, min: number, max: number): number => Math.min(Math.max(v, min), max);

interface Row {
  user_id: number;
  email: string;
  date_joined: Date;
  last_connected_time: Date;
  last_active_time: Date | null;
  last_update_id: number;
}

const timesOf = (r: Row): PresenceTimes => ({
  lastConnected: r.last_connected_time,
  lastActive: r.last_active_time,
  dateJoined: r.date_joined,
});

export interface PresenceQuery {
  /** Modern format (by user id) or legacy (by email). */
  slim: boolean;
  /** Only what changed after this update id (modern clients' incremental fetch). */
  lastUpdateId?: number | null;
  historyLimitDays?: number | null;
}

/** A realm with presence_disabled reports nobody's presence (what was stored before is kept, unseen). */
const REALM_REPORTS_PRESENCE = `NOT COALESCE((SELECT (r.settings->>'presence_disabled')::boolean FROM realm r WHERE r.id = p.realm_id), false)`;

export interface RealmPresences {
  /** Slim: each user's times, by id; else each user's status, by address (the legacy format's). */
  presences: Record<string, ModernPresence | PresenceStatus>;
  /** The newest update id returned; the client's own (or -1) when nothing was. */
  lastUpdateId: number;
}

/**
 * Whose presence the actor may see: everyone's, unless the server lets
 * can_access_all_users_group limit presence (GUEST_ACCESS_LIMITS_PRESENCE) and
 * the actor is a guest it limits.
 */
export const presenceAccessOf = (server: ServerInfo, sql: SqlReader, actor: Actor): Promise<UserAccess> =>
  server.guestAccessLimitsPresence ? userAccessOf(sql, actor) : Promise.resolve(FULL_ACCESS);

/**
 * Zulip's get_presence_dict_by_realm: active humans who share their presence,
 * seen within the history limit (14 days) unless the client asks for what
 * changed after an update id it has; of them, only those `access` lets the
 * viewer see (Zulip's get_accessible_user_ids).
 */
export async function realmPresences(
  sql: SqlReader,
  realmId: number,
  q: PresenceQuery,
  now: Date,
  access: UserAccess,
): Promise<RealmPresences> {
  // Update ids are int4: one past the range asks for nothing newer, or for everything.
  const since = q.lastUpdateId == null ? null : Math.min(Math.max(q.lastUpdateId, -1), INT32_MAX);
  // A limit of a thousand years already reaches every row; a longer one is no other question.
  const limitDays =
    since !== null && since > 0
      ? null
      : clamp(q.historyLimitDays ?? DEFAULT_HISTORY_DAYS, -MAX_HISTORY_DAYS, MAX_HISTORY_DAYS);
  const all = await sql.query<Row & Record<string, unknown>>(
    `SELECT p.user_id, u.email, u.date_joined, p.last_connected_time, p.last_active_time, p.last_update_id
       FROM user_presence p JOIN user_profile u ON u.id = p.user_id
      WHERE p.realm_id = $1 AND u.is_active AND NOT u.is_bot
        AND COALESCE((u.settings->>'presence_enabled')::boolean, true)
        AND ${REALM_REPORTS_PRESENCE}
        AND ($2::int IS NULL OR p.last_update_id > $2::int)
        AND ($3::timestamptz IS NULL OR p.last_connected_time >= $3::timestamptz)
      ORDER BY p.user_id`,
    [realmId, since, limitDays === null ? null : new Date(now.getTime() - limitDays * 86_400_000)],
  );
  const rows = access.limited ? all.filter((r) => access.accessibleHuman(r.user_id)) : all;
  const presences: RealmPresences['presences'] = {};
  for (const r of rows) {
    if (q.slim) presences[String(r.user_id)] = modernPresence(timesOf(r));
    else presences[r.email] = presenceStatus(timesOf(r), now);
  }
  const lastUpdateId = rows.length > 0 ? Math.max(...rows.map((r) => r.last_update_id)) : (since ?? -1);
  return { presences, lastUpdateId };
}

/** One user's presence as GET /users/{id}/presence gives it: offline past 140 s (Zulip's OFFLINE_THRESHOLD_SECS). */
export interface SingleUserPresence {
  status: 'active' | 'idle' | 'offline';
  timestamp: number;
}

const OFFLINE_THRESHOLD_SECONDS = 140;

/**
 * GET /users/{user_id_or_email}/presence: one user's presence; bots have
 * none, and a user who never reported (or hides it) has no data.
 */
export async function userPresence(
  sql: SqlReader,
  actor: Actor,
  target: { userId?: number; email?: string },
  now: Date,
  access: UserAccess,
): Promise<SingleUserPresence> {
  // No address holds a NUL (and PostgreSQL refuses one in a query).
  if (target.email?.includes('\0')) throw badRequest('No such user');
  const [user] = await sql.query<
    { id: number; is_bot: boolean; is_active: boolean; presence_enabled: boolean } & Record<string, unknown>
  >(
    `SELECT id, is_bot, is_active, COALESCE((settings->>'presence_enabled')::boolean, true) AS presence_enabled FROM user_profile
      WHERE realm_id = $1 AND ${target.userId !== undefined ? 'id = $2' : 'lower(email) = lower($2)'}`,
    [actor.realm.id, target.userId !== undefined ? dbId(target.userId) : (target.email ?? '')],
  );
  if (!user) throw badRequest('No such user');
  if (user.is_bot) throw badRequest('Presence is not supported for bot users.');
  if (!access.canAccess({ id: user.id, isBot: false })) throw badRequest('Insufficient permission');
  const [row] = user.presence_enabled
    ? await sql.query<Row & Record<string, unknown>>(
        `SELECT p.user_id, u.email, u.date_joined, p.last_connected_time, p.last_active_time, p.last_update_id
           FROM user_presence p JOIN user_profile u ON u.id = p.user_id WHERE p.user_id = $1 AND ${REALM_REPORTS_PRESENCE}`,
        [user.id],
      )
    : [];
  const key = target.userId !== undefined ? String(target.userId) : (target.email ?? '');
  if (!row) throw badRequest(`No presence data for ${key}`);
  const { status, timestamp } = presenceStatus(timesOf(row), now);
  const offline = now.getTime() / 1000 - timestamp > OFFLINE_THRESHOLD_SECONDS;
  return { status: offline ? 'offline' : status, timestamp };
}
