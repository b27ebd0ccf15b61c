import type { SingleDeleteMessageEvent } from '../../domain/delivery/queues/client-view.ts';
import type { EventOf } from '../../domain/events/types.ts';
import { opt } from './optional-field.ts';
import type { MessageDetails } from '../../domain/messages/flags-update/unread-details.ts';
import { wireMessage } from './messages.ts';

/**
 * Zulip's payloads of the message events (GET /events), from the typed
 * events. Optional fields are written only when the event has them, as
 * Zulip's do_update_message adds them; the caller puts the keys in order.
 */

/** A field written only when set. */
/** The hot path: Zulip's order (type, message, flags, local_message_id), no re-sorting. */
export const messageEventJson = (ev: EventOf<'message'>): object => ({
  type: ev.type,
  message: wireMessage(ev.message),
  flags: ev.flags,
  ...opt('local_message_id', ev.localMessageId),
});

export const updateMessageEventJson = (ev: EventOf<'update_message'>): object => ({
  type: ev.type,
  user_id: ev.userId,
  edit_timestamp: ev.editTimestamp,
  message_id: ev.messageId,
  message_ids: ev.messageIds,
  rendering_only: ev.renderingOnly,
  ...opt('flags', ev.flags),
  ...opt('stream_name', ev.channelName),
  ...opt('stream_id', ev.channelId),
  ...opt('new_stream_id', ev.newChannelId),
  ...opt('propagate_mode', ev.propagateMode),
  ...opt('orig_subject', ev.origTopic),
  ...opt('subject', ev.topic),
  ...opt('topic_links', ev.topicLinks),
  ...opt('orig_content', ev.origContent),
  ...opt('orig_rendered_content', ev.origRenderedContent),
  ...opt('content', ev.content),
  ...opt('rendered_content', ev.renderedContent),
  ...opt('is_me_message', ev.isMeMessage),
});

/** Bulk deletion (`message_ids`), or one event per message (`message_id`) for clients without bulk_message_deletion. */
export const deleteMessageEventJson = (ev: EventOf<'delete_message'> | SingleDeleteMessageEvent): object => ({
  type: ev.type,
  ...('messageIds' in ev ? { message_ids: ev.messageIds } : { message_id: ev.messageId }),
  ...opt('message_type', ev.messageType),
  ...opt('stream_id', ev.channelId),
  ...opt('topic', ev.topic),
});

export const reactionEventJson = (ev: EventOf<'reaction'>): object => ({
  type: ev.type,
  op: ev.op,
  user_id: ev.userId,
  // Deprecated duplicate of user_id that Zulip still sends.
  user: { user_id: ev.user.userId, email: ev.user.email, full_name: ev.user.fullName },
  message_id: ev.messageId,
  emoji_name: ev.emojiName,
  emoji_code: ev.emojiCode,
  reaction_type: ev.reactionType,
});

const messageDetailsJson = (d: MessageDetails): object =>
  d.type === 'stream'
    ? {
        type: d.type,
        stream_id: d.channelId,
        topic: d.topic,
        unmuted_stream_msg: d.unmutedChannelMessage,
        ...opt('mentioned', d.mentioned),
      }
    : { type: d.type, user_ids: d.userIds, ...opt('mentioned', d.mentioned) };

export const updateMessageFlagsEventJson = (ev: EventOf<'update_message_flags'>): object => ({
  type: ev.type,
  op: ev.op,
  // Deprecated duplicate of op.
  operation: ev.op,
  flag: ev.flag,
  messages: ev.messageIds,
  all: ev.all,
  ...(ev.messageDetails === undefined
    ? {}
    : {
        message_details: Object.fromEntries(
          Object.entries(ev.messageDetails).map(([id, d]) => [id, messageDetailsJson(d)]),
        ),
      }),
});

export const submessageEventJson = (ev: EventOf<'submessage'>): object => ({
  type: ev.type,
  msg_type: ev.msgType,
  message_id: ev.messageId,
  submessage_id: ev.submessageId,
  sender_id: ev.senderId,
  content: ev.content,
});
