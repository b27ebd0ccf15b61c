import type { Recipient, Stream, Subscription as SubscriptionRow } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import type { Db } from '../context.ts';
import { keyRange, pageOfItems, pageOfRows, type KeysetPage, type KeysetRequest } from '../paging.ts';
import { RecipientType } from '../recipient-type.ts';
import type { DomainError } from '../errors.ts';
import { isGuest } from '../roles.ts';
import {
  accessChannelById,
  accessChannelByName,
  accessChannelsById,
  ChannelViewer,
  hasContentAccess,
  hasMetadataAccess,
} from './access.ts';
import { subscribedStreamIds, subscriberIdsByStream } from './audience.ts';
import { defaultChannelIdsAmong } from './default-channels.ts';
import { privateChannelSubscribersUnavailable, subscriberDataNotAvailable } from './errors.ts';
import { channelOf, loadFormatContext, subscriptionOf, type Channel, type Subscription } from './format.ts';
import { compareNames } from './names.ts';

const viewerOf = (db: Db, actor: Actor): ChannelViewer =>
  new ChannelViewer(db, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });

/** GET /streams filters (Zulip's get_streams_backend defaults). */
export interface ChannelFilters {
  includePublic?: boolean;
  includeWebPublic?: boolean;
  includeSubscribed?: boolean;
  excludeArchived?: boolean;
  includeAll?: boolean;
  includeDefault?: boolean;
  includeOwnerSubscribed?: boolean;
  includeCanAccessContent?: boolean;
}

/** Zulip's get_streams_for_user. */
async function streamsForUser(db: Db, actor: Actor, f: ChannelFilters): Promise<Stream[]> {
  const viewer = viewerOf(db, actor);
  const all = await db.stream.findMany({
    where: { realmId: actor.realm.id, ...((f.excludeArchived ?? true) ? { isArchived: false } : {}) },
    orderBy: { id: 'asc' },
  });
  const subscribed = await subscribedStreamIds(db, actor.user.id);
  if (f.includeAll) {
    const out: Stream[] = [];
    for (const s of all) if (await hasMetadataAccess(viewer, s, subscribed.has(s.id))) out.push(s);
    return out;
  }
  const ids = new Set<number>();
  if (f.includeCanAccessContent) {
    for (const s of all) if (await hasContentAccess(viewer, s, subscribed.has(s.id))) ids.add(s.id);
  } else {
    // Guests cannot browse public channels.
    const includePublic = (f.includePublic ?? true) && !isGuest(actor.user.role);
    for (const s of all) {
      if ((f.includeSubscribed ?? true) && subscribed.has(s.id)) ids.add(s.id);
      if (includePublic && !s.inviteOnly) ids.add(s.id);
      if (f.includeWebPublic && s.isWebPublic && !s.inviteOnly && s.historyPublicToSubscribers && !s.isArchived)
        ids.add(s.id);
    }
  }
  if (f.includeOwnerSubscribed && actor.user.isBot && actor.user.botOwnerId !== null) {
    for (const id of await subscribedStreamIds(db, actor.user.botOwnerId)) ids.add(id);
  }
  return all.filter((s) => ids.has(s.id));
}

/** GET /streams: the channels the filters select, sorted by name. */
export async function visibleChannels(db: Db, actor: Actor, filters: ChannelFilters = {}): Promise<Stream[]> {
  return (await streamsForUser(db, actor, filters)).sort((a, b) => compareNames(a.name, b.name));
}

/**
 * A page of the same channels by id. Whether a user may see a channel is decided channel by channel (group
 * permissions), so the organization's channels are read and filtered before the page is cut: an organization's
 * channels number in the thousands at most, a page's rows are what a client pays for.
 */
export async function visibleChannelsPage(
  db: Db,
  actor: Actor,
  filters: ChannelFilters,
  r: KeysetRequest,
): Promise<KeysetPage<Stream> & { totalCount: number }> {
  const visible = await streamsForUser(db, actor, filters);
  return { ...pageOfItems(visible, r, (s) => s.id), totalCount: visible.length };
}

