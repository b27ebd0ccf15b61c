import { realmSettingsOf } from '../../realm/settings.ts';
import { MAX_TOPIC_NAME_LENGTH, RESOLVED_TOPIC_PREFIX } from '../limits.ts';
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
