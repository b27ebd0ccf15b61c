import { getChannels } from '../channels/queries.ts';
import type { StateContext } from './types.ts';

/** streams: every channel the user can see the metadata of (Zulip's do_get_streams with include_all). */
export async function streamState(ctx: StateContext): Promise<Record<string, unknown>> {
  const streams = await getChannels(ctx.db, ctx.actor, {
    includeAll: true,
    includeWebPublic: true,
    excludeArchived: !ctx.o.capabilities.archivedChannels,
  });
  return { streams };
}
