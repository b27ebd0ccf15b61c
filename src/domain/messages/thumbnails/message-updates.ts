import { unixSeconds } from '../../clock.ts';
import { inSqlTransaction, type Deps, type SqlTx } from '../../context.ts';
import { emitUpdateMessage } from '../edit/events.ts';
import { MESSAGE_CHANNEL_COLUMNS, messageChannelOfRow, type MessageChannelRow } from '../single/access.ts';
import { eventRecipientIds } from '../single/event-recipients.ts';
import { RecipientType } from '../../recipient-type.ts';

interface LinkingMessage extends Record<string, unknown>, MessageChannelRow {
  id: number;
  content: string;
  rendered_content: string | null;
}

/** Who hears of a silent re-rendering (Zulip's do_update_embedded_data): those who may see the message and hold a row for it, each with their flags. */
async function audienceOf(sql: SqlTx, m: LinkingMessage): Promise<Map<number, number[]>> {
  const allowed = await eventRecipientIds(sql, [m.id], messageChannelOfRow(m));
  const rows = await sql.query<{ user_id: number; flags: string | number }>(
    'SELECT user_id, flags FROM user_message WHERE message_id = $1 ORDER BY user_id',
    [m.id],
  );
  const byFlags = new Map<number, number[]>();
  for (const r of rows) {
    if (!allowed.has(r.user_id)) continue;
    const flags = Number(r.flags);
    byFlags.set(flags, [...(byFlags.get(flags) ?? []), r.user_id]);
  }
  return byFlags;
}

/**
 * Zulip's update_message_rendered_content: every message linking the image
 * gets its preview rewritten (the thumbnail in place of the placeholder, or
 * no preview when thumbnailing failed), and its readers an `update_message`
 * with `rendering_only: true`. The rows are locked and rewritten from their
 * current rendering, so a concurrent edit is never undone; the UPDATE gives
 * each row a new version, which retires it from the message cache.
 */
export async function rerenderLinkingMessages(
  deps: Deps,
  attachmentId: number,
  realmId: number,
  rewrite: (html: string) => string | null,
): Promise<number> {
  return inSqlTransaction(deps, async (sql, emit) => {
    const messages = await sql.query<LinkingMessage>(
      `SELECT m.id, m.content, m.rendered_content,
              ${MESSAGE_CHANNEL_COLUMNS}
         FROM attachment_message am
         JOIN message m ON m.id = am.message_id
         JOIN recipient r ON r.id = m.recipient_id
         LEFT JOIN stream s ON r.type = ${RecipientType.STREAM} AND s.id = r.type_id
        WHERE am.attachment_id = $1
        ORDER BY m.id
          FOR UPDATE OF m`,
      [attachmentId],
    );
    let changed = 0;
    for (const m of messages) {
      const html = m.rendered_content === null ? null : rewrite(m.rendered_content);
      if (html === null) continue;
      await sql.query('UPDATE message SET rendered_content = $2 WHERE id = $1', [m.id, html]);
      changed++;
      const event = {
        type: 'update_message' as const,
        userId: null,
        editTimestamp: unixSeconds(deps.clock.now()),
        messageId: m.id,
        messageIds: [m.id],
        content: m.content,
        renderedContent: html,
        renderingOnly: true,
      };
      emitUpdateMessage(emit, realmId, event, await audienceOf(sql, m));
    }
    return changed;
  });
}
