import type { SubmessageView } from './submessages/store.ts';

export type { SubmessageView };

/** One entry of a message's `reactions`, as Zulip's message dict has it. */
export interface ReactionView {
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
  user_id: number;
}

/** One entry of Zulip's `edit_history` (newest first). */
export interface EditHistoryView {
  timestamp: number;
  user_id: number | null;
  prev_content?: string;
  prev_rendered_content?: string;
  prev_topic?: string;
  topic?: string;
  prev_stream?: number;
  stream?: number;
}

/** A direct-message participant in `display_recipient`. */
export interface DisplayRecipientView {
  id: number;
  email: string;
  full_name: string;
  is_mirror_dummy: boolean;
}

/**
 * A message as Zulip's API shows it (GET /messages, GET /messages/{id},
 * `message` events), without the viewer's `flags`: the REST wire shape, which
 * the hot path builds and caches as it is, so it is typed here rather than
 * converted.
 */
export interface MessageDict {
  id: number;
  type: 'stream' | 'private';
  content: string;
  content_type: 'text/html' | 'text/x-markdown';
  subject: string;
  /** Links in the topic, from the realm's current linkifiers and raw URLs. */
  topic_links: Array<{ text: string; url: string }>;
  stream_id?: number;
  recipient_id: number;
  sender_id: number;
  sender_full_name: string;
  sender_email: string;
  sender_realm_str: string;
  avatar_url: string | null;
  client: string;
  timestamp: number;
  reactions: ReactionView[];
  submessages: SubmessageView[];
  is_me_message: boolean;
  last_edit_timestamp?: number;
  last_moved_timestamp?: number;
  edit_history?: EditHistoryView[];
  display_recipient: string | DisplayRecipientView[];
  flags?: string[];
  match_content?: string;
  match_subject?: string;
}

/** A message as GET /messages shows it to one viewer: with `flags` and, for searches, the matches. */
export interface MessageView extends MessageDict {
  flags: string[];
}

/** GET /messages's answer. */
export interface MessagesPageView {
  messages: MessageView[];
  anchor?: number;
  found_anchor: boolean;
  found_oldest: boolean;
  found_newest: boolean;
  history_limited: boolean;
}
