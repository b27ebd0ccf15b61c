import {
  requestEmailChange as requestEmail,
  updateOwnSettings as update,
  type OwnSettingsPatch,
} from '../domain/account/update-own-settings.ts';
import type { FieldsOrReader } from '../domain/input-reader.ts';
import type { OperationContext } from './operation-context.ts';

/** One's own settings (PATCH /settings). */
export const updateOwnSettings = (ctx: OperationContext, input: FieldsOrReader<OwnSettingsPatch>): Promise<void> =>
  update(ctx.deps, ctx.actor, input);

/** An address change request (PATCH /settings with email): whether a change was asked for. */
export const requestEmailChange = (ctx: OperationContext, email: string): Promise<boolean> =>
  requestEmail(ctx.deps, ctx.actor, email);
