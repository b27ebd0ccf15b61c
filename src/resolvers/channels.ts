import type { ChannelDict, SubscriptionDict } from '../domain/channels/format.ts';
import {
  getChannel,
  getChannelIdByName,
  getChannels,
  getSubscriberIds,
  getSubscriptions,
  type ChannelFilters,
} from '../domain/channels/queries.ts';
import { subscribe as subscribeTo, type SubscribeInput, type SubscribeResult } from '../domain/channels/subscribe.ts';
import { unsubscribe as unsubscribeFrom, type UnsubscribeInput, type UnsubscribeResult } from '../domain/channels/unsubscribe.ts';
import type { OperationContext } from './context.ts';

/** Channels by GET /streams's filters, sorted by name. */
export const listChannels = (ctx: OperationContext, filters: ChannelFilters): Promise<ChannelDict[]> =>
  getChannels(ctx.deps.db.prisma, ctx.actor, filters);

/** One channel the viewer has metadata access to. */
export const channel = (ctx: OperationContext, channelId: number): Promise<ChannelDict> => getChannel(ctx.deps.db.prisma, ctx.actor, channelId);

/** A channel by name (case-insensitive), if the viewer may see it. */
export async function channelByName(ctx: OperationContext, name: string): Promise<ChannelDict> {
  return getChannel(ctx.deps.db.prisma, ctx.actor, await channelIdByName(ctx, name));
}

export const channelIdByName = (ctx: OperationContext, name: string): Promise<number> => getChannelIdByName(ctx.deps.db.prisma, ctx.actor, name);

/** Who is subscribed, when the viewer may know. */
export const subscriberIds = (ctx: OperationContext, channelId: number): Promise<number[]> =>
  getSubscriberIds(ctx.deps.db.prisma, ctx.actor, channelId);

export const subscriptions = (ctx: OperationContext, includeSubscribers: boolean): Promise<SubscriptionDict[]> =>
  getSubscriptions(ctx.deps.db.prisma, ctx.actor, includeSubscribers);

/** Subscribe the viewer or others, creating the channels that do not exist. */
export const subscribe = (ctx: OperationContext, input: SubscribeInput): Promise<SubscribeResult> => subscribeTo(ctx.deps, ctx.actor, input);

export const unsubscribe = (ctx: OperationContext, input: UnsubscribeInput): Promise<UnsubscribeResult> => unsubscribeFrom(ctx.deps, ctx.actor, input);
