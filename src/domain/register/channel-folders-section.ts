import { prismaReader } from '../../db/sql.ts';
import { listChannelFolders, type ChannelFolder } from '../channel-folders/folders.ts';
import { listNavigationViews, type NavigationView } from '../navigation-views/navigation-views.ts';
import type { StateContext } from './types.ts';

/** channel_folders: every folder of the organization, archived ones too (their channels may still name them). */
export async function channelFoldersState(ctx: StateContext): Promise<{ channel_folders: ChannelFolder[] }> {
  return { channel_folders: await listChannelFolders(prismaReader(ctx.db), ctx.actor.realm.id, true) };
}

/** navigation_views: the user's own views. */
export async function navigationViewsState(ctx: StateContext): Promise<{ navigation_views: NavigationView[] }> {
  return { navigation_views: await listNavigationViews(prismaReader(ctx.db), ctx.actor.user.id) };
}
