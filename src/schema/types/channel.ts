import { ImplementableObjectRef } from '@pothos/core';
import { channelActivity } from '../../domain/channels/format.ts';
import { ChannelFolderRef, channelFolderOf } from './channel-folders.ts';
import {
  CHANNEL_GROUP_COLUMNS,
  type ChannelGroupSettingName,
} from '../../domain/channels/channel-permission-groups.ts';
import { TOPICS_POLICIES, topicsPolicyOf } from '../../domain/channels/subscribe.ts';
import type { Stream } from '../../generated/prisma/client.ts';
import { ChannelsFilter, channelFiltersOf } from './channels-filter.ts';
import * as channels from '../../resolvers/channels.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder, type Types } from '../builder.ts';
import {
  channelLoader,
  defaultChannelLoader,
  present,
  subscriberCountLoader,
  subscriberIdsLoader,
  subscribersLoader,
  userLoader,
  viewerChannelRightsLoader,
  viewerSubscriptionLoader,
} from '../loaders.ts';
import { channelView, rowIdOf, type ChannelView } from '../views.ts';
import { groupSettingValue, GroupSettingValueRef } from './groups.ts';
import { ChannelSubscriptionRef } from './relations.ts';
import { UserRef } from './user.ts';
import { CHANNEL_GROUP_SETTING_DESCRIPTIONS } from '../descriptions/permission-settings.ts';
import { CHANNEL_SETTING_DESCRIPTIONS } from '../descriptions/channel-settings.ts';
import { UserConnection, userConnectionOfIds } from './user-connection.ts';
import { fromUnixSeconds } from '../scalars.ts';

/*
 * Channels in the schema's conventions: a Channel is a Node (Zulip's id is
 * `channelId`) over its Prisma row, its permission settings are
 * GroupSettingValue unions, its creator and subscribers are Users; the
 * viewer's subscription links to its channel. The rows come from the
 * operations in src/resolvers/channels.ts (the ones REST formats), which
 * apply the domain's access rules; counts and groups load in batches.
 */

const TOPICS_POLICY_HELP: Record<(typeof TOPICS_POLICIES)[number], string> = {
  inherit: "Named topics; the empty topic as the organization's topics policy says.",
  allow_empty_topic: 'Named topics and the empty ("general chat") topic.',
  disable_empty_topic: 'Named topics only.',
  empty_topic_only: 'The empty ("general chat") topic only.',
};

