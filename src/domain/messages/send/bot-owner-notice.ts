import type { Actor } from '../../auth/actor.ts';
import { inTransaction, type Deps } from '../../context.ts';
import { ChannelNotFoundError } from '../../errors.ts';
import { notificationBot } from '../edit/notification-bot.ts';
import { FLAG_BIT } from '../flags.ts';
import { renderMessage } from '../render-message.ts';
import { insertMessage, renderedColumns } from '../store.ts';
import type { ChannelAddress } from './addresses.ts';
import { publishNewMessage } from './message-events.ts';
import { directRecipientId } from './resolve-direct.ts';

/** Zulip's UserProfile.BOT_OWNER_STREAM_ALERT_WAITPERIOD, in minutes. */
const WAIT_MINUTES = 1;

function noticeText(botEmail: string, address: ChannelAddress): string {
  const bot = `\`${botEmail}\``;
  if (address.kind === 'id') {
    return `Your bot ${bot} tried to send a message to channel ID ${address.id}, but there is no channel with that ID.`;
  }
  return (
    `Your bot ${bot} tried to send a message to channel #**${address.name.trim()}**, but that channel does not exist. ` +
    'Click [here](#channels/new) to create it.'
  );
}

/**
 * Zulip's send_pm_if_empty_stream for a missing channel: the Notification Bot
 * tells the bot's owner, at most once a minute per bot (Zulip's
 * send_rate_limited_pm_notification_to_bot_owner, which reuses the bot's
 * last_reminder). It is its own transaction: the send itself fails.
 */
export async function notifyOwnerOfMissingChannel(deps: Deps, actor: Actor, address: ChannelAddress): Promise<void> {
  const sender = actor.user;
  if (!sender.isBot || sender.botOwnerId === null) return;
  await inTransaction(deps, async (tx, emit) => {
    // The row lock makes concurrent failures of one bot send one notice.
    await tx.$queryRawUnsafe('SELECT id FROM user_profile WHERE id = $1::int FOR UPDATE', sender.id);
    const bot = await tx.user.findUniqueOrThrow({ where: { id: sender.id } });
    const now = deps.clock.now();
    if (bot.lastReminder && now.getTime() - bot.lastReminder.getTime() <= WAIT_MINUTES * 60_000) return;
    const owner = bot.botOwnerId === null ? null : await tx.user.findUnique({ where: { id: bot.botOwnerId } });
    if (!owner) return;
    const notifier = await notificationBot(tx, actor.realm.id, now);
    const content = noticeText(bot.deliveryEmail, address);
    const rendered = await renderMessage(tx, deps.server, deps.renderer, { realm: actor.realm, sender: notifier, content });
    const recipientId = await directRecipientId(tx, actor.realm.id, notifier, [owner]);
    const flags = new Map([
      [owner.id, 0],
      [notifier.id, FLAG_BIT.read],
    ]);
    const id = await insertMessage(
      tx,
      { realmId: actor.realm.id, senderId: notifier.id, recipientId, isChannelMessage: false, subject: '', content, dateSent: now, sendingClient: 'Internal', ...renderedColumns(rendered) },
      flags,
    );
    await publishNewMessage(tx, emit, { user: notifier, realm: actor.realm }, id, flags, {}, deps.linkifiers);
    await tx.user.update({ where: { id: bot.id }, data: { lastReminder: now } });
  });
}

/** Runs a channel send; a bot's send to a missing channel also tells its owner, then fails as before. */
export async function withMissingChannelNotice<T>(deps: Deps, actor: Actor, address: ChannelAddress, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (e) {
    if (e instanceof ChannelNotFoundError && actor.user.isBot) await notifyOwnerOfMissingChannel(deps, actor, address);
    throw e;
  }
}
