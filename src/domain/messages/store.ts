import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Tx } from '../context.ts';
import type { RenderResult } from '../markdown/types.ts';

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

/** The columns a message row takes from its rendering. */
export const renderedColumns = (
  r: Pick<RenderResult, 'html' | 'hasAttachment' | 'hasImage' | 'hasLink' | 'isMeMessage'>,
): Pick<NewMessageRow, 'renderedContent' | 'hasAttachment' | 'hasImage' | 'hasLink' | 'isMeMessage'> => ({
  renderedContent: r.html,
  hasAttachment: r.hasAttachment,
  hasImage: r.hasImage,
  hasLink: r.hasLink,
  isMeMessage: r.isMeMessage,
});

/**
 * The send hot path in one statement: the message row and every recipient's
 * UserMessage row (INSERT … SELECT unnest(…)) in a data-modifying CTE, instead
 * of one call per row. Runs on the raw driver or a Prisma transaction.
 */
export async function insertMessageSql(
  sql: SqlReader,
  m: NewMessageRow,
  userFlags: Map<number, number>,
): Promise<number> {
  const rows = await sql.query<{ id: number }>(
    `WITH m AS (
       INSERT INTO message (realm_id, sender_id, recipient_id, is_channel_message, subject, content,
         rendered_content, rendered_content_version, date_sent, sending_client, has_attachment, has_image,
         has_link, is_me_message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9, $10, $11, $12, $13) RETURNING id
     ), um AS (
       INSERT INTO user_message (user_id, message_id, flags)
       SELECT t.u, m.id, t.f FROM m, unnest($14::int[], $15::bigint[]) AS t(u, f)
     )
     SELECT id FROM m`,
    [
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
      [...userFlags.keys()],
      [...userFlags.values()],
    ],
    { name: 'insert_message' },
  );
  return rows[0].id;
}

/** `insertMessageSql` inside a Prisma transaction. */
export const insertMessage = (tx: Tx, m: NewMessageRow, userFlags: Map<number, number>): Promise<number> =>
  insertMessageSql(prismaReader(tx), m, userFlags);

/** Active subscribers of a channel who are themselves active (the recipients of a channel message). */
export async function activeSubscriberIdsSql(sql: SqlReader, recipientId: number): Promise<number[]> {
  const rows = await sql.query<{ user_id: number }>(
    `SELECT user_id FROM subscription WHERE recipient_id = $1 AND active AND is_user_active ORDER BY user_id`,
    [recipientId],
  );
  return rows.map((r) => r.user_id);
}

export const activeSubscriberIds = (tx: Tx, recipientId: number): Promise<number[]> =>
  activeSubscriberIdsSql(prismaReader(tx), recipientId);

/** Senders of messages in a channel topic (the participants a topic wildcard notifies). */
export async function topicParticipantIdsSql(
  sql: SqlReader,
  realmId: number,
  recipientId: number,
  topic: string,
): Promise<number[]> {
  const rows = await sql.query<{ sender_id: number }>(
    `SELECT DISTINCT sender_id FROM message WHERE realm_id = $1 AND recipient_id = $2 AND lower(subject) = lower($3)`,
    [realmId, recipientId, topic],
  );
  return rows.map((r) => r.sender_id);
}

export const topicParticipantIds = (tx: Tx, realmId: number, recipientId: number, topic: string): Promise<number[]> =>
  topicParticipantIdsSql(prismaReader(tx), realmId, recipientId, topic);

/** SQL boolean: does the channel topic `lower(topicExpr)` have a message? (Parameters are SQL expressions.) */
export const topicExistsSql = (realmIdExpr: string, recipientIdExpr: string, topicExpr: string): string =>
  `EXISTS (SELECT 1 FROM message WHERE realm_id = ${realmIdExpr} AND recipient_id = ${recipientIdExpr}
     AND lower(subject) = lower(${topicExpr}))`;

export async function topicExists(tx: Tx, realmId: number, recipientId: number, topic: string): Promise<boolean> {
  const rows = await prismaReader(tx).query<{ x: boolean }>(
    `SELECT ${topicExistsSql('$1::int', '$2::int', '$3::text')} AS x`,
    [realmId, recipientId, topic],
  );
  return rows[0]?.x === true;
}
