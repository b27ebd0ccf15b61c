import type { Stream } from '../../generated/prisma/client.ts';
import type { ChannelGroupSettingName } from '../../domain/channels/channel-permission-groups.ts';
import {
  BOOLEAN_SUBSCRIPTION_PROPERTIES,
  type SubscriptionPropertyRequest,
} from '../../domain/channels/subscription-properties.ts';
import type { UpdateChannelInput as DomainUpdateChannelInput } from '../../domain/channels/update-channel.ts';
import { badRequest, ChannelNotFoundError, ExpectationMismatchError } from '../../domain/errors.ts';
import type { GroupSettingChangeRequest } from '../../domain/groups/group-setting-value.ts';
import * as channels from '../../resolvers/channels.ts';
import { GLOBAL_ID_HELP, idOf, optionalIdOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
import { Channel, CHANNEL_GROUP_FIELDS, ChannelTopicsPolicy } from './channel.ts';
import { UserRef } from './user.ts';
import { GroupSettingUpdateInput, toGroupSettingValue } from './groups.ts';

/** Channel administration, subscription settings and default channels: one `input`, a payload with the channel, typed errors. */

const UpdateChannelInput = builder.inputType('UpdateChannelInput', {
  description: 'PATCH /streams/{stream_id}: fields left out are not changed.',
  fields: (t) => ({
    channelId: t.int(),
    id: t.globalID({ for: Channel, description: GLOBAL_ID_HELP }),
    newName: t.string(),
    description: t.string(),
    isPrivate: t.boolean(),
    isWebPublic: t.boolean(),
    historyPublicToSubscribers: t.boolean(),
    isDefault: t.boolean({ description: 'Whether new users join it (organization administrators only).' }),
    messageRetentionDays: t.int({
      description: 'Days (> 0), or -1 to keep messages forever (organization owners only).',
    }),
    useRealmMessageRetention: t.boolean({
      description: "Follow the organization's retention policy again (organization owners only).",
    }),
    unarchive: t.boolean({ description: 'Unarchive an archived channel (archiving is archiveChannel).' }),
    topicsPolicy: t.field({ type: ChannelTopicsPolicy }),
    ...Object.fromEntries(
      Object.keys(CHANNEL_GROUP_FIELDS).map((k) => [k, t.field({ type: GroupSettingUpdateInput })]),
    ),
  }),
});

type ValueArg = Parameters<typeof toGroupSettingValue>[0];
type UpdateArg = { new: ValueArg; old?: ValueArg | null };

function groupChangesOf(
  input: Record<string, unknown>,
): Partial<Record<ChannelGroupSettingName, GroupSettingChangeRequest>> {
  const out: Partial<Record<ChannelGroupSettingName, GroupSettingChangeRequest>> = {};
  for (const [field, setting] of Object.entries(CHANNEL_GROUP_FIELDS) as Array<[string, ChannelGroupSettingName]>) {
    const v = input[field] as UpdateArg | null | undefined;
    if (v == null) continue;
    out[setting] = {
      new: toGroupSettingValue(v.new, `${field}.new`),
      ...(v.old == null ? {} : { old: toGroupSettingValue(v.old, `${field}.old`) }),
    };
  }
  return out;
}

const orUndefined = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

function retentionOf(days?: number | null, realmDefault?: boolean | null): string | number | undefined {
  if (realmDefault && days != null)
    throw badRequest('Unsupported parameter combination: messageRetentionDays, useRealmMessageRetention').about(
      'messageRetentionDays',
    );
  if (realmDefault) return 'realm_default';
  return days === -1 ? 'unlimited' : orUndefined(days);
}

const ChannelPayload = builder.objectRef<{ channel: Stream }>('ChannelPayload').implement({
  description: 'The channel after the change.',
  fields: (t) => ({ channel: t.field({ type: Channel, resolve: (p) => p.channel }) }),
});

const ChannelIdInput = builder.inputType('ChannelIdInput', {
  fields: (t) => ({ channelId: t.int(), id: t.globalID({ for: Channel, description: GLOBAL_ID_HELP }) }),
});

const SubscriptionProperty = builder.enumType('SubscriptionProperty', {
  description: "A user's own setting for a channel they are subscribed to (IN_HOME_VIEW is IS_MUTED inverted).",
  values: Object.fromEntries([...BOOLEAN_SUBSCRIPTION_PROPERTIES, 'color'].map((p) => [p.toUpperCase(), { value: p }])),
});

const SubscriptionSettingInput = builder.inputType('SubscriptionSettingInput', {
  description: 'One change: `color` (#rrggbb) for COLOR, `enabled` for the others.',
  fields: (t) => ({
    channelId: t.int(),
    channel: t.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
    property: t.field({ type: SubscriptionProperty, required: true }),
    enabled: t.boolean(),
    color: t.string(),
  }),
});

const UpdateSubscriptionSettingsInput = builder.inputType('UpdateSubscriptionSettingsInput', {
  fields: (t) => ({ changes: t.field({ type: [SubscriptionSettingInput], required: true }) }),
});

const SubscriptionSettingsPayload = builder
  .objectRef<{ channelIds: number[] }>('SubscriptionSettingsPayload')
  .implement({
    fields: (t) => ({
      channels: t.withAuth({ loggedIn: true }).field({
        type: [Channel],
        description: 'The channels whose settings changed.',
        resolve: (p, _a, ctx) => channels.channelsByIds(ctx, p.channelIds),
      }),
    }),
  });

interface SettingChangeArg {
  channelId?: number | null;
  channel?: { id: string } | null;
  property: string;
  enabled?: boolean | null;
  color?: string | null;
}

const changedChannelId = (c: SettingChangeArg): number => idOf(c.channelId, c.channel, 'channelId');

function settingRequest(c: SettingChangeArg, i: number): SubscriptionPropertyRequest {
  const value = c.property === 'color' ? c.color : c.enabled;
  if (value == null)
    throw badRequest(`changes[${i}] needs ${c.property === 'color' ? 'color' : 'enabled'}`).about('changes');
  return { streamId: changedChannelId(c), property: c.property, value };
}

builder.queryFields((t) => ({
  channelEmailAddress: t.withAuth({ loggedIn: true }).field({
    type: 'EmailAddress',
    description:
      "The address that posts to the channel by email (GET /streams/{stream_id}/email_address); this server has no mail gateway, the address has Zulip's form.",
    args: {
      channelId: t.arg.int(),
      channel: t.arg.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
      senderId: t.arg.int({ description: 'Yourself or a bot you administer; default: the email gateway.' }),
      sender: t.arg.globalID({ for: UserRef, description: 'The sender by its global id (instead of `senderId`).' }),
    },
    resolve: (_root, args, ctx) =>
      channels.emailAddress(
        ctx,
        idOf(args.channelId, args.channel, 'channelId'),
        orUndefined(optionalIdOf(args.senderId, args.sender, 'senderId')),
      ),
  }),
}));

builder.mutationFields((t) => ({
  updateChannel: t.withAuth({ loggedIn: true }).field({
    type: ChannelPayload,
    description:
      "Change a channel's settings (organization administrators and the channel's administrators; PATCH /streams/{stream_id}).",
    errors: mutationErrors('updateChannel', ChannelNotFoundError, ExpectationMismatchError),
    args: { input: t.arg({ type: UpdateChannelInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const patch: DomainUpdateChannelInput = {
        newName: orUndefined(input.newName),
        description: orUndefined(input.description),
        isPrivate: orUndefined(input.isPrivate),
        isWebPublic: orUndefined(input.isWebPublic),
        historyPublicToSubscribers: orUndefined(input.historyPublicToSubscribers),
        isDefaultStream: orUndefined(input.isDefault),
        messageRetentionDays: retentionOf(input.messageRetentionDays, input.useRealmMessageRetention),
        isArchived: input.unarchive ? false : undefined,
        topicsPolicy: orUndefined(input.topicsPolicy),
        groupSettings: groupChangesOf(input as Record<string, unknown>),
      };
      return { channel: await channels.updateChannel(ctx, idOf(input.channelId, input.id, 'channelId'), patch) };
    },
  }),
  archiveChannel: t.withAuth({ loggedIn: true }).field({
    type: ChannelPayload,
    description: 'Archive a channel: its messages stay, nobody can post to it (DELETE /streams/{stream_id}).',
    errors: mutationErrors('archiveChannel', ChannelNotFoundError),
    args: { input: t.arg({ type: ChannelIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      return { channel: await channels.archiveChannel(ctx, idOf(input.channelId, input.id, 'channelId')) };
    },
  }),
  updateSubscriptionSettings: t.withAuth({ loggedIn: true }).field({
    type: SubscriptionSettingsPayload,
    description:
      'Change your settings for channels you are subscribed to, all or none (POST /users/me/subscriptions/properties).',
    errors: mutationErrors('updateSubscriptionSettings', ChannelNotFoundError),
    args: { input: t.arg({ type: UpdateSubscriptionSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await channels.updateSubscriptionSettings(ctx, input.changes.map(settingRequest));
      return { channelIds: [...new Set(input.changes.map(changedChannelId))] };
    },
  }),
  addDefaultChannel: t.withAuth({ loggedIn: true }).field({
    type: ChannelPayload,
    description: 'Make a public channel one that new users join (administrators; POST /default_streams).',
    errors: mutationErrors('addDefaultChannel', ChannelNotFoundError),
    args: { input: t.arg({ type: ChannelIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      return { channel: await channels.addDefault(ctx, idOf(input.channelId, input.id, 'channelId')) };
    },
  }),
  removeDefaultChannel: t.withAuth({ loggedIn: true }).field({
    type: ChannelPayload,
    description: 'New users no longer join the channel (administrators; DELETE /default_streams).',
    errors: mutationErrors('removeDefaultChannel', ChannelNotFoundError),
    args: { input: t.arg({ type: ChannelIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      return { channel: await channels.removeDefault(ctx, idOf(input.channelId, input.id, 'channelId')) };
    },
  }),
}));
