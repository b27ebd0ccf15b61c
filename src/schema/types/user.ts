import { LastUserError } from '../../domain/errors.ts';
import {
  canSeeDeliveryEmail,
  dateJoinedForSpectators,
  dateJoinedIso,
  gravatarUrl,
  type UserRow,
} from '../../domain/users/format.ts';
import {
  INACCESSIBLE_USER_AVATAR_URL,
  inaccessibleUserRow,
  isInaccessiblePlaceholder,
} from '../../domain/users/inaccessible.ts';
import { BotType, isGuest, Role, ROLE_VALUES, type RoleValue } from '../../domain/roles.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import * as users from '../../resolvers/users.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
import { userAccessLoader } from '../loaders.ts';

type BotTypeValue = (typeof BotType)[keyof typeof BotType];

export const UserRoleEnum = builder.enumType('UserRole', {
  description: "A user's role in the organization (Zulip's role values).",
  values: {
    OWNER: { value: Role.OWNER },
    ADMINISTRATOR: { value: Role.ADMINISTRATOR },
    MODERATOR: { value: Role.MODERATOR },
    MEMBER: { value: Role.MEMBER },
    GUEST: { value: Role.GUEST },
  },
});

export const BotTypeEnum = builder.enumType('BotType', {
  values: {
    GENERIC: { value: BotType.GENERIC },
    INCOMING_WEBHOOK: { value: BotType.INCOMING_WEBHOOK },
    OUTGOING_WEBHOOK: { value: BotType.OUTGOING_WEBHOOK },
    EMBEDDED: { value: BotType.EMBEDDED },
  },
});

const roleOf = (role: number): RoleValue => {
  if (!(ROLE_VALUES as number[]).includes(role)) throw new Error(`unknown role ${role}`);
  return role as RoleValue;
};

const botTypeOf = (t: number | null): BotTypeValue | null => (t === null ? null : (t as BotTypeValue));

// A page of messages asks for the same few senders' avatars a hundred times; the loaders hand out one row object per user and batch.
const avatarUrls = new WeakMap<UserRow, string>();

function avatarUrlOf(u: UserRow): string {
  if (isInaccessiblePlaceholder(u)) return INACCESSIBLE_USER_AVATAR_URL;
  let url = avatarUrls.get(u);
  if (url === undefined) {
    url = gravatarUrl(u.deliveryEmail, u.avatarVersion);
    avatarUrls.set(u, url);
  }
  return url;
}

/**
 * The user as the viewer may see them: wherever a User appears (a sender, a
 * subscriber, a group member, an event's user), one a guest may not access
 * (can_access_all_users_group) is Zulip's "Unknown user", id aside. Anyone
 * but a guest sees the row as it is, without a query.
 */
export function shownUser(ctx: GraphQLContext, u: UserRow): UserRow | Promise<UserRow> {
  const actor = ctx.actor;
  if (actor === null || !isGuest(actor.user.role) || u.isBot || u.id === actor.user.id || isInaccessiblePlaceholder(u))
    return u;
  return userAccessLoader(ctx)
    .load(u.id)
    .then((listed) => (listed ? u : inaccessibleUserRow(ctx.deps.server, u.realmId, u.id)));
}

/** A field of the user as shown to the viewer (see shownUser). */
export function viewed<T>(ctx: GraphQLContext, u: UserRow, pick: (shown: UserRow) => T | Promise<T>): T | Promise<T> {
  const shown = shownUser(ctx, u);
  return shown instanceof Promise ? shown.then(pick) : pick(shown);
}

export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  // node(id:) answers null for a user of another organization, and for one the viewer may not access.
  nullable: true,
  findUnique: async (id, ctx) => {
    const userId = Number(id);
    const hidden = ctx.actor !== null && isGuest(ctx.actor.user.role) && !(await userAccessLoader(ctx).load(userId));
    return { id: hidden ? 0 : userId, realmId: ctx.realm.id };
  },
  description:
    'A user (or bot) of the organization; an "Unknown user" (only the id is real) where the viewer may not access them.',
  fields: (t) => ({
    userId: t.exposeInt('id', { description: "Zulip's id of the user." }),
    email: t.string({
      description: 'The address shown to others (may be a userN@ address).',
      resolve: (u, _a, ctx) => viewed(ctx, u, (v) => v.email),
    }),
    deliveryEmail: t.string({
      nullable: true,
      description: 'The real address, when the viewer may see it.',
      resolve: (u, _a, ctx) =>
        viewed(ctx, u, (v) =>
          ctx.actor && !isInaccessiblePlaceholder(v) && canSeeDeliveryEmail(ctx.actor.user, v) ? v.deliveryEmail : null,
        ),
    }),
    fullName: t.string({ resolve: (u, _a, ctx) => viewed(ctx, u, (v) => v.fullName) }),
    role: t.field({ type: UserRoleEnum, resolve: (u, _a, ctx) => viewed(ctx, u, (v) => roleOf(v.role)) }),
    isBot: t.boolean({ resolve: (u, _a, ctx) => viewed(ctx, u, (v) => v.isBot) }),
    botType: t.field({
      type: BotTypeEnum,
      nullable: true,
      resolve: (u, _a, ctx) => viewed(ctx, u, (v) => botTypeOf(v.botType)),
    }),
    // Only bots have owners, and every bot is accessible (the owner is then shown as the viewer may see them).
    botOwner: t.relation('botOwner', { nullable: true }),
    isActive: t.boolean({ resolve: (u, _a, ctx) => viewed(ctx, u, (v) => v.isActive) }),
    timezone: t.string({
      nullable: true,
      description: "The user's IANA timezone ('' when unset); null for spectators, to whom Zulip does not show it.",
      resolve: (u, _a, ctx) => (ctx.actor ? viewed(ctx, u, (v) => v.timezone) : null),
    }),
    dateJoined: t.string({
      description: 'ISO 8601, to the minute (as REST gives it, for privacy); to the day for spectators.',
      resolve: (u, _a, ctx) =>
        ctx.actor ? viewed(ctx, u, (v) => dateJoinedIso(v.dateJoined)) : dateJoinedForSpectators(u.dateJoined),
    }),
    avatarUrl: t.string({ resolve: (u, _a, ctx) => viewed(ctx, u, avatarUrlOf) }),
    avatarVersion: t.int({ resolve: (u, _a, ctx) => viewed(ctx, u, (v) => v.avatarVersion) }),
  }),
});

