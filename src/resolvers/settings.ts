import { updateOwnSettings as update, type OwnSettingsInput } from '../domain/settings/update-own-settings.ts';
import type { OperationContext } from './context.ts';

/** One's own settings (PATCH /settings). */
export const updateOwnSettings = (ctx: OperationContext, input: OwnSettingsInput): Promise<void> => update(ctx.deps, ctx.actor, input);
