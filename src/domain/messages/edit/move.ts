import type { Stream } from '../../../generated/prisma/client.ts';
import type { Actor } from '../../actor.ts';
import type { Tx } from '../../context.ts';
import { channelMessageAccess, selectTopicMessageIds } from '../../topics/access.ts';
import { Role } from '../../roles.ts';
import { FLAG_BIT } from '../flags.ts';
import type { ChannelEditRequest } from './request.ts';

export type EditHistoryEntry = Record<string, unknown>;

/** Who loses or gains UserMessage rows when messages change channel (Zulip's do_update_message). */
export interface ChannelMoveSets {
  /** Subscribers (past or present) of the old channel who are not subscribed to the new one. */
  losingUserMessages: number[];
  /** Those of them who can no longer see the messages at all: they get `delete_message`. */
  losingAccess: number[];
  /** Current subscribers of a new channel with protected history: they get rows, marked read. */
  gainingUserMessages: number[];
}

export async function channelMoveSets(tx: Tx, orig: Stream, target: Stream): Promise<ChannelMoveSets> {
  const rows = await tx.$queryRawUnsafe<Array<{ user_id: number; role: number }>>(
    `SELECT DISTINCT s.user_id, u.role FROM subscription s JOIN user_profile u ON u.id = s.user_id
      WHERE s.recipient_id = $1
        AND NOT EXISTS (SELECT 1 FROM subscription n WHERE n.recipient_id = $2 AND n.user_id = s.user_id AND n.active)
      ORDER BY s.user_id`,
    orig.recipientId,
    target.recipientId,
  );
  const losingUserMessages = rows.map((r) => r.user_id);
  // Moving to a public channel only shuts out guests; to a private one, every non-subscriber.
  const losingAccess = target.inviteOnly
    ? losingUserMessages
    : rows.filter((r) => r.role === Role.GUEST).map((r) => r.user_id);
  let gainingUserMessages: number[] = [];
  if (!target.historyPublicToSubscribers) {
    const subs = await tx.$queryRawUnsafe<Array<{ user_id: number }>>(
      `SELECT user_id FROM subscription WHERE recipient_id = $1 AND active ORDER BY user_id`,
      target.recipientId,
    );
    gainingUserMessages = subs.map((r) => r.user_id);
  }
  return { losingUserMessages, losingAccess, gainingUserMessages };
}

/**
 * Zulip's update_messages_for_topic_edit selection: the other messages of the
 * topic (case-insensitive) in the old channel that move along: all of them
 * (change_all) or the later ones (change_later). A channel move takes only
 * those the acting user can access; a rename within a channel takes all, to
 * keep the topic together.
 */
export async function propagatedMessageIds(
  tx: Tx,
  actor: Actor,
  targetId: number,
  req: ChannelEditRequest,
): Promise<number[]> {
  if (req.propagateMode === 'change_one') return [];
  const access = req.isStreamEdited ? await channelMessageAccess(tx, actor.user, req.origStream) : 'all';
  const scope = {
    realmId: actor.realm.id,
    recipientId: req.origStream.recipientId,
    topic: req.origTopic,
    userId: actor.user.id,
  };
  return selectTopicMessageIds(
    tx,
    access,
    scope,
    req.propagateMode === 'change_later' ? { idAbove: targetId, lock: true } : { excludeIds: [targetId], lock: true },
  );
}

/**
 * Moves and records history for a set of messages in one statement (no
 * per-message queries): new topic and/or channel, the history entry
 * prepended, and the timestamps the API reports. `last_edit_time` only moves
 * for content edits and `last_moved_time` only for real moves (not a pure
 * resolve/unresolve), so that messages show Zulip's last_edit_timestamp
 * (FL 365) and last_moved_timestamp as stored.
 */
export async function updateMovedMessages(
  tx: Tx,
  ids: number[],
  p: { req: ChannelEditRequest; entry: EditHistoryEntry; now: Date; contentEdited: boolean },
): Promise<void> {
  if (ids.length === 0) return;
  const realMove = p.req.isStreamEdited || (p.req.isTopicEdited && !p.req.topicResolved && !p.req.topicUnresolved);
  await tx.$executeRawUnsafe(
    `UPDATE message SET subject = $2, recipient_id = $3,
            edit_history = $4::text::jsonb || COALESCE(edit_history, '[]'::jsonb),
            last_edit_time = CASE WHEN $5::boolean THEN $7::timestamptz ELSE last_edit_time END,
            last_moved_time = CASE WHEN $6::boolean THEN $7::timestamptz ELSE last_moved_time END
      WHERE id = ANY($1::int[])`,
    ids,
    p.req.targetTopic,
    p.req.targetStream.recipientId,
    JSON.stringify([p.entry]),
    p.contentEdited,
    realMove,
    p.now,
  );
}

/** The UserMessage side of a channel move, set-based over all moved messages. */
export async function moveUserMessages(tx: Tx, ids: number[], sets: ChannelMoveSets): Promise<void> {
  if (sets.gainingUserMessages.length > 0) {
    await tx.$executeRawUnsafe(
      `INSERT INTO user_message (user_id, message_id, flags)
       SELECT u, mid, ${FLAG_BIT.read} FROM unnest($1::int[]) AS u CROSS JOIN unnest($2::int[]) AS mid
       ON CONFLICT (user_id, message_id) DO NOTHING`,
      sets.gainingUserMessages,
      ids,
    );
  }
  if (sets.losingUserMessages.length > 0) {
    await tx.$executeRawUnsafe(
      `DELETE FROM user_message WHERE user_id = ANY($1::int[]) AND message_id = ANY($2::int[])`,
      sets.losingUserMessages,
      ids,
    );
  }
}
