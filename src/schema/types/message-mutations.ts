import type { WidgetContentInput } from '../../domain/messages/submessages/widget-content.ts';
import { badRequest, ChannelNotFoundError, incompatibleParameters, missingArgument } from '../../domain/errors.ts';
import type { FlagsForNarrowResult } from '../../domain/messages/flags-update/narrow.ts';
import type { MessageRecipient } from '../../domain/messages/send/addresses.ts';
import { visibilityPolicyOf } from '../../domain/register/topic-sections.ts';
import * as messages from '../../resolvers/messages.ts';
import type { OperationContext } from '../../resolvers/operation-context.ts';
import { GLOBAL_ID_HELP, idOf, idsOf } from '../entity-ids.ts';
import { UserRef } from './user.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
import { channelLoader } from '../loaders.ts';
import { Channel } from './channel.ts';
import { AddRemoveEnum, MessageFlagEnum, ReactionTypeEnum } from './event-enums.ts';
import type { ReadMessage } from '../../domain/messages/model.ts';
import { MessageRef } from './message.ts';
import { NarrowTermInput, narrowOf } from './message-queries.ts';
import { TopicVisibilityPolicy } from './topics.ts';

/** Sending, reacting, flagging, deleting and previewing: one `input`, a payload carrying the changed messages, typed errors. */

/** The message as the acting user sees it now, for a payload. */
export const messageAsSeen = async (ctx: OperationContext, id: number): Promise<ReadMessage> =>
  (await messages.message(ctx, id, { applyMarkdown: true, allowEmptyTopicName: true })).message;

const ZformChoiceInput = builder.inputType('ZformChoiceInput', {
  description: 'One button of a zform choices widget.',
  fields: (t) => ({
    shortName: t.string({ required: true }),
    longName: t.string({ required: true }),
    reply: t.string({ required: true, description: 'What a click on the button sends as a reply.' }),
  }),
});

const ZformWidgetInput = builder.inputType('ZformWidgetInput', {
  description: 'A zform widget of type "choices": a heading and its buttons (Zulip\'s zform extra_data).',
  fields: (t) => ({
    heading: t.string({ required: true }),
    choices: t.field({ type: [ZformChoiceInput], required: true }),
  }),
});

/** The zform as Zulip's widget_content carries it; the domain checks it as it checks REST's. */
const zformWidgetContent = (z: {
  heading: string;
  choices: Array<{ shortName: string; longName: string; reply: string }>;
}): WidgetContentInput => ({
  json: true,
  value: {
    widget_type: 'zform',
    extra_data: {
      type: 'choices',
      heading: z.heading,
      choices: z.choices.map((c) => ({ short_name: c.shortName, long_name: c.longName, reply: c.reply })),
    },
  },
});

const SendMessageInput = builder.inputType('SendMessageInput', {
  description:
    'A channel message (`channelId` or `channelName`, and `topic`) or a direct message (`directUserIds` or `directEmails`).',
  fields: (t) => ({
    channelId: t.int(),
    channel: t.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
    channelName: t.string({ extensions: { nul: 'domain' } }),
    topic: t.string({
      description: 'Channel messages: the topic ("" is "general chat" where allowed).',
      extensions: { nul: 'domain' },
    }),
    directUserIds: t.intList({ description: 'Direct messages: the other participants.' }),
    directUsers: t.globalIDList({
      for: UserRef,
      description: 'Direct messages: the other participants by global id (instead of `directUserIds`).',
    }),
    directEmails: t.field({
      type: ['EmailAddress'],
      description: 'Direct messages: the other participants, by email.',
      extensions: { nul: 'domain' },
    }),
    content: t.string({ required: true, extensions: { nul: 'domain' } }),
    readBySender: t.boolean(),
    localId: t.string({ description: "The client's id for the message, echoed in the new message's event." }),
    queueId: t.string({ description: "The sender's event queue, for that echo." }),
    client: t.string({ description: 'The client name recorded with the message (default "GraphQL").' }),
    zform: t.field({
      type: ZformWidgetInput,
      description:
        "A choices widget for the message (REST's `widget_content` with a `zform`, the only kind Zulip accepts there), instead of one a `/poll` or `/todo` content makes.",
    }),
  }),
});