/** The channels as a user sees their metadata; `includeDefault` adds `isDefault`. */
export async function channelsOf(
  db: Db,
  realmId: number,
  streams: Stream[],
  includeDefault = false,
): Promise<Channel[]> {
  const ctx = await loadFormatContext(db, realmId, streams);
  const defaults = includeDefault
    ? await defaultChannelIdsAmong(
        db,
        realmId,
        streams.map((s) => s.id),
      )
    : null;
  return streams.map((s) => {
    const c = channelOf(s, ctx);
    if (defaults) c.isDefault = defaults.has(s.id);
    return c;
  });
}

/** Whether new users are subscribed to the channel. */
export async function isDefaultChannel(db: Db, s: Stream): Promise<boolean> {
  return (await defaultChannelIdsAmong(db, s.realmId, [s.id])).has(s.id);
}

/** GET /streams: the channels the user may see, sorted by name. */
export async function getChannels(db: Db, actor: Actor, filters: ChannelFilters = {}): Promise<Channel[]> {
  return channelsOf(db, actor.realm.id, await visibleChannels(db, actor, filters), filters.includeDefault);
}

/** Channels by id that the viewer has metadata access to; the others are left out. */
export async function visibleChannelsByIds(db: Db, actor: Actor, ids: number[]): Promise<Stream[]> {
  const viewer = viewerOf(db, actor);
  const streams = await db.stream.findMany({ where: { realmId: actor.realm.id, id: { in: ids } } });
  const subscribed = await subscribedStreamIds(db, actor.user.id);
  const visible: Stream[] = [];
  for (const s of streams) if (await hasMetadataAccess(viewer, s, subscribed.has(s.id))) visible.push(s);
  return visible;
}

/** GET /streams/{stream_id}: metadata access is enough. */
export async function channelById(db: Db, actor: Actor, streamId: number): Promise<Stream> {
  return (await accessChannelById(viewerOf(db, actor), streamId, { requireContentAccess: false })).stream;
}

/**
 * GET /streams/{stream_id} for several channels at once, in a few statements
 * whatever their number (a GraphQL list of objects that each name a channel):
 * the channels the viewer would be shown, by id; one it would be refused is
 * absent.
 */
export async function channelsById(db: Db, actor: Actor, streamIds: readonly number[]): Promise<Map<number, Stream>> {
  const accessed = await accessChannelsById(viewerOf(db, actor), streamIds, { requireContentAccess: false });
  return new Map([...accessed].flatMap(([id, a]) => (a instanceof Error ? [] : [[id, a.stream] as const])));
}

/** GET /get_stream_id */
export async function getChannelIdByName(db: Db, actor: Actor, name: string): Promise<number> {
  const { stream } = await accessChannelByName(viewerOf(db, actor), name);
  return stream.id;
}

/** Zulip's validate_user_access_to_subscribers_helper: why the user may not see the subscribers, if so. */
async function subscriberAccessError(
  viewer: ChannelViewer,
  s: Stream,
  subscribed: boolean,
): Promise<DomainError | null> {
  if (s.isWebPublic) return null;
  if (viewer.isGuest && subscribed) return null;
  if (viewer.isGuest && !s.inviteOnly) return subscriberDataNotAvailable();
  if (viewer.isAdmin) return null;
  if (!viewer.isGuest) {
    const groups = await viewer.groupIds();
    if (
      groups.has(s.canAdministerChannelGroupId) ||
      groups.has(s.canAddSubscribersGroupId) ||
      groups.has(s.canSubscribeGroupId)
    ) {
      return null;
    }
  }
  return s.inviteOnly && !subscribed ? privateChannelSubscribersUnavailable() : null;
}

/** GET /streams/{stream_id}/members */
export async function getSubscriberIds(db: Db, actor: Actor, streamId: number): Promise<number[]> {
  const answer = (await subscriberIdsOfChannels(db, actor, [streamId])).get(streamId);
  if (answer instanceof Error) throw answer;
  return answer ?? [];
}

/**
 * GET /streams/{stream_id}/members for several channels at once, in a few
 * statements whatever their number (a GraphQL operation asks for the
 * subscribers of every channel in a list): each channel's subscriber ids in
 * order, or the error that endpoint would answer for it.
 */
