import type { Realm } from '../../../generated/prisma/client.ts';
import type { Deps, Tx } from '../../context.ts';
import type { AddressedEvent } from '../../events/types.ts';
import type { UserRow } from '../../users/format.ts';
import { notificationBot } from '../edit/notification-bot.ts';
import { FLAG_BIT } from '../flags.ts';
import { renderMessage } from '../render-message.ts';
import { insertMessage, renderedColumns } from '../store.ts';
import { publishNewMessage } from './message-events.ts';
import { directRecipientId } from './resolve-direct.ts';

/**
 * Zulip's internal_send_private_message from the Notification Bot: one
 * direct message to each of `to`, unread for them and read for the bot.
 * The content is rendered once for all of them.
 */
export async function sendNotificationDms(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  realm: Realm,
  to: readonly UserRow[],
  content: string,
): Promise<void> {
  if (to.length === 0) return;
  const now = deps.clock.now();
  const bot = await notificationBot(tx, realm.id, now);
  const rendered = await renderMessage(tx, deps.server, deps.renderer, { realm, sender: bot, content });
  for (const user of to) {
    const recipientId = await directRecipientId(tx, realm.id, bot, [user]);
    const flags = new Map([
      [user.id, 0],
      [bot.id, FLAG_BIT.read],
    ]);
    const id = await insertMessage(
      tx,
      { realmId: realm.id, senderId: bot.id, recipientId, isChannelMessage: false, subject: '', content, dateSent: now, sendingClient: 'Internal', ...renderedColumns(rendered) },
      flags,
    );
    await publishNewMessage(tx, emit, { user: bot, realm }, id, flags, {}, deps.linkifiers);
  }
}
