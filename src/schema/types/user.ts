import { canSeeDeliveryEmail, gravatarUrl } from '../../domain/users/format.ts';
import { builder } from '../builder.ts';

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
    role: t.exposeInt('role'),
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

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.deps.db.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.actor!.user.id } }),
  }),
);
