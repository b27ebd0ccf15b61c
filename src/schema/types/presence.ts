import { modernPresence } from '../../domain/presence/formats.ts';
import type { EventOf } from '../../domain/events/types.ts';
import * as presence from '../../resolvers/presence.ts';
import { builder } from '../builder.ts';
import { connectionOfList, totalCountField } from '../connections.ts';
import { fromUnixSeconds } from '../scalars.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { deliveredRef, eventUserFields, ResumableEvent } from './events-base.ts';
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
    userId: t.exposeInt('userId', { description: "The user (Zulip's id)." }),
    user: t.withAuth({ loggedIn: true }).field({
      type: UserRef,
      nullable: true,
      description: 'The user; null when the viewer may not see them.',
      resolve: (p, _a, ctx) => loadUserForViewer(ctx, p.userId),
    }),
    activeTimestamp: t.field({
      type: 'DateTime',
      description: 'When the user was last active (interacting with a client).',
      resolve: (p) => fromUnixSeconds(p.activeTimestamp),
    }),
    idleTimestamp: t.field({
      type: 'DateTime',
      description: 'When a client of the user was last connected, active or idle.',
      resolve: (p) => fromUnixSeconds(p.idleTimestamp),
    }),
  }),
});

const PresenceStatusEnum = builder.enumType('PresenceStatus', {
  description: "The viewer's presence as a client reports it.",
  values: {
    ACTIVE: { value: 'active', description: 'The user is interacting with the client.' },
    IDLE: { value: 'idle', description: 'The client is open but the user is away from it.' },
  } as const,
});

const presencesOf = (a: presence.PresenceAnswer): PresenceShape[] =>
  Object.entries(a.presences).flatMap(([id, p]) => ('activeTimestamp' in p ? [{ userId: Number(id), ...p }] : []));

const PresencesRef = builder.objectRef<presence.PresenceAnswer>('Presences').implement({
  description: "The organization's presence: users who shared it recently (or changed since `lastUpdateId`).",
  fields: (t) => ({
    presences: t.field({
      type: [UserPresenceRef],
      description: "Every user's presence, in one list.",
      deprecationReason: 'Use Presences.presencesConnection.',
      resolve: presencesOf,
    }),
    presencesConnection: t.connection(
      {
        type: UserPresenceRef,
        description:
          "The answer's presences by user id, a page at a time (each page from the same answer: ask again with `lastUpdateId` for what changed).",
        resolve: (a, args) =>
          connectionOfList(
            'presence',
            async () => presencesOf(a),
            args,
            (p) => p.userId,
          ),
      },
      { fields: totalCountField },
    ),
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
    args: {
      lastUpdateId: t.arg.int({
        description:
          "The `lastUpdateId` of an earlier answer: only the users whose presence changed since; omitted: everyone's.",
      }),
      historyLimitDays: t.arg.int({
        description: "Only users active in this many days; omitted: the server's limit.",
      }),
    },
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
          description: "POST /users/me/presence: the viewer's presence, and which of the others' to answer with.",
          fields: (f) => ({
            status: f.field({ type: PresenceStatusEnum, required: true, description: "The viewer's presence now." }),
            lastUpdateId: f.int({
              description:
                "The `lastUpdateId` of an earlier answer: only the presence that changed since; omitted: everyone's.",
            }),
            historyLimitDays: f.int({
              description: "Only users active in this many days; omitted: the server's limit.",
            }),
          }),
        }),
        description: INPUT_ARG,
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
    ...eventUserFields(t, (e) => e.userId),
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
