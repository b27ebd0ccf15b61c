import type { Bot } from '../domain/users/bots-format.ts';
import { createBot as create, type CreateBotInput } from '../domain/onboarding/bots-create.ts';
import {
  deactivateBot as deactivate,
  listOwnBots,
  regenerateBotApiKey as regenerate,
  updateBot as update,
  type UpdateBotInput,
} from '../domain/user-admin/bots-update.ts';
import type { UserRow } from '../domain/users/format.ts';
import { findUser } from '../domain/users/list.ts';
import type { OperationContext } from './operation-context.ts';

/** The viewer's own active bots (Zulip's GET /bots). */
export const ownBots = (ctx: OperationContext): Promise<Bot[]> => listOwnBots(ctx.deps, ctx.actor);

/** A bot owned by the viewer; the result carries its API key. */
export const createBot = (ctx: OperationContext, input: CreateBotInput): Promise<Bot> =>
  create(ctx.deps, ctx.actor, input);

export const updateBot = (ctx: OperationContext, botId: number, input: UpdateBotInput): Promise<Bot> =>
  update(ctx.deps, ctx.actor, botId, input);

/** The address of the bot's owner (PATCH /bots answers with it); null without one. */
export const botOwnerEmail = async (ctx: OperationContext, bot: Bot): Promise<string | null> =>
  bot.bot.botOwnerId === null ? null : (await findUser(ctx.deps, ctx.actor, { userId: bot.bot.botOwnerId })).email;

/** The bot with its new API key. */
export const regenerateBotApiKey = (ctx: OperationContext, botId: number): Promise<UserRow> =>
  regenerate(ctx.deps, ctx.actor, botId);

export const deactivateBot = (ctx: OperationContext, botId: number): Promise<UserRow> =>
  deactivate(ctx.deps, ctx.actor, botId);
