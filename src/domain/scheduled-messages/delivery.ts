import { sqlStateOf } from '../../db/errors.ts';
import { prismaReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest, isDomainError } from '../errors.ts';
import type { AddressedEvent } from '../events/types.ts';
import { sendMessageIn, type SendMessageInput } from '../messages/send/send-message.ts';
import { sendNotificationDms } from '../messages/send/notification-dm.ts';
import { globalTime } from '../markdown/message-links.ts';
import { sendReminder } from './reminder-delivery.ts';
import {
  DeliveryType,
  markDelivered,
  SCHEDULED_COLUMNS,
  scheduledMessageOf,
  toSender,
  type ScheduledRow,
} from './store.ts';

/** Zulip's SCHEDULED_MESSAGE_LATE_CUTOFF_MINUTES: a message later than this is not sent at all. */
const LATE_CUTOFF_MS = 10 * 60_000;

/** Zulip's RealmDeactivatedError and UserDeactivatedError: failures nobody is told of. */
class SilentFailure extends Error {}

/** A user's message that was sent (for outgoing webhooks); null when none was (a failure, or a reminder). */
type Sent = { actor: Actor; input: SendMessageInput; messageId: number } | null;

/**
 * Sends every scheduled message and reminder that is due, one at a time, each
 * in its own transaction: the row is claimed (FOR UPDATE SKIP LOCKED, so
 * another process passes over it), sent, and marked delivered before the
 * commit. A crash before the commit leaves it due; after, it is done. Returns
 * how many were attempted.
 */
export async function deliverDue(deps: Deps): Promise<number> {
  let attempted = 0;
  for (;;) {
    const outcome = await inTransaction(deps, (tx, emit) => deliverOne(deps, tx, emit));
    if (outcome === 'none') return attempted;
    attempted++;
    if (outcome !== null) deps.outgoingWebhooks.messageSent(outcome.actor, outcome.input, outcome.messageId);
  }
}

async function deliverOne(deps: Deps, tx: Tx, emit: (e: AddressedEvent) => void): Promise<Sent | 'none'> {
  const sql = prismaReader(tx);
  const [row] = await sql.query<ScheduledRow & Record<string, unknown>>(
    `SELECT ${SCHEDULED_COLUMNS} FROM scheduled_message
      WHERE NOT delivered AND NOT failed AND scheduled_timestamp <= $1
      ORDER BY scheduled_timestamp, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [deps.clock.now()],
  );
  if (!row) return 'none';
  // A failed send is undone to here, and the row (still locked) marked failed instead.
  await tx.$executeRawUnsafe('SAVEPOINT scheduled_delivery');
  const events: AddressedEvent[] = [];
  try {
    const sent = await send(deps, tx, (e) => events.push(e), row);
    for (const e of events) emit(e);
    return sent;
  } catch (e) {
    // A database error (another process's send deadlocked with this one) is no failure of the message:
    // the transaction is retried or rolled back, and the message stays due.
    if (!isDomainError(e) && sqlStateOf(e) !== undefined) throw e;
    await tx.$executeRawUnsafe('ROLLBACK TO SAVEPOINT scheduled_delivery');
    await markFailed(deps, tx, emit, row, e);
    return null;
  }
}

async function send(deps: Deps, tx: Tx, emit: (e: AddressedEvent) => void, row: ScheduledRow): Promise<Sent> {
  const realm = await tx.realm.findUniqueOrThrow({ where: { id: row.realm_id } });
  const user = await tx.user.findUniqueOrThrow({ where: { id: row.sender_id } });
  // Zulip repeats the account's checks: the state may have changed since it was scheduled.
  if (realm.deactivated || !user.isActive) throw new SilentFailure();
  const actor: Actor = { realm, user };
  // Reminders go to the user alone, so Zulip sends them however late the sender is.
  if (row.delivery_type === DeliveryType.REMIND) {
    await sendReminder(deps, tx, emit, actor, row);
    return null;
  }
  if (deps.clock.now().getTime() > row.scheduled_timestamp.getTime() + LATE_CUTOFF_MS)
    throw badRequest('Message could not be sent at the scheduled time.');
  const input: SendMessageInput =
    row.type === 'stream'
      ? {
          recipient: { type: 'channel', channel: { kind: 'id', id: row.to[0] } },
          topic: row.topic,
          content: row.content,
          client: row.sending_client,
          readBySender: row.read_by_sender,
        }
      : {
          recipient: { type: 'direct', to: { kind: 'ids', ids: row.to } },
          content: row.content,
          client: row.sending_client,
          readBySender: row.read_by_sender,
        };
  const { id } = await sendMessageIn(deps, tx, emit, actor, input);
  await markDelivered(tx, row, id);
  emit(toSender(actor, { type: 'scheduled_messages', op: 'remove', scheduledMessageId: row.id }));
  return { actor, input, messageId: id };
}

/**
 * Zulip's failure handling in try_deliver_one_scheduled_message: the row is
 * marked failed with the error's text; the sender of a scheduled message
 * (not of a reminder) hears of it from the Notification Bot, unless the
 * organization or the account was deactivated.
 */
async function markFailed(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  row: ScheduledRow,
  error: unknown,
): Promise<void> {
  const message = isDomainError(error) ? error.message : 'Internal server error';
  const [failed] = await prismaReader(tx).query<ScheduledRow & Record<string, unknown>>(
    `UPDATE scheduled_message SET failed = true, failure_message = $2 WHERE id = $1 RETURNING ${SCHEDULED_COLUMNS}`,
    [row.id, message],
  );
  if (error instanceof SilentFailure || row.delivery_type === DeliveryType.REMIND) return;
  const realm = await tx.realm.findUniqueOrThrow({ where: { id: row.realm_id } });
  const user = await tx.user.findUniqueOrThrow({ where: { id: row.sender_id } });
  emit(
    toSender(
      { realm, user },
      { type: 'scheduled_messages', op: 'update', scheduledMessage: scheduledMessageOf(failed) },
    ),
  );
  const content =
    `The message you scheduled for ${globalTime(row.scheduled_timestamp)} was not sent because of the following error:` +
    `\n\n> ${message}\n\n[View scheduled messages](#scheduled)`;
  await sendNotificationDms(deps, tx, emit, realm, [user], content);
}
