import type { Realm } from '../../../generated/prisma/client.ts';
import type { Deps, Tx } from '../../context.ts';
import type { AddressedEvent } from '../../events/types.ts';
import type { UserRow } from '../../users/format.ts';
import { notificationBot } from '../../users/notification-bot.ts';
import { FLAG_BIT } from '../flags.ts';
import { renderMessage } from '../../markdown/render-message.ts';
import { insertMessage, renderedColumns } from '../store.ts';
import { publishNewMessage } from './message-events.ts';
import { directRecipientId } from './resolve-direct.ts';

/**
 * Zulip's internal_send_private_message from the Notification Bot: one
 * direct message to each of `to`, unread for them and read for the bot.
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
  const bot = await notificationBot(tx, realm.id, deps.clock.now());
  await sendBotDms(deps, tx, emit, { realm, bot, to, content });
}

export interface BotDms {
  realm: Realm;
  bot: UserRow;
  to: readonly UserRow[];
  content: string;
  /** The recipients' flags besides is_private (default: none, i.e. unread); the bot's copy is read. */
  flags?: number;
}

/**
 * Zulip's internal_send_private_message from a system bot to each of `to`.
 * The content is rendered once for all of them. Returns the message ids, in
 * the order of `to`.
 */
export async function sendBotDms(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  dms: BotDms,
): Promise<number[]> {
  const { realm, bot, content } = dms;
  const now = deps.clock.now();
  const rendered = await renderMessage(tx, deps.server, deps.renderer, {
    realm,
    sender: bot,
    content,
    channelLinks: 'all',
  });
  const ids: number[] = [];
  for (const user of dms.to) {
    const recipientId = await directRecipientId(tx, realm.id, bot, [user]);
    // Zulip's create_user_messages marks every copy of a direct message is_private:
    // the `is:dm` and `dm:` narrows (and marking them read) find rows by it.
    const flags = new Map([
      [user.id, (dms.flags ?? 0) | FLAG_BIT.is_private],
      [bot.id, FLAG_BIT.read | FLAG_BIT.is_private],
    ]);
    const id = await insertMessage(
      tx,
      {
        realmId: realm.id,
        senderId: bot.id,
        recipientId,
        isChannelMessage: false,
        subject: '',
        content,
        dateSent: now,
        sendingClient: 'Internal',
        ...renderedColumns(rendered),
      },
      flags,
    );
    await publishNewMessage(tx, emit, { user: bot, realm }, id, flags, {}, deps.linkifiers);
    ids.push(id);
  }
  return ids;
}
