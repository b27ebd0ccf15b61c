import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps } from '../context.ts';
import { notFound } from '../errors.ts';
import { dbId } from '../ids.ts';
import { ownRowsPage } from '../own-rows-page.ts';
import type { KeysetPage, KeysetRequest } from '../paging.ts';
import { checkMessage } from './check.ts';
import type { Reminder } from './event-payloads.ts';
import { reminderContent } from './reminder-content.ts';
import {
  checkDeliveryTime,
  DeliveryType,
  insertScheduled,
  reminderOf,
  SCHEDULED_COLUMNS,
  toSender,
  undeliveredOf,
  type ScheduledRow,
} from './store.ts';

export type { Reminder } from './event-payloads.ts';

export interface ScheduleReminderInput {
  messageId: number;
  /** UNIX seconds. */
  scheduledDeliveryTimestamp: number;
  note?: string;
  client: string;
}

/** The user's undelivered reminders, soonest first (GET /reminders, register's reminders). */
export const undeliveredReminders = async (sql: SqlReader, userId: number): Promise<Reminder[]> =>
  (await undeliveredOf(sql, userId, DeliveryType.REMIND)).map(reminderOf);

/** GET /reminders. */
export const listReminders = (deps: Deps, actor: Actor): Promise<Reminder[]> =>
  undeliveredReminders(deps.db.sql, actor.user.id);

/** The user's undelivered reminders by id, a page at a time read in SQL from the page's key, and how many there are. */
export async function listRemindersPage(
  deps: Deps,
  actor: Actor,
  r: KeysetRequest,
): Promise<KeysetPage<Reminder> & { totalCount: number }> {
  const table = `(SELECT ${SCHEDULED_COLUMNS} FROM scheduled_message
     WHERE delivery_type = ${DeliveryType.REMIND} AND NOT delivered) AS reminder`;
  const q = { table, columns: SCHEDULED_COLUMNS, owner: 'sender_id', key: 'id' };
  const page = await ownRowsPage<ScheduledRow & Record<string, unknown>>(deps.db.sql, q, actor.user.id, r);
  return { ...page, items: page.items.map(reminderOf) };
}

/**
 * POST /reminders, in the order of Zulip's create_reminders_message_backend
 * and schedule_reminder_for_message: the time, the message (which the user
 * must be able to see), the note, then the checks of a direct message to
 * oneself. The Notification Bot sends it; the user is its sender here so that
 * those checks are the user's.
 */
export async function scheduleReminder(deps: Deps, actor: Actor, input: ScheduleReminderInput): Promise<number> {
  const deliverAt = checkDeliveryTime(deps.clock.now(), input.scheduledDeliveryTimestamp);
  const content = await reminderContent(deps.db.sql, deps.server, actor, input.messageId, input.note ?? null);
  const checked = await checkMessage(deps, actor, {
    recipient: { type: 'direct', to: { kind: 'ids', ids: [actor.user.id] } },
    content,
    client: input.client,
  });
  return inTransaction(deps, async (tx, emit) => {
    const row = await insertScheduled(tx, {
      realmId: actor.realm.id,
      senderId: actor.user.id,
      deliveryType: DeliveryType.REMIND,
      type: 'private',
      to: [actor.user.id],
      topic: '',
      content: checked.content,
      renderedContent: checked.renderedContent,
      client: input.client,
      readBySender: false,
      deliverAt,
      reminderTargetMessageId: input.messageId,
      reminderNote: input.note || null,
    });
    emit(toSender(actor, { type: 'reminders', op: 'add', reminders: [reminderOf(row)] }));
    return row.id;
  });
}

/** DELETE /reminders/{id}: Zulip's access_reminder and do_delete_reminder. */
export async function deleteReminder(deps: Deps, actor: Actor, id: number): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    const rows = await prismaReader(tx).query<{ id: number }>(
      'DELETE FROM scheduled_message WHERE id = $1 AND sender_id = $2 AND delivery_type = $3 RETURNING id',
      [dbId(id), actor.user.id, DeliveryType.REMIND],
    );
    if (rows.length === 0) throw notFound('Reminder does not exist');
    emit(toSender(actor, { type: 'reminders', op: 'remove', reminderId: rows[0].id }));
  });
}
