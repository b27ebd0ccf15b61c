import type { Realm, Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import { accessChannelById, ChannelViewer } from '../channels/access.ts';
import { invalidChannelId } from '../channels/errors.ts';
import { checkSpectatorsAllowed } from '../auth/spectator.ts';
import type { Db } from '../context.ts';
import { topicForClient } from '../message-limits.ts';

/** A topic of a channel as a client lists it: its name and its newest message. */
export interface TopicSummary {
  name: string;
  maxId: number;
}

/**
 * Zulip's generate_topic_history_from_db_rows: topics differing only in case
 * are one topic, named with the casing of its most recent message; most
 * recent topic first.
 */
function topicHistory(rows: Array<{ topic: string; max_id: number }>, allowEmptyTopicName: boolean): TopicSummary[] {
  const byKey = new Map<string, TopicSummary>();
  for (const r of [...rows].sort((a, b) => a.max_id - b.max_id)) {
    byKey.set(r.topic.toLowerCase(), { name: topicForClient(r.topic, allowEmptyTopicName), maxId: r.max_id });
  }
  return [...byKey.values()].sort((a, b) => b.maxId - a.maxId);
}

/** Topics with their newest message id: every message (shared history) or only those the user received. */
async function topicRows(
  db: Db,
  realmId: number,
  recipientId: number,
  receivedBy: number | null,
): Promise<Array<{ topic: string; max_id: number }>> {
  if (receivedBy === null) {
    return db.$queryRawUnsafe(
      `SELECT subject AS topic, max(id) AS max_id FROM message
        WHERE realm_id = $1 AND recipient_id = $2 AND is_channel_message
        GROUP BY subject`,
      realmId,
      recipientId,
    );
  }
  return db.$queryRawUnsafe(
    `SELECT m.subject AS topic, max(m.id) AS max_id FROM message m
       JOIN user_message um ON um.message_id = m.id AND um.user_id = $3
      WHERE m.realm_id = $1 AND m.recipient_id = $2 AND m.is_channel_message
      GROUP BY m.subject`,
    realmId,
    recipientId,
    receivedBy,
  );
}

const recipientOf = (s: Stream): number => {
  if (s.recipientId === null) throw new Error(`channel ${s.id} has no recipient`);
  return s.recipientId;
};

/**
 * GET /users/me/{stream_id}/topics (Zulip's get_topics_backend): the channel
 * must be accessible; in channels with protected history only topics of
 * messages the user received are listed.
 */
export async function getChannelTopics(
  db: Db,
  actor: Actor,
  streamId: number,
  opts: { allowEmptyTopicName: boolean },
): Promise<TopicSummary[]> {
  const { stream } = await accessChannelById(new ChannelViewer(db, actor.user), streamId);
  const receivedBy = stream.historyPublicToSubscribers ? null : actor.user.id;
  return topicHistory(await topicRows(db, actor.realm.id, recipientOf(stream), receivedBy), opts.allowEmptyTopicName);
}

/** The same for a logged-out spectator (/json only): web-public channels of realms that allow spectators. */
export async function getWebPublicChannelTopics(
  db: Db,
  realm: Realm,
  streamId: number,
  opts: { allowEmptyTopicName: boolean },
): Promise<TopicSummary[]> {
  checkSpectatorsAllowed(realm);
  if (!Number.isInteger(streamId) || streamId > 2 ** 31 - 1) throw invalidChannelId();
  const stream = await db.stream.findFirst({ where: { id: streamId, realmId: realm.id } });
  if (!stream || !stream.isWebPublic) throw invalidChannelId();
  return topicHistory(await topicRows(db, realm.id, recipientOf(stream), null), opts.allowEmptyTopicName);
}
