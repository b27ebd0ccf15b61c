import { channelDicts } from '../../domain/channels/queries.ts';
import * as channels from '../../resolvers/channels.ts';
import { bool } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

export const streamsRoutes: RouteDef[] = [
  userRoute('GET', '/streams', async (ctx) => {
    const { params } = ctx;
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
    const streams = await channels.listChannels(ctx, {
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
    return { streams: await channelDicts(ctx.deps.db.prisma, ctx.actor.realm.id, streams, includeDefault) };
  }),

  userRoute('GET', '/streams/{stream_id:int}', async (ctx) => {
    const stream = await channels.channel(ctx, Number(ctx.path.stream_id));
    const [dict] = await channelDicts(ctx.deps.db.prisma, ctx.actor.realm.id, [stream]);
    return { stream: dict };
  }),

  userRoute('GET', '/streams/{stream_id:int}/members', async (ctx) => ({
    subscribers: await channels.subscriberIds(ctx, Number(ctx.path.stream_id)),
  })),

  userRoute('GET', '/get_stream_id', async (ctx) => ({
    stream_id: await channels.channelIdByName(ctx, ctx.params.str('stream', { required: true, nul: 'domain' })),
  })),
];
