import type { Actor } from '../../actor.ts';
import type { Deps } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { realmSettingsOf } from '../../realm/settings.ts';
import { FLAG_BIT } from '../flags.ts';
import { accessMessage } from './access.ts';

/**
 * GET /messages/{message_id}/read_receipts (Zulip's read_receipts view): who
 * has read a message the user may see. The message is checked first (an
 * inaccessible one is "Invalid message(s)" even when receipts are off), then
 * the organization's setting. Left out, as in Zulip: the sender (who read it
 * by writing it), deactivated users, and users whose `send_read_receipts` is
 * off. Bots are included (a bot may mark messages read to say it processed
 * them), and so are users who only starred a message they never received.
 * Zulip also leaves out users who muted the asker and users the asker muted.
 */
export async function readReceipts(deps: Deps, actor: Actor, messageId: number): Promise<number[]> {
  const db = deps.db.sql;
  const message = await accessMessage(db, actor, messageId, { modifying: false });
  if (realmSettingsOf(actor.realm.settings).enable_read_receipts !== true) {
    throw badRequest('Read receipts are disabled in this organization.');
  }
  const rows = await db.query<{ user_id: number }>(
    `SELECT um.user_id FROM user_message um JOIN user_profile u ON u.id = um.user_id
      WHERE um.message_id = $1 AND um.user_id <> $2 AND (um.flags & ${FLAG_BIT.read}) <> 0
        AND u.is_active AND COALESCE((u.settings->>'send_read_receipts')::boolean, true)
        AND NOT EXISTS (SELECT 1 FROM muted_user mu
                         WHERE (mu.user_id = um.user_id AND mu.muted_user_id = $3)
                            OR (mu.user_id = $3 AND mu.muted_user_id = um.user_id))
      ORDER BY um.user_id`,
    [message.id, message.senderId, actor.user.id],
  );
  return rows.map((r) => Number(r.user_id));
}
