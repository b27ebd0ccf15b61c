import type { TopicLink } from '../markdown/linkifier-sets.ts';
import type { ApiFlag } from './flags.ts';
import type { PagePeopleRows } from './fetch/page-people.ts';

/*
 * The messages area's read model: what every message read returns (a page,
 * one message, a new message's event), typed and named for this codebase.
 * Zulip's wire format (snake_case, `display_recipient`, `subject`…) is
 * written from these values by the REST presenter, and GraphQL resolves its
 * fields from them.
 */

export type { ApiFlag, TopicLink };

/** An emoji reaction on a message, by one user. */
export interface Reaction {
  emojiName: string;
  emojiCode: string;
  /** unicode_emoji, realm_emoji or zulip_extra_emoji. */
  reactionType: string;
  userId: number;
}

/** One change to a message's widget (the first, `msgType` "widget", is the widget itself). */
export interface Submessage {
  id: number;
  messageId: number;
  senderId: number;
  msgType: string;
  /** The client's JSON text, as it was sent. */
  content: string;
}

/** One entry of a message's edit history: what one edit or move changed. */
export interface EditHistoryEntry {
  /** UNIX seconds. */
  timestamp: number;
  /** Null for edits the system made. */
  userId: number | null;
  prevContent?: string;
  /** Null when the previous content was never rendered. */
  prevRenderedContent?: string | null;
  prevTopic?: string;
  topic?: string;
  prevChannelId?: number;
  channelId?: number;
}

/** A participant of a direct-message conversation. */
export interface DirectRecipient {
  id: number;
  email: string;
  fullName: string;
}

/** A message as a reader sees it, without their own flags (a new message's event carries these apart). */
export interface Message {
  id: number;
  senderId: number;
  /** Rendered HTML, or the Markdown source when read without rendering (`contentType`). */
  content: string;
  contentType: 'text/html' | 'text/x-markdown';
  /** The conversation as the reader addresses it (an incoming 1:1 message's is the sender's). */
  recipientId: number;
  /** UNIX seconds. */
  timestamp: number;
  /** The sending client's name. */
  client: string;
  /** Empty for direct messages; the empty topic as the reader asked to see it. */
  topic: string;
  /** Links in the topic, from the realm's current linkifiers and raw URLs. */
  topicLinks: TopicLink[];
  isMeMessage: boolean;
  reactions: Reaction[];
  submessages: Submessage[];
  /** The sender as the reader may see them (an inaccessible sender is an "Unknown user"). */
  senderFullName: string;
  senderEmail: string;
  /** Null when the reader computes the gravatar from `senderEmail` (client_gravatar). */
  avatarUrl: string | null;
  realmStringId: string;
  /** Null for direct messages. */
  channelId: number | null;
  /** The channel's current name; null for direct messages. */
  channelName: string | null;
  /** A direct message's participants, ascending by id, the sender included; empty for channel messages. */
  directRecipients: DirectRecipient[];
  lastEditTimestamp: number | null;
  lastMovedTimestamp: number | null;
  /** Newest first; null when never edited or hidden by the organization's policy. */
  editHistory: EditHistoryEntry[] | null;
}

/** Where a search narrow matched, highlighted. */
export interface SearchMatch {
  content: string;
  topic: string;
}

/** A message as one reader reads it: with their flags and, from a search, the matches. */
export interface ReadMessage extends Message {
  flags: ApiFlag[];
  match?: SearchMatch;
}

/** A window of messages around an anchor (or the messages asked for by id). */
export interface MessagesPage {
  messages: ReadMessage[];
  /** The anchor used; absent when messages were asked for by id. */
  anchor?: number;
  foundAnchor: boolean;
  foundOldest: boolean;
  foundNewest: boolean;
  historyLimited: boolean;
  /** The users and channels the page shows, when asked for (PageParts.people); may lack one that came since. */
  people?: PagePeopleRows;
}

/**
 * One state of a message in GET /messages/{id}/history: its topic and content
 * as of an edit (the last, the original message), with what that edit changed.
 */
export interface MessageSnapshot {
  content: string;
  renderedContent: string | null;
  /** UNIX seconds. */
  timestamp: number;
  topic: string;
  userId: number | null;
  prevTopic?: string;
  prevContent?: string;
  prevRenderedContent?: string | null;
  /** The rendered content with the edit's changes marked up. */
  contentHtmlDiff?: string;
  prevChannelId?: number;
  channelId?: number;
}
