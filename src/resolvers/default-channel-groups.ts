import type { InputOrReader } from '../domain/input-reader.ts';
import {
  createDefaultChannelGroup,
  defaultChannelGroupsFor,
  removeDefaultChannelGroup,
  updateDefaultChannelGroupChannels,
  updateDefaultChannelGroupInfo,
  type DefaultChannelGroup,
} from '../domain/channels/default-channel-groups.ts';
import type { OperationContext } from './operation-context.ts';

/** Default channel groups: register's realm_default_stream_groups (none for guests), and their changes. */
export const defaultChannelGroups = (ctx: OperationContext): Promise<DefaultChannelGroup[]> =>
  defaultChannelGroupsFor(ctx.deps.db.prisma, ctx.actor);

export const createGroup = (
  ctx: OperationContext,
  input: InputOrReader<{ name: string; description: string; channelNames: readonly string[] }>,
) => createDefaultChannelGroup(ctx.deps, ctx.actor, input);

export const updateGroupInfo = (
  ctx: OperationContext,
  groupId: number,
  change: InputOrReader<{ newName?: string; newDescription?: string }>,
) => updateDefaultChannelGroupInfo(ctx.deps, ctx.actor, groupId, change);

export const updateGroupChannels = (
  ctx: OperationContext,
  groupId: number,
  change: InputOrReader<{ op: string; channelNames: readonly string[] }>,
) => updateDefaultChannelGroupChannels(ctx.deps, ctx.actor, groupId, change);

export const removeGroup = (ctx: OperationContext, groupId: number) =>
  removeDefaultChannelGroup(ctx.deps, ctx.actor, groupId);
