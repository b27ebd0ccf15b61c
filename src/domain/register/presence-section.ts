import { prismaReader } from '../../db/sql.ts';
import { realmPresences } from '../presence/read-presence.ts';
import { FULL_ACCESS } from '../users/user-access.ts';
import type { StateContext, TypedSections } from './types.ts';

/** presences: modern (by id) with slim_presence, else legacy (by email), and the newest update id. */
export async function presenceState(
  ctx: StateContext,
): Promise<Pick<TypedSections, 'presences' | 'presence_last_update_id' | 'server_timestamp'>> {
  const now = ctx.deps.clock.now();
  const p = ctx.o.presence ?? { slim: false, historyLimitDays: null };
  const access = ctx.deps.server.guestAccessLimitsPresence ? await ctx.userAccess() : FULL_ACCESS;
  const q = { slim: p.slim, historyLimitDays: p.historyLimitDays };
  const { presences, lastUpdateId } = await realmPresences(prismaReader(ctx.db), ctx.actor.realm.id, q, now, access);
  return { presences, presence_last_update_id: lastUpdateId, server_timestamp: now.getTime() / 1000 };
}
