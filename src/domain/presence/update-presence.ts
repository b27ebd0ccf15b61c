import type { SqlReader } from '../../db/sql.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import type { Actor } from '../actor.ts';
import { checkHumanUser } from '../users/human-users.ts';
import { inSqlTransaction, type Deps } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { AddressedEvent } from '../events/types.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { userIdsWhoCanAccess } from '../users/user-access.ts';
import { eventPresenceStatus, modernPresence, type PresenceTimes } from './formats.ts';

export type PresenceStatus = 'active' | 'idle';

/** Zulip's settings: clients ping every minute; a user is offline after 140 s without one. */
const PRESENCE_PING_INTERVAL_SECONDS = 60;
const OFFLINE_THRESHOLD_SECONDS = 140;
/** Pings closer together than this change nothing (several open windows ping each minute). */
const PRESENCE_UPDATE_MIN_FREQ_SECONDS = 55;

export function checkPresenceStatus(status: string): PresenceStatus {
  if (status === 'active' || status === 'idle') return status;
  throw badRequest(`Invalid status: ${status}`);
}

interface Stored {
  last_connected_time: Date;
  last_active_time: Date | null;
}

/**
 * Zulip's do_update_user_presence: a ping moves `last_connected` (and, when
 * active, `last_active`) on if the stored one is more than 55 s old, taking
 * the next number of the realm's presence sequence; a user who comes online
 * (or is seen for the first time) is announced to everyone at once, the rest
 * learn it from their next poll. Users who turned presence off are not recorded.
 */
export async function updatePresence<P extends { status: string }>(
  deps: Deps,
  actor: Actor,
  input: InputOrReader<P>,
): Promise<P> {
  // Zulip's update_active_status_backend refuses bots before it reads a parameter.
  checkHumanUser(actor);
  const ping = readInput(input);
  await record(deps, actor, checkPresenceStatus(ping.status));
  return ping;
}

async function record(deps: Deps, actor: Actor, status: PresenceStatus): Promise<void> {
  const user = actor.user;
  if (userSettingsOf(user.settings).presence_enabled !== true) return;
  if (realmSettingsOf(actor.realm.settings).presence_disabled === true) return;
  const now = deps.clock.now();
  // Most pings come within 55 s of the last write of the same user (several
  // windows, or a client polling): one unlocked read settles them.
  const [seen] = await deps.db.sql.query<Stored & Record<string, unknown>>(
    'SELECT last_connected_time, last_active_time FROM user_presence WHERE user_id = $1',
    [user.id],
    { name: 'presence_of_user' },
  );
  if (seen !== undefined && nextPresence(seen, status, now) === null) return;
  // The presence row and its event in one transaction: a crash never leaves one without the other.
  await inSqlTransaction(deps, async (tx, emit) => {
    const [stored] = await tx.query<Stored & Record<string, unknown>>(
      'SELECT last_connected_time, last_active_time FROM user_presence WHERE user_id = $1 FOR UPDATE',
      [user.id],
    );
    const next = nextPresence(stored ?? null, status, now);
    if (next === null) return;
    await savePresence(tx, actor.realm.id, user.id, next.times);
    if (!next.announce) return;
    const recipients = await presenceAudience(tx, actor.realm.id, user.id, deps.server.guestAccessLimitsPresence);
    emit(presenceEvent(actor.realm.id, user, { ...next.times, dateJoined: user.dateJoined }, now, recipients));
  });
}

type PresenceUser = { id: number; email: string; dateJoined: Date };

function presenceEvent(
  realmId: number,
  user: PresenceUser,
  times: PresenceTimes,
  now: Date,
  userIds: number[],
): AddressedEvent {
  return {
    realmId,
    event: {
      type: 'presence',
      userId: user.id,
      email: user.email,
      serverTimestamp: now.getTime() / 1000,
      ...eventPresenceStatus(times),
    },
    userIds,
    internal: { modernPresence: modernPresence(times) },
  };
}

/**
 * do_change_user_setting's presence update when a user turns presence_enabled
 * on or off, sent to everyone (who may see the user's presence) even when nothing else would be, so that others
 * see the new setting take effect at once: turned on, the user is active now;
 * turned off, their presence is replaced by one idle just past the offline
 * threshold (plus Zulip's two minutes for clock skew), where it stays.
 */
