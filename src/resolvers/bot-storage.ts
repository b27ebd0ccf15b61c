import { getBotStorage, removeBotStorage, setBotStorage } from '../domain/bot-storage/bot-storage.ts';
import type { OperationContext } from './operation-context.ts';

/** Bot storage (Zulip's /bot_storage): each user's own values by key. */

export const storage = (ctx: OperationContext, keys: readonly string[] | null): Promise<Record<string, string>> =>
  getBotStorage(ctx.deps.db.sql, ctx.actor, keys);

export const updateStorage = (ctx: OperationContext, entries: ReadonlyArray<[string, string]>): Promise<void> =>
  setBotStorage(ctx.deps, ctx.actor, entries);

export const removeStorage = (ctx: OperationContext, keys: readonly string[] | null): Promise<void> =>
  removeBotStorage(ctx.deps, ctx.actor, keys);
