import type { SqlReader } from '../../../db/sql.ts';
import type { Actor } from '../../auth/actor.ts';
import type { AddressedEvent } from '../../events/types.ts';
import type { AccessedMessage } from '../single/access.ts';
import { eventRecipientIds } from '../single/event-recipients.ts';

export interface ReactionRow {
  emojiName: string;
  emojiCode: string;
  reactionType: string;
}

/** Zulip's notify_reaction_update: a `reaction` event for everyone who may see the message. */
export async function emitReactionEvent(
  db: SqlReader,
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  message: AccessedMessage,
  reaction: ReactionRow,
  op: 'add' | 'remove',
): Promise<void> {
  const me = actor.user;
  const userIds = await eventRecipientIds(db, [message.id], message.channel);
  emit({
    realmId: actor.realm.id,
    userIds: [...userIds].sort((a, b) => a - b),
    event: {
      type: 'reaction',
      op,
      user_id: me.id,
      // Deprecated duplicate of user_id that Zulip still sends.
      user: { user_id: me.id, email: me.email, full_name: me.fullName },
      message_id: message.id,
      emoji_name: reaction.emojiName,
      emoji_code: reaction.emojiCode,
      reaction_type: reaction.reactionType,
    },
  });
}
