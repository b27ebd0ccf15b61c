import type { Stream } from '../../generated/prisma/client.ts';
import type { SubscribeResult } from '../../domain/channels/subscribe.ts';
import type { UnsubscribeResult } from '../../domain/channels/unsubscribe.ts';
import { ChannelNotFoundError, incompatibleParameters } from '../../domain/errors.ts';
import { optionalIdOf, optionalIdsOf } from '../entity-ids.ts';
import { ChannelFolderRef } from './channel-folders.ts';
import type { OperationContext } from '../../resolvers/operation-context.ts';
import * as channels from '../../resolvers/channels.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors, withInputNames } from '../errors.ts';
import { userLoader } from '../loaders.ts';
import { Channel, CHANNEL_GROUP_FIELDS, ChannelTopicsPolicy } from './channel.ts';
import { CHANNEL_GROUP_SETTING_DESCRIPTIONS } from '../descriptions/permission-settings.ts';
import { CHANNEL_SETTING_DESCRIPTIONS } from '../descriptions/channel-settings.ts';
import { GroupSettingValueInput } from './groups.ts';
import { UserRef } from './user.ts';
import { newChannelSettingsOf, orUndefined } from './channel-creation.ts';

/** Subscribing and unsubscribing: one `input`, a payload of Users and Channels, typed errors. */

const ChannelRequestInput = builder.inputType('ChannelRequestInput', {
  description: 'A channel to subscribe to, by name: created when no channel has the name.',
  fields: (t) => ({
    name: t.string({ required: true, description: "The channel's name (of an existing channel, or of the new one)." }),
    description: t.string({ description: 'Used when the channel is created.' }),
    color: t.string({ description: 'Hex color for the new subscription (#rrggbb).' }),
  }),
});

const SubscribeInput = builder.inputType('SubscribeInput', {
  description: 'POST /users/me/subscriptions: the channel settings apply only to channels this request creates.',
  fields: (t) => ({
    channels: t.field({ type: [ChannelRequestInput], required: true, description: 'The channels to subscribe to.' }),
    principalIds: t.intList({ description: 'Users to subscribe (default: yourself).' }),
    principals: t.globalIDList({
      for: UserRef,
      description: 'Users to subscribe, by global id (instead of `principalIds`).',
    }),
    principalEmails: t.field({
      type: ['EmailAddress'],
      description: 'Users to subscribe, by email; not together with principalIds.',
    }),
    inviteOnly: t.boolean({ description: CHANNEL_SETTING_DESCRIPTIONS.isPrivate }),
    isWebPublic: t.boolean({ description: CHANNEL_SETTING_DESCRIPTIONS.isWebPublic }),
    isDefaultStream: t.boolean({
      description: 'Whether new users are subscribed to the channel (administrators only).',
    }),
    historyPublicToSubscribers: t.boolean({ description: CHANNEL_SETTING_DESCRIPTIONS.historyPublicToSubscribers }),
    messageRetentionDays: t.int({
      description: "Days (> 0), or -1 to keep messages forever; omitted: the organization's policy.",
    }),
    topicsPolicy: t.field({ type: ChannelTopicsPolicy, description: CHANNEL_SETTING_DESCRIPTIONS.topicsPolicy }),
    announce: t.boolean({
      description:
        "Whether the Notification Bot announces the channels this request creates in the organization's new channel announcements channel (settings.newStreamAnnouncementsStreamId), if it has one.",
    }),
    authorizationErrorsFatal: t.boolean({
      description:
        'When some channels may not be subscribed to: true (the default) refuses the whole request; false subscribes to the others and lists the refused ones.',
    }),
    folderId: t.int({ description: "The new channels' folder, by Zulip's id." }),
    folder: t.globalID({ for: ChannelFolderRef, description: 'The same by global id; at most one of the two.' }),
    sendNewSubscriptionMessages: t.boolean({
      description:
        "Whether users subscribed by someone else to existing channels are told so by a direct message from the Notification Bot (default: true; never when more than Zulip's bulk limit of 100 users are subscribed).",
    }),
    ...Object.fromEntries(
      Object.entries(CHANNEL_GROUP_FIELDS).map(([k, setting]) => [
        k,
        t.field({ type: GroupSettingValueInput, description: CHANNEL_GROUP_SETTING_DESCRIPTIONS[setting] }),
      ]),
    ),
  }),
});

const UnsubscribeInput = builder.inputType('UnsubscribeInput', {
  description: 'DELETE /users/me/subscriptions: the channels to leave, and who leaves them.',
  fields: (t) => ({
    channelNames: t.stringList({ required: true, description: 'The channels, by name.' }),
    principalIds: t.intList({ description: 'Users to unsubscribe (default: yourself).' }),
    principals: t.globalIDList({
      for: UserRef,
      description: 'Users to unsubscribe, by global id (instead of `principalIds`).',
    }),
    principalEmails: t.field({
      type: ['EmailAddress'],
      description: 'Users to unsubscribe, by email; not together with principalIds.',
    }),
  }),
});

