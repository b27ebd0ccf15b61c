import type { Tx } from '../context.ts';
import type { UserRow } from './format.ts';
import { systemBot, type SystemBotIdentity } from './system-bot.ts';

/** Zulip's settings.NOTIFICATION_BOT. */
export const NOTIFICATION_BOT: SystemBotIdentity = {
  email: 'notification-bot@zulip.com',
  fullName: 'Notification Bot',
};

/** The realm's Notification Bot, which posts the "topic was moved" and "marked as resolved" messages. */
export const notificationBot = (tx: Tx, realmId: number, now: Date): Promise<UserRow> =>
  systemBot(tx, realmId, now, NOTIFICATION_BOT);
