import { ChannelNotFoundError } from '../../domain/errors.ts';
import { botAvatarUrl, ServiceInterface, type Bot, type BotService } from '../../domain/users/bots-format.ts';
import type { UserRow } from '../../domain/users/format.ts';
import { BotType } from '../../domain/roles.ts';
import * as bots from '../../resolvers/bots.ts';
import * as users from '../../resolvers/users.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf, optionalIdOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { connectionOfList, loggedInContext, totalCountField } from '../connections.ts';
import { mutationErrors } from '../errors.ts';
import { BotTypeEnum, UserRef } from './user.ts';

type BotTypeValue = (typeof BotType)[keyof typeof BotType];
type InterfaceValue = (typeof ServiceInterface)[keyof typeof ServiceInterface];

export const ServiceInterfaceEnum = builder.enumType('BotServiceInterface', {
  description: "How an outgoing webhook would format its request (Zulip's Service interfaces).",
  values: { GENERIC: { value: ServiceInterface.GENERIC }, SLACK: { value: ServiceInterface.SLACK } },
});

const BotConfigEntry = builder.objectRef<{ key: string; value: string }>('BotConfigEntry').implement({
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

const OutgoingWebhookService = builder
  .objectRef<Extract<BotService, { kind: 'outgoing' }>>('OutgoingWebhookService')
  .implement({
    description: 'Where an outgoing webhook bot would be called. Stored only: this server makes no outgoing calls.',
    fields: (t) => ({
      baseUrl: t.expose('baseUrl', { type: 'URL' }),
      interface: t.field({ type: ServiceInterfaceEnum, resolve: (s) => s.interface as InterfaceValue }),
      token: t.exposeString('token', { description: 'The token the bot would receive with each call.' }),
    }),
  });

const EmbeddedBotService = builder
  .objectRef<Extract<BotService, { kind: 'embedded' }>>('EmbeddedBotService')
  .implement({
    fields: (t) => ({
      serviceName: t.exposeString('serviceName'),
      configData: t.field({
        type: [BotConfigEntry],
        resolve: (s) => Object.entries(s.configData).map(([key, value]) => ({ key, value })),
      }),
    }),
  });

const BotService = builder.unionType('BotService', {
  types: [OutgoingWebhookService, EmbeddedBotService],
  resolveType: (s) => (s.kind === 'outgoing' ? 'OutgoingWebhookService' : 'EmbeddedBotService'),
});

export const BotRef = builder.node(builder.objectRef<Bot>('Bot'), {
  id: { resolve: (b) => b.bot.id },
  loadMany: viewerNodes(nodes.botNodes),
  description: 'A bot as its owner and the administrators see it: with its API key, default channels and services.',
  fields: (t) => ({
    botId: t.int({ resolve: (b) => b.bot.id }),
    user: t.field({ type: UserRef, resolve: (b) => b.bot }),
    fullName: t.string({ resolve: (b) => b.bot.fullName }),
    email: t.field({ type: 'EmailAddress', resolve: (b) => b.bot.email }),
    botType: t.field({ type: BotTypeEnum, resolve: (b) => (b.bot.botType ?? BotType.GENERIC) as BotTypeValue }),
    isActive: t.boolean({ resolve: (b) => b.bot.isActive }),
    apiKey: t.string({ resolve: (b) => b.bot.apiKey }),
    avatarUrl: t.field({ type: 'URL', resolve: (b) => botAvatarUrl(b.bot) }),
    ownerId: t.int({ nullable: true, resolve: (b) => b.bot.botOwnerId }),
    defaultSendingChannelName: t.string({ nullable: true, resolve: (b) => b.defaultSendingStream }),
    defaultEventsRegisterChannelName: t.string({ nullable: true, resolve: (b) => b.defaultEventsRegisterStream }),
    defaultAllPublicChannels: t.boolean({ resolve: (b) => b.bot.defaultAllPublicStreams }),
    services: t.field({ type: [BotService], resolve: (b) => b.services }),
  }),
});

const ConfigEntryInput = builder.inputType('BotConfigEntryInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});

const configOf = (entries: ReadonlyArray<{ key: string; value: string }> | null | undefined) =>
  entries ? Object.fromEntries(entries.map((e) => [e.key, e.value])) : undefined;

const CreateBotInput = builder.inputType('CreateBotInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    shortName: t.string({ required: true, description: "The bot's address becomes `<shortName>-bot@<bot domain>`." }),
    botType: t.field({ type: BotTypeEnum, description: 'GENERIC when absent.' }),
    payloadUrl: t.field({ type: 'URL', description: 'Outgoing webhooks: stored only, never called.' }),
    interfaceType: t.field({ type: ServiceInterfaceEnum }),
    serviceName: t.string(),
    configData: t.field({ type: [ConfigEntryInput] }),
    defaultSendingChannelName: t.string(),
    defaultEventsRegisterChannelName: t.string(),
    defaultAllPublicChannels: t.boolean(),
  }),
});

