import type { Stream, Subscription } from '../../generated/prisma/client.ts';
import type { Tx } from '../context.ts';
import { RecipientType } from '../users/create-user.ts';
import { pickColors } from './colors.ts';

export interface SubInfo {
  user: { id: number; isActive: boolean };
  stream: Stream;
  sub: Subscription;
}

export interface SubscriptionChanges {
  added: SubInfo[];
  activated: SubInfo[];
  already: SubInfo[];
}

/**
 * The writes of Zulip's bulk_add_subscriptions: new subscriptions get the
 * user's next unused colors (or the requested one, keyed by channel name),
 * inactive ones are reactivated and keep their settings.
 */
export async function writeSubscriptions(
  tx: Tx,
  streams: Stream[],
  users: Array<{ id: number; isActive: boolean }>,
  colorByName: ReadonlyMap<string, string> = new Map(),
): Promise<SubscriptionChanges> {
  const byRecipient = new Map<number, Stream>();
  const requested = new Map<number, string>();
  for (const s of streams) {
    if (s.recipientId === null) continue;
    byRecipient.set(s.recipientId, s);
    const color = colorByName.get(s.name);
    if (color !== undefined) requested.set(s.recipientId, color);
  }
  const userIds = users.map((u) => u.id);
  if (userIds.length === 0) return { added: [], activated: [], already: [] };
  // Concurrent requests for the same users wait here rather than racing to insert the same rows.
  await tx.$queryRawUnsafe(
    `SELECT id FROM user_profile WHERE id IN (${userIds.map((_u, i) => `$${i + 1}`).join(', ')}) ORDER BY id FOR UPDATE`,
    ...userIds,
  );
  const existing = await tx.subscription.findMany({
    where: { userId: { in: userIds }, recipient: { type: RecipientType.STREAM } },
    orderBy: { id: 'asc' },
  });
  const changes: SubscriptionChanges = { added: [], activated: [], already: [] };
  for (const user of users) {
    const mine = existing.filter((s) => s.userId === user.id);
    const used = new Set(mine.map((s) => s.color));
    const missing = new Set(byRecipient.keys());
    for (const sub of mine) {
      const stream = byRecipient.get(sub.recipientId);
      if (!stream || !missing.has(sub.recipientId)) continue;
      missing.delete(sub.recipientId);
      if (sub.active) {
        changes.already.push({ user, stream, sub });
      } else {
        const updated = await tx.subscription.update({
          where: { id: sub.id },
          data: { active: true, isUserActive: user.isActive },
        });
        changes.activated.push({ user, stream, sub: updated });
      }
    }
    const colors = pickColors(used, requested, [...missing]);
    for (const recipientId of [...missing].sort((a, b) => a - b)) {
      const stream = byRecipient.get(recipientId);
      if (!stream) continue;
      const sub = await tx.subscription.create({
        data: { userId: user.id, recipientId, color: colors.get(recipientId), isUserActive: user.isActive },
      });
      changes.added.push({ user, stream, sub });
    }
  }
  return changes;
}

/**
 * Subscribes users to channels without events (seeding and user creation).
 * Returns the (userId, streamId) pairs that were newly subscribed.
 */
export async function insertSubscriptions(
  tx: Tx,
  pairs: Array<{ userId: number; stream: Stream }>,
): Promise<Array<{ userId: number; streamId: number }>> {
  const out: Array<{ userId: number; streamId: number }> = [];
  const byStream = new Map<number, { stream: Stream; userIds: number[] }>();
  for (const p of pairs) {
    const entry = byStream.get(p.stream.id) ?? { stream: p.stream, userIds: [] };
    entry.userIds.push(p.userId);
    byStream.set(p.stream.id, entry);
  }
  for (const { stream, userIds } of byStream.values()) {
    const users = await tx.user.findMany({ where: { id: { in: userIds } }, select: { id: true, isActive: true } });
    const changes = await writeSubscriptions(tx, [stream], users);
    for (const c of [...changes.added, ...changes.activated]) out.push({ userId: c.user.id, streamId: c.stream.id });
  }
  return out;
}
