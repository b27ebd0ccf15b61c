import type {
  EditHistoryEntry,
  Message,
  MessageSnapshot,
  MessagesPage,
  ReadMessage,
  Reaction,
  SearchMatch,
  Submessage,
} from '../../domain/messages/model.ts';

/*
 * Zulip's message dicts, written from the messages area's read model: the
 * keys in the order Zulip's clients and our byte-for-byte tests know them
 * (Zulip's MessageDict, then the reader's `flags`, then a search's matches).
 */

/** One entry of `reactions`. */
export interface WireReaction {
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
  user_id: number;
}

/** One entry of `submessages` (Zulip's SubMessage.get_raw_db_rows order). */
export interface WireSubmessage {
  id: number;
  message_id: number;
  sender_id: number;
  msg_type: string;
  content: string;
}

/** A message as GET /messages, GET /messages/{id} and `message` events show it. */
export interface WireMessage {
  id: number;
  sender_id: number;
  content: string;
  recipient_id: number;
  timestamp: number;
  client: string;
  subject: string;
  topic_links: Array<{ text: string; url: string }>;
  is_me_message: boolean;
  reactions: WireReaction[];
  submessages: WireSubmessage[];
  sender_full_name: string;
  sender_email: string;
  sender_realm_str: string;
  display_recipient: string | Array<{ id: number; email: string; full_name: string; is_mirror_dummy: boolean }>;
  type: 'stream' | 'private';
  avatar_url: string | null;
  content_type: 'text/html' | 'text/x-markdown';
  stream_id?: number;
  last_edit_timestamp?: number;
  last_moved_timestamp?: number;
  edit_history?: Array<Record<string, unknown>>;
  flags?: string[];
  match_content?: string;
  match_subject?: string;
}

// The read model's reaction and submessage lists are shared (the message
// cache holds them), so each list is written once and reused.
const wireReactions = new WeakMap<Reaction[], WireReaction[]>();
const wireSubmessages = new WeakMap<Submessage[], WireSubmessage[]>();
const NONE: never[] = [];

function reactionsOf(list: Reaction[]): WireReaction[] {
  if (list.length === 0) return NONE;
  let out = wireReactions.get(list);
  if (out === undefined) {
    out = list.map((r) => ({
      emoji_name: r.emojiName,
      emoji_code: r.emojiCode,
      reaction_type: r.reactionType,
      user_id: r.userId,
    }));
    wireReactions.set(list, out);
  }
  return out;
}

function submessagesOf(list: Submessage[]): WireSubmessage[] {
  if (list.length === 0) return NONE;
  let out = wireSubmessages.get(list);
  if (out === undefined) {
    out = list.map((s) => ({
      id: s.id,
      message_id: s.messageId,
      sender_id: s.senderId,
      msg_type: s.msgType,
      content: s.content,
    }));
    wireSubmessages.set(list, out);
  }
  return out;
}

/** An edit-history entry in the order its stored JSON (jsonb: shorter keys first) gives its keys. */
function editHistoryEntryOf(e: EditHistoryEntry): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (e.topic !== undefined) out.topic = e.topic;
  if (e.channelId !== undefined) out.stream = e.channelId;
  out.user_id = e.userId;
  out.timestamp = e.timestamp;
  if (e.prevTopic !== undefined) out.prev_topic = e.prevTopic;
  if (e.prevChannelId !== undefined) out.prev_stream = e.prevChannelId;
  if (e.prevContent !== undefined) out.prev_content = e.prevContent;
  if (e.prevRenderedContent !== undefined) out.prev_rendered_content = e.prevRenderedContent;
  return out;
}

/** Zulip's message dict, without the reader's flags. */
export function wireMessage(m: Message): WireMessage {
  const isChannel = m.channelId !== null;
  const out: WireMessage = {
    id: m.id,
    sender_id: m.senderId,
    content: m.content,
    recipient_id: m.recipientId,
    timestamp: m.timestamp,
    client: m.client,
    subject: m.topic,
    topic_links: m.topicLinks,
    is_me_message: m.isMeMessage,
    reactions: reactionsOf(m.reactions),
    submessages: submessagesOf(m.submessages),
    sender_full_name: m.senderFullName,
    sender_email: m.senderEmail,
    sender_realm_str: m.realmStringId,
    display_recipient: isChannel
      ? (m.channelName ?? '')
      : m.directRecipients.map((u) => ({ id: u.id, email: u.email, full_name: u.fullName, is_mirror_dummy: false })),
    type: isChannel ? 'stream' : 'private',
    avatar_url: m.avatarUrl,
    content_type: m.contentType,
  };
  if (m.channelId !== null) out.stream_id = m.channelId;
  if (m.lastEditTimestamp !== null) out.last_edit_timestamp = m.lastEditTimestamp;
  if (m.lastMovedTimestamp !== null) out.last_moved_timestamp = m.lastMovedTimestamp;
  if (m.editHistory !== null) out.edit_history = m.editHistory.map(editHistoryEntryOf);
  return out;
}

/** A message as one reader fetched it: with their flags and, from a search, the matches. */
export function wireReadMessage(m: ReadMessage): WireMessage {
  const out = wireMessage(m);
  out.flags = m.flags;
  if (m.match !== undefined) Object.assign(out, wireSearchMatch(m.match));
  return out;
}

/** A search's highlighting, as GET /messages and GET /messages/matches_narrow write it. */
export const wireSearchMatch = (match: SearchMatch): { match_content: string; match_subject: string } => ({
  match_content: match.content,
  match_subject: match.topic,
});

/** GET /messages's answer (without `result` and `msg`). */
export function wireMessagesPage(p: MessagesPage): Record<string, unknown> {
  const messages = p.messages.map(wireReadMessage);
  // Asked for by id, Zulip sets these four in this order (and no anchor).
  if (p.anchor === undefined)
    return { messages, history_limited: false, found_anchor: false, found_oldest: false, found_newest: false };
  return {
    messages,
    found_anchor: p.foundAnchor,
    found_oldest: p.foundOldest,
    found_newest: p.foundNewest,
    history_limited: p.historyLimited,
    anchor: p.anchor,
  };
}

/** GET /messages/{id}/history's snapshots, in Zulip's key order. */
export function wireSnapshots(snapshots: MessageSnapshot[]): Array<Record<string, unknown>> {
  return snapshots.map((e) => {
    const out: Record<string, unknown> = {
      content: e.content,
      rendered_content: e.renderedContent,
      timestamp: e.timestamp,
      topic: e.topic,
      user_id: e.userId,
    };
    if (e.prevTopic !== undefined) out.prev_topic = e.prevTopic;
    if (e.prevContent !== undefined) out.prev_content = e.prevContent;
    if (e.prevRenderedContent !== undefined) out.prev_rendered_content = e.prevRenderedContent;
    if (e.contentHtmlDiff !== undefined) out.content_html_diff = e.contentHtmlDiff;
    if (e.prevChannelId !== undefined) out.prev_stream = e.prevChannelId;
    if (e.channelId !== undefined) out.stream = e.channelId;
    return out;
  });
}
