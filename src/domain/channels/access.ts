import type { Stream, Subscription } from '../../generated/prisma/client.ts';
import { MAX_DB_ID } from '../ids.ts';
import type { Db } from '../context.ts';
import { isAdmin, isGuest } from '../roles.ts';
import { metadataUsersViaGroups, realmAudience, subscriberIdsByStream, userRecursiveGroupIds } from './audience.ts';
import { invalidChannelId, invalidChannelName } from './errors.ts';
import { findChannelByName } from './names.ts';

/**
 * Who may see a channel and its messages (Zulip's zerver/lib/streams.py):
 * - content access: web-public channels; channels one is subscribed to; for
 *   non-guests, public channels and private channels whose can_subscribe_group
 *   or can_add_subscribers_group they are in.
 * - metadata access (name, description, subscribers): content access, plus
 *   organization administrators and members of can_administer_channel_group.
 * Guests see only web-public channels and channels they are subscribed to.
 */
export interface ChannelUser {
  id: number;
  role: number;
  realmId: number;
}

/** One user's view of channels, fetching their recursive group memberships at most once. */
export class ChannelViewer {
  private groups?: Promise<Set<number>>;

  constructor(
    readonly db: Db,
    readonly user: ChannelUser,
  ) {}

  groupIds(): Promise<Set<number>> {
    this.groups ??= userRecursiveGroupIds(this.db, this.user.id);
    return this.groups;
  }

  get isGuest(): boolean {
    return isGuest(this.user.role);
  }

  get isAdmin(): boolean {
    return isAdmin(this.user.role);
  }
}

/** Ids are int4 columns; a larger id in a URL cannot name a channel. */

export const isPublicChannel = (s: Stream): boolean => !s.inviteOnly;

/** has_metadata_access_to_channel_via_groups: none of those settings may be held by guests. */
export async function metadataAccessViaGroups(viewer: ChannelViewer, s: Stream): Promise<boolean> {
  if (viewer.isGuest) return false;
  const groups = await viewer.groupIds();
  return (
    groups.has(s.canAdministerChannelGroupId) ||
    groups.has(s.canAddSubscribersGroupId) ||
    groups.has(s.canSubscribeGroupId)
  );
}

/** user_has_content_access */
export async function hasContentAccess(viewer: ChannelViewer, s: Stream, subscribed: boolean): Promise<boolean> {
  if (s.isWebPublic || subscribed) return true;
  if (viewer.isGuest) return false;
  if (isPublicChannel(s)) return true;
  const groups = await viewer.groupIds();
  return groups.has(s.canSubscribeGroupId) || groups.has(s.canAddSubscribersGroupId);
}

/** user_has_metadata_access */
export async function hasMetadataAccess(viewer: ChannelViewer, s: Stream, subscribed: boolean): Promise<boolean> {
  if (s.isWebPublic || subscribed) return true;
  if (viewer.isGuest) return false;
  if (isPublicChannel(s) || viewer.isAdmin) return true;
  return metadataAccessViaGroups(viewer, s);
}

/** check_basic_stream_access */
export async function hasBasicAccess(
  viewer: ChannelViewer,
  s: Stream,
  subscribed: boolean,
  requireContentAccess: boolean,
): Promise<boolean> {
  if (await hasContentAccess(viewer, s, subscribed)) return true;
  if (requireContentAccess) return false;
  if (viewer.isAdmin) return true;
  return metadataAccessViaGroups(viewer, s);
}

export async function activeSubscription(db: Db, userId: number, s: Stream): Promise<Subscription | null> {
  if (s.recipientId === null) return null;
  return db.subscription.findFirst({ where: { userId, recipientId: s.recipientId, active: true } });
}

export interface AccessOptions {
  /** Only metadata is needed (e.g. GET /streams/{id}); admins and channel administrators pass. */
  requireContentAccess?: boolean;
  /** Archived channels count as missing (Zulip's require_active_channel, on by default). */
  requireActiveChannel?: boolean;
}

export interface AccessedChannel {
  stream: Stream;
  subscription: Subscription | null;
}

async function accessCommon(
  viewer: ChannelViewer,
  stream: Stream,
  error: () => Error,
  opts: AccessOptions,
): Promise<AccessedChannel> {
  return accessWithSubscription(
    viewer,
    stream,
    await activeSubscription(viewer.db, viewer.user.id, stream),
    error,
    opts,
  );
}

async function accessWithSubscription(
  viewer: ChannelViewer,
  stream: Stream,
  subscription: Subscription | null,
  error: () => Error,
  opts: AccessOptions,
): Promise<AccessedChannel> {
  if ((opts.requireActiveChannel ?? true) && stream.isArchived) throw error();
  if (await hasBasicAccess(viewer, stream, subscription !== null, opts.requireContentAccess ?? true)) {
    return { stream, subscription };
  }
  throw error();
}

