import * as bots from '../../resolvers/bots.ts';
import { bool, dict, int, str, type Check } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { userRoute, type RouteDef } from '../route.ts';
import { presentCreatedBot, presentOwnedBot, presentUpdatedBot } from '../presenters/bots.ts';

/** Json[dict[str, str]]. */
const stringDict: Check<Record<string, string>> = (v, path) =>
  Object.fromEntries(Object.entries(dict(v, path)).map(([k, x]) => [k, str()(x, `${path}["${k}"]`)]));

const botId = (path: Record<string, string>) => Number(path.bot_id);

/** A bot's default channel: the empty string clears it. */
const channelOrNone = (name: string | undefined): string | null | undefined => (name === '' ? null : name);

/** Zulip answers a multipart avatar by storing it; this server keeps gravatars, so it refuses none but ignores the file. */
function readCreate(params: Params) {
  const fullName = params.str('full_name', { required: true });
  const shortName = params.str('short_name', { required: true });
  const botType = params.json('bot_type', int());
  const payloadUrl = params.json('payload_url', str());
  const serviceName = params.str('service_name');
  const configData = params.json('config_data', stringDict);
  const interfaceType = params.json('interface_type', int());
  const defaultSendingStream = params.str('default_sending_stream');
  const defaultEventsRegisterStream = params.str('default_events_register_stream');
  const defaultAllPublicStreams = params.json('default_all_public_streams', bool);
  return {
    fullName,
    shortName,
    botType,
    payloadUrl,
    serviceName,
    configData,
    interfaceType,
    defaultSendingStream,
    defaultEventsRegisterStream,
    defaultAllPublicStreams,
  };
}

function readUpdate(params: Params) {
  const fullName = params.str('full_name');
  const role = params.json('role', int());
  const botOwnerId = params.json('bot_owner_id', int());
  const configData = params.json('config_data', stringDict);
  const servicePayloadUrl = params.json('service_payload_url', str());
  const serviceInterface = params.json('service_interface', int());
  const defaultSendingStream = channelOrNone(params.str('default_sending_stream'));
  const defaultEventsRegisterStream = channelOrNone(params.str('default_events_register_stream'));
  const defaultAllPublicStreams = params.json('default_all_public_streams', bool);
  return {
    fullName,
    role,
    botOwnerId,
    configData,
    servicePayloadUrl,
    serviceInterface,
    defaultSendingStream,
    defaultEventsRegisterStream,
    defaultAllPublicStreams,
  };
}

/**
 * Zulip's bot administration (zerver/views/users.py). None of these paths
 * is in Zulip's OpenAPI description. Outgoing webhook services are called
 * by src/domain/bots/outgoing-webhooks; embedded bots are not enabled.
 */
export const botsRoutes: RouteDef[] = [
  userRoute('GET', '/bots', async (ctx) => ({ bots: (await bots.ownBots(ctx)).map(presentOwnedBot) }), {
    typed: false,
  }),
  userRoute('POST', '/bots', async (ctx) => {
    return presentCreatedBot(await bots.createBot(ctx, readCreate(ctx.params)));
  }),
  userRoute('PATCH', '/bots/{bot_id:int}', async (ctx) => {
    const input = readUpdate(ctx.params);
    const info = await bots.updateBot(ctx, botId(ctx.path), input);
    return presentUpdatedBot(info, input, await bots.botOwnerEmail(ctx, info));
  }),
  userRoute('DELETE', '/bots/{bot_id:int}', async (ctx) => {
    await bots.deactivateBot(ctx, botId(ctx.path));
    return {};
  }),
  userRoute('POST', '/bots/{bot_id:int}/api_key/regenerate', async (ctx) => {
    const bot = await bots.regenerateBotApiKey(ctx, botId(ctx.path));
    return { api_key: bot.apiKey };
  }),
];
