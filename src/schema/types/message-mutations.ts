import type { WidgetContentInput } from '../../domain/messages/submessages/widget-content.ts';
import { badRequest, ChannelNotFoundError, incompatibleParameters, missingArgument } from '../../domain/errors.ts';
import type { MessageRecipient } from '../../domain/messages/send/addresses.ts';
import { visibilityPolicyOf } from '../../domain/register/topic-sections.ts';
import * as messages from '../../resolvers/messages.ts';
import type { OperationContext } from '../../resolvers/operation-context.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { UserRef } from './user.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { Channel } from './channel.ts';
import { ReactionTypeEnum } from './event-enums.ts';
import type { ReadMessage } from '../../domain/messages/model.ts';
import { MessageRef } from './message.ts';
import { TopicVisibilityPolicy } from './topics.ts';

/** Sending, reacting, deleting and previewing (flags: message-flag-mutations.ts): one `input`, a payload carrying the changed messages, typed errors. */

/** The message as the acting user sees it now, for a payload. */
export const messageAsSeen = async (ctx: OperationContext, id: number): Promise<ReadMessage> =>
  (await messages.message(ctx, id, { applyMarkdown: true, allowEmptyTopicName: true })).message;

const ZformChoiceInput = builder.inputType('ZformChoiceInput', {
  description: 'One button of a zform choices widget.',
  fields: (t) => ({
    shortName: t.string({ required: true, description: 'The button\'s short label (such as "A").' }),
    longName: t.string({ required: true, description: "The button's full text." }),
    reply: t.string({ required: true, description: 'What a click on the button sends as a reply.' }),
  }),
});

const ZformWidgetInput = builder.inputType('ZformWidgetInput', {
  description: 'A zform widget of type "choices": a heading and its buttons (Zulip\'s zform extra_data).',
  fields: (t) => ({
    heading: t.string({ required: true, description: 'The heading above the buttons.' }),
    choices: t.field({ type: [ZformChoiceInput], required: true, description: 'The buttons, in order.' }),
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
    channelId: t.int({
      description: "Channel messages: the channel, by Zulip's id (or give `channel` or `channelName`).",
    }),
    channel: t.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
    channelName: t.string({ description: 'Channel messages: the channel, by name.', extensions: { nul: 'domain' } }),
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
    content: t.string({
      required: true,
      description: "The message, in Zulip's Markdown.",
      extensions: { nul: 'domain' },
    }),
    readBySender: t.boolean({
      description: 'Whether the message starts as read by its sender; omitted: the server decides from the client.',
    }),
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
  description: 'The message that was sent.',
  fields: (t) => ({
    sentMessage: t.field({ description: 'The new message.', type: MessageRef, resolve: (r) => r.message }),
    automaticNewVisibilityPolicy: t.field({
      type: TopicVisibilityPolicy,
      nullable: true,
      description: "Set when sending changed the topic's visibility policy for the sender (e.g. followed on start).",
      resolve: (r) =>
        r.automaticNewVisibilityPolicy === null ? null : visibilityPolicyOf(r.automaticNewVisibilityPolicy),
    }),
  }),
});

/** The input's shape (a message and an emoji as Zulip identifies reactions); each mutation has its own type of it. */
const reactionInputOf = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      messageId: t.int({ description: "The message, by Zulip's id (or give `id`)." }),
      id: t.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
      emojiName: t.string({ description: 'The emoji\'s name (such as "thumbs_up").' }),
      emojiCode: t.string({
        description:
          "The emoji's code: a Unicode code point sequence in hex, or a custom emoji's id; omitted: found from the name.",
      }),
      reactionType: t.field({
        description: 'Where the emoji comes from; omitted: found from the name.',
        type: ReactionTypeEnum,
      }),
    }),
  });
const AddReactionInput = reactionInputOf(
  'AddReactionInput',
  'The message and the emoji to react with, by name (and optionally code and type).',
);
const RemoveReactionInput = reactionInputOf(
  'RemoveReactionInput',
  'The message and the emoji of your reaction, by name or code (and optionally type).',
);

/** The payload's shape; each mutation has its own type of it. */
const reactionPayloadOf = (name: string, description: string) =>
  builder.objectRef<ReadMessage>(name).implement({
    description,
    fields: (t) => ({
      reactedMessage: t.field({
        type: MessageRef,
        description: 'The message with its reactions now.',
        resolve: (m) => m,
      }),
    }),
  });

const DeleteMessageInput = builder.inputType('DeleteMessageInput', {
  description: 'A message, by one of its ids.',
  fields: (t) => ({
    messageId: t.int({ description: "The message, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
  }),
});

const DeleteMessagePayload = builder.objectRef<{ messageId: number }>('DeleteMessagePayload').implement({
  description: 'The deleted message.',
  fields: (t) => ({
    deletedMessageId: t.exposeInt('messageId', { description: "The deleted message (Zulip's id)." }),
    deletedId: t.globalID({
      description: "The deleted message's global id, to evict it from a client cache.",
      resolve: (r) => ({ type: 'Message', id: String(r.messageId) }),
    }),
  }),
});

const RenderMessageInput = builder.inputType('RenderMessageInput', {
  description: 'POST /messages/render: Markdown to render without sending.',
  fields: (t) => ({ content: t.string({ required: true, description: "The message content, in Zulip's Markdown." }) }),
});

const RenderMessagePayload = builder.objectRef<{ rendered: string }>('RenderMessagePayload').implement({
  description: 'The rendered message.',
  fields: (t) => ({ rendered: t.exposeString('rendered', { description: 'The HTML the message would get.' }) }),
});

const AddReactionPayload = reactionPayloadOf('AddReactionPayload', 'The reaction was added.');
const RemoveReactionPayload = reactionPayloadOf('RemoveReactionPayload', 'The reaction was removed.');

builder.mutationFields((t) => ({
  sendMessage: t.withAuth({ sender: true }).field({
    type: SendMessagePayload,
    description: 'Send a channel or direct message (POST /messages).',
    errors: mutationErrors('sendMessage', ChannelNotFoundError),
    args: { input: t.arg({ type: SendMessageInput, required: true, description: INPUT_ARG }) },
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
  addReaction: t.withAuth({ loggedIn: true }).field({
    type: AddReactionPayload,
    description: 'React to a message with an emoji (POST /messages/{message_id}/reactions).',
    errors: mutationErrors('addReaction'),
    args: { input: t.arg({ type: AddReactionInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      // The name is optional in the schema, as in removeReaction's, so that leaving it out gets Zulip's error.
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
    type: RemoveReactionPayload,
    description: 'Remove your emoji reaction (DELETE /messages/{message_id}/reactions).',
    errors: mutationErrors('removeReaction'),
    args: { input: t.arg({ type: RemoveReactionInput, required: true, description: INPUT_ARG }) },
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
    args: { input: t.arg({ type: DeleteMessageInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await messages.deleteMessage(ctx, idOf(input.messageId, input.id, 'messageId'));
      return { messageId: idOf(input.messageId, input.id, 'messageId') };
    },
  }),
  renderMessage: t.withAuth({ loggedIn: true }).field({
    type: RenderMessagePayload,
    description: 'The HTML a message with this content would get (POST /messages/render).',
    errors: mutationErrors('renderMessage'),
    args: { input: t.arg({ type: RenderMessageInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({ rendered: await messages.renderMessage(ctx, input.content) }),
  }),
}));
