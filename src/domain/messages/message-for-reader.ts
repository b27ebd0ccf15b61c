import { unixSeconds } from '../clock.ts';
import type { TopicLink } from '../markdown/linkifier-sets.ts';
import { RecipientType } from '../recipient-type.ts';
import { gravatarUrl } from '../users/format.ts';
import { shownHistory } from './history/shown.ts';
import type { EditHistoryPolicy } from './history/visibility.ts';
import { topicForClient } from '../message-limits.ts';
import type { LoadedMessage } from './load.ts';
import type { Message } from './model.ts';

export interface ReadOptions {
  /** Rendered HTML (true) or the Markdown source. */
  applyMarkdown: boolean;
  /** The reader computes gravatars from public addresses: avatarUrl is null for those. */
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
  /** The user the message is shown to, for recipientId (see recipientIdSeenBy); absent, the stored one. */
  viewerId?: number;
}

/**
 * Zulip's is_incoming_1_to_1 (feature level 327): to the receiver of a
 * one-to-one direct message, recipient_id is the sender's personal recipient,
 * the conversation as the receiver addresses it; the sender, notes to self,
 * groups and channels keep the message's own.
 */
export function recipientIdSeenBy(
  m: Pick<LoadedMessage, 'recipientId' | 'recipientType' | 'senderId' | 'senderRecipientId'>,
  viewerId: number | undefined,
): number {
  const incoming = m.recipientType === RecipientType.PERSONAL && viewerId !== undefined && viewerId !== m.senderId;
  return incoming && m.senderRecipientId !== null ? m.senderRecipientId : m.recipientId;
}

/** A loaded message as a reader sees it (Zulip's messages_for_ids and finalize_payload), without their flags. */
export function messageFor(m: LoadedMessage, o: ReadOptions): Message {
  const isChannel = m.streamId !== null;
  const history = shownHistory(
    {
      editHistory: m.editHistory,
      lastEditTimestamp: m.lastEditTime ? unixSeconds(m.lastEditTime) : null,
      lastMovedTimestamp: m.lastMovedTime ? unixSeconds(m.lastMovedTime) : null,
    },
    o.editHistoryPolicy,
    o.allowEmptyTopicName,
  );
  return {
    id: m.id,
    senderId: m.senderId,
    content: o.applyMarkdown ? (m.renderedContent ?? '') : m.content,
    contentType: o.applyMarkdown ? 'text/html' : 'text/x-markdown',
    recipientId: recipientIdSeenBy(m, o.viewerId),
    timestamp: unixSeconds(m.dateSent),
    client: m.sendingClient,
    topic: isChannel ? topicForClient(m.subject, o.allowEmptyTopicName) : '',
    topicLinks: isChannel && o.topicLinks ? o.topicLinks(m.subject) : [],
    isMeMessage: m.isMeMessage,
    reactions: m.reactions,
    submessages: m.submessages,
    senderFullName: m.senderFullName,
    senderEmail: m.senderEmail,
    avatarUrl:
      o.clientGravatar && m.senderEmailPublic ? null : gravatarUrl(m.senderDeliveryEmail, m.senderAvatarVersion),
    realmStringId: o.realmStringId,
    channelId: m.streamId,
    channelName: isChannel ? (m.streamName ?? '') : null,
    directRecipients: m.dmUsers,
    lastEditTimestamp: history.lastEditTimestamp,
    lastMovedTimestamp: history.lastMovedTimestamp,
    editHistory: history.editHistory,
  };
}
