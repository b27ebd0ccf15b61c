import { generateApiKey } from '../../auth/api-keys.ts';
import type { Tx } from '../../context.ts';
import { BotType, Role } from '../../users/roles.ts';
import type { UserRow } from '../../users/format.ts';
import { RecipientType } from '../../users/create-user.ts';
import { EmailVisibility } from '../../settings/user-settings.ts';

/** Zulip's settings.NOTIFICATION_BOT. */
export const NOTIFICATION_BOT_EMAIL = 'notification-bot@zulip.com';
export const NOTIFICATION_BOT_NAME = 'Notification Bot';

/** Advisory-lock class for creating the bot, so two concurrent edits cannot both create it. */
const LOCK_CLASS = 0x7a_62_6f_74;

const findBot = (tx: Tx, realmId: number): Promise<UserRow | null> =>
  tx.user.findFirst({ where: { realmId, isBot: true, deliveryEmail: NOTIFICATION_BOT_EMAIL }, orderBy: { id: 'asc' } });

/**
 * The realm's Notification Bot, which posts the "topic was moved" and
 * "marked as resolved" messages. Zulip has it as a cross-realm system bot;
 * here each realm gets its own, made on first use. It is written directly
 * (not through insertUser) so it joins no role groups and announces nothing:
 * it only ever sends messages on others' behalf.
 */
export async function notificationBot(tx: Tx, realmId: number, now: Date): Promise<UserRow> {
  const existing = await findBot(tx, realmId);
  if (existing) return existing;
  await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM pg_advisory_xact_lock($1::int, $2::int)`, LOCK_CLASS, realmId);
  const raced = await findBot(tx, realmId);
  if (raced) return raced;
  const bot = await tx.user.create({
    data: {
      realmId,
      email: NOTIFICATION_BOT_EMAIL,
      deliveryEmail: NOTIFICATION_BOT_EMAIL,
      fullName: NOTIFICATION_BOT_NAME,
      role: Role.MEMBER,
      isBot: true,
      botType: BotType.GENERIC,
      apiKey: generateApiKey(),
      dateJoined: now,
      settings: { email_address_visibility: EmailVisibility.EVERYONE },
    },
  });
  const recipient = await tx.recipient.create({ data: { realmId, type: RecipientType.PERSONAL, typeId: bot.id } });
  return tx.user.update({ where: { id: bot.id }, data: { recipientId: recipient.id } });
}
