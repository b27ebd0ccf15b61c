import type { SqlReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import type { ServerInfo } from '../../context.ts';
import type { AddressedEvent, EventOf } from '../../events/types.ts';
import type { ReactionUser } from '../event-payloads.ts';
import { dummyEmailOf, INACCESSIBLE_USER_NAME } from '../../users/inaccessible.ts';
import { guestsWithoutAccess } from '../../users/user-access.ts';
import type { AccessedMessage } from '../single/access.ts';
import { eventRecipientIds } from '../single/event-recipients.ts';

export interface ReactionRow {
  emojiName: string;
  emojiCode: string;
  reactionType: string;
}

/**
 * Zulip's notify_reaction_update: a `reaction` event for everyone who may see
 * the message. Its deprecated `user` names the reactor; guests that may not
 * access the reactor (can_access_all_users_group) get an "Unknown user" there.
 */
export async function emitReactionEvent(
  db: SqlReader,
  emit: (e: AddressedEvent) => void,
  deps: { server: ServerInfo },
  actor: Actor,
  message: AccessedMessage,
  reaction: ReactionRow,
  op: 'add' | 'remove',
): Promise<void> {
  const me = actor.user;
  const userIds = [...(await eventRecipientIds(db, [message.id], message.channel))].sort((a, b) => a - b);
  const hidden = await guestsWithoutAccess(db, me, userIds);
  const event = (user: ReactionUser): EventOf<'reaction'> => ({
    type: 'reaction',
    op,
    userId: me.id,
    user,
    messageId: message.id,
    emojiName: reaction.emojiName,
    emojiCode: reaction.emojiCode,
    reactionType: reaction.reactionType,
  });
  const shown = userIds.filter((id) => !hidden.has(id));
  if (shown.length > 0)
    emit({
      realmId: actor.realm.id,
      userIds: shown,
      event: event({ userId: me.id, email: me.email, fullName: me.fullName }),
    });
  if (hidden.size > 0) {
    const unknown = { userId: me.id, email: dummyEmailOf(deps.server, me.id), fullName: INACCESSIBLE_USER_NAME };
    emit({ realmId: actor.realm.id, userIds: [...hidden].sort((a, b) => a - b), event: event(unknown) });
  }
}
