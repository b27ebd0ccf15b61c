import { ChannelNotFoundError, missingArgument } from '../../domain/errors.ts';
import type { MarkAllResult } from '../../domain/messages/flags-update/mark-read.ts';
import type { NarrowMatch } from '../../domain/messages/fetch/matches-narrow.ts';
import type { SubscriptionStatus as Status } from '../../domain/channels/subscription-status.ts';
import * as channels from '../../resolvers/channels.ts';
import * as messages from '../../resolvers/messages.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { channelLoader, messageByIdLoader, userLoader } from '../loaders.ts';
import { GLOBAL_ID_HELP, idOf, idsOf } from '../entity-ids.ts';
import { Channel } from './channel.ts';
import { MessageRef } from './message.ts';
import { NarrowTermInput } from './narrow-legacy.ts';
import { FILTER_HELP, NARROW_DEPRECATION, NARROW_HELP, NarrowFilter, narrowFrom } from './narrow-filter.ts';
import { UserRef } from './user.ts';

/**
 * Reading state: marking whole conversations read (Zulip's deprecated
 * mark-as-read endpoints), which messages match a narrow, who has read a
 * message, and whether a user is subscribed to a channel.
 */

const MarkAllMessagesAsReadPayload = builder.objectRef<MarkAllResult>('MarkAllMessagesAsReadPayload').implement({
  description: 'How far marking all messages as read got.',
  fields: (t) => ({
    complete: t.exposeBoolean('complete', {
      description: 'False when the server stopped before the last unread message (it works in batches): ask again.',
    }),
    updatedCount: t.exposeInt('count', { description: 'How many messages this call marked read.' }),
  }),
});

interface Marked {
  channelId: number;
  topicName: string | null;
  updatedCount: number;
}

/** The payload's shape; each mutation has its own type of it. */
const markedFieldsOf = (name: string, description: string) =>
  builder.objectRef<Marked>(name).implement({
    description,
    fields: (t) => ({
      channel: t.withAuth({ loggedIn: true }).field({
        description: 'The channel whose messages were marked.',
        type: Channel,
        nullable: true,
        resolve: (r, _a, ctx) => channelLoader(ctx).load(r.channelId),
      }),
      topicName: t.exposeString('topicName', { nullable: true, description: 'The topic, when one topic was marked.' }),
      updatedCount: t.exposeInt('updatedCount', { description: 'How many messages were marked read.' }),
    }),
  });

