import { topicForClient } from '../../message-limits.ts';
import type { EditHistoryEntry } from '../model.ts';
import { topicResolveToggled, visibleEditHistory, type EditHistoryPolicy } from './visibility.ts';

/** A message row's stored edit history (Zulip's JSON, newest first), typed; null when never edited. */
export function editHistoryOf(stored: unknown): EditHistoryEntry[] | null {
  if (!Array.isArray(stored) || stored.length === 0) return null;
  return (stored as Array<Record<string, unknown>>).map((e) => {
    const entry: EditHistoryEntry = {
      timestamp: Number(e.timestamp),
      userId: e.user_id === null || e.user_id === undefined ? null : Number(e.user_id),
    };
    if ('prev_content' in e) entry.prevContent = String(e.prev_content);
    if ('prev_rendered_content' in e)
      entry.prevRenderedContent = e.prev_rendered_content === null ? null : String(e.prev_rendered_content);
    if ('prev_topic' in e) entry.prevTopic = String(e.prev_topic);
    if ('topic' in e) entry.topic = String(e.topic);
    if ('prev_stream' in e) entry.prevChannelId = Number(e.prev_stream);
    if ('stream' in e) entry.channelId = Number(e.stream);
    return entry;
  });
}

export interface ShownHistory {
  editHistory: EditHistoryEntry[] | null;
  lastEditTimestamp: number | null;
  lastMovedTimestamp: number | null;
}

/**
 * A message's edit history and edit/move times as a reader sees them. With
 * the realm's policy (Zulip's messages_for_ids) the times are recomputed from
 * the history (the stored last_edit_time also moves on topic and channel
 * moves), then the history is filtered or dropped; without it (a new
 * message's event), as stored. Topics show as the reader asked
 * (`allowEmptyTopicName`).
 */
export function shownHistory(
  stored: ShownHistory,
  policy: EditHistoryPolicy | undefined,
  allowEmptyTopicName: boolean,
): ShownHistory {
  const entries = stored.editHistory;
  if (entries === null || policy === undefined)
    return { ...stored, editHistory: entries && withTopicsFor(entries, allowEmptyTopicName) };
  let lastMoved = 0;
  let lastEdit = 0;
  for (const e of entries) {
    if (e.prevChannelId !== undefined) lastMoved = Math.max(lastMoved, e.timestamp);
    else if (e.prevTopic !== undefined && !topicResolveToggled(String(e.topic), e.prevTopic))
      lastMoved = Math.max(lastMoved, e.timestamp);
    if (e.prevContent !== undefined) lastEdit = Math.max(lastEdit, e.timestamp);
  }
  return {
    lastMovedTimestamp: lastMoved !== 0 ? lastMoved : stored.lastMovedTimestamp,
    lastEditTimestamp: lastEdit !== 0 ? lastEdit : null,
    editHistory: policy === 'none' ? null : withTopicsFor(visibleEditHistory(policy, entries), allowEmptyTopicName),
  };
}

/** Edit history stores raw topics; readers without empty-topic support see the display name. */
function withTopicsFor(entries: EditHistoryEntry[], allowEmpty: boolean): EditHistoryEntry[] {
  if (allowEmpty || !entries.some((e) => e.topic === '' || e.prevTopic === '')) return entries;
  return entries.map((e) => {
    const out = { ...e };
    if (out.prevTopic !== undefined) out.prevTopic = topicForClient(out.prevTopic, false);
    if (out.topic !== undefined) out.topic = topicForClient(out.topic, false);
    return out;
  });
}