export async function subscriberIdsOfChannels(
  db: Db,
  actor: Actor,
  streamIds: readonly number[],
): Promise<Map<number, number[] | Error>> {
  const viewer = viewerOf(db, actor);
  const result = new Map<number, number[] | Error>();
  const visible: Stream[] = [];
  for (const [id, accessed] of await accessChannelsById(viewer, streamIds, { requireContentAccess: false })) {
    const denied =
      accessed instanceof Error
        ? accessed
        : await subscriberAccessError(viewer, accessed.stream, accessed.subscription !== null);
    if (denied) result.set(id, denied);
    else if (!(accessed instanceof Error)) visible.push(accessed.stream);
  }
  const subscribers = await subscriberIdsByStream(db, visible);
  for (const s of visible)
    result.set(
      s.id,
      [...(subscribers.get(s.id) ?? [])].sort((a, b) => a - b),
    );
  return result;
}

/** A subscription with its channel. */
export type SubscribedChannel = SubscriptionRow & { recipient: Recipient & { stream: Stream } };

/** Subscriptions with their channel (a channel's recipient always has one). */
const withChannels = (subs: Array<SubscriptionRow & { recipient: Recipient & { stream: Stream | null } }>) =>
  subs.flatMap((sub): SubscribedChannel[] => {
    const stream = sub.recipient.stream;
    return stream ? [{ ...sub, recipient: { ...sub.recipient, stream } }] : [];
  });

/** GET /users/me/subscriptions: the user's active subscriptions to channels that are not archived, by channel name. */
export async function subscribedChannels(db: Db, actor: Actor): Promise<SubscribedChannel[]> {
  const subs = await db.subscription.findMany({
    where: { userId: actor.user.id, active: true, recipient: { stream: { isArchived: false } } },
    include: { recipient: { include: { stream: true } } },
  });
  const withChannel = withChannels(subs);
  return withChannel.sort((a, b) => compareNames(a.recipient.stream.name, b.recipient.stream.name));
}

/** A page of the same subscriptions by channel id (read in SQL from the page's key), and how many there are. */
export async function subscribedChannelsPage(
  db: Db,
  actor: Actor,
  r: KeysetRequest,
): Promise<KeysetPage<SubscribedChannel> & { totalCount: number }> {
  const where = { userId: actor.user.id, active: true, recipient: { stream: { isArchived: false } } };
  const [subs, totalCount] = await Promise.all([
    db.subscription.findMany({
      where: { ...where, recipient: { ...where.recipient, type: RecipientType.STREAM, typeId: keyRange(r) } },
      include: { recipient: { include: { stream: true } } },
      orderBy: { recipient: { typeId: r.backwards ? 'desc' : 'asc' } },
      take: r.limit + 1,
    }),
    db.subscription.count({ where }),
  ]);
  const withChannel = withChannels(subs);
  return { ...pageOfRows(withChannel, r), totalCount };
}

/** The user's subscriptions, with the subscribers the user may see when asked for. */
export async function subscriptionsOf(
  db: Db,
  actor: Actor,
  subs: SubscribedChannel[],
  includeSubscribers = false,
): Promise<Subscription[]> {
  const streams = subs.map((s) => s.recipient.stream);
  const ctx = await loadFormatContext(db, actor.realm.id, streams);
  let subscribers: Map<number, Set<number>> | undefined;
  if (includeSubscribers) {
    const viewer = viewerOf(db, actor);
    const visible: Stream[] = [];
    // Zulip sends an empty list for channels whose subscribers the user may not see.
    for (const s of streams) if (!(await subscriberAccessError(viewer, s, true))) visible.push(s);
    subscribers = await subscriberIdsByStream(db, visible);
  }
  return subs.map((sub) => {
    const stream = sub.recipient.stream;
    return subscriptionOf(
      channelOf(stream, ctx),
      sub,
      subscribers ? [...(subscribers.get(stream.id) ?? [])].sort((a, b) => a - b) : undefined,
    );
  });
}