const MarkChannelAsReadInput = builder.inputType('MarkChannelAsReadInput', {
  description: 'POST /mark_stream_as_read: the channel whose messages to mark as read.',
  fields: (t) => ({
    channelId: t.int({ description: "The channel, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: Channel, description: GLOBAL_ID_HELP }),
  }),
});

const MarkTopicAsReadInput = builder.inputType('MarkTopicAsReadInput', {
  description: 'POST /mark_topic_as_read: the topic whose messages to mark as read.',
  fields: (t) => ({
    channelId: t.int({ description: "The channel, by Zulip's id (or give `channel`)." }),
    channel: t.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
    topicName: t.string({ required: true, description: '"general chat" (or "") is the empty topic.' }),
  }),
});

const MarkChannelAsReadPayload = markedFieldsOf(
  'MarkChannelAsReadPayload',
  'The channel whose unread messages were marked read.',
);
const MarkTopicAsReadPayload = markedFieldsOf(
  'MarkTopicAsReadPayload',
  'The topic whose unread messages were marked read.',
);

builder.mutationFields((t) => ({
  markAllMessagesAsRead: t.withAuth({ loggedIn: true }).field({
    type: MarkAllMessagesAsReadPayload,
    description: 'Mark every unread message read (POST /mark_all_as_read); one event with `all` when done.',
    errors: mutationErrors('markAllMessagesAsRead'),
    resolve: (_root, _args, ctx) => messages.markAllAsRead(ctx),
  }),
  markChannelAsRead: t.withAuth({ loggedIn: true }).field({
    type: MarkChannelAsReadPayload,
    description: "Mark a channel's unread messages read (POST /mark_stream_as_read).",
    errors: mutationErrors('markChannelAsRead', ChannelNotFoundError),
    args: { input: t.arg({ type: MarkChannelAsReadInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const channelId = idOf(input.channelId, input.id, 'channelId');
      return { channelId, topicName: null, updatedCount: await messages.markChannelAsRead(ctx, channelId) };
    },
  }),
  markTopicAsRead: t.withAuth({ loggedIn: true }).field({
    type: MarkTopicAsReadPayload,
    description: "Mark a topic's unread messages read (POST /mark_topic_as_read).",
    errors: mutationErrors('markTopicAsRead', ChannelNotFoundError),
    args: { input: t.arg({ type: MarkTopicAsReadInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const channelId = idOf(input.channelId, input.channel, 'channelId');
      const updatedCount = await messages.markTopicAsRead(ctx, channelId, input.topicName);
      return { channelId, topicName: input.topicName, updatedCount };
    },
  }),
}));

const NarrowMatchRef = builder.objectRef<NarrowMatch>('NarrowMatch').implement({
  description: 'A message that matches a narrow, with its content and topic as a search shows them.',
  fields: (t) => ({
    messageId: t.exposeInt('messageId', { description: "The message (Zulip's id)." }),
    message: t.withAuth({ loggedIn: true }).field({
      description: 'The message.',
      type: MessageRef,
      nullable: true,
      resolve: (m, _a, ctx) => messageByIdLoader(ctx).load(m.messageId),
    }),
    matchContent: t.string({
      description: 'The rendered content, search matches wrapped in `<span class="highlight">`.',
      resolve: (m) => m.match.content,
    }),
    matchTopic: t.string({
      description: 'The HTML-escaped topic, search matches highlighted likewise.',
      resolve: (m) => m.match.topic,
    }),
  }),
});

const SubscriptionStatusRef = builder.objectRef<Status>('SubscriptionStatus').implement({
  description: 'Whether a user is subscribed to a channel.',
  fields: (t) => ({
    user: t.field({ type: UserRef, description: 'The user.', resolve: (s) => s.user }),
    channel: t.field({ type: Channel, description: 'The channel.', resolve: (s) => s.channel }),
    isSubscribed: t.exposeBoolean('isSubscribed', { description: 'Whether the user is subscribed to the channel.' }),
  }),
});

builder.queryFields((t) => ({
  messagesMatchingNarrow: t.withAuth({ loggedIn: true }).field({
    type: [NarrowMatchRef],
    nullable: true,
    description:
      'Which of these messages (among those the viewer received) match the narrow, highlighted as a search shows them (GET /messages/matches_narrow).',
    args: {
      messageIds: t.arg.intList({ description: 'Exactly one of this and `messages`.' }),
      messages: t.arg.globalIDList({ for: MessageRef, description: 'By global id (instead of `messageIds`).' }),
      filter: t.arg({ type: [NarrowFilter], description: `${FILTER_HELP} Exactly one of this and \`narrow\`.` }),
      narrow: t.arg({ type: [NarrowTermInput], description: NARROW_HELP, deprecationReason: NARROW_DEPRECATION }),
    },
    resolve: (_root, a, ctx) => {
      const narrow = narrowFrom(a.filter, a.narrow);
      if (narrow === null) throw missingArgument('filter').about('filter');
      return messages.messagesMatchingNarrow(ctx, idsOf(a.messageIds, a.messages, 'messageIds'), narrow);
    },
  }),
  messageReadBy: t.withAuth({ loggedIn: true }).field({
    type: [UserRef],
    nullable: true,
    deprecationReason: 'Use Query.messageReadByConnection.',
    description:
      "Who has read a message and shares it (GET /messages/{message_id}/read_receipts): never its sender, deactivated users, or users whose `sendReadReceipts` is off. Null with an error when the message cannot be seen or the organization's read receipts are off.",
    args: {
      messageId: t.arg.int({ description: "The message, by Zulip's id (or by global id)." }),
      id: t.arg.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
    },
    resolve: async (_root, a, ctx) => {
      const ids = await messages.readReceipts(ctx, idOf(a.messageId, a.id, 'messageId'));
      const users = await userLoader(ctx).loadMany(ids);
      return users.flatMap((u) => (u === null || u instanceof Error ? [] : [u]));
    },
  }),
  subscriptionStatus: t.withAuth({ loggedIn: true }).field({
    type: SubscriptionStatusRef,
    nullable: true,
    description:
      'Whether a user is subscribed to a channel (GET /users/{user_id}/subscriptions/{stream_id}); null with an error when the user or channel cannot be seen.',
    args: {
      userId: t.arg.int({ description: "The user, by Zulip's id (or by global id)." }),
      user: t.arg.globalID({ for: UserRef, description: 'The user by its global id (instead of `userId`).' }),
      channelId: t.arg.int({ description: "The channel, by Zulip's id (or by global id)." }),
      channel: t.arg.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
    },
    resolve: (_root, a, ctx) =>
      channels.subscriptionStatus(ctx, idOf(a.userId, a.user, 'userId'), idOf(a.channelId, a.channel, 'channelId')),
  }),
}));
