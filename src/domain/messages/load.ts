import type { SqlReader } from '../../db/sql.ts';
import { RecipientType } from '../recipient-type.ts';
import type { MessageCache, MessageCore } from './cache/message-cache.ts';
import type { DirectRecipient } from './model.ts';
import { editHistoryOf } from './history/shown.ts';
import { SUBMESSAGES_CTE, SUBMESSAGES_JOIN } from './submessages/store.ts';
import {
  NO_PAGE_PEOPLE,
  pagePeopleColumn,
  pagePeopleOf,
  type PagePeopleParts,
  type PagePeopleRows,
} from './fetch/page-people.ts';

/** Everything needed to show a message, read in a fixed number of queries for any page size. */
export interface LoadedMessage extends MessageCore {
  senderId: number;
  senderFullName: string;
  senderEmail: string;
  /** Whether the sender's real address is public (then clients may compute the gravatar). */
  senderEmailPublic: boolean;
  senderDeliveryEmail: string;
  senderAvatarVersion: number;
  recipientId: number;
  recipientType: number;
  /** The sender's personal recipient (what the receiver of a 1:1 message sees as recipient_id). */
  senderRecipientId: number | null;
  streamId: number | null;
  streamName: string | null;
  /** For direct messages: every participant, ascending by id. */
  dmUsers: DirectRecipient[];
}

/** The sender's and the conversation's side of a message, read fresh with every page. */
interface PeopleRow {
  id: number;
  sender_id: number;
  full_name: string;
  email: string;
  delivery_email: string;
  avatar_version: number;
  sender_recipient_id: number | null;
  recipient_id: number;
  rtype: number;
  type_id: number;
  stream_name: string | null;
}

/** The message row's own side (a MessageCore), with the row version it was read at. */
interface CoreRow {
  id: number;
  version: string;
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
  /** json_agg of the reactions in id order; null without any. */
  reactions: MessageCore['reactions'] | null;
  /** Likewise the submessages, from the SUBMESSAGES_CTE joined in. */
  submessages: MessageCore['submessages'] | null;
}

const CORE_COLUMNS = `m.id, m.xmin::text AS version, m.subject, m.content, m.rendered_content,
            m.date_sent, m.sending_client, m.is_me_message, m.last_edit_time, m.last_moved_time,
            m.edit_history, m.has_attachment, m.has_image, m.has_link,
            (SELECT json_agg(json_build_object('emojiName', x.emoji_name, 'emojiCode', x.emoji_code,
                    'reactionType', x.reaction_type, 'userId', x.user_id) ORDER BY x.id)
               FROM reaction x WHERE x.message_id = m.id) AS reactions,
            sm.submessages`;
const PEOPLE_COLUMNS = `m.sender_id, u.full_name, u.email, u.delivery_email, u.avatar_version, u.recipient_id AS sender_recipient_id, m.recipient_id,
            r.type AS rtype, r.type_id, s.name AS stream_name`;
const PEOPLE_JOINS = `JOIN user_profile u ON u.id = m.sender_id
       JOIN recipient r ON r.id = m.recipient_id
       LEFT JOIN stream s ON r.type = 2 AND s.id = r.type_id`;

/** Messages by id, uncached (new-message events, single fetches). */
export async function loadMessages(db: SqlReader, ids: number[]): Promise<LoadedMessage[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<CoreRow & PeopleRow & Record<string, unknown>>(
    `WITH ${SUBMESSAGES_CTE}
     SELECT ${CORE_COLUMNS}, ${PEOPLE_COLUMNS} FROM message m ${PEOPLE_JOINS} ${SUBMESSAGES_JOIN}
      WHERE m.id = ANY($1::int[]) ORDER BY m.id`,
    [ids],
  );
  const dm = await loadDmParticipants(db, rows);
  return rows.map((r) => toView(toCore(r), r, dm));
}

/** The columns a narrow statement adds to its page rows for `loadPage`. */
export const PAGE_COLUMNS = ', m.xmin::text AS version, m.sender_id, m.recipient_id';

/** A page's messages with the viewer's flags, and the people it shows when they were asked for. */
export interface LoadedPage {
  rows: Array<{ id: number; flags: number; view: LoadedMessage }>;
  people: PagePeopleRows | null;
}

// Computed once (an uncorrelated subquery), sent in the first row only: not a copy per message.
const peopleInFirstRow = (parts: PagePeopleParts): string => {
  const column = pagePeopleColumn(parts);
  return column === null ? '' : `, CASE WHEN page.id = (SELECT min(id) FROM page) THEN ${column} END AS people`;
};

/**
 * The messages of a narrow statement's page (rows with `id`, `flags` and
 * PAGE_COLUMNS), with the viewer's flags. One statement reads the page, the
 * row versions and the senders' and channels' current names (each sender and
 * conversation looked up once, not once per message); message cores come from
 * the cache, and only those missing or outdated are read, by a second one.
 */
