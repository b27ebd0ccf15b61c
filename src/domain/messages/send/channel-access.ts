import type { Stream } from '../../../generated/prisma/client.ts';
import type { Db } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { hasGroupPermission } from '../../groups/permission.ts';
import type { UserRow } from '../../users/format.ts';
import { isGuest } from '../../roles.ts';

export async function isSubscribed(db: Db, userId: number, recipientId: number | null): Promise<boolean> {
  if (recipientId === null) return false;
  const s = await db.subscription.findUnique({
    where: { userId_recipientId: { userId, recipientId } },
    select: { active: true },
  });
  return s?.active === true;
}

type Fact = () => boolean | Promise<boolean>;

/** What access_stream_for_send_message looks at, each fact read only if the rules get that far. */
export interface SendAccessFacts {
  /** The sender is in the channel's can_send_message_group. */
  maySend: Fact;
  /** The sender has an active subscription. */
  subscribed: Fact;
  /** The sender's bot owner has an active subscription. */
  ownerSubscribed: Fact;
}

export type SendAccessChannel = Pick<Stream, 'name' | 'isArchived' | 'isWebPublic' | 'inviteOnly'>;

/** Zulip's access_stream_for_send_message, in its order. */
export async function checkSendAccess(
  sender: Pick<UserRow, 'role' | 'isBot' | 'botOwnerId'>,
  stream: SendAccessChannel,
  facts: SendAccessFacts,
): Promise<void> {
  if (!(await facts.maySend()))
    throw badRequest('You do not have permission to post in this channel.').as('permission');
  const refused = () => badRequest(`Not authorized to send to channel '${stream.name}'`).as('permission');
  if (stream.isArchived) throw refused();
  if (stream.isWebPublic) return;
  if (!(stream.inviteOnly || isGuest(sender.role))) return;
  if (await facts.subscribed()) return;
  // A bot may post where its owner is subscribed.
  if (sender.isBot && sender.botOwnerId !== null && (await facts.ownerSubscribed())) return;
  throw refused();
}

export async function checkCanSendToChannel(db: Db, sender: UserRow, stream: Stream): Promise<void> {
  await checkSendAccess(sender, stream, {
    maySend: () => hasGroupPermission(db, sender, stream.canSendMessageGroupId, true),
    subscribed: () => isSubscribed(db, sender.id, stream.recipientId),
    ownerSubscribed: () => sender.botOwnerId !== null && isSubscribed(db, sender.botOwnerId, stream.recipientId),
  });
}
