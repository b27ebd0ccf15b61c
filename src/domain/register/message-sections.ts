import { FLAG_BIT } from '../messages/flags.ts';
import { RecipientType } from '../users/create-user.ts';
import type { StateContext } from './types.ts';

/** Zulip caps starred_messages at 10000 ids. */
const MAX_STARRED = 10_000;

/** max_message_id (Zulip's max_message_id_for_user): clients number local echoes above it. */
export async function messageState(ctx: StateContext): Promise<Record<string, unknown>> {
  const newest = await ctx.db.userMessage.findFirst({
    where: { userId: ctx.actor.user.id },
    orderBy: { messageId: 'desc' },
    select: { messageId: true },
  });
  return { max_message_id: newest?.messageId ?? -1 };
}

/** starred_messages: ids of the user's starred messages, oldest first. */
export async function starredState(ctx: StateContext): Promise<Record<string, unknown>> {
  const rows = await ctx.deps.db.sql.query<{ message_id: number }>(
    `SELECT message_id FROM user_message WHERE user_id = $1 AND (flags & ${FLAG_BIT.starred}) <> 0
      ORDER BY message_id LIMIT ${MAX_STARRED}`,
    [ctx.actor.user.id],
  );
  return { starred_messages: rows.map((r) => Number(r.message_id)) };
}

/**
 * recent_private_conversations (Zulip's get_recent_private_conversations):
 * the newest message of each direct-message conversation, newest first;
 * user_ids are the other participants ([] for messages to oneself).
 */
export async function recentConversationsState(ctx: StateContext): Promise<Record<string, unknown>> {
  const me = ctx.actor.user;
  const rows = await ctx.deps.db.sql.query<{ recipient_id: number; max_message_id: number; type: number; type_id: number }>(
    `WITH recent AS (
       (SELECT um.message_id, m.recipient_id FROM user_message um JOIN message m ON m.id = um.message_id
         WHERE um.user_id = $1 AND (um.flags & ${FLAG_BIT.is_private}) <> 0 AND m.recipient_id <> $2
         ORDER BY um.message_id DESC LIMIT 1000)
       UNION ALL
       -- Messages to me are stored against my recipient: the conversation is the sender's.
       (SELECT m.id, sender.recipient_id FROM message m JOIN user_profile sender ON sender.id = m.sender_id
         WHERE m.recipient_id = $2 ORDER BY m.id DESC LIMIT 1000)
     )
     SELECT recent.recipient_id, max(recent.message_id) AS max_message_id, r.type, r.type_id
       FROM recent JOIN recipient r ON r.id = recent.recipient_id
      GROUP BY recent.recipient_id, r.type, r.type_id`,
    [me.id, me.recipientId ?? -1],
  );
  const groupIds = rows.filter((r) => r.type !== RecipientType.PERSONAL).map((r) => Number(r.recipient_id));
  const members = groupIds.length
    ? await ctx.db.subscription.findMany({ where: { recipientId: { in: groupIds } }, select: { recipientId: true, userId: true } })
    : [];
  const conversations = rows.map((r) => {
    const ids =
      r.type === RecipientType.PERSONAL
        ? [Number(r.type_id)]
        : members.filter((m) => m.recipientId === Number(r.recipient_id)).map((m) => m.userId);
    return {
      max_message_id: Number(r.max_message_id),
      user_ids: ids.filter((id) => id !== me.id).sort((a, b) => a - b),
    };
  });
  return { recent_private_conversations: conversations.sort((a, b) => b.max_message_id - a.max_message_id) };
}
