import type { BotDict } from '../../domain/events/payloads/users.ts';
import { botAvatarUrl, botPayload, type Bot } from '../../domain/users/bots-format.ts';

const defaults = (b: Bot) => ({
  default_sending_stream: b.defaultSendingStream,
  default_events_register_stream: b.defaultEventsRegisterStream,
  default_all_public_streams: b.bot.defaultAllPublicStreams,
});

/** register's realm_bots (get_owned_bot_dicts): the `realm_bot`/`add` object, with owner_id even when null. */
export const presentRegisterBot = (b: Bot): BotDict => ({ ...botPayload(b), owner_id: b.bot.botOwnerId });

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
