import type { Actor } from '../../actor.ts';
import { inTransaction, type Deps } from '../../context.ts';
import { ChannelNotFoundError } from '../../errors.ts';
import type { ChannelAddress } from './addresses.ts';
import { sendNotificationDms } from './notification-dm.ts';

/** Zulip's UserProfile.BOT_OWNER_STREAM_ALERT_WAITPERIOD, in minutes. */
const WAIT_MINUTES = 1;

/** Why the owner is told: the channel is missing, or (the message went through) it has no subscribers. */
type Problem = { missing: ChannelAddress } | { emptyChannel: string };

function noticeText(botEmail: string, problem: Problem): string {
  const bot = `\`${botEmail}\``;
  if ('emptyChannel' in problem) {
    return `Your bot ${bot} tried to send a message to channel #**${problem.emptyChannel}**. The channel exists but does not have any subscribers.`;
  }
  const address = problem.missing;
  if (address.kind === 'id') {
    return `Your bot ${bot} tried to send a message to channel ID ${address.id}, but there is no channel with that ID.`;
  }
  return (
    `Your bot ${bot} tried to send a message to channel #**${address.name.trim()}**, but that channel does not exist. ` +
    'Click [here](#channels/new) to create it.'
  );
}

/**
 * Zulip's send_pm_if_empty_stream: the Notification Bot tells the bot's owner
 * that a channel is missing or has no subscribers, at most once a minute per
 * bot (Zulip's send_rate_limited_pm_notification_to_bot_owner, which reuses
 * the bot's last_reminder). It is its own transaction: a send to a missing
 * channel fails, and the notice must stay.
 */
async function notifyOwner(deps: Deps, actor: Actor, problem: Problem): Promise<void> {
  const sender = actor.user;
  await inTransaction(deps, async (tx, emit) => {
    // The row lock makes concurrent failures of one bot send one notice.
    await tx.$queryRawUnsafe('SELECT id FROM user_profile WHERE id = $1::int FOR UPDATE', sender.id);
    const bot = await tx.user.findUniqueOrThrow({ where: { id: sender.id } });
    const now = deps.clock.now();
    if (bot.lastReminder && now.getTime() - bot.lastReminder.getTime() <= WAIT_MINUTES * 60_000) return;
    const owner = bot.botOwnerId === null ? null : await tx.user.findUnique({ where: { id: bot.botOwnerId } });
    if (!owner) return;
    await sendNotificationDms(deps, tx, emit, actor.realm, [owner], noticeText(bot.deliveryEmail, problem));
    await tx.user.update({ where: { id: bot.id }, data: { lastReminder: now } });
  });
}

/** The channel's name when it has no active subscriber (asked only for bots' messages, off the people's hot path). */
async function emptyChannelName(deps: Deps, actor: Actor, address: ChannelAddress): Promise<string | null> {
  const where = address.kind === 'id' ? 's.id = $2::int' : 'lower(s.name) = lower($2::text)';
  const rows = await deps.db.sql.query<{ name: string; subscribers: number }>(
    `SELECT s.name, (SELECT count(*)::int FROM subscription x WHERE x.recipient_id = s.recipient_id AND x.active AND x.is_user_active) AS subscribers
       FROM stream s WHERE s.realm_id = $1::int AND ${where}`,
    [actor.realm.id, address.kind === 'id' ? address.id : address.name.trim()],
  );
  return rows.length === 1 && rows[0].subscribers === 0 ? rows[0].name : null;
}

/**
 * Runs a channel send. For a bot with an owner, a missing channel also tells
 * the owner (then fails as before), and so does a message that went to a
 * channel without subscribers.
 */
export async function withBotOwnerNotices<T>(
  deps: Deps,
  actor: Actor,
  address: ChannelAddress,
  send: () => Promise<T>,
): Promise<T> {
  const watched = actor.user.isBot && actor.user.botOwnerId !== null;
  let result: T;
  try {
    result = await send();
  } catch (e) {
    if (e instanceof ChannelNotFoundError && watched) await notifyOwner(deps, actor, { missing: address });
    throw e;
  }
  const empty = watched ? await emptyChannelName(deps, actor, address) : null;
  if (empty !== null) await notifyOwner(deps, actor, { emptyChannel: empty });
  return result;
}
