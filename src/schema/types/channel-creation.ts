import type { ChannelGroupSettingName } from '../../domain/channels/channel-permission-groups.ts';
import type { GroupSettingValue } from '../../domain/groups/group-setting-value.ts';
import * as channels from '../../resolvers/channels.ts';
import { builder } from '../builder.ts';
import { idsOf, optionalIdOf } from '../entity-ids.ts';
import { mutationErrors, withInputNames } from '../errors.ts';
import { channelLoader } from '../loaders.ts';
import { Channel, CHANNEL_GROUP_FIELDS, ChannelTopicsPolicy } from './channel.ts';
import { ChannelFolderRef } from './channel-folders.ts';
import { GroupSettingValueInput, toGroupSettingValue } from './groups.ts';
import { UserRef } from './user.ts';

/** Creating a channel (createChannel), and the settings of the channels that subscribe and createChannel create. */

type GroupInputs = Partial<Record<keyof typeof CHANNEL_GROUP_FIELDS, Parameters<typeof toGroupSettingValue>[0] | null>>;

function groupSettingsOf(input: GroupInputs): Partial<Record<ChannelGroupSettingName, GroupSettingValue>> {
  const out: Partial<Record<ChannelGroupSettingName, GroupSettingValue>> = {};
  for (const [field, setting] of Object.entries(CHANNEL_GROUP_FIELDS) as Array<
    [keyof typeof CHANNEL_GROUP_FIELDS, ChannelGroupSettingName]
  >) {
    const value = input[field];
    if (value != null) out[setting] = toGroupSettingValue(value, field);
  }
  return out;
}

/** An omitted argument (GraphQL's null) as the domain's undefined. */
export const orUndefined = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

interface NewChannelFields extends GroupInputs {
  inviteOnly?: boolean | null;
  isWebPublic?: boolean | null;
  isDefaultStream?: boolean | null;
  historyPublicToSubscribers?: boolean | null;
  messageRetentionDays?: number | null;
  topicsPolicy?: string | null;
}

/** The settings of the channels a subscribe or createChannel input creates, as the domain takes them. */
export const newChannelSettingsOf = (input: NewChannelFields) => ({
  inviteOnly: orUndefined(input.inviteOnly),
  isWebPublic: orUndefined(input.isWebPublic),
  isDefaultStream: orUndefined(input.isDefaultStream),
  historyPublicToSubscribers: input.historyPublicToSubscribers,
  messageRetentionDays:
    input.messageRetentionDays === -1 ? ('unlimited' as const) : orUndefined(input.messageRetentionDays),
  topicsPolicy: input.topicsPolicy,
  groupSettings: groupSettingsOf(input),
});

const CreateChannelInput = builder.inputType('CreateChannelInput', {
  description: 'POST /channels/create: one new channel, its initial settings and subscribers.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The new channel’s name (stripped of surrounding whitespace).' }),
    description: t.string({ description: 'Its description, in Zulip Markdown (newlines become spaces).' }),
    subscriberIds: t.intList({ description: 'Users to subscribe, by Zulip id (yourself only if listed).' }),
    subscribers: t.globalIDList({
      for: UserRef,
      description: 'Users to subscribe, by global id; exactly one of this and `subscriberIds`.',
    }),
    announce: t.boolean({
      description:
        "Whether the Notification Bot announces the channel in the organization's new channel announcements channel (settings.newStreamAnnouncementsStreamId), if it has one.",
    }),
    inviteOnly: t.boolean({ description: 'A private channel (default: public).' }),
    isWebPublic: t.boolean({ description: 'A web-public channel, where the organization allows them.' }),
    isDefaultStream: t.boolean({ description: 'Make it a default channel for new users (administrators only).' }),
    historyPublicToSubscribers: t.boolean({
      description: 'For a private channel: whether subscribers see messages from before they joined.',
    }),
    messageRetentionDays: t.int({
      description: "Days (> 0), or -1 to keep messages forever; omitted: the organization's policy (owners only).",
    }),
    topicsPolicy: t.field({ type: ChannelTopicsPolicy, description: 'Whether messages may use the empty topic.' }),
    folderId: t.int({ description: "The channel's folder, by Zulip's id." }),
    folder: t.globalID({ for: ChannelFolderRef, description: 'The same by global id; at most one of the two.' }),
    sendNewSubscriptionMessages: t.boolean({
      description:
        'Accepted as Zulip accepts it; nobody is told of a subscription to a channel the request creates, so no direct message is sent either way.',
    }),
    ...Object.fromEntries(
      Object.entries(CHANNEL_GROUP_FIELDS).map(([k, setting]) => [
        k,
        t.field({
          type: GroupSettingValueInput,
          description: `The channel's \`${setting}\` (omitted: Zulip's default).`,
        }),
      ]),
    ),
  }),
});

const CreateChannelPayload = builder.objectRef<{ id: number }>('CreateChannelPayload').implement({
  description: 'The channel POST /channels/create made.',
  fields: (t) => ({
    channelId: t.int({ description: "The new channel's Zulip id (REST's `id`).", resolve: (r) => r.id }),
    channel: t.withAuth({ loggedIn: true }).field({
      type: Channel,
      nullable: true,
      description: 'The new channel as the viewer sees it.',
      resolve: (r, _a, ctx) => channelLoader(ctx).load(r.id),
    }),
  }),
});

builder.mutationFields((t) => ({
  createChannel: t.withAuth({ loggedIn: true }).field({
    type: CreateChannelPayload,
    description: 'Create a channel and subscribe the users listed (POST /channels/create).',
    errors: mutationErrors('createChannel'),
    args: { input: t.arg({ type: CreateChannelInput, required: true, description: 'The channel to create.' }) },
    resolve: (_root, { input }, ctx) =>
      withInputNames({ subscribers: 'subscriberIds' }, () =>
        channels.createChannel(ctx, {
          name: input.name,
          description: input.description,
          subscribers: idsOf(input.subscriberIds, input.subscribers, 'subscriberIds'),
          announce: orUndefined(input.announce),
          ...newChannelSettingsOf(input),
          folderId: optionalIdOf(input.folderId, input.folder, 'folderId'),
          sendNewSubscriptionMessages: orUndefined(input.sendNewSubscriptionMessages),
        }),
      ),
  }),
}));
