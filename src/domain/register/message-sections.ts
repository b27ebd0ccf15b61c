import { FLAG_BIT } from '../messages/flags.ts';
import { RecipientType } from '../recipient-type.ts';
import type { StateContext, TypedSections } from './types.ts';

/** Zulip caps starred_messages at 10000 ids. */
const MAX_STARRED = 10_000;

/** Zulip's max_message_id_for_user (-1 for none): clients number local echoes above it. */
export async function maxMessageId(ctx: StateContext): Promise<number> {
  const newest = await ctx.db.userMessage.findFirst({
    where: { userId: ctx.actor.user.id },
    orderBy: { messageId: 'desc' },
    select: { messageId: true },
  });
  return newest?.messageId ?? -1;
}

/** max_message_id */
export async function messageState(ctx: StateContext): Promise<Pick<TypedSections, 'max_message_id'>> {
  return { max_message_id: await maxMessageId(ctx) };
}

/** Ids of the user's starred messages, oldest first. */
export async function starredMessageIds(ctx: StateContext): Promise<number[]> {
  const rows = await ctx.deps.db.sql.query<{ message_id: number }>(
    `SELECT message_id FROM user_message WHERE user_id = $1 AND (flags & ${FLAG_BIT.starred}) <> 0
      ORDER BY message_id LIMIT ${MAX_STARRED}`,
    [ctx.actor.user.id],
  );
  return rows.map((r) => Number(r.message_id));
}

/** starred_messages */
export async function starredState(ctx: StateContext): Promise<Pick<TypedSections, 'starred_messages'>> {
  return { starred_messages: await starredMessageIds(ctx) };
}

/** A direct-message conversation and its newest message. */
export interface RecentConversation {
  /** The other users ([] for messages to oneself). */
  userIds: number[];
  maxMessageId: number;
}

/**
 * Zulip's get_recent_private_conversations: the newest message of each
 * direct-message conversation, newest first.
 */
export async function recentConversations(ctx: StateContext): Promise<RecentConversation[]> {
  const me = ctx.actor.user;
  const rows = await ctx.deps.db.sql.query<{
    recipient_id: number;
    max_message_id: number;
    type: number;
    type_id: number;
  }>(
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
    ? await ctx.db.subscription.findMany({
        where: { recipientId: { in: groupIds } },
        select: { recipientId: true, userId: true },
      })
    : [];
  const conversations = rows.map((r) => {
    const ids =
      r.type === RecipientType.PERSONAL
        ? [Number(r.type_id)]
        : members.filter((m) => m.recipientId === Number(r.recipient_id)).map((m) => m.userId);
    return { userIds: ids.filter((id) => id !== me.id).sort((a, b) => a - b), maxMessageId: Number(r.max_message_id) };
  });
  return conversations.sort((a, b) => b.maxMessageId - a.maxMessageId);
}

/** recent_private_conversations */
export async function recentConversationsState(
  ctx: StateContext,
): Promise<Pick<TypedSections, 'recent_private_conversations'>> {
  return { recent_private_conversations: await recentConversations(ctx) };
}
