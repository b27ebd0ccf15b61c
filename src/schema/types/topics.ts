import type { ArgBuilder } from '@pothos/core';
import { ChannelNotFoundError } from '../../domain/errors.ts';
import { channelById } from '../../domain/channels/queries.ts';
import { VisibilityPolicy } from '../../domain/topics/user-topic.ts';
import type { TopicVisibility } from '../../domain/topics/visibility.ts';
import * as topics from '../../resolvers/topics.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { publicNodes } from '../node-loading.ts';
import { idOf } from '../entity-ids.ts';
import { builder, type Types } from '../builder.ts';
import { connectionOf, keysetRequest } from '../connections.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { Channel } from './channel.ts';

/*
 * The topics area, in the schema's conventions: fields call src/resolvers
 * (the operations REST calls too) and only translate; queries that can find
 * nothing are nullable; mutations take one `input` and return a union of a
 * payload carrying the changed objects and typed errors.
 */

const Topic = builder.node(builder.objectRef<nodes.ChannelTopic>('Topic'), {
  id: { resolve: nodes.topicLocalId },
  loadMany: publicNodes(nodes.topicNodes),
  description: 'A topic of a channel: it exists as long as messages carry its name.',
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'The topic\'s name ("" is the empty topic, when allowEmptyTopicName).',
    }),
    maxId: t.exposeInt('maxId', { description: 'Id of the newest message in the topic.' }),
  }),
});

export const TopicVisibilityPolicy = builder.enumType('TopicVisibilityPolicy', {
  description: "A user's choice for a topic (Zulip's visibility_policy).",
  values: {
    INHERIT: { value: VisibilityPolicy.INHERIT, description: "No choice: the channel's setting applies." },
    MUTED: { value: VisibilityPolicy.MUTED, description: 'Muted: kept out of feeds and unread counts.' },
    UNMUTED: { value: VisibilityPolicy.UNMUTED, description: 'Shown although the channel is muted.' },
    FOLLOWED: {
      value: VisibilityPolicy.FOLLOWED,
      description: 'Followed: the user gets the notifications of followed topics.',
    },
  },
});

/** The arguments naming a channel's topics, for the list and its connection. */
const topicsArgs = (t: ArgBuilder<Types>) => ({
  channelId: t.int({ description: "The channel, by Zulip's id (or give `channel`)." }),
  channel: t.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
  allowEmptyTopicName: t.boolean({
    defaultValue: false,
    description: 'Otherwise the empty topic is named "general chat".',
  }),
});

builder.queryFields((t) => ({
  topicsConnection: t.connection({
    type: Topic,
    nullable: true,
    authScopes: { viewer: true },
    description:
      'Topics of a channel, most recent first (by their newest message), a page at a time read in SQL from the cursor: `first`/`after` page towards older topics. Logged out, those of web-public channels. Null with an error when the channel cannot be read.',
    args: topicsArgs(t.arg),
    resolve: async (_root, a, ctx) => {
      const channelId = idOf(a.channelId, a.channel, 'channelId');
      const r = keysetRequest('topic', a);
      const page = await topics.listTopicsPage(ctx, {
        channelId,
        allowEmptyTopicName: a.allowEmptyTopicName ?? false,
        page: r,
      });
      const withChannel = { items: page.items.map((x) => ({ ...x, channelId })), more: page.more };
      return connectionOf('topic', r, withChannel, (x) => x.maxId);
    },
  }),
  topics: t.field({
    type: [Topic],
    nullable: true,
    deprecationReason: 'Use Query.topicsConnection.',
    authScopes: { viewer: true },
    description:
      'Topics of a channel, most recent first (GET /users/me/{stream_id}/topics); logged out, those of web-public channels. Null with an error when the channel cannot be read.',
    args: topicsArgs(t.arg),
    resolve: (_root, a, ctx) =>
      nodes.channelTopics(ctx, {
        channelId: idOf(a.channelId, a.channel, 'channelId'),
        allowEmptyTopicName: a.allowEmptyTopicName ?? false,
      }),
  }),
}));

const DeleteTopicInput = builder.inputType('DeleteTopicInput', {
  description: 'POST /streams/{stream_id}/delete_topic: a topic to delete with its messages.',
  fields: (t) => ({
    channelId: t.int({ description: "The channel, by Zulip's id (or give `channel`)." }),
    channel: t.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
    topic: t.string({ required: true, description: '"general chat" names the empty topic.' }),
  }),
});

const DeleteTopicPayload = builder.objectRef<topics.DeleteTopicResult>('DeleteTopicPayload').implement({
  description: 'What was deleted.',
  fields: (t) => ({
    channel: t.withAuth({ loggedIn: true }).field({
      type: Channel,
      description: "The topic's channel.",
      resolve: (r, _a, ctx) => channelById(ctx.deps.db.prisma, ctx.actor, r.channelId),
    }),
    topic: t.exposeString('topic', { description: 'The topic.' }),
    complete: t.exposeBoolean('complete', {
      description: 'False when time ran out before every message was deleted: repeat the mutation.',
    }),
  }),
});

const SetTopicVisibilityInput = builder.inputType('SetTopicVisibilityInput', {
  description: "POST /user_topics: the viewer's choice for a topic.",
  fields: (t) => ({
    channelId: t.int({ description: "The channel, by Zulip's id (or give `channel`)." }),
    channel: t.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
    topic: t.string({ required: true, description: 'The topic ("" is the empty topic).' }),
    visibilityPolicy: t.field({
      type: TopicVisibilityPolicy,
      required: true,
      description: 'Mute, unmute or follow the topic; INHERIT removes the choice.',
    }),
  }),
});

const SetTopicVisibilityPayload = builder.objectRef<TopicVisibility>('SetTopicVisibilityPayload').implement({
  description: "The viewer's choice for the topic now.",
  fields: (t) => ({
    channel: t.withAuth({ loggedIn: true }).field({
      type: Channel,
      description: "The topic's channel.",
      resolve: (r, _a, ctx) => channelById(ctx.deps.db.prisma, ctx.actor, r.channelId),
    }),
    topic: t.exposeString('topic', { description: 'The topic.' }),
    visibilityPolicy: t.field({
      description: "The viewer's choice for it.",
      type: TopicVisibilityPolicy,
      resolve: (r) => r.visibilityPolicy,
    }),
  }),
});

builder.mutationFields((t) => ({
  deleteTopic: t.withAuth({ loggedIn: true }).field({
    type: DeleteTopicPayload,
    description: 'Delete every message of a topic; administrators only (POST /streams/{stream_id}/delete_topic).',
    errors: mutationErrors('deleteTopic', ChannelNotFoundError),
    args: { input: t.arg({ type: DeleteTopicInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) => {
      topics.mayDeleteTopics(ctx);
      return topics.deleteTopic(ctx, {
        topic: input.topic,
        channelId: idOf(input.channelId, input.channel, 'channelId'),
      });
    },
  }),
  setTopicVisibility: t.withAuth({ loggedIn: true }).field({
    type: SetTopicVisibilityPayload,
    description: 'Mute, unmute, follow a topic or clear the choice (POST /user_topics).',
    errors: mutationErrors('setTopicVisibility', ChannelNotFoundError),
    args: { input: t.arg({ type: SetTopicVisibilityInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) =>
      topics.setTopicVisibility(ctx, {
        topic: input.topic,
        visibilityPolicy: input.visibilityPolicy,
        channelId: idOf(input.channelId, input.channel, 'channelId'),
      }),
  }),
}));
