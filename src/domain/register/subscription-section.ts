import type { Stream } from '../../generated/prisma/client.ts';
import { subscriberIdsByStream } from '../channels/audience.ts';
import { channelOf, loadFormatContext, subscriptionOf, type Channel, type Subscription } from '../channels/format.ts';
import { compareNames } from '../channels/names.ts';
import { RecipientType } from '../recipient-type.ts';
import { isAdmin, isGuest } from '../roles.ts';
import type { UserSettings } from '../settings/user-settings.ts';
import type { InitialState, StateContext } from './types.ts';

/** Zulip's MIN_PARTIAL_SUBSCRIBERS_CHANNEL_SIZE: smaller channels always get full lists. */
const MIN_PARTIAL_SUBSCRIBERS_CHANNEL_SIZE = 250;

/**
 * Zulip's validate_user_access_to_subscribers_helper for one user and many
 * channels: whether the user may see who is subscribed.
 */
function canSeeSubscribers(viewer: { role: number }, groups: Set<number>, s: Stream, subscribed: boolean): boolean {
  if (s.isWebPublic) return true;
  if (isGuest(viewer.role) && subscribed) return true;
  if (isGuest(viewer.role) && !s.inviteOnly) return false;
  if (isAdmin(viewer.role)) return true;
  if (metadataViaGroups(viewer, groups, s)) return true;
  return !s.inviteOnly || subscribed;
}

/** has_metadata_access_to_channel_via_groups (guests never hold these settings). */
const metadataViaGroups = (viewer: { role: number }, groups: Set<number>, s: Stream): boolean =>
  !isGuest(viewer.role) &&
  (groups.has(s.canAdministerChannelGroupId) ||
    groups.has(s.canAddSubscribersGroupId) ||
    groups.has(s.canSubscribeGroupId));

/**
 * subscriptions / unsubscribed / never_subscribed (Zulip's
 * gather_subscriptions_helper): every channel the user can know of, split by
 * their subscription, each list sorted by name.
 */
export async function subscriptionState(
  ctx: StateContext,
): Promise<{ subscriptions: Subscription[]; unsubscribed: Subscription[]; never_subscribed: Channel[] }> {
  const { actor, o } = ctx;
  const me = actor.user;
  const streams = await ctx.db.stream.findMany({
    where: { realmId: actor.realm.id, ...(o.capabilities.archivedChannels ? {} : { isArchived: false }) },
    orderBy: { id: 'asc' },
  });
  const byRecipient = new Map(streams.flatMap((s) => (s.recipientId === null ? [] : [[s.recipientId, s] as const])));
  const subs = await ctx.db.subscription.findMany({
    where: { userId: me.id, recipient: { type: RecipientType.STREAM } },
    orderBy: { recipientId: 'asc' },
  });
  const format = await loadFormatContext(ctx.db, actor.realm.id, streams);
  const groups = await ctx.userGroupIds();

  const subscribed: Subscription[] = [];
  const unsubscribed: Subscription[] = [];
  const known = new Set<number>();
  const subscribedIds = new Set<number>();
  for (const sub of subs) {
    const stream = byRecipient.get(sub.recipientId);
    if (!stream) continue;
    known.add(stream.id);
    const subscription = subscriptionOf(channelOf(stream, format), sub);
    if (sub.active) {
      subscribedIds.add(stream.id);
      subscribed.push(subscription);
    } else if (
      // A former subscriber keeps a channel only while they may still see its metadata.
      stream.isWebPublic ||
      (!isGuest(me.role) && (!stream.inviteOnly || isAdmin(me.role) || metadataViaGroups(me, groups, stream)))
    ) {
      unsubscribed.push(subscription);
    }
  }
  const neverSubscribed: Channel[] = [];
  for (const s of streams) {
    if (known.has(s.id)) continue;
    // Guests cannot browse public channels; only web-public ones are theirs to find.
    if (isGuest(me.role) && !s.isWebPublic) continue;
    if (!s.inviteOnly || isAdmin(me.role) || metadataViaGroups(me, groups, s)) {
      neverSubscribed.push(channelOf(s, format));
    }
  }

  if (o.includeSubscribers !== false) {
    const visible = streams.filter((s) => canSeeSubscribers(me, groups, s, subscribedIds.has(s.id)));
    const lists = await subscriberIdsByStream(ctx.db, visible);
    const partial = o.includeSubscribers === 'partial';
    for (const channel of [...subscribed, ...unsubscribed, ...neverSubscribed]) {
      const ids = [...(lists.get(channel.id) ?? [])].sort((a, b) => a - b);
      // The partial list holds bots and recently active users: with no long-term-idle
      // users modelled yet, that is every subscriber.
      if (partial && channel.subscriberCount >= MIN_PARTIAL_SUBSCRIBERS_CHANNEL_SIZE) channel.partialSubscribers = ids;
      else channel.subscribers = ids;
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);
  return {
    subscriptions: subscribed.sort(byName),
    unsubscribed: unsubscribed.sort(byName),
    never_subscribed: neverSubscribed.sort(byName),
  };
}

/**
 * Clients without `notification_settings_null` cannot read null channel
 * notification settings: they get the user's global defaults instead
 * (Zulip's handle_stream_notifications_compatibility).
 */
export function fillNotificationDefaults(state: InitialState, settings: UserSettings): void {
  for (const s of [...(state.subscriptions ?? []), ...(state.unsubscribed ?? [])]) {
    s.desktopNotifications ??= settings.enableStreamDesktopNotifications;
    s.audibleNotifications ??= settings.enableStreamAudibleNotifications;
    s.pushNotifications ??= settings.enableStreamPushNotifications;
    s.emailNotifications ??= settings.enableStreamEmailNotifications;
  }
}
