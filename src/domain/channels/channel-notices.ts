import type { Realm, Stream } from '../../generated/prisma/client.ts';
import type { Deps, Tx } from '../context.ts';
import { silentMention } from '../markdown/message-links.ts';
import type { UserRow } from '../users/format.ts';
import { notificationBot } from '../users/notification-bot.ts';
import type { Emit } from './events.ts';

/** Zulip's Realm.STREAM_EVENTS_NOTIFICATION_TOPIC_NAME. */
export const CHANNEL_EVENTS_TOPIC = 'channel events';

/**
 * Posts a message in a channel as a bot (the Notification Bot unless `sender`
 * says otherwise), read for `actor` and, with `unreadUserIds`, for everyone
 * outside it; the message's id. Sending is the messages area's, above this
 * one: the composition root hands its function over.
 */
export type BotPoster = (
  c: { deps: Deps; tx: Tx; emit: Emit; realm: Realm; actor: UserRow; sender?: UserRow },
  stream: Stream,
  topic: string,
  content: string,
  unreadUserIds?: Set<number>,
) => Promise<number>;

declare module '../context.ts' {
  interface Deps {
    postAsBot: BotPoster;
  }
}

export interface NoticeContext {
  deps: Deps;
  tx: Tx;
  emit: Emit;
  realm: Realm;
  actor: { id: number; fullName: string };
}

/**
 * Zulip's maybe_send_channel_events_notice: the Notification Bot posts in
 * the channel's "channel events" topic (archived channels included). Nobody,
 * not even the acting user, has it marked as read, except with `allRead`
 * (the archiving notice, sent with limit_unread_user_ids=set()).
 */
export async function sendChannelEventsNotice(
  c: NoticeContext,
  stream: Stream,
  content: string,
  allRead = false,
): Promise<void> {
  const bot = await notificationBot(c.tx, c.realm.id, c.deps.clock.now());
  await c.deps.postAsBot(
    { deps: c.deps, tx: c.tx, emit: c.emit, realm: c.realm, actor: bot },
    stream,
    CHANNEL_EVENTS_TOPIC,
    content,
    allRead ? new Set() : undefined,
  );
}

const NO_DESCRIPTION = '*No description.*';

export const renameNotice = (c: NoticeContext, oldName: string, newName: string): string =>
  `${silentMention(c.actor)} renamed channel **${oldName}** to **${newName}**.`;

export function descriptionNotice(c: NoticeContext, oldDescription: string, newDescription: string): string {
  return (
    `${silentMention(c.actor)} changed the description for this channel.\n\n` +
    `* **Old description:**\n\`\`\`\` quote\n${oldDescription || NO_DESCRIPTION}\n\`\`\`\`\n` +
    `* **New description:**\n\`\`\`\` quote\n${newDescription || NO_DESCRIPTION}\n\`\`\`\``
  );
}

/** Stream.PERMISSION_POLICIES names, by get_stream_permission_policy_key. */
export function permissionPolicyName(s: {
  inviteOnly: boolean;
  historyPublicToSubscribers: boolean;
  isWebPublic: boolean;
}): string {
  if (s.inviteOnly) return s.historyPublicToSubscribers ? 'Private, shared history' : 'Private, protected history';
  if (s.isWebPublic) return 'Web-public';
  return s.historyPublicToSubscribers ? 'Public' : 'Public, protected history';
}

/**
 * The Notification Bot's first message in a channel the request created
 * (send_messages_for_new_subscribers): its kind, its creator and its
 * description. Public channels always have shared history, so Zulip's
 * wording for "Public, protected history" never arises.
 */
export const channelCreatedNotice = (creator: { id: number; fullName: string }, stream: Stream): string =>
  `**${permissionPolicyName(stream)}** channel created by ${silentMention(creator)}. **Description:**\n` +
  `\`\`\`\` quote\n${stream.description || NO_DESCRIPTION}\n\`\`\`\``;

export const permissionNotice = (c: NoticeContext, oldPolicy: string, newPolicy: string): string =>
  `${silentMention(c.actor)} changed the [access permissions](/help/channel-permissions) for this channel from **${oldPolicy}** to **${newPolicy}**.`;

/** The realm's retention applies where the channel has none; this server keeps messages forever by default (-1). */
function retentionPeriod(days: number): string {
  return days === -1 ? 'Forever' : `${days} days`;
}

export function retentionNotice(c: NoticeContext, oldDays: number | null, newDays: number | null): string {
  const before = oldDays ?? -1;
  const after = newDays ?? -1;
  const summary =
    after === -1
      ? 'Messages in this channel will now be retained forever.'
      : `Messages in this channel will now be automatically deleted ${after} days after they are sent.`;
  return (
    `${silentMention(c.actor)} has changed the [message retention period](/help/message-retention-policy) for this channel:\n` +
    `* **Old retention period**: ${retentionPeriod(before)}\n` +
    `* **New retention period**: ${retentionPeriod(after)}\n\n${summary}`
  );
}

const TOPICS_POLICY_NAMES: Record<string, string> = {
  inherit: 'Automatic',
  allow_empty_topic: '*general chat* topic allowed',
  disable_empty_topic: 'No *general chat* topic',
  empty_topic_only: 'Only *general chat* topic allowed',
};

export const topicsPolicyNotice = (c: NoticeContext, oldPolicy: string, newPolicy: string): string =>
  `${silentMention(c.actor)} changed the "Allow posting to the *general chat* topic?" setting from **${TOPICS_POLICY_NAMES[oldPolicy]}** to **${TOPICS_POLICY_NAMES[newPolicy]}**.`;

export const archivedNotice = (name: string): string => `Channel #**${name}** has been archived.`;
export const unarchivedNotice = (name: string): string => `Channel #**${name}** has been unarchived.`;
