import {
  botAvatarUrl,
  botSummary,
  type Bot,
  type BotService,
  type BotSummary,
} from '../../domain/users/bots-format.ts';

/** One entry of a bot's `services` (Zulip's get_service_dicts_for_bot). */
export type BotServiceDict =
  | { base_url: string; interface: number; token: string }
  | { config_data: Record<string, string>; service_name: string };

/** Zulip's bot dict (created_bot_event, get_owned_bot_dicts): `realm_bot`/`add` and register's realm_bots. */
export interface BotDict {
  email: string;
  user_id: number;
  full_name: string;
  bot_type: number | null;
  is_active: boolean;
  api_key: string;
  default_sending_stream: string | null;
  default_events_register_stream: string | null;
  default_all_public_streams: boolean;
  avatar_url: string;
  services: BotServiceDict[];
  /** The event leaves it out for a bot without owner; register lists it, null too. */
  owner_id?: number | null;
}

const serviceJson = (s: BotService): BotServiceDict =>
  s.kind === 'outgoing'
    ? { base_url: s.baseUrl, interface: s.interface, token: s.token }
    : { config_data: s.configData, service_name: s.serviceName };

/** Zulip's bot dict as the `realm_bot`/`add` event carries it: without `owner_id` for a bot without owner. */
export const botDictJson = (b: BotSummary): BotDict => ({
  email: b.email,
  user_id: b.id,
  full_name: b.fullName,
  bot_type: b.botType,
  is_active: b.isActive,
  api_key: b.apiKey,
  default_sending_stream: b.defaultSendingStream,
  default_events_register_stream: b.defaultEventsRegisterStream,
  default_all_public_streams: b.defaultAllPublicStreams,
  avatar_url: b.avatarUrl,
  services: b.services.map(serviceJson),
  ...(b.ownerId === null ? {} : { owner_id: b.ownerId }),
});

const defaults = (b: Bot) => ({
  default_sending_stream: b.defaultSendingStream,
  default_events_register_stream: b.defaultEventsRegisterStream,
  default_all_public_streams: b.bot.defaultAllPublicStreams,
});

/** register's realm_bots (get_owned_bot_dicts): the `realm_bot`/`add` object, with owner_id even when null. */
export const presentRegisterBot = (b: Bot): BotDict => ({ ...botDictJson(botSummary(b)), owner_id: b.bot.botOwnerId });

/** GET /bots: one bot of the user's (or, for administrators, of the realm's). */
export const presentOwnedBot = (b: Bot) => ({
  username: b.bot.email,
  full_name: b.bot.fullName,
  api_key: b.bot.apiKey,
  avatar_url: botAvatarUrl(b.bot),
  ...defaults(b),
});

/** POST /bots: the new bot's id, key and defaults. */
export const presentCreatedBot = (b: Bot) => ({
  user_id: b.bot.id,
  api_key: b.bot.apiKey,
  avatar_url: botAvatarUrl(b.bot),
  ...defaults(b),
});

/** PATCH /bots/{bot_id}: the bot as it is now, with the service settings the request gave and the owner's address. */
export const presentUpdatedBot = (
  b: Bot,
  request: { serviceInterface?: number; servicePayloadUrl?: string; configData?: Record<string, string> },
  ownerEmail: string | null,
) => ({
  full_name: b.bot.fullName,
  avatar_url: botAvatarUrl(b.bot),
  service_interface: request.serviceInterface ?? 1,
  service_payload_url: request.servicePayloadUrl ?? null,
  config_data: request.configData ?? null,
  ...defaults(b),
  ...(ownerEmail === null ? {} : { bot_owner: ownerEmail }),
});
