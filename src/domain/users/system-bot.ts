import { generateApiKey } from './api-keys.ts';
import type { Tx } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { EmailVisibility } from '../settings/user-settings.ts';
import { RecipientType } from '../recipient-type.ts';
import type { UserRow } from './format.ts';
import { BotType, Role } from '../roles.ts';

/** One of Zulip's system bots (settings.NOTIFICATION_BOT, settings.WELCOME_BOT…): its address and name. */
export interface SystemBotIdentity {
  email: string;
  fullName: string;
}

/**
 * The realm's accounts apart from its copies of system bots, which Zulip keeps
 * in a realm of their own. They are the only bots without an owner: a bot made
 * in the realm always has one (its creator, or whom it was handed to).
 */
export const notSystemBot = { OR: [{ isBot: false }, { botOwnerId: { not: null } }] } satisfies Prisma.UserWhereInput;

/** Advisory-lock class for creating a system bot, so two concurrent transactions cannot both create it. */
const LOCK_CLASS = 0x7a_62_6f_74;

const findBot = (tx: Tx, realmId: number, email: string): Promise<UserRow | null> =>
  tx.user.findFirst({ where: { realmId, isBot: true, deliveryEmail: email }, orderBy: { id: 'asc' } });

/**
 * The realm's copy of a system bot. Zulip has them as cross-realm bots; here
 * each realm gets its own, made on first use. It is written directly (not
 * through insertUser) so it joins no role groups and announces nothing: it
 * only ever sends messages on others' behalf.
 */
export async function systemBot(tx: Tx, realmId: number, now: Date, identity: SystemBotIdentity): Promise<UserRow> {
  const existing = await findBot(tx, realmId, identity.email);
  if (existing) return existing;
  await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM pg_advisory_xact_lock($1::int, $2::int)`, LOCK_CLASS, realmId);
  const raced = await findBot(tx, realmId, identity.email);
  if (raced) return raced;
  const bot = await tx.user.create({
    data: {
      realmId,
      email: identity.email,
      deliveryEmail: identity.email,
      fullName: identity.fullName,
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
