import {
  createDefaultChannelGroup,
  defaultChannelGroupDicts,
  removeDefaultChannelGroup,
  updateDefaultChannelGroupChannels,
  updateDefaultChannelGroupInfo,
  type DefaultChannelGroupDict,
} from '../domain/channels/default-channel-groups.ts';
import { isGuest } from '../domain/roles.ts';
import type { OperationContext } from './context.ts';

/** Default channel groups: register's realm_default_stream_groups (none for guests), and their changes. */
export async function defaultChannelGroups(ctx: OperationContext): Promise<DefaultChannelGroupDict[]> {
  if (isGuest(ctx.actor.user.role)) return [];
  return defaultChannelGroupDicts(ctx.deps.db.prisma, ctx.realm.id);
}

export const createGroup = (ctx: OperationContext, input: { name: string; description: string; channelNames: readonly string[] }) =>
  createDefaultChannelGroup(ctx.deps, ctx.actor, input);

export const updateGroupInfo = (ctx: OperationContext, groupId: number, change: { newName?: string; newDescription?: string }) =>
  updateDefaultChannelGroupInfo(ctx.deps, ctx.actor, groupId, change);

export const updateGroupChannels = (ctx: OperationContext, groupId: number, op: string, channelNames: readonly string[]) =>
  updateDefaultChannelGroupChannels(ctx.deps, ctx.actor, groupId, op, channelNames);

export const removeGroup = (ctx: OperationContext, groupId: number) => removeDefaultChannelGroup(ctx.deps, ctx.actor, groupId);
