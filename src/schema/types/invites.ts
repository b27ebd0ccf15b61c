import type { EventOf } from '../../domain/events/types.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import { InvitationError, InvitationLinkError } from '../../domain/invites/errors.ts';
import type { InvitationSettings, SentInvitation } from '../../domain/invites/invite.ts';
import type { Invitation } from '../../domain/invites/store.ts';
import type { InvitationPreview } from '../../domain/invites/signup.ts';
import { Role } from '../../domain/roles.ts';
import * as invites from '../../resolvers/invites.ts';
import { builder, type Types } from '../builder.ts';
import { absoluteUrl } from '../scalars.ts';
import { ErrorInterface, INPUT_ARG, mutationErrors } from '../errors.ts';
import { userLoader } from '../loaders.ts';
import { UserRef, UserRoleEnum } from './user.ts';
import { Channel } from './channel.ts';
import { UserGroupRef } from './groups.ts';
import { optionalIdsOf } from '../entity-ids.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { changedNode, viewerNodes } from '../node-loading.ts';

/** Invitations: the event that tells who may see them to read them again. */

export const InvitesChangedEvent = deliveredRef<EventOf<'invites_changed'>>('InvitesChangedEvent').implement({
  description: 'The invitations the viewer may see changed (to administrators and the inviter): read them again.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    changed: t.boolean({ description: 'Always true: the event carries no data.', resolve: () => true }),
  }),
});

builder.objectType(InvitationError, {
  name: 'InvitationFailedError',
  interfaces: [ErrorInterface],
  description:
    'Some addresses could not be invited (INVITATION_FAILED); `sentInvitations` says whether the others were.',
  fields: (t) => ({
    sentInvitations: t.boolean({ description: 'Whether some were sent anyway.', resolve: (e) => e.sentInvitations }),
    refused: t.field({
      type: [InviteeRefusalRef],
      description: 'Each address refused, why, and whether its account is deactivated.',
      resolve: (e) => e.errors.map(([email, reason, deactivated]) => ({ email, reason, deactivated })),
    }),
  }),
});

const InviteeRefusalRef = builder
  .objectRef<{ email: string; reason: string; deactivated: boolean }>('InviteeRefusal')
  .implement({
    description: 'An address that was not invited.',
    fields: (t) => ({
      email: t.exposeString('email', { description: 'As given.' }),
      reason: t.exposeString('reason', { description: "Zulip's words, e.g. `Already has an account.`" }),
      deactivated: t.exposeBoolean('deactivated', { description: 'Its account exists and is deactivated.' }),
    }),
  });

builder.objectType(InvitationLinkError, {
  name: 'InvitationLinkError',
  interfaces: [ErrorInterface],
  description: 'The /join/ link does not work: malformed, unknown, or expired, revoked or used.',
  fields: (t) => ({
    problem: t.string({ description: '`malformed`, `notFound` or `expired`.', resolve: (e) => e.problem }),
  }),
});

/*
 * Zulip keeps e-mail invitations and reusable links in two tables; here they
 * are rows of one, so the row id alone names either kind.
 */
export const InvitationRef = builder.node(builder.objectRef<Invitation>('Invitation'), {
  id: { resolve: (i) => i.id },
  loadMany: viewerNodes(nodes.invitationNodes),
  description: 'An unexpired invitation: to an e-mail address, or a reusable link.',
  fields: (t) => ({
    invitationId: t.exposeInt('id', {
      description: "Zulip's id of the invitation (unique together with `isMultiuse`).",
    }),
    isMultiuse: t.exposeBoolean('isMultiuse', { description: 'A reusable link rather than an e-mail invitation.' }),
    email: t.expose('email', {
      type: 'EmailAddress',
      nullable: true,
      description: 'The address invited; null for a link.',
    }),
    invitedBy: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who made it.',
      resolve: (i, _a, ctx) => userLoader(ctx).load(i.invitedById),
    }),
    invitedAt: t.field({ type: 'DateTime', description: 'When it was made.', resolve: (i) => i.invitedAt }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Null: it never expires.',
      resolve: (i) => i.expiresAt,
    }),
    invitedAs: t.field({
      type: UserRoleEnum,
      description: 'The role of the account it makes.',
      resolve: (i) => i.invitedAs as 400,
    }),
    notifyReferrerOnJoin: t.exposeBoolean('notifyReferrerOnJoin', { description: 'The inviter hears of the sign-up.' }),
    linkUrl: t.field({
      type: 'URL',
      nullable: true,
      description: 'The /join/ link of a reusable invitation.',
      resolve: (i, _a, ctx) => (i.linkUrl == null ? null : absoluteUrl(ctx, i.linkUrl)),
    }),
  }),
});

