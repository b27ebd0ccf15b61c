import type { DefaultChannelGroup } from '../../domain/channels/default-channel-groups.ts';

/** Zulip's DefaultStreamGroup.to_dict() (register's realm_default_stream_groups, default_stream_groups events). */
export const defaultChannelGroupJson = (g: DefaultChannelGroup) => ({
  name: g.name,
  id: g.id,
  description: g.description,
  streams: g.channelIds,
});
