import { presenceAccessOf, realmPresences, userPresence, type PresenceQuery, type RealmPresences, type SingleUserPresence } from '../domain/presence/read-presence.ts';
import { updatePresence, type PresenceStatus } from '../domain/presence/update-presence.ts';
import type { OperationContext } from './operation-context.ts';

/** Presence (Zulip's /users/me/presence, /realm/presence, /users/{id}/presence). */

export interface PresenceAnswer extends RealmPresences {
  /** UNIX seconds, fractional. */
  serverTimestamp: number;
}

export const realm = async (ctx: OperationContext, q: PresenceQuery): Promise<PresenceAnswer> => {
  const now = ctx.deps.clock.now();
  const access = await presenceAccessOf(ctx.deps.server, ctx.deps.db.sql, ctx.actor);
  return { ...(await realmPresences(ctx.deps.db.sql, ctx.realm.id, q, now, access)), serverTimestamp: now.getTime() / 1000 };
};

/** A client's ping, and (unless `pingOnly`) everyone's presence in return. */
export async function ping(ctx: OperationContext, status: PresenceStatus, o: { pingOnly: boolean } & PresenceQuery): Promise<PresenceAnswer | null> {
  await updatePresence(ctx.deps, ctx.actor, status);
  return o.pingOnly ? null : realm(ctx, o);
}

export const ofUser = async (ctx: OperationContext, target: { userId?: number; email?: string }): Promise<SingleUserPresence> =>
  userPresence(ctx.deps.db.sql, ctx.actor, target, ctx.deps.clock.now(), await presenceAccessOf(ctx.deps.server, ctx.deps.db.sql, ctx.actor));
