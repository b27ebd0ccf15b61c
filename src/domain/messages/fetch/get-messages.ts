import type { SqlReader } from '../../../db/sql.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Deps } from '../../context.ts';
import { badRequest, incompatibleParameters } from '../../errors.ts';
import { FLAG_BIT, flagsToList } from '../flags.ts';
import { formatMessage } from '../format.ts';
import { MAX_MESSAGES_PER_FETCH } from '../limits.ts';
import { loadMessages } from '../load.ts';
import { compileNarrow, type CompiledNarrow } from './build-query.ts';
import { checkOperatorCombination, type NarrowTerm } from './narrow-terms.ts';
import { resolveWithOperator } from './with-operator.ts';

/** Zulip's LARGER_THAN_MAX_MESSAGE_ID: the anchor "newest". */
export const LARGER_THAN_MAX_MESSAGE_ID = 10_000_000_000_000_000;

export type Anchor = number | 'newest' | 'oldest' | 'first_unread';

export interface GetMessagesInput {
  anchor?: string;
  numBefore?: number;
  numAfter?: number;
  includeAnchor?: boolean;
  narrow: NarrowTerm[];
  messageIds?: number[];
  useFirstUnreadAnchor?: boolean;
  applyMarkdown: boolean;
  clientGravatar: boolean;
  allowEmptyTopicName: boolean;
}

/** Zulip's anchor parsing: clamps integers into [0, 10^16]; anything else is "Invalid anchor". */
export function parseAnchor(raw: string | undefined, useFirstUnread: boolean): Anchor {
  if (useFirstUnread) return 'first_unread';
  if (raw === undefined) throw badRequest("Missing 'anchor' argument.");
  if (raw === 'newest' || raw === 'oldest' || raw === 'first_unread') return raw;
  if (!/^-?\d+$/.test(raw)) throw badRequest('Invalid anchor');
  const n = Number(raw);
  return Math.min(Math.max(n, 0), LARGER_THAN_MAX_MESSAGE_ID);
}

interface Row extends Record<string, unknown> {
  id: number;
  flags: string | number | bigint | null;
}

function baseQuery(c: CompiledNarrow, viewerParam: string): string {
  return c.includeHistory
    ? `FROM message m LEFT JOIN user_message um ON um.message_id = m.id AND um.user_id = ${viewerParam}
       WHERE ${c.where.join(' AND ')} AND (um.message_id IS NOT NULL OR m.is_channel_message)`
    : `FROM user_message um JOIN message m ON m.id = um.message_id
       WHERE um.user_id = ${viewerParam} AND ${c.where.join(' AND ')}`;
}

