import { ChannelNotFoundError } from '../../domain/errors.ts';
import type { DefaultChannelGroup as DefaultChannelGroupModel } from '../../domain/channels/default-channel-groups.ts';
import type { EventOf } from '../../domain/events/types.ts';
import * as groups from '../../resolvers/default-channel-groups.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { Channel } from './channel.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import { channelByIdLoader } from '../loaders.ts';

/** Default channel groups: named sets of channels offered to new users (Zulip's DefaultStreamGroup). */

export const DefaultChannelGroup = builder.node(builder.objectRef<DefaultChannelGroupModel>('DefaultChannelGroup'), {
  id: { resolve: (g) => g.id },
  loadMany: viewerNodes(nodes.defaultChannelGroupNodes),
  description: 'A named set of channels new users may join together (realm_default_stream_groups).',
  fields: (t) => ({
    groupId: t.exposeInt('id', { description: "Zulip's id of the group." }),
    name: t.exposeString('name', { description: "The group's name." }),
    description: t.exposeString('description', { description: "The group's description." }),
    channelIds: t.exposeIntList('channelIds', { description: 'Its channels, by channel name.' }),
    channels: t.withAuth({ loggedIn: true }).field({
      type: [Channel],
      description: 'Those channels as the viewer sees them.',
      resolve: async (g, _a, ctx) =>
        (await Promise.all(g.channelIds.map((id) => channelByIdLoader(ctx).load(id)))).filter((c) => c !== null),
    }),
  }),
});

export const DefaultChannelGroupsEvent = deliveredRef<EventOf<'default_stream_groups'>>(
  'DefaultChannelGroupsEvent',
).implement({
  description: "The organization's default channel groups changed: all of them now (not sent to guests).",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    groups: t.field({
      description: 'Every default channel group of the organization.',
      type: [DefaultChannelGroup],
      resolve: ({ event }) => event.groups,
    }),
  }),
});

builder.queryField('defaultChannelGroups', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: [DefaultChannelGroup],
    description: "The organization's default channel groups, by name (none for guests).",
    resolve: (_root, _args, ctx) => groups.defaultChannelGroups(ctx),
  }),
);

const CreateInput = builder.inputType('CreateDefaultChannelGroupInput', {
  description: 'POST /default_stream_groups/create: the new group.',
  fields: (t) => ({
    name: t.string({ required: true, description: "The group's name." }),
    description: t.string({ required: true, description: "The group's description." }),
    channelNames: t.stringList({ required: true, description: 'Its channels, by name.' }),
  }),
});

const UpdateInput = builder.inputType('UpdateDefaultChannelGroupInput', {
  description: 'A new name, a new description, or both.',
  fields: (t) => ({
    groupId: t.int({ description: "The group, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: DefaultChannelGroup, description: GLOBAL_ID_HELP }),
    newName: t.string({ description: "The group's new name." }),
    newDescription: t.string({ description: "The group's new description." }),
  }),
});

const GroupChannelsOp = builder.enumType('DefaultChannelGroupChannelsOp', {
  description: 'Whether channels join or leave a default channel group.',
  values: {
    ADD: { value: 'add', description: 'Add the channels.' },
    REMOVE: { value: 'remove', description: 'Remove the channels.' },
  },
});

const ChannelsInput = builder.inputType('UpdateDefaultChannelGroupChannelsInput', {
  description: 'PATCH /default_stream_groups/{id}/streams: channels to add to or remove from a group.',
  fields: (t) => ({
    groupId: t.int({ description: "The group, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: DefaultChannelGroup, description: GLOBAL_ID_HELP }),
    op: t.field({ type: GroupChannelsOp, required: true, description: 'Whether to add or remove them.' }),
    channelNames: t.stringList({ required: true, description: 'The channels, by name.' }),
  }),
});

const GroupIdInput = builder.inputType('RemoveDefaultChannelGroupInput', {
  description: 'A default channel group, by one of its ids.',
  fields: (t) => ({
    groupId: t.int({ description: "The group, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: DefaultChannelGroup, description: GLOBAL_ID_HELP }),
  }),
});

/** The payload's shape; each mutation has its own type of it. */
const groupsPayloadOf = (name: string, description: string) =>
  builder.objectRef<{ groups: DefaultChannelGroupModel[] }>(name).implement({
    description,
    fields: (t) => ({
      defaultChannelGroups: t.field({
        type: [DefaultChannelGroup],
        description: 'Every group after the change.',
        resolve: (r) => r.groups,
      }),
    }),
  });

const after = async (ctx: Parameters<typeof groups.defaultChannelGroups>[0]) => ({
  groups: await groups.defaultChannelGroups(ctx),
});

const CreateDefaultChannelGroupPayload = groupsPayloadOf('CreateDefaultChannelGroupPayload', 'The group was created.');
const UpdateDefaultChannelGroupPayload = groupsPayloadOf('UpdateDefaultChannelGroupPayload', 'The group was changed.');
const UpdateDefaultChannelGroupChannelsPayload = groupsPayloadOf(
  'UpdateDefaultChannelGroupChannelsPayload',
  "The group's channels were changed.",
);
const RemoveDefaultChannelGroupPayload = groupsPayloadOf('RemoveDefaultChannelGroupPayload', 'The group was removed.');

builder.mutationFields((t) => ({
  createDefaultChannelGroup: t.withAuth({ loggedIn: true }).field({
    type: CreateDefaultChannelGroupPayload,
    description: 'Create a default channel group (administrators; POST /default_stream_groups/create).',
    errors: mutationErrors('createDefaultChannelGroup', ChannelNotFoundError),
    args: { input: t.arg({ type: CreateInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await groups.createGroup(ctx, input);
      return after(ctx);
    },
  }),
  updateDefaultChannelGroup: t.withAuth({ loggedIn: true }).field({
    type: UpdateDefaultChannelGroupPayload,
    description: 'Rename a default channel group or change its description (PATCH /default_stream_groups/{id}).',
    errors: mutationErrors('updateDefaultChannelGroup'),
    args: { input: t.arg({ type: UpdateInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await groups.updateGroupInfo(ctx, idOf(input.groupId, input.id, 'groupId'), {
        newName: input.newName ?? undefined,
        newDescription: input.newDescription ?? undefined,
      });
      return after(ctx);
    },
  }),
  updateDefaultChannelGroupChannels: t.withAuth({ loggedIn: true }).field({
    type: UpdateDefaultChannelGroupChannelsPayload,
    description: 'Add channels to a default channel group or remove them (PATCH /default_stream_groups/{id}/streams).',
    errors: mutationErrors('updateDefaultChannelGroupChannels', ChannelNotFoundError),
    args: { input: t.arg({ type: ChannelsInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await groups.updateGroupChannels(ctx, idOf(input.groupId, input.id, 'groupId'), {
        op: input.op,
        channelNames: input.channelNames,
      });
      return after(ctx);
    },
  }),
  removeDefaultChannelGroup: t.withAuth({ loggedIn: true }).field({
    type: RemoveDefaultChannelGroupPayload,
    description: 'Delete a default channel group (DELETE /default_stream_groups/{id}).',
    errors: mutationErrors('removeDefaultChannelGroup'),
    args: { input: t.arg({ type: GroupIdInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await groups.removeGroup(ctx, idOf(input.groupId, input.id, 'groupId'));
      return after(ctx);
    },
  }),
}));
