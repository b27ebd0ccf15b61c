import {
  presenceAccessOf,
  realmPresences,
  userPresence,
  type PresenceQuery,
  type RealmPresences,
  type SingleUserPresence,
} from '../domain/presence/read-presence.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import { updatePresence } from '../domain/presence/update-presence.ts';
import type { OperationContext } from './operation-context.ts';

/** Presence (Zulip's /users/me/presence, /realm/presence, /users/{id}/presence). */

export interface PresenceAnswer extends RealmPresences {
  /** UNIX seconds, fractional. */
  serverTimestamp: number;
}

export const realm = async (ctx: OperationContext, q: PresenceQuery): Promise<PresenceAnswer> => {
  const now = ctx.deps.clock.now();
  const access = await presenceAccessOf(ctx.deps.server, ctx.deps.db.sql, ctx.actor);
  return {
    ...(await realmPresences(ctx.deps.db.sql, ctx.realm.id, q, now, access)),
    serverTimestamp: now.getTime() / 1000,
  };
};

/** A client's ping (its status as sent), and (unless `pingOnly`) everyone's presence in return. */
export type PresencePing = { status: string; pingOnly: boolean } & PresenceQuery;

export async function ping(ctx: OperationContext, input: InputOrReader<PresencePing>): Promise<PresenceAnswer | null> {
  const p = await updatePresence(ctx.deps, ctx.actor, input);
  return p.pingOnly ? null : realm(ctx, p);
}

export const ofUser = async (
  ctx: OperationContext,
  target: { userId?: number; email?: string },
): Promise<SingleUserPresence> =>
  userPresence(
    ctx.deps.db.sql,
    ctx.actor,
    target,
    ctx.deps.clock.now(),
    await presenceAccessOf(ctx.deps.server, ctx.deps.db.sql, ctx.actor),
  );
