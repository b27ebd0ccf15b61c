import type { Actor } from '../../actor.ts';
import type { Deps } from '../../context.ts';
import type { SearchMatch } from '../model.ts';
import { Viewer } from './channel-history.ts';
import { fetchMessages } from './fetch-messages.ts';
import { readNarrow, type NarrowSource } from './narrow-terms.ts';
import { searchFields } from './search.ts';
import { emptyTopicFallback } from './with-operator.ts';

/** One of the asked-for messages that matches the narrow, with its content and topic as a search shows them. */
export interface NarrowMatch {
  messageId: number;
  match: SearchMatch;
}

/**
 * GET /messages/matches_narrow (Zulip's messages_in_narrow_backend): which of
 * these messages match the narrow, among those the user received (a
 * UserMessage row; other ids are left out, not refused), with the highlighting
 * of a search, so a client can place a new message in a search view. The
 * narrow is GET /messages's, through the same compiler; only "general chat"
 * is read as the empty topic (`with` is not resolved here, as in Zulip).
 */
export async function messagesMatchingNarrow(
  deps: Deps,
  actor: Actor,
  messageIds: number[],
  narrow: NonNullable<NarrowSource>,
): Promise<NarrowMatch[]> {
  const terms = readNarrow(narrow) ?? [];
  const db = deps.db.sql;
  const fetched = await fetchMessages(db, Viewer.of(db, actor), {
    narrow: emptyTopicFallback(terms),
    numBefore: 0,
    numAfter: 0,
    includeAnchor: false,
    messageIds,
    receivedOnly: true,
  });
  const ids = fetched.rows.map((r) => r.id);
  const fields = await searchFields(db, ids, fetched.search);
  return ids.flatMap((id) => {
    const match = fields.get(id);
    return match ? [{ messageId: id, match }] : [];
  });
}
