import type { Stream } from '../generated/prisma/client.ts';
import {
  channelById,
  channelsOf,
  getChannelIdByName,
  getSubscriberIds,
  subscribedChannels,
  subscribedChannelsPage,
  subscriptionsOf,
  visibleChannels,
  visibleChannelsByIds,
  visibleChannelsPage,
  type ChannelFilters,
  type SubscribedChannel,
} from '../domain/channels/queries.ts';
import {
  createChannel as createChannelRequest,
  type CreateChannelSource,
} from '../domain/channels/create-channel-request.ts';
import { subscribe as subscribeTo, type SubscribeResult, type SubscribeSource } from '../domain/channels/subscribe.ts';
import {
  unsubscribe as unsubscribeFrom,
  type UnsubscribeInput,
  type UnsubscribeResult,
} from '../domain/channels/unsubscribe.ts';
import { archiveChannel as archive } from '../domain/channels/archive-channel.ts';
import { channelEmailAddress } from '../domain/channels/channel-email.ts';
import { addDefaultChannel, removeDefaultChannel } from '../domain/channels/default-channels.ts';
import {
  updateSubscriptionProperties,
  type SubscriptionPropertyRequest,
} from '../domain/channels/subscription-properties.ts';
import { updateChannel as updateChannelSettings, type UpdateChannelInput } from '../domain/channels/update-channel.ts';
import { subscriptionStatus as statusOf, type SubscriptionStatus } from '../domain/channels/subscription-status.ts';
import type { Channel, Subscription } from '../domain/channels/format.ts';
import type { KeysetPage, KeysetRequest } from '../domain/paging.ts';
import type { OperationContext } from './operation-context.ts';

/*
 * Channel operations return channel rows as the viewer may see them; GraphQL
 * reads their fields, REST writes their read models (channelViews,
 * subscriptionViews) in Zulip's format.
 */

/** The channels' metadata as the user sees it; `includeDefault` tells which are default channels. */
export const channelViews = (ctx: OperationContext, streams: Stream[], includeDefault = false): Promise<Channel[]> =>
  channelsOf(ctx.deps.db.prisma, ctx.actor.realm.id, streams, includeDefault);

/** The user's subscriptions with their settings, and the subscribers the user may see when asked for. */
export const subscriptionViews = (
  ctx: OperationContext,
  subs: SubscribedChannel[],
  includeSubscribers: boolean,
): Promise<Subscription[]> => subscriptionsOf(ctx.deps.db.prisma, ctx.actor, subs, includeSubscribers);

/** Channels by GET /streams's filters, sorted by name. */
export const listChannels = (ctx: OperationContext, filters: ChannelFilters): Promise<Stream[]> =>
  visibleChannels(ctx.deps.db.prisma, ctx.actor, filters);

/** A page of the same channels, by id. */
export const listChannelsPage = (
  ctx: OperationContext,
  filters: ChannelFilters,
  r: KeysetRequest,
): Promise<KeysetPage<Stream> & { totalCount: number }> =>
  visibleChannelsPage(ctx.deps.db.prisma, ctx.actor, filters, r);

/** One channel the viewer has metadata access to. */
export const channel = (ctx: OperationContext, channelId: number): Promise<Stream> =>
  channelById(ctx.deps.db.prisma, ctx.actor, channelId);

/** Channels by id the viewer has metadata access to; the others are left out. */
export const channelsByIds = (ctx: OperationContext, ids: number[]): Promise<Stream[]> =>
  visibleChannelsByIds(ctx.deps.db.prisma, ctx.actor, ids);

/** A channel by name (case-insensitive), if the viewer may see it. */
export async function channelByName(ctx: OperationContext, name: string): Promise<Stream> {
  return channel(ctx, await channelIdByName(ctx, name));
}

export const channelIdByName = (ctx: OperationContext, name: string): Promise<number> =>
  getChannelIdByName(ctx.deps.db.prisma, ctx.actor, name);

/** Who is subscribed, when the viewer may know. */
export const subscriberIds = (ctx: OperationContext, channelId: number): Promise<number[]> =>
  getSubscriberIds(ctx.deps.db.prisma, ctx.actor, channelId);

/** The viewer's subscriptions, by channel name. */
export const subscriptions = (ctx: OperationContext): Promise<SubscribedChannel[]> =>
  subscribedChannels(ctx.deps.db.prisma, ctx.actor);

/** A page of the viewer's subscriptions, by channel id. */
export const subscriptionsPage = (
  ctx: OperationContext,
  r: KeysetRequest,
): Promise<KeysetPage<SubscribedChannel> & { totalCount: number }> =>
  subscribedChannelsPage(ctx.deps.db.prisma, ctx.actor, r);

/** Subscribe the viewer or others, creating the channels that do not exist. */
export const subscribe = (ctx: OperationContext, input: SubscribeSource): Promise<SubscribeResult> =>
  subscribeTo(ctx.deps, ctx.actor, input);

/** Create one channel with its settings and subscribers (POST /channels/create); answers its id. */
export const createChannel = (ctx: OperationContext, input: CreateChannelSource): Promise<{ id: number }> =>
  createChannelRequest(ctx.deps, ctx.actor, input);

export const unsubscribe = (ctx: OperationContext, input: UnsubscribeInput): Promise<UnsubscribeResult> =>
  unsubscribeFrom(ctx.deps, ctx.actor, input);

/** Change a channel's settings (organization administrators and the channel's administrators). */
export const updateChannel = (ctx: OperationContext, channelId: number, input: UpdateChannelInput): Promise<Stream> =>
  updateChannelSettings(ctx.deps, ctx.actor, channelId, input);

/** Archive a channel: it keeps its messages and subscribers, and takes no new messages. */
export const archiveChannel = (ctx: OperationContext, channelId: number): Promise<Stream> =>
  archive(ctx.deps, ctx.actor, channelId);

/** Change the viewer's own settings for channels they are subscribed to, all or none. */
export const updateSubscriptionSettings = (
  ctx: OperationContext,
  changes: SubscriptionPropertyRequest[],
): Promise<void> => updateSubscriptionProperties(ctx.deps, ctx.actor, changes);

/** The address that would post to the channel by email. */
export const emailAddress = (ctx: OperationContext, channelId: number, senderId?: number): Promise<string> =>
  channelEmailAddress(ctx.deps, ctx.actor, channelId, senderId);

export const addDefault = (ctx: OperationContext, channelId: number): Promise<Stream> =>
  addDefaultChannel(ctx.deps, ctx.actor, channelId);

export const removeDefault = (ctx: OperationContext, channelId: number): Promise<Stream> =>
  removeDefaultChannel(ctx.deps, ctx.actor, channelId);

/** Whether a user is subscribed to a channel, asked by someone who may see both. */
export const subscriptionStatus = (
  ctx: OperationContext,
  userId: number,
  channelId: number,
): Promise<SubscriptionStatus> => statusOf(ctx.deps.db.prisma, ctx.actor, userId, channelId);
