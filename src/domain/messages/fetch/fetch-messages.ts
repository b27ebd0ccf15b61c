import type { SqlReader } from '../../../db/sql.ts';
import { buildNarrow } from './build-query.ts';
import { okToIncludeHistory, type Viewer } from './channel-history.ts';
import { isDbId } from './lookups.ts';
import { notMutedCondition } from './muting.ts';
import { CHANNEL_OPERATORS, type NarrowTerm } from './narrow-terms.ts';
import { SqlParams, type BaseMode } from './sql-params.ts';
import { firstUnreadStatement, idsStatement, rangeStatement, type Statement } from './statements.ts';
import { LARGER_THAN_MAX_MESSAGE_ID, planRange, postProcess, type Window } from './window.ts';

export interface FetchInput {
  /** Already cleaned (see cleanNarrow); null is no narrow. */
  narrow: NarrowTerm[] | null;
  /** A parsed anchor; undefined means the first unread message. */
  anchor?: number;
  numBefore: number;
  numAfter: number;
  includeAnchor: boolean;
  /** The message_ids mode: only these ids, no window. */
  messageIds?: number[];
  /** Zulip's need_user_message: only messages the viewer received (has a UserMessage row for), whatever the narrow. */
  receivedOnly?: boolean;
}

export interface FetchedRow {
  id: number;
  /** The viewer's UserMessage flags; read + historical for messages they never received. */
  flags: number;
}

export interface Fetched<R extends FetchedRow = FetchedRow> {
  rows: R[];
  found_anchor: boolean;
  found_oldest: boolean;
  found_newest: boolean;
  history_limited: boolean;
  /** The anchor used (first_unread resolved); undefined in message_ids mode. */
  anchor?: number;
  /** The joined search operands when the narrow searches. */
  search: string | null;
}

/**
 * Zulip's fetch_messages: the matching message ids (with the viewer's flags)
 * around an anchor or among requested ids, and the found_* facts. Shared by
 * GET /messages and anything else that needs "the messages of this narrow".
 */
export function fetchMessages(db: SqlReader, v: Viewer, input: FetchInput): Promise<Fetched>;
/** With a `reader`, the window's statement is read by it (to load whole messages with it). */
export function fetchMessages<R extends FetchedRow>(
  db: SqlReader,
  v: Viewer,
  input: FetchInput,
  reader: RowReader<R>,
): Promise<Fetched<R>>;
export async function fetchMessages<R extends FetchedRow>(
  db: SqlReader,
  v: Viewer,
  input: FetchInput,
  reader: RowReader<R | FetchedRow> = idsAndFlags,
): Promise<Fetched<R | FetchedRow>> {
  const { narrow } = input;
  const mode: BaseMode = v.isSpectator
    ? 'spectator'
    : !input.receivedOnly && (await okToIncludeHistory(v, narrow))
      ? 'history'
      : 'user';
  const sql = new SqlParams();
  const compiled = await buildNarrow(v, sql, narrow);

  if (input.messageIds !== undefined) {
    const ids = input.messageIds.filter(isDbId);
    const rows = await reader.read(db, idsStatement(sql.fork(), v, mode, compiled.conditions, ids, reader.columns));
    return {
      rows,
      found_anchor: false,
      found_oldest: false,
      found_newest: false,
      history_limited: false,
      search: compiled.search,
    };
  }

  let anchor = input.anchor;
  // Spectators have read everything: their first unread message is past the newest.
  if (anchor === undefined && v.isSpectator) anchor = LARGER_THAN_MAX_MESSAGE_ID;
  if (anchor === undefined) {
    const f = sql.fork();
    // Muting cannot apply to direct messages, so Zulip skips it for DM narrows.
    const notMuted = compiled.isDmNarrow ? null : notMutedCondition(f, v.id, await firstChannelId(v, narrow));
    const first = await run(db, firstUnreadStatement(f, v, compiled.conditions, notMuted));
    anchor = first.length > 0 ? first[0].id : LARGER_THAN_MAX_MESSAGE_ID;
  }
  const w: Window = {
    anchor,
    numBefore: input.numBefore,
    numAfter: input.numAfter,
    includeAnchor: input.includeAnchor,
  };
  const found = await reader.read(
    db,
    rangeStatement(sql.fork(), v, mode, compiled.conditions, planRange(w), reader.columns),
  );
  const limited = postProcess(
    found.sort((a, b) => a.id - b.id),
    w,
  );
  return { ...limited, anchor, search: compiled.search };
}

/** Reads a window's statement; `columns` are added to its select list (`, m.x AS y`). */
export interface RowReader<R extends FetchedRow> {
  columns: string;
  read(db: SqlReader, s: Statement): Promise<R[]>;
}

const idsAndFlags: RowReader<FetchedRow> = { columns: '', read: run };

async function run(db: SqlReader, s: Statement): Promise<FetchedRow[]> {
  const rows = await db.query<{ id: number; flags: string | number | bigint }>(s.text, s.values);
  return rows.map((r) => ({ id: Number(r.id), flags: Number(r.flags) }));
}

/** get_channel_from_narrow_access_unchecked: the first channel term, negated or not. */
async function firstChannelId(v: Viewer, narrow: NarrowTerm[] | null): Promise<number | null> {
  const t = narrow?.find((x) => CHANNEL_OPERATORS.includes(x.operator));
  if (!t) return null;
  return (await v.channel(t.operand))?.id ?? null;
}
