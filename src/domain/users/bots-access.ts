import type { Actor } from '../actor.ts';
import { hasRealmPermission } from '../realm/realm-permissions.ts';
import type { Db, Tx } from '../context.ts';
import { badRequest, insufficientPermission, ownerRequired, unauthorized } from '../errors.ts';
import { botSummary, BotType, loadBot } from './bots-format.ts';
import { canAdminUser, isStorableId } from './access.ts';
import { botOwnerUserIds, emitRealmUserUpdate, type Emit } from './events.ts';
import type { UserRow } from './format.ts';
import { isAdmin, isOwner } from '../roles.ts';

export const noSuchBot = () => badRequest('No such bot').as('notFound');

/**
 * Zulip's validate_api_key: an incoming webhook bot may only send messages
 * (and call webhook integrations); elsewhere its key is refused like a bad
 * one. Transports name the operation being called; the list of those open to
 * such bots (Zulip's allow_incoming_webhooks views) lives only here.
 */
const limitedToSending = (actor: Actor): boolean => actor.user.isBot && actor.user.botType === BotType.INCOMING_WEBHOOK;

/** Operations an incoming webhook bot may call; any other (or none named) is refused. */
export type WebhookOpenOperation = 'sendMessage';

export const incomingWebhookRefused = () => unauthorized('This API is not available to incoming webhook bots.');

export const mayCallOperation = (actor: Actor, operation?: WebhookOpenOperation): boolean =>
  operation === 'sendMessage' || !limitedToSending(actor);

export function checkOperationAccess(actor: Actor, operation?: WebhookOpenOperation): void {
  if (!mayCallOperation(actor, operation)) throw incomingWebhookRefused();
}

/**
 * Zulip's UserProfile.allowed_bot_types: can_create_bots_group allows every
 * type this server offers, can_create_write_only_bots_group incoming webhooks
 * only. Embedded bots need EMBEDDED_BOTS_ENABLED, off here as in a default
 * Zulip install.
 */
export async function allowedBotTypes(db: Db, actor: Actor): Promise<number[]> {
  if (await hasRealmPermission(db, actor.realm, actor.user, 'can_create_bots_group')) {
    return [BotType.GENERIC, BotType.INCOMING_WEBHOOK, BotType.OUTGOING_WEBHOOK];
  }
  if (await hasRealmPermission(db, actor.realm, actor.user, 'can_create_write_only_bots_group'))
    return [BotType.INCOMING_WEBHOOK];
  return [];
}

/** Zulip's check_bot_creation_policy: all bots with can_create_bots_group, incoming webhooks with the write-only one. */
export async function checkBotCreationPolicy(db: Db, actor: Actor, botType: number): Promise<number[]> {
  const allowed = await allowedBotTypes(db, actor);
  const mayCreate = allowed.length > 1 || (botType === BotType.INCOMING_WEBHOOK && allowed.includes(botType));
  if (!mayCreate) throw insufficientPermission();
  return allowed;
}

/** Zulip's check_bot_creation_policy then check_valid_bot_type. */
export async function checkBotCreationAllowed(db: Db, actor: Actor, botType: number): Promise<void> {
  const allowed = await checkBotCreationPolicy(db, actor, botType);
  if (!allowed.includes(botType)) throw badRequest('Invalid bot type');
}

/** Zulip's access_bot_by_id: the bot's owner or an administrator; an owner for a bot that may create users. */
export async function accessBotById(db: Db, actor: Actor, botId: number): Promise<UserRow> {
  const bot = isStorableId(botId) ? await db.user.findFirst({ where: { id: botId, realmId: actor.realm.id } }) : null;
  if (!bot?.isBot) throw noSuchBot();
  if (!canAdminUser(actor, bot)) throw insufficientPermission();
  if (bot.canCreateUsers && !isOwner(actor.user.role)) throw ownerRequired();
  return bot;
}

/**
 * Zulip's check_bot_name_available: no active user may already have the name
 * (exactly, after stripping). Reactivation names the bot in its message.
 */
export async function checkBotNameAvailable(
  db: Db,
  realmId: number,
  fullName: string,
  activation: boolean,
): Promise<void> {
  const dup = await db.user.findFirst({
    where: { realmId, fullName: fullName.trim(), isActive: true },
    select: { id: true },
  });
  if (!dup) return;
  if (activation) {
    throw badRequest(
      `There is already an active bot named "${fullName}" in this organization. To reactivate this bot, you must rename or deactivate the other one first.`,
    );
  }
  throw badRequest('Name is already in use!');
}

/**
 * Zulip's do_change_bot_owner events, once the bot has its new owner: the
 * previous owner (unless an administrator, who sees every bot) loses it, the
 * new one (likewise) gains it, the others who administer it get an update,
 * and everyone learns the new bot_owner_id.
 */
export async function emitBotOwnerChange(
  tx: Tx,
  bot: UserRow,
  previous: UserRow | null,
  owner: UserRow,
  emit: Emit,
): Promise<void> {
  const updateIds = new Set(await botOwnerUserIds(tx, bot));
  if (previous && !isAdmin(previous.role)) {
    emit({ realmId: bot.realmId, event: { type: 'realm_bot', op: 'delete', botId: bot.id }, userIds: [previous.id] });
    updateIds.delete(previous.id);
  }
  if (!isAdmin(owner.role)) {
    emit({
      realmId: bot.realmId,
      event: { type: 'realm_bot', op: 'add', bot: botSummary(await loadBot(tx, bot)) },
      userIds: [owner.id],
    });
    updateIds.delete(owner.id);
  }
  emit({
    realmId: bot.realmId,
    event: { type: 'realm_bot', op: 'update', botId: bot.id, changes: { ownerId: owner.id } },
    userIds: [...updateIds],
  });
  await emitRealmUserUpdate(tx, bot, { botOwnerId: owner.id }, emit);
}
