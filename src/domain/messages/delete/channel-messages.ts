import type { Stream } from '../../../generated/prisma/client.ts';
import { prismaReader } from '../../../db/sql.ts';
import type { Tx } from '../../context.ts';
import type { AddressedEvent } from '../../events/types.ts';
import type { MessageChannel } from '../single/access.ts';
import { eventRecipientIds } from '../single/event-recipients.ts';

/** The channel facts the message-level helpers expect. */
export function messageChannelOf(s: Stream): MessageChannel {
  return {
    id: s.id,
    name: s.name,
    realmId: s.realmId,
    recipientId: s.recipientId ?? 0,
    inviteOnly: s.inviteOnly,
    isWebPublic: s.isWebPublic,
    historyPublicToSubscribers: s.historyPublicToSubscribers,
    isArchived: s.isArchived,
    firstMessageId: s.firstMessageId,
    canSubscribeGroupId: s.canSubscribeGroupId,
    canAddSubscribersGroupId: s.canAddSubscribersGroupId,
    canDeleteAnyMessageGroupId: s.canDeleteAnyMessageGroupId,
    canDeleteOwnMessageGroupId: s.canDeleteOwnMessageGroupId,
  };
}

/**
 * Zulip's check_update_first_message_id, after messages of a channel were
 * deleted: when its first message was among them, the next oldest becomes
 * first (null when none is left), announced to `userIds` before the
 * deletion events. Read from the row, since an earlier deletion in the same
 * transaction may have changed it. Moves leave it as it is, as in Zulip.
 */
export async function checkUpdateFirstMessageId(
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  p: {
    realmId: number;
    channel: Pick<MessageChannel, 'id' | 'name' | 'recipientId'>;
    messageIds: readonly number[];
    userIds: number[];
  },
): Promise<void> {
  const [current] = await tx.$queryRawUnsafe<Array<{ first_message_id: number | null }>>(
    `SELECT first_message_id FROM stream WHERE id = $1`,
    p.channel.id,
  );
  const firstId = current?.first_message_id ?? null;
  if (firstId === null || !p.messageIds.includes(firstId)) return;
  const [row] = await tx.$queryRawUnsafe<Array<{ id: number | null }>>(
    `SELECT min(id) AS id FROM message WHERE realm_id = $1 AND recipient_id = $2`,
    p.realmId,
    p.channel.recipientId,
  );
  const first = row?.id ?? null;
  await tx.stream.update({ where: { id: p.channel.id }, data: { firstMessageId: first } });
  emit({
    realmId: p.realmId,
    userIds: p.userIds,
    event: {
      type: 'stream',
      op: 'update',
      property: 'first_message_id',
      value: first,
      channelId: p.channel.id,
      name: p.channel.name,
    },
  });
}

/**
 * Zulip's do_delete_messages for messages of one channel: everyone who could
 * see them (and the acting user) gets one `delete_message` per topic, keyed
 * by the lower-cased topic; a channel that loses its first message has the
 * new `first_message_id` announced first (FL 256).
 */
export async function deleteChannelMessages(
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  p: { realmId: number; stream: Stream; messageIds: number[]; actingUserId: number | null },
): Promise<void> {
  if (p.messageIds.length === 0) return;
  const db = prismaReader(tx);
  const channel = messageChannelOf(p.stream);
  const notify = await eventRecipientIds(db, p.messageIds, channel);
  if (p.actingUserId !== null) notify.add(p.actingUserId);
  const userIds = [...notify].sort((a, b) => a - b);
  const topics = await tx.$queryRawUnsafe<Array<{ topic: string; ids: number[] }>>(
    `SELECT lower(subject) AS topic, array_agg(id ORDER BY id) AS ids FROM message WHERE id = ANY($1::int[])
      GROUP BY lower(subject) ORDER BY min(id)`,
    p.messageIds,
  );
  // UserMessage rows and reactions go with the messages (ON DELETE CASCADE).
  await tx.$executeRawUnsafe(`DELETE FROM message WHERE id = ANY($1::int[])`, p.messageIds);
  await checkUpdateFirstMessageId(tx, emit, { realmId: p.realmId, channel, messageIds: p.messageIds, userIds });
  for (const t of topics) {
    emit({
      realmId: p.realmId,
      userIds,
      event: {
        type: 'delete_message',
        messageIds: t.ids.map(Number),
        messageType: 'stream',
        channelId: p.stream.id,
        topic: t.topic,
      },
    });
  }
}
