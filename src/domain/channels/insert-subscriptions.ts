import type { Tx } from '../context.ts';
import { pickColor } from './colors.ts';

/**
 * Subscribes users to channels (reactivating old subscriptions), giving each new
 * subscription the user's next unused color. Returns the (userId, streamId)
 * pairs that were newly subscribed.
 */
export async function insertSubscriptions(
  tx: Tx,
  pairs: Array<{ userId: number; stream: { id: number; recipientId: number | null } }>,
): Promise<Array<{ userId: number; streamId: number }>> {
  const added: Array<{ userId: number; streamId: number }> = [];
  const userIds = [...new Set(pairs.map((p) => p.userId))];
  const existing = await tx.subscription.findMany({
    where: { userId: { in: userIds } },
    select: { userId: true, recipientId: true, active: true, color: true },
  });
  const used = new Map<number, Set<string>>();
  const state = new Map<string, boolean>();
  for (const s of existing) {
    if (!used.has(s.userId)) used.set(s.userId, new Set());
    used.get(s.userId)!.add(s.color);
    state.set(`${s.userId}:${s.recipientId}`, s.active);
  }
  for (const { userId, stream } of pairs) {
    if (stream.recipientId === null) continue;
    const key = `${userId}:${stream.recipientId}`;
    const active = state.get(key);
    if (active === true) continue;
    if (active === false) {
      await tx.subscription.update({
        where: { userId_recipientId: { userId, recipientId: stream.recipientId } },
        data: { active: true },
      });
    } else {
      const colors = used.get(userId) ?? new Set<string>();
      const color = pickColor(colors, colors.size);
      colors.add(color);
      used.set(userId, colors);
      await tx.subscription.create({ data: { userId, recipientId: stream.recipientId, color } });
    }
    state.set(key, true);
    added.push({ userId, streamId: stream.id });
  }
  return added;
}
