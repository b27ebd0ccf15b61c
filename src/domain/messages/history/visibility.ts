import { realmSettingsOf } from '../../realm/settings.ts';
import { MAX_TOPIC_NAME_LENGTH, RESOLVED_TOPIC_PREFIX } from '../../message-limits.ts';
import { longerThan, codePointLength } from '../../text.ts';

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
export function visibleEditHistory<E extends ContentChange>(policy: EditHistoryPolicy, entries: E[]): E[] {
  if (policy === 'all') return entries;
  return entries.flatMap((e) => {
    if (e.prevContent === undefined) return [e];
    if (e.prevTopic === undefined) return [];
    const { prevContent: _c, prevRenderedContent: _r, contentHtmlDiff: _d, ...rest } = e;
    // Only the optional content fields are left out, so the entry keeps its type.
    return [rest as E];
  });
}

/** What an edit-history entry (stored, or a snapshot of GET /messages/{id}/history) may say of a content edit. */
interface ContentChange {
  prevContent?: string;
  prevRenderedContent?: string | null;
  contentHtmlDiff?: string;
  prevTopic?: string;
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
