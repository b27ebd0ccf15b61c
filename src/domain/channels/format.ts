import type { Stream, Subscription as SubscriptionRow } from '../../generated/prisma/client.ts';
import type { Db } from '../context.ts';
import { channelSettingGroupIds, type GroupSettingValue } from './channel-permission-groups.ts';

export type { Channel, Subscription } from '../events/payloads/channels.ts';
import type { Channel, Subscription } from '../events/payloads/channels.ts';

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
  const system = await db.userGroup.findMany({
    where: { realmId, isSystemGroup: true },
    select: { id: true, name: true },
  });
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
    await db.$queryRawUnsafe<Array<{ id: number }>>(
      'SELECT id FROM user_group WHERE id = ANY($1::int[]) AND name IS NULL',
      ids,
    )
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
  const byGroup = new Map(
    anonymous.map((id) => [id, { directMembers: [] as number[], directSubgroups: [] as number[] }]),
  );
  for (const m of members) byGroup.get(m.g)?.directMembers.push(m.u);
  for (const r of subgroups) byGroup.get(r.g)?.directSubgroups.push(r.s);
  for (const [id, value] of byGroup) values.set(id, value);
  return values;
}

/**
 * The channel's folder, and what Zulip derives from message activity, not
 * modelled yet: Zulip clears is_recently_active
 * only after 180 days without messages (a daily job), and reports weekly
 * traffic as null while there is too little history to estimate it.
 */
export const channelActivity = (
  s: Stream,
): { folderId: number | null; isRecentlyActive: boolean; weeklyTraffic: number | null } => ({
  folderId: s.folderId,
  isRecentlyActive: true,
  weeklyTraffic: null,
});

/** Zulip's stream_to_dict, typed. */
export function channelOf(s: Stream, ctx: ChannelFormatContext): Channel {
  const v = (groupId: number): GroupSettingValue => ctx.groupValues.get(groupId) ?? groupId;
  const activity = channelActivity(s);
  const postPolicy = POST_POLICY_BY_SYSTEM_GROUP[ctx.systemGroupNames.get(s.canSendMessageGroupId) ?? ''] ?? 1;
  return {
    id: s.id,
    name: s.name,
    isArchived: s.isArchived,
    description: s.description,
    renderedDescription: s.renderedDescription,
    dateCreated: Math.floor(s.dateCreated.getTime() / 1000),
    creatorId: s.creatorId,
    inviteOnly: s.inviteOnly,
    isWebPublic: s.isWebPublic,
    streamPostPolicy: postPolicy,
    isAnnouncementOnly: postPolicy === STREAM_POST_POLICY_ADMINS,
    messageRetentionDays: s.messageRetentionDays,
    historyPublicToSubscribers: s.historyPublicToSubscribers,
    topicsPolicy: s.topicsPolicy,
    firstMessageId: s.firstMessageId,
    folderId: activity.folderId,
    isRecentlyActive: activity.isRecentlyActive,
    canAddSubscribersGroup: v(s.canAddSubscribersGroupId),
    canAdministerChannelGroup: v(s.canAdministerChannelGroupId),
    canDeleteAnyMessageGroup: v(s.canDeleteAnyMessageGroupId),
    canDeleteOwnMessageGroup: v(s.canDeleteOwnMessageGroupId),
    canMoveMessagesOutOfChannelGroup: v(s.canMoveMessagesOutOfChannelGroupId),
    canMoveMessagesWithinChannelGroup: v(s.canMoveMessagesWithinChannelGroupId),
    canRemoveSubscribersGroup: v(s.canRemoveSubscribersGroupId),
    canResolveTopicsGroup: v(s.canResolveTopicsGroupId),
    canSendMessageGroup: v(s.canSendMessageGroupId),
    canSubscribeGroup: v(s.canSubscribeGroupId),
    subscriberCount: ctx.subscriberCounts.get(s.id) ?? 0,
    weeklyTraffic: activity.weeklyTraffic,
  };
}

/** Zulip's build_stream_dict_for_sub, typed: the channel with the user's subscription settings. */
export function subscriptionOf(c: Channel, sub: SubscriptionRow, subscribers?: number[]): Subscription {
  // Every field spelled out: copying the channel with a spread was fifteen times slower, which
  // showed when one request subscribes thousands of users. The type makes a new required field fail here.
  const out: Subscription = {
    id: c.id,
    name: c.name,
    isArchived: c.isArchived,
    description: c.description,
    renderedDescription: c.renderedDescription,
    dateCreated: c.dateCreated,
    creatorId: c.creatorId,
    inviteOnly: c.inviteOnly,
    isWebPublic: c.isWebPublic,
    streamPostPolicy: c.streamPostPolicy,
    isAnnouncementOnly: c.isAnnouncementOnly,
    messageRetentionDays: c.messageRetentionDays,
    historyPublicToSubscribers: c.historyPublicToSubscribers,
    topicsPolicy: c.topicsPolicy,
    firstMessageId: c.firstMessageId,
    folderId: c.folderId,
    isRecentlyActive: c.isRecentlyActive,
    canAddSubscribersGroup: c.canAddSubscribersGroup,
    canAdministerChannelGroup: c.canAdministerChannelGroup,
    canDeleteAnyMessageGroup: c.canDeleteAnyMessageGroup,
    canDeleteOwnMessageGroup: c.canDeleteOwnMessageGroup,
    canMoveMessagesOutOfChannelGroup: c.canMoveMessagesOutOfChannelGroup,
    canMoveMessagesWithinChannelGroup: c.canMoveMessagesWithinChannelGroup,
    canRemoveSubscribersGroup: c.canRemoveSubscribersGroup,
    canResolveTopicsGroup: c.canResolveTopicsGroup,
    canSendMessageGroup: c.canSendMessageGroup,
    canSubscribeGroup: c.canSubscribeGroup,
    subscriberCount: c.subscriberCount,
    weeklyTraffic: c.weeklyTraffic,
    color: sub.color,
    isMuted: sub.isMuted,
    pinToTop: sub.pinToTop,
    audibleNotifications: sub.audibleNotifications,
    desktopNotifications: sub.desktopNotifications,
    emailNotifications: sub.emailNotifications,
    pushNotifications: sub.pushNotifications,
    wildcardMentionsNotify: sub.wildcardMentionsNotify,
  };
  if (subscribers) out.subscribers = subscribers;
  return out;
}
