import { ChannelNotFoundError } from '../../domain/errors.ts';
import { botAvatarUrl, ServiceInterface, type Bot, type BotService } from '../../domain/users/bots-format.ts';
import type { UserRow } from '../../domain/users/format.ts';
import { BotType } from '../../domain/roles.ts';
import * as bots from '../../resolvers/bots.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf, optionalIdOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { listResolver, totalCountField } from '../connections.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { BotTypeEnum, UserRef } from './user.ts';

type BotTypeValue = (typeof BotType)[keyof typeof BotType];
type InterfaceValue = (typeof ServiceInterface)[keyof typeof ServiceInterface];

export const ServiceInterfaceEnum = builder.enumType('BotServiceInterface', {
  description: "How an outgoing webhook would format its request (Zulip's Service interfaces).",
  values: {
    GENERIC: { value: ServiceInterface.GENERIC, description: "Zulip's own outgoing webhook format." },
    SLACK: { value: ServiceInterface.SLACK, description: "Slack's outgoing webhook format." },
  },
});

const BotConfigEntry = builder.objectRef<{ key: string; value: string }>('BotConfigEntry').implement({
  description: "One key and value of an embedded bot's configuration.",
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The configuration key.' }),
    value: t.exposeString('value', { description: 'Its value.' }),
  }),
});

const OutgoingWebhookService = builder
  .objectRef<Extract<BotService, { kind: 'outgoing' }>>('OutgoingWebhookService')
  .implement({
    description: 'Where an outgoing webhook bot would be called. Stored only: this server makes no outgoing calls.',
    fields: (t) => ({
      baseUrl: t.expose('baseUrl', { description: 'The URL the bot would be called at.', type: 'URL' }),
      interface: t.field({
        description: 'The call format.',
        type: ServiceInterfaceEnum,
        resolve: (s) => s.interface as InterfaceValue,
      }),
      token: t.exposeString('token', { description: 'The token the bot would receive with each call.' }),
    }),
  });

const EmbeddedBotService = builder
  .objectRef<Extract<BotService, { kind: 'embedded' }>>('EmbeddedBotService')
  .implement({
    description: 'Which embedded bot runs, and its configuration.',
    fields: (t) => ({
      serviceName: t.exposeString('serviceName', { description: 'The embedded bot\'s name (e.g. "converter").' }),
      configData: t.field({
        description: "The bot's configuration entries.",
        type: [BotConfigEntry],
        resolve: (s) => Object.entries(s.configData).map(([key, value]) => ({ key, value })),
      }),
    }),
  });

const BotService = builder.unionType('BotService', {
  description: "A bot's service: where an outgoing webhook is called, or which embedded bot runs.",
  types: [OutgoingWebhookService, EmbeddedBotService],
  resolveType: (s) => (s.kind === 'outgoing' ? 'OutgoingWebhookService' : 'EmbeddedBotService'),
});

export const BotRef = builder.node(builder.objectRef<Bot>('Bot'), {
  id: { resolve: (b) => b.bot.id },
  loadMany: viewerNodes(nodes.botNodes),
  description: 'A bot as its owner and the administrators see it: with its API key, default channels and services.',
  fields: (t) => ({
    botId: t.int({ description: "Zulip's user id of the bot.", resolve: (b) => b.bot.id }),
    user: t.field({ type: UserRef, description: 'The bot as a user.', resolve: (b) => b.bot }),
    fullName: t.string({ description: "The bot's name.", resolve: (b) => b.bot.fullName }),
    email: t.field({
      type: 'EmailAddress',
      description: "The bot's email address (its login for the API).",
      resolve: (b) => b.bot.email,
    }),
    botType: t.field({
      type: BotTypeEnum,
      description: 'The kind of bot.',
      resolve: (b) => (b.bot.botType ?? BotType.GENERIC) as BotTypeValue,
    }),
    isActive: t.boolean({ description: 'False for a deactivated bot.', resolve: (b) => b.bot.isActive }),
    apiKey: t.string({ description: "The bot's API key (its credentials).", resolve: (b) => b.bot.apiKey }),
    avatarUrl: t.field({ type: 'URL', description: 'Its avatar image.', resolve: (b) => botAvatarUrl(b.bot) }),
    ownerId: t.int({
      description: "Zulip's id of the bot's owner; null when it has none.",
      nullable: true,
      resolve: (b) => b.bot.botOwnerId,
    }),
    defaultSendingChannelName: t.string({
      description: 'The channel the bot sends to when a message names none; null: none.',
      nullable: true,
      resolve: (b) => b.defaultSendingStream,
    }),
    defaultEventsRegisterChannelName: t.string({
      description: 'The channel whose events the bot receives by default; null: none.',
      nullable: true,
      resolve: (b) => b.defaultEventsRegisterStream,
    }),
    defaultAllPublicChannels: t.boolean({
      description: 'Whether the bot receives the events of every public channel by default.',
      resolve: (b) => b.bot.defaultAllPublicStreams,
    }),
    services: t.field({
      description: 'Outgoing webhook or embedded bot services; empty for other bots.',
      type: [BotService],
      resolve: (b) => b.services,
    }),
  }),
});

