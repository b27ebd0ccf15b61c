import type { Actor } from '../../actor.ts';
import { unixSeconds } from '../../clock.ts';
import type { Deps } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { topicForClient } from '../../message-limits.ts';
import { accessMessage, type AccessedMessage } from '../single/access.ts';
import { highlightHtmlDifferences } from './html-diff.ts';
import type { MessageSnapshot } from '../model.ts';
import { editHistoryOf } from './shown.ts';
import { editHistoryPolicy, visibleEditHistory } from './visibility.ts';

/**
 * Zulip's fill_edit_history_entries: the stored history (newest first, only
 * what changed) becomes snapshots with the topic and content as of each edit,
 * followed by the original message.
 */
export function fillEditHistoryEntries(m: AccessedMessage, allowEmptyTopicName: boolean): MessageSnapshot[] {
  const topicOf = (t: string) => (m.isChannelMessage ? topicForClient(t, allowEmptyTopicName) : '');
  let prevContent = m.content;
  let prevRendered = m.renderedContent;
  let prevTopic = topicOf(m.subject);
  const out: MessageSnapshot[] = [];
  for (const e of editHistoryOf(m.editHistory) ?? []) {
    const entry: MessageSnapshot = {
      content: prevContent,
      renderedContent: prevRendered,
      timestamp: e.timestamp,
      topic: prevTopic,
      userId: e.userId,
    };
    if (e.prevTopic !== undefined) {
      prevTopic = topicOf(e.prevTopic);
      entry.prevTopic = prevTopic;
    }
    if (e.prevContent !== undefined) {
      const rendered = entry.renderedContent ?? '';
      entry.prevContent = e.prevContent;
      prevContent = e.prevContent;
      entry.prevRenderedContent = e.prevRenderedContent;
      prevRendered = e.prevRenderedContent === null ? null : (e.prevRenderedContent ?? '');
      entry.contentHtmlDiff = highlightHtmlDifferences(prevRendered ?? '', rendered);
    }
    if (e.prevChannelId !== undefined) {
      entry.prevChannelId = e.prevChannelId;
      entry.channelId = e.channelId;
    }
    out.push(entry);
  }
  out.push({
    content: prevContent,
    renderedContent: prevRendered,
    timestamp: unixSeconds(m.dateSent),
    topic: prevTopic,
    userId: m.senderId,
  });
  return out;
}

/** GET /messages/{message_id}/history: oldest snapshot first. */
export async function getMessageHistory(
  deps: Deps,
  actor: Actor,
  messageId: number,
  opts: { allowEmptyTopicName: boolean },
): Promise<MessageSnapshot[]> {
  const policy = editHistoryPolicy(actor.realm.settings);
  // Checked before the message is looked up, as Zulip does.
  if (policy === 'none') throw badRequest('Message edit history is disabled in this organization');
  const m = await accessMessage(deps.db.sql, actor, messageId, { modifying: false });
  const visible = visibleEditHistory(policy, fillEditHistoryEntries(m, opts.allowEmptyTopicName));
  return visible.reverse();
}
