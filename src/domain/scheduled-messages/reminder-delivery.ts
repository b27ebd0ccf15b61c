import { prismaReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import type { Deps, Tx } from '../context.ts';
import { badRequest, isDomainError } from '../errors.ts';
import type { AddressedEvent } from '../events/types.ts';
import { sendBotDms } from '../messages/send/notification-dm.ts';
import { notificationBot } from '../users/notification-bot.ts';
import { reminderContent } from './reminder-content.ts';
import { markDelivered, toSender, type ScheduledRow } from './store.ts';

/** The text of a reminder now: the message as it is, or, when the user can no longer see it, as it was. */
async function contentNow(deps: Deps, tx: Tx, actor: Actor, row: ScheduledRow): Promise<string> {
  try {
    const messageId = row.reminder_target_message_id ?? 0;
    return await reminderContent(prismaReader(tx), deps.server, actor, messageId, row.reminder_note);
  } catch (e) {
    if (isDomainError(e)) return row.content;
    throw e;
  }
}

/**
 * Zulip's send_reminder: the Notification Bot sends the user a direct message
 * about the message; the row is marked delivered and the reminder leaves the
 * user's list. Returns the message's id.
 */
export async function sendReminder(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  actor: Actor,
  row: ScheduledRow,
): Promise<number> {
  const content = await contentNow(deps, tx, actor, row);
  const bot = await notificationBot(tx, actor.realm.id, deps.clock.now());
  let messageId: number;
  try {
    [messageId] = await sendBotDms(deps, tx, emit, { realm: actor.realm, bot, to: [actor.user], content });
  } catch (e) {
    // Zulip's internal send swallows the check's error; the reminder fails with its own words.
    if (isDomainError(e)) throw badRequest('Reminder could not be sent.');
    throw e;
  }
  await markDelivered(tx, row, messageId);
  emit(toSender(actor, { type: 'reminders', op: 'remove', reminderId: row.id }));
  return messageId;
}
