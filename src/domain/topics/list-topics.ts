import type { Realm, Stream } from '../../generated/prisma/client.ts';
import type { Actor } from '../actor.ts';
import { accessChannelById, ChannelViewer } from '../channels/access.ts';
import { invalidChannelId } from '../channels/errors.ts';
import { checkSpectatorsAllowed } from '../auth/spectator.ts';
import type { Db } from '../context.ts';
import { topicForClient } from '../message-limits.ts';
import { keysetSql, pageOfRows, type KeysetPage, type KeysetRequest } from '../paging.ts';

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
async function topicRows(db: Db, src: TopicSource): Promise<Array<{ topic: string; max_id: number }>> {
  const { realmId, recipientId, receivedBy } = src;
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

/**
 * A page of the same topics, most recent first, read in SQL from the page's key (a topic's newest message id):
 * topics differing only in case are one, named as its newest message names it.
 */
function topicPageRows(db: Db, src: TopicSource, r: KeysetRequest): Promise<Array<{ topic: string; max_id: number }>> {
  const byUser = src.receivedBy !== null;
  const k = keysetSql(r, 't.max_id', byUser ? 4 : 3, true);
  const received = byUser ? 'JOIN user_message um ON um.message_id = m.id AND um.user_id = $3' : '';
  return db.$queryRawUnsafe(
    `WITH t AS (SELECT max(m.id) AS max_id FROM message m ${received}
        WHERE m.realm_id = $1 AND m.recipient_id = $2 AND m.is_channel_message GROUP BY lower(m.subject))
     SELECT m.subject AS topic, t.max_id FROM t JOIN message m ON m.id = t.max_id WHERE ${k.range} ${k.order}`,
    src.realmId,
    src.recipientId,
    ...(byUser ? [src.receivedBy] : []),
    ...k.params,
  );
}

/** Where a channel's topics are read from: its messages, only those a user received when its history is protected. */
interface TopicSource {
  realmId: number;
  recipientId: number;
  receivedBy: number | null;
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
async function userTopicSource(db: Db, actor: Actor, streamId: number): Promise<TopicSource> {
  const { stream } = await accessChannelById(new ChannelViewer(db, actor.user), streamId);
  const receivedBy = stream.historyPublicToSubscribers ? null : actor.user.id;
  return { realmId: actor.realm.id, recipientId: recipientOf(stream), receivedBy };
}

/** The same for a logged-out spectator (/json only): web-public channels of realms that allow spectators. */
async function spectatorTopicSource(db: Db, realm: Realm, streamId: number): Promise<TopicSource> {
  checkSpectatorsAllowed(realm);
  if (!Number.isInteger(streamId) || streamId > 2 ** 31 - 1) throw invalidChannelId();
  const stream = await db.stream.findFirst({ where: { id: streamId, realmId: realm.id } });
  if (!stream || !stream.isWebPublic) throw invalidChannelId();
  return { realmId: realm.id, recipientId: recipientOf(stream), receivedBy: null };
}

/** A user's view of a channel's topics, or (actor null) a spectator's. */
const topicSource = (db: Db, viewer: { actor: Actor | null; realm: Realm }, streamId: number): Promise<TopicSource> =>
  viewer.actor === null
    ? spectatorTopicSource(db, viewer.realm, streamId)
    : userTopicSource(db, viewer.actor, streamId);

export async function getChannelTopics(
  db: Db,
  actor: Actor,
  streamId: number,
  opts: { allowEmptyTopicName: boolean },
): Promise<TopicSummary[]> {
  return topicHistory(await topicRows(db, await userTopicSource(db, actor, streamId)), opts.allowEmptyTopicName);
}

export async function getWebPublicChannelTopics(
  db: Db,
  realm: Realm,
  streamId: number,
  opts: { allowEmptyTopicName: boolean },
): Promise<TopicSummary[]> {
  return topicHistory(await topicRows(db, await spectatorTopicSource(db, realm, streamId)), opts.allowEmptyTopicName);
}

/** A page of a channel's topics, most recent first, for a user or a spectator as the lists above. */
export async function getChannelTopicsPage(
  db: Db,
  viewer: { actor: Actor | null; realm: Realm },
  streamId: number,
  opts: { allowEmptyTopicName: boolean; page: KeysetRequest },
): Promise<KeysetPage<TopicSummary>> {
  const page = pageOfRows(await topicPageRows(db, await topicSource(db, viewer, streamId), opts.page), opts.page);
  return {
    items: page.items.map((t) => ({ name: topicForClient(t.topic, opts.allowEmptyTopicName), maxId: t.max_id })),
    more: page.more,
  };
}