const ConfigEntryInput = builder.inputType('BotConfigEntryInput', {
  description: "One key and value of an embedded bot's configuration.",
  fields: (t) => ({
    key: t.string({ required: true, description: 'The configuration key.' }),
    value: t.string({ required: true, description: 'Its value.' }),
  }),
});

const configOf = (entries: ReadonlyArray<{ key: string; value: string }> | null | undefined) =>
  entries ? Object.fromEntries(entries.map((e) => [e.key, e.value])) : undefined;

const CreateBotInput = builder.inputType('CreateBotInput', {
  description: 'POST /bots: the new bot (owned by the viewer).',
  fields: (t) => ({
    fullName: t.string({ required: true, description: "The bot's name." }),
    shortName: t.string({ required: true, description: "The bot's address becomes `<shortName>-bot@<bot domain>`." }),
    botType: t.field({ type: BotTypeEnum, description: 'GENERIC when absent.' }),
    payloadUrl: t.field({ type: 'URL', description: 'Outgoing webhooks: stored only, never called.' }),
    interfaceType: t.field({
      description: 'Outgoing webhooks: the format of the calls (GENERIC when absent).',
      type: ServiceInterfaceEnum,
    }),
    serviceName: t.string({ description: 'Embedded bots: which one.' }),
    configData: t.field({ description: 'Embedded bots: their configuration.', type: [ConfigEntryInput] }),
    defaultSendingChannelName: t.string({ description: 'The channel the bot sends to when a message names none.' }),
    defaultEventsRegisterChannelName: t.string({
      description: 'The channel whose events the bot receives by default.',
    }),
    defaultAllPublicChannels: t.boolean({
      description: 'Whether the bot receives the events of every public channel by default.',
    }),
  }),
});

const UpdateBotInput = builder.inputType('UpdateBotInput', {
  description: 'PATCH /bots/{bot_id}: the bot, and what to change (fields left out are not changed).',
  fields: (t) => ({
    botId: t.int({ description: "The bot, by Zulip's user id (or give `id`)." }),
    id: t.globalID({ for: BotRef, description: GLOBAL_ID_HELP }),
    fullName: t.string({ description: "The bot's new name." }),
    botOwnerId: t.int({ description: "The new owner, by Zulip's id." }),
    botOwner: t.globalID({ for: UserRef, description: 'The new owner by its global id (instead of `botOwnerId`).' }),
    defaultSendingChannelName: t.string({ description: 'The empty string clears it.' }),
    defaultEventsRegisterChannelName: t.string({ description: 'The empty string clears it.' }),
    defaultAllPublicChannels: t.boolean({
      description: 'Whether the bot receives the events of every public channel by default.',
    }),
    servicePayloadUrl: t.field({ description: 'Outgoing webhooks: the new URL (stored only).', type: 'URL' }),
    serviceInterface: t.field({ description: 'Outgoing webhooks: the new call format.', type: ServiceInterfaceEnum }),
    configData: t.field({ description: 'Embedded bots: configuration entries to set.', type: [ConfigEntryInput] }),
  }),
});

/** The input's shape (a bot, by one of its ids); each mutation has its own type of it. */
const botIdInputOf = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      botId: t.int({ description: "The bot, by Zulip's user id (or give `id`)." }),
      id: t.globalID({ for: BotRef, description: GLOBAL_ID_HELP }),
    }),
  });
const RegenerateBotApiKeyInput = botIdInputOf('RegenerateBotApiKeyInput', 'The bot whose key to replace.');
const DeactivateBotInput = botIdInputOf('DeactivateBotInput', 'The bot to deactivate.');

const orNone = (name: string | null | undefined) => (name === '' ? null : (name ?? undefined));

const CreateBotPayload = builder.objectRef<Bot>('CreateBotPayload').implement({
  description: 'The new bot.',
  fields: (t) => ({
    bot: t.field({ description: 'The bot.', type: BotRef, resolve: (b) => b }),
    apiKey: t.string({ description: 'The key the bot authenticates with.', resolve: (b) => b.bot.apiKey }),
  }),
});

