import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { badRequest } from '../errors.ts';
import { RecipientType } from '../recipient-type.ts';
import { isGuest, Role } from '../roles.ts';

/*
 * Zulip's can_access_all_users_group (zerver/lib/users.py): while it is
 * role:everyone (the default) every user sees every user. Set to role:members
 * (the only other value allowed), a guest sees only bots, themselves, and the
 * people they share a channel or a direct-message conversation with; everyone
 * else is an "Unknown user" to them. Only guests are ever limited, so the
 * common path asks nothing of the database.
 */

/** What a viewer may know of users (Zulip's check_can_access_user and get_accessible_user_ids). */
export interface UserAccess {
  /** False for everyone but a guest of an organization that limits guests: then every user is accessible. */
  readonly limited: boolean;
  /**
   * Whether the user is shown in lists (GET /users, register's realm_users) and
   * as themselves wherever they appear: users of a shared direct-message
   * conversation stay listed after they are deactivated, as in Zulip's
   * get_user_dicts_in_realm.
   */
  listed(userId: number): boolean;
  /**
   * Zulip's check_can_access_user, for lookups of one user: bots, oneself, and
   * the users listed. (Zulip counts only active users' subscriptions here, so a
   * deactivated member of a shared group is listed yet refused; here a user
   * the guest is shown can also be looked up.)
   */
  canAccess(user: { id: number; isBot: boolean }): boolean;
  /** Zulip's get_accessible_user_ids (what statuses and presences are limited to): active humans listed, bots left out. */
  accessibleHuman(userId: number): boolean;
}

export const FULL_ACCESS: UserAccess = {
  limited: false,
  listed: () => true,
  canAccess: () => true,
  accessibleHuman: () => true,
};

/** Who views: the actor, of whom only the id, role and organization matter (the role decides whether anything is asked). */
export type AccessViewer = { user: Pick<Actor['user'], 'id' | 'role'>; realm: Pick<Actor['realm'], 'id'> };

/**
 * Zulip's all_users_accessible_by_everyone_in_realm, negated: whether the
 * organization's can_access_all_users_group is narrower than role:everyone.
 * Read from the database, not from a realm row loaded earlier: a WebSocket
 * keeps its actor for hours.
 */
export async function realmLimitsGuests(sql: SqlReader, realmId: number): Promise<boolean> {
  const [row] = await sql.query<{ name: string | null }>(
    `SELECT g.name FROM realm r JOIN user_group g ON g.id = (r.settings->>'can_access_all_users_group')::int AND g.realm_id = r.id
      WHERE r.id = $1`,
    [realmId],
  );
  return row !== undefined && row.name !== 'role:everyone';
}

/**
 * The users a limited guest is shown (Zulip's get_accessible_user_ids with
 * include_deactivated_users, plus bots and the guest): everyone subscribed to
 * a channel or direct-message group the guest is subscribed to (deactivated
 * users only through a group), and both sides of the guest's one-to-one
 * conversations (Zulip's get_users_involved_in_dms_with_target_users).
 */
const LISTED_SQL = `
  SELECT u.id, u.is_active, u.is_bot FROM user_profile u
   WHERE u.realm_id = $1 AND (u.is_bot OR u.id = $2 OR u.id IN (
     SELECT s.user_id FROM subscription s JOIN recipient r ON r.id = s.recipient_id
      WHERE s.active AND (s.is_user_active OR r.type = ${RecipientType.DIRECT_MESSAGE_GROUP})
        AND s.recipient_id IN (
          SELECT m.recipient_id FROM subscription m JOIN recipient mr ON mr.id = m.recipient_id
           WHERE m.user_id = $2 AND m.active AND mr.type IN (${RecipientType.STREAM}, ${RecipientType.DIRECT_MESSAGE_GROUP}))
     UNION
     SELECT r.type_id FROM message m JOIN recipient r ON r.id = m.recipient_id
      WHERE m.realm_id = $1 AND m.sender_id = $2 AND r.type = ${RecipientType.PERSONAL}
     UNION
     SELECT m.sender_id FROM message m
      WHERE m.realm_id = $1 AND m.recipient_id = (SELECT recipient_id FROM user_profile WHERE id = $2)))`;

interface ListedRow {
  id: number;
  is_active: boolean;
  is_bot: boolean;
}

function limitedAccess(viewerId: number, rows: ListedRow[]): UserAccess {
  const listed = new Map(rows.map((r) => [r.id, r]));
  return {
    limited: true,
    listed: (id) => listed.has(id),
    canAccess: (u) => u.id === viewerId || u.isBot || listed.has(u.id),
    accessibleHuman: (id) => {
      const row = listed.get(id);
      return row !== undefined && !row.is_bot && (row.is_active || id === viewerId);
    },
  };
}

/** The viewer's access to users: FULL_ACCESS without a query unless the viewer is a guest. */
export async function userAccessOf(sql: SqlReader, viewer: AccessViewer): Promise<UserAccess> {
  if (!isGuest(viewer.user.role) || !(await realmLimitsGuests(sql, viewer.realm.id))) return FULL_ACCESS;
  return limitedAccess(
    viewer.user.id,
    await sql.query<ListedRow & Record<string, unknown>>(LISTED_SQL, [viewer.realm.id, viewer.user.id]),
  );
}

/** Zulip's access_user_common for reading a user: "Insufficient permission" when the viewer cannot access them. */
export async function checkCanAccessUser(
  sql: SqlReader,
  viewer: AccessViewer,
  target: { id: number; isBot: boolean },
): Promise<void> {
  if (target.id === viewer.user.id || target.isBot || !isGuest(viewer.user.role)) return;
  if (!(await userAccessOf(sql, viewer)).canAccess(target)) throw badRequest('Insufficient permission');
}

