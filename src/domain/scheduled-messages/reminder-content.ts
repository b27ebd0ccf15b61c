import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import type { ServerInfo } from '../context.ts';
import { badRequest } from '../errors.ts';
import {
  channelMessageLink,
  channelMessageUrl,
  directMessageUrl,
  silentMention,
  truncateContent,
  unusedFence,
} from '../markdown/message-links.ts';
import { MAX_MESSAGE_LENGTH } from '../message-limits.ts';
import { accessMessage } from '../messages/single/access.ts';
import { loadMessages } from '../messages/load.ts';
import { realmUrl } from '../realm/realm-url.ts';
import { codePointLength, longerThan } from '../text.ts';

/** Zulip's MAX_REMINDER_NOTE_LENGTH (also in register's constants). */
export const MAX_REMINDER_NOTE_LENGTH = 1000;

/** Zulip's normalize_note_text: trailing whitespace and leading newlines go; a longer note is refused. */
export function normalizeNote(note: string): string {
  const body = note.replace(/\s+$/u, '').replace(/^\n+/, '');
  if (longerThan(body, MAX_REMINDER_NOTE_LENGTH))
    throw badRequest(`Maximum reminder note length: ${MAX_REMINDER_NOTE_LENGTH} characters`);
  return body;
}

/**
 * Zulip's get_reminder_formatted_content: what the Notification Bot will say,
 * the message the reminder is about quoted (or, for a poll or a todo list,
 * named), with the user's note. Accessing the message refuses one the user
 * cannot see with "Invalid message(s)".
 */
export async function reminderContent(
  sql: SqlReader,
  server: ServerInfo,
  actor: Actor,
  messageId: number,
  note: string | null,
): Promise<string> {
  await accessMessage(sql, actor, messageId, { modifying: false });
  const normalizedNote = note ? normalizeNote(note) : '';
  const [m] = await loadMessages(sql, [messageId]);
  const base = realmUrl(server, actor.realm.stringId);
  const noted = normalizedNote ? ` Note:\n > ${normalizedNote}` : '';
  let content: string;
  let url: string;
  if (m.streamId !== null) {
    const channel = { id: m.id, streamId: m.streamId, streamName: m.streamName ?? '', topic: m.subject };
    url = channelMessageUrl(base, channel);
    content = `You requested a reminder for ${channelMessageLink(channel)}.${noted}`;
  } else {
    url = directMessageUrl(
      base,
      m.dmUsers.map((u) => u.id),
      m.id,
    );
    content = `You requested a reminder for the following direct message.${noted}`;
  }
  content += '\n\n';
  const who = `${silentMention({ id: m.senderId, fullName: m.senderFullName })}`;
  if (m.content.startsWith('/poll')) return `${content}${who} [sent](${url}) a poll.`;
  if (m.content.startsWith('/todo')) return `${content}${who} [sent](${url}) a todo list.`;
  content += `${who} [said](${url}):\n`;
  // As Zulip does, the fence is chosen from the lines above the quote, not from the quoted message.
  const fence = unusedFence(content);
  const max = MAX_MESSAGE_LENGTH - codePointLength(`${content}${fence}quote\n\n${fence}`);
  return `${content}${fence}quote\n${truncateContent(m.content, max, '\n[message truncated]')}\n${fence}`;
}
