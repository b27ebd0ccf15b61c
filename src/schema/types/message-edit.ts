import { ChannelNotFoundError, ExpectationMismatchError } from '../../domain/errors.ts';
import { MessageMoveTimeLimitError } from '../../domain/messages/edit/errors.ts';
import * as messages from '../../resolvers/messages.ts';
import { GLOBAL_ID_HELP, idOf, optionalIdOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import type { AttachmentView } from '../../domain/uploads/attachments.ts';
import { AttachmentRef } from './attachments.ts';
import { ErrorInterface, INPUT_ARG, mutationErrors } from '../errors.ts';
import type { ReadMessage } from '../../domain/messages/model.ts';
import { Channel } from './channel.ts';
import { MessageRef } from './message.ts';
import { messageAsSeen } from './message-mutations.ts';

/** MOVE_MESSAGES_TIME_LIMIT_EXCEEDED with its fields typed, so clients can retry with changeLater. */
builder.objectType(MessageMoveTimeLimitError, {
  name: 'MoveMessagesTimeLimitError',
  description:
    'A changeAll move reaching past the time limit: only the newest messages of the topic may move (MOVE_MESSAGES_TIME_LIMIT_EXCEEDED).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    firstMessageIdAllowedToMove: t.int({
      nullable: true,
      description: 'The oldest message that may still move (retry from it with changeLater); null when none may.',
      resolve: (e) => e.firstMessageIdAllowedToMove,
    }),
    totalMessagesInTopic: t.int({
      description: 'How many messages the topic has.',
      resolve: (e) => e.totalMessagesInTopic,
    }),
    totalMessagesAllowedToMove: t.int({
      description: 'How many of them the viewer may still move (the others are too old).',
      resolve: (e) => e.totalMessagesAllowedToMove,
    }),
  }),
});

const PropagateMode = builder.enumType('PropagateMode', {
  description: 'Which messages of the topic move along with the edited one.',
  values: {
    CHANGE_ONE: { value: 'change_one' as const, description: 'Only this message.' },
    CHANGE_LATER: { value: 'change_later' as const, description: 'This message and the later ones.' },
    CHANGE_ALL: { value: 'change_all' as const, description: 'The whole topic.' },
  },
});

const EditMessageInput = builder.inputType('EditMessageInput', {
  description:
    'PATCH /messages/{message_id}: a message, and its new content, topic or channel (fields left out are not changed).',
  fields: (t) => ({
    messageId: t.int({ description: "The message, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: MessageRef, description: GLOBAL_ID_HELP }),
    content: t.string({ description: "The new content, in Zulip's Markdown.", extensions: { nul: 'domain' } }),
    topic: t.string({ description: '"general chat" names the empty topic.', extensions: { nul: 'domain' } }),
    channelId: t.int({ description: 'Move to this channel.' }),
    channel: t.globalID({
      for: Channel,
      description: 'Move to this channel, by its global id (instead of `channelId`).',
    }),
    propagateMode: t.field({
      type: PropagateMode,
      description: 'For a move: this message only, it and the later ones of its topic, or the whole topic.',
      defaultValue: 'change_one',
    }),
    sendNotificationToOldThread: t.boolean({
      description: 'For a move: whether the notification bot says so in the old topic.',
      defaultValue: false,
    }),
    sendNotificationToNewThread: t.boolean({
      description: 'For a move: whether the notification bot says so in the new topic.',
      defaultValue: true,
    }),
    prevContentSha256: t.string({
      description: 'The SHA-256 of the content being edited; a mismatch is EXPECTATION_MISMATCH.',
    }),
  }),
});

const EditMessagePayload = builder
  .objectRef<{ message: ReadMessage; detached: AttachmentView[] }>('EditMessagePayload')
  .implement({
    description: 'The message after the edit.',
    fields: (t) => ({
      editedMessage: t.field({
        type: MessageRef,
        description:
          'The edited message as the editor sees it now (moved messages show their new channel and topic when refetched).',
        resolve: (p) => p.message,
      }),
      detachedUploads: t.field({
        type: [AttachmentRef],
        description: "The editor's uploads that no message links any more after this edit.",
        resolve: (p) => p.detached,
      }),
    }),
  });

builder.mutationFields((t) => ({
  editMessage: t.withAuth({ loggedIn: true }).field({
    type: EditMessagePayload,
    description:
      'Edit the content of a message, or move it (and its topic) to another topic or channel (PATCH /messages/{message_id}).',
    errors: mutationErrors('editMessage', ChannelNotFoundError, MessageMoveTimeLimitError, ExpectationMismatchError),
    args: { input: t.arg({ type: EditMessageInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input: a }, ctx) => {
      const messageId = idOf(a.messageId, a.id, 'messageId');
      const result = await messages.editMessage(ctx, messageId, {
        content: a.content ?? undefined,
        prevContentSha256: a.prevContentSha256 ?? undefined,
        propagateMode: a.propagateMode ?? 'change_one',
        sendNotificationToNewThread: a.sendNotificationToNewThread ?? true,
        sendNotificationToOldThread: a.sendNotificationToOldThread ?? false,
        streamId: optionalIdOf(a.channelId, a.channel, 'channelId') ?? undefined,
        topic: a.topic ?? undefined,
      });
      return { message: await messageAsSeen(ctx, messageId), detached: result.detachedUploads };
    },
  }),
}));