/** GET /messages: validation in Zulip's order, then the anchor window or the message_ids list. */
export async function getMessages(deps: Deps, actor: Actor, input: GetMessagesInput): Promise<Record<string, unknown>> {
  const numBefore = input.numBefore ?? 0;
  const numAfter = input.numAfter ?? 0;
  if (input.messageIds !== undefined) {
    if (numBefore || numAfter || input.anchor !== undefined || input.useFirstUnreadAnchor) {
      throw incompatibleParameters(['num_before', 'num_after', 'anchor', 'message_ids', 'include_anchor', 'use_first_unread_anchor']);
    }
  }
  const anchor = input.messageIds === undefined ? parseAnchor(input.anchor, input.useFirstUnreadAnchor === true) : undefined;
  const narrow = await resolveWithOperator(deps, actor, input.narrow);
  const count = input.messageIds !== undefined ? input.messageIds.length : numBefore + numAfter;
  if (count > MAX_MESSAGES_PER_FETCH) throw badRequest(`Too many messages requested (maximum ${MAX_MESSAGES_PER_FETCH}).`);
  const includeAnchor = input.messageIds === undefined ? (input.includeAnchor ?? true) : false;
  if (numBefore > 0 && numAfter > 0 && !includeAnchor) {
    throw badRequest('The anchor can only be excluded at an end of the range');
  }
  checkOperatorCombination(narrow);
  const compiled = await compileNarrow(deps.db.prisma, actor, narrow);
  const db = deps.db.sql;
  const params = [...compiled.params, actor.user.id];
  const viewer = `$${params.length}`;
  const from = baseQuery(compiled, viewer);

  let rows: Row[];
  let result: Record<string, unknown>;
  if (input.messageIds !== undefined) {
    rows = await db.query<Row>(
      `SELECT m.id, um.flags ${from} AND m.id = ANY($${params.length + 1}::int[]) ORDER BY m.id`,
      [...params, input.messageIds.filter((id) => id <= 2147483647)],
    );
    result = { found_anchor: false, found_newest: false, found_oldest: false, history_limited: false };
  } else {
    const anchorId = anchor === 'newest' ? LARGER_THAN_MAX_MESSAGE_ID : anchor === 'oldest' ? 0 : anchor === 'first_unread' ? await firstUnread(db, from, params) : (anchor as number);
    // The anchor may be 10^16 ("newest"), beyond the int range of message ids.
    const a = `$${params.length + 1}::bigint`;
    const before =
      numBefore > 0
        ? await db.query<Row>(`SELECT m.id, um.flags ${from} AND m.id < ${a} ORDER BY m.id DESC LIMIT ${numBefore}`, [...params, anchorId])
        : [];
    const afterLimit = numAfter + (includeAnchor ? 1 : 0);
    const after =
      afterLimit > 0
        ? await db.query<Row>(
            `SELECT m.id, um.flags ${from} AND m.id ${includeAnchor ? '>=' : '>'} ${a} ORDER BY m.id ASC LIMIT ${afterLimit}`,
            [...params, anchorId],
          )
        : [];
    const foundAnchor = includeAnchor && after.length > 0 && Number(after[0].id) === anchorId;
    const afterCount = after.length - (foundAnchor ? 1 : 0);
    rows = [...before.reverse(), ...after];
    result = {
      anchor: anchorId,
      found_anchor: foundAnchor,
      found_oldest: anchorId === 0 || before.length < numBefore,
      found_newest: anchorId >= LARGER_THAN_MAX_MESSAGE_ID || afterCount < numAfter,
      history_limited: false,
    };
  }
  const views = await loadMessages(db, rows.map((r) => Number(r.id)));
  const flagsById = new Map(rows.map((r) => [Number(r.id), r.flags]));
  const messages = views.map((v) => {
    const raw = flagsById.get(v.id);
    const bits = raw === null || raw === undefined ? FLAG_BIT.read | FLAG_BIT.historical : Number(raw);
    const m = formatMessage(v, {
      applyMarkdown: input.applyMarkdown,
      clientGravatar: input.clientGravatar,
      allowEmptyTopicName: input.allowEmptyTopicName,
      realmStringId: actor.realm.stringId,
    });
    m.flags = flagsToList(bits);
    if (compiled.search.length > 0) {
      m.match_content = m.content;
      m.match_subject = m.subject;
    }
    return m;
  });
  return { ...result, messages };
}

/** The oldest unread matching message, ignoring muted channels and topics; else "newest". */
async function firstUnread(db: SqlReader, from: string, params: unknown[]): Promise<number> {
  const viewer = `$${params.length}`;
  const rows = await db.query<{ id: number }>(
    `SELECT m.id ${from} AND um.message_id IS NOT NULL AND (um.flags & ${FLAG_BIT.read}) = 0
       AND NOT EXISTS (SELECT 1 FROM subscription s WHERE s.user_id = ${viewer} AND s.recipient_id = m.recipient_id AND s.is_muted)
       AND NOT EXISTS (SELECT 1 FROM user_topic ut JOIN stream st ON st.id = ut.stream_id
                        WHERE ut.user_id = ${viewer} AND st.recipient_id = m.recipient_id
                          AND lower(ut.topic_name) = lower(m.subject) AND ut.visibility_policy = 1)
     ORDER BY m.id ASC LIMIT 1`,
    params,
  );
  return rows.length > 0 ? Number(rows[0].id) : LARGER_THAN_MAX_MESSAGE_ID;
}
