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
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { Channel, CHANNEL_GROUP_FIELDS, ChannelTopicsPolicy } from './channel.ts';
import { CHANNEL_GROUP_SETTING_DESCRIPTIONS } from '../descriptions/permission-settings.ts';
import { CHANNEL_SETTING_DESCRIPTIONS } from '../descriptions/channel-settings.ts';
import { ChannelFolderRef } from './channel-folders.ts';
import { UserRef } from './user.ts';
import { GroupSettingUpdateInput, toGroupSettingValue } from './groups.ts';

/** Channel administration, subscription settings and default channels: one `input`, a payload with the channel, typed errors. */

const UpdateChannelInput = builder.inputType('UpdateChannelInput', {
  description: 'PATCH /streams/{stream_id}: fields left out are not changed.',
  fields: (t) => ({
    channelId: t.int({ description: "The channel, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: Channel, description: GLOBAL_ID_HELP }),
    newName: t.string({ description: "The channel's new name." }),
    description: t.string({ description: CHANNEL_SETTING_DESCRIPTIONS.description }),
    isPrivate: t.boolean({ description: CHANNEL_SETTING_DESCRIPTIONS.isPrivate }),
    isWebPublic: t.boolean({ description: CHANNEL_SETTING_DESCRIPTIONS.isWebPublic }),
    historyPublicToSubscribers: t.boolean({ description: CHANNEL_SETTING_DESCRIPTIONS.historyPublicToSubscribers }),
    isDefault: t.boolean({ description: 'Whether new users join it (organization administrators only).' }),
    messageRetentionDays: t.int({
      description: 'Days (> 0), or -1 to keep messages forever (organization owners only).',
    }),
    useRealmMessageRetention: t.boolean({
      description: "Follow the organization's retention policy again (organization owners only).",
    }),
    unarchive: t.boolean({ description: 'Unarchive an archived channel (archiving is archiveChannel).' }),
    topicsPolicy: t.field({ type: ChannelTopicsPolicy, description: CHANNEL_SETTING_DESCRIPTIONS.topicsPolicy }),
    folderId: t.int({ description: "Move the channel into this folder, by Zulip's id." }),
    folder: t.globalID({ for: ChannelFolderRef, description: 'The same by global id; at most one of the two.' }),
    removeFromFolder: t.boolean({ description: 'Take the channel out of its folder (REST: folder_id null).' }),
    ...Object.fromEntries(
      Object.entries(CHANNEL_GROUP_FIELDS).map(([k, setting]) => [
        k,
        t.field({ type: GroupSettingUpdateInput, description: CHANNEL_GROUP_SETTING_DESCRIPTIONS[setting] }),
      ]),
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

/** The payload's shape; each mutation has its own type of it. */
const channelPayloadOf = (name: string, description: string) =>
  builder.objectRef<{ channel: Stream }>(name).implement({
    description,
    fields: (t) => ({ channel: t.field({ type: Channel, description: 'The channel.', resolve: (p) => p.channel }) }),
  });

/** The input's shape (a channel, by one of its ids); each mutation has its own type of it. */
const channelIdInputOf = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      channelId: t.int({ description: "The channel, by Zulip's id (or give `id`)." }),
      id: t.globalID({ for: Channel, description: GLOBAL_ID_HELP }),
    }),
  });

const ArchiveChannelInput = channelIdInputOf('ArchiveChannelInput', 'The channel to archive, by one of its ids.');
const AddDefaultChannelInput = channelIdInputOf('AddDefaultChannelInput', 'The channel new users should join.');
const RemoveDefaultChannelInput = channelIdInputOf(
  'RemoveDefaultChannelInput',
  'The channel new users should no longer join.',
);

const SUBSCRIPTION_PROPERTY_HELP: Record<string, string> = {
  color: "The channel's color for the user (#rrggbb).",
  is_muted: 'Whether the channel is muted: its messages stay out of combined feeds and unread counts.',
  in_home_view: 'Whether the channel is not muted (the inverse of IS_MUTED).',
  pin_to_top: 'Whether the channel is pinned to the top of the left sidebar.',
  desktop_notifications: "Visual desktop notifications for the channel's messages (overrides the user's default).",
  audible_notifications: "Audible desktop notifications for the channel's messages (overrides the user's default).",
  push_notifications: "Mobile push notifications for the channel's messages (overrides the user's default).",
  email_notifications: "Email notifications for the channel's messages (overrides the user's default).",
  wildcard_mentions_notify:
    "Whether wildcard mentions in the channel notify like personal mentions (overrides the user's default).",
};

const SubscriptionProperty = builder.enumType('SubscriptionProperty', {
  description: "A user's own setting for a channel they are subscribed to (IN_HOME_VIEW is IS_MUTED inverted).",
  values: Object.fromEntries(
    [...BOOLEAN_SUBSCRIPTION_PROPERTIES, 'color'].map((p) => [
      p.toUpperCase(),
      {
        value: p,
        description: SUBSCRIPTION_PROPERTY_HELP[p],
        // Zulip keeps in_home_view for old clients; is_muted says the same.
        deprecationReason: p === 'in_home_view' ? 'Use IS_MUTED (its inverse).' : undefined,
      },
    ]),
  ),
});

const SubscriptionSettingInput = builder.inputType('SubscriptionSettingInput', {
  description: 'One change: `color` (#rrggbb) for COLOR, `enabled` for the others.',
  fields: (t) => ({
    channelId: t.int({ description: "The channel, by Zulip's id (or give `channel`)." }),
    channel: t.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
    property: t.field({ type: SubscriptionProperty, required: true, description: 'The setting to change.' }),
    enabled: t.boolean({ description: 'The new value of a true/false setting.' }),
    color: t.string({ description: 'The new color, for COLOR (#rrggbb).' }),
  }),
});

const UpdateSubscriptionSettingsInput = builder.inputType('UpdateSubscriptionSettingsInput', {
  description: "POST /users/me/subscriptions/properties: changes to the viewer's settings for their channels.",
  fields: (t) => ({
    changes: t.field({ type: [SubscriptionSettingInput], required: true, description: 'The changes, made together.' }),
  }),
});

const SubscriptionSettingsPayload = builder
  .objectRef<{ channelIds: number[] }>('SubscriptionSettingsPayload')
  .implement({
    description: 'The channels whose subscription settings changed.',
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
      channelId: t.arg.int({ description: "The channel, by Zulip's id (or by global id)." }),
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

const UpdateChannelPayload = channelPayloadOf('UpdateChannelPayload', 'The channel after the change.');
const ArchiveChannelPayload = channelPayloadOf('ArchiveChannelPayload', 'The channel, archived.');
const AddDefaultChannelPayload = channelPayloadOf('AddDefaultChannelPayload', 'The channel new users now join.');
const RemoveDefaultChannelPayload = channelPayloadOf(
  'RemoveDefaultChannelPayload',
  'The channel new users no longer join.',
);

builder.mutationFields((t) => ({
  updateChannel: t.withAuth({ loggedIn: true }).field({
    type: UpdateChannelPayload,
    description:
      "Change a channel's settings (organization administrators and the channel's administrators; PATCH /streams/{stream_id}).",
    errors: mutationErrors('updateChannel', ChannelNotFoundError, ExpectationMismatchError),
    args: { input: t.arg({ type: UpdateChannelInput, required: true, description: INPUT_ARG }) },
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
        folderId: input.removeFromFolder ? null : (optionalIdOf(input.folderId, input.folder, 'folderId') ?? undefined),
      };
      return { channel: await channels.updateChannel(ctx, idOf(input.channelId, input.id, 'channelId'), patch) };
    },
  }),
  archiveChannel: t.withAuth({ loggedIn: true }).field({
    type: ArchiveChannelPayload,
    description: 'Archive a channel: its messages stay, nobody can post to it (DELETE /streams/{stream_id}).',
    errors: mutationErrors('archiveChannel', ChannelNotFoundError),
    args: { input: t.arg({ type: ArchiveChannelInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      return { channel: await channels.archiveChannel(ctx, idOf(input.channelId, input.id, 'channelId')) };
    },
  }),
  updateSubscriptionSettings: t.withAuth({ loggedIn: true }).field({
    type: SubscriptionSettingsPayload,
    description:
      'Change your settings for channels you are subscribed to, all or none (POST /users/me/subscriptions/properties).',
    errors: mutationErrors('updateSubscriptionSettings', ChannelNotFoundError),
    args: { input: t.arg({ type: UpdateSubscriptionSettingsInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await channels.updateSubscriptionSettings(ctx, input.changes.map(settingRequest));
      return { channelIds: [...new Set(input.changes.map(changedChannelId))] };
    },
  }),
  addDefaultChannel: t.withAuth({ loggedIn: true }).field({
    type: AddDefaultChannelPayload,
    description: 'Make a public channel one that new users join (administrators; POST /default_streams).',
    errors: mutationErrors('addDefaultChannel', ChannelNotFoundError),
    args: { input: t.arg({ type: AddDefaultChannelInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      return { channel: await channels.addDefault(ctx, idOf(input.channelId, input.id, 'channelId')) };
    },
  }),
  removeDefaultChannel: t.withAuth({ loggedIn: true }).field({
    type: RemoveDefaultChannelPayload,
    description: 'New users no longer join the channel (administrators; DELETE /default_streams).',
    errors: mutationErrors('removeDefaultChannel', ChannelNotFoundError),
    args: { input: t.arg({ type: RemoveDefaultChannelInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      return { channel: await channels.removeDefault(ctx, idOf(input.channelId, input.id, 'channelId')) };
    },
  }),
}));
