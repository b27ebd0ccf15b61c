import type { Actor } from '../../actor.ts';
import { unixSeconds } from '../../clock.ts';
import type { Deps } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { topicForClient } from '../limits.ts';
import { accessMessage, type AccessedMessage } from '../single/access.ts';
import { highlightHtmlDifferences } from './html-diff.ts';
import { editHistoryPolicy, visibleEditHistory, type EditHistoryEntry } from './visibility.ts';

/**
 * Zulip's fill_edit_history_entries: the stored history (newest first, only
 * what changed) becomes snapshots with the topic and content as of each edit,
 * followed by the original message.
 */
export function fillEditHistoryEntries(m: AccessedMessage, allowEmptyTopicName: boolean): EditHistoryEntry[] {
  const topicOf = (t: string) => (m.isChannelMessage ? topicForClient(t, allowEmptyTopicName) : '');
  let prevContent = m.content;
  let prevRendered = m.renderedContent;
  let prevTopic = topicOf(m.subject);
  const raw = Array.isArray(m.editHistory) ? (m.editHistory as EditHistoryEntry[]) : [];
  const out: EditHistoryEntry[] = [];
  for (const e of raw) {
    const entry: EditHistoryEntry = {
      content: prevContent,
      rendered_content: prevRendered,
      timestamp: e.timestamp,
      topic: prevTopic,
      user_id: e.user_id,
    };
    if ('prev_topic' in e) {
      prevTopic = topicOf(String(e.prev_topic));
      entry.prev_topic = prevTopic;
    }
    if ('prev_content' in e) {
      const rendered = String(entry.rendered_content ?? '');
      entry.prev_content = e.prev_content;
      prevContent = String(e.prev_content);
      entry.prev_rendered_content = e.prev_rendered_content;
      prevRendered = e.prev_rendered_content === null ? null : String(e.prev_rendered_content ?? '');
      entry.content_html_diff = highlightHtmlDifferences(prevRendered ?? '', rendered);
    }
    if ('prev_stream' in e) {
      entry.prev_stream = e.prev_stream;
      entry.stream = e.stream;
    }
    out.push(entry);
  }
  out.push({
    content: prevContent,
    rendered_content: prevRendered,
    timestamp: unixSeconds(m.dateSent),
    topic: prevTopic,
    user_id: m.senderId,
  });
  return out;
}

/** GET /messages/{message_id}/history: oldest snapshot first. */
export async function getMessageHistory(
  deps: Deps,
  actor: Actor,
  messageId: number,
  opts: { allowEmptyTopicName: boolean },
): Promise<{ message_history: EditHistoryEntry[] }> {
  const policy = editHistoryPolicy(actor.realm.settings);
  // Checked before the message is looked up, as Zulip does.
  if (policy === 'none') throw badRequest('Message edit history is disabled in this organization');
  const m = await accessMessage(deps.db.sql, actor, messageId, { modifying: false });
  const visible = visibleEditHistory(policy, fillEditHistoryEntries(m, opts.allowEmptyTopicName));
  return { message_history: visible.reverse() };
}
