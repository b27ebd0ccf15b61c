import { EMPTY_TOPIC_DISPLAY_NAME } from '../../message-limits.ts';
import { RecipientType } from '../../recipient-type.ts';
import { hasMessageAccess, type Viewer } from './channel-history.ts';
import { isDbId } from './lookups.ts';
import { badNarrow, invalidCombination, type NarrowTerm } from './narrow-terms.ts';
import { pyInt } from '../../python-text.ts';

/**
 * Zulip's clean_narrow_for_message_fetch: the first `topic` term spelled
 * "general chat" means the empty topic; then a `with` term is resolved.
 */
export async function cleanNarrow(v: Viewer, narrow: NarrowTerm[] | null): Promise<NarrowTerm[] | null> {
  const terms = emptyTopicFallback(narrow);
  return terms === null ? null : resolveWith(v, terms);
}

/**
 * Zulip's update_narrow_terms_containing_empty_topic_fallback_name: the first
 * `topic` term spelled "general chat" means the empty topic. (The endpoints
 * that call it alone do not resolve `with`.)
 */
export function emptyTopicFallback(narrow: NarrowTerm[] | null): NarrowTerm[] | null {
  if (narrow === null) return null;
  const terms = narrow.map((t) => ({ ...t }));
  const topic = terms.find((t) => t.operator === 'topic');
  if (topic && topic.operand === EMPTY_TOPIC_DISPLAY_NAME) topic.operand = '';
  return terms;
}

/** Operators that name a conversation, as sent (Zulip does not canonicalize them here). */
const CONVERSATION_OPERATORS = new Set(['stream', 'channel', 'topic', 'dm', 'pm-with']);

/** can_narrow_define_conversation: a dm term, or a channel term and a topic term. */
function definesConversation(terms: NarrowTerm[]): boolean {
  let channel = false;
  let topic = false;
  for (const t of terms) {
    if (t.operator === 'dm' || t.operator === 'pm-with') return true;
    if (t.operator === 'stream' || t.operator === 'channel') channel = true;
    else if (t.operator === 'topic') topic = true;
    if (channel && topic) return true;
  }
  return false;
}

interface TargetRow extends Record<string, unknown> {
  id: number;
  rtype: number;
  type_id: number;
  recipient_id: number;
  subject: string;
}

/**
 * The `with` operator (FL 271) keeps a link to a conversation working after
 * the message moves: it replaces the channel/topic/dm terms with the
 * conversation the message is in now. If the viewer cannot see the message,
 * the other terms are used as they are, provided they name a conversation.
 */
async function resolveWith(v: Viewer, terms: NarrowTerm[]): Promise<NarrowTerm[]> {
  const withTerms = terms.filter((t) => t.operator === 'with');
  if (withTerms.length > 1) throw invalidCombination("Duplicate 'with' operators.");
  if (withTerms.length === 0) return terms;
  const rest = terms.filter((t) => t !== withTerms[0]);
  const operand = withTerms[0].operand;
  const messageId = typeof operand === 'string' ? pyInt(operand) : Number(operand);
  if (messageId === undefined) throw badNarrow("Invalid 'with' operator");

  const target = await loadTarget(v, messageId);
  if (!target) {
    if (definesConversation(rest)) return rest;
    throw badNarrow("Invalid 'with' operator");
  }
  const others = rest.filter((t) => !CONVERSATION_OPERATORS.has(t.operator));
  if (target.rtype === RecipientType.STREAM) {
    return [
      { operator: 'channel', operand: target.type_id, negated: false },
      { operator: 'topic', operand: target.subject, negated: false },
      ...others,
    ];
  }
  if (target.rtype === RecipientType.PERSONAL) {
    // As in Zulip: the recipient's id, which for a message one received is oneself.
    return [{ operator: 'dm', operand: [target.type_id], negated: false }, ...others];
  }
  const members = await v.db.query<{ user_id: number }>(
    `SELECT user_id FROM subscription WHERE recipient_id = $1 ORDER BY user_id`,
    [target.recipient_id],
  );
  return [{ operator: 'dm', operand: members.map((m) => Number(m.user_id)), negated: false }, ...others];
}

async function loadTarget(v: Viewer, messageId: number): Promise<TargetRow | undefined> {
  if (!isDbId(messageId)) return undefined;
  const rows = await v.db.query<TargetRow>(
    `SELECT m.id, r.type AS rtype, r.type_id, m.recipient_id, m.subject
       FROM message m JOIN recipient r ON r.id = m.recipient_id
      WHERE m.id = $1 AND m.realm_id = $2`,
    [messageId, v.realmId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const streamId = row.rtype === RecipientType.STREAM ? Number(row.type_id) : null;
  return (await hasMessageAccess(v, { id: Number(row.id), streamId })) ? row : undefined;
}
