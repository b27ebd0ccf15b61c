import { createUser } from '../../domain/users/create.ts';
import { deactivateOwnAccount, deactivateUser } from '../../domain/users/deactivate.ts';
import { canSeeDeliveryEmail, gravatarUrl } from '../../domain/users/format.ts';
import { findUser, listUsers } from '../../domain/users/list.ts';
import { reactivateUser } from '../../domain/users/reactivate.ts';
import { updateUser } from '../../domain/users/update.ts';
import { builder } from '../builder.ts';
import { zulipErrors } from '../errors.ts';

export const UserRef = builder.prismaObject('User', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email', { description: 'The address shown to others (may be a userN@ address).' }),
    deliveryEmail: t.string({
      nullable: true,
      description: 'The real address, when the viewer may see it.',
      resolve: (u, _a, ctx) => (ctx.actor && canSeeDeliveryEmail(ctx.actor.user, u) ? u.deliveryEmail : null),
    }),
    fullName: t.exposeString('fullName'),
    role: t.exposeInt('role', { description: '100 owner, 200 administrator, 300 moderator, 400 member, 600 guest.' }),
    isBot: t.exposeBoolean('isBot'),
    botType: t.exposeInt('botType', { nullable: true }),
    botOwnerId: t.exposeInt('botOwnerId', { nullable: true }),
    isActive: t.exposeBoolean('isActive'),
    timezone: t.exposeString('timezone'),
    dateJoined: t.string({ resolve: (u) => u.dateJoined.toISOString() }),
    avatarUrl: t.string({ resolve: (u) => gravatarUrl(u.deliveryEmail, u.avatarVersion) }),
    avatarVersion: t.exposeInt('avatarVersion'),
  }),
});

builder.queryFields((t) => ({
  me: t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    resolve: (query, _root, _args, ctx) => ctx.deps.db.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.actor.user.id } }),
  }),
  user: t.withAuth({ loggedIn: true }).field({
    type: UserRef,
    description: 'One user of the organization, active or not (GET /users/{user_id}).',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => findUser(ctx.deps, ctx.actor, { userId: args.id }),
  }),
  users: t.withAuth({ loggedIn: true }).field({
    type: [UserRef],
    description: 'Every user of the organization, or only those in `userIds` (GET /users).',
    args: { userIds: t.arg.intList() },
    resolve: (_root, args, ctx) => listUsers(ctx.deps, ctx.actor, args.userIds ?? undefined),
  }),
}));

builder.mutationFields((t) => ({
  createUser: t.withAuth({ loggedIn: true }).field({
    type: UserRef,
    description: 'Create a member account with a password (POST /users; administrators with can_create_users).',
    errors: zulipErrors,
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true, extensions: { nul: 'domain' } }),
      fullName: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => createUser(ctx.deps, ctx.actor, args),
  }),
  updateUser: t.withAuth({ loggedIn: true }).field({
    type: UserRef,
    description: "Change another user's full name or role (PATCH /users/{user_id}).",
    errors: zulipErrors,
    args: { id: t.arg.int({ required: true }), fullName: t.arg.string(), role: t.arg.int() },
    resolve: (_root, args, ctx) =>
      updateUser(ctx.deps, ctx.actor, { userId: args.id }, { fullName: args.fullName ?? undefined, role: args.role ?? undefined }),
  }),
  deactivateUser: t.withAuth({ loggedIn: true }).field({
    type: UserRef,
    description: 'Deactivate a user and their bots (DELETE /users/{user_id}).',
    errors: zulipErrors,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deactivateUser(ctx.deps, ctx.actor, args.id),
  }),
  reactivateUser: t.withAuth({ loggedIn: true }).field({
    type: UserRef,
    description: 'Reactivate a deactivated user (POST /users/{user_id}/reactivate).',
    errors: zulipErrors,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => reactivateUser(ctx.deps, ctx.actor, args.id),
  }),
  deactivateOwnAccount: t.withAuth({ loggedIn: true }).boolean({
    description: 'Deactivate your own account (DELETE /users/me).',
    errors: zulipErrors,
    resolve: async (_root, _args, ctx) => {
      await deactivateOwnAccount(ctx.deps, ctx.actor);
      return true;
    },
  }),
}));
