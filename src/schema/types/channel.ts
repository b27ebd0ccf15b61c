import type { ChannelDict, SubscriptionDict } from '../../domain/channels/format.ts';
import type { ChannelGroupSettingName } from '../../domain/channels/group-settings.ts';
import { TOPICS_POLICIES } from '../../domain/channels/subscribe.ts';
import * as channels from '../../resolvers/channels.ts';
import { builder } from '../builder.ts';
import type { Stream } from '../../generated/prisma/client.ts';
import type { GraphQLContext } from '../../graphql-server/context.ts';
import { channelLoader, present, userLoader } from '../loaders.ts';
import { groupSettingOf, GroupSettingValueRef } from './groups.ts';
import { UserRef } from './user.ts';

/*
 * Channels in the schema's conventions: a Channel is a Node (Zulip's id is
 * `channelId`), its permission settings are GroupSettingValue unions, its
 * creator and subscribers are Users; the viewer's subscription links to its
 * channel. Every field reads the domain's channel dict through
 * src/resolvers/channels.ts, the operations REST calls too.
 */

export const ChannelTopicsPolicy = builder.enumType('ChannelTopicsPolicy', {
  description: "Which topics a channel's messages may have (Zulip's topics_policy).",
  values: Object.fromEntries(TOPICS_POLICIES.map((p) => [p.toUpperCase(), { value: p }])) as Record<
    Uppercase<(typeof TOPICS_POLICIES)[number]>,
    { value: (typeof TOPICS_POLICIES)[number] }
  >,
});

/** GraphQL field → the channel's permission setting (Zulip's name). */
export const CHANNEL_GROUP_FIELDS = {
  canAddSubscribersGroup: 'can_add_subscribers_group',
  canAdministerChannelGroup: 'can_administer_channel_group',
  canDeleteAnyMessageGroup: 'can_delete_any_message_group',
  canDeleteOwnMessageGroup: 'can_delete_own_message_group',
  canMoveMessagesOutOfChannelGroup: 'can_move_messages_out_of_channel_group',
  canMoveMessagesWithinChannelGroup: 'can_move_messages_within_channel_group',
  canRemoveSubscribersGroup: 'can_remove_subscribers_group',
  canResolveTopicsGroup: 'can_resolve_topics_group',
  canSendMessageGroup: 'can_send_message_group',
  canSubscribeGroup: 'can_subscribe_group',
} as const satisfies Record<string, ChannelGroupSettingName>;

type ChannelInfo = Omit<ChannelDict, 'is_default'> & { is_default?: boolean };

/**
 * A channel as the domain formats it (ChannelDict), or its row, when a
 * message page links to its channel: the fields a row has are read from it,
 * the others load the formatted channel when asked for.
 */
export type ChannelSource = ChannelInfo | Stream;

const isRow = (c: ChannelSource): c is Stream => !('stream_id' in c);

const idOf = (c: ChannelSource): number => (isRow(c) ? c.id : c.stream_id);

/** The formatted channel, for the fields a row does not have. */
async function formatted(c: ChannelSource, ctx: GraphQLContext): Promise<ChannelInfo> {
  if (!isRow(c)) return c;
  return present(await channelLoader(ctx).load(c.id), 'channel');
}

export const Channel = builder.objectRef<ChannelSource>('Channel');

builder.node(Channel, {
  description: 'A channel (Zulip stream) as the viewer may see it.',
  id: { resolve: idOf },
  // node(id:) answers null for a channel the viewer has no metadata access to.
  loadMany: (ids, ctx) => ids.map((id) => channelLoader(ctx).load(Number(id))),
  fields: (t) => ({
    channelId: t.int({ description: "Zulip's id of the channel.", resolve: idOf }),
    name: t.string({ resolve: (c) => c.name }),
    description: t.string({ resolve: (c) => c.description }),
    renderedDescription: t.string({ resolve: (c) => (isRow(c) ? c.renderedDescription : c.rendered_description) }),
    isArchived: t.boolean({ resolve: (c) => (isRow(c) ? c.isArchived : c.is_archived) }),
    dateCreated: t.int({ description: 'UNIX seconds.', resolve: (c) => (isRow(c) ? Math.floor(c.dateCreated.getTime() / 1000) : c.date_created) }),
    creator: t.field({
      type: UserRef,
      nullable: true,
      description: 'Null where unknown (channels created before this was recorded).',
      resolve: (c, _a, ctx) => {
        const id = isRow(c) ? c.creatorId : c.creator_id;
        return id === null ? null : userLoader(ctx).load(id);
      },
    }),
    inviteOnly: t.boolean({ description: 'Private channel.', resolve: (c) => (isRow(c) ? c.inviteOnly : c.invite_only) }),
    isWebPublic: t.boolean({ resolve: (c) => (isRow(c) ? c.isWebPublic : c.is_web_public) }),
    historyPublicToSubscribers: t.boolean({ resolve: (c) => (isRow(c) ? c.historyPublicToSubscribers : c.history_public_to_subscribers) }),
    messageRetentionDays: t.int({
      nullable: true,
      description: "Null: the organization's policy applies; -1: kept forever.",
      resolve: (c) => (isRow(c) ? c.messageRetentionDays : c.message_retention_days),
    }),
    topicsPolicy: t.field({
      type: ChannelTopicsPolicy,
      resolve: (c) => (isRow(c) ? c.topicsPolicy : c.topics_policy) as (typeof TOPICS_POLICIES)[number],
    }),
    firstMessageId: t.int({ nullable: true, resolve: (c) => (isRow(c) ? c.firstMessageId : c.first_message_id) }),
    folderId: t.int({ nullable: true, resolve: async (c, _a, ctx) => (await formatted(c, ctx)).folder_id }),
    isRecentlyActive: t.boolean({ resolve: async (c, _a, ctx) => (await formatted(c, ctx)).is_recently_active }),
    isDefault: t.boolean({
      nullable: true,
      description: 'Only when asked for with includeDefault.',
      resolve: (c) => (isRow(c) ? null : (c.is_default ?? null)),
    }),
    subscriberCount: t.int({ resolve: async (c, _a, ctx) => (await formatted(c, ctx)).subscriber_count }),
    subscribers: t.withAuth({ loggedIn: true }).field({
      type: [UserRef],
      nullable: true,
      description: 'Null with an error when the viewer may not see them (GET /streams/{stream_id}/members).',
      resolve: async (c, _a, ctx) => {
        const ids = await channels.subscriberIds(ctx, idOf(c));
        const users = await Promise.all(ids.map((id) => userLoader(ctx).load(id)));
        return users.filter((u) => u !== null);
      },
    }),
    streamWeeklyTraffic: t.int({ nullable: true, resolve: async (c, _a, ctx) => (await formatted(c, ctx)).stream_weekly_traffic }),
    ...Object.fromEntries(
      Object.entries(CHANNEL_GROUP_FIELDS).map(([field, setting]) => [
        field,
        t.field({ type: GroupSettingValueRef, resolve: async (c, _a, ctx) => groupSettingOf(ctx, (await formatted(c, ctx))[setting]) }),
      ]),
    ),
  }),
});

