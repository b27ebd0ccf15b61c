import type { Db } from '../context.ts';
import { gravatarUrl, type UserRow } from './format.ts';
import { BotType } from '../roles.ts';

export { BotType };

/** Zulip's Service interfaces: how an outgoing webhook would format its request. */
export const ServiceInterface = { GENERIC: 1, SLACK: 2 } as const;
export const SERVICE_INTERFACE_VALUES: readonly number[] = Object.values(ServiceInterface);

/** One entry of a bot's `services` (Zulip's get_service_dicts_for_bot). */
export type BotService =
  | { kind: 'outgoing'; baseUrl: string; interface: number; token: string }
  | { kind: 'embedded'; serviceName: string; configData: Record<string, string> };

/** A bot as its owner and the administrators see it (the read model of both transports): default channels by name, and services. */
export interface Bot {
  bot: UserRow;
  defaultSendingStream: string | null;
  defaultEventsRegisterStream: string | null;
  services: BotService[];
}

export const botAvatarUrl = (bot: UserRow): string => gravatarUrl(bot.deliveryEmail, bot.avatarVersion);

export async function channelNameOf(db: Db, streamId: number | null): Promise<string | null> {
  if (streamId === null) return null;
  const s = await db.stream.findUnique({ where: { id: streamId }, select: { name: true } });
  return s?.name ?? null;
}

export async function botConfigOf(db: Db, botId: number): Promise<Record<string, string>> {
  const rows = await db.botConfigData.findMany({ where: { botId }, orderBy: { id: 'asc' } });
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Outgoing webhooks list their services; embedded bots their configuration; others nothing. */
export async function botServices(db: Db, bot: UserRow): Promise<BotService[]> {
  if (bot.botType !== BotType.OUTGOING_WEBHOOK && bot.botType !== BotType.EMBEDDED) return [];
  const services = await db.botService.findMany({ where: { userId: bot.id }, orderBy: { id: 'asc' } });
  if (bot.botType === BotType.OUTGOING_WEBHOOK) {
    return services.map((s) => ({ kind: 'outgoing', baseUrl: s.baseUrl, interface: s.interface, token: s.token }));
  }
  if (services.length === 0) return [];
  return [{ kind: 'embedded', serviceName: services[0].name, configData: await botConfigOf(db, bot.id) }];
}

export async function loadBot(db: Db, bot: UserRow): Promise<Bot> {
  return {
    bot,
    defaultSendingStream: await channelNameOf(db, bot.defaultSendingStreamId),
    defaultEventsRegisterStream: await channelNameOf(db, bot.defaultEventsRegisterStreamId),
    services: await botServices(db, bot),
  };
}

/**
 * A bot as the `realm_bot`/`add` event carries it (Zulip's created_bot_event,
 * typed): what its owner and the administrators see, in plain values the
 * event log can hold. REST writes Zulip's bot dict from it.
 */
export interface BotSummary {
  id: number;
  email: string;
  fullName: string;
  botType: number | null;
  isActive: boolean;
  apiKey: string;
  defaultSendingStream: string | null;
  defaultEventsRegisterStream: string | null;
  defaultAllPublicStreams: boolean;
  avatarUrl: string;
  services: BotService[];
  ownerId: number | null;
}

export function botSummary(info: Bot): BotSummary {
  const b = info.bot;
  return {
    id: b.id,
    email: b.email,
    fullName: b.fullName,
    botType: b.botType,
    isActive: b.isActive,
    apiKey: b.apiKey,
    defaultSendingStream: info.defaultSendingStream,
    defaultEventsRegisterStream: info.defaultEventsRegisterStream,
    defaultAllPublicStreams: b.defaultAllPublicStreams,
    avatarUrl: botAvatarUrl(b),
    services: info.services,
    ownerId: b.botOwnerId,
  };
}
