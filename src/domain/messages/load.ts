import type { SqlReader } from '../../db/sql.ts';
import { RecipientType } from '../users/create-user.ts';

/** Everything needed to show a message, read in a fixed number of queries for any page size. */
export interface MessageView {
  id: number;
  senderId: number;
  senderFullName: string;
  senderEmail: string;
  /** Whether the sender's real address is public (then clients may compute the gravatar). */
  senderEmailPublic: boolean;
  senderDeliveryEmail: string;
  senderAvatarVersion: number;
  recipientId: number;
  recipientType: number;
  streamId: number | null;
  streamName: string | null;
  subject: string;
  content: string;
  renderedContent: string | null;
  dateSent: Date;
  sendingClient: string;
  isMeMessage: boolean;
  lastEditTime: Date | null;
  lastMovedTime: Date | null;
  editHistory: unknown;
  hasAttachment: boolean;
  hasImage: boolean;
  hasLink: boolean;
  reactions: Array<{ emoji_name: string; emoji_code: string; reaction_type: string; user_id: number }>;
  /** For direct messages: every participant, ascending by id. */
  dmUsers: Array<{ id: number; email: string; full_name: string }>;
}

interface Row {
  id: number;
  sender_id: number;
  full_name: string;
  email: string;
  delivery_email: string;
  avatar_version: number;
  recipient_id: number;
  rtype: number;
  type_id: number;
  stream_name: string | null;
  subject: string;
  content: string;
  rendered_content: string | null;
  date_sent: Date;
  sending_client: string;
  is_me_message: boolean;
  last_edit_time: Date | null;
  last_moved_time: Date | null;
  edit_history: unknown;
  has_attachment: boolean;
  has_image: boolean;
  has_link: boolean;
}

export async function loadMessages(db: SqlReader, ids: number[]): Promise<MessageView[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<Row & Record<string, unknown>>(
    `SELECT m.id, m.sender_id, u.full_name, u.email, u.delivery_email, u.avatar_version, m.recipient_id,
            r.type AS rtype, r.type_id, s.name AS stream_name, m.subject, m.content, m.rendered_content,
            m.date_sent, m.sending_client, m.is_me_message, m.last_edit_time, m.last_moved_time,
            m.edit_history, m.has_attachment, m.has_image, m.has_link
       FROM message m
       JOIN user_profile u ON u.id = m.sender_id
       JOIN recipient r ON r.id = m.recipient_id
       LEFT JOIN stream s ON r.type = 2 AND s.id = r.type_id
      WHERE m.id = ANY($1::int[])
      ORDER BY m.id`,
    [ids],
  );
  const [reactions, dm] = await Promise.all([loadReactions(db, ids), loadDmParticipants(db, rows)]);
  return rows.map((r) => ({
    id: r.id,
    senderId: r.sender_id,
    senderFullName: r.full_name,
    senderEmail: r.email,
    senderEmailPublic: r.email.toLowerCase() === r.delivery_email.toLowerCase(),
    senderDeliveryEmail: r.delivery_email,
    senderAvatarVersion: r.avatar_version,
    recipientId: r.recipient_id,
    recipientType: r.rtype,
    streamId: r.rtype === RecipientType.STREAM ? r.type_id : null,
    streamName: r.stream_name,
    subject: r.subject,
    content: r.content,
    renderedContent: r.rendered_content,
    dateSent: r.date_sent,
    sendingClient: r.sending_client,
    isMeMessage: r.is_me_message,
    lastEditTime: r.last_edit_time,
    lastMovedTime: r.last_moved_time,
    editHistory: r.edit_history,
    hasAttachment: r.has_attachment,
    hasImage: r.has_image,
    hasLink: r.has_link,
    reactions: reactions.get(r.id) ?? [],
    dmUsers: r.rtype === RecipientType.STREAM ? [] : (dm.get(`${r.recipient_id}:${r.sender_id}`) ?? []),
  }));
}

async function loadReactions(db: SqlReader, ids: number[]) {
  const rows = await db.query<{ message_id: number; emoji_name: string; emoji_code: string; reaction_type: string; user_id: number }>(
    `SELECT message_id, emoji_name, emoji_code, reaction_type, user_id FROM reaction
      WHERE message_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  const out = new Map<number, MessageView['reactions']>();
  for (const { message_id, ...rest } of rows) {
    const list = out.get(message_id) ?? [];
    list.push(rest);
    out.set(message_id, list);
  }
  return out;
}

/**
 * Participants of each direct-message conversation: a 1:1 message's recipient
 * is the other user's personal recipient, so the sender is added; a group's
 * participants are its subscriptions.
 */
async function loadDmParticipants(db: SqlReader, rows: Row[]) {
  const dmRows = rows.filter((r) => r.rtype !== RecipientType.STREAM);
  const out = new Map<string, MessageView['dmUsers']>();
  if (dmRows.length === 0) return out;
  const groupRecipients = [...new Set(dmRows.filter((r) => r.rtype === RecipientType.DIRECT_MESSAGE_GROUP).map((r) => r.recipient_id))];
  const groupMembers = new Map<number, number[]>();
  if (groupRecipients.length > 0) {
    const subs = await db.query<{ recipient_id: number; user_id: number }>(
      `SELECT recipient_id, user_id FROM subscription WHERE recipient_id = ANY($1::int[])`,
      [groupRecipients],
    );
    for (const s of subs) groupMembers.set(s.recipient_id, [...(groupMembers.get(s.recipient_id) ?? []), s.user_id]);
  }
  const participants = new Map<string, number[]>();
  for (const r of dmRows) {
    const ids = r.rtype === RecipientType.PERSONAL ? [r.type_id, r.sender_id] : (groupMembers.get(r.recipient_id) ?? []);
    participants.set(`${r.recipient_id}:${r.sender_id}`, [...new Set(ids)].sort((a, b) => a - b));
  }
  const allIds = [...new Set([...participants.values()].flat())];
  const users = await db.query<{ id: number; email: string; full_name: string }>(
    `SELECT id, email, full_name FROM user_profile WHERE id = ANY($1::int[])`,
    [allIds],
  );
  const byId = new Map(users.map((u) => [u.id, u]));
  for (const [key, ids] of participants) {
    out.set(key, ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
  }
  return out;
}
