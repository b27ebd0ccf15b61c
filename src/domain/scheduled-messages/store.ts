import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { AddressedEvent } from '../events/types.ts';
import type { Reminder, ScheduledMessage } from './event-payloads.ts';

/** Zulip's ScheduledMessage.SEND_LATER and REMIND. */
export const DeliveryType = { SEND_LATER: 1, REMIND: 2 } as const;

export interface ScheduledRow {
  id: number;
  realm_id: number;
  sender_id: number;
  delivery_type: number;
  type: string;
  to: number[];
  topic: string;
  content: string;
  rendered_content: string;
  sending_client: string;
  read_by_sender: boolean;
  scheduled_timestamp: Date;
  delivered: boolean;
  failed: boolean;
  failure_message: string | null;
  reminder_target_message_id: number | null;
  reminder_note: string | null;
}

export const SCHEDULED_COLUMNS =
  'id, realm_id, sender_id, delivery_type, type, "to", topic, content, rendered_content, sending_client, ' +
  'read_by_sender, scheduled_timestamp, delivered, failed, failure_message, reminder_target_message_id, reminder_note';

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

export function scheduledMessageOf(r: ScheduledRow): ScheduledMessage {
  const common = {
    id: r.id,
    content: r.content,
    renderedContent: r.rendered_content,
    scheduledDeliveryTimestamp: seconds(r.scheduled_timestamp),
    failed: r.failed,
  };
  return r.type === 'stream'
    ? { ...common, type: 'stream', to: r.to[0], topic: r.topic }
    : { ...common, type: 'private', to: r.to };
}

export const reminderOf = (r: ScheduledRow): Reminder => ({
  id: r.id,
  type: 'private',
  to: r.to,
  content: r.content,
  renderedContent: r.rendered_content,
  scheduledDeliveryTimestamp: seconds(r.scheduled_timestamp),
  failed: r.failed,
  reminderTargetMessageId: r.reminder_target_message_id ?? 0,
});

/** The sender's undelivered rows of one kind, soonest first (Zulip's get_undelivered_scheduled_messages). */
export const undeliveredOf = (sql: SqlReader, userId: number, deliveryType: number): Promise<ScheduledRow[]> =>
  sql.query<ScheduledRow & Record<string, unknown>>(
    `SELECT ${SCHEDULED_COLUMNS} FROM scheduled_message
      WHERE sender_id = $1 AND delivery_type = $2 AND NOT delivered ORDER BY scheduled_timestamp, id`,
    [userId, deliveryType],
  );

/** Zulip's check of a delivery time: later than now. */
export function checkDeliveryTime(now: Date, timestamp: number): Date {
  const deliverAt = new Date(timestamp * 1000);
  if (!(deliverAt.getTime() > now.getTime())) throw badRequest('Scheduled delivery time must be in the future.');
  return deliverAt;
}

export const toSender = (actor: { realm: { id: number }; user: { id: number } }, event: AddressedEvent['event']) => ({
  realmId: actor.realm.id,
  event,
  userIds: [actor.user.id],
});

/** A new row of either kind, as the caller checked it. */
export interface NewScheduledRow {
  realmId: number;
  senderId: number;
  deliveryType: number;
  type: 'stream' | 'private';
  to: number[];
  topic: string;
  content: string;
  renderedContent: string;
  client: string;
  readBySender: boolean;
  deliverAt: Date;
  reminderTargetMessageId?: number;
  reminderNote?: string | null;
}

export async function insertScheduled(tx: Tx, n: NewScheduledRow): Promise<ScheduledRow> {
  const [row] = await prismaReader(tx).query<ScheduledRow & Record<string, unknown>>(
    `INSERT INTO scheduled_message (realm_id, sender_id, delivery_type, type, "to", topic, content, rendered_content,
       sending_client, read_by_sender, scheduled_timestamp, reminder_target_message_id, reminder_note)
     VALUES ($1, $2, $3, $4, $5::int[], $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ${SCHEDULED_COLUMNS}`,
    [
      n.realmId,
      n.senderId,
      n.deliveryType,
      n.type,
      n.to,
      n.topic,
      n.content,
      n.renderedContent,
      n.client,
      n.readBySender,
      n.deliverAt,
      n.reminderTargetMessageId ?? null,
      n.reminderNote ?? null,
    ],
  );
  return row;
}

export const markDelivered = (tx: Tx, row: ScheduledRow, messageId: number) =>
  tx.$executeRawUnsafe(
    'UPDATE scheduled_message SET delivered = true, delivered_message_id = $2 WHERE id = $1',
    row.id,
    messageId,
  );
