import type { EventOf } from '../../domain/events/types.ts';
import type { MutedUser } from '../../domain/muted-users/muted-users.ts';
import * as muted from '../../resolvers/muted-users.ts';
import { idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { fromUnixSeconds } from '../scalars.ts';
import { UserRef, userIdInputOf } from './user.ts';
import { loadUserForViewer } from './relations.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Muted users: whom the viewer muted, the two writes of REST, and the event that carries the list. */

export const MutedUserRef = builder.objectRef<MutedUser>('MutedUser').implement({
  description: 'A user the viewer muted: their messages arrive read, and clients hide them.',
  fields: (t) => ({
    userId: t.exposeInt('id', { description: "The muted user (Zulip's id)." }),
    user: t.withAuth({ loggedIn: true }).field({
      type: UserRef,
      nullable: true,
      description: 'The muted user (batched: one read for the whole list).',
      resolve: (m, _a, ctx) => loadUserForViewer(ctx, m.id),
    }),
    timestamp: t.field({
      type: 'DateTime',
      description: 'When they were muted.',
      resolve: (m) => fromUnixSeconds(m.timestamp),
    }),
  }),
});

builder.queryFields((t) => ({
  mutedUsers: t.withAuth({ loggedIn: true }).field({
    type: [MutedUserRef],
    deprecationReason: 'Use Query.mutedUsersConnection.',
    description: 'The users the viewer muted, in the order they were muted.',
    resolve: (_root, _a, ctx) => muted.mutedUsers(ctx),
  }),
}));

const MuteUserInput = userIdInputOf('MuteUserInput', 'A user to mute, by one of their ids.');
const UnmuteUserInput = userIdInputOf('UnmuteUserInput', 'A user to unmute, by one of their ids.');

/** The payload's shape; each mutation has its own type of it. */
const mutedUserPayloadOf = (name: string, description: string) =>
  builder.objectRef<{ userId: number }>(name).implement({
    description,
    fields: (t) => ({
      userId: t.exposeInt('userId', { description: "The user (Zulip's id)." }),
      user: t.withAuth({ loggedIn: true }).field({
        type: UserRef,
        nullable: true,
        description: 'The user (null when the viewer may no longer see them).',
        resolve: (p, _a, ctx) => loadUserForViewer(ctx, p.userId),
      }),
    }),
  });

const MuteUserPayload = mutedUserPayloadOf('MuteUserPayload', 'The user is muted.');
const UnmuteUserPayload = mutedUserPayloadOf('UnmuteUserPayload', 'The user is no longer muted.');

builder.mutationFields((t) => ({
  muteUser: t.withAuth({ loggedIn: true }).field({
    type: MuteUserPayload,
    description: 'Mutes a user (POST /users/me/muted_users/{id}); their messages the viewer has not read become read.',
    errors: mutationErrors('muteUser'),
    args: { input: t.arg({ type: MuteUserInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = idOf(input.userId, input.id, 'userId');
      await muted.mute(ctx, userId);
      return { userId };
    },
  }),
  unmuteUser: t.withAuth({ loggedIn: true }).field({
    description: 'Stop muting a user (DELETE /users/me/muted_users/{id}).',
    type: UnmuteUserPayload,
    errors: mutationErrors('unmuteUser'),
    args: { input: t.arg({ type: UnmuteUserInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = idOf(input.userId, input.id, 'userId');
      await muted.unmute(ctx, userId);
      return { userId };
    },
  }),
}));

export const MutedUsersEvent = deliveredRef<EventOf<'muted_users'>>('MutedUsersEvent').implement({
  description: 'Whom the viewer muted changed: the whole list as it is now.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    mutedUsers: t.field({
      type: [MutedUserRef],
      description: 'Every user the viewer muted.',
      resolve: ({ event }) => event.mutedUsers,
    }),
  }),
});
