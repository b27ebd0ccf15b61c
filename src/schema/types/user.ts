import { LastUserError } from '../../domain/errors.ts';
import { ImplementableObjectRef } from '@pothos/core';
import {
  canSeeDeliveryEmail,
  dateJoinedForSpectators,
  dateJoinedIso,
  type PublicUserRow,
  type UserRow,
} from '../../domain/users/format.ts';
import { isInaccessiblePlaceholder } from '../../domain/users/inaccessible.ts';
import { BotType, isGuest, Role, ROLE_VALUES, type RoleValue } from '../../domain/roles.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import * as users from '../../resolvers/users.ts';
import { GLOBAL_ID_HELP, idOf, optionalIdsOf } from '../entity-ids.ts';
import { builder, type Types } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { userAccessLoader, userLoader } from '../loaders.ts';
import { rowIdOf, shownUser, userView, type UserView } from '../views.ts';

type BotTypeValue = (typeof BotType)[keyof typeof BotType];

export const UserRoleEnum = builder.enumType('UserRole', {
  description: "A user's role in the organization (Zulip's role values).",
  values: {
    OWNER: {
      value: Role.OWNER,
      description: 'Organization owner: every right, including over administrators and owners.',
    },
    ADMINISTRATOR: { value: Role.ADMINISTRATOR, description: 'Organization administrator.' },
    MODERATOR: {
      value: Role.MODERATOR,
      description: 'Moderator: a member with the rights the organization gives moderators.',
    },
    MEMBER: { value: Role.MEMBER, description: 'Member.' },
    GUEST: {
      value: Role.GUEST,
      description: 'Guest: sees only the channels they are subscribed to (and perhaps only some users).',
    },
  },
});

export const BotTypeEnum = builder.enumType('BotType', {
  description: 'The kind of a bot.',
  values: {
    GENERIC: { value: BotType.GENERIC, description: 'A generic bot: uses the API with its key, like a user.' },
    INCOMING_WEBHOOK: {
      value: BotType.INCOMING_WEBHOOK,
      description: 'An incoming webhook: may only send messages (integrations posting into Zulip).',
    },
    OUTGOING_WEBHOOK: {
      value: BotType.OUTGOING_WEBHOOK,
      description: 'An outgoing webhook: messages that mention it are posted to its service URL.',
    },
    EMBEDDED: { value: BotType.EMBEDDED, description: 'An embedded bot: runs inside the server.' },
  },
});

const roleOf = (role: number): RoleValue => {
  if (!(ROLE_VALUES as number[]).includes(role)) throw new Error(`unknown role ${role}`);
  return role as RoleValue;
};

const botTypeOf = (t: number | null): BotTypeValue | null => (t === null ? null : (t as BotTypeValue));

/** A field of the user as shown to the viewer (see shownUser). */
export function viewed<T>(
  ctx: GraphQLContext,
  u: PublicUserRow,
  pick: (shown: PublicUserRow) => T | Promise<T>,
): T | Promise<T> {
  const shown = shownUser(ctx, u);
  return shown instanceof Promise ? shown.then(pick) : pick(shown);
}

/*
 * Fields read the user's view (views.ts), shown to the viewer once, when it
 * was made: those whose name is the view's own property have no resolver.
 */
const UserObject = new ImplementableObjectRef<Types, PublicUserRow | UserView, UserView>(builder, 'User');

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
    fullName: t.exposeString('fullName', { description: "The user's full name, as shown everywhere." }),
    role: t.field({
      type: UserRoleEnum,
      description: "The user's role in the organization.",
      resolve: (u) => roleOf(u.role),
    }),
    isBot: t.exposeBoolean('isBot', { description: 'Whether the user is a bot.' }),
    botType: t.field({
      type: BotTypeEnum,
      description: 'The kind of bot; null for a human user.',
      nullable: true,
      resolve: (u) => botTypeOf(u.botType),
    }),
    // Only bots have owners, and every bot is accessible (the owner is then shown as the viewer may see them).
    botOwner: t.field({
      description: "The bot's owner; null for a human user, or a bot without an owner.",
      type: UserObject,
      nullable: true,
      resolve: (u, _a, ctx) => (u.botOwnerId === null ? null : userLoader(ctx).load(u.botOwnerId)),
    }),
    isActive: t.exposeBoolean('isActive', { description: 'False for a deactivated user.' }),
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
    avatarUrl: t.expose('avatarUrl', {
      description: "The URL of the user's avatar image (an uploaded one, Gravatar, or a generated default).",
      type: 'URL',
    }),
    avatarVersion: t.exposeInt('avatarVersion', {
      description: 'Increases each time the avatar changes (for cache busting).',
    }),
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
    args: {
      userId: t.arg.int({ description: "The user, by Zulip's id (or by global id)." }),
      id: t.arg.globalID({ for: UserRef, description: GLOBAL_ID_HELP }),
    },
    resolve: (_root, args, ctx) => users.user(ctx, { userId: idOf(args.userId, args.id, 'userId') }),
  }),
  users: t.withAuth({ loggedIn: true }).field({
    type: [UserRef],
    description: 'Every user of the organization, or only those in `userIds` (GET /users).',
    deprecationReason: 'Use usersConnection (or nodes(ids:) for given users).',
    args: {
      userIds: t.arg.intList({ description: "Only these users, by Zulip's id; omitted: every user." }),
      users: t.arg.globalIDList({ for: UserRef, description: 'By global id (instead of `userIds`).' }),
    },
    resolve: (_root, args, ctx) =>
      users.listUsers(ctx, optionalIdsOf(args.userIds, args.users, 'userIds') ?? undefined),
  }),
}));