const UpdateBotPayload = builder.objectRef<Bot>('UpdateBotPayload').implement({
  description: 'The bot after the change.',
  fields: (t) => ({ bot: t.field({ description: 'The bot, changed.', type: BotRef, resolve: (b) => b }) }),
});

const RegenerateBotApiKeyPayload = builder.objectRef<UserRow>('RegenerateBotApiKeyPayload').implement({
  description: "The bot's new API key; the old one no longer works.",
  fields: (t) => ({
    bot: t.field({ description: 'The bot.', type: UserRef, resolve: (u) => u }),
    apiKey: t.exposeString('apiKey', { description: 'The new API key.' }),
  }),
});

const DeactivateBotPayload = builder.objectRef<UserRow>('DeactivateBotPayload').implement({
  description: 'The deactivated bot.',
  fields: (t) => ({ bot: t.field({ description: 'The bot, now inactive.', type: UserRef, resolve: (u) => u }) }),
});

builder.queryFields((t) => ({
  botsConnection: t.connection(
    {
      type: BotRef,
      authScopes: { loggedIn: true },
      description: "The viewer's own active bots, oldest first, a page at a time.",
      resolve: listResolver('bot', bots.ownBots, (b) => b.bot.id),
    },
    { fields: totalCountField },
  ),
  bots: t.withAuth({ loggedIn: true }).field({
    type: [BotRef],
    description: "The viewer's own active bots, oldest first (GET /bots; administrators too see only their own).",
    deprecationReason: 'Use botsConnection.',
    resolve: (_root, _args, ctx) => bots.ownBots(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createBot: t.withAuth({ loggedIn: true }).field({
    type: CreateBotPayload,
    description:
      'Create a bot you own (POST /bots), as can_create_bots_group / can_create_write_only_bots_group allow.',
    errors: mutationErrors('createBot', ChannelNotFoundError),
    args: { input: t.arg({ type: CreateBotInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) =>
      bots.createBot(ctx, {
        fullName: input.fullName,
        shortName: input.shortName,
        botType: input.botType ?? undefined,
        payloadUrl: input.payloadUrl?.href,
        interfaceType: input.interfaceType ?? undefined,
        serviceName: input.serviceName ?? undefined,
        configData: configOf(input.configData),
        defaultSendingStream: input.defaultSendingChannelName ?? undefined,
        defaultEventsRegisterStream: input.defaultEventsRegisterChannelName ?? undefined,
        defaultAllPublicStreams: input.defaultAllPublicChannels ?? undefined,
      }),
  }),
  updateBot: t.withAuth({ loggedIn: true }).field({
    type: UpdateBotPayload,
    description: "Change a bot's name, owner, default channels, service or configuration (PATCH /bots/{bot_id}).",
    errors: mutationErrors('updateBot', ChannelNotFoundError),
    args: { input: t.arg({ type: UpdateBotInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) =>
      bots.updateBot(ctx, idOf(input.botId, input.id, 'botId'), {
        fullName: input.fullName ?? undefined,
        botOwnerId: optionalIdOf(input.botOwnerId, input.botOwner, 'botOwnerId') ?? undefined,
        defaultSendingStream: orNone(input.defaultSendingChannelName),
        defaultEventsRegisterStream: orNone(input.defaultEventsRegisterChannelName),
        defaultAllPublicStreams: input.defaultAllPublicChannels ?? undefined,
        servicePayloadUrl: input.servicePayloadUrl?.href,
        serviceInterface: input.serviceInterface ?? undefined,
        configData: configOf(input.configData),
      }),
  }),
  regenerateBotApiKey: t.withAuth({ loggedIn: true }).field({
    type: RegenerateBotApiKeyPayload,
    description: "Replace a bot's API key; the old one stops working (POST /bots/{bot_id}/api_key/regenerate).",
    errors: mutationErrors('regenerateBotApiKey'),
    args: { input: t.arg({ type: RegenerateBotApiKeyInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) => bots.regenerateBotApiKey(ctx, idOf(input.botId, input.id, 'botId')),
  }),
  deactivateBot: t.withAuth({ loggedIn: true }).field({
    type: DeactivateBotPayload,
    description: 'Deactivate a bot (DELETE /bots/{bot_id}); reactivateUser brings it back.',
    errors: mutationErrors('deactivateBot'),
    args: { input: t.arg({ type: DeactivateBotInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) => bots.deactivateBot(ctx, idOf(input.botId, input.id, 'botId')),
  }),
}));
