import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { guestsWithoutAccess } from '../users/user-access.ts';

/** Zulip's MAX_STREAM_SIZE_FOR_TYPING_NOTIFICATIONS: bigger channels get no typing events. */
export const MAX_CHANNEL_SIZE_FOR_TYPING = 100;

/** A user who could hear of typing: whether they are active and want typing notifications. */
export interface TypingListener {
  id: number;
  isActive: boolean;
  settings: unknown;
}

export const receivesTyping = (u: TypingListener): boolean =>
  u.isActive && userSettingsOf(u.settings).receives_typing_notifications === true;

/**
 * Who hears of typing in a channel: its active subscribers (the typist
 * included) who receive typing notifications, or nobody once the channel has
 * more than 100 subscribers (Zulip skips those for performance).
 */
export async function channelTypingAudience(db: SqlReader, recipientId: number): Promise<number[]> {
  const rows = await db.query<{ user_id: number; settings: unknown }>(
    `SELECT s.user_id, u.settings FROM subscription s JOIN user_profile u ON u.id = s.user_id
      WHERE s.recipient_id = $1 AND s.active AND s.is_user_active AND u.is_active
      ORDER BY s.user_id`,
    [recipientId],
  );
  if (rows.length > MAX_CHANNEL_SIZE_FOR_TYPING) return [];
  return rows
    .filter((r) => receivesTyping({ id: r.user_id, isActive: true, settings: r.settings }))
    .map((r) => Number(r.user_id));
}

/** The same user may be listed twice (e.g. `to` naming the typist); each queue hears an event once. */
export const distinct = (ids: number[]): number[] => [...new Set(ids)];

/**
 * A channel's typing audience without the guests that may not access the
 * typist (can_access_all_users_group): only a typist outside the channel can
 * be one, so subscribers typing cost nothing more.
 */
export async function withoutGuestsDenied(deps: Deps, actor: Actor, audience: number[]): Promise<number[]> {
  if (audience.length === 0 || audience.includes(actor.user.id) || actor.user.isBot) return audience;
  const denied = await guestsWithoutAccess(deps.db.sql, actor.user, audience);
  return denied.size === 0 ? audience : audience.filter((id) => !denied.has(id));
}