function principalsOf(input: {
  principalIds?: number[] | null;
  principals?: Array<{ id: string }> | null;
  principalEmails?: string[] | null;
}): number[] | string[] | null {
  const ids = optionalIdsOf(input.principalIds, input.principals, 'principalIds');
  if (ids && input.principalEmails) throw incompatibleParameters(['principalIds', 'principalEmails']);
  return ids ?? input.principalEmails ?? null;
}

/** Channels by name as the viewer sees them after the change (one query for all). */
async function channelsByName(ctx: OperationContext, names: string[]): Promise<Stream[]> {
  const all = await channels.listChannels(ctx, { includeAll: true, excludeArchived: false });
  const byName = new Map(all.map((c) => [c.name.toLowerCase(), c]));
  return names.map((n) => byName.get(n.toLowerCase())).filter((c) => c !== undefined);
}

interface UserChannels {
  userId: number;
  channelNames: string[];
}

const UserChannelsRef = builder.objectRef<UserChannels>('UserChannels').implement({
  description: 'A user and channels.',
  fields: (t) => ({
    user: t.withAuth({ loggedIn: true }).field({
      type: UserRef,
      description: 'The user; null when the viewer may not see them.',
      nullable: true,
      resolve: (u, _a, ctx) => userLoader(ctx).load(u.userId),
    }),
    channels: t.withAuth({ loggedIn: true }).field({
      type: [Channel],
      description: 'The channels.',
      resolve: (u, _a, ctx) => channelsByName(ctx, u.channelNames),
    }),
  }),
});

const byUser = (m: Record<string, string[]>): UserChannels[] =>
  Object.entries(m).map(([id, names]) => ({ userId: Number(id), channelNames: names }));

const SubscribePayload = builder.objectRef<SubscribeResult>('SubscribePayload').implement({
  description: 'What the subscription request did.',
  fields: (t) => ({
    subscribed: t.field({
      type: [UserChannelsRef],
      description: 'New subscriptions, by user.',
      resolve: (r) => byUser(r.subscribed),
    }),
    alreadySubscribed: t.field({
      type: [UserChannelsRef],
      description: 'Users who were already subscribed, with those channels.',
      resolve: (r) => byUser(r.alreadySubscribed),
    }),
    unauthorizedChannelNames: t.stringList({
      description: 'Channels the viewer may not subscribe to (with authorizationErrorsFatal: false).',
      resolve: (r) => r.unauthorized ?? [],
    }),
    newSubscriptionMessagesSent: t.boolean({
      description:
        "Whether the Notification Bot's direct messages to users subscribed by someone else were allowed (false: more users than Zulip's bulk limit of 100); null when sendNewSubscriptionMessages was false.",
      nullable: true,
      resolve: (r) => r.newSubscriptionMessagesSent ?? null,
    }),
  }),
});

const UnsubscribePayload = builder.objectRef<UnsubscribeResult>('UnsubscribePayload').implement({
  description: 'Channels the viewer can no longer see after the change are left out.',
  fields: (t) => ({
    removed: t.withAuth({ loggedIn: true }).field({
      type: [Channel],
      description: 'Channels the users were unsubscribed from.',
      resolve: (r, _a, ctx) => channelsByName(ctx, r.removed),
    }),
    notRemoved: t.withAuth({ loggedIn: true }).field({
      type: [Channel],
      description: 'Channels the users were not subscribed to.',
      resolve: (r, _a, ctx) => channelsByName(ctx, r.notRemoved),
    }),
  }),
});

builder.mutationFields((t) => ({
  subscribe: t.withAuth({ loggedIn: true }).field({
    type: SubscribePayload,
    description: 'Subscribe yourself or others to channels, creating the missing ones (POST /users/me/subscriptions).',
    errors: mutationErrors('subscribe', ChannelNotFoundError),
    args: { input: t.arg({ type: SubscribeInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) =>
      withInputNames({ subscriptions: 'channels' }, () =>
        channels.subscribe(ctx, {
          subscriptions: input.channels.map((s) => ({ name: s.name, description: s.description, color: s.color })),
          principals: principalsOf(input),
          ...newChannelSettingsOf(input),
          announce: orUndefined(input.announce),
          authorizationErrorsFatal: orUndefined(input.authorizationErrorsFatal),
          folderId: optionalIdOf(input.folderId, input.folder, 'folderId'),
          sendNewSubscriptionMessages: orUndefined(input.sendNewSubscriptionMessages),
        }),
      ),
  }),
  unsubscribe: t.withAuth({ loggedIn: true }).field({
    type: UnsubscribePayload,
    description: 'Unsubscribe yourself or others from channels (DELETE /users/me/subscriptions).',
    errors: mutationErrors('unsubscribe', ChannelNotFoundError),
    args: { input: t.arg({ type: UnsubscribeInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) =>
      channels.unsubscribe(ctx, {
        subscriptions: input.channelNames,
        principals: principalsOf(input),
      }),
  }),
}));
