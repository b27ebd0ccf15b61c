import { modernPresence } from '../../domain/presence/formats.ts';
import type { EventOf } from '../../domain/events/types.ts';
import * as presence from '../../resolvers/presence.ts';
import { builder } from '../builder.ts';
import { fromUnixSeconds } from '../scalars.ts';
import { mutationErrors } from '../errors.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import { loadUserForViewer } from './relations.ts';
import { UserRef } from './user.ts';

/** Presence: when users were last active and connected, the ping that reports it, and who came online. */

interface PresenceShape {
  userId: number;
  activeTimestamp: number;
  idleTimestamp: number;
}

const UserPresenceRef = builder.objectRef<PresenceShape>('UserPresence').implement({
  description: 'When a user was last active and last connected; a client shows them online when recent.',
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    user: t
      .withAuth({ loggedIn: true })
      .field({ type: UserRef, nullable: true, resolve: (p, _a, ctx) => loadUserForViewer(ctx, p.userId) }),
    activeTimestamp: t.field({ type: 'DateTime', resolve: (p) => fromUnixSeconds(p.activeTimestamp) }),
    idleTimestamp: t.field({ type: 'DateTime', resolve: (p) => fromUnixSeconds(p.idleTimestamp) }),
  }),
});

const PresenceStatusEnum = builder.enumType('PresenceStatus', {
  values: { ACTIVE: { value: 'active' }, IDLE: { value: 'idle' } } as const,
});

const presencesOf = (a: presence.PresenceAnswer): PresenceShape[] =>
  Object.entries(a.presences).flatMap(([id, p]) => ('activeTimestamp' in p ? [{ userId: Number(id), ...p }] : []));

const PresencesRef = builder.objectRef<presence.PresenceAnswer>('Presences').implement({
  description: "The organization's presence: users who shared it recently (or changed since `lastUpdateId`).",
  fields: (t) => ({
    presences: t.field({ type: [UserPresenceRef], resolve: presencesOf }),
    lastUpdateId: t.exposeInt('lastUpdateId', {
      description: 'Pass it back as `lastUpdateId` to get only what changed.',
    }),
    serverTimestamp: t.field({
      type: 'DateTime',
      description: "The server's time when it answered: how old the times are.",
      resolve: (a) => fromUnixSeconds(a.serverTimestamp),
    }),
  }),
});

builder.queryFields((t) => ({
  presences: t.withAuth({ loggedIn: true }).field({
    type: PresencesRef,
    description: 'Presence of the organization (GET /realm/presence, modern format).',
    args: { lastUpdateId: t.arg.int(), historyLimitDays: t.arg.int() },
    resolve: (_root, a, ctx) =>
      presence.realm(ctx, {
        slim: true,
        lastUpdateId: a.lastUpdateId ?? null,
        historyLimitDays: a.historyLimitDays ?? null,
      }),
  }),
}));

builder.mutationFields((t) => ({
  updatePresence: t.withAuth({ loggedIn: true }).field({
    type: PresencesRef,
    description: "Report the viewer's presence (POST /users/me/presence) and get everyone's in return.",
    errors: mutationErrors('updatePresence'),
    args: {
      input: t.arg({
        type: builder.inputType('UpdatePresenceInput', {
          fields: (f) => ({
            status: f.field({ type: PresenceStatusEnum, required: true }),
            lastUpdateId: f.int(),
            historyLimitDays: f.int(),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const answer = await presence.ping(ctx, {
        status: input.status,
        pingOnly: false,
        slim: true,
        lastUpdateId: input.lastUpdateId ?? null,
        historyLimitDays: input.historyLimitDays ?? null,
      });
      return answer ?? { presences: {}, lastUpdateId: -1, serverTimestamp: ctx.deps.clock.now().getTime() / 1000 };
    },
  }),
}));

export const PresenceEvent = deliveredRef<EventOf<'presence'>>('PresenceEvent').implement({
  description: 'A user came online (or was seen for the first time).',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    userId: t.int({ resolve: ({ event }) => event.userId }),
    user: t
      .withAuth({ loggedIn: true })
      .field({ type: UserRef, nullable: true, resolve: ({ event }, _a, ctx) => loadUserForViewer(ctx, event.userId) }),
    serverTimestamp: t.field({
      type: 'DateTime',
      description:
        "The server's time when it sent the event: how old the times are, as `Presences.serverTimestamp` says for a poll.",
      resolve: ({ event }) => fromUnixSeconds(event.serverTimestamp),
    }),
    presence: t.field({
      type: UserPresenceRef,
      description: 'Its times, as the event gave them (the legacy event has one timestamp, for the status it reports).',
      resolve: ({ event }) => {
        const at = new Date(event.timestamp * 1000);
        const modern = modernPresence({
          lastConnected: at,
          lastActive: event.status === 'active' ? at : null,
          dateJoined: new Date(0),
        });
        return { userId: event.userId, ...modern };
      },
    }),
  }),
});
