import { prismaReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import { inTransaction, type Deps } from '../../context.ts';
import { badRequest, invalidMessages } from '../../errors.ts';
import type { EventOf } from '../../events/types.ts';
import { RecipientType } from '../../recipient-type.ts';
import { ALL_FLAGS, EDITABLE_FLAGS, FLAG_BIT, type FlagName } from '../flags.ts';
import { accessibleMessageIds, isStorableId } from '../single/access.ts';
import { unreadMessageDetails } from './unread-details.ts';

/** Flags a user has on a message they can see but never received. */
export const DEFAULT_HISTORICAL_FLAGS = FLAG_BIT.read | FLAG_BIT.historical;

const NON_API_FLAGS = new Set<string>(['is_private', 'active_mobile_push_notification']);

export interface FlagUpdateResult {
  /** How many messages changed (Zulip's `count`). */
  count: number;
  /** Channels whose messages were skipped when marking unread (FL 355). */
  ignoredChannels: number[];
}

/** Zulip's checks in do_update_message_flags, in its order. */
function checkFlag(flag: string, op: string): { bit: number; adding: boolean } {
  if (!(ALL_FLAGS as readonly string[]).includes(flag) || NON_API_FLAGS.has(flag)) {
    throw badRequest(`Invalid flag: '${flag}'`);
  }
  if (!EDITABLE_FLAGS.includes(flag as FlagName)) throw badRequest(`Flag not editable: '${flag}'`);
  if (op !== 'add' && op !== 'remove') throw badRequest(`Invalid message flag operation: '${op}'`);
  return { bit: FLAG_BIT[flag as FlagName], adding: op === 'add' };
}

/**
 * Zulip's do_update_message_flags. Messages already in the wanted state are
 * skipped; a visible message without a UserMessage row behaves as
 * read+historical, and gets a "historical" row only when the change makes it
 * differ from that (starring, collapsing, marking unread). Marking unread
 * ignores messages of channels the user is not subscribed to. One
 * `update_message_flags` event goes to the user, even when nothing changed.
 */
export async function updateMessageFlags(
  deps: Deps,
  actor: Actor,
  op: string,
  flag: string,
  messageIds: number[],
): Promise<FlagUpdateResult> {
  const { bit, adding } = checkFlag(flag, op);
  const target = adding ? bit : 0;
  const me = actor.user;
  return inTransaction(deps, async (tx, emit) => {
    const db = prismaReader(tx);
    let messages = messageIds;
    let ignoredChannels: number[] = [];
    const storable = () => [...new Set(messages.filter(isStorableId))];
    if (flag === 'read' && !adding) {
      const skipped = await db.query<{ id: number; stream_id: number }>(
        `SELECT m.id, r.type_id AS stream_id FROM message m JOIN recipient r ON r.id = m.recipient_id
          WHERE m.id = ANY($1::int[]) AND r.type = ${RecipientType.STREAM}
            AND m.recipient_id NOT IN (SELECT recipient_id FROM subscription WHERE user_id = $2 AND active)`,
        [storable(), me.id],
      );
      const skippedIds = new Set(skipped.map((r) => Number(r.id)));
      ignoredChannels = [...new Set(skipped.map((r) => Number(r.stream_id)))].sort((a, b) => a - b);
      messages = messages.filter((id) => !skippedIds.has(id));
    }
    const rows = await db.query<{ message_id: number; flags: string | number | bigint }>(
      `SELECT message_id, flags FROM user_message WHERE user_id = $1 AND message_id = ANY($2::int[]) FOR UPDATE`,
      [me.id, storable()],
    );
    const current = new Map(rows.map((r) => [Number(r.message_id), Number(r.flags)]));
    messages = messages.filter((id) => ((current.get(id) ?? DEFAULT_HISTORICAL_FLAGS) & bit) !== target);
    const toChange = new Set(messages);
    if ((DEFAULT_HISTORICAL_FLAGS & bit) !== target) {
      const historical = [...toChange].filter((id) => !current.has(id));
      if (historical.length > 0) {
        const accessible = await accessibleMessageIds(db, actor, historical);
        if (historical.some((id) => !accessible.has(id))) throw invalidMessages();
        await tx.$executeRawUnsafe(
          `INSERT INTO user_message (user_id, message_id, flags)
           SELECT $1, unnest($2::int[]), $3::bigint
           ON CONFLICT (user_id, message_id) DO UPDATE SET flags = (user_message.flags & ~$4::bigint) | $5::bigint`,
          me.id,
          historical,
          BigInt((DEFAULT_HISTORICAL_FLAGS & ~bit) | target),
          BigInt(bit),
          BigInt(target),
        );
      }
    }
    const existing = [...toChange].filter((id) => current.has(id));
    if (existing.length > 0) {
      await tx.$executeRawUnsafe(
        adding
          ? `UPDATE user_message SET flags = flags | $3::bigint WHERE user_id = $1 AND message_id = ANY($2::int[])`
          : `UPDATE user_message SET flags = flags & ~$3::bigint WHERE user_id = $1 AND message_id = ANY($2::int[])`,
        me.id,
        existing,
        BigInt(bit),
      );
    }
    const event: EventOf<'update_message_flags'> = {
      type: 'update_message_flags',
      op: adding ? 'add' : 'remove',
      flag,
      messageIds: messages,
      all: false,
    };
    if (flag === 'read' && !adding) event.messageDetails = await unreadMessageDetails(db, me, [...toChange]);
    emit({ realmId: actor.realm.id, userIds: [me.id], event });
    return { count: messages.length, ignoredChannels };
  });
}
