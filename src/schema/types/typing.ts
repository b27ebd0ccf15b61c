import { badRequest, ChannelNotFoundError } from '../../domain/errors.ts';
import type { ConversationRef } from '../../domain/delivery/queues/conversation-filter.ts';
import type { EventOf } from '../../domain/events/types.ts';
import type { TypingConversation, TypingTarget } from '../../domain/typing/send-typing.ts';
import * as typing from '../../resolvers/typing.ts';
import { GLOBAL_ID_HELP, idOf, optionalIdOf, optionalIdsOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { Channel } from './channel.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import { MessageRef } from './message.ts';
import { present } from '../loaders.ts';
import { loadChannelForViewer, loadMessageForViewer, loadUserForViewer } from './relations.ts';
import { UserRef } from './user.ts';

/*
 * Typing notifications: the mutations that send them (composing, editing),
 * the conversations they are about, and their events.
 */

export const TypingOpEnum = opEnum('TypingOp', ['start', 'stop'], 'Whether someone started or stopped typing.', {
  start: 'Started typing.',
  stop: 'Stopped typing.',
});

const ChannelTopicConversation = builder
  .objectRef<Extract<TypingConversation, { type: 'channel' }>>('ChannelTopicConversation')
  .implement({
    description: 'A topic of a channel.',
    fields: (t) => ({
      channelId: t.exposeInt('channelId', { description: "The channel (Zulip's id)." }),
      channel: t.withAuth({ loggedIn: true }).field({
        type: Channel,
        description: 'The channel; null when the viewer may not see it.',
        nullable: true,
        resolve: (c, _a, ctx) => loadChannelForViewer(ctx, c.channelId),
      }),
      topic: t.exposeString('topic', { description: 'As stored: "" is the empty topic ("general chat").' }),
    }),
  });

const DirectConversation = builder
  .objectRef<Extract<TypingConversation, { type: 'direct' }>>('DirectConversation')
  .implement({
    description: 'A direct-message conversation.',
    fields: (t) => ({
      userIds: t.exposeIntList('userIds', { description: 'Its users, the viewer included.' }),
      users: t.withAuth({ loggedIn: true }).field({
        description: 'Its users that the viewer may see, the viewer included.',
        type: [UserRef],
        resolve: async (c, _a, ctx) =>
          (await Promise.all(c.userIds.map((id) => loadUserForViewer(ctx, id)))).filter((u) => u !== null),
      }),
    }),
  });

export const ConversationUnion = builder.unionType('Conversation', {
  description: 'Where messages go: a channel topic or a direct-message conversation.',
  types: [ChannelTopicConversation, DirectConversation],
  resolveType: (c) => (c.type === 'channel' ? ChannelTopicConversation : DirectConversation),
});

export const ConversationInput = builder.inputType('ConversationInput', {
  description:
    'A conversation: `channelId` and `topic`, or `userIds` (the other users of a direct-message conversation).',
  fields: (t) => ({
    channelId: t.int({ description: "A channel topic: the channel, by Zulip's id (or give `channel`)." }),
    channel: t.globalID({ for: Channel, description: 'The channel by its global id (instead of `channelId`).' }),
    topic: t.string({ description: '"" or "general chat" name the empty topic.' }),
    userIds: t.intList({ description: "A direct message: the other users, by Zulip's id." }),
    users: t.globalIDList({ for: UserRef, description: 'The other users by global id (instead of `userIds`).' }),
  }),
});

interface ConversationArg {
  channelId?: number | null;
  channel?: { id: string } | null;
  topic?: string | null;
  userIds?: number[] | null;
  users?: Array<{ id: string }> | null;
}

/** The typing target a ConversationInput names; a missing topic or empty list is the domain's to refuse. */
function typingTarget(c: ConversationArg): TypingTarget {
  const channelId = optionalIdOf(c.channelId, c.channel, 'channelId');
  const userIds = optionalIdsOf(c.userIds, c.users, 'userIds');
  if ((channelId != null) === (userIds != null))
    throw badRequest('A conversation is either channelId and topic, or userIds').about('conversation');
  return channelId != null ? { type: 'channel', channelId, topic: c.topic ?? null } : { type: 'direct', userIds };
}

/** The conversation a typing subscription watches: complete, or refused. */
export function conversationRef(c: ConversationArg): ConversationRef {
  const target = typingTarget(c);
  if (target.type === 'direct') return { type: 'direct', userIds: target.userIds ?? [] };
  if (target.topic === null) throw badRequest('Missing topic').about('topic');
  return { type: 'channel', channelId: target.channelId ?? 0, topic: target.topic };
}

type TypingSource = EventOf<'typing'>;

const conversationOfTyping = (e: TypingSource): TypingConversation =>
  e.messageType === 'stream'
    ? { type: 'channel', channelId: e.channelId, topic: e.topic }
    : { type: 'direct', userIds: e.recipients.map((r) => r.userId).sort((a, b) => a - b) };

export const TypingEvent = deliveredRef<TypingSource>('TypingEvent').implement({
  description: 'Someone started or stopped composing a message to a conversation the viewer is in.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({
      description: 'Whether they started or stopped.',
      type: TypingOpEnum,
      resolve: ({ event }) => event.op,
    }),
    senderId: t.int({ description: "The user typing (Zulip's id).", resolve: ({ event }) => event.sender.userId }),
    sender: t.withAuth({ loggedIn: true }).field({
      description: 'The user typing.',
      type: UserRef,
      resolve: async ({ event }, _a, ctx) => present(await loadUserForViewer(ctx, event.sender.userId), 'typist'),
    }),
    conversation: t.field({
      description: 'The conversation being written to.',
      type: ConversationUnion,
      resolve: ({ event }) => conversationOfTyping(event),
    }),
  }),
});

