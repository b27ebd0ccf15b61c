import type { Tx } from '../context.ts';

/** Advisory-lock class of topics ("ztop"); the key within it is a hash of the channel and topic. */
const LOCK_CLASS = 0x7a_74_6f_70;

/**
 * SQL for a topic's key within LOCK_CLASS. The database computes it so that
 * "the same topic" means what lower() says, as in every topic query; every
 * locker must use this one expression, or two of them could hold "the" lock
 * of one topic at once. A hash collision only makes two topics take turns.
 */
const topicKeySql = (recipientId: string, topic: string): string =>
  `hashtext(${recipientId}::int || '/' || lower(${topic}))`;

/**
 * Serialises the transactions that lock many messages of one topic (moving a
 * topic, deleting it in batches). Each locks its rows in its own order after
 * locking the edited message, so two at once deadlock; queued on this lock
 * first, they take turns. Only for a transaction that takes no other topic
 * lock: one that needs several takes them through lockKeys' order.
 */
export async function lockTopic(tx: Tx, recipientId: number, topic: string): Promise<void> {
  await tx.$queryRawUnsafe(
    `SELECT 1 AS locked FROM pg_advisory_xact_lock($1::int, ${topicKeySql('$2', '$3')})`,
    LOCK_CLASS,
    recipientId,
    topic,
  );
}

/**
 * One order for every transaction that holds several topic locks: waiting
 * only for keys above all it holds, none can wait for another that waits for
 * it, whichever directions two moves go in.
 */
async function lockKeys(tx: Tx, keys: readonly number[]): Promise<void> {
  for (const key of [...new Set(keys)].sort((a, b) => a - b)) {
    await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM pg_advisory_xact_lock($1::int, $2::int)`, LOCK_CLASS, key);
  }
}

/** Where a move takes a message's topic; what it leaves out stays as the message has it. */
export interface MoveTarget {
  streamId?: number;
  /** As it will be stored (stripped, truncated, the empty topic as ''). */
  topic?: string;
}

/** Lock keys of the topic a channel message is in and of the one the move would take it to. */
interface Position {
  key: number;
  targetKey: number;
}

/**
 * Read without a lock: the latest commit (read committed), which the caller
 * confirms once it holds the locks. A target channel of another organization
 * or none at all reads as the message's own; the request is refused later.
 */
async function positionOf(tx: Tx, messageId: number, target: MoveTarget): Promise<Position | null> {
  const rows = await tx.$queryRawUnsafe<Array<{ key: number; target_key: number }>>(
    `SELECT ${topicKeySql('m.recipient_id', 'm.subject')} AS key,
            ${topicKeySql('COALESCE(s.recipient_id, m.recipient_id)', 'COALESCE($3::text, m.subject)')} AS target_key
       FROM message m LEFT JOIN stream s ON s.id = $2::int AND s.realm_id = m.realm_id
      WHERE m.id = $1 AND m.is_channel_message`,
    messageId,
    target.streamId ?? null,
    target.topic ?? null,
  );
  return rows.length === 0 ? null : { key: Number(rows[0].key), targetKey: Number(rows[0].target_key) };
}

/**
 * Rounds of "read, lock, confirm" before giving the attempt up. Between two
 * places a second round always holds both, so this only runs out when the
 * message keeps hopping among three or more topics; then withRetries runs the
 * transaction again.
 */
const MAX_ROUNDS = 10;

/** A retryable serialization failure (SQLSTATE 40001) for withRetries. */
class TopicMovedMeanwhile extends Error {
  readonly code = '40001';
  constructor() {
    super('the message kept moving to other topics while its topic locks were taken');
  }
}

/**
 * The topic locks of a move, taken before the message's row lock: the topic
 * the message is in and the one it goes to, together and in lockKeys' order.
 * Two moves of one message in opposite directions then queue on the same
 * first lock instead of each holding what the other waits for, and a move into
 * a topic waits for whoever moves or deletes that topic.
 *
 * Once held, nobody else can move the message out of those topics, so the
 * confirming read decides. If it left for a topic outside the set while this
 * transaction waited, the locks go (ROLLBACK TO SAVEPOINT releases advisory
 * locks taken after it; nothing else has been done yet) and it starts over
 * from where the message is now: waiting for that topic while holding the
 * others could close a cycle.
 */
export async function lockTopicsOfMove(tx: Tx, messageId: number, target: MoveTarget): Promise<void> {
  let seen = await positionOf(tx, messageId, target);
  if (seen === null) return;
  await tx.$executeRawUnsafe('SAVEPOINT topic_locks');
  for (let round = 1; ; round++) {
    const keys = [seen.key, seen.targetKey];
    await lockKeys(tx, keys);
    const now = await positionOf(tx, messageId, target);
    if (now === null || (keys.includes(now.key) && keys.includes(now.targetKey))) {
      await tx.$executeRawUnsafe('RELEASE SAVEPOINT topic_locks');
      return;
    }
    if (round === MAX_ROUNDS) throw new TopicMovedMeanwhile();
    await tx.$executeRawUnsafe('ROLLBACK TO SAVEPOINT topic_locks');
    seen = now;
  }
}
