import type { Actor } from '../actor.ts';
import type { Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import { adminRequired, badRequest, ownerRequired } from '../errors.ts';
import { isValidUrl } from '../url-check.ts';
import { isStorableId } from '../users/access.ts';
import { replaceApiKey } from '../users/api-key.ts';
import { accessBotById, checkBotNameAvailable, emitBotOwnerChange } from '../users/bots-access.ts';
import { accessDefaultChannel } from '../onboarding/bots-create.ts';
import {
  botConfigOf,
  channelNameOf,
  loadBot,
  SERVICE_INTERFACE_VALUES,
  ServiceInterface,
  type Bot,
} from '../users/bots-format.ts';
import { deactivateWithBots } from './deactivate.ts';
import { emitRealmBotUpdate, emitRealmUserUpdate, syncRoleGroupsWithEvents, type Emit } from '../users/events.ts';
import type { UserRow } from '../users/format.ts';
import { lockRealm } from '../users/owners.ts';
import { isAdmin, isOwner, Role, ROLE_VALUES } from '../roles.ts';

export const invalidBotRole = () => badRequest('Invalid role: Value error, Not in the list of possible values');
import { checkFullNameInRealm } from '../users/validate.ts';

export interface UpdateBotInput {
  fullName?: string;
  role?: number;
  botOwnerId?: number;
  configData?: Record<string, string>;
  /** Outgoing webhooks: the new URL (stored only; no outgoing calls are made) and its interface. */
  servicePayloadUrl?: string;
  serviceInterface?: number;
  /** A channel name, or null for none (REST's empty string). */
  defaultSendingStream?: string | null;
  defaultEventsRegisterStream?: string | null;
  defaultAllPublicStreams?: boolean;
}

async function changeRole(deps: Deps, tx: Tx, actor: Actor, bot: UserRow, role: number, emit: Emit): Promise<UserRow> {
  if ((role === Role.OWNER || isOwner(bot.role)) && !isOwner(actor.user.role)) throw ownerRequired();
  if (!isAdmin(actor.user.role)) throw adminRequired();
  const updated = await tx.user.update({ where: { id: bot.id }, data: { role } });
  await emitRealmUserUpdate(tx, updated, { role }, emit);
  await syncRoleGroupsWithEvents(tx, updated, deps.clock.now(), emit);
  return updated;
}

/** Zulip's check_change_bot_full_name: an unchanged name is silently skipped (the web app always sends it). */
async function changeName(tx: Tx, actor: Actor, bot: UserRow, raw: string, emit: Emit): Promise<UserRow> {
  const name = await checkFullNameInRealm(tx, actor.realm, raw, bot.id);
  if (name === bot.fullName) return bot;
  await checkBotNameAvailable(tx, actor.realm.id, name, false);
  const updated = await tx.user.update({ where: { id: bot.id }, data: { fullName: name } });
  await emitRealmUserUpdate(tx, updated, { fullName: name }, emit);
  await emitRealmBotUpdate(tx, updated, { fullName: name }, emit);
  return updated;
}

async function changeOwner(tx: Tx, actor: Actor, bot: UserRow, ownerId: number, emit: Emit): Promise<UserRow> {
  const owner = isStorableId(ownerId)
    ? await tx.user.findFirst({ where: { id: ownerId, realmId: actor.realm.id } })
    : null;
  if (!owner) throw badRequest('Failed to change owner, no such user').about('botOwnerId');
  if (!owner.isActive) throw badRequest('Failed to change owner, user is deactivated').about('botOwnerId');
  if (owner.isBot) throw badRequest("Failed to change owner, bots can't own other bots").about('botOwnerId');
  if (owner.id === bot.botOwnerId) return bot;
  const previous = bot.botOwnerId === null ? null : await tx.user.findUnique({ where: { id: bot.botOwnerId } });
  const updated = await tx.user.update({ where: { id: bot.id }, data: { botOwnerId: owner.id } });
  await emitBotOwnerChange(tx, updated, previous, owner, emit);
  return updated;
}

type DefaultChannelField = 'defaultSendingStreamId' | 'defaultEventsRegisterStreamId';

async function changeDefaultChannel(
  tx: Tx,
  actor: Actor,
  bot: UserRow,
  field: DefaultChannelField,
  name: string | null,
  emit: Emit,
) {
  const streamId = name === null ? null : await accessDefaultChannel(tx, actor, name);
  const updated = await tx.user.update({ where: { id: bot.id }, data: { [field]: streamId } });
  const channel = await channelNameOf(tx, streamId);
  const changes =
    field === 'defaultSendingStreamId' ? { defaultSendingStream: channel } : { defaultEventsRegisterStream: channel };
  await emitRealmBotUpdate(tx, updated, changes, emit);
  return updated;
}

/** Zulip's do_update_outgoing_webhook_service: the bot's (single) service gets the new URL and interface. */
async function changeService(tx: Tx, bot: UserRow, url: string, iface: number, emit: Emit): Promise<void> {
  if (!SERVICE_INTERFACE_VALUES.includes(iface)) throw badRequest('Invalid interface type').about('serviceInterface');
  const service = await tx.botService.findFirst({ where: { userId: bot.id }, orderBy: { id: 'asc' } });
  // Zulip fails with a server error here for a bot without a service.
  if (!service) throw badRequest('This bot has no outgoing webhook service').about('servicePayloadUrl');
  const s = await tx.botService.update({ where: { id: service.id }, data: { baseUrl: url, interface: iface } });
  await emitRealmBotUpdate(
    tx,
    bot,
    { services: [{ baseUrl: s.baseUrl, interface: s.interface, token: s.token }] },
    emit,
  );
}

/** Zulip's do_update_bot_config_data: keys are set one by one, the event carries the whole configuration. */
async function changeConfig(tx: Tx, bot: UserRow, config: Record<string, string>, emit: Emit): Promise<void> {
  for (const [key, value] of Object.entries(config)) {
    await tx.botConfigData.upsert({
      where: { botId_key: { botId: bot.id, key } },
      create: { botId: bot.id, key, value },
      update: { value },
    });
  }
  await emitRealmBotUpdate(tx, bot, { services: [{ configData: await botConfigOf(tx, bot.id) }] }, emit);
}

/**
 * PATCH /bots/{bot_id} (Zulip's patch_bot_backend), in its order: role, full
 * name, owner, default channels, service, configuration. One transaction, so
 * a refused part leaves the earlier ones undone.
 */
export async function updateBot(deps: Deps, actor: Actor, botId: number, input: UpdateBotInput): Promise<Bot> {
  if (input.role !== undefined && !ROLE_VALUES.includes(input.role)) throw invalidBotRole();
  if (input.servicePayloadUrl !== undefined && !isValidUrl(input.servicePayloadUrl)) {
    throw badRequest('service_payload_url is not a URL').about('servicePayloadUrl');
  }
  return inTransaction(deps, async (tx, emit) => {
    await lockRealm(tx, actor.realm.id);
    let bot = await accessBotById(tx, actor, botId);
    if (input.role !== undefined && input.role !== bot.role)
      bot = await changeRole(deps, tx, actor, bot, input.role, emit);
    if (input.fullName !== undefined) bot = await changeName(tx, actor, bot, input.fullName, emit);
    if (input.botOwnerId !== undefined) bot = await changeOwner(tx, actor, bot, input.botOwnerId, emit);
    if (input.defaultSendingStream !== undefined) {
      bot = await changeDefaultChannel(tx, actor, bot, 'defaultSendingStreamId', input.defaultSendingStream, emit);
    }
    if (input.defaultEventsRegisterStream !== undefined) {
      bot = await changeDefaultChannel(
        tx,
        actor,
        bot,
        'defaultEventsRegisterStreamId',
        input.defaultEventsRegisterStream,
        emit,
      );
    }
    if (input.defaultAllPublicStreams !== undefined) {
      bot = await tx.user.update({
        where: { id: bot.id },
        data: { defaultAllPublicStreams: input.defaultAllPublicStreams },
      });
      await emitRealmBotUpdate(tx, bot, { defaultAllPublicStreams: input.defaultAllPublicStreams }, emit);
    }
    if (input.servicePayloadUrl !== undefined) {
      await changeService(tx, bot, input.servicePayloadUrl, input.serviceInterface ?? ServiceInterface.GENERIC, emit);
    }
    if (input.configData !== undefined) await changeConfig(tx, bot, input.configData, emit);
    return loadBot(tx, bot);
  });
}

/** POST /bots/{bot_id}/api_key/regenerate (Zulip's regenerate_bot_api_key): the old key stops working at once. */
export async function regenerateBotApiKey(deps: Deps, actor: Actor, botId: number): Promise<UserRow> {
  return inTransaction(deps, async (tx, emit) => {
    const bot = await accessBotById(tx, actor, botId);
    return replaceApiKey(tx, bot, emit);
  });
}

/** DELETE /bots/{bot_id} (Zulip's deactivate_bot_backend). A deactivated bot stays deactivated, silently. */
export async function deactivateBot(deps: Deps, actor: Actor, botId: number): Promise<UserRow> {
  return inTransaction(deps, async (tx, emit) => {
    await lockRealm(tx, actor.realm.id);
    const bot = await accessBotById(tx, actor, botId);
    await deactivateWithBots(tx, bot, emit);
    return tx.user.findUniqueOrThrow({ where: { id: bot.id } });
  });
}

/** GET /bots (Zulip's get_bots_backend): the user's own active bots, oldest first, even for administrators. */
export async function listOwnBots(deps: Deps, actor: Actor): Promise<Bot[]> {
  const db = deps.db.prisma;
  const bots = await db.user.findMany({
    where: { realmId: actor.realm.id, isBot: true, isActive: true, botOwnerId: actor.user.id },
    orderBy: [{ dateJoined: 'asc' }, { id: 'asc' }],
  });
  const infos: Bot[] = [];
  for (const b of bots) infos.push(await loadBot(db, b));
  return infos;
}
