import { prismaReader } from '../../db/sql.ts';
import { draftsOf } from '../drafts/drafts.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import type { StateContext } from './types.ts';

/** drafts: the user's drafts, oldest edit first; none while synchronization is off. */
export async function draftsState(ctx: StateContext): Promise<Record<string, unknown>> {
  if (userSettingsOf(ctx.actor.user.settings).enable_drafts_synchronization !== true) return { drafts: [] };
  return { drafts: await draftsOf(prismaReader(ctx.db), ctx.actor.user.id) };
}
