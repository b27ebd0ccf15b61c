import type { Actor } from '../../actor.ts';
import { accessChannelById, ChannelViewer } from '../../channels/access.ts';
import { inTransaction, type Deps } from '../../context.ts';
import { adminRequired } from '../../errors.ts';
import { EMPTY_TOPIC_DISPLAY_NAME } from '../../message-limits.ts';
import { isAdmin } from '../../roles.ts';
import { channelMessageAccess, selectTopicMessageIds } from '../../topics/access.ts';
import { deleteChannelMessages } from './channel-messages.ts';
import { bulkSetVisibilityPolicy, VisibilityPolicy } from '../../topics/user-topic.ts';
import { lockTopic } from '../../topics/topic-lock.ts';

/** Zulip's RETENTION_STREAM_MESSAGE_BATCH_SIZE. */
export const DELETE_TOPIC_BATCH_SIZE = 100;
/** Zulip stops starting new batches after 50 s so the request ends before proxies time out. */
export const DELETE_TOPIC_TIME_BUDGET_MS = 50_000;

/** Administrators only: checked before any parameter is read, as Zulip's require_realm_admin. */
export function checkCanDeleteTopics(actor: Actor): void {
  if (!isAdmin(actor.user.role)) throw adminRequired();
}

/**
 * POST /streams/{stream_id}/delete_topic (Zulip's delete_in_topic): deletes
 * the messages of the topic the administrator can access, newest first, in
 * batches that each commit on their own. When the time budget (measured on
 * deps.clock) runs out before the topic is empty, answers complete: false and
 * a repeat of the request carries on. Once empty, the topic's visibility
 * policies go too (protected history: only for users left with no message in it).
 */
export async function deleteTopic(
  deps: Deps,
  actor: Actor,
  streamId: number,
  topicName: string,
): Promise<{ complete: boolean }> {
  checkCanDeleteTopics(actor);
  const db = deps.db.prisma;
  const { stream } = await accessChannelById(new ChannelViewer(db, actor.user), streamId);
  const topic = topicName === EMPTY_TOPIC_DISPLAY_NAME ? '' : topicName;
  const access = await channelMessageAccess(db, actor.user, stream);
  const recipientId = stream.recipientId ?? 0;
  const scope = { realmId: actor.realm.id, recipientId, topic, userId: actor.user.id };
  const start = deps.clock.now().getTime();
  for (;;) {
    if (deps.clock.now().getTime() >= start + DELETE_TOPIC_TIME_BUDGET_MS) return { complete: false };
    const deleted = await inTransaction(deps, async (tx, emit) => {
      await lockTopic(tx, recipientId, topic);
      const ids = await selectTopicMessageIds(tx, access, scope, {
        newestFirst: true,
        limit: DELETE_TOPIC_BATCH_SIZE,
        lock: true,
      });
      await deleteChannelMessages(tx, emit, {
        realmId: actor.realm.id,
        stream,
        messageIds: ids,
        actingUserId: actor.user.id,
      });
      return ids.length;
    });
    if (deleted === 0) break;
  }
  await inTransaction(deps, async (tx, emit) => {
    const stale = await tx.$queryRawUnsafe<Array<{ user_id: number }>>(
      `SELECT ut.user_id FROM user_topic ut
        WHERE ut.stream_id = $1 AND lower(ut.topic_name) = lower($2)
          AND ($3::boolean OR NOT EXISTS (
            SELECT 1 FROM user_message um JOIN message m ON m.id = um.message_id
             WHERE um.user_id = ut.user_id AND m.recipient_id = $4 AND lower(m.subject) = lower($2) AND m.is_channel_message))
        ORDER BY ut.user_id`,
      stream.id,
      topic,
      stream.historyPublicToSubscribers,
      recipientId,
    );
    await bulkSetVisibilityPolicy(
      tx,
      emit,
      stale.map((r) => r.user_id),
      { realmId: actor.realm.id, streamId: stream.id, recipientId: stream.recipientId, topic },
      VisibilityPolicy.INHERIT,
      deps.clock.now(),
    );
  });
  return { complete: true };
}
