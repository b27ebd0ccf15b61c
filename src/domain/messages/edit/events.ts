import type { Tx } from '../../context.ts';
import type { AddressedEvent, EventOf } from '../../events/types.ts';
import { Role } from '../../roles.ts';
import { FLAG_BIT, flagsToList } from '../flags.ts';
import type { ChannelMoveSets } from './move.ts';
import type { ChannelEditRequest } from './request.ts';

const activeSubscribers = async (tx: Tx, recipientId: number | null, withDeactivated = false) =>
  (
    await tx.$queryRawUnsafe<Array<{ user_id: number; role: number }>>(
      `SELECT s.user_id, u.role FROM subscription s JOIN user_profile u ON u.id = s.user_id
        WHERE s.recipient_id = $1 AND s.active ${withDeactivated ? '' : 'AND s.is_user_active AND u.is_active'}`,
      recipientId,
    )
  ).map((r) => ({ id: r.user_id, guest: r.role === Role.GUEST }));

/**
 * Who hears of an edit, and with which flags (Zulip's do_update_message):
 * everyone holding a UserMessage row for the edited message, with their own
 * flags; and when the old channel's history is shared, the subscribers of the
 * new channel (and, for channel moves, those of the old one not in the new)
 * with flags ["read"], except users who lost access and guests who only
 * follow the new channel. Returns user ids grouped by their flags.
 */
export async function updateMessageAudience(
  tx: Tx,
  messageId: number,
  req: ChannelEditRequest | null,
  sets: ChannelMoveSets | null,
): Promise<Map<number, number[]>> {
  const rows = await tx.$queryRawUnsafe<Array<{ user_id: number; flags: bigint | number }>>(
    `SELECT user_id, flags FROM user_message WHERE message_id = $1 ORDER BY user_id`,
    messageId,
  );
  const byFlags = new Map<number, number[]>();
  const add = (flags: number, id: number) => byFlags.set(flags, [...(byFlags.get(flags) ?? []), id]);
  for (const r of rows) add(Number(r.flags), r.user_id);
  if (req === null || !req.origStream.historyPublicToSubscribers) return byFlags;
  const holders = new Set(rows.map((r) => r.user_id));
  const losing = new Set(sets?.losingAccess ?? []);
  const eligible = (id: number) => !holders.has(id) && !(req.isStreamEdited && losing.has(id));
  const targetSubs = await activeSubscribers(tx, req.targetStream.recipientId);
  const notify = new Set(targetSubs.filter((s) => eligible(s.id)).map((s) => s.id));
  if (req.isStreamEdited) {
    const targetIds = new Set(targetSubs.map((s) => s.id));
    for (const s of await activeSubscribers(tx, req.origStream.recipientId)) {
      if (eligible(s.id) && !targetIds.has(s.id)) notify.add(s.id);
    }
    // Guests subscribed only to the new channel would be confused by an edit of a message they never had.
    const oldCurrent = new Set((await activeSubscribers(tx, req.origStream.recipientId, true)).map((s) => s.id));
    for (const s of await activeSubscribers(tx, req.targetStream.recipientId, true)) {
      if (s.guest && !oldCurrent.has(s.id)) notify.delete(s.id);
    }
  }
  for (const id of [...notify].sort((a, b) => a - b)) add(FLAG_BIT.read, id);
  return byFlags;
}

/** One `update_message` per distinct set of flags (each recipient sees their own). */
export function emitUpdateMessage(
  emit: (e: AddressedEvent) => void,
  realmId: number,
  event: EventOf<'update_message'>,
  audience: Map<number, number[]>,
): void {
  for (const [flags, userIds] of audience) {
    emit({ realmId, userIds: [...userIds].sort((a, b) => a - b), event: { ...event, flags: flagsToList(flags) } });
  }
}
