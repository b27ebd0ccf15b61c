import { unixSeconds } from '../clock.ts';
import type { TopicLink } from '../linkifiers/realm-sets.ts';
import { RecipientType } from '../recipient-type.ts';
import { gravatarUrl } from '../users/format.ts';
import { topicForClient } from './limits.ts';
import type { MessageView } from './load.ts';
import type { EditHistoryView, MessageDict } from './view.ts';
import { applyEditHistoryPolicy, type EditHistoryPolicy } from './history/visibility.ts';

export interface FormatOptions {
  applyMarkdown: boolean;
  clientGravatar: boolean;
  allowEmptyTopicName: boolean;
  realmStringId: string;
  /**
   * The realm's message_edit_history_visibility_policy: when given, edit
   * history is filtered by it and the edit/move timestamps are recomputed from
   * it, as Zulip's messages_for_ids does.
   */
  editHistoryPolicy?: EditHistoryPolicy;
  /** The realm's current linkifiers applied to a topic (none when absent). */
  topicLinks?: (topic: string) => TopicLink[];
  /** The user the message is shown to, for recipient_id (see recipientIdSeenBy); absent, the stored one. */
  viewerId?: number;
}

/**
 * Zulip's is_incoming_1_to_1 (feature level 327): to the receiver of a
 * one-to-one direct message, recipient_id is the sender's personal recipient,
 * the conversation as the receiver addresses it; the sender, notes to self,
 * groups and channels keep the message's own.
 */
export function recipientIdSeenBy(m: Pick<MessageView, 'recipientId' | 'recipientType' | 'senderId' | 'senderRecipientId'>, viewerId: number | undefined): number {
  const incoming = m.recipientType === RecipientType.PERSONAL && viewerId !== undefined && viewerId !== m.senderId;
  return incoming && m.senderRecipientId !== null ? m.senderRecipientId : m.recipientId;
}

type EditHistoryEntry = Record<string, unknown>;

/** A message as Zulip's API shows it (GET /messages, `message` events), without `flags`. */
export function formatMessage(m: MessageView, o: FormatOptions): MessageDict {
  const isStream = m.streamId !== null;
  const out: MessageDict = {
    id: m.id,
    sender_id: m.senderId,
    content: o.applyMarkdown ? (m.renderedContent ?? '') : m.content,
    recipient_id: recipientIdSeenBy(m, o.viewerId),
    timestamp: unixSeconds(m.dateSent),
    client: m.sendingClient,
    subject: isStream ? topicForClient(m.subject, o.allowEmptyTopicName) : '',
    topic_links: isStream && o.topicLinks ? o.topicLinks(m.subject) : [],
    is_me_message: m.isMeMessage,
    reactions: m.reactions,
    submessages: m.submessages,
    sender_full_name: m.senderFullName,
    sender_email: m.senderEmail,
    sender_realm_str: o.realmStringId,
    display_recipient: isStream
      ? (m.streamName ?? '')
      : m.dmUsers.map((u) => ({ id: u.id, email: u.email, full_name: u.full_name, is_mirror_dummy: false })),
    type: isStream ? 'stream' : 'private',
    avatar_url: o.clientGravatar && m.senderEmailPublic ? null : gravatarUrl(m.senderDeliveryEmail, m.senderAvatarVersion),
    content_type: o.applyMarkdown ? 'text/html' : 'text/x-markdown',
  };
  if (m.streamId !== null) out.stream_id = m.streamId;
  if (m.lastEditTime) out.last_edit_timestamp = unixSeconds(m.lastEditTime);
  if (m.lastMovedTime) out.last_moved_timestamp = unixSeconds(m.lastMovedTime);
  if (Array.isArray(m.editHistory) && m.editHistory.length > 0) {
    out.edit_history = (m.editHistory as EditHistoryEntry[]).map((e) => formatEditHistoryEntry(e, o.allowEmptyTopicName));
  }
  if (o.editHistoryPolicy !== undefined) applyEditHistoryPolicy(out, m.editHistory, o.editHistoryPolicy);
  return out;
}

/**
 * Edit history stores raw topics; clients without empty-topic support see the
 * display name. The entries are the JSON the edits stored, in Zulip's shape.
 */
function formatEditHistoryEntry(e: EditHistoryEntry, allowEmpty: boolean): EditHistoryView {
  const out = { ...e };
  if (typeof out.prev_topic === 'string') out.prev_topic = topicForClient(out.prev_topic, allowEmpty);
  if (typeof out.topic === 'string') out.topic = topicForClient(out.topic, allowEmpty);
  return out as unknown as EditHistoryView;
}
