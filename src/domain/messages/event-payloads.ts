import type { PropagateMode } from './edit/request.ts';
import type { MessageDetails } from './flags-update/unread-details.ts';
import type { ApiFlag, Message } from './model.ts';

/**
 * Message events, typed. REST's presenter (src/rest-compat/presenters/events.ts)
 * writes Zulip's payloads of GET /events from them; GraphQL resolves from
 * them. The event log stores them as they are: rows logged in Zulip's shape
 * by an earlier version are read back through delivery/log/legacy-events.ts.
 * (Type aliases, not interfaces: a bus event may also be read by name.)
 */

/**
 * A new message. `message` is the read model GET /messages returns
 * (messageFor: rendered HTML, the empty topic as "", the avatar's URL), which
 * REST presents as Zulip's message dict; `flags` are the receiving users' own.
 */
export type MessageEvent = {
  type: 'message';
  message: Message;
  flags: ApiFlag[];
  /** Only in the sender's own queue, echoing the local id it sent. */
  localMessageId?: string;
};

/**
 * An edit or a move. The base fields are set first and the others added as
 * the edit proceeds, hence the optional ones (Zulip's do_update_message).
 */
export type UpdateMessageEvent = {
  type: 'update_message';
  /** The editor; null for rendering-only updates. */
  userId: number | null;
  editTimestamp: number;
  messageId: number;
  messageIds: number[];
  renderingOnly: boolean;
  /** The receiving users' own flags on the message. */
  flags?: string[];
  /** The channel the messages were in (channel messages only). */
  channelName?: string;
  channelId?: number;
  newChannelId?: number;
  propagateMode?: PropagateMode;
  origTopic?: string;
  topic?: string;
  topicLinks?: Array<{ text: string; url: string }>;
  origContent?: string;
  origRenderedContent?: string | null;
  content?: string;
  renderedContent?: string | null;
  isMeMessage?: boolean;
};

/** Messages gone: deleted, or moved where the user cannot follow. Channel messages name their channel and (lower-cased) topic. */
export type DeleteMessageEvent = {
  type: 'delete_message';
  messageIds: number[];
  messageType?: 'private' | 'stream';
  channelId?: number;
  topic?: string;
};

/** The reactor as the deprecated `user` of a reaction event names them (an "Unknown user" for guests who may not access them). */
export interface ReactionUser {
  userId: number;
  email: string;
  fullName: string;
}

export type ReactionEvent = {
  type: 'reaction';
  op: 'add' | 'remove';
  userId: number;
  user: ReactionUser;
  messageId: number;
  emojiName: string;
  emojiCode: string;
  /** unicode_emoji, realm_emoji or zulip_extra_emoji. */
  reactionType: string;
};

/**
 * The user's flags changed. `op` and `flag` are checked before the event is
 * built (add/remove; an editable flag); `messageDetails` comes with
 * remove/read, for messages the client may never have fetched.
 */
export type UpdateMessageFlagsEvent = {
  type: 'update_message_flags';
  op: 'add' | 'remove';
  flag: string;
  messageIds: number[];
  all: boolean;
  messageDetails?: Record<string, MessageDetails>;
};

/** A submessage added to a message (a widget's vote, option, task…): Zulip's `submessage` event. */
export type SubmessageEvent = {
  type: 'submessage';
  msgType: string;
  messageId: number;
  submessageId: number;
  senderId: number;
  /** The client's JSON text, as it was sent. */
  content: string;
};

declare module '../event-types.ts' {
  interface DomainEventMap {
    message: MessageEvent;
    updateMessage: UpdateMessageEvent;
    deleteMessage: DeleteMessageEvent;
    reaction: ReactionEvent;
    submessage: SubmessageEvent;
    updateMessageFlags: UpdateMessageFlagsEvent;
  }
}
