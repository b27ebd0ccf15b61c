import { prismaReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import { inTransaction, type Deps } from '../../context.ts';
import { badRequest, InputPathError } from '../../errors.ts';
import { compareNames } from '../../channels/names.ts';
import {
  channelMessageLink,
  directMessageUrl,
  globalTime,
  silentMention,
  truncateContent,
  unusedFence,
} from '../../markdown/message-links.ts';
import { MAX_MESSAGE_LENGTH, truncateTopic } from '../../message-limits.ts';
import { moderationRequestChannel, moderationRequestChannelId } from '../../realm/realm-channels.ts';
import { realmUrl } from '../../realm/realm-url.ts';
import { RecipientType } from '../../recipient-type.ts';
import { longerThan } from '../../text.ts';
import { notificationBot } from '../../users/notification-bot.ts';
import { sendBotMessage } from '../edit/notifications.ts';
import { loadMessages, type LoadedMessage } from '../load.ts';
import { accessMessage } from '../single/access.ts';

/** Zulip's Realm.REPORT_MESSAGE_REASONS: each report_type and the reason the report states. */
export const REPORT_MESSAGE_REASONS = {
  spam: 'Spam',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate content',
  norms: 'Violates community norms',
  other: 'Other reason',
} as const;
export type ReportType = keyof typeof REPORT_MESSAGE_REASONS;
export const REPORT_TYPES = Object.keys(REPORT_MESSAGE_REASONS) as ReportType[];

/** Zulip's Realm.MAX_REPORT_MESSAGE_EXPLANATION_LENGTH. */
export const MAX_REPORT_MESSAGE_EXPLANATION_LENGTH = 1000;
/** Room left in the report for the reporter's words and the template (Zulip's MAX_REPORT_MESSAGE_SNIPPET_LENGTH). */
const MAX_REPORT_MESSAGE_SNIPPET_LENGTH = MAX_MESSAGE_LENGTH - MAX_REPORT_MESSAGE_EXPLANATION_LENGTH - 500;

export interface ReportMessageInput {
  /** One of REPORT_TYPES (checked here: REST sends any string). */
  reportType: string;
  description?: string | null;
}

/**
 * POST /messages/{message_id}/report (Zulip's report_message_backend): the
 * Notification Bot posts the report to the organization's moderation request
 * channel, in the topic "<sender's name> moderation". Refused, in Zulip's
 * order: an unknown report_type, a description over 1000 characters, "other"
 * without a description, reporting turned off, a message the reporter may
 * not read.
 */
export async function reportMessage(
  deps: Deps,
  actor: Actor,
  messageId: number,
  input: ReportMessageInput,
): Promise<void> {
  const reportType = REPORT_TYPES.find((t) => t === input.reportType);
  if (reportType === undefined) throw badRequest('Invalid report_type').about('reportType');
  const description = input.description ?? '';
  if (longerThan(description, MAX_REPORT_MESSAGE_EXPLANATION_LENGTH)) {
    throw new InputPathError(
      ['description'],
      (place) => `${place} is too long (limit: ${MAX_REPORT_MESSAGE_EXPLANATION_LENGTH} characters)`,
    );
  }
  if (reportType === 'other' && description === '') throw badRequest('An explanation is required.');
  if (moderationRequestChannelId(actor.realm) === null) {
    throw badRequest('Message reporting is not enabled in this organization.');
  }
  await inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    await accessMessage(sql, actor, messageId, { modifying: false });
    const channel = await moderationRequestChannel(tx, actor.realm);
    if (channel === null) throw badRequest('Message reporting is not enabled in this organization.');
    const [reported] = await loadMessages(sql, [messageId]);
    const content = reportContent(
      realmUrl(deps.server, actor.realm.stringId),
      actor,
      reported,
      reportType,
      description,
    );
    const topic =
      channel.topicsPolicy === 'empty_topic_only' ? '' : truncateTopic(`${reported.senderFullName} moderation`);
    const bot = await notificationBot(tx, actor.realm.id, deps.clock.now());
    // The bot's own copy is the only one read: the report is news to every moderator, the reporter included.
    await sendBotMessage({ deps, tx, emit, realm: actor.realm, actor: bot, sender: bot }, channel, topic, content);
  });
}

/** Zulip's send_message_report's text: who reported whose message, the reason, and the message behind a spoiler. */
function reportContent(
  baseUrl: string,
  actor: Actor,
  m: LoadedMessage,
  reportType: ReportType,
  description: string,
): string {
  const reporting = silentMention(actor.user);
  const reported = silentMention({ id: m.senderId, fullName: m.senderFullName });
  const when = globalTime(m.dateSent);
  // Zulip's get_display_recipient: a 1:1 message's recipient alone, a group's members.
  const shown =
    m.recipientType === RecipientType.PERSONAL ? m.dmUsers.filter((u) => u.id !== m.senderId).slice(0, 1) : m.dmUsers;
  const displayRecipient = shown.length > 0 ? shown : m.dmUsers.slice(0, 1);
  let header: string;
  let original: string;
  if (m.streamId === null) {
    if (m.dmUsers.length <= 2) {
      header =
        m.senderId !== actor.user.id
          ? `${reporting} reported a direct message sent by ${reported} at ${when}.`
          : `${reporting} reported a direct message sent by ${reported} to ${recipientMention(actor, displayRecipient)} at ${when}.`;
    } else {
      const others = displayRecipient
        .filter((u) => u.id !== m.senderId)
        .map(silentMention)
        .sort(compareNames);
      const last = others.pop() ?? '';
      const list = others.join(', ') + (others.length > 1 ? ',' : '');
      header = `${reporting} reported a direct message sent by ${reported} to ${list} and ${last} at ${when}.`;
    }
    const link = directMessageUrl(
      baseUrl,
      displayRecipient.map((u) => u.id),
      m.id,
    );
    original = `[Original message](${link})`;
  } else {
    header = `${reporting} reported a message sent by ${reported} at ${when}.`;
    const link = channelMessageLink({
      id: m.id,
      streamId: m.streamId,
      streamName: m.streamName ?? '',
      topic: m.subject,
    });
    original = `Original message at ${link}`;
  }
  const snippet = truncateContent(m.content, MAX_REPORT_MESSAGE_SNIPPET_LENGTH, '\n[message truncated]');
  const fence = unusedFence(snippet);
  const preview = `
\`\`\`quote
**${REPORT_MESSAGE_REASONS[reportType]}**. ${description}
\`\`\`

${fence} spoiler ${original}
${snippet}
${fence}
`;
  // Zulip's normalize_body strips the message it sends.
  return (header + preview).replace(/\s+$/u, '');
}

/** Whom one's own 1:1 message went to: the other person, or oneself. */
function recipientMention(actor: Actor, displayRecipient: ReadonlyArray<{ id: number; fullName: string }>): string {
  const other = displayRecipient.find((u) => u.id !== actor.user.id);
  return silentMention(other ?? actor.user);
}