const UpdateBotInput = builder.inputType('UpdateBotInput', {
  fields: (t) => ({
    botId: t.int(),
    id: t.globalID({ for: BotRef, description: GLOBAL_ID_HELP }),
    fullName: t.string(),
    botOwnerId: t.int(),
    botOwner: t.globalID({ for: UserRef, description: 'The new owner by its global id (instead of `botOwnerId`).' }),
    defaultSendingChannelName: t.string({ description: 'The empty string clears it.' }),
    defaultEventsRegisterChannelName: t.string({ description: 'The empty string clears it.' }),
    defaultAllPublicChannels: t.boolean(),
    servicePayloadUrl: t.field({ type: 'URL' }),
    serviceInterface: t.field({ type: ServiceInterfaceEnum }),
    configData: t.field({ type: [ConfigEntryInput] }),
  }),
});

const BotIdInput = builder.inputType('BotIdInput', {
  fields: (t) => ({ botId: t.int(), id: t.globalID({ for: BotRef, description: GLOBAL_ID_HELP }) }),
});

const orNone = (name: string | null | undefined) => (name === '' ? null : (name ?? undefined));

const CreateBotPayload = builder.objectRef<Bot>('CreateBotPayload').implement({
  fields: (t) => ({
    bot: t.field({ type: BotRef, resolve: (b) => b }),
    apiKey: t.string({ description: 'The key the bot authenticates with.', resolve: (b) => b.bot.apiKey }),
  }),
});

const UpdateBotPayload = builder.objectRef<Bot>('UpdateBotPayload').implement({
  fields: (t) => ({ bot: t.field({ type: BotRef, resolve: (b) => b }) }),
});

const RegenerateBotApiKeyPayload = builder.objectRef<UserRow>('RegenerateBotApiKeyPayload').implement({
  fields: (t) => ({ bot: t.field({ type: UserRef, resolve: (u) => u }), apiKey: t.exposeString('apiKey') }),
});

const DeactivateBotPayload = builder.objectRef<UserRow>('DeactivateBotPayload').implement({
  fields: (t) => ({ bot: t.field({ type: UserRef, resolve: (u) => u }) }),
});

const RegenerateOwnApiKeyPayload = builder.objectRef<UserRow>('RegenerateOwnApiKeyPayload').implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (u) => u }), apiKey: t.exposeString('apiKey') }),
});

builder.queryFields((t) => ({
  botsConnection: t.connection(
    {
      type: BotRef,
      authScopes: { loggedIn: true },
      description: "The viewer's own active bots, oldest first, a page at a time.",
      resolve: (_root, args, ctx) =>
        connectionOfList(
          'bot',
          () => bots.ownBots(loggedInContext(ctx)),
          args,
          (b) => b.bot.id,
        ),
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
    args: { input: t.arg({ type: CreateBotInput, required: true }) },
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
    args: { input: t.arg({ type: UpdateBotInput, required: true }) },
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
    args: { input: t.arg({ type: BotIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => bots.regenerateBotApiKey(ctx, idOf(input.botId, input.id, 'botId')),
  }),
  regenerateOwnApiKey: t.withAuth({ loggedIn: true }).field({
    type: RegenerateOwnApiKeyPayload,
    description:
      'Replace your own API key; the old one stops working (POST /users/me/api_key/regenerate; not for bots).',
    errors: mutationErrors('regenerateOwnApiKey'),
    resolve: (_root, _args, ctx) => users.regenerateOwnApiKey(ctx),
  }),
  deactivateBot: t.withAuth({ loggedIn: true }).field({
    type: DeactivateBotPayload,
    description: 'Deactivate a bot (DELETE /bots/{bot_id}); reactivateUser brings it back.',
    errors: mutationErrors('deactivateBot'),
    args: { input: t.arg({ type: BotIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => bots.deactivateBot(ctx, idOf(input.botId, input.id, 'botId')),
  }),
}));
