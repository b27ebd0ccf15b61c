import type { Actor } from '../../actor.ts';
import { accessChannelById, ChannelViewer } from '../../channels/access.ts';
import { inTransaction, type Deps } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { storedTopic } from '../../topics/visibility.ts';
import { FLAG_BIT } from '../flags.ts';

/*
 * Zulip's deprecated "mark as read" endpoints (POST /mark_all_as_read,
 * /mark_stream_as_read, /mark_topic_as_read), still served and still called by
 * the official clients: every unread UserMessage row of the user, of a
 * channel, or of one of its topics, flagged read.
 */

/** Zulip's do_mark_all_as_read: rows per transaction, and how long one request may keep going. */
export interface MarkAllBudget {
  batchSize: number;
  timeLimitMs: number;
}
export const MARK_ALL_BUDGET: MarkAllBudget = { batchSize: 2000, timeLimitMs: 50_000 };

declare module '../../context.ts' {
  interface Deps {
    /** Tests shrink it to see a request cut short (the composition root sets Zulip's numbers). */
    markAllBudget: MarkAllBudget;
  }
}

const READ = BigInt(FLAG_BIT.read);

/** Zulip's ReadMessagesEvent: an `update_message_flags` event adding `read`. */
const readEvent = (actor: Actor, messageIds: number[], all: boolean): AddressedEvent => ({
  realmId: actor.realm.id,
  userIds: [actor.user.id],
  event: { type: 'update_message_flags', op: 'add', flag: 'read', messageIds, all },
});

export interface MarkAllResult {
  /** False when the time limit cut the work short: the client should ask again. */
  complete: boolean;
  count: number;
}

/**
 * Zulip's do_mark_all_as_read: newest first, in batches that each commit, so
 * a request cut short by the time limit (checked after each batch) has still made progress (and answers
 * `complete: false`, announcing nothing). The batch that finds the last
 * unread rows sends one event with `all: true` and no ids: clients reload
 * their unread state rather than receive every id.
 */
export async function markAllAsRead(deps: Deps, actor: Actor): Promise<MarkAllResult> {
  const { batchSize, timeLimitMs } = deps.markAllBudget;
  const deadline = deps.clock.now().getTime() + timeLimitMs;
  let count = 0;
  for (;;) {
    const updated = await inTransaction(deps, async (tx, emit) => {
      const n = await tx.$executeRawUnsafe(
        `UPDATE user_message SET flags = flags | $2::bigint
          WHERE user_id = $1 AND message_id IN (
            SELECT message_id FROM user_message WHERE user_id = $1 AND (flags & $2::bigint) = 0
             ORDER BY message_id DESC LIMIT $3 FOR UPDATE)`,
        actor.user.id,
        READ,
        batchSize,
      );
      if (n < batchSize) emit(readEvent(actor, [], true));
      return n;
    });
    count += updated;
    if (updated < batchSize) return { complete: true, count };
    // Checked after a batch, as Zulip does: every request makes progress, however small its budget.
    if (deps.clock.now().getTime() >= deadline) return { complete: false, count };
  }
}

/**
 * Zulip's do_mark_stream_messages_as_read: the user's unread rows of the
 * channel (of one topic, ignoring case, when `topic` is given), flagged read
 * in one transaction with one event listing them. Nothing unread: no event.
 */
async function markChannelMessagesRead(
  deps: Deps,
  actor: Actor,
  recipientId: number,
  topic: string | null,
): Promise<number> {
  return inTransaction(deps, async (tx, emit) => {
    const rows = await tx.$queryRawUnsafe<Array<{ message_id: number }>>(
      `UPDATE user_message um SET flags = um.flags | $3::bigint
         FROM message m
        WHERE um.user_id = $1 AND m.id = um.message_id AND m.recipient_id = $2 AND (um.flags & $3::bigint) = 0
          AND ($4::text IS NULL OR lower(m.subject) = lower($4::text))
       RETURNING um.message_id`,
      actor.user.id,
      recipientId,
      READ,
      topic,
    );
    const ids = rows.map((r) => Number(r.message_id)).sort((a, b) => a - b);
    if (ids.length > 0) emit(readEvent(actor, ids, false));
    return ids.length;
  });
}

const viewerOf = (deps: Deps, actor: Actor) =>
  new ChannelViewer(deps.db.prisma, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });

/** The channel's recipient, if the user may read the channel (access_stream_by_id: "Invalid channel ID"). */
async function channelRecipient(deps: Deps, actor: Actor, channelId: number): Promise<number> {
  const { stream } = await accessChannelById(viewerOf(deps, actor), channelId);
  // Every channel has its recipient (created together); a missing one leaves nothing to mark.
  return stream.recipientId ?? 0;
}

/** POST /mark_stream_as_read; how many messages were marked. */
export async function markChannelAsRead(deps: Deps, actor: Actor, channelId: number): Promise<number> {
  return markChannelMessagesRead(deps, actor, await channelRecipient(deps, actor, channelId), null);
}

/**
 * POST /mark_topic_as_read: "general chat" is the empty topic; a topic the
 * user received no message in is "No such topic". Zulip checks and filters by
 * the topic only when its (renamed) name is non-empty, so "general chat" or ""
 * mark the whole channel read; clients rely on Zulip's behaviour, so it is kept.
 */
export async function markTopicAsRead(deps: Deps, actor: Actor, channelId: number, topicName: string): Promise<number> {
  const recipientId = await channelRecipient(deps, actor, channelId);
  const topic = storedTopic(topicName);
  if (topic === '') return markChannelMessagesRead(deps, actor, recipientId, null);
  const received = await deps.db.sql.query(
    `SELECT 1 AS x FROM user_message um JOIN message m ON m.id = um.message_id
      WHERE um.user_id = $1 AND m.recipient_id = $2 AND lower(m.subject) = lower($3) LIMIT 1`,
    [actor.user.id, recipientId, topic],
  );
  if (received.length === 0) throw badRequest(`No such topic '${topic}'`);
  return markChannelMessagesRead(deps, actor, recipientId, topic);
}
