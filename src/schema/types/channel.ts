import type { ChannelDict, SubscriptionDict } from '../../domain/channels/format.ts';
import type { ChannelGroupSettingName } from '../../domain/channels/group-settings.ts';
import {
  getChannel,
  getChannelIdByName,
  getChannels,
  getSubscriberIds,
  getSubscriptions,
} from '../../domain/channels/queries.ts';
import { subscribe, TOPICS_POLICIES, type SubscribeResult } from '../../domain/channels/subscribe.ts';
import { unsubscribe, type UnsubscribeResult } from '../../domain/channels/unsubscribe.ts';
import { badRequest, incompatibleParameters } from '../../domain/errors.ts';
import { checkGroupSettingValue, type GroupSettingValue } from '../../domain/groups/group-setting-value.ts';
import { builder } from '../builder.ts';
import { zulipErrors } from '../errors.ts';

const GROUP_VALUE_HELP = 'A group-setting value: a group id or {direct_members, direct_subgroups}.';

type ChannelInfo = Omit<ChannelDict, 'is_default'>;

/** The fields Channel and ChannelSubscription share, read from Zulip's channel dict. */
const ChannelFields = builder.interfaceRef<ChannelInfo>('ChannelFields').implement({
  fields: (t) => ({
    id: t.int({ resolve: (c) => c.stream_id }),
    name: t.string({ resolve: (c) => c.name }),
    description: t.string({ resolve: (c) => c.description }),
    renderedDescription: t.string({ resolve: (c) => c.rendered_description }),
    isArchived: t.boolean({ resolve: (c) => c.is_archived }),
    dateCreated: t.int({ description: 'UNIX seconds.', resolve: (c) => c.date_created }),
    creatorId: t.int({ nullable: true, resolve: (c) => c.creator_id }),
    inviteOnly: t.boolean({ description: 'Private channel.', resolve: (c) => c.invite_only }),
    isWebPublic: t.boolean({ resolve: (c) => c.is_web_public }),
    historyPublicToSubscribers: t.boolean({ resolve: (c) => c.history_public_to_subscribers }),
    messageRetentionDays: t.int({ nullable: true, resolve: (c) => c.message_retention_days }),
    topicsPolicy: t.string({ resolve: (c) => c.topics_policy }),
    firstMessageId: t.int({ nullable: true, resolve: (c) => c.first_message_id }),
    folderId: t.int({ nullable: true, resolve: (c) => c.folder_id }),
    isRecentlyActive: t.boolean({ resolve: (c) => c.is_recently_active }),
    subscriberCount: t.int({ resolve: (c) => c.subscriber_count }),
    streamWeeklyTraffic: t.int({ nullable: true, resolve: (c) => c.stream_weekly_traffic }),
    streamPostPolicy: t.int({ description: 'Legacy; derived from canSendMessageGroup.', resolve: (c) => c.stream_post_policy }),
    canAddSubscribersGroup: t.field({ type: 'JSON', description: GROUP_VALUE_HELP, resolve: (c) => c.can_add_subscribers_group }),
    canAdministerChannelGroup: t.field({ type: 'JSON', resolve: (c) => c.can_administer_channel_group }),
    canDeleteAnyMessageGroup: t.field({ type: 'JSON', resolve: (c) => c.can_delete_any_message_group }),
    canDeleteOwnMessageGroup: t.field({ type: 'JSON', resolve: (c) => c.can_delete_own_message_group }),
    canMoveMessagesOutOfChannelGroup: t.field({ type: 'JSON', resolve: (c) => c.can_move_messages_out_of_channel_group }),
    canMoveMessagesWithinChannelGroup: t.field({ type: 'JSON', resolve: (c) => c.can_move_messages_within_channel_group }),
    canRemoveSubscribersGroup: t.field({ type: 'JSON', resolve: (c) => c.can_remove_subscribers_group }),
    canResolveTopicsGroup: t.field({ type: 'JSON', resolve: (c) => c.can_resolve_topics_group }),
    canSendMessageGroup: t.field({ type: 'JSON', resolve: (c) => c.can_send_message_group }),
    canSubscribeGroup: t.field({ type: 'JSON', resolve: (c) => c.can_subscribe_group }),
  }),
});

export const Channel = builder.objectRef<ChannelDict>('Channel').implement({
  description: 'A channel (Zulip stream) as the viewer may see it.',
  interfaces: [ChannelFields],
  fields: (t) => ({
    isDefault: t.boolean({ nullable: true, description: 'Only when asked for with includeDefault.', resolve: (c) => c.is_default ?? null }),
  }),
});

