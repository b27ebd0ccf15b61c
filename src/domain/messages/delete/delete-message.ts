import { prismaReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import { inTransaction, type Deps } from '../../context.ts';
import type { EventOf } from '../../events/types.ts';
import { accessMessage } from '../single/access.ts';
import { eventRecipientIds } from '../single/event-recipients.ts';
import { checkUpdateFirstMessageId } from './channel-messages.ts';
import { checkCanDeleteMessage } from './permission.ts';

/**
 * DELETE /messages/{message_id} (Zulip's delete_message_backend +
 * do_delete_messages). Everyone who could see the message, and the deleter,
 * get `delete_message`; a channel whose first message this was gets its new
 * `first_message_id` announced to the same users first (FL 256).
 */
export async function deleteMessage(deps: Deps, actor: Actor, messageId: number): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    const db = prismaReader(tx);
    const m = await accessMessage(db, actor, messageId, { modifying: true, lock: true });
    await checkCanDeleteMessage(tx, actor, m, deps.clock.now());
    const notify = await eventRecipientIds(db, [m.id], m.channel);
    notify.add(actor.user.id);
    const userIds = [...notify].sort((a, b) => a - b);
    // UserMessage rows and reactions go with the message (ON DELETE CASCADE).
    await tx.$executeRawUnsafe(`DELETE FROM message WHERE id = $1`, m.id);
    const event: EventOf<'delete_message'> = { type: 'delete_message', messageIds: [m.id] };
    const channel = m.channel;
    if (channel === null) {
      event.messageType = 'private';
    } else {
      await checkUpdateFirstMessageId(tx, emit, { realmId: actor.realm.id, channel, messageIds: [m.id], userIds });
      event.channelId = channel.id;
      // Zulip groups deletions by lower-cased topic and sends that key.
      event.topic = m.subject.toLowerCase();
      event.messageType = 'stream';
    }
    emit({ realmId: actor.realm.id, userIds, event });
  });
}