export async function announcePresenceToggle(
  sql: SqlReader,
  emit: (e: AddressedEvent) => void,
  realm: { id: number; settings: unknown },
  user: PresenceUser,
  enabled: boolean,
  now: Date,
  limitedByAccess: boolean,
): Promise<void> {
  if (realmSettingsOf(realm.settings).presence_disabled === true) return;
  let times: NextPresence['times'];
  if (enabled) {
    const [stored] = await sql.query<Stored & Record<string, unknown>>(
      'SELECT last_connected_time, last_active_time FROM user_presence WHERE user_id = $1 FOR UPDATE',
      [user.id],
    );
    const next = nextPresence(stored ?? null, 'active', now);
    times = next?.times ?? { lastConnected: stored.last_connected_time, lastActive: stored.last_active_time };
    if (next !== null) await savePresence(sql, realm.id, user.id, times);
  } else {
    await sql.query('DELETE FROM user_presence WHERE user_id = $1', [user.id]);
    const at = new Date(now.getTime() - (OFFLINE_THRESHOLD_SECONDS + 120) * 1000);
    times = { lastConnected: at, lastActive: null };
    await savePresence(sql, realm.id, user.id, times);
  }
  emit(
    presenceEvent(
      realm.id,
      user,
      { ...times, dateJoined: user.dateJoined },
      now,
      await presenceAudience(sql, realm.id, user.id, limitedByAccess),
    ),
  );
}

interface NextPresence {
  times: { lastConnected: Date; lastActive: Date | null };
  announce: boolean;
}

function nextPresence(stored: Stored | null, status: PresenceStatus, now: Date): NextPresence | null {
  const active = status === 'active';
  if (stored === null) return { times: { lastConnected: now, lastActive: active ? now : null }, announce: true };
  const ms = (d: Date | null) => (d === null ? 86_400_000 : now.getTime() - d.getTime());
  const sinceActive = ms(stored.last_active_time);
  const sinceConnected = ms(stored.last_connected_time);
  // Newly online: missed a couple of pings, and would soon be shown offline.
  const becameOnline = active && sinceActive > (OFFLINE_THRESHOLD_SECONDS - PRESENCE_PING_INTERVAL_SECONDS - 10) * 1000;
  let lastConnected = stored.last_connected_time;
  let lastActive = stored.last_active_time;
  let changed = false;
  if (sinceConnected > PRESENCE_UPDATE_MIN_FREQ_SECONDS * 1000) {
    lastConnected = now;
    changed = true;
  }
  if (active && sinceActive > PRESENCE_UPDATE_MIN_FREQ_SECONDS * 1000) {
    lastActive = now;
    if (now > lastConnected) lastConnected = now;
    changed = true;
  }
  return changed ? { times: { lastConnected, lastActive }, announce: becameOnline } : null;
}

/** The row with the next number of the realm's sequence, in one statement (the sequence row is the hot lock). */
async function savePresence(
  sql: SqlReader,
  realmId: number,
  userId: number,
  t: { lastConnected: Date; lastActive: Date | null },
): Promise<void> {
  await sql.query(
    `WITH seq AS (
       INSERT INTO presence_sequence (realm_id, last_update_id) VALUES ($2, 1)
       ON CONFLICT (realm_id) DO UPDATE SET last_update_id = presence_sequence.last_update_id + 1
       RETURNING last_update_id
     )
     INSERT INTO user_presence (user_id, realm_id, last_connected_time, last_active_time, last_update_id)
     VALUES ($1, $2, $3, $4, (SELECT last_update_id FROM seq))
     ON CONFLICT (user_id) DO UPDATE SET last_connected_time = EXCLUDED.last_connected_time,
       last_active_time = EXCLUDED.last_active_time, last_update_id = EXCLUDED.last_update_id`,
    [userId, realmId, t.lastConnected, t.lastActive],
  );
}

/**
 * Who hears of a user's presence: every active user, or with
 * GUEST_ACCESS_LIMITS_PRESENCE those who can access the user (Zulip's
 * get_user_ids_who_can_access_user when CAN_ACCESS_ALL_USERS_GROUP_LIMITS_PRESENCE).
 */
async function presenceAudience(
  sql: SqlReader,
  realmId: number,
  userId: number,
  limitedByAccess: boolean,
): Promise<number[]> {
  if (limitedByAccess) return userIdsWhoCanAccess(sql, { id: userId, realmId, isBot: false });
  return (
    await sql.query<{ id: number }>('SELECT id FROM user_profile WHERE realm_id = $1 AND is_active ORDER BY id', [
      realmId,
    ])
  ).map((r) => r.id);
}