/** access_stream_by_id: "Invalid channel ID" for a channel that is missing, in another realm, or not accessible. */
export async function accessChannelById(
  viewer: ChannelViewer,
  streamId: number,
  opts: AccessOptions = {},
): Promise<AccessedChannel> {
  if (!Number.isInteger(streamId) || streamId < 0 || streamId > MAX_DB_ID) throw invalidChannelId();
  const stream = await viewer.db.stream.findFirst({ where: { id: streamId, realmId: viewer.user.realmId } });
  if (!stream) throw invalidChannelId();
  return accessCommon(viewer, stream, invalidChannelId, opts);
}

/**
 * access_stream_by_id for several channels at once, in two statements (a
 * GraphQL operation asks about many channels): each id's channel, or the
 * error access_stream_by_id would give for it.
 */
export async function accessChannelsById(
  viewer: ChannelViewer,
  ids: readonly number[],
  opts: AccessOptions = {},
): Promise<Map<number, AccessedChannel | Error>> {
  const valid = [...new Set(ids)].filter((id) => Number.isInteger(id) && id >= 0 && id <= MAX_DB_ID);
  const streams =
    valid.length > 0
      ? await viewer.db.stream.findMany({ where: { id: { in: valid }, realmId: viewer.user.realmId } })
      : [];
  const recipientIds = streams.flatMap((s) => (s.recipientId === null ? [] : [s.recipientId]));
  const subscriptions =
    recipientIds.length > 0
      ? await viewer.db.subscription.findMany({
          where: { userId: viewer.user.id, recipientId: { in: recipientIds }, active: true },
        })
      : [];
  const subscriptionOf = new Map(subscriptions.map((s) => [s.recipientId, s]));
  const streamOf = new Map(streams.map((s) => [s.id, s]));
  const result = new Map<number, AccessedChannel | Error>();
  for (const id of new Set(ids)) {
    const stream = streamOf.get(id);
    if (!stream) {
      result.set(id, invalidChannelId());
      continue;
    }
    const subscription = (stream.recipientId !== null ? subscriptionOf.get(stream.recipientId) : undefined) ?? null;
    result.set(
      id,
      await accessWithSubscription(viewer, stream, subscription, invalidChannelId, opts).catch((e: unknown) =>
        e instanceof Error ? e : new Error(String(e)),
      ),
    );
  }
  return result;
}

/** access_stream_by_name: "Invalid channel name '<name>'" (the name as given). */
export async function accessChannelByName(
  viewer: ChannelViewer,
  name: string,
  opts: AccessOptions = {},
): Promise<AccessedChannel> {
  const stream = await findChannelByName(viewer.db, viewer.user.realmId, name);
  if (!stream) throw invalidChannelName(name);
  return accessCommon(viewer, stream, () => invalidChannelName(name), opts);
}

/**
 * can_access_stream_history: whether the user may read messages sent before
 * they subscribed. Private channels default to protected history.
 */
export async function canAccessChannelHistory(viewer: ChannelViewer, s: Stream): Promise<boolean> {
  if (s.isWebPublic) return true;
  if (isPublicChannel(s) && !viewer.isGuest) return true;
  if (!s.historyPublicToSubscribers) return false;
  if (s.isArchived) return false;
  const subscribed = (await activeSubscription(viewer.db, viewer.user.id, s)) !== null;
  return hasContentAccess(viewer, s, subscribed);
}

/**
 * bulk_can_access_stream_metadata_user_ids: the users who may see each
 * channel's name and settings (whom channel events go to).
 */
export async function metadataAudience(db: Db, realmId: number, streams: Stream[]): Promise<Map<number, Set<number>>> {
  const result = new Map<number, Set<number>>();
  if (streams.length === 0) return result;
  const audience = await realmAudience(db, realmId);
  const privates = streams.filter((s) => !s.isWebPublic && !isPublicChannel(s));
  const publics = streams.filter((s) => !s.isWebPublic && isPublicChannel(s));
  const subscribers = await subscriberIdsByStream(db, [...privates, ...publics]);
  const viaGroups = await metadataUsersViaGroups(db, privates);
  for (const s of streams) {
    const subs = subscribers.get(s.id) ?? new Set<number>();
    if (s.isWebPublic) result.set(s.id, new Set(audience.active));
    else if (isPublicChannel(s)) {
      // Guests see a public channel only while subscribed.
      result.set(s.id, new Set([...audience.nonGuest, ...subs]));
    } else {
      result.set(s.id, new Set([...subs, ...audience.admins, ...(viaGroups.get(s.id) ?? [])]));
    }
  }
  return result;
}
