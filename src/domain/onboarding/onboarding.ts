import { prismaReader } from '../../db/sql.ts';
import type { Realm } from '../../generated/prisma/client.ts';
import { insertChannels } from '../channels/create-channel.ts';
import { renderDescription } from '../markdown/render-description.ts';
import type { Deps, Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { sendBotMessage } from '../messages/edit/notifications.ts';
import { FLAG_BIT } from '../messages/flags.ts';
import { emojiDataByName } from '../realm-emoji/emoji-data.ts';
import { sendBotDms } from '../messages/send/notification-dm.ts';
import type { UserRow } from '../users/format.ts';
import { initialDirectMessageContent } from './initial-dm-text.ts';
import { addOnboardingHistory } from './new-user-history.ts';
import { GREETINGS_CONTENT, INITIAL_CHANNELS, INITIAL_REALM_MESSAGES } from './initial-realm-text.ts';
import { welcomeBot } from './welcome-bot.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { welcomeBotCustomMessage } from './test-welcome-message.ts';
import { announceSignup } from './signup-announcement.ts';

type Emit = (e: AddressedEvent) => void;

/**
 * Zulip's do_create_realm makes three public channels, all default channels
 * (so the owner, created next, joins them). With WELCOME_MESSAGES=off a new
 * organization starts with none, as it did before this onboarding existed.
 */
export async function createInitialChannels(deps: Deps, tx: Tx, realmId: number): Promise<void> {
  if (!deps.server.welcomeMessages) return;
  const realm = await tx.realm.findUniqueOrThrow({ where: { id: realmId } });
  const now = deps.clock.now();
  const channels = [];
  for (const c of INITIAL_CHANNELS) {
    channels.push({
      realmId,
      name: c.name,
      description: c.description,
      renderedDescription: await renderDescription(tx, deps, realm, c.description, 'all'),
      now,
    });
  }
  const streams = await insertChannels(tx, realmId, channels);
  await tx.defaultStream.createMany({ data: streams.map((s) => ({ realmId, streamId: s.id })) });
}

/**
 * Zulip's send_initial_realm_messages: the Welcome Bot's first messages in
 * the initial channels (unread for their subscribers: the new owner), and its
 * :wave: on the greetings message. Called once the owner exists, as Zulip's
 * registration does.
 */
export async function sendInitialRealmMessages(deps: Deps, tx: Tx, emit: Emit, realmId: number): Promise<void> {
  if (!deps.server.welcomeMessages) return;
  const realm = await tx.realm.findUniqueOrThrow({ where: { id: realmId } });
  const bot = await welcomeBot(tx, realmId, deps.clock.now());
  const streams = await tx.stream.findMany({ where: { realmId, name: { in: INITIAL_CHANNELS.map((c) => c.name) } } });
  const byName = new Map(streams.map((s) => [s.name, s]));
  let greetingsId: number | null = null;
  for (const m of INITIAL_REALM_MESSAGES) {
    const stream = byName.get(m.channel);
    if (!stream) continue;
    const id = await sendBotMessage({ deps, tx, emit, realm, actor: bot, sender: bot }, stream, m.topic, m.content);
    if (m.content === GREETINGS_CONTENT) greetingsId = id;
  }
  if (greetingsId === null) return;
  // Nobody can have an event queue in an organization created in this transaction: no reaction event to send.
  const wave = await emojiDataByName(prismaReader(tx), realmId, 'wave');
  await tx.reaction.create({
    data: { messageId: greetingsId, userId: bot.id, emojiName: 'wave', emojiCode: wave.code, reactionType: wave.type },
  });
}

/**
 * Zulip's process_new_human_user, for a new human user (not a bot) in the
 * transaction that creates them, once subscribed to the default channels:
 * the organization's onboarding messages (add_new_user_history), the
 * announcement of the sign-up (notify_new_user, whatever WELCOME_MESSAGES
 * says, as Zulip always sends it), then the Welcome Bot's direct message
 * (send_initial_direct_message), unread and starred.
 */
export async function onboardNewUser(
  deps: Deps,
  tx: Tx,
  emit: Emit,
  user: UserRow,
  invitationText: string | null = null,
): Promise<void> {
  if (user.isBot) return;
  const hasOnboardingMessages = deps.server.welcomeMessages && (await addOnboardingHistory(tx, user));
  const realm: Realm = await tx.realm.findUniqueOrThrow({ where: { id: user.realmId } });
  await announceSignup(deps, tx, emit, realm, user);
  if (!deps.server.welcomeMessages) return;
  const bot = await welcomeBot(tx, realm.id, deps.clock.now());
  const content = initialDirectMessageContent({ orgType: realm.orgType, role: user.role, hasOnboardingMessages });
  await sendBotDms(deps, tx, emit, { realm, bot, to: [user], content, flags: FLAG_BIT.starred });
  // Then the custom message: the invitation's, else the organization's; an empty one is not sent.
  const custom = invitationText ?? String(realmSettingsOf(realm.settings).welcome_message_custom_text ?? '');
  if (custom !== '')
    await sendBotDms(deps, tx, emit, { realm, bot, to: [user], content: welcomeBotCustomMessage(custom) });
}
