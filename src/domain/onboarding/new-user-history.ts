import type { Tx } from '../context.ts';
import { FLAG_BIT } from '../messages/flags.ts';
import type { UserRow } from '../users/format.ts';
import { WELCOME_BOT } from './welcome-bot.ts';

/** Zulip's MAX_NUM_RECENT_MESSAGES. */
const MAX_NUM_RECENT_MESSAGES = 1000;

/**
 * Zulip's add_new_user_history in an organization with tracked onboarding
 * messages: the new user gets those (unread, the first of each topic
 * starred) and the newest messages of their channels with shared history
 * (read), all marked historical. Zulip records the onboarding messages in
 * OnboardingUserMessage; here they are the Welcome Bot's channel messages,
 * which are only ever those. Returns whether there were any. Zulip's history
 * for organizations without them (the newest messages, some unread) is not
 * done here.
 */
export async function addOnboardingHistory(tx: Tx, user: UserRow): Promise<boolean> {
  const tracked = await tx.$queryRawUnsafe<Array<{ id: number; first: boolean }>>(
    `SELECT m.id, m.id = min(m.id) OVER (PARTITION BY m.subject) AS first
       FROM message m JOIN user_profile b ON b.id = m.sender_id
      WHERE m.realm_id = $1 AND m.is_channel_message AND b.is_bot AND b.delivery_email = $2`,
    user.realmId,
    WELCOME_BOT.email,
  );
  if (tracked.length === 0) return false;
  const recent = await tx.$queryRawUnsafe<Array<{ id: number }>>(
    `SELECT m.id FROM message m
       JOIN subscription s ON s.recipient_id = m.recipient_id AND s.user_id = $2 AND s.active
       JOIN stream st ON st.recipient_id = m.recipient_id AND st.history_public_to_subscribers
      WHERE m.realm_id = $1
      ORDER BY m.id DESC LIMIT ${MAX_NUM_RECENT_MESSAGES}`,
    user.realmId,
    user.id,
  );
  const flags = new Map<number, number>(recent.map((m) => [m.id, FLAG_BIT.historical | FLAG_BIT.read]));
  for (const m of tracked) flags.set(m.id, FLAG_BIT.historical | (m.first ? FLAG_BIT.starred : 0));
  await tx.$executeRawUnsafe(
    `INSERT INTO user_message (user_id, message_id, flags)
     SELECT $1, id, f FROM unnest($2::int[], $3::bigint[]) AS t(id, f) ON CONFLICT DO NOTHING`,
    user.id,
    [...flags.keys()],
    [...flags.values()],
  );
  return true;
}
