import { mayManageDefaultChannelGroups } from '../../domain/channels/default-channel-groups.ts';
import * as groups from '../../resolvers/default-channel-groups.ts';
import { list, str } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

/**
 * Zulip's default channel group views (zerver/views/streams.py): administrators
 * only (checked before any parameter), parameters in declaration order. Group
 * and channel names with a NUL reach the domain, which answers with Zulip's
 * messages for them.
 */
export const defaultChannelGroupsRoutes: RouteDef[] = [
  userRoute('POST', '/default_stream_groups/create', async ({ actor, params, ...ctx }) => {
    mayManageDefaultChannelGroups(actor);
    const name = params.str('group_name', { required: true, nul: 'domain' });
    const description = params.str('description', { required: true });
    const channelNames = params.json('stream_names', list(str()), { required: true, nul: 'domain' });
    await groups.createGroup({ ...ctx, actor }, { name, description, channelNames });
    return {};
  }),

  userRoute('PATCH', '/default_stream_groups/{group_id:int}', async ({ actor, params, path, ...ctx }) => {
    mayManageDefaultChannelGroups(actor);
    const newName = params.str('new_group_name', { nul: 'domain' });
    const newDescription = params.str('new_description');
    await groups.updateGroupInfo({ ...ctx, actor }, Number(path.group_id), { newName, newDescription });
    return {};
  }),

  userRoute('DELETE', '/default_stream_groups/{group_id:int}', async ({ actor, path, ...ctx }) => {
    mayManageDefaultChannelGroups(actor);
    await groups.removeGroup({ ...ctx, actor }, Number(path.group_id));
    return {};
  }),

  userRoute('PATCH', '/default_stream_groups/{group_id:int}/streams', async ({ actor, params, path, ...ctx }) => {
    mayManageDefaultChannelGroups(actor);
    const op = params.str('op', { required: true, nul: 'domain' });
    const channelNames = params.json('stream_names', list(str()), { required: true, nul: 'domain' });
    await groups.updateGroupChannels({ ...ctx, actor }, Number(path.group_id), op, channelNames);
    return {};
  }),
];