export async function loadPage(
  db: SqlReader,
  cache: MessageCache,
  selection: { text: string; values: unknown[] },
  options: { prepare: boolean; people?: PagePeopleParts } = { prepare: true },
): Promise<LoadedPage> {
  const rows = await db.query<
    PeopleRow & { flags: string | number; version: string; people?: string | null } & Record<string, unknown>
  >(
    `WITH page AS (${selection.text}),
       snd AS (SELECT u.id, u.full_name, u.email, u.delivery_email, u.avatar_version, u.recipient_id FROM user_profile u
                WHERE u.id IN (SELECT DISTINCT sender_id FROM page)),
       rcp AS (SELECT r.id, r.type AS rtype, r.type_id, s.name AS stream_name FROM recipient r
                LEFT JOIN stream s ON r.type = 2 AND s.id = r.type_id
                WHERE r.id IN (SELECT DISTINCT recipient_id FROM page))
     SELECT page.id, page.flags, page.version, page.sender_id, page.recipient_id, snd.full_name, snd.email,
            snd.delivery_email, snd.avatar_version, snd.recipient_id AS sender_recipient_id, rcp.rtype, rcp.type_id, rcp.stream_name
            ${peopleInFirstRow(options.people ?? NO_PAGE_PEOPLE)}
       FROM page JOIN snd ON snd.id = page.sender_id JOIN rcp ON rcp.id = page.recipient_id
      ORDER BY page.id`,
    selection.values,
    { prepare: options.prepare },
  );
  const cores = new Map<number, MessageCore>();
  const missing: number[] = [];
  for (const r of rows) {
    const core = cache.get(r.id, r.version);
    if (core) cores.set(r.id, core);
    else missing.push(r.id);
  }
  if (missing.length > 0) {
    const fresh = await db.query<CoreRow & Record<string, unknown>>(
      `WITH ${SUBMESSAGES_CTE} SELECT ${CORE_COLUMNS} FROM message m ${SUBMESSAGES_JOIN} WHERE m.id = ANY($1::int[])`,
      [missing],
      { name: 'load_message_cores' },
    );
    for (const f of fresh) {
      const core = toCore(f);
      cache.set(f.version, core);
      cores.set(f.id, core);
    }
  }
  const dm = await loadDmParticipants(db, rows);
  const peopleText = rows.find((r) => typeof r.people === 'string')?.people;
  return {
    // A message deleted between the two statements is left out, as if fetched a moment later.
    rows: rows.flatMap((r) => {
      const core = cores.get(r.id);
      return core ? [{ id: r.id, flags: Number(r.flags), view: toView(core, r, dm) }] : [];
    }),
    people: peopleText ? pagePeopleOf(peopleText) : null,
  };
}

function toCore(r: CoreRow): MessageCore {
  return {
    id: r.id,
    subject: r.subject,
    content: r.content,
    renderedContent: r.rendered_content,
    dateSent: r.date_sent,
    sendingClient: r.sending_client,
    isMeMessage: r.is_me_message,
    lastEditTime: r.last_edit_time,
    lastMovedTime: r.last_moved_time,
    editHistory: editHistoryOf(r.edit_history),
    hasAttachment: r.has_attachment,
    hasImage: r.has_image,
    hasLink: r.has_link,
    reactions: r.reactions ?? [],
    submessages: r.submessages ?? [],
  };
}

function toView(core: MessageCore, r: PeopleRow, dm: Map<string, LoadedMessage['dmUsers']>): LoadedMessage {
  // Written out rather than spread: spreading the shared core measured ~10 µs per message, and much garbage.
  return {
    id: core.id,
    subject: core.subject,
    content: core.content,
    renderedContent: core.renderedContent,
    dateSent: core.dateSent,
    sendingClient: core.sendingClient,
    isMeMessage: core.isMeMessage,
    lastEditTime: core.lastEditTime,
    lastMovedTime: core.lastMovedTime,
    editHistory: core.editHistory,
    hasAttachment: core.hasAttachment,
    hasImage: core.hasImage,
    hasLink: core.hasLink,
    reactions: core.reactions,
    submessages: core.submessages,
    senderId: r.sender_id,
    senderFullName: r.full_name,
    senderEmail: r.email,
    senderEmailPublic: r.email.toLowerCase() === r.delivery_email.toLowerCase(),
    senderDeliveryEmail: r.delivery_email,
    senderAvatarVersion: r.avatar_version,
    recipientId: r.recipient_id,
    recipientType: r.rtype,
    senderRecipientId: r.sender_recipient_id,
    streamId: r.rtype === RecipientType.STREAM ? r.type_id : null,
    streamName: r.stream_name,
    dmUsers: r.rtype === RecipientType.STREAM ? [] : (dm.get(`${r.recipient_id}:${r.sender_id}`) ?? []),
  };
}

/**
 * Participants of each direct-message conversation: a 1:1 message's recipient
 * is the other user's personal recipient, so the sender is added; a group's
 * participants are its subscriptions.
 */
async function loadDmParticipants(db: SqlReader, rows: PeopleRow[]) {
  const dmRows = rows.filter((r) => r.rtype !== RecipientType.STREAM);
  const out = new Map<string, LoadedMessage['dmUsers']>();
  if (dmRows.length === 0) return out;
  const groupRecipients = [
    ...new Set(dmRows.filter((r) => r.rtype === RecipientType.DIRECT_MESSAGE_GROUP).map((r) => r.recipient_id)),
  ];
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
    const ids =
      r.rtype === RecipientType.PERSONAL ? [r.type_id, r.sender_id] : (groupMembers.get(r.recipient_id) ?? []);
    participants.set(
      `${r.recipient_id}:${r.sender_id}`,
      [...new Set(ids)].sort((a, b) => a - b),
    );
  }
  const allIds = [...new Set([...participants.values()].flat())];
  const users = await db.query<DirectRecipient & Record<string, unknown>>(
    `SELECT id, email, full_name AS "fullName" FROM user_profile WHERE id = ANY($1::int[])`,
    [allIds],
  );
  const byId = new Map(users.map((u) => [u.id, u]));
  for (const [key, ids] of participants) {
    out.set(
      key,
      ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    );
  }
  return out;
}
