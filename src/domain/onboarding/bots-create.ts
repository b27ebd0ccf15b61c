import type { Actor } from '../actor.ts';
import { generateApiKey } from '../users/api-keys.ts';
import { accessChannelByName, ChannelViewer } from '../channels/access.ts';
import type { Db, Deps, Tx } from '../context.ts';
import { inTransaction } from '../context.ts';
import { badRequest } from '../errors.ts';
import { checkMemberOrAdmin } from '../user-groups/access.ts';
import { isValidUrl } from '../url-check.ts';
import { fakeEmailDomain } from '../realm/realm-url.ts';
import { checkBotCreationAllowed, checkBotNameAvailable } from '../users/bots-access.ts';
import {
  botSummary,
  BotType,
  loadBot,
  SERVICE_INTERFACE_VALUES,
  ServiceInterface,
  type Bot,
} from '../users/bots-format.ts';
import { insertUser } from './insert-user.ts';
import { botOwnerUserIds } from '../users/events.ts';
import { lockRealm } from '../users/owners.ts';
import { findUserByDeliveryEmail } from '../users/queries.ts';
import { checkFullNameInRealm, isValidEmail } from '../users/validate.ts';

export interface CreateBotInput {
  fullName: string;
  shortName: string;
  botType?: number;
  /** Outgoing webhooks: where Zulip would POST; stored only, this server makes no outgoing calls. */
  payloadUrl?: string;
  serviceName?: string | null;
  configData?: Record<string, string>;
  interfaceType?: number;
  defaultSendingStream?: string | null;
  defaultEventsRegisterStream?: string | null;
  defaultAllPublicStreams?: boolean | null;
}

export const invalidPayloadUrl = () => badRequest('payload_url is not a URL').about('payloadUrl');

/** Zulip's check_short_name: the stripped short name may not be empty. */
function checkShortName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) throw badRequest('Bad name or username').about('shortName');
  return name;
}

/** access_stream_by_name for the acting user: a bot's default channel must be one they can reach. */
export async function accessDefaultChannel(db: Db, actor: Actor, name: string): Promise<number> {
  const viewer = new ChannelViewer(db, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });
  return (await accessChannelByName(viewer, name)).stream.id;
}

/** The parts of add_bot_backend before the write, in Zulip's order. */
async function validate(deps: Deps, tx: Tx, actor: Actor, input: CreateBotInput) {
  const botType = input.botType ?? BotType.GENERIC;
  if (input.payloadUrl !== undefined && !isValidUrl(input.payloadUrl)) throw invalidPayloadUrl();
  const shortName = checkShortName(input.shortName);
  // Incoming webhooks keep a missing service name: it names an integration to check against.
  const serviceName =
    botType === BotType.INCOMING_WEBHOOK ? (input.serviceName ?? null) : input.serviceName || shortName;
  const fullName = await checkFullNameInRealm(tx, actor.realm, input.fullName, actor.user.id);
  const email = `${shortName}-bot@${fakeEmailDomain(deps.server)}`;
  // EMBEDDED_BOTS_ENABLED is off, as in a default Zulip install.
  if (botType === BotType.EMBEDDED) throw badRequest('Embedded bots are not enabled.').about('botType');
  // Zulip quotes an address part that is no dot-atom; this server refuses such short names instead.
  if (!isValidEmail(email)) throw badRequest('Bad name or username').about('shortName');
  if (await findUserByDeliveryEmail(tx, actor.realm.id, email))
    throw badRequest('Username already in use').about('shortName');
  await checkBotNameAvailable(tx, actor.realm.id, fullName, false);
  await checkBotCreationAllowed(tx, actor, botType);
  const interfaceType = input.interfaceType ?? ServiceInterface.GENERIC;
  if (!SERVICE_INTERFACE_VALUES.includes(interfaceType))
    throw badRequest('Invalid interface type').about('interfaceType');
  const sending =
    input.defaultSendingStream == null ? null : await accessDefaultChannel(tx, actor, input.defaultSendingStream);
  const register =
    input.defaultEventsRegisterStream == null
      ? null
      : await accessDefaultChannel(tx, actor, input.defaultEventsRegisterStream);
  // Zulip checks an incoming webhook's integration against its catalogue; this server has none, and
  // integrations without configuration options (nearly all) are refused by Zulip the same way.
  if (botType === BotType.INCOMING_WEBHOOK && serviceName) {
    throw badRequest(`Invalid integration '${serviceName}'.`).about('serviceName');
  }
  return { botType, serviceName, fullName, email, interfaceType, sending, register };
}

/**
 * POST /bots (Zulip's add_bot_backend): a member allowed by
 * can_create_bots_group (or, for incoming webhooks,
 * can_create_write_only_bots_group) creates a bot they own. Its address is
 * `<short_name>-bot@<bot domain>`. Everyone hears of the new user; its owner
 * and the administrators get the bot with its API key (`realm_bot`/`add`).
 */
export async function createBot(deps: Deps, actor: Actor, input: CreateBotInput): Promise<Bot> {
  checkMemberOrAdmin(actor);
  return inTransaction(deps, async (tx, emit) => {
    // Serializes creations, so two requests cannot both take one address.
    await lockRealm(tx, actor.realm.id);
    const v = await validate(deps, tx, actor, input);
    const created = await insertUser(
      deps,
      tx,
      {
        realmId: actor.realm.id,
        email: v.email,
        fullName: v.fullName,
        isBot: true,
        botType: v.botType,
        botOwnerId: actor.user.id,
      },
      emit,
    );
    const bot = await tx.user.update({
      where: { id: created.id },
      data: {
        defaultSendingStreamId: v.sending,
        defaultEventsRegisterStreamId: v.register,
        defaultAllPublicStreams: input.defaultAllPublicStreams ?? false,
      },
    });
    if (v.botType === BotType.OUTGOING_WEBHOOK) {
      await tx.botService.create({
        data: {
          userId: bot.id,
          name: v.serviceName ?? '',
          baseUrl: input.payloadUrl ?? '',
          interface: v.interfaceType,
          token: generateApiKey(),
        },
      });
    }
    if (v.botType === BotType.INCOMING_WEBHOOK) {
      const entries = Object.entries(input.configData ?? {});
      if (entries.length > 0)
        await tx.botConfigData.createMany({ data: entries.map(([key, value]) => ({ botId: bot.id, key, value })) });
    }
    const info = await loadBot(tx, bot);
    emit({
      realmId: bot.realmId,
      event: { type: 'realm_bot', op: 'add', bot: botSummary(info) },
      userIds: await botOwnerUserIds(tx, bot),
    });
    return info;
  });
}
