import type { Stream } from '../../generated/prisma/client.ts';
import type { ChannelGroupSettingName } from '../../domain/channels/channel-permission-groups.ts';
import type { SubscribeResult } from '../../domain/channels/subscribe.ts';
import type { UnsubscribeResult } from '../../domain/channels/unsubscribe.ts';
import { ChannelNotFoundError, incompatibleParameters } from '../../domain/errors.ts';
import { optionalIdsOf } from '../entity-ids.ts';
import type { GroupSettingValue } from '../../domain/groups/group-setting-value.ts';
import type { OperationContext } from '../../resolvers/operation-context.ts';
import * as channels from '../../resolvers/channels.ts';
import { builder } from '../builder.ts';
import { mutationErrors, withInputNames } from '../errors.ts';
import { userLoader } from '../loaders.ts';
import { Channel, CHANNEL_GROUP_FIELDS, ChannelTopicsPolicy } from './channel.ts';
import { GroupSettingValueInput, toGroupSettingValue } from './groups.ts';
import { UserRef } from './user.ts';

/** Subscribing and unsubscribing: one `input`, a payload of Users and Channels, typed errors. */

const ChannelRequestInput = builder.inputType('ChannelRequestInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ description: 'Used when the channel is created.' }),
    color: t.string({ description: 'Hex color for the new subscription (#rrggbb).' }),
  }),
});

const SubscribeInput = builder.inputType('SubscribeInput', {
  description: 'POST /users/me/subscriptions: the channel settings apply only to channels this request creates.',
  fields: (t) => ({
    channels: t.field({ type: [ChannelRequestInput], required: true }),
    principalIds: t.intList({ description: 'Users to subscribe (default: yourself).' }),
    principals: t.globalIDList({
      for: UserRef,
      description: 'Users to subscribe, by global id (instead of `principalIds`).',
    }),
    principalEmails: t.field({
      type: ['EmailAddress'],
      description: 'Users to subscribe, by email; not together with principalIds.',
    }),
    inviteOnly: t.boolean(),
    isWebPublic: t.boolean(),
    isDefaultStream: t.boolean(),
    historyPublicToSubscribers: t.boolean(),
    messageRetentionDays: t.int({
      description: "Days (> 0), or -1 to keep messages forever; omitted: the organization's policy.",
    }),
    topicsPolicy: t.field({ type: ChannelTopicsPolicy }),
    announce: t.boolean(),
    authorizationErrorsFatal: t.boolean(),
    // A channel folder is no Node, so it has only its integer id.
    folderId: t.int(),
    sendNewSubscriptionMessages: t.boolean(),
    ...Object.fromEntries(Object.keys(CHANNEL_GROUP_FIELDS).map((k) => [k, t.field({ type: GroupSettingValueInput })])),
  }),
});

const UnsubscribeInput = builder.inputType('UnsubscribeInput', {
  fields: (t) => ({
    channelNames: t.stringList({ required: true }),
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
    user: t
      .withAuth({ loggedIn: true })
      .field({ type: UserRef, nullable: true, resolve: (u, _a, ctx) => userLoader(ctx).load(u.userId) }),
    channels: t
      .withAuth({ loggedIn: true })
      .field({ type: [Channel], resolve: (u, _a, ctx) => channelsByName(ctx, u.channelNames) }),
  }),
});

const byUser = (m: Record<string, string[]>): UserChannels[] =>
  Object.entries(m).map(([id, names]) => ({ userId: Number(id), channelNames: names }));

const SubscribePayload = builder.objectRef<SubscribeResult>('SubscribePayload').implement({
  fields: (t) => ({
    subscribed: t.field({
      type: [UserChannelsRef],
      description: 'New subscriptions, by user.',
      resolve: (r) => byUser(r.subscribed),
    }),
    alreadySubscribed: t.field({ type: [UserChannelsRef], resolve: (r) => byUser(r.alreadySubscribed) }),
    unauthorizedChannelNames: t.stringList({
      description: 'Channels the viewer may not subscribe to (with authorizationErrorsFatal: false).',
      resolve: (r) => r.unauthorized ?? [],
    }),
    newSubscriptionMessagesSent: t.boolean({ nullable: true, resolve: (r) => r.newSubscriptionMessagesSent ?? null }),
  }),
});

const UnsubscribePayload = builder.objectRef<UnsubscribeResult>('UnsubscribePayload').implement({
  description: 'Channels the viewer can no longer see after the change are left out.',
  fields: (t) => ({
    removed: t
      .withAuth({ loggedIn: true })
      .field({ type: [Channel], resolve: (r, _a, ctx) => channelsByName(ctx, r.removed) }),
    notRemoved: t.withAuth({ loggedIn: true }).field({
      type: [Channel],
      description: 'Channels the users were not subscribed to.',
      resolve: (r, _a, ctx) => channelsByName(ctx, r.notRemoved),
    }),
  }),
});

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

const orUndefined = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

builder.mutationFields((t) => ({
  subscribe: t.withAuth({ loggedIn: true }).field({
    type: SubscribePayload,
    description: 'Subscribe yourself or others to channels, creating the missing ones (POST /users/me/subscriptions).',
    errors: mutationErrors('subscribe', ChannelNotFoundError),
    args: { input: t.arg({ type: SubscribeInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      withInputNames({ subscriptions: 'channels' }, () =>
        channels.subscribe(ctx, {
          subscriptions: input.channels.map((s) => ({ name: s.name, description: s.description, color: s.color })),
          principals: principalsOf(input),
          inviteOnly: orUndefined(input.inviteOnly),
          isWebPublic: orUndefined(input.isWebPublic),
          isDefaultStream: orUndefined(input.isDefaultStream),
          historyPublicToSubscribers: input.historyPublicToSubscribers,
          messageRetentionDays:
            input.messageRetentionDays === -1 ? 'unlimited' : orUndefined(input.messageRetentionDays),
          topicsPolicy: input.topicsPolicy,
          groupSettings: groupSettingsOf(input as GroupInputs),
          announce: orUndefined(input.announce),
          authorizationErrorsFatal: orUndefined(input.authorizationErrorsFatal),
          folderId: input.folderId,
          sendNewSubscriptionMessages: orUndefined(input.sendNewSubscriptionMessages),
        }),
      ),
  }),
  unsubscribe: t.withAuth({ loggedIn: true }).field({
    type: UnsubscribePayload,
    description: 'Unsubscribe yourself or others from channels (DELETE /users/me/subscriptions).',
    errors: mutationErrors('unsubscribe', ChannelNotFoundError),
    args: { input: t.arg({ type: UnsubscribeInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      channels.unsubscribe(ctx, {
        subscriptions: input.channelNames,
        principals: principalsOf(input),
      }),
  }),
}));
