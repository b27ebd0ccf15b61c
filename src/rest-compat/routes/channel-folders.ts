import { fieldParsers } from '../../domain/input-reader.ts';
import type { ChannelFolderPatch } from '../../domain/channel-folders/folders.ts';
import type { NavigationViewPatch } from '../../domain/navigation-views/navigation-views.ts';
import * as folders from '../../resolvers/channel-folders.ts';
import * as views from '../../resolvers/navigation-views.ts';
import { bool, int, list } from '../json-checks.ts';
import { channelFolderJson, navigationViewJson } from '../presenters/channel-folders.ts';
import { userRoute, type RouteDef } from '../route.ts';

/**
 * Channel folders (writes for administrators, checked before any parameter
 * is read: Zulip's require_realm_admin) and each user's navigation views.
 */
export const channelFoldersRoutes: RouteDef[] = [
  userRoute('GET', '/channel_folders', async (ctx) => {
    const includeArchived = ctx.params.json('include_archived', bool) ?? false;
    return { channel_folders: (await folders.channelFolders(ctx, includeArchived)).map(channelFolderJson) };
  }),
  userRoute('POST', '/channel_folders/create', async (ctx) => {
    const created = await folders.createChannelFolder(
      ctx,
      fieldParsers({
        description: () => ctx.params.str('description', { required: true }),
        name: () => ctx.params.str('name', { required: true }),
      }),
    );
    return { channel_folder_id: created.id };
  }),
  userRoute('PATCH', '/channel_folders', async (ctx) => {
    await folders.reorderChannelFolders(ctx, () => ctx.params.json('order', list(int()), { required: true }));
  }),
  userRoute('PATCH', '/channel_folders/{channel_folder_id:int}', async (ctx) => {
    await folders.updateChannelFolder(
      ctx,
      Number(ctx.path.channel_folder_id),
      fieldParsers<ChannelFolderPatch>({
        description: () => ctx.params.str('description'),
        isArchived: () => ctx.params.json('is_archived', bool),
        name: () => ctx.params.str('name'),
      }),
    );
  }),
  userRoute('GET', '/navigation_views', async (ctx) => ({
    navigation_views: (await views.navigationViews(ctx)).map(navigationViewJson),
  })),
  userRoute('POST', '/navigation_views', async (ctx) => {
    await views.addNavigationView(
      ctx,
      fieldParsers({
        fragment: () => ctx.params.str('fragment', { required: true }),
        isPinned: () => ctx.params.json('is_pinned', bool, { required: true }),
        name: () => ctx.params.str('name') ?? null,
      }),
    );
  }),
  userRoute('PATCH', '/navigation_views/{fragment:path}', async (ctx) => {
    await views.updateNavigationView(
      ctx,
      ctx.path.fragment,
      fieldParsers<NavigationViewPatch>({
        isPinned: () => ctx.params.json('is_pinned', bool),
        name: () => ctx.params.str('name'),
      }),
    );
  }),
  userRoute('DELETE', '/navigation_views/{fragment:path}', async (ctx) => {
    await views.removeNavigationView(ctx, ctx.path.fragment);
  }),
];
