import { prismaReader, type SqlReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import { inTransaction, type Deps } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { touchMessage } from '../cache/message-cache.ts';
import { applyParticipationVisibility } from '../participation.ts';
import { accessMessage, type AccessedMessage } from '../single/access.ts';
import { orjsonLoads } from './py-json.ts';
import type { Submessage } from '../model.ts';
import { hasSubmessageFrom, insertSubmessage, widgetTypeOf } from './store.ts';
import { widgetEventContent, type WidgetEvent } from './typed-data.ts';
import { validateWidgetData } from './widget-data.ts';

export interface SubmessageInput {
  messageId: number;
  /** "widget" for widgets; clients may use others. */
  msgType: string;
  /** The client's JSON text, stored and sent on as it is; or a typed poll or to-do event, stored as JSON. */
  content: string | WidgetEvent;
}

/**
 * Zulip's verify_submessage_sender: anyone who can see the message may add
 * to its widget, but only the message's sender can make it one.
 */
async function verifySubmessageSender(db: SqlReader, m: AccessedMessage, senderId: number): Promise<void> {
  if (m.senderId === senderId) return;
  if (await hasSubmessageFrom(db, m.id, m.senderId)) return;
  throw badRequest('You cannot attach a submessage to this message.');
}

/** Everyone with the message (a UserMessage row) hears of it, as in Zulip's do_add_submessage. */
async function holderIds(db: SqlReader, messageId: number): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(
    `SELECT user_id FROM user_message WHERE message_id = $1 ORDER BY user_id`,
    [messageId],
  );
  return rows.map((r) => Number(r.user_id));
}

/**
 * POST /submessage (Zulip's process_submessage and do_add_submessage, in
 * their order): the message is locked while its widget's state is checked
 * and the submessage stored, so concurrent first submessages cannot race.
 */
export async function addSubmessage(deps: Deps, actor: Actor, input: SubmessageInput): Promise<Submessage> {
  return inTransaction(deps, async (tx, emit) => {
    const db = prismaReader(tx);
    const m = await accessMessage(db, actor, input.messageId, { modifying: true, lock: true });
    await verifySubmessageSender(db, m, actor.user.id);
    const content = typeof input.content === 'string' ? input.content : widgetEventContent(input.content);
    const data = orjsonLoads(content);
    if (data === undefined) throw badRequest('Invalid json for submessage');
    validateWidgetData(await widgetTypeOf(db, m.id), data.value, m.senderId === actor.user.id);
    const row = await insertSubmessage(db, {
      messageId: m.id,
      senderId: actor.user.id,
      msgType: input.msgType,
      content,
    });
    // Cached message cores include their submessages.
    await touchMessage(db, m.id);
    await applyParticipationVisibility(tx, emit, deps, actor, m);
    emit({
      realmId: actor.realm.id,
      userIds: await holderIds(db, m.id),
      event: {
        type: 'submessage',
        msgType: row.msgType,
        messageId: m.id,
        submessageId: row.id,
        senderId: actor.user.id,
        content: row.content,
      },
    });
    return row;
  });
}