interface RecipientArgs {
  channelId?: number | null;
  channel?: { id: string } | null;
  channelName?: string | null;
  directUserIds?: number[] | null;
  directUsers?: Array<{ id: string }> | null;
  directEmails?: string[] | null;
}

/** Exactly one of the four recipient fields; a channel id is never read as a user id. */
function recipientOf(a: RecipientArgs): MessageRecipient {
  const fields = ['channelId', 'channel', 'channelName', 'directUserIds', 'directUsers', 'directEmails'] as const;
  const given = fields.filter((k) => a[k] != null);
  if (given.length > 1) throw incompatibleParameters([...given]);
  if (a.channelId != null) return { type: 'channel', channel: { kind: 'id', id: a.channelId } };
  if (a.channel != null) return { type: 'channel', channel: { kind: 'id', id: idOf(null, a.channel, 'channel') } };
  if (a.directUsers != null) {
    const ids = a.directUsers.map((u) => idOf(null, u, 'directUsers'));
    return { type: 'direct', to: { kind: 'ids', ids: [...new Set(ids)] } };
  }
  if (a.channelName != null) return { type: 'channel', channel: { kind: 'name', name: a.channelName } };
  if (a.directEmails != null)
    return {
      type: 'direct',
      to: { kind: 'emails', emails: [...new Set(a.directEmails.map((e) => e.trim()).filter((e) => e !== ''))] },
    };
  if (a.directUserIds != null) return { type: 'direct', to: { kind: 'ids', ids: [...new Set(a.directUserIds)] } };
  throw badRequest('A message needs a channel or direct-message recipients').about('channelId');
}

interface Sent {
  id: number;
  automaticNewVisibilityPolicy: number | null;
  message: ReadMessage;
}

const SendMessagePayload = builder.objectRef<Sent>('SendMessagePayload').implement({
  fields: (t) => ({
    sentMessage: t.field({ type: MessageRef, resolve: (r) => r.message }),
    automaticNewVisibilityPolicy: t.field({
      type: TopicVisibilityPolicy,
      nullable: true,
      description: "Set when sending changed the topic's visibility policy for the sender (e.g. followed on start).",
      resolve: (r) =>
        r.automaticNewVisibilityPolicy === null ? null : visibilityPolicyOf(r.automaticNewVisibilityPolicy),
    }),
  }),
});

const UpdateMessageFlagsInput = builder.inputType('UpdateMessageFlagsInput', {
  fields: (t) => ({
    messageIds: t.intList({ description: 'Exactly one of this and `messages`.' }),
    messages: t.globalIDList({ for: MessageRef, description: 'By global id (instead of `messageIds`).' }),
    op: t.field({ type: AddRemoveEnum, required: true }),
    flag: t.field({ type: MessageFlagEnum, required: true }),
  }),
});

interface FlagsChanged {
  messageIds: number[];
  ignoredChannelIds: number[];
}

const UpdateMessageFlagsPayload = builder.objectRef<FlagsChanged>('UpdateMessageFlagsPayload').implement({
  fields: (t) => ({
    messages: t.withAuth({ loggedIn: true }).field({
      type: [MessageRef],
      description: 'The messages as the viewer sees them now (those they may read).',
      resolve: async (r, _a, ctx) => {
        if (r.messageIds.length === 0) return [];
        const page = await messages.messagesPage(ctx, {
          messageIds: r.messageIds,
          numBefore: 0,
          numAfter: 0,
          includeAnchor: true,
          narrow: null,
          useFirstUnreadAnchor: false,
          applyMarkdown: true,
          clientGravatar: true,
          allowEmptyTopicName: true,
        });
        return page.messages;
      },
    }),
    ignoredBecauseNotSubscribedChannels: t.withAuth({ loggedIn: true }).field({
      type: [Channel],
      description: 'Channels whose messages were skipped when marking unread.',
      resolve: async (r, _a, ctx) =>
        (await Promise.all(r.ignoredChannelIds.map((id) => channelLoader(ctx).load(id)))).filter((c) => c !== null),
    }),
  }),
});

