import * as presence from '../../resolvers/presence.ts';
import type { PresenceAnswer } from '../../resolvers/presence.ts';
import { bool, int } from '../json-checks.ts';
import { presencesJson } from '../presenters/activity-events.ts';
import { userRoute, type RouteDef } from '../route.ts';

const answer = (a: PresenceAnswer) => ({
  presences: presencesJson(a.presences),
  server_timestamp: a.serverTimestamp,
  presence_last_update_id: a.lastUpdateId,
});

export const presenceRoutes: RouteDef[] = [
  // Zulip's update_active_status_backend: human users only, parameters in declaration order.
  userRoute('POST', '/users/me/presence', async (ctx) => {
    const { params } = ctx;
    const a = await presence.ping(ctx, () => {
      const historyLimitDays = params.json('history_limit_days', int()) ?? null;
      const lastUpdateId = params.json('last_update_id', int()) ?? null;
      params.json('new_user_input', bool);
      const pingOnly = params.json('ping_only', bool) ?? false;
      // A client that sends last_update_id speaks the modern protocol.
      const slim = lastUpdateId !== null || (params.json('slim_presence', bool) ?? false);
      return { status: params.str('status', { required: true }), pingOnly, slim, lastUpdateId, historyLimitDays };
    });
    return a === null ? {} : answer(a);
  }),
  // GET /realm/presence predates incremental fetches: no update id in its answer.
  userRoute('GET', '/realm/presence', async (ctx) => {
    const a = await presence.realm(ctx, { slim: false });
    return { presences: presencesJson(a.presences), server_timestamp: a.serverTimestamp };
  }),
  userRoute('GET', '/users/{user_id_or_email}/presence', async (ctx) => {
    const raw = ctx.path.user_id_or_email;
    const target = /^\d+$/.test(raw) ? { userId: Number(raw) } : { email: raw };
    // Since FL 178 the same data under both keys; the server no longer knows the client.
    const p = await presence.ofUser(ctx, target);
    return { presence: { website: p, aggregated: p } };
  }),
];
