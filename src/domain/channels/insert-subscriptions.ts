import type { Stream, Subscription } from '../../generated/prisma/client.ts';
import type { Tx } from '../context.ts';
import { RecipientType } from '../recipient-type.ts';
import { pickColors, STREAM_ASSIGNMENT_COLORS } from './colors.ts';
import { subscriptionSelect } from './rows.ts';

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
 * A new subscription: active, neither pinned nor muted, with null
 * notification settings (the user's own apply). The INSERT in
 * writeSubscriptions writes these same values.
 */
export const newSubscription = (
  id: number,
  userId: number,
  recipientId: number,
  color: string,
  isUserActive: boolean,
): Subscription => ({
  id,
  userId,
  recipientId,
  active: true,
  isUserActive,
  color,
  pinToTop: false,
  isMuted: false,
  desktopNotifications: null,
  audibleNotifications: null,
  pushNotifications: null,
  emailNotifications: null,
  wildcardMentionsNotify: null,
});

/**
 * The writes of Zulip's bulk_add_subscriptions: new subscriptions get the
 * user's next unused colors (or the requested one, keyed by channel name),
 * inactive ones are reactivated and keep their settings. A fixed number of
 * statements whatever the number of users and channels.
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
  const userIds = [...new Set(users.map((u) => u.id))];
  if (userIds.length === 0) return { added: [], activated: [], already: [] };
  // Concurrent requests for the same users wait here rather than racing to insert the same rows.
  await tx.$queryRawUnsafe(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM user_profile WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE) AS locked`,
    userIds,
  );
  const recipientIds = [...byRecipient.keys()];
  if (recipientIds.length === 0) return { added: [], activated: [], already: [] };
  const existing = await tx.$queryRawUnsafe<Subscription[]>(
    `SELECT ${subscriptionSelect('s')} FROM subscription s
      WHERE s.user_id = ANY($1::int[]) AND s.recipient_id = ANY($2::int[]) ORDER BY s.id`,
    userIds,
    recipientIds,
  );
  const existingByUser = new Map<number, Subscription[]>();
  for (const sub of existing) {
    const list = existingByUser.get(sub.userId);
    if (list) list.push(sub);
    else existingByUser.set(sub.userId, [sub]);
  }
  const needColors = users.filter((u) => (existingByUser.get(u.id)?.length ?? 0) < byRecipient.size).map((u) => u.id);
  // pick_colors avoids every color the user has on any channel, not only on these.
  const usedRows =
    needColors.length === 0
      ? []
      : await tx.$queryRawUnsafe<Array<{ user_id: number; color: string }>>(
          `SELECT DISTINCT s.user_id, s.color FROM subscription s JOIN recipient r ON r.id = s.recipient_id
            WHERE s.user_id = ANY($1::int[]) AND r.type = ${RecipientType.STREAM}`,
          needColors,
        );
  const usedByUser = new Map<number, Set<string>>();
  for (const r of usedRows) {
    const set = usedByUser.get(r.user_id);
    if (set) set.add(r.color);
    else usedByUser.set(r.user_id, new Set([r.color]));
  }

  const added: Array<Omit<SubInfo, 'sub'>> = [];
  const activated: SubInfo[] = [];
  const already: SubInfo[] = [];
  const inserts = {
    userId: [] as number[],
    recipientId: [] as number[],
    color: [] as string[],
    isUserActive: [] as boolean[],
  };
  const reactivations = { id: [] as number[], isUserActive: [] as boolean[] };
  const seen = new Set<number>();
  for (const user of users) {
    if (seen.has(user.id)) continue;
    seen.add(user.id);
    const missing = new Set(byRecipient.keys());
    for (const sub of existingByUser.get(user.id) ?? []) {
      const stream = byRecipient.get(sub.recipientId);
      if (!stream || !missing.has(sub.recipientId)) continue;
      missing.delete(sub.recipientId);
      if (sub.active) {
        already.push({ user, stream, sub });
      } else {
        reactivations.id.push(sub.id);
        reactivations.isUserActive.push(user.isActive);
        activated.push({ user, stream, sub });
      }
    }
    if (missing.size === 0) continue;
    const colors = pickColors(usedByUser.get(user.id) ?? new Set(), requested, [...missing]);
    for (const recipientId of [...missing].sort((a, b) => a - b)) {
      const stream = byRecipient.get(recipientId);
      if (!stream) continue;
      inserts.userId.push(user.id);
      inserts.recipientId.push(recipientId);
      inserts.color.push(colors.get(recipientId) ?? STREAM_ASSIGNMENT_COLORS[0]);
      inserts.isUserActive.push(user.isActive);
      added.push({ user, stream });
    }
  }

  // Reactivated rows keep their settings and new ones get every column from here, so only the new
  // ids are read back: with thousands of rows, returning whole rows cost as much as writing them.
  if (reactivations.id.length > 0) {
    await tx.$executeRawUnsafe(
      `UPDATE subscription s SET active = true, is_user_active = t.a
         FROM unnest($1::int[], $2::bool[]) AS t(id, a) WHERE s.id = t.id`,
      reactivations.id,
      reactivations.isUserActive,
    );
  }
  const activatedInfo = activated.map(({ user, stream, sub }): SubInfo => ({
    user,
    stream,
    sub: { ...sub, active: true, isUserActive: user.isActive },
  }));
  let addedInfo: SubInfo[] = [];
  if (inserts.userId.length > 0) {
    const rows = await tx.$queryRawUnsafe<Array<{ id: number; user_id: number; recipient_id: number }>>(
      `INSERT INTO subscription (user_id, recipient_id, color, is_user_active, active, pin_to_top, is_muted,
         desktop_notifications, audible_notifications, push_notifications, email_notifications, wildcard_mentions_notify)
       SELECT u, r, c, a, true, false, false, NULL, NULL, NULL, NULL, NULL
         FROM unnest($1::int[], $2::int[], $3::text[], $4::bool[]) AS t(u, r, c, a)
       RETURNING id, user_id, recipient_id`,
      inserts.userId,
      inserts.recipientId,
      inserts.color,
      inserts.isUserActive,
    );
    const ids = new Map<number, Map<number, number>>();
    for (const r of rows) {
      const mine = ids.get(r.user_id);
      if (mine) mine.set(r.recipient_id, r.id);
      else ids.set(r.user_id, new Map([[r.recipient_id, r.id]]));
    }
    addedInfo = added.map(({ user, stream }, i): SubInfo => {
      const id = ids.get(user.id)?.get(inserts.recipientId[i]);
      if (id === undefined) throw new Error(`subscription of user ${user.id} to channel ${stream.id} was not written`);
      return {
        user,
        stream,
        sub: newSubscription(id, user.id, inserts.recipientId[i], inserts.color[i], inserts.isUserActive[i]),
      };
    });
  }
  return { added: addedInfo, activated: activatedInfo, already };
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
