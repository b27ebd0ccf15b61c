import type { EventOf } from '../../domain/events/types.ts';
import type { UserStatusView } from '../../domain/status/user-status.ts';
import { isInaccessiblePlaceholder } from '../../domain/users/inaccessible.ts';
import * as status from '../../resolvers/user-status.ts';
import { GLOBAL_ID_HELP, optionalIdOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { statusLoader } from '../loaders.ts';
import { reactionType, ReactionTypeEnum } from './event-enums.ts';
import { deliveredRef, eventUserFields, ResumableEvent, SettingChange } from './events-base.ts';
import { loadUserForViewer } from './relations.ts';
import { UserRef, viewed } from './user.ts';

/** User statuses: `User.status`, the mutation that sets one, and their events. */

const UserStatus = builder.objectRef<UserStatusView>('UserStatus').implement({
  description:
    'What a user says about themselves: a short text and an emoji; `away` when they turned their presence off.',
  fields: (t) => ({
    away: t.boolean({
      description: 'Whether the user set themselves away; the inverse of their presenceEnabled setting.',
      deprecationReason: 'Use the presenceEnabled setting (away is its inverse).',
      resolve: (s) => s.away === true,
    }),
    statusText: t.string({ description: '"" when there is none.', resolve: (s) => s.statusText ?? '' }),
    emojiName: t.string({
      description: "The status emoji's name; null when there is none.",
      nullable: true,
      resolve: (s) => s.emojiName ?? null,
    }),
    emojiCode: t.string({
      description:
        "The status emoji's code (Unicode code points in hex, or a custom emoji's id); null when there is none.",
      nullable: true,
      resolve: (s) => s.emojiCode ?? null,
    }),
    reactionType: t.field({
      description: 'Where the status emoji comes from; null when there is none.',
      type: ReactionTypeEnum,
      nullable: true,
      resolve: (s) => (s.reactionType === undefined ? null : s.reactionType),
    }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  status: t.withAuth({ loggedIn: true }).field({
    type: UserStatus,
    nullable: true,
    description: "The user's status (GET /users/{user_id}/status); null for bots and deactivated users.",
    // A list of users loads its statuses in one statement; an "Unknown user" has none.
    resolve: (u, _a, ctx) =>
      viewed(ctx, u, (v) =>
        v.isBot || !v.isActive || isInaccessiblePlaceholder(v) ? null : statusLoader(ctx).load(v.id),
      ),
  }),
}));

const UpdateUserStatusInput = builder.inputType('UpdateUserStatusInput', {
  description:
    'POST /users/me/status (or, for an administrator, /users/{user_id}/status): what is given changes; "" clears the text or the emoji.',
  fields: (t) => ({
    userId: t.int({ description: "Another user's status (administrators only); omitted: one's own." }),
    id: t.globalID({ for: UserRef, description: GLOBAL_ID_HELP }),
    away: t.boolean({
      description: 'Sets presenceEnabled to its inverse.',
      deprecationReason: 'Use the presenceEnabled setting (away is its inverse).',
    }),
    statusText: t.string({ description: 'At most 60 characters after stripping.' }),
    emojiName: t.string({ description: 'The status emoji\'s name; "" removes the emoji.' }),
    emojiCode: t.string({ description: "The status emoji's code; omitted: found from the name." }),
    reactionType: t.field({
      description: 'Where the emoji comes from; omitted: found from the name.',
      type: ReactionTypeEnum,
    }),
  }),
});

const UpdateUserStatusPayload = builder.objectRef<{ userId: number }>('UpdateUserStatusPayload').implement({
  description: 'The user whose status changed.',
  fields: (t) => ({
    user: t.withAuth({ loggedIn: true }).field({
      type: UserRef,
      nullable: true,
      description: 'The user, with their new status; null when the viewer may not see them.',
      resolve: (p, _a, ctx) => loadUserForViewer(ctx, p.userId),
    }),
  }),
});

builder.mutationFields((t) => ({
  updateUserStatus: t.withAuth({ loggedIn: true }).field({
    description: "Set the viewer's status: text, emoji and away (POST /users/me/status).",
    type: UpdateUserStatusPayload,
    errors: mutationErrors('updateUserStatus'),
    args: { input: t.arg({ type: UpdateUserStatusInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = optionalIdOf(input.userId, input.id, 'userId');
      await status.updateUserStatus(ctx, userId, {
        away: input.away ?? undefined,
        statusText: input.statusText ?? undefined,
        emojiName: input.emojiName ?? undefined,
        emojiCode: input.emojiCode ?? undefined,
        reactionType: input.reactionType ?? undefined,
      });
      return { userId: userId ?? ctx.actor.user.id };
    },
  }),
}));

/** An event's emoji, as one object: its fields are typed as ReactionEvent's of the same names would conflict. */
const StatusEmoji = builder
  .objectRef<{ name: string; code: string; reactionType: ReturnType<typeof reactionType> }>('StatusEmoji')
  .implement({
    description: 'A status emoji.',
    fields: (t) => ({
      name: t.exposeString('name', { description: "The emoji's name." }),
      code: t.exposeString('code', {
        description: "The emoji's code: Unicode code points in hex, or a custom emoji's id.",
      }),
      reactionType: t.field({
        description: 'Where the emoji comes from.',
        type: ReactionTypeEnum,
        resolve: (e) => e.reactionType,
      }),
    }),
  });

export const UserStatusEvent = deliveredRef<EventOf<'user_status'>>('UserStatusEvent').implement({
  description: "A user's status changed: the fields that changed are set, the others null.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    ...eventUserFields(t, (e) => e.userId),
    away: t.boolean({
      description: 'The new away value; null when it did not change.',
      deprecationReason: 'Use the presenceEnabled setting (away is its inverse).',
      nullable: true,
      resolve: ({ event }) => event.away ?? null,
    }),
    statusText: t.string({
      description: 'The new status text ("" for none); null when it did not change.',
      nullable: true,
      resolve: ({ event }) => event.statusText ?? null,
    }),
    emoji: t.field({
      type: StatusEmoji,
      nullable: true,
      description: 'When the emoji changed: the new one (an empty name when it was cleared).',
      resolve: ({ event }) =>
        event.emojiName === undefined
          ? null
          : {
              name: event.emojiName,
              code: event.emojiCode ?? '',
              reactionType: reactionType(event.reactionType ?? 'unicode_emoji'),
            },
    }),
  }),
});

export const UserSettingsEvent = deliveredRef<EventOf<'user_settings'>>('UserSettingsEvent').implement({
  description: 'One of the viewer’s own settings changed.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    change: t.field({
      description: 'The setting and its new value.',
      type: SettingChange,
      resolve: ({ event }) => ({ property: event.property, value: event.value }),
    }),
    languageName: t.string({
      nullable: true,
      description: 'When default_language changed: the language\'s name as Zulip gives it (e.g. "Deutsch").',
      resolve: ({ event }) => event.languageName ?? null,
    }),
  }),
});