/**
 * Whether the guest `g` (a user_profile alias) shares an active channel or
 * group subscription, or a one-to-one conversation, with user $2 of realm $1:
 * index lookups from the guest's side (its subscriptions, the messages it sent
 * and was sent), so a user with a long history costs no more than another.
 */
const sharesWith = (g: string): string => `(
  EXISTS (SELECT 1 FROM subscription m JOIN recipient r ON r.id = m.recipient_id AND r.type IN (${RecipientType.STREAM}, ${RecipientType.DIRECT_MESSAGE_GROUP})
            JOIN subscription s ON s.recipient_id = m.recipient_id AND s.user_id = ${g}.id AND s.active AND s.is_user_active
           WHERE m.user_id = $2 AND m.active)
  OR EXISTS (SELECT 1 FROM message m WHERE m.realm_id = $1 AND m.recipient_id = ${g}.recipient_id AND m.sender_id = $2)
  OR EXISTS (SELECT 1 FROM message m WHERE m.realm_id = $1 AND m.sender_id = ${g}.id
               AND m.recipient_id = (SELECT recipient_id FROM user_profile WHERE id = $2)))`;

/** True in realm $1 when can_access_all_users_group is narrower than role:everyone (evaluated once per statement). */
const REALM_LIMITS_GUESTS_SQL = `EXISTS (SELECT 1 FROM realm r JOIN user_group lg ON lg.id = (r.settings->>'can_access_all_users_group')::int
                  WHERE r.id = $1 AND lg.name <> 'role:everyone')`;

/**
 * Zulip's get_user_ids_who_can_access_user: the active users who may hear
 * about `target` (its changes, status, presence). Every active user unless the
 * organization limits guests and the target is human; then the active
 * non-guests, the target, and the guests sharing a channel or a conversation
 * with them.
 */
export async function userIdsWhoCanAccess(
  sql: SqlReader,
  target: { id: number; realmId: number; isBot: boolean },
): Promise<number[]> {
  const rows = target.isBot
    ? await sql.query<{ id: number }>('SELECT id FROM user_profile WHERE realm_id = $1 AND is_active ORDER BY id', [
        target.realmId,
      ])
    : await sql.query<{ id: number }>(
        `SELECT u.id FROM user_profile u
          WHERE u.realm_id = $1 AND u.is_active AND (u.role <> ${Role.GUEST} OR u.id = $2 OR NOT ${REALM_LIMITS_GUESTS_SQL} OR ${sharesWith('u')})
          ORDER BY u.id`,
        [target.realmId, target.id],
      );
  return rows.map((r) => r.id);
}

/**
 * (target, other) pairs: for each guest of $2 (an int array) in realm $1, the
 * active users sharing an active channel or group subscription with it, and
 * those of its one-to-one conversations (Zulip's
 * get_subscribers_of_target_user_subscriptions and
 * get_users_involved_in_dms_with_target_users). Meant for guests: their
 * conversations are read from their own messages.
 */
export const SHARING_PAIRS_SQL = `
  SELECT m.user_id AS target, s.user_id AS other
    FROM subscription m JOIN recipient r ON r.id = m.recipient_id AND r.type IN (${RecipientType.STREAM}, ${RecipientType.DIRECT_MESSAGE_GROUP})
    JOIN subscription s ON s.recipient_id = m.recipient_id AND s.active AND s.is_user_active
   WHERE m.user_id = ANY($2::int[]) AND m.active
  UNION
  SELECT m.sender_id, r.type_id FROM message m JOIN recipient r ON r.id = m.recipient_id AND r.type = ${RecipientType.PERSONAL}
   WHERE m.realm_id = $1 AND m.sender_id = ANY($2::int[])
  UNION
  SELECT u.id, m.sender_id FROM user_profile u JOIN message m ON m.recipient_id = u.recipient_id AND m.realm_id = $1
   WHERE u.id = ANY($2::int[])`;

/**
 * Of `receivers`, the guests who cannot access `target` (to whom events about
 * it are not sent, or sent with the "Unknown user" placeholder); empty when
 * the organization does not limit guests, none of them is a guest, or the
 * target is a bot. One statement.
 */
export async function guestsWithoutAccess(
  sql: SqlReader,
  target: { id: number; realmId: number; isBot: boolean },
  receivers: readonly number[],
): Promise<Set<number>> {
  if (target.isBot || receivers.length === 0) return new Set();
  const rows = await sql.query<{ id: number }>(
    `SELECT g.id FROM user_profile g
      WHERE g.id = ANY($3::int[]) AND g.realm_id = $1 AND g.role = ${Role.GUEST} AND g.id <> $2
        AND ${REALM_LIMITS_GUESTS_SQL} AND NOT ${sharesWith('g')}`,
    [target.realmId, target.id, [...new Set(receivers)]],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Of `receivers`, the guests that may not access someone among `others`
 * (typing: a guest that may not see the typist, or another participant, is not told).
 */
export async function guestsWithoutAccessToAny(
  sql: SqlReader,
  realmId: number,
  others: ReadonlyArray<{ id: number; isBot: boolean }>,
  receivers: readonly number[],
): Promise<Set<number>> {
  const out = new Set<number>();
  for (const o of others) for (const g of await guestsWithoutAccess(sql, { ...o, realmId }, receivers)) out.add(g);
  return out;
}
