import type { Tx } from '../context.ts';

/** Advisory-lock class of topics ("ztop"); the key within it is a hash of the channel and topic. */
const LOCK_CLASS = 0x7a_74_6f_70;

/**
 * Serialises the transactions that lock many messages of one topic (moving a
 * topic, deleting it in batches). Each locks its rows in its own order after
 * locking the edited message, so two at once deadlock; queued on this lock
 * first, they take turns. A hash collision only makes two topics take turns.
 */
export async function lockTopic(tx: Tx, recipientId: number, topic: string): Promise<void> {
  await tx.$queryRawUnsafe(
    `SELECT 1 AS locked FROM pg_advisory_xact_lock($1::int, hashtext($2::int || '/' || lower($3)))`,
    LOCK_CLASS,
    recipientId,
    topic,
  );
}

/**
 * The topic lock of a message's topic, taken before the message's row lock: a
 * transaction that moves a whole topic then never holds a row another mover
 * waits for. Once held, nobody else can move the topic's messages, so if the
 * message is still there it stays; if it moved meanwhile, its new topic is
 * locked too. Each read sees the latest commit (read committed).
 */
export async function lockTopicOfMessage(tx: Tx, messageId: number): Promise<void> {
  let locked = await currentTopicOf(tx, messageId);
  for (let i = 0; locked && i < 5; i++) {
    await lockTopic(tx, locked.recipientId, locked.topic);
    const now = await currentTopicOf(tx, messageId);
    if (!now || (now.recipientId === locked.recipientId && now.topic.toLowerCase() === locked.topic.toLowerCase())) return;
    locked = now;
  }
}

/** The channel and topic of a channel message as it is now (unlocked). */
async function currentTopicOf(tx: Tx, messageId: number): Promise<{ recipientId: number; topic: string } | null> {
  const rows = await tx.$queryRawUnsafe<Array<{ recipient_id: number; subject: string }>>(
    `SELECT recipient_id, subject FROM message WHERE id = $1 AND is_channel_message`,
    messageId,
  );
  return rows.length === 0 ? null : { recipientId: rows[0].recipient_id, topic: rows[0].subject };
}
