import type { SqlReader } from '../../../db/sql.ts';
import { Role } from '../../roles.ts';
import type { MessageChannel } from './access.ts';

/**
 * Zulip's event_recipient_ids_for_action_on_messages: who hears of a
 * reaction or deletion on messages of one conversation. Direct messages:
 * everyone with a UserMessage row. Channels: active subscribers; for
 * protected history only those who also received the messages; for public
 * channels also non-guests holding a UserMessage row (e.g. historical rows
 * from starring or reacting). Not everyone who could have fetched the
 * messages: that is Zulip's trade-off too.
 */
export async function eventRecipientIds(
  db: SqlReader,
  messageIds: number[],
  channel: MessageChannel | null,
): Promise<Set<number>> {
  const withRows = async (nonGuestsOnly: boolean) =>
    (
      await db.query<{ user_id: number }>(
        `SELECT DISTINCT um.user_id FROM user_message um
           ${nonGuestsOnly ? `JOIN user_profile u ON u.id = um.user_id AND u.role <> ${Role.GUEST}` : ''}
          WHERE um.message_id = ANY($1::int[])`,
        [messageIds],
      )
    ).map((r) => Number(r.user_id));
  if (channel === null) return new Set(await withRows(false));
  const subscribers = new Set(
    (
      await db.query<{ user_id: number }>(
        `SELECT user_id FROM subscription WHERE recipient_id = $1 AND active AND is_user_active`,
        [channel.recipientId],
      )
    ).map((r) => Number(r.user_id)),
  );
  if (!channel.historyPublicToSubscribers) {
    return new Set((await withRows(false)).filter((id) => subscribers.has(id)));
  }
  if (channel.inviteOnly) return subscribers;
  for (const id of await withRows(true)) subscribers.add(id);
  return subscribers;
}
