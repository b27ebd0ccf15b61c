import type { Tx } from '../context.ts';
import type { UserRow } from '../users/format.ts';
import { systemBot, type SystemBotIdentity } from '../users/system-bot.ts';

/** Zulip's settings.WELCOME_BOT. */
export const WELCOME_BOT: SystemBotIdentity = { email: 'welcome-bot@zulip.com', fullName: 'Welcome Bot' };

/** The realm's Welcome Bot, which greets new users and posts a new organization's first messages. */
export const welcomeBot = (tx: Tx, realmId: number, now: Date): Promise<UserRow> =>
  systemBot(tx, realmId, now, WELCOME_BOT);

/**
 * Zulip's remove_single_newlines: its message texts are written wrapped, and
 * a single line break (not one before a list item) joins the lines with a space.
 */
export function removeSingleNewlines(content: string): string {
  return content.replace(/^\n+|\n+$/g, '').replace(/(?<!\n)\n(?!\n|[-*] |[0-9]+\. ) */g, ' ');
}
