import type { Stream } from '../../../generated/prisma/client.ts';
import type { Db } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { hasGroupPermission } from '../../groups/permission.ts';
import type { UserRow } from '../../users/format.ts';
import { isGuest } from '../../users/roles.ts';

export async function isSubscribed(db: Db, userId: number, recipientId: number | null): Promise<boolean> {
  if (recipientId === null) return false;
  const s = await db.subscription.findUnique({
    where: { userId_recipientId: { userId, recipientId } },
    select: { active: true },
  });
  return s?.active === true;
}

/** Zulip's access_stream_for_send_message, in its order. */
export async function checkCanSendToChannel(db: Db, sender: UserRow, stream: Stream): Promise<void> {
  if (!(await hasGroupPermission(db, sender, stream.canSendMessageGroupId, true))) {
    throw badRequest('You do not have permission to post in this channel.');
  }
  const refused = () => badRequest(`Not authorized to send to channel '${stream.name}'`);
  if (stream.isArchived) throw refused();
  if (stream.isWebPublic) return;
  if (!(stream.inviteOnly || isGuest(sender.role))) return;
  if (await isSubscribed(db, sender.id, stream.recipientId)) return;
  // A bot may post where its owner is subscribed.
  if (sender.isBot && sender.botOwnerId !== null && (await isSubscribed(db, sender.botOwnerId, stream.recipientId))) return;
  throw refused();
}
