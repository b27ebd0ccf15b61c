import type { Stream } from '../../generated/prisma/client.ts';
import { activeSubscription, ChannelViewer, hasContentAccess } from '../channels/access.ts';
import type { Db } from '../context.ts';
import { isGuest } from '../roles.ts';

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

/** The messages of one channel topic (case-insensitive), as seen by one user. */
export interface TopicScope {
  realmId: number;
  recipientId: number | null;
  topic: string;
  userId: number;
}

export interface TopicSelection {
  excludeIds?: number[];
  /** Only messages with a larger id (change_later). */
  idAbove?: number;
  newestFirst?: boolean;
  limit?: number;
  /** Lock the rows (FOR UPDATE) for a write that follows. */
  lock?: boolean;
}

/**
 * Ids of the messages of a topic the user may act on (per `access`), in id
 * order: the one query behind moves, topic deletion and "did the user move
 * the whole topic?".
 */
export async function selectTopicMessageIds(
  db: Db,
  access: ChannelMessageAccess,
  scope: TopicScope,
  sel: TopicSelection = {},
): Promise<number[]> {
  if (access === 'none') return [];
  const params: unknown[] = [scope.realmId, scope.recipientId, scope.topic];
  const p = (v: unknown) => `$${params.push(v)}`;
  const conditions = ['m.realm_id = $1', 'm.recipient_id = $2', 'lower(m.subject) = lower($3)', 'm.is_channel_message'];
  if (access === 'received') {
    conditions.push(
      `EXISTS (SELECT 1 FROM user_message um WHERE um.message_id = m.id AND um.user_id = ${p(scope.userId)})`,
    );
  }
  if (sel.excludeIds && sel.excludeIds.length > 0) conditions.push(`NOT (m.id = ANY(${p(sel.excludeIds)}::int[]))`);
  if (sel.idAbove !== undefined) conditions.push(`m.id > ${p(sel.idAbove)}`);
  const rows = await db.$queryRawUnsafe<Array<{ id: number }>>(
    `SELECT m.id FROM message m WHERE ${conditions.join(' AND ')}
      ORDER BY m.id${sel.newestFirst ? ' DESC' : ''}
      ${sel.limit === undefined ? '' : `LIMIT ${p(sel.limit)}`}
      ${sel.lock ? 'FOR UPDATE OF m' : ''}`,
    ...params,
  );
  return rows.map((r) => r.id);
}