export const ChannelTopicsPolicy = builder.enumType('ChannelTopicsPolicy', {
  description: "Which topics a channel's messages may have (Zulip's topics_policy).",
  values: Object.fromEntries(
    TOPICS_POLICIES.map((p) => [p.toUpperCase(), { value: p, description: TOPICS_POLICY_HELP[p] }]),
  ) as Record<
    Uppercase<(typeof TOPICS_POLICIES)[number]>,
    { value: (typeof TOPICS_POLICIES)[number]; description: string }
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

// Fields read the channel's view (views.ts): `channelId` is its own property, without a resolver.
const ChannelObject = new ImplementableObjectRef<Types, Stream | ChannelView, ChannelView>(builder, 'Channel');

export const Channel = builder.node(ChannelObject, {
  id: { resolve: (c) => c.id },
  // node(id:) answers null for a channel the viewer has no metadata access to (the loader applies the domain's access rule).
  loadOne: async (id, ctx) => {
    const row = await channelLoader(ctx).load(rowIdOf(id));
    return row === null ? null : channelView(row);
  },
  description: 'A channel (Zulip stream) as the viewer may see it.',
  fields: (t) => ({
    channelId: t.exposeInt('channelId', { description: "Zulip's id of the channel." }),
    name: t.exposeString('name', { description: "The channel's name (unique in the organization)." }),
    description: t.exposeString('description', { description: CHANNEL_SETTING_DESCRIPTIONS.description }),
    renderedDescription: t.exposeString('renderedDescription', {
      description: 'The description rendered as HTML, for display.',
    }),
    isArchived: t.exposeBoolean('isArchived', {
      description: 'Whether the channel is archived: read-only, hidden from channel lists by default.',
    }),
    dateCreated: t.field({
      type: 'DateTime',
      description: 'To the second, as REST gives it.',
      resolve: (c) => fromUnixSeconds(Math.floor(c.dateCreated.getTime() / 1000)),
    }),
    creator: t.field({
      type: UserRef,
      nullable: true,
      description: 'Null where unknown (channels created before this was recorded).',
      resolve: (c, _a, ctx) => (c.creatorId === null ? null : userLoader(ctx).load(c.creatorId)),
    }),
    inviteOnly: t.exposeBoolean('inviteOnly', { description: 'Private channel.' }),
    isWebPublic: t.exposeBoolean('isWebPublic', { description: CHANNEL_SETTING_DESCRIPTIONS.isWebPublic }),
    historyPublicToSubscribers: t.exposeBoolean('historyPublicToSubscribers', {
      description: CHANNEL_SETTING_DESCRIPTIONS.historyPublicToSubscribers,
    }),
    messageRetentionDays: t.exposeInt('messageRetentionDays', {
      nullable: true,
      description: "Null: the organization's policy applies; -1: kept forever.",
    }),
    topicsPolicy: t.field({
      type: ChannelTopicsPolicy,
      description: CHANNEL_SETTING_DESCRIPTIONS.topicsPolicy,
      resolve: (c) => topicsPolicyOf(c.topicsPolicy),
    }),
    firstMessageId: t.exposeInt('firstMessageId', {
      nullable: true,
      description: "Zulip's id of the channel's oldest message; null when it has none.",
    }),
    folderId: t.int({
      nullable: true,
      description: "Zulip's id of the channel's folder; null when it is in none.",
      resolve: (c) => channelActivity(c).folderId,
    }),
    folder: t.field({
      type: ChannelFolderRef,
      nullable: true,
      description: "The channel's folder, archived or not; null when it is in none.",
      resolve: (c, _a, ctx) => channelFolderOf(channelActivity(c).folderId, ctx),
    }),
    isRecentlyActive: t.boolean({
      description: 'Whether the channel has had messages recently (clients may hide inactive channels).',
      resolve: (c) => channelActivity(c).isRecentlyActive,
    }),
    isDefault: t.boolean({
      description: 'A default channel: new users are subscribed to it.',
      resolve: (c, _a, ctx) => defaultChannelLoader(ctx).load(c),
    }),
    viewerSubscription: t.field({
      type: ChannelSubscriptionRef,
      nullable: true,
      description: "The viewer's subscription to the channel (their colour, mute, pin); null when not subscribed.",
      resolve: (c, _a, ctx) => viewerSubscriptionLoader(ctx).load(c.id),
    }),
    viewerCanAdminister: t.boolean({
      description:
        "Whether the viewer may change the channel's name, description, privacy and permissions (updateChannel, archiveChannel).",
      resolve: async (c, _a, ctx) => (await viewerChannelRightsLoader(ctx).load(c)).administer,
    }),
    viewerCanSubscribe: t.boolean({
      description: 'Whether the viewer may subscribe to the channel themselves (true when already subscribed).',
      resolve: async (c, _a, ctx) => (await viewerChannelRightsLoader(ctx).load(c)).subscribe,
    }),
    subscriberCount: t.int({
      description: 'How many users are subscribed.',
      resolve: (c, _a, ctx) => subscriberCountLoader(ctx).load(c),
    }),
    subscribersConnection: t.connection(
      {
        type: UserRef,
        nullable: true,
        authScopes: { loggedIn: true },
        description:
          'The subscribers by user id, a page at a time; null with an error when the viewer may not see them (GET /streams/{stream_id}/members).',
        resolve: async (c, args, ctx) =>
          userConnectionOfIds(ctx, await subscriberIdsLoader(ctx).load(c.id), args, 'a subscriber'),
      },
      UserConnection,
    ),
    subscribers: t.withAuth({ loggedIn: true }).field({
      type: [UserRef],
      nullable: true,
      description: 'Null with an error when the viewer may not see them (GET /streams/{stream_id}/members).',
      deprecationReason: 'Use subscribersConnection.',
      resolve: (c, _a, ctx) => subscribersLoader(ctx).load(c.id),
    }),
    streamWeeklyTraffic: t.int({
      nullable: true,
      description: 'About how many messages the channel gets a week; null for a channel too new to tell.',
      resolve: (c) => channelActivity(c).weeklyTraffic,
    }),
    ...Object.fromEntries(
      Object.entries(CHANNEL_GROUP_FIELDS).map(([field, setting]) => [
        field,
        t.field({
          type: GroupSettingValueRef,
          description: CHANNEL_GROUP_SETTING_DESCRIPTIONS[setting],
          resolve: (c, _a, ctx) => groupSettingValue(ctx, c[CHANNEL_GROUP_COLUMNS[setting]]),
        }),
      ]),
    ),
  }),
});

export const ChannelSubscription = builder.prismaNode('Subscription', {
  name: 'ChannelSubscription',
  // Its identity is the user's and the channel's; node(id:) finds only the viewer's active subscriptions.
  id: { resolve: (s) => nodes.subscriptionLocalId(s) },
  nullable: true,
  findUnique: async (id, ctx) => ({
    id: (ctx.actor && (await nodes.subscriptionRowId({ ...ctx, actor: ctx.actor }, id))) ?? 0,
  }),
  // The domain's subscription lists load each channel with its subscription.
  include: { recipient: { include: { stream: true } } },
  description: "The viewer's subscription to a channel: the channel, and the viewer's settings for it.",
  fields: (t) => ({
    channel: t.field({
      type: Channel,
      description: 'The channel.',
      resolve: (s) => present(s.recipient.stream, 'channel'),
    }),
    color: t.exposeString('color', { description: "The channel's color for the viewer (#rrggbb)." }),
    isMuted: t.exposeBoolean('isMuted', {
      description: 'Whether the viewer muted the channel: its messages stay out of combined feeds and unread counts.',
    }),
    pinToTop: t.exposeBoolean('pinToTop', {
      description: 'Whether the channel is pinned to the top of the left sidebar.',
    }),
    desktopNotifications: t.exposeBoolean('desktopNotifications', {
      nullable: true,
      description: 'Null inherits the user setting.',
    }),
    audibleNotifications: t.exposeBoolean('audibleNotifications', {
      nullable: true,
      description: 'Audible desktop notifications for the channel; null inherits the user setting.',
    }),
    pushNotifications: t.exposeBoolean('pushNotifications', {
      nullable: true,
      description: 'Mobile push notifications for the channel; null inherits the user setting.',
    }),
    emailNotifications: t.exposeBoolean('emailNotifications', {
      nullable: true,
      description: 'Email notifications for the channel; null inherits the user setting.',
    }),
    wildcardMentionsNotify: t.exposeBoolean('wildcardMentionsNotify', {
      nullable: true,
      description:
        'Whether wildcard mentions in the channel notify like personal mentions; null inherits the user setting.',
    }),
  }),
});

builder.queryFields((t) => ({
  channel: t.withAuth({ loggedIn: true }).field({
    type: Channel,
    nullable: true,
    description:
      'One channel the viewer has metadata access to (GET /streams/{stream_id}); null with an error otherwise.',
    args: {
      channelId: t.arg.int({ description: "The channel, by Zulip's id (or by global id)." }),
      id: t.arg.globalID({ for: Channel, description: GLOBAL_ID_HELP }),
    },
    resolve: (_root, args, ctx) => channels.channel(ctx, idOf(args.channelId, args.id, 'channelId')),
  }),
  channelByName: t.withAuth({ loggedIn: true }).field({
    type: Channel,
    nullable: true,
    description:
      'A channel by name, ignoring case (GET /get_stream_id); null with an error when the viewer cannot see one.',
    args: {
      name: t.arg.string({
        required: true,
        description: "The channel's name (any case).",
        extensions: { nul: 'domain' },
      }),
    },
    resolve: (_root, args, ctx) => channels.channelByName(ctx, args.name),
  }),
  channels: t.withAuth({ loggedIn: true }).field({
    type: [Channel],
    description: 'Channels by the filters of GET /streams, sorted by name.',
    args: { filter: t.arg({ type: ChannelsFilter, description: 'Which channels; omitted: all the viewer may see.' }) },
    deprecationReason: 'Use Query.channelsConnection.',
    resolve: (_root, { filter }, ctx) => channels.listChannels(ctx, channelFiltersOf(filter)),
  }),
  subscriptions: t.withAuth({ loggedIn: true }).field({
    type: [ChannelSubscription],
    description: "The viewer's subscriptions (GET /users/me/subscriptions).",
    deprecationReason: 'Use Query.subscriptionsConnection.',
    resolve: (_root, _args, ctx) => channels.subscriptions(ctx),
  }),
}));
