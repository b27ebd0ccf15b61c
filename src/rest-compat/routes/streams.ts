import type { ChannelGroupSettingName } from '../../domain/channels/channel-permission-groups.ts';
import { MAX_CHANNEL_DESCRIPTION_LENGTH } from '../../domain/channels/names.ts';
import { checkTopicsPolicy, type TopicsPolicy } from '../../domain/channels/subscribe.ts';
import type { UpdateChannelInput } from '../../domain/channels/update-channel.ts';
import {
  checkGroupSettingChangeRequest,
  type GroupSettingChangeRequest,
} from '../../domain/groups/group-setting-value.ts';
import * as channels from '../../resolvers/channels.ts';
import { bool, int, nonNegativeInt, type Check } from '../json-checks.ts';
import type { Params } from '../params.ts';
import { channelJson } from '../presenters/channels.ts';
import { userRoute, type RouteDef } from '../route.ts';

/** Declaration order of the group-setting parameters of Zulip's update_stream_backend. */
const UPDATE_GROUP_PARAMS: readonly ChannelGroupSettingName[] = [
  'can_add_subscribers_group',
  'can_remove_subscribers_group',
  'can_administer_channel_group',
  'can_delete_any_message_group',
  'can_delete_own_message_group',
  'can_move_messages_out_of_channel_group',
  'can_move_messages_within_channel_group',
  'can_send_message_group',
  'can_subscribe_group',
  'can_resolve_topics_group',
];

/** `Json[str] | Json[int]` */
const retentionCheck: Check<string | number> = (v, path) => (typeof v === 'string' ? v : int()(v, path));

/** `Json[int | None]` */
const folderCheck: Check<number | null> = (v, path) => (v === null ? null : int()(v, path));

/** A plain string checked by parse_enum_from_string_value. */
function topicsPolicyParam(params: Params): TopicsPolicy | undefined {
  const v = params.str('topics_policy');
  if (v === undefined) return undefined;
  return checkTopicsPolicy(v);
}

/** The body of PATCH /streams/{stream_id}, in the declaration order of Zulip's update_stream_backend. */
function updateChannelParams(params: Params): UpdateChannelInput {
  const description = params.str('description', { maxLength: MAX_CHANNEL_DESCRIPTION_LENGTH });
  const isPrivate = params.json('is_private', bool);
  const isDefaultStream = params.json('is_default_stream', bool);
  const historyPublicToSubscribers = params.json('history_public_to_subscribers', bool);
  const isWebPublic = params.json('is_web_public', bool);
  const newName = params.str('new_name');
  const messageRetentionDays = params.json('message_retention_days', retentionCheck);
  const isArchived = params.json('is_archived', bool);
  const topicsPolicy = topicsPolicyParam(params);
  const groupSettings: Partial<Record<ChannelGroupSettingName, GroupSettingChangeRequest>> = {};
  for (const name of UPDATE_GROUP_PARAMS) {
    const value = params.json(name, checkGroupSettingChangeRequest);
    if (value !== undefined) groupSettings[name] = value;
  }
  const folderId = params.json('folder_id', folderCheck);
  return {
    description,
    isPrivate,
    isDefaultStream,
    historyPublicToSubscribers,
    isWebPublic,
    newName,
    messageRetentionDays,
    isArchived,
    topicsPolicy,
    groupSettings,
    folderId,
  };
}

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
    return { streams: (await channels.channelViews(ctx, streams, includeDefault)).map(channelJson) };
  }),

  userRoute('GET', '/streams/{stream_id:int}', async (ctx) => {
    const stream = await channels.channel(ctx, Number(ctx.path.stream_id));
    const [channel] = await channels.channelViews(ctx, [stream]);
    return { stream: channelJson(channel) };
  }),

  userRoute('PATCH', '/streams/{stream_id:int}', async (ctx) => {
    await channels.updateChannel(ctx, Number(ctx.path.stream_id), updateChannelParams(ctx.params));
    return {};
  }),

  userRoute('DELETE', '/streams/{stream_id:int}', async (ctx) => {
    await channels.archiveChannel(ctx, Number(ctx.path.stream_id));
    return {};
  }),

  userRoute('GET', '/streams/{stream_id:int}/email_address', async (ctx) => {
    const senderId = ctx.params.json('sender_id', nonNegativeInt());
    return { email: await channels.emailAddress(ctx, Number(ctx.path.stream_id), senderId) };
  }),

  userRoute('POST', '/default_streams', async (ctx) => {
    await channels.addDefault(ctx, ctx.params.json('stream_id', int(), { required: true }));
    return {};
  }),

  userRoute('DELETE', '/default_streams', async (ctx) => {
    await channels.removeDefault(ctx, ctx.params.json('stream_id', int(), { required: true }));
    return {};
  }),

  userRoute('GET', '/streams/{stream_id:int}/members', async (ctx) => ({
    subscribers: await channels.subscriberIds(ctx, Number(ctx.path.stream_id)),
  })),

  userRoute('GET', '/get_stream_id', async (ctx) => ({
    stream_id: await channels.channelIdByName(ctx, ctx.params.str('stream', { required: true, nul: 'domain' })),
  })),
];