const ChannelSubscription = builder.objectRef<SubscriptionDict>('ChannelSubscription').implement({
  description: "The viewer's subscription to a channel: the channel's fields and the viewer's settings for it.",
  interfaces: [ChannelFields],
  fields: (t) => ({
    color: t.exposeString('color'),
    isMuted: t.exposeBoolean('is_muted'),
    pinToTop: t.exposeBoolean('pin_to_top'),
    desktopNotifications: t.boolean({ nullable: true, description: 'Null inherits the user setting.', resolve: (s) => s.desktop_notifications }),
    audibleNotifications: t.boolean({ nullable: true, resolve: (s) => s.audible_notifications }),
    pushNotifications: t.boolean({ nullable: true, resolve: (s) => s.push_notifications }),
    emailNotifications: t.boolean({ nullable: true, resolve: (s) => s.email_notifications }),
    wildcardMentionsNotify: t.boolean({ nullable: true, resolve: (s) => s.wildcard_mentions_notify }),
    subscribers: t.intList({ nullable: true, resolve: (s) => s.subscribers ?? null }),
  }),
});

interface UserChannels {
  userId: number;
  channelNames: string[];
}

const UserChannelsRef = builder.objectRef<UserChannels>('UserChannelNames').implement({
  fields: (t) => ({ userId: t.exposeInt('userId'), channelNames: t.exposeStringList('channelNames') }),
});

const byUser = (m: Record<string, string[]>): UserChannels[] =>
  Object.entries(m).map(([id, names]) => ({ userId: Number(id), channelNames: names }));

const SubscribeResultRef = builder.objectRef<SubscribeResult>('SubscribeResult').implement({
  fields: (t) => ({
    subscribed: t.field({ type: [UserChannelsRef], resolve: (r) => byUser(r.subscribed) }),
    alreadySubscribed: t.field({ type: [UserChannelsRef], resolve: (r) => byUser(r.already_subscribed) }),
    unauthorized: t.stringList({ nullable: true, resolve: (r) => r.unauthorized ?? null }),
    newSubscriptionMessagesSent: t.boolean({ nullable: true, resolve: (r) => r.new_subscription_messages_sent ?? null }),
  }),
});

const UnsubscribeResultRef = builder.objectRef<UnsubscribeResult>('UnsubscribeResult').implement({
  fields: (t) => ({ removed: t.exposeStringList('removed'), notRemoved: t.exposeStringList('not_removed') }),
});

const ChannelRequestInput = builder.inputType('ChannelRequestInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ description: 'Used when the channel is created.' }),
    color: t.string({ description: 'Hex color for the new subscription.' }),
  }),
});

