import type { Channel, Subscription } from '../../domain/channels/format.ts';
import type { SubscribeResult } from '../../domain/channels/subscribe.ts';
import type { UnsubscribeResult } from '../../domain/channels/unsubscribe.ts';
import { groupSettingJson } from './group-setting-values.ts';

/** The fields every channel answer starts with, in Zulip's names and order (stream_to_dict). */
const channelFields = (c: Channel | Subscription) => ({
  stream_id: c.id,
  name: c.name,
  is_archived: c.isArchived,
  description: c.description,
  rendered_description: c.renderedDescription,
  date_created: c.dateCreated,
  creator_id: c.creatorId,
  invite_only: c.inviteOnly,
  is_web_public: c.isWebPublic,
  stream_post_policy: c.streamPostPolicy,
  is_announcement_only: c.isAnnouncementOnly,
  message_retention_days: c.messageRetentionDays,
  history_public_to_subscribers: c.historyPublicToSubscribers,
  topics_policy: c.topicsPolicy,
  first_message_id: c.firstMessageId,
  folder_id: c.folderId,
  is_recently_active: c.isRecentlyActive,
  can_add_subscribers_group: groupSettingJson(c.canAddSubscribersGroup),
  can_administer_channel_group: groupSettingJson(c.canAdministerChannelGroup),
  can_delete_any_message_group: groupSettingJson(c.canDeleteAnyMessageGroup),
  can_delete_own_message_group: groupSettingJson(c.canDeleteOwnMessageGroup),
  can_move_messages_out_of_channel_group: groupSettingJson(c.canMoveMessagesOutOfChannelGroup),
  can_move_messages_within_channel_group: groupSettingJson(c.canMoveMessagesWithinChannelGroup),
  can_remove_subscribers_group: groupSettingJson(c.canRemoveSubscribersGroup),
  can_resolve_topics_group: groupSettingJson(c.canResolveTopicsGroup),
  can_send_message_group: groupSettingJson(c.canSendMessageGroup),
  can_subscribe_group: groupSettingJson(c.canSubscribeGroup),
  subscriber_count: c.subscriberCount,
  stream_weekly_traffic: c.weeklyTraffic,
});

// Fields are added one by one rather than spread: bulk subscriptions write thousands of these, and a spread was much slower.
function addSubscribers(out: Record<string, unknown>, c: Channel | Subscription): Record<string, unknown> {
  if (c.subscribers !== undefined) out.subscribers = c.subscribers;
  if (c.partialSubscribers !== undefined) out.partial_subscribers = c.partialSubscribers;
  return out;
}

/** A channel as Zulip writes it (GET /streams, register's streams and never_subscribed, stream/create events). */
export function channelJson(c: Channel): Record<string, unknown> {
  const out: Record<string, unknown> = channelFields(c);
  if (c.isDefault !== undefined) out.is_default = c.isDefault;
  return addSubscribers(out, c);
}

/** A subscription as Zulip writes it (GET /users/me/subscriptions, register's subscriptions and unsubscribed, subscription/add events). */
export function subscriptionJson(s: Subscription): Record<string, unknown> {
  const out: Record<string, unknown> = channelFields(s);
  out.color = s.color;
  out.is_muted = s.isMuted;
  // Backwards compatibility for clients from before the in_home_view → is_muted migration.
  out.in_home_view = !s.isMuted;
  out.pin_to_top = s.pinToTop;
  out.audible_notifications = s.audibleNotifications;
  out.desktop_notifications = s.desktopNotifications;
  out.email_notifications = s.emailNotifications;
  out.push_notifications = s.pushNotifications;
  out.wildcard_mentions_notify = s.wildcardMentionsNotify;
  return addSubscribers(out, s);
}

/** POST /users/me/subscriptions's answer. */
export const subscribeResultJson = (r: SubscribeResult) => ({
  subscribed: r.subscribed,
  already_subscribed: r.alreadySubscribed,
  ...(r.newSubscriptionMessagesSent === undefined
    ? {}
    : { new_subscription_messages_sent: r.newSubscriptionMessagesSent }),
  ...(r.unauthorized === undefined ? {} : { unauthorized: r.unauthorized }),
});

/** DELETE /users/me/subscriptions's answer. */
export const unsubscribeResultJson = (r: UnsubscribeResult) => ({ removed: r.removed, not_removed: r.notRemoved });
