import { realmSettingsOf } from '../../realm/settings.ts';
import { MAX_TOPIC_NAME_LENGTH, RESOLVED_TOPIC_PREFIX } from '../limits.ts';
import type { EditHistoryView, MessageDict } from '../view.ts';
import { longerThan, codePointLength } from '../../text.ts';

export type EditHistoryEntry = Record<string, unknown>;
export type EditHistoryPolicy = 'all' | 'moves' | 'none';

/** The realm's message_edit_history_visibility_policy (stored by name). */
export function editHistoryPolicy(realmSettings: unknown): EditHistoryPolicy {
  const v = realmSettingsOf(realmSettings).message_edit_history_visibility_policy;
  return v === 'moves' || v === 'none' ? v : 'all';
}

/**
 * Zulip's visible_edit_history_for_message: under "moves only", content-only
 * edits disappear and combined edits lose their content fields.
 */
export function visibleEditHistory(policy: EditHistoryPolicy, entries: EditHistoryEntry[]): EditHistoryEntry[] {
  if (policy === 'all') return entries;
  const out: EditHistoryEntry[] = [];
  for (const e of entries) {
    if ('prev_content' in e) {
      if (!('prev_topic' in e)) continue;
      const { prev_content: _c, prev_rendered_content: _r, content_html_diff: _d, ...rest } = e;
      out.push(rest);
      continue;
    }
    out.push(e);
  }
  return out;
}

const TRUNCATION = '...';

/** Zulip's topic_resolve_toggled: a rename that only adds or removes the "✔ " prefix. */
export function topicResolveToggled(topic: string, prevTopic: string): boolean {
  const p = RESOLVED_TOPIC_PREFIX;
  if (prevTopic.startsWith(p) && !topic.startsWith(p)) return prevTopic.slice(p.length) === topic;
  if (topic.startsWith(p) && !prevTopic.startsWith(p)) {
    if (!longerThan(prevTopic, MAX_TOPIC_NAME_LENGTH - codePointLength(p))) return topic.slice(p.length) === prevTopic;
    if (topic.endsWith(TRUNCATION)) return prevTopic.startsWith(topic.slice(p.length, -TRUNCATION.length));
  }
  return false;
}

/**
 * What messages_for_ids does to a message dict with edit history: the
 * timestamps are recomputed from the history (the stored last_edit_time also
 * moves on topic and channel moves), then the history is filtered or dropped
 * per the realm policy. (GET /messages could share this: format.ts copies
 * the stored entries as they are.)
 */
export function applyEditHistoryPolicy(
  msg: Pick<MessageDict, 'edit_history' | 'last_edit_timestamp' | 'last_moved_timestamp'>,
  rawHistory: unknown,
  policy: EditHistoryPolicy,
): void {
  if (!Array.isArray(rawHistory) || rawHistory.length === 0) {
    delete msg.edit_history;
    return;
  }
  let lastMoved = 0;
  let lastEdit = 0;
  for (const item of rawHistory as EditHistoryEntry[]) {
    const ts = Number(item.timestamp);
    if ('prev_stream' in item) lastMoved = Math.max(lastMoved, ts);
    else if ('prev_topic' in item && !topicResolveToggled(String(item.topic), String(item.prev_topic))) {
      lastMoved = Math.max(lastMoved, ts);
    }
    if ('prev_content' in item) lastEdit = Math.max(lastEdit, ts);
  }
  if (lastMoved !== 0) msg.last_moved_timestamp = lastMoved;
  if (lastEdit !== 0) msg.last_edit_timestamp = lastEdit;
  else delete msg.last_edit_timestamp;
  if (policy === 'none' || !Array.isArray(msg.edit_history)) {
    delete msg.edit_history;
    return;
  }
  // prev_rendered_content_version is stored for re-rendering, never shown to clients.
  const entries: EditHistoryEntry[] = msg.edit_history.map((e) => {
    const { prev_rendered_content_version: _v, ...rest }: EditHistoryEntry = { ...e };
    return rest;
  });
  // Filtering only drops entries and fields, so the entries keep their shape.
  msg.edit_history = visibleEditHistory(policy, entries) as unknown as EditHistoryView[];
}