builder.queryFields((t) => ({
  invitations: t.withAuth({ loggedIn: true }).field({
    type: [InvitationRef],
    description:
      "The invitations the viewer controls: an administrator's organization's, otherwise their own (GET /invites).",
    deprecationReason: 'Use Query.invitationsConnection.',
    resolve: (_root, _a, ctx) => invites.invitations(ctx),
  }),
  invitationPreview: t.field({
    type: InvitationPreviewRef,
    description: 'What a /join/<key>/ link leads to (no login needed).',
    errors: {
      types: [InvitationLinkError],
      directResult: true,
      union: { name: 'InvitationPreviewResult', description: 'Where the link leads, or why it leads nowhere.' },
    },
    args: { key: t.arg.string({ required: true, description: 'The key of the /join/<key>/ link.' }) },
    resolve: (_root, { key }, ctx) => invites.invitationPreview(ctx, key),
  }),
}));

const InvitationPreviewRef = builder.objectRef<InvitationPreview>('InvitationPreview').implement({
  description: 'The organization an invitation is to, and the address it names.',
  fields: (t) => ({
    realmName: t.exposeString('realmName', { description: "The organization's name." }),
    email: t.expose('email', {
      type: 'EmailAddress',
      nullable: true,
      description: 'Null for a reusable link: the person gives theirs.',
    }),
    invitedAs: t.field({
      type: UserRoleEnum,
      description: 'The role of the account.',
      resolve: (p) => p.invitedAs as 400,
    }),
  }),
});

/** What both kinds of invitation take: the settings of `inviteUsers`, and the whole input of `createInvitationLink`. */
const invitationSettingsFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  inviteExpiresInMinutes: t.int({ description: 'Null: never expires. Default: 10 days.' }),
  neverExpires: t.boolean({ description: 'True: the invitation never expires (wins over inviteExpiresInMinutes).' }),
  invitedAs: t.field({ type: UserRoleEnum, description: 'Default: MEMBER.' }),
  channelIds: t.intList({ description: 'Channels the new account joins.' }),
  channels: t.globalIDList({ for: Channel, description: 'By global id (instead of `channelIds`).' }),
  groupIds: t.intList({ description: 'Groups the new account joins.' }),
  groups: t.globalIDList({ for: UserGroupRef, description: 'By global id (instead of `groupIds`).' }),
  includeRealmDefaultSubscriptions: t.boolean({ description: "Also the organization's default channels." }),
  welcomeMessageCustomText: t.string({ description: "Administrators only: the Welcome Bot's message for them." }),
});

const settingsFields = builder.inputType('InvitationSettingsInput', {
  description: 'What both kinds of invitation take.',
  fields: invitationSettingsFields,
});

const CreateInvitationLinkInput = builder.inputType('CreateInvitationLinkInput', {
  description: 'POST /invites/multiuse: the settings of a reusable invitation link.',
  fields: invitationSettingsFields,
});

type SettingsInput = typeof settingsFields.$inferInput;

const settingsOf = (s: SettingsInput | null | undefined): InvitationSettings => ({
  inviteExpiresInMinutes: s?.neverExpires ? null : (s?.inviteExpiresInMinutes ?? 10 * 24 * 60),
  inviteAs: s?.invitedAs ?? Role.MEMBER,
  channelIds: optionalIdsOf(s?.channelIds, s?.channels, 'channelIds') ?? [],
  groupIds: optionalIdsOf(s?.groupIds, s?.groups, 'groupIds') ?? [],
  includeRealmDefaultSubscriptions: s?.includeRealmDefaultSubscriptions ?? false,
  welcomeMessageCustomText: s?.welcomeMessageCustomText ?? null,
});

const InviteUsersInput = builder.inputType('InviteUsersInput', {
  description: 'POST /invites: whom to invite by email, and what they get.',
  fields: (t) => ({
    inviteeEmails: t.string({ required: true, description: 'Addresses separated by commas or newlines.' }),
    notifyReferrerOnJoin: t.boolean({ description: 'Default true.' }),
    settings: t.field({ type: settingsFields, description: 'Lifetime, role, channels, groups.' }),
  }),
});

