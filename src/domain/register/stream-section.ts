import { defaultChannelGroupsFor } from '../channels/default-channel-groups.ts';
import { defaultChannelIds } from '../channels/default-channels.ts';
import { getChannels } from '../channels/queries.ts';
import { isGuest } from '../roles.ts';
import type { StateContext, TypedSections } from './types.ts';

/** streams: every channel the user can see the metadata of (Zulip's do_get_streams with include_all). */
export async function streamState(ctx: StateContext): Promise<Pick<TypedSections, 'streams'>> {
  const streams = await getChannels(ctx.db, ctx.actor, {
    includeAll: true,
    includeWebPublic: true,
    excludeArchived: !ctx.o.capabilities.archivedChannels,
  });
  return { streams };
}

/** realm_default_stream_groups: every group by name; guests are told there are none. */
export async function defaultStreamGroupsState(
  ctx: StateContext,
): Promise<Pick<TypedSections, 'realm_default_stream_groups'>> {
  return { realm_default_stream_groups: await defaultChannelGroupsFor(ctx.db, ctx.actor) };
}

/** realm_default_streams: ids; guests are told there are none (Zulip's fetch_initial_state_data). */
export async function defaultStreamsState(ctx: StateContext): Promise<Pick<TypedSections, 'realm_default_streams'>> {
  if (isGuest(ctx.actor.user.role)) return { realm_default_streams: [] };
  return { realm_default_streams: await defaultChannelIds(ctx.db, ctx.actor.realm.id) };
}
