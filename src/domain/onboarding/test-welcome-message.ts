import type { Actor } from '../actor.ts';
import { inTransaction, type Deps } from '../context.ts';
import { adminRequired, badRequest, InputPathError } from '../errors.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import { sendBotDms } from '../messages/send/notification-dm.ts';
import { isAdmin } from '../roles.ts';
import { longerThan } from '../text.ts';
import { welcomeBot } from './welcome-bot.ts';

/** Zulip's Realm.MAX_REALM_WELCOME_MESSAGE_CUSTOM_TEXT_LENGTH. */
export const MAX_WELCOME_MESSAGE_CUSTOM_TEXT_LENGTH = 8000;

/**
 * The Welcome Bot's custom message to a new user: the text as the
 * administrators wrote it (Zulip's test asserts it is in the message; the
 * preview and the sign-up send it alike).
 */
export const welcomeBotCustomMessage = (text: string): string => text;

/**
 * POST /realm/test_welcome_bot_custom_message (Zulip 11, feature level 416):
 * an administrator previews a custom welcome message, which the Welcome Bot
 * sends them as a direct message, as a new user would get it. Administrators
 * only (checked before the text is read); the text must not be empty nor
 * longer than 8000 characters. Answers the message's id.
 */
export async function sendTestWelcomeBotCustomMessage(
  deps: Deps,
  actor: Actor,
  source: InputOrReader<{ welcomeMessageCustomText: string }>,
): Promise<number> {
  if (!isAdmin(actor.user.role)) throw adminRequired();
  const text = readInput(source).welcomeMessageCustomText;
  if (longerThan(text, MAX_WELCOME_MESSAGE_CUSTOM_TEXT_LENGTH)) {
    throw new InputPathError(
      ['welcomeMessageCustomText'],
      (place) => `${place} is too long (limit: ${MAX_WELCOME_MESSAGE_CUSTOM_TEXT_LENGTH} characters)`,
    );
  }
  if (text.length === 0) throw badRequest('Message must not be empty').about('welcomeMessageCustomText');
  return inTransaction(deps, async (tx, emit) => {
    const bot = await welcomeBot(tx, actor.realm.id, deps.clock.now());
    const [id] = await sendBotDms(deps, tx, emit, {
      realm: actor.realm,
      bot,
      to: [actor.user],
      content: welcomeBotCustomMessage(text),
    });
    return id;
  });
}
