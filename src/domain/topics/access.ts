import type { Stream } from '../../generated/prisma/client.ts';
import { activeSubscription, ChannelViewer, hasContentAccess } from '../channels/access.ts';
import type { Db } from '../context.ts';
import { isGuest } from '../users/roles.ts';

/**
 * Which messages of a channel a user may act on, as Zulip's
 * bulk_access_stream_messages_query decides: all of them (public channels
 * for non-guests, shared history with content access), only those they
 * received (protected history), or none.
 */
export type ChannelMessageAccess = 'all' | 'received' | 'none';

export async function channelMessageAccess(
  db: Db,
  user: { id: number; role: number; realmId: number },
  stream: Stream,
): Promise<ChannelMessageAccess> {
  if (!stream.inviteOnly && !isGuest(user.role)) return 'all';
  const subscribed = (await activeSubscription(db, user.id, stream)) !== null;
  if (!(await hasContentAccess(new ChannelViewer(db, user), stream, subscribed))) return 'none';
  return stream.historyPublicToSubscribers ? 'all' : 'received';
}

/**
 * SQL condition on `m` (a message row) for that access; `userParam` is the
 * placeholder holding the user's id.
 */
export function accessCondition(access: ChannelMessageAccess, userParam: string): string {
  switch (access) {
    case 'all':
      return 'TRUE';
    case 'none':
      return 'FALSE';
    case 'received':
      return `EXISTS (SELECT 1 FROM user_message um WHERE um.message_id = m.id AND um.user_id = ${userParam})`;
  }
}

/** Ids of the messages in a channel topic (case-insensitive) the user may act on, ascending. */
export async function accessibleTopicMessageIds(
  db: Db,
  access: ChannelMessageAccess,
  p: { realmId: number; recipientId: number; topic: string; userId: number },
): Promise<number[]> {
  if (access === 'none') return [];
  const params: unknown[] = [p.realmId, p.recipientId, p.topic];
  if (access === 'received') params.push(p.userId);
  const rows = await db.$queryRawUnsafe<Array<{ id: number }>>(
    `SELECT m.id FROM message m
      WHERE m.realm_id = $1 AND m.recipient_id = $2 AND lower(m.subject) = lower($3) AND m.is_channel_message
        AND ${accessCondition(access, '$4')}
      ORDER BY m.id`,
    ...params,
  );
  return rows.map((r) => r.id);
}