const UpdateMessageFlagsForNarrowInput = builder.inputType('UpdateMessageFlagsForNarrowInput', {
  fields: (t) => ({
    anchor: t.string({
      required: true,
      description: 'A message id, "newest", "oldest" or "first_unread".',
      extensions: { nul: 'domain' },
    }),
    numBefore: t.int({ required: true }),
    numAfter: t.int({ required: true }),
    includeAnchor: t.boolean(),
    narrow: t.field({ type: [NarrowTermInput], description: 'No narrow: all messages.' }),
    op: t.field({ type: AddRemoveEnum, required: true }),
    flag: t.field({ type: MessageFlagEnum, required: true }),
  }),
});

const UpdateMessageFlagsForNarrowPayload = builder
  .objectRef<FlagsForNarrowResult>('UpdateMessageFlagsForNarrowPayload')
  .implement({
    fields: (t) => ({
      processedCount: t.exposeInt('processedCount'),
      updatedCount: t.exposeInt('updatedCount'),
      firstProcessedId: t.exposeInt('firstProcessedId', { nullable: true }),
      lastProcessedId: t.exposeInt('lastProcessedId', { nullable: true }),
      foundOldest: t.exposeBoolean('foundOldest'),
      foundNewest: t.exposeBoolean('foundNewest'),
      ignoredBecauseNotSubscribedChannels: t.withAuth({ loggedIn: true }).field({
        type: [Channel],
        resolve: async (r, _a, ctx) =>
          (await Promise.all(r.ignoredChannels.map((id) => channelLoader(ctx).load(id)))).filter((c) => c !== null),
      }),
    }),
  });

const ReactionInput = builder.inputType('ReactionInput', {
  description: 'An emoji by name (and optionally code and type), as Zulip identifies reactions.',
  fields: (t) => ({
    messageId: t.int(),
    id: t.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
    emojiName: t.string(),
    emojiCode: t.string(),
    reactionType: t.field({ type: ReactionTypeEnum }),
  }),
});

const ReactionPayload = builder.objectRef<ReadMessage>('ReactionPayload').implement({
  fields: (t) => ({
    reactedMessage: t.field({
      type: MessageRef,
      description: 'The message with its reactions now.',
      resolve: (m) => m,
    }),
  }),
});

const MessageIdInput = builder.inputType('MessageIdInput', {
  fields: (t) => ({ messageId: t.int(), id: t.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }) }),
});

const DeleteMessagePayload = builder.objectRef<{ messageId: number }>('DeleteMessagePayload').implement({
  fields: (t) => ({
    deletedMessageId: t.exposeInt('messageId'),
    deletedId: t.globalID({
      description: "The deleted message's global id, to evict it from a client cache.",
      resolve: (r) => ({ type: 'Message', id: String(r.messageId) }),
    }),
  }),
});

const RenderMessageInput = builder.inputType('RenderMessageInput', {
  fields: (t) => ({ content: t.string({ required: true }) }),
});

const RenderMessagePayload = builder.objectRef<{ rendered: string }>('RenderMessagePayload').implement({
  fields: (t) => ({ rendered: t.exposeString('rendered', { description: 'The HTML the message would get.' }) }),
});