const CreateUserInput = builder.inputType('CreateUserInput', {
  description: 'POST /users: the new account.',
  fields: (t) => ({
    email: t.field({
      type: 'EmailAddress',
      required: true,
      description: "The new user's email address (their login).",
    }),
    password: t.string({ required: true, description: "The new user's password.", extensions: { nul: 'domain' } }),
    fullName: t.string({ required: true, description: "The new user's full name." }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  description: 'PATCH /users/{user_id}: the user, and what to change (fields left out are not changed).',
  fields: (t) => ({
    userId: t.int({ description: "The user, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: UserRef, description: GLOBAL_ID_HELP }),
    fullName: t.string({ description: "The user's new full name." }),
    role: t.field({
      description: "The user's new role (owners only for OWNER, and to change an owner's role).",
      type: UserRoleEnum,
    }),
  }),
});

/** The input's shape (a user, by one of their ids); each mutation has its own type of it. */
export const userIdInputOf = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      userId: t.int({ description: "The user, by Zulip's id (or give `id`)." }),
      id: t.globalID({ for: UserRef, description: GLOBAL_ID_HELP }),
    }),
  });
const DeactivateUserInput = userIdInputOf('DeactivateUserInput', 'The user to deactivate.');
const ReactivateUserInput = userIdInputOf('ReactivateUserInput', 'The user (or bot) to reactivate.');

/** The payload of every mutation that changes one user: the user as it is now. */
const userPayload = (name: string) =>
  builder.objectRef<UserRow>(name).implement({
    description: 'The user as it is after the change.',
    fields: (t) => ({ user: t.field({ description: 'The user, changed.', type: UserRef, resolve: (u) => u }) }),
  });

const RegenerateOwnApiKeyPayload = builder.objectRef<UserRow>('RegenerateOwnApiKeyPayload').implement({
  description: "The viewer's new API key; the old one no longer works.",
  fields: (t) => ({
    user: t.field({ description: 'The viewer.', type: UserRef, resolve: (u) => u }),
    apiKey: t.exposeString('apiKey', { description: 'The new API key.' }),
  }),
});

builder.mutationFields((t) => ({
  createUser: t.withAuth({ loggedIn: true }).field({
    type: userPayload('CreateUserPayload'),
    description: 'Create a member account with a password (POST /users; administrators with can_create_users).',
    errors: mutationErrors('createUser'),
    args: { input: t.arg({ type: CreateUserInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) => users.createUser(ctx, input),
  }),
  updateUser: t.withAuth({ loggedIn: true }).field({
    type: userPayload('UpdateUserPayload'),
    description: "Change another user's full name or role (PATCH /users/{user_id}).",
    errors: mutationErrors('updateUser'),
    args: { input: t.arg({ type: UpdateUserInput, required: true, description: INPUT_ARG }) },
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
    args: { input: t.arg({ type: DeactivateUserInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) => users.deactivateUser(ctx, idOf(input.userId, input.id, 'userId')),
  }),
  reactivateUser: t.withAuth({ loggedIn: true }).field({
    type: userPayload('ReactivateUserPayload'),
    description: 'Reactivate a deactivated user (POST /users/{user_id}/reactivate).',
    errors: mutationErrors('reactivateUser'),
    args: { input: t.arg({ type: ReactivateUserInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) => users.reactivateUser(ctx, idOf(input.userId, input.id, 'userId')),
  }),
  deactivateOwnAccount: t.withAuth({ loggedIn: true }).field({
    type: userPayload('DeactivateOwnAccountPayload'),
    description: 'Deactivate your own account (DELETE /users/me).',
    errors: mutationErrors('deactivateOwnAccount', LastUserError),
    resolve: (_root, _args, ctx) => users.deactivateOwnAccount(ctx),
  }),
  regenerateOwnApiKey: t.withAuth({ loggedIn: true }).field({
    type: RegenerateOwnApiKeyPayload,
    description:
      'Replace your own API key; the old one stops working (POST /users/me/api_key/regenerate; not for bots).',
    errors: mutationErrors('regenerateOwnApiKey'),
    resolve: (_root, _args, ctx) => users.regenerateOwnApiKey(ctx),
  }),
}));
