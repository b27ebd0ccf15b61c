import type { Tx } from '../context.ts';

export interface NewMessageRow {
  realmId: number;
  senderId: number;
  recipientId: number;
  isChannelMessage: boolean;
  subject: string;
  content: string;
  renderedContent: string;
  dateSent: Date;
  sendingClient: string;
  hasAttachment: boolean;
  hasImage: boolean;
  hasLink: boolean;
  isMeMessage: boolean;
}

/**
 * The send hot path in two statements: the message row, then every
 * recipient's UserMessage row in one INSERT … SELECT unnest(…), instead of one
 * Prisma call per recipient.
 */
export async function insertMessage(tx: Tx, m: NewMessageRow, userFlags: Map<number, number>): Promise<number> {
  const rows = await tx.$queryRawUnsafe<Array<{ id: number }>>(
    `INSERT INTO message (realm_id, sender_id, recipient_id, is_channel_message, subject, content,
       rendered_content, rendered_content_version, date_sent, sending_client, has_attachment, has_image,
       has_link, is_me_message)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9, $10, $11, $12, $13) RETURNING id`,
    m.realmId,
    m.senderId,
    m.recipientId,
    m.isChannelMessage,
    m.subject,
    m.content,
    m.renderedContent,
    m.dateSent,
    m.sendingClient,
    m.hasAttachment,
    m.hasImage,
    m.hasLink,
    m.isMeMessage,
  );
  const id = rows[0].id;
  if (userFlags.size > 0) {
    await tx.$executeRawUnsafe(
      `INSERT INTO user_message (user_id, message_id, flags)
       SELECT u, $2, f FROM unnest($1::int[], $3::bigint[]) AS t(u, f)`,
      [...userFlags.keys()],
      id,
      [...userFlags.values()].map((f) => BigInt(f)),
    );
  }
  return id;
}

/** Active subscribers of a channel who are themselves active (the recipients of a channel message). */
export async function activeSubscriberIds(tx: Tx, recipientId: number): Promise<number[]> {
  const rows = await tx.$queryRawUnsafe<Array<{ user_id: number }>>(
    `SELECT user_id FROM subscription WHERE recipient_id = $1 AND active AND is_user_active ORDER BY user_id`,
    recipientId,
  );
  return rows.map((r) => r.user_id);
}

/** Senders of messages in a channel topic (the participants a topic wildcard notifies). */
export async function topicParticipantIds(tx: Tx, realmId: number, recipientId: number, topic: string): Promise<number[]> {
  const rows = await tx.$queryRawUnsafe<Array<{ sender_id: number }>>(
    `SELECT DISTINCT sender_id FROM message WHERE realm_id = $1 AND recipient_id = $2 AND lower(subject) = lower($3)`,
    realmId,
    recipientId,
    topic,
  );
  return rows.map((r) => r.sender_id);
}

export async function topicExists(tx: Tx, realmId: number, recipientId: number, topic: string): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<Array<{ x: number }>>(
    `SELECT 1 AS x FROM message WHERE realm_id = $1 AND recipient_id = $2 AND lower(subject) = lower($3) LIMIT 1`,
    realmId,
    recipientId,
    topic,
  );
  return rows.length > 0;
}
