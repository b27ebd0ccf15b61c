import type { Tx } from '../context.ts';
import { loadPeerInfo } from '../channels/audience.ts';
import { emitPeerEvents } from '../channels/events.ts';
import type { Emit } from '../users/events.ts';

/**
 * Zulip's peer events for a user whose subscriptions came or went as a whole
 * (deactivation, reactivation): `peer_add`/`peer_remove` for each of their
 * unarchived channels. Run it after the subscriptions' is_user_active changed.
 */
export async function emitSubscriberPeerEvents(
  tx: Tx,
  realmId: number,
  userId: number,
  op: 'peer_add' | 'peer_remove',
  emit: Emit,
): Promise<void> {
  const subs = await tx.subscription.findMany({
    where: { userId, active: true, recipient: { stream: { isArchived: false } } },
    select: { recipient: { select: { stream: true } } },
  });
  const streams = subs.flatMap((s) => (s.recipient.stream ? [s.recipient.stream] : [])).sort((a, b) => a.id - b.id);
  if (streams.length === 0) return;
  const altered = new Map(streams.map((s) => [s.id, new Set([userId])]));
  emitPeerEvents(
    emit,
    realmId,
    op,
    new Map(streams.map((s) => [s.id, s])),
    altered,
    await loadPeerInfo(tx, realmId, streams),
  );
}