builder.mutationFields((t) => ({
  sendMessage: t.withAuth({ sender: true }).field({
    type: SendMessagePayload,
    description: 'Send a channel or direct message (POST /messages).',
    errors: mutationErrors('sendMessage', ChannelNotFoundError),
    args: { input: t.arg({ type: SendMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const sent = await messages.sendMessage(ctx, {
        recipient: recipientOf(input),
        topic: input.topic ?? undefined,
        content: input.content,
        client: input.client ?? 'GraphQL',
        readBySender: input.readBySender ?? undefined,
        localId: input.localId ?? undefined,
        queueId: input.queueId ?? undefined,
        widgetContent: input.zform == null ? undefined : zformWidgetContent(input.zform),
      });
      return {
        id: sent.id,
        automaticNewVisibilityPolicy: sent.automaticNewVisibilityPolicy ?? null,
        message: await messageAsSeen(ctx, sent.id),
      };
    },
  }),
  updateMessageFlags: t.withAuth({ loggedIn: true }).field({
    type: UpdateMessageFlagsPayload,
    description: 'Add or remove a flag (read, starred, collapsed) on messages (POST /messages/flags).',
    errors: mutationErrors('updateMessageFlags'),
    args: { input: t.arg({ type: UpdateMessageFlagsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const messageIds = idsOf(input.messageIds, input.messages, 'messageIds');
      const ignoredChannelIds = await messages.updateFlags(ctx, {
        op: input.op,
        flag: input.flag,
        messageIds,
      });
      return { messageIds, ignoredChannelIds };
    },
  }),
  updateMessageFlagsForNarrow: t.withAuth({ loggedIn: true }).field({
    type: UpdateMessageFlagsForNarrowPayload,
    description: 'Add or remove a flag on a window of the messages of a narrow (POST /messages/flags/narrow).',
    errors: mutationErrors('updateMessageFlagsForNarrow', ChannelNotFoundError),
    args: { input: t.arg({ type: UpdateMessageFlagsForNarrowInput, required: true }) },
    resolve: (_root, { input: a }, ctx) => {
      const narrow = narrowOf(a.narrow);
      const window = { numAfter: a.numAfter ?? 0, numBefore: a.numBefore ?? 0 };
      return messages.updateFlagsForNarrow(ctx, {
        anchor: a.anchor,
        flag: a.flag,
        includeAnchor: a.includeAnchor ?? true,
        narrow,
        ...window,
        op: a.op,
      });
    },
  }),
  addReaction: t.withAuth({ loggedIn: true }).field({
    type: ReactionPayload,
    description: 'React to a message with an emoji (POST /messages/{message_id}/reactions).',
    errors: mutationErrors('addReaction'),
    args: { input: t.arg({ type: ReactionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      // ReactionInput serves removeReaction too, where the name is optional; adding needs it.
      if (input.emojiName == null) throw missingArgument('emojiName').about('emojiName');
      await messages.addReaction(ctx, idOf(input.messageId, input.id, 'messageId'), {
        emojiName: input.emojiName,
        emojiCode: input.emojiCode ?? undefined,
        reactionType: input.reactionType ?? undefined,
      });
      return messageAsSeen(ctx, idOf(input.messageId, input.id, 'messageId'));
    },
  }),
  removeReaction: t.withAuth({ loggedIn: true }).field({
    type: ReactionPayload,
    description: 'Remove your emoji reaction (DELETE /messages/{message_id}/reactions).',
    errors: mutationErrors('removeReaction'),
    args: { input: t.arg({ type: ReactionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await messages.removeReaction(ctx, idOf(input.messageId, input.id, 'messageId'), {
        emojiName: input.emojiName ?? undefined,
        emojiCode: input.emojiCode ?? undefined,
        reactionType: input.reactionType ?? 'unicode_emoji',
      });
      return messageAsSeen(ctx, idOf(input.messageId, input.id, 'messageId'));
    },
  }),
  deleteMessage: t.withAuth({ loggedIn: true }).field({
    type: DeleteMessagePayload,
    description: 'Delete a message (DELETE /messages/{message_id}).',
    errors: mutationErrors('deleteMessage'),
    args: { input: t.arg({ type: MessageIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await messages.deleteMessage(ctx, idOf(input.messageId, input.id, 'messageId'));
      return { messageId: idOf(input.messageId, input.id, 'messageId') };
    },
  }),
  renderMessage: t.withAuth({ loggedIn: true }).field({
    type: RenderMessagePayload,
    description: 'The HTML a message with this content would get (POST /messages/render).',
    errors: mutationErrors('renderMessage'),
    args: { input: t.arg({ type: RenderMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ rendered: await messages.renderMessage(ctx, input.content) }),
  }),
}));
