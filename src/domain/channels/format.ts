import type { Stream, Subscription } from '../../generated/prisma/client.ts';
import type { Db } from '../context.ts';
import { channelSettingGroupIds, type GroupSettingValue } from './group-settings.ts';

export type { ChannelDict, SubscriptionDict } from '../events/payloads/channels.ts';
import type { ChannelDict, SubscriptionDict } from '../events/payloads/channels.ts';

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

/**
 * `subscribers`, when the caller has just loaded them (subscriberIdsByStream:
 * active subscribers who are active users), gives the subscriber counts
 * without counting the same rows again.
 */
export async function loadFormatContext(
  db: Db,
  realmId: number,
  streams: Stream[],
  subscribers?: ReadonlyMap<number, ReadonlySet<number>>,
): Promise<ChannelFormatContext> {
  const groupValues = await settingGroupValues(db, streams.flatMap(channelSettingGroupIds));
  const system = await db.userGroup.findMany({ where: { realmId, isSystemGroup: true }, select: { id: true, name: true } });
  return {
    groupValues,
    systemGroupNames: new Map(system.map((g) => [g.id, g.name ?? ''])),
    subscriberCounts:
      subscribers && streams.every((s) => subscribers.has(s.id))
        ? new Map(streams.map((s) => [s.id, s.recipientId === null ? 0 : (subscribers.get(s.id)?.size ?? 0)]))
        : await subscriberCounts(db, streams),
  };
}

/** Active subscribers who are active users, per channel. */
export async function subscriberCounts(db: Db, streams: Stream[]): Promise<Map<number, number>> {
  const recipientIds = streams.flatMap((s) => (s.recipientId === null ? [] : [s.recipientId]));
  const counts =
    recipientIds.length === 0
      ? []
      : await db.$queryRawUnsafe<Array<{ recipient_id: number; n: number }>>(
          `SELECT s.recipient_id, count(*)::int AS n FROM subscription s JOIN user_profile u ON u.id = s.user_id
            WHERE s.recipient_id = ANY($1::int[]) AND s.active AND s.is_user_active AND u.is_active
            GROUP BY s.recipient_id`,
          recipientIds,
        );
  const countByRecipient = new Map(counts.map((c) => [c.recipient_id, c.n]));
  return new Map(streams.map((s) => [s.id, s.recipientId === null ? 0 : (countByRecipient.get(s.recipientId) ?? 0)]));
}

/**
 * groupSettingApiValues for the settings of many channels (one anonymous
 * group per channel and setting, possibly thousands): the group id for named
 * groups, {direct_members (active users), direct_subgroups} for anonymous ones,
 * with each list passed as one array parameter.
 */
async function settingGroupValues(db: Db, groupIds: number[]): Promise<Map<number, GroupSettingValue>> {
  const ids = [...new Set(groupIds)];
  const values = new Map<number, GroupSettingValue>(ids.map((id) => [id, id]));
  if (ids.length === 0) return values;
  const anonymous = (
    await db.$queryRawUnsafe<Array<{ id: number }>>('SELECT id FROM user_group WHERE id = ANY($1::int[]) AND name IS NULL', ids)
  ).map((g) => g.id);
  if (anonymous.length === 0) return values;
  const members = await db.$queryRawUnsafe<Array<{ g: number; u: number }>>(
    `SELECT m.user_group_id AS g, m.user_id AS u FROM user_group_membership m JOIN user_profile p ON p.id = m.user_id
      WHERE m.user_group_id = ANY($1::int[]) AND p.is_active ORDER BY m.user_id`,
    anonymous,
  );
  const subgroups = await db.$queryRawUnsafe<Array<{ g: number; s: number }>>(
    'SELECT supergroup_id AS g, subgroup_id AS s FROM group_group_membership WHERE supergroup_id = ANY($1::int[]) ORDER BY subgroup_id',
    anonymous,
  );
  const byGroup = new Map(anonymous.map((id) => [id, { direct_members: [] as number[], direct_subgroups: [] as number[] }]));
  for (const m of members) byGroup.get(m.g)?.direct_members.push(m.u);
  for (const r of subgroups) byGroup.get(r.g)?.direct_subgroups.push(r.s);
  for (const [id, value] of byGroup) values.set(id, value);
  return values;
}

/**
 * What Zulip derives from channel folders and message activity, neither
 * modelled yet: no channel is in a folder; Zulip clears is_recently_active
 * only after 180 days without messages (a daily job), and reports weekly
 * traffic as null while there is too little history to estimate it.
 */
export const channelActivity = (_s: Stream): { folderId: null; isRecentlyActive: boolean; weeklyTraffic: number | null } => ({
  folderId: null,
  isRecentlyActive: true,
  weeklyTraffic: null,
});

/** Zulip's stream_to_dict. */
export function channelDict(s: Stream, ctx: ChannelFormatContext): ChannelDict {
  const v = (groupId: number): GroupSettingValue => ctx.groupValues.get(groupId) ?? groupId;
  const activity = channelActivity(s);
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
    folder_id: activity.folderId,
    is_recently_active: activity.isRecentlyActive,
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
    stream_weekly_traffic: activity.weeklyTraffic,
  };
}

/** Zulip's build_stream_dict_for_sub: the channel dict with the user's subscription settings. */
export function subscriptionDict(c: ChannelDict, sub: Subscription, subscribers?: number[]): SubscriptionDict {
  // Every field spelled out: copying the channel dict with a spread was fifteen times slower, which
  // showed when one request subscribes thousands of users. The type makes a new required field fail here.
  const out: SubscriptionDict = {
    stream_id: c.stream_id,
    name: c.name,
    is_archived: c.is_archived,
    description: c.description,
    rendered_description: c.rendered_description,
    date_created: c.date_created,
    creator_id: c.creator_id,
    invite_only: c.invite_only,
    is_web_public: c.is_web_public,
    stream_post_policy: c.stream_post_policy,
    is_announcement_only: c.is_announcement_only,
    message_retention_days: c.message_retention_days,
    history_public_to_subscribers: c.history_public_to_subscribers,
    topics_policy: c.topics_policy,
    first_message_id: c.first_message_id,
    folder_id: c.folder_id,
    is_recently_active: c.is_recently_active,
    can_add_subscribers_group: c.can_add_subscribers_group,
    can_administer_channel_group: c.can_administer_channel_group,
    can_delete_any_message_group: c.can_delete_any_message_group,
    can_delete_own_message_group: c.can_delete_own_message_group,
    can_move_messages_out_of_channel_group: c.can_move_messages_out_of_channel_group,
    can_move_messages_within_channel_group: c.can_move_messages_within_channel_group,
    can_remove_subscribers_group: c.can_remove_subscribers_group,
    can_resolve_topics_group: c.can_resolve_topics_group,
    can_send_message_group: c.can_send_message_group,
    can_subscribe_group: c.can_subscribe_group,
    subscriber_count: c.subscriber_count,
    stream_weekly_traffic: c.stream_weekly_traffic,
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
