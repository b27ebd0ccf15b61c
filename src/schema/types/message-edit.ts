import { pyStrip } from '../../domain/channels/names.ts';
import { DomainError, badRequest } from '../../domain/errors.ts';
import { editMessage, type EditMessageResult } from '../../domain/messages/edit/edit-message.ts';
import { MessageMoveTimeLimitError } from '../../domain/messages/edit/errors.ts';
import { builder } from '../builder.ts';
import { ErrorInterface } from '../errors.ts';

/** MOVE_MESSAGES_TIME_LIMIT_EXCEEDED with its fields typed, so clients can retry with changeLater. */
builder.objectType(MessageMoveTimeLimitError, {
  name: 'MoveMessagesTimeLimitError',
  description: 'A changeAll move reaching past the time limit: only the newest messages of the topic may move (MOVE_MESSAGES_TIME_LIMIT_EXCEEDED).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    msg: t.string({ deprecationReason: 'Use `message`.', resolve: (e) => e.message }),
    status: t.exposeInt('status', { deprecationReason: 'HTTP status of the same error over REST; use `code`.' }),
    firstMessageIdAllowedToMove: t.int({
      nullable: true,
      description: 'The oldest message that may still move (retry from it with changeLater); null when none may.',
      resolve: (e) => e.firstMessageIdAllowedToMove,
    }),
    totalMessagesInTopic: t.int({ resolve: (e) => e.totalMessagesInTopic }),
    totalMessagesAllowedToMove: t.int({ resolve: (e) => e.totalMessagesAllowedToMove }),
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

const EditMessageResultRef = builder.objectRef<EditMessageResult>('EditMessageResult').implement({
  fields: (t) => ({
    detachedUploads: t.field({
      type: 'JSON',
      description: "The sender's uploads no message references any more after this edit (attachment dicts).",
      resolve: (r) => r.detached_uploads,
    }),
  }),
});

builder.mutationFields((t) => ({
  editMessage: t.withAuth({ loggedIn: true }).field({
    type: EditMessageResultRef,
    description: 'Edit the content of a message, or move it (and its topic) to another topic or channel (PATCH /messages/{message_id}).',
    // The specific error first: the errors plugin picks the first class the error is an instance of.
    errors: { types: [MessageMoveTimeLimitError, DomainError] },
    args: {
      messageId: t.arg.int({ required: true }),
      content: t.arg.string({ extensions: { nul: 'domain' } }),
      topic: t.arg.string({ description: '"general chat" names the empty topic.', extensions: { nul: 'domain' } }),
      channelId: t.arg.int({ description: 'Move to this channel.' }),
      propagateMode: t.arg({ type: PropagateMode, defaultValue: 'change_one' }),
      sendNotificationToOldThread: t.arg.boolean({ defaultValue: false }),
      sendNotificationToNewThread: t.arg.boolean({ defaultValue: true }),
      prevContentSha256: t.arg.string(),
    },
    resolve: (_root, a, ctx) => {
      if (a.channelId != null && a.channelId < 0) throw badRequest('stream_id is too small');
      return editMessage(ctx.deps, ctx.actor, a.messageId, {
        content: a.content ?? undefined,
        prevContentSha256: a.prevContentSha256 ?? undefined,
        propagateMode: a.propagateMode ?? 'change_one',
        sendNotificationToNewThread: a.sendNotificationToNewThread ?? true,
        sendNotificationToOldThread: a.sendNotificationToOldThread ?? false,
        streamId: a.channelId ?? undefined,
        topic: a.topic == null ? undefined : pyStrip(a.topic),
      });
    },
  }),
}));
