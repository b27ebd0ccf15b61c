import type { EventOf } from '../../domain/events/types.ts';
import type { UserStatusView } from '../../domain/status/user-status.ts';
import { isInaccessiblePlaceholder } from '../../domain/users/inaccessible.ts';
import * as status from '../../resolvers/user-status.ts';
import { GLOBAL_ID_HELP, optionalIdOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
import { statusLoader } from '../loaders.ts';
import { reactionType, ReactionTypeEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent, SettingChange } from './events-base.ts';
import { loadUserForViewer } from './relations.ts';
import { UserRef, viewed } from './user.ts';

/** User statuses: `User.status`, the mutation that sets one, and their events. */

const UserStatus = builder.objectRef<UserStatusView>('UserStatus').implement({
  description:
    'What a user says about themselves: a short text and an emoji; `away` when they turned their presence off.',
  fields: (t) => ({
    away: t.boolean({ resolve: (s) => s.away === true }),
    statusText: t.string({ description: '"" when there is none.', resolve: (s) => s.statusText ?? '' }),
    emojiName: t.string({ nullable: true, resolve: (s) => s.emojiName ?? null }),
    emojiCode: t.string({ nullable: true, resolve: (s) => s.emojiCode ?? null }),
    reactionType: t.field({
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
    away: t.boolean({ description: 'Deprecated: the inverse of the presence_enabled setting.' }),
    statusText: t.string({ description: 'At most 60 characters after stripping.' }),
    emojiName: t.string(),
    emojiCode: t.string(),
    reactionType: t.field({ type: ReactionTypeEnum }),
  }),
});

const UpdateUserStatusPayload = builder.objectRef<{ userId: number }>('UpdateUserStatusPayload').implement({
  fields: (t) => ({
    user: t
      .withAuth({ loggedIn: true })
      .field({ type: UserRef, nullable: true, resolve: (p, _a, ctx) => loadUserForViewer(ctx, p.userId) }),
  }),
});

builder.mutationFields((t) => ({
  updateUserStatus: t.withAuth({ loggedIn: true }).field({
    type: UpdateUserStatusPayload,
    errors: mutationErrors('updateUserStatus'),
    args: { input: t.arg({ type: UpdateUserStatusInput, required: true }) },
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
    fields: (t) => ({
      name: t.exposeString('name'),
      code: t.exposeString('code'),
      reactionType: t.field({ type: ReactionTypeEnum, resolve: (e) => e.reactionType }),
    }),
  });

export const UserStatusEvent = deliveredRef<EventOf<'user_status'>>('UserStatusEvent').implement({
  description: "A user's status changed: the fields that changed are set, the others null.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    userId: t.int({ resolve: ({ event }) => event.userId }),
    user: t
      .withAuth({ loggedIn: true })
      .field({ type: UserRef, nullable: true, resolve: ({ event }, _a, ctx) => loadUserForViewer(ctx, event.userId) }),
    away: t.boolean({ nullable: true, resolve: ({ event }) => event.away ?? null }),
    statusText: t.string({ nullable: true, resolve: ({ event }) => event.statusText ?? null }),
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
