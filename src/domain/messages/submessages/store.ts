import type { SqlReader } from '../../../db/sql.ts';
import { isDict } from './checks.ts';
import { orjsonLoads, pyJsonDumps } from './py-json.ts';
import type { WidgetSpec } from './slash-widgets.ts';

/** One entry of a message's `submessages`, in Zulip's field order (SubMessage.get_raw_db_rows). */
export interface SubmessageView {
  id: number;
  message_id: number;
  sender_id: number;
  msg_type: string;
  content: string;
}

/** The SQL expression (over `m`, a message row) of its submessages in id order, as JSON; null without any. */
export const SUBMESSAGES_JSON_SQL = `(SELECT json_agg(json_build_object('id', sm.id, 'message_id', sm.message_id,
         'sender_id', sm.sender_id, 'msg_type', sm.msg_type, 'content', sm.content) ORDER BY sm.id)
       FROM submessage sm WHERE sm.message_id = m.id)`;

export async function insertSubmessage(
  db: SqlReader,
  row: { messageId: number; senderId: number; msgType: string; content: string },
): Promise<SubmessageView> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO submessage (message_id, sender_id, msg_type, content) VALUES ($1, $2, $3, $4) RETURNING id`,
    [row.messageId, row.senderId, row.msgType, row.content],
  );
  return { id: rows[0].id, message_id: row.messageId, sender_id: row.senderId, msg_type: row.msgType, content: row.content };
}

/** Zulip's do_widget_post_save_actions: the widget's first submessage, as Zulip serializes it. */
export const insertWidget = (db: SqlReader, messageId: number, senderId: number, widget: WidgetSpec): Promise<SubmessageView> =>
  insertSubmessage(db, {
    messageId,
    senderId,
    msgType: 'widget',
    content: pyJsonDumps({ widget_type: widget.widgetType, extra_data: widget.extraData }),
  });

/** Zulip's is_widget_message: every message with submessages is a widget. */
export async function hasSubmessages(db: SqlReader, messageId: number): Promise<boolean> {
  const rows = await db.query<{ x: boolean }>(`SELECT EXISTS (SELECT 1 FROM submessage WHERE message_id = $1) AS x`, [messageId]);
  return rows[0]?.x === true;
}

export async function hasSubmessageFrom(db: SqlReader, messageId: number, senderId: number): Promise<boolean> {
  const rows = await db.query<{ x: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM submessage WHERE message_id = $1 AND sender_id = $2) AS x`,
    [messageId, senderId],
  );
  return rows[0]?.x === true;
}

/** Zulip's get_widget_type: the `widget_type` of the message's first widget submessage, if it reads as one. */
export async function widgetTypeOf(db: SqlReader, messageId: number): Promise<string | null> {
  const rows = await db.query<{ content: string }>(
    `SELECT content FROM submessage WHERE message_id = $1 AND msg_type = 'widget' ORDER BY id LIMIT 1`,
    [messageId],
  );
  if (rows.length === 0) return null;
  const data = orjsonLoads(rows[0].content)?.value;
  if (!isDict(data) || !Object.hasOwn(data, 'widget_type')) return null;
  return typeof data.widget_type === 'string' ? data.widget_type : null;
}
