import {
  createChannelFolder as create,
  listChannelFolders,
  reorderChannelFolders as reorder,
  updateChannelFolder as update,
  type ChannelFolder,
  type ChannelFolderPatch,
  type NewChannelFolder,
} from '../domain/channel-folders/folders.ts';
import type { FieldsOrReader, InputOrReader, TypedFieldsOrReader } from '../domain/input-reader.ts';
import type { OperationContext } from './operation-context.ts';

/** Channel folders (Zulip's /channel_folders): everyone reads them, administrators write them. */

export const channelFolders = (ctx: OperationContext, includeArchived = false): Promise<ChannelFolder[]> =>
  listChannelFolders(ctx.deps.db.sql, ctx.actor.realm.id, includeArchived);

export const createChannelFolder = (
  ctx: OperationContext,
  input: TypedFieldsOrReader<NewChannelFolder>,
): Promise<ChannelFolder> => create(ctx.deps, ctx.actor, input);

export const reorderChannelFolders = (ctx: OperationContext, order: InputOrReader<number[]>): Promise<void> =>
  reorder(ctx.deps, ctx.actor, order);

export const updateChannelFolder = (
  ctx: OperationContext,
  id: number,
  input: FieldsOrReader<ChannelFolderPatch>,
): Promise<ChannelFolder> => update(ctx.deps, ctx.actor, id, input);