const SentInvitationRef = builder.objectRef<SentInvitation & { shown: boolean }>('SentInvitation').implement({
  description: 'An invitation made.',
  fields: (t) => ({
    email: t.expose('email', { type: 'EmailAddress', description: 'The address invited.' }),
    link: t.string({
      nullable: true,
      description: 'Its /join/ link, only when the server sends no e-mail (then the inviter passes it on).',
      resolve: (s) => (s.shown ? s.link : null),
    }),
  }),
});

const InviteUsersPayload = builder
  .objectRef<{ sent: Array<SentInvitation & { shown: boolean }> }>('InviteUsersPayload')
  .implement({
    description: 'The invitations made.',
    fields: (t) => ({
      invitations: t.field({ description: 'One per address.', type: [SentInvitationRef], resolve: (p) => p.sent }),
    }),
  });

const InvitationLinkPayload = builder
  .objectRef<{ link: string; invitation: Invitation }>('CreateInvitationLinkPayload')
  .implement({
    description: 'The new reusable invitation link.',
    fields: (t) => ({
      inviteLink: t.exposeString('link', { description: 'The reusable /join/ link.' }),
      invitation: t.field({
        type: InvitationRef,
        description: 'The new invitation, as the list of invitations shows it (its `linkUrl` is `inviteLink`).',
        resolve: (p) => p.invitation,
      }),
    }),
  });

const AcceptInvitationInput = builder.inputType('AcceptInvitationInput', {
  description: "Join the organization through an invitation: the new account's details.",
  fields: (t) => ({
    key: t.string({ required: true, description: 'The key of the /join/<key>/ link.' }),
    email: t.string({ description: 'Required with a reusable link; ignored otherwise.' }),
    fullName: t.string({ required: true, description: "The new user's full name." }),
    password: t.string({ required: true, description: "The new user's password." }),
  }),
});

const AcceptInvitationPayload = builder
  .objectRef<{ apiKey: string; email: string; userId: number }>('AcceptInvitationPayload')
  .implement({
    description: 'The new account, logged in.',
    fields: (t) => ({
      apiKey: t.exposeString('apiKey', { description: 'Logged in: use with the email as HTTP Basic credentials.' }),
      email: t.expose('email', { description: "The new user's email address (their login).", type: 'EmailAddress' }),
      user: t.field({
        type: UserRef,
        description: 'The new user.',
        nullable: true,
        resolve: (r, _a, ctx) => userLoader(ctx).load(r.userId),
      }),
    }),
  });

builder.mutationFields((t) => ({
  inviteUsers: t.withAuth({ loggedIn: true }).field({
    type: InviteUsersPayload,
    errors: mutationErrors('inviteUsers', InvitationError),
    description: 'Invite addresses by e-mail (POST /invites).',
    args: { input: t.arg({ type: InviteUsersInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const sent = await invites.inviteUsers(ctx, {
        inviteeEmails: input.inviteeEmails,
        notifyReferrerOnJoin: input.notifyReferrerOnJoin ?? true,
        ...settingsOf(input.settings),
      });
      return { sent: sent.map((s) => ({ ...s, shown: !ctx.deps.mailer.configured })) };
    },
  }),
  createInvitationLink: t.withAuth({ loggedIn: true }).field({
    type: InvitationLinkPayload,
    errors: mutationErrors('createInvitationLink'),
    description: 'A reusable invitation link (POST /invites/multiuse).',
    args: { input: t.arg({ type: CreateInvitationLinkInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const made = await invites.createMultiuseInvite(ctx, settingsOf(input));
      const invitation = await changedNode(nodes.invitationNodes(ctx, [String(made.id)]), 'The invitation');
      return { link: made.link, invitation };
    },
  }),
  acceptInvitation: t.field({
    type: AcceptInvitationPayload,
    errors: mutationErrors('acceptInvitation', InvitationLinkError),
    description: 'Sign up through an invitation, with a name and password; answers with the new account logged in.',
    args: { input: t.arg({ type: AcceptInvitationInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const user = await invites.acceptInvitation(ctx, { ...input, email: input.email ?? null });
      return { apiKey: user.apiKey, email: user.email, userId: user.id };
    },
  }),
}));