type EditTypingSource = EventOf<'typing_edit_message'>;

const conversationOfEdit = ({ recipient: r }: EditTypingSource): TypingConversation =>
  r.type === 'channel'
    ? { type: 'channel', channelId: r.channelId, topic: r.topic }
    : { type: 'direct', userIds: r.userIds };

export const TypingEditMessageEvent = deliveredRef<EditTypingSource>('TypingEditMessageEvent').implement({
  description: 'Someone started or stopped editing a message the viewer can see.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({
      description: 'Whether they started or stopped.',
      type: TypingOpEnum,
      resolve: ({ event }) => event.op,
    }),
    senderId: t.int({ description: "The user editing (Zulip's id).", resolve: ({ event }) => event.senderId }),
    sender: t.withAuth({ loggedIn: true }).field({
      description: 'The user editing.',
      type: UserRef,
      resolve: async ({ event }, _a, ctx) => present(await loadUserForViewer(ctx, event.senderId), 'editor'),
    }),
    messageId: t.int({
      description: "The message being edited (Zulip's id).",
      resolve: ({ event }) => event.messageId,
    }),
    message: t.withAuth({ loggedIn: true }).field({
      description: 'The message being edited; null when the viewer may not read it.',
      type: MessageRef,
      nullable: true,
      resolve: ({ event }, _a, ctx) => loadMessageForViewer(ctx, event.messageId),
    }),
    conversation: t.field({
      type: ConversationUnion,
      description: 'For a direct message: the participants who receive typing notifications.',
      resolve: ({ event }) => conversationOfEdit(event),
    }),
  }),
});

const SendTypingInput = builder.inputType('SendTypingInput', {
  description: 'POST /typing: where the viewer is typing, and whether they started or stopped.',
  fields: (t) => ({
    op: t.field({
      type: TypingOpEnum,
      required: true,
      description: 'START while composing (repeat every few seconds), STOP when done.',
    }),
    conversation: t.field({
      type: ConversationInput,
      required: true,
      description: 'The conversation being written to.',
    }),
  }),
});

const SendTypingPayload = builder
  .objectRef<Awaited<ReturnType<typeof typing.sendTyping>>>('SendTypingPayload')
  .implement({
    description: "What the conversation's users were told.",
    fields: (t) => ({
      op: t.field({ description: 'Started or stopped.', type: TypingOpEnum, resolve: (p) => p.op }),
      conversation: t.field({
        type: ConversationUnion,
        description: 'The conversation told, its topic as stored.',
        resolve: (p) => p.conversation,
      }),
    }),
  });

const SendMessageEditTypingInput = builder.inputType('SendMessageEditTypingInput', {
  description: 'POST /messages/{message_id}/typing: the message being edited, and whether editing started or stopped.',
  fields: (t) => ({
    op: t.field({
      type: TypingOpEnum,
      required: true,
      description: 'START while editing (repeat every few seconds), STOP when done.',
    }),
    messageId: t.int({ description: "The message, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
  }),
});

const SendMessageEditTypingPayload = builder
  .objectRef<typing.EditTypingNotice>('SendMessageEditTypingPayload')
  .implement({
    description: 'What those who see the message were told.',
    fields: (t) => ({
      op: t.field({ description: 'Started or stopped.', type: TypingOpEnum, resolve: (p) => p.op }),
      messageId: t.exposeInt('messageId', { description: "The message (Zulip's id)." }),
    }),
  });

builder.mutationFields((t) => ({
  sendTyping: t.withAuth({ loggedIn: true }).field({
    type: SendTypingPayload,
    description: "Tell a conversation's users that you started or stopped composing (POST /typing).",
    errors: mutationErrors('sendTyping', ChannelNotFoundError),
    args: { input: t.arg({ type: SendTypingInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) => typing.sendTyping(ctx, { op: input.op, to: typingTarget(input.conversation) }),
  }),
  sendMessageEditTyping: t.withAuth({ loggedIn: true }).field({
    type: SendMessageEditTypingPayload,
    description:
      'Tell those who see a message that you started or stopped editing it (POST /messages/{message_id}/typing).',
    errors: mutationErrors('sendMessageEditTyping'),
    args: { input: t.arg({ type: SendMessageEditTypingInput, required: true, description: INPUT_ARG }) },
    resolve: (_root, { input }, ctx) =>
      typing.sendEditTyping(ctx, { op: input.op, messageId: idOf(input.messageId, input.id, 'messageId') }),
  }),
}));
