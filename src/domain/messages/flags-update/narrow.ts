import type { Actor } from '../../actor.ts';
import type { Deps } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { Viewer } from '../fetch/channel-history.ts';
import { fetchMessages } from '../fetch/fetch-messages.ts';
import { readNarrow, type NarrowSource } from '../fetch/narrow-terms.ts';
import { readTypedField, type TypedFieldsOrReader } from '../../input-reader.ts';
import { checkWindowCounts, parseAnchor } from '../fetch/window.ts';
import { emptyTopicFallback } from '../fetch/with-operator.ts';
import { updateMessageFlags } from './update-flags.ts';

/** Zulip's MAX_MESSAGES_PER_UPDATE: larger windows are shrunk, not refused. */
export const MAX_MESSAGES_PER_UPDATE = 5000;

export interface FlagsForNarrowInput {
  anchor: string;
  includeAnchor: boolean;
  numBefore: number;
  numAfter: number;
  /** null: no narrow. */
  narrow: NarrowSource;
  op: string;
  flag: string;
}

export interface FlagsForNarrowResult {
  processedCount: number;
  updatedCount: number;
  firstProcessedId: number | null;
  lastProcessedId: number | null;
  foundOldest: boolean;
  foundNewest: boolean;
  /** Channels whose messages were skipped (marking unread where the viewer is not subscribed). */
  ignoredChannels: number[];
}

/**
 * POST /messages/flags/narrow (FL 155, Zulip's update_message_flags_for_narrow):
 * the anchor window of Zulip's fetch_messages (as GET /messages), then the
 * flag update on exactly those messages.
 */
export async function updateFlagsForNarrow(
  deps: Deps,
  actor: Actor,
  source: TypedFieldsOrReader<FlagsForNarrowInput>,
): Promise<FlagsForNarrowResult> {
  // The parameters in Zulip's (alphabetical) order, the narrow's operands checked before the later ones are read.
  const read = <K extends keyof FlagsForNarrowInput>(key: K) => readTypedField(source, key);
  const input = {
    anchor: read('anchor'),
    flag: read('flag'),
    includeAnchor: read('includeAnchor'),
    narrow: readNarrow(read('narrow')),
    numAfter: read('numAfter'),
    numBefore: read('numBefore'),
    op: read('op'),
  };
  const { narrow } = input;
  checkWindowCounts(input);
  const anchor = parseAnchor(input.anchor, false);
  if (input.numBefore > 0 && input.numAfter > 0 && !input.includeAnchor) {
    throw badRequest('The anchor can only be excluded at an end of the range');
  }
  const numBefore = Math.min(
    input.numBefore,
    Math.max(MAX_MESSAGES_PER_UPDATE - input.numAfter, MAX_MESSAGES_PER_UPDATE / 2),
  );
  const numAfter = Math.min(input.numAfter, MAX_MESSAGES_PER_UPDATE - numBefore);
  const fetched = await fetchMessages(deps.db.sql, Viewer.of(deps.db.sql, actor), {
    narrow: emptyTopicFallback(narrow),
    anchor,
    numBefore,
    numAfter,
    includeAnchor: input.includeAnchor,
  });
  const ids = fetched.rows.map((r) => r.id);
  const { count, ignoredChannels } = await updateMessageFlags(deps, actor, input.op, input.flag, ids);
  return {
    processedCount: ids.length,
    updatedCount: count,
    firstProcessedId: ids.length > 0 ? ids[0] : null,
    lastProcessedId: ids.length > 0 ? ids[ids.length - 1] : null,
    foundOldest: fetched.found_oldest,
    foundNewest: fetched.found_newest,
    ignoredChannels,
  };
}