/** GraphQL field → Zulip channel permission setting. */
const GROUP_INPUTS = {
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

const SubscribeInput = builder.inputType('SubscribeInput', {
  description: 'POST /users/me/subscriptions: the channel settings apply only to channels this request creates.',
  fields: (t) => ({
    subscriptions: t.field({ type: [ChannelRequestInput], required: true }),
    principalIds: t.intList({ description: 'Users to subscribe (default: yourself).' }),
    principalEmails: t.stringList({ description: 'Users to subscribe, by email; not together with principalIds.' }),
    inviteOnly: t.boolean(),
    isWebPublic: t.boolean(),
    isDefaultStream: t.boolean(),
    historyPublicToSubscribers: t.boolean(),
    messageRetentionDays: t.field({ type: 'JSON', description: 'Days (> 0), "unlimited" or "realm_default".' }),
    topicsPolicy: t.string({ description: TOPICS_POLICIES.join(', ') }),
    announce: t.boolean(),
    authorizationErrorsFatal: t.boolean(),
    folderId: t.int(),
    sendNewSubscriptionMessages: t.boolean(),
    ...Object.fromEntries(
      Object.keys(GROUP_INPUTS).map((k) => [k, t.field({ type: 'JSON', description: GROUP_VALUE_HELP })]),
    ),
  }),
});

function principalsOf(ids?: number[] | null, emails?: string[] | null): number[] | string[] | null {
  if (ids && emails) throw incompatibleParameters(['principalIds', 'principalEmails']);
  return ids ?? emails ?? null;
}

builder.queryFields((t) => ({
  channel: t.withAuth({ loggedIn: true }).field({
    type: Channel,
    description: 'One channel the viewer has metadata access to (GET /streams/{stream_id}).',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => getChannel(ctx.deps.db.prisma, ctx.actor, args.id),
  }),
  channelIdByName: t.withAuth({ loggedIn: true }).int({
    description: 'GET /get_stream_id',
    args: { name: t.arg.string({ required: true, extensions: { nul: 'domain' } }) },
    resolve: (_root, args, ctx) => getChannelIdByName(ctx.deps.db.prisma, ctx.actor, args.name),
  }),
  channels: t.withAuth({ loggedIn: true }).field({
    type: [Channel],
    description: 'Channels by the filters of GET /streams, sorted by name.',
    args: {
      includePublic: t.arg.boolean(),
      includeWebPublic: t.arg.boolean(),
      includeSubscribed: t.arg.boolean(),
      excludeArchived: t.arg.boolean(),
      includeAll: t.arg.boolean(),
      includeDefault: t.arg.boolean(),
      includeOwnerSubscribed: t.arg.boolean(),
      includeCanAccessContent: t.arg.boolean(),
    },
    resolve: (_root, a, ctx) =>
      getChannels(ctx.deps.db.prisma, ctx.actor, {
        includePublic: a.includePublic ?? undefined,
        includeWebPublic: a.includeWebPublic ?? undefined,
        includeSubscribed: a.includeSubscribed ?? undefined,
        excludeArchived: a.excludeArchived ?? undefined,
        includeAll: a.includeAll ?? undefined,
        includeDefault: a.includeDefault ?? undefined,
        includeOwnerSubscribed: a.includeOwnerSubscribed ?? undefined,
        includeCanAccessContent: a.includeCanAccessContent ?? undefined,
      }),
  }),
  channelSubscribers: t.withAuth({ loggedIn: true }).intList({
    description: 'GET /streams/{stream_id}/members',
    args: { channelId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => getSubscriberIds(ctx.deps.db.prisma, ctx.actor, args.channelId),
  }),
  subscriptions: t.withAuth({ loggedIn: true }).field({
    type: [ChannelSubscription],
    description: "The viewer's subscriptions (GET /users/me/subscriptions).",
    args: { includeSubscribers: t.arg.boolean() },
    resolve: (_root, args, ctx) => getSubscriptions(ctx.deps.db.prisma, ctx.actor, args.includeSubscribers ?? false),
  }),
}));

builder.mutationFields((t) => ({
  subscribe: t.withAuth({ loggedIn: true }).field({
    type: SubscribeResultRef,
    description: 'Subscribe yourself or others to channels, creating the missing ones (POST /users/me/subscriptions).',
    errors: zulipErrors,
    args: { input: t.arg({ type: SubscribeInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const groupSettings: Partial<Record<ChannelGroupSettingName, GroupSettingValue>> = {};
      const raw = input as unknown as Record<string, unknown>;
      for (const [field, name] of Object.entries(GROUP_INPUTS)) {
        if (raw[field] !== undefined && raw[field] !== null) groupSettings[name] = checkGroupSettingValue(raw[field], name);
      }
      const retention = input.messageRetentionDays;
      if (retention != null && typeof retention !== 'string' && typeof retention !== 'number') {
        throw badRequest('message_retention_days is not an integer');
      }
      if (input.topicsPolicy != null && !(TOPICS_POLICIES as readonly string[]).includes(input.topicsPolicy)) {
        throw badRequest('Invalid topics_policy');
      }
      return subscribe(ctx.deps, ctx.actor, {
        subscriptions: input.subscriptions.map((s) => ({ name: s.name, description: s.description, color: s.color })),
        principals: principalsOf(input.principalIds, input.principalEmails),
        inviteOnly: input.inviteOnly ?? undefined,
        isWebPublic: input.isWebPublic ?? undefined,
        isDefaultStream: input.isDefaultStream ?? undefined,
        historyPublicToSubscribers: input.historyPublicToSubscribers,
        messageRetentionDays: retention ?? undefined,
        topicsPolicy: input.topicsPolicy,
        groupSettings,
        announce: input.announce ?? undefined,
        authorizationErrorsFatal: input.authorizationErrorsFatal ?? undefined,
        folderId: input.folderId,
        sendNewSubscriptionMessages: input.sendNewSubscriptionMessages ?? undefined,
      });
    },
  }),
  unsubscribe: t.withAuth({ loggedIn: true }).field({
    type: UnsubscribeResultRef,
    description: 'Unsubscribe yourself or others from channels (DELETE /users/me/subscriptions).',
    errors: zulipErrors,
    args: {
      channelNames: t.arg.stringList({ required: true }),
      principalIds: t.arg.intList(),
      principalEmails: t.arg.stringList(),
    },
    resolve: (_root, args, ctx) =>
      unsubscribe(ctx.deps, ctx.actor, {
        subscriptions: args.channelNames,
        principals: principalsOf(args.principalIds, args.principalEmails),
      }),
  }),
}));
