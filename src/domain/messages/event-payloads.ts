import type { PropagateMode } from './edit/request.ts';
import type { MessageDetails } from './flags-update/unread-details.ts';
import type { ApiFlag, Message } from './model.ts';

/**
 * Message events as Zulip's event queues carry them (the payload names of
 * GET /events). Queues forward them unchanged, except for the per-client
 * rewrites of client-view.ts.
 */

/**
 * A new message. `message` is the read model GET /messages returns
 * (messageFor: rendered HTML, the empty topic as "", the avatar's URL), which
 * REST presents as Zulip's message dict; `flags` are the receiving users' own.
 */
export interface MessageEvent {
  type: 'message';
  message: Message;
  flags: ApiFlag[];
  /** Only in the sender's own queue, echoing the local id it sent. */
  local_message_id?: string;
}

/**
 * An edit or a move. The base fields are set first and the others added as
 * the edit proceeds, hence the optional ones (Zulip's do_update_message).
 */
export interface UpdateMessageEvent {
  type: 'update_message';
  /** The editor; null for rendering-only updates. */
  user_id: number | null;
  edit_timestamp: number;
  message_id: number;
  message_ids?: number[];
  rendering_only: boolean;
  /** The receiving users' own flags on the message. */
  flags?: string[];
  stream_name?: string;
  stream_id?: number;
  new_stream_id?: number;
  propagate_mode?: PropagateMode;
  orig_subject?: string;
  subject?: string;
  topic_links?: Array<{ text: string; url: string }>;
  orig_content?: string;
  orig_rendered_content?: string;
  content?: string;
  rendered_content?: string;
  is_me_message?: boolean;
}

/** Messages gone: deleted, or moved where the user cannot follow. Channel messages name their channel and (lower-cased) topic. */
export interface DeleteMessageEvent {
  type: 'delete_message';
  message_ids: number[];
  message_type?: 'private' | 'stream';
  stream_id?: number;
  topic?: string;
}

export interface ReactionEvent {
  type: 'reaction';
  op: 'add' | 'remove';
  user_id: number;
  /** Deprecated duplicate of user_id that Zulip still sends. */
  user: { user_id: number; email: string; full_name: string };
  message_id: number;
  emoji_name: string;
  emoji_code: string;
  /** unicode_emoji, realm_emoji or zulip_extra_emoji. */
  reaction_type: string;
}

/**
 * The user's flags changed. `op` and `flag` are checked before the event is
 * built (add/remove; an editable flag); `message_details` comes with
 * remove/read, for messages the client may never have fetched.
 */
export interface UpdateMessageFlagsEvent {
  type: 'update_message_flags';
  op: string;
  /** Deprecated duplicate of op. */
  operation: string;
  flag: string;
  messages: number[];
  all: boolean;
  message_details?: Record<string, MessageDetails>;
}

/** A submessage added to a message (a widget's vote, option, task…): Zulip's `submessage` event. */
export interface SubmessageEvent {
  type: 'submessage';
  msg_type: string;
  message_id: number;
  submessage_id: number;
  sender_id: number;
  /** The client's JSON text, as it was sent. */
  content: string;
}

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