export const ChannelSubscription = builder.objectRef<SubscriptionDict>('ChannelSubscription').implement({
  description: "The viewer's subscription to a channel: the channel, and the viewer's settings for it.",
  fields: (t) => ({
    channel: t.field({ type: Channel, resolve: (s) => s }),
    color: t.exposeString('color'),
    isMuted: t.exposeBoolean('is_muted'),
    pinToTop: t.exposeBoolean('pin_to_top'),
    desktopNotifications: t.boolean({ nullable: true, description: 'Null inherits the user setting.', resolve: (s) => s.desktop_notifications }),
    audibleNotifications: t.boolean({ nullable: true, resolve: (s) => s.audible_notifications }),
    pushNotifications: t.boolean({ nullable: true, resolve: (s) => s.push_notifications }),
    emailNotifications: t.boolean({ nullable: true, resolve: (s) => s.email_notifications }),
    wildcardMentionsNotify: t.boolean({ nullable: true, resolve: (s) => s.wildcard_mentions_notify }),
  }),
});

const ChannelsFilter = builder.inputType('ChannelsFilter', {
  description: "GET /streams's filters.",
  fields: (t) => ({
    includePublic: t.boolean({ description: 'Default true (not for guests).' }),
    includeWebPublic: t.boolean(),
    includeSubscribed: t.boolean({ description: 'Default true.' }),
    excludeArchived: t.boolean({ description: 'Default true.' }),
    includeAll: t.boolean({ description: 'Every channel the viewer has metadata access to.' }),
    includeDefault: t.boolean(),
    includeOwnerSubscribed: t.boolean({ description: "For bots: their owner's channels too." }),
    includeCanAccessContent: t.boolean(),
  }),
});

const orUndefined = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

builder.queryFields((t) => ({
  channel: t.withAuth({ loggedIn: true }).field({
    type: Channel,
    nullable: true,
    description: 'One channel the viewer has metadata access to (GET /streams/{stream_id}); null with an error otherwise.',
    args: { channelId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => channels.channel(ctx, args.channelId),
  }),
  channelByName: t.withAuth({ loggedIn: true }).field({
    type: Channel,
    nullable: true,
    description: 'A channel by name, ignoring case (GET /get_stream_id); null with an error when the viewer cannot see one.',
    args: { name: t.arg.string({ required: true, extensions: { nul: 'domain' } }) },
    resolve: (_root, args, ctx) => channels.channelByName(ctx, args.name),
  }),
  channels: t.withAuth({ loggedIn: true }).field({
    type: [Channel],
    description: 'Channels by the filters of GET /streams, sorted by name.',
    args: { filter: t.arg({ type: ChannelsFilter }) },
    resolve: (_root, { filter: f }, ctx) =>
      channels.listChannels(ctx, {
        includePublic: orUndefined(f?.includePublic),
        includeWebPublic: orUndefined(f?.includeWebPublic),
        includeSubscribed: orUndefined(f?.includeSubscribed),
        excludeArchived: orUndefined(f?.excludeArchived),
        includeAll: orUndefined(f?.includeAll),
        includeDefault: orUndefined(f?.includeDefault),
        includeOwnerSubscribed: orUndefined(f?.includeOwnerSubscribed),
        includeCanAccessContent: orUndefined(f?.includeCanAccessContent),
      }),
  }),
  subscriptions: t.withAuth({ loggedIn: true }).field({
    type: [ChannelSubscription],
    description: "The viewer's subscriptions (GET /users/me/subscriptions).",
    resolve: (_root, _args, ctx) => channels.subscriptions(ctx, false),
  }),
}));
