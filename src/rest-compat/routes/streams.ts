import { getChannel, getChannelIdByName, getChannels, getSubscriberIds } from '../../domain/channels/queries.ts';
import { bool } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

export const streamsRoutes: RouteDef[] = [
  userRoute('GET', '/streams', async ({ deps, params, actor }) => {
    // Declaration order of Zulip's get_streams_backend.
    const includePublic = params.json('include_public', bool);
    const includeWebPublic = params.json('include_web_public', bool);
    const includeSubscribed = params.json('include_subscribed', bool);
    const excludeArchived = params.json('exclude_archived', bool);
    const includeAll = params.json('include_all', bool);
    const includeAllActive = params.json('include_all_active', bool);
    const includeDefault = params.json('include_default', bool);
    const includeOwnerSubscribed = params.json('include_owner_subscribed', bool);
    const includeCanAccessContent = params.json('include_can_access_content', bool);
    const streams = await getChannels(deps.db.prisma, actor, {
      includePublic,
      includeWebPublic,
      includeSubscribed,
      excludeArchived,
      // include_all_active is the deprecated spelling of include_all.
      includeAll: includeAll === true || includeAllActive === true,
      includeDefault,
      includeOwnerSubscribed,
      includeCanAccessContent,
    });
    return { streams };
  }),

  userRoute('GET', '/streams/{stream_id:int}', async ({ deps, path, actor }) => ({
    stream: await getChannel(deps.db.prisma, actor, Number(path.stream_id)),
  })),

  userRoute('GET', '/streams/{stream_id:int}/members', async ({ deps, path, actor }) => ({
    subscribers: await getSubscriberIds(deps.db.prisma, actor, Number(path.stream_id)),
  })),

  userRoute('GET', '/get_stream_id', async ({ deps, params, actor }) => ({
    stream_id: await getChannelIdByName(deps.db.prisma, actor, params.str('stream', { required: true, nul: 'domain' })),
  })),
];
