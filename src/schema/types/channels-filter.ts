import type { ChannelFilters } from '../../domain/channels/queries.ts';
import { builder } from '../builder.ts';

/** GET /streams's filters: the `filter` argument of the channel lists. */

export const ChannelsFilter = builder.inputType('ChannelsFilter', {
  description: "GET /streams's filters.",
  fields: (t) => ({
    includePublic: t.boolean({ description: 'Default true (not for guests).' }),
    includeWebPublic: t.boolean({ description: 'Also every web-public channel.' }),
    includeSubscribed: t.boolean({ description: 'Default true.' }),
    excludeArchived: t.boolean({ description: 'Default true.' }),
    includeAll: t.boolean({ description: 'Every channel the viewer has metadata access to.' }),
    includeDefault: t.boolean({ description: 'Also every default channel.' }),
    includeOwnerSubscribed: t.boolean({ description: "For bots: their owner's channels too." }),
    includeCanAccessContent: t.boolean({ description: 'Also every channel whose messages the viewer may read.' }),
  }),
});

const orUndefined = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

type ChannelsFilterArg = { [K in keyof ChannelFilters]?: boolean | null };

/** GET /streams's filters from the `filter` argument. */
export const channelFiltersOf = (f: ChannelsFilterArg | null | undefined): ChannelFilters => ({
  includePublic: orUndefined(f?.includePublic),
  includeWebPublic: orUndefined(f?.includeWebPublic),
  includeSubscribed: orUndefined(f?.includeSubscribed),
  excludeArchived: orUndefined(f?.excludeArchived),
  includeAll: orUndefined(f?.includeAll),
  includeDefault: orUndefined(f?.includeDefault),
  includeOwnerSubscribed: orUndefined(f?.includeOwnerSubscribed),
  includeCanAccessContent: orUndefined(f?.includeCanAccessContent),
});
