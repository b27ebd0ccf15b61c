import type { Stream, Subscription } from '../../generated/prisma/client.ts';
import type { Db } from '../context.ts';
import { groupSettingApiValues } from '../groups/group-setting-value.ts';
import { channelSettingGroupIds, type GroupSettingValue } from './group-settings.ts';

/** Zulip's APIStreamDict at feature level 420 (the BasicChannel schema). */
export interface ChannelDict {
  stream_id: number;
  name: string;
  is_archived: boolean;
  description: string;
  rendered_description: string;
  date_created: number;
  creator_id: number | null;
  invite_only: boolean;
  is_web_public: boolean;
  stream_post_policy: number;
  is_announcement_only: boolean;
  message_retention_days: number | null;
  history_public_to_subscribers: boolean;
  topics_policy: string;
  first_message_id: number | null;
  folder_id: number | null;
  is_recently_active: boolean;
  can_add_subscribers_group: GroupSettingValue;
  can_administer_channel_group: GroupSettingValue;
  can_delete_any_message_group: GroupSettingValue;
  can_delete_own_message_group: GroupSettingValue;
  can_move_messages_out_of_channel_group: GroupSettingValue;
  can_move_messages_within_channel_group: GroupSettingValue;
  can_remove_subscribers_group: GroupSettingValue;
  can_resolve_topics_group: GroupSettingValue;
  can_send_message_group: GroupSettingValue;
  can_subscribe_group: GroupSettingValue;
  subscriber_count: number;
  stream_weekly_traffic: number | null;
  is_default?: boolean;
}

/** Zulip's SubscriptionStreamDict: the channel plus the user's settings for it. */
export interface SubscriptionDict extends Omit<ChannelDict, 'is_default'> {
  color: string;
  is_muted: boolean;
  in_home_view: boolean;
  pin_to_top: boolean;
  audible_notifications: boolean | null;
  desktop_notifications: boolean | null;
  email_notifications: boolean | null;
  push_notifications: boolean | null;
  wildcard_mentions_notify: boolean | null;
  subscribers?: number[];
}

/** Zulip's legacy stream_post_policy, derived from can_send_message_group (SYSTEM_GROUPS_ENUM_MAP). */
const POST_POLICY_BY_SYSTEM_GROUP: Record<string, number> = {
  'role:everyone': 1,
  'role:administrators': 2,
  'role:fullmembers': 3,
  'role:moderators': 4,
};
const STREAM_POST_POLICY_ADMINS = 2;

/** Everything needed to format a batch of channels, loaded in a few queries. */
export interface ChannelFormatContext {
  /** API values of every setting group involved (ids for named groups). */
  groupValues: Map<number, GroupSettingValue>;
  systemGroupNames: Map<number, string>;
  subscriberCounts: Map<number, number>;
}

export async function loadFormatContext(db: Db, realmId: number, streams: Stream[]): Promise<ChannelFormatContext> {
  const groupValues = await groupSettingApiValues(db, streams.flatMap(channelSettingGroupIds));
  const system = await db.userGroup.findMany({ where: { realmId, isSystemGroup: true }, select: { id: true, name: true } });
  const recipientIds = streams.flatMap((s) => (s.recipientId === null ? [] : [s.recipientId]));
  const counts =
    recipientIds.length === 0
      ? []
      : await db.subscription.groupBy({
          by: ['recipientId'],
          where: { recipientId: { in: recipientIds }, active: true, isUserActive: true, user: { isActive: true } },
          _count: { _all: true },
        });
  const countByRecipient = new Map(counts.map((c) => [c.recipientId, c._count._all]));
  return {
    groupValues,
    systemGroupNames: new Map(system.map((g) => [g.id, g.name ?? ''])),
    subscriberCounts: new Map(streams.map((s) => [s.id, s.recipientId === null ? 0 : (countByRecipient.get(s.recipientId) ?? 0)])),
  };
}

/** Zulip's stream_to_dict. */
export function channelDict(s: Stream, ctx: ChannelFormatContext): ChannelDict {
  const v = (groupId: number): GroupSettingValue => ctx.groupValues.get(groupId) ?? groupId;
  const postPolicy = POST_POLICY_BY_SYSTEM_GROUP[ctx.systemGroupNames.get(s.canSendMessageGroupId) ?? ''] ?? 1;
  return {
    stream_id: s.id,
    name: s.name,
    is_archived: s.isArchived,
    description: s.description,
    rendered_description: s.renderedDescription,
    date_created: Math.floor(s.dateCreated.getTime() / 1000),
    creator_id: s.creatorId,
    invite_only: s.inviteOnly,
    is_web_public: s.isWebPublic,
    stream_post_policy: postPolicy,
    is_announcement_only: postPolicy === STREAM_POST_POLICY_ADMINS,
    message_retention_days: s.messageRetentionDays,
    history_public_to_subscribers: s.historyPublicToSubscribers,
    topics_policy: s.topicsPolicy,
    first_message_id: s.firstMessageId,
    // Channel folders are not modelled yet, so no channel is in one.
    folder_id: null,
    // Zulip clears this only after 180 days without messages (a daily job not modelled yet).
    is_recently_active: true,
    can_add_subscribers_group: v(s.canAddSubscribersGroupId),
    can_administer_channel_group: v(s.canAdministerChannelGroupId),
    can_delete_any_message_group: v(s.canDeleteAnyMessageGroupId),
    can_delete_own_message_group: v(s.canDeleteOwnMessageGroupId),
    can_move_messages_out_of_channel_group: v(s.canMoveMessagesOutOfChannelGroupId),
    can_move_messages_within_channel_group: v(s.canMoveMessagesWithinChannelGroupId),
    can_remove_subscribers_group: v(s.canRemoveSubscribersGroupId),
    can_resolve_topics_group: v(s.canResolveTopicsGroupId),
    can_send_message_group: v(s.canSendMessageGroupId),
    can_subscribe_group: v(s.canSubscribeGroupId),
    subscriber_count: ctx.subscriberCounts.get(s.id) ?? 0,
    // Zulip reports null while there is too little history to estimate weekly traffic.
    stream_weekly_traffic: null,
  };
}

/** Zulip's build_stream_dict_for_sub: the channel dict with the user's subscription settings. */
export function subscriptionDict(channel: ChannelDict, sub: Subscription, subscribers?: number[]): SubscriptionDict {
  const { is_default: _ignored, ...base } = channel;
  void _ignored;
  const out: SubscriptionDict = {
    ...base,
    color: sub.color,
    is_muted: sub.isMuted,
    // Backwards compatibility for clients from before the in_home_view → is_muted migration.
    in_home_view: !sub.isMuted,
    pin_to_top: sub.pinToTop,
    audible_notifications: sub.audibleNotifications,
    desktop_notifications: sub.desktopNotifications,
    email_notifications: sub.emailNotifications,
    push_notifications: sub.pushNotifications,
    wildcard_mentions_notify: sub.wildcardMentionsNotify,
  };
  if (subscribers) out.subscribers = subscribers;
  return out;
}
