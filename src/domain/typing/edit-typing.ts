import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { EventOf, TypingOp } from '../events/types.ts';
import { accessMessage, type AccessedMessage } from '../messages/single/access.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { RecipientType } from '../recipient-type.ts';
import { channelTypingAudience, distinct, receivesTyping, withoutGuestsDenied } from './audience.ts';

/**
 * Zulip's validate_user_can_edit_message with the grace period the caller
 * gives (0 s for typing: no typing indicator once saving would fail).
 */
export function checkCanEditContent(deps: Deps, actor: Actor, m: AccessedMessage, graceSeconds: number): void {
  const realm = realmSettingsOf(actor.realm.settings);
  if (realm.allow_message_editing !== true) throw badRequest('Your organization has turned off message editing');
  if (m.senderId !== actor.user.id) throw badRequest("You don't have permission to edit this message");
  const limit = realm.message_content_edit_limit_seconds;
  if (typeof limit === 'number') {
    const age = deps.clock.now().getTime() - m.dateSent.getTime();
    if (age > (limit + graceSeconds) * 1000) throw badRequest('The time limit for editing this message has passed');
  }
}

/** The participants of a direct-message conversation, as Zulip lists them for edit typing. */
async function conversationUserIds(deps: Deps, actor: Actor, m: AccessedMessage): Promise<number[]> {
  const recipient = await deps.db.prisma.recipient.findUniqueOrThrow({ where: { id: m.recipientId } });
  // A 1:1 conversation is stored against the other user's personal recipient (the typist is the sender).
  if (recipient.type === RecipientType.PERSONAL) return [actor.user.id, recipient.typeId];
  const subs = await deps.db.prisma.subscription.findMany({
    where: { recipientId: recipient.id },
    select: { userId: true },
    orderBy: { userId: 'asc' },
  });
  return subs.map((s) => s.userId);
}

/** POST /messages/{message_id}/typing (FL 351): someone is editing a message's content. */
export async function sendEditTypingNotification(
  deps: Deps,
  actor: Actor,
  messageId: number,
  op: TypingOp,
): Promise<void> {
  // Typing does not change the message, but it announces an edit, so it needs edit-level access.
  const m = await accessMessage(deps.db.sql, actor, messageId, { modifying: true });
  checkCanEditContent(deps, actor, m, 0);
  const settings = userSettingsOf(actor.user.settings);
  const base = { type: 'typing_edit_message', op, senderId: actor.user.id, messageId: m.id } as const;
  if (m.recipientType === RecipientType.STREAM && m.channel) {
    if (settings.send_stream_typing_notifications !== true) {
      throw badRequest('User has disabled typing notifications for channel messages');
    }
    const userIds = await withoutGuestsDenied(
      deps,
      actor,
      await channelTypingAudience(deps.db.sql, m.channel.recipientId),
    );
    if (userIds.length === 0) return;
    const event: EventOf<'typing_edit_message'> = {
      ...base,
      recipient: { type: 'channel', channelId: m.channel.id, topic: m.subject },
    };
    await deps.events.publish([{ realmId: actor.realm.id, event, userIds }]);
    return;
  }
  if (settings.send_private_typing_notifications !== true) {
    throw badRequest('User has disabled typing notifications for direct messages');
  }
  const ids = await conversationUserIds(deps, actor, m);
  const users = await deps.db.prisma.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, isActive: true, settings: true },
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  const notified = ids.filter((id) => {
    const u = byId.get(id);
    return u !== undefined && receivesTyping(u);
  });
  if (notified.length === 0) return;
  const event: EventOf<'typing_edit_message'> = { ...base, recipient: { type: 'direct', userIds: notified } };
  await deps.events.publish([{ realmId: actor.realm.id, event, userIds: distinct(notified) }]);
}
