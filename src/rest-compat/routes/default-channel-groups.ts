import * as groups from '../../resolvers/default-channel-groups.ts';
import { list, str } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

/**
 * Zulip's default channel group views (zerver/views/streams.py): administrators
 * only (the operations check it before they read any parameter), parameters in
 * declaration order. Group and channel names with a NUL reach the domain,
 * which answers with Zulip's messages for them.
 */
export const defaultChannelGroupsRoutes: RouteDef[] = [
  userRoute('POST', '/default_stream_groups/create', async (ctx) => {
    const { params } = ctx;
    await groups.createGroup(ctx, () => {
      const name = params.str('group_name', { required: true, nul: 'domain' });
      const description = params.str('description', { required: true });
      const channelNames = params.json('stream_names', list(str()), { required: true, nul: 'domain' });
      return { name, description, channelNames };
    });
    return {};
  }),

  userRoute('PATCH', '/default_stream_groups/{group_id:int}', async (ctx) => {
    const { params } = ctx;
    await groups.updateGroupInfo(ctx, Number(ctx.path.group_id), () => {
      const newName = params.str('new_group_name', { nul: 'domain' });
      const newDescription = params.str('new_description');
      return { newName, newDescription };
    });
    return {};
  }),

  userRoute('DELETE', '/default_stream_groups/{group_id:int}', async (ctx) => {
    await groups.removeGroup(ctx, Number(ctx.path.group_id));
    return {};
  }),

  userRoute('PATCH', '/default_stream_groups/{group_id:int}/streams', async (ctx) => {
    const { params } = ctx;
    await groups.updateGroupChannels(ctx, Number(ctx.path.group_id), () => {
      const op = params.str('op', { required: true, nul: 'domain' });
      const channelNames = params.json('stream_names', list(str()), { required: true, nul: 'domain' });
      return { op, channelNames };
    });
    return {};
  }),
];