builder.queryFields((t) => ({
  me: t.withAuth({ loggedIn: true }).field({
    type: UserRef,
    description: 'The authenticated user.',
    resolve: (_root, _args, ctx) => users.me(ctx),
  }),
  user: t.withAuth({ loggedIn: true }).field({
    type: UserRef,
    nullable: true,
    description:
      'One user of the organization, active or not (GET /users/{user_id}); null with an error when there is none.',
    args: { userId: t.arg.int(), id: t.arg.globalID({ for: UserRef, description: GLOBAL_ID_HELP }) },
    resolve: (_root, args, ctx) => users.user(ctx, { userId: idOf(args.userId, args.id, 'userId') }),
  }),
  users: t.withAuth({ loggedIn: true }).field({
    type: [UserRef],
    description: 'Every user of the organization, or only those in `userIds` (GET /users).',
    args: { userIds: t.arg.intList() },
    resolve: (_root, args, ctx) => users.listUsers(ctx, args.userIds ?? undefined),
  }),
}));

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true, extensions: { nul: 'domain' } }),
    fullName: t.string({ required: true }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  fields: (t) => ({
    userId: t.int(),
    id: t.globalID({ for: UserRef, description: GLOBAL_ID_HELP }),
    fullName: t.string(),
    role: t.field({ type: UserRoleEnum }),
  }),
});

const UserIdInput = builder.inputType('UserIdInput', {
  fields: (t) => ({ userId: t.int(), id: t.globalID({ for: UserRef, description: GLOBAL_ID_HELP }) }),
});

/** The payload of every mutation that changes one user: the user as it is now. */
const userPayload = (name: string) =>
  builder.objectRef<UserRow>(name).implement({
    fields: (t) => ({ user: t.field({ type: UserRef, resolve: (u) => u }) }),
  });

builder.mutationFields((t) => ({
  createUser: t.withAuth({ loggedIn: true }).field({
    type: userPayload('CreateUserPayload'),
    description: 'Create a member account with a password (POST /users; administrators with can_create_users).',
    errors: mutationErrors('createUser'),
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: (_root, { input }, ctx) => users.createUser(ctx, input),
  }),
  updateUser: t.withAuth({ loggedIn: true }).field({
    type: userPayload('UpdateUserPayload'),
    description: "Change another user's full name or role (PATCH /users/{user_id}).",
    errors: mutationErrors('updateUser'),
    args: { input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      users.updateUser(
        ctx,
        { userId: idOf(input.userId, input.id, 'userId') },
        { fullName: input.fullName ?? undefined, role: input.role ?? undefined },
      ),
  }),
  deactivateUser: t.withAuth({ loggedIn: true }).field({
    type: userPayload('DeactivateUserPayload'),
    description: 'Deactivate a user and their bots (DELETE /users/{user_id}).',
    errors: mutationErrors('deactivateUser', LastUserError),
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => users.deactivateUser(ctx, idOf(input.userId, input.id, 'userId')),
  }),
  reactivateUser: t.withAuth({ loggedIn: true }).field({
    type: userPayload('ReactivateUserPayload'),
    description: 'Reactivate a deactivated user (POST /users/{user_id}/reactivate).',
    errors: mutationErrors('reactivateUser'),
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => users.reactivateUser(ctx, idOf(input.userId, input.id, 'userId')),
  }),
  deactivateOwnAccount: t.withAuth({ loggedIn: true }).field({
    type: userPayload('DeactivateOwnAccountPayload'),
    description: 'Deactivate your own account (DELETE /users/me).',
    errors: mutationErrors('deactivateOwnAccount', LastUserError),
    resolve: (_root, _args, ctx) => users.deactivateOwnAccount(ctx),
  }),
}));
