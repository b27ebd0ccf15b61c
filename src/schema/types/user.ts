import { LastUserError } from '../../domain/errors.ts';
import { ImplementableObjectRef } from '@pothos/core';
import {
  canSeeDeliveryEmail,
  dateJoinedForSpectators,
  dateJoinedIso,
  type UserRow,
} from '../../domain/users/format.ts';
import { isInaccessiblePlaceholder } from '../../domain/users/inaccessible.ts';
import { BotType, isGuest, Role, ROLE_VALUES, type RoleValue } from '../../domain/roles.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import * as users from '../../resolvers/users.ts';
import { GLOBAL_ID_HELP, idOf, optionalIdsOf } from '../entity-ids.ts';
import { builder, type Types } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
import { userAccessLoader, userLoader } from '../loaders.ts';
import { rowIdOf, shownUser, userView, type UserView } from '../views.ts';

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

/** A field of the user as shown to the viewer (see shownUser). */
export function viewed<T>(ctx: GraphQLContext, u: UserRow, pick: (shown: UserRow) => T | Promise<T>): T | Promise<T> {
  const shown = shownUser(ctx, u);
  return shown instanceof Promise ? shown.then(pick) : pick(shown);
}

/*
 * Fields read the user's view (views.ts), shown to the viewer once, when it
 * was made: those whose name is the view's own property have no resolver.
 */
const UserObject = new ImplementableObjectRef<Types, UserRow | UserView, UserView>(builder, 'User');

export const UserRef = builder.node(UserObject, {
  id: { resolve: (u) => u.id },
  // node(id:) answers null for a user of another organization, and for one the viewer may not access.
  loadOne: async (id, ctx) => {
    const userId = rowIdOf(id);
    const hidden = ctx.actor !== null && isGuest(ctx.actor.user.role) && !(await userAccessLoader(ctx).load(userId));
    const row = hidden ? null : await userLoader(ctx).load(userId);
    return row === null ? null : userView(ctx, row);
  },
  description:
    'A user (or bot) of the organization; an "Unknown user" (only the id is real) where the viewer may not access them.',
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: "Zulip's id of the user." }),
    email: t.expose('email', {
      type: 'EmailAddress',
      description: 'The address shown to others (may be a userN@ address).',
    }),
    deliveryEmail: t.field({
      type: 'EmailAddress',
      nullable: true,
      description: 'The real address, when the viewer may see it.',
      resolve: (u, _a, ctx) =>
        ctx.actor && !isInaccessiblePlaceholder(u) && canSeeDeliveryEmail(ctx.actor.user, u) ? u.deliveryEmail : null,
    }),
    fullName: t.exposeString('fullName'),
    role: t.field({ type: UserRoleEnum, resolve: (u) => roleOf(u.role) }),
    isBot: t.exposeBoolean('isBot'),
    botType: t.field({ type: BotTypeEnum, nullable: true, resolve: (u) => botTypeOf(u.botType) }),
    // Only bots have owners, and every bot is accessible (the owner is then shown as the viewer may see them).
    botOwner: t.field({
      type: UserObject,
      nullable: true,
      resolve: (u, _a, ctx) => (u.botOwnerId === null ? null : userLoader(ctx).load(u.botOwnerId)),
    }),
    isActive: t.exposeBoolean('isActive'),
    timezone: t.string({
      nullable: true,
      description: "The user's IANA timezone ('' when unset); null for spectators, to whom Zulip does not show it.",
      resolve: (u, _a, ctx) => (ctx.actor ? u.timezone : null),
    }),
    dateJoined: t.field({
      type: 'DateTime',
      description: 'To the minute (as REST gives it, for privacy); to the day for spectators.',
      resolve: (u, _a, ctx) =>
        new Date(ctx.actor ? dateJoinedIso(u.dateJoined) : dateJoinedForSpectators(u.dateJoined)),
    }),
    // The view holds it absolute (Gravatar's URLs are; the "Unknown user" image is a path on the server).
    avatarUrl: t.expose('avatarUrl', { type: 'URL' }),
    avatarVersion: t.exposeInt('avatarVersion'),
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
    deprecationReason: 'Use usersConnection (or nodes(ids:) for given users).',
    args: {
      userIds: t.arg.intList(),
      users: t.arg.globalIDList({ for: UserRef, description: 'By global id (instead of `userIds`).' }),
    },
    resolve: (_root, args, ctx) =>
      users.listUsers(ctx, optionalIdsOf(args.userIds, args.users, 'userIds') ?? undefined),
  }),
}));

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    email: t.field({ type: 'EmailAddress', required: true }),
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
