import type { Actor } from '../actor.ts';
import { ChannelViewer, accessChannelById } from '../channels/access.ts';
import { pyStrip } from '../python-text.ts';
import type { Deps } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { EventOf, TypingOp, TypingUser } from '../events/types.ts';
import { normalizeTopicInput } from '../message-limits.ts';
import { checkCanSendToChannel } from '../messages/send/channel-access.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { isStorableId } from '../users/access.ts';
import { isGuest } from '../roles.ts';
import { guestsWithoutAccessToAny } from '../users/user-access.ts';
import { channelTypingAudience, distinct, receivesTyping, withoutGuestsDenied } from './audience.ts';

export type { TypingOp } from '../events/types.ts';

/**
 * Where someone types, as asked: a direct-message conversation (its other
 * users) or a channel topic. A missing part (null) is refused with Zulip's
 * message for it.
 */
export type TypingTarget =
  { type: 'direct'; userIds: number[] | null } | { type: 'channel'; channelId: number | null; topic: string | null };

/** The conversation typing was announced in: its users (the typist included), or the channel and stored topic. */
export type TypingConversation =
  { type: 'direct'; userIds: number[] } | { type: 'channel'; channelId: number; topic: string };

export interface TypingNotice {
  op: TypingOp;
  conversation: TypingConversation;
}

const sender = (actor: Actor): TypingUser => ({ userId: actor.user.id, email: actor.user.email });

/**
 * POST /typing (Zulip's send_notification_backend). Typing events are not
 * stored: they are published at once, outside any transaction, and only to
 * users who receive typing notifications.
 */
export async function sendTypingNotification(
  deps: Deps,
  actor: Actor,
  op: TypingOp,
  to: TypingTarget,
): Promise<TypingNotice> {
  if (to.type === 'direct') return { op, conversation: await sendDirectTyping(deps, actor, op, to.userIds) };
  if (to.channelId === null) {
    // A JsonableError that mimics the missing-argument text (so code BAD_REQUEST, no var_name).
    throw badRequest("Missing 'stream_id' argument");
  }
  if (to.topic === null) throw badRequest('Missing topic');
  const settings = userSettingsOf(actor.user.settings);
  if (settings.send_stream_typing_notifications !== true) {
    throw badRequest('User has disabled typing notifications for channel messages');
  }
  const db = deps.db.prisma;
  const viewer = new ChannelViewer(db, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });
  const { stream } = await accessChannelById(viewer, to.channelId);
  await checkCanSendToChannel(db, actor.user, stream);
  // Zulip's OptionalTopic strips the value; "(no topic)" and "general chat" name the empty topic.
  const topic = normalizeTopicInput(pyStrip(to.topic));
  const audience = stream.recipientId === null ? [] : await channelTypingAudience(deps.db.sql, stream.recipientId);
  const userIds = await withoutGuestsDenied(deps, actor, audience);
  if (userIds.length > 0) {
    const event: EventOf<'typing'> = {
      type: 'typing',
      messageType: 'stream',
      op,
      sender: sender(actor),
      channelId: stream.id,
      topic,
    };
    await deps.events.publish([{ realmId: actor.realm.id, event, userIds }]);
  }
  return { op, conversation: { type: 'channel', channelId: stream.id, topic } };
}

async function sendDirectTyping(
  deps: Deps,
  actor: Actor,
  op: TypingOp,
  to: number[] | null,
): Promise<TypingConversation> {
  if (to === null) throw badRequest("Missing 'to' argument");
  if (to.length === 0) throw badRequest("Empty 'to' list");
  if (userSettingsOf(actor.user.settings).send_private_typing_notifications !== true) {
    throw badRequest('User has disabled typing notifications for direct messages');
  }
  const ids = to.includes(actor.user.id) ? [...to] : [...to, actor.user.id];
  const found = await deps.db.prisma.user.findMany({
    where: { realmId: actor.realm.id, id: { in: ids.filter(isStorableId) } },
    select: { id: true, email: true, isActive: true, settings: true, role: true, isBot: true },
  });
  const byId = new Map(found.map((u) => [u.id, u]));
  // One unknown id rejects the whole request: a partial list would name the wrong conversation.
  const users = ids.map((id) => {
    const u = byId.get(id);
    if (!u) throw badRequest(`Invalid user ID ${id}`);
    return u;
  });
  // A guest that may not access every other participant (can_access_all_users_group) is not told.
  const guests = users.filter((u) => isGuest(u.role) && u.id !== actor.user.id).map((u) => u.id);
  const denied =
    guests.length === 0
      ? new Set<number>()
      : await guestsWithoutAccessToAny(deps.db.sql, actor.realm.id, users, guests);
  const userIds = distinct(users.filter((u) => receivesTyping(u) && !denied.has(u.id)).map((u) => u.id));
  if (userIds.length > 0) {
    const event: EventOf<'typing'> = {
      type: 'typing',
      messageType: 'direct',
      op,
      sender: sender(actor),
      recipients: users.map((u) => ({ userId: u.id, email: u.email })),
    };
    await deps.events.publish([{ realmId: actor.realm.id, event, userIds }]);
  }
  return { type: 'direct', userIds: distinct(ids).sort((a, b) => a - b) };
}
