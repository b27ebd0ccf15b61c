import { channelTopicKey, dmKey, type Message } from './conversations.ts';
import { isMentioned } from './live-narrow.ts';
import type { State } from './store.ts';

/**
 * Whether a new message pops up a desktop notification, and what it says, as Zulip's web app
 * decides (web/src/message_notifications.ts: message_is_notifiable, should_send_desktop_notification,
 * get_notification_title and get_notification_content). Pure: the page shows it (ui/notifications).
 */

/** The user's settings that decide it (Zulip's names in snake_case, as user_settings events carry them). */
export interface NotifySettings {
  enableDesktopNotifications: boolean;
  enableStreamDesktopNotifications: boolean;
  wildcardMentionsNotify: boolean;
  enableFollowedTopicDesktopNotifications: boolean;
  enableFollowedTopicWildcardMentionsNotify: boolean;
  pmContentInDesktopNotifications: boolean;
}

/** Zulip's defaults for a new user. */
export const DEFAULT_NOTIFY_SETTINGS: NotifySettings = {
  enableDesktopNotifications: true,
  enableStreamDesktopNotifications: false,
  wildcardMentionsNotify: true,
  enableFollowedTopicDesktopNotifications: true,
  enableFollowedTopicWildcardMentionsNotify: true,
  pmContentInDesktopNotifications: true,
};

const PROPERTIES: Record<string, keyof NotifySettings> = {
  enable_desktop_notifications: 'enableDesktopNotifications',
  enable_stream_desktop_notifications: 'enableStreamDesktopNotifications',
  wildcard_mentions_notify: 'wildcardMentionsNotify',
  enable_followed_topic_desktop_notifications: 'enableFollowedTopicDesktopNotifications',
  enable_followed_topic_wildcard_mentions_notify: 'enableFollowedTopicWildcardMentionsNotify',
  pm_content_in_desktop_notifications: 'pmContentInDesktopNotifications',
};

/** Just these settings, from the bootstrap's (which has the others too). */
export const notifySettingsOf = (a: NotifySettings): NotifySettings => ({
  enableDesktopNotifications: a.enableDesktopNotifications,
  enableStreamDesktopNotifications: a.enableStreamDesktopNotifications,
  wildcardMentionsNotify: a.wildcardMentionsNotify,
  enableFollowedTopicDesktopNotifications: a.enableFollowedTopicDesktopNotifications,
  enableFollowedTopicWildcardMentionsNotify: a.enableFollowedTopicWildcardMentionsNotify,
  pmContentInDesktopNotifications: a.pmContentInDesktopNotifications,
});

/** A user_settings event's change (`property` in Zulip's snake_case), when it is one of these settings. */
export function withSettingChange(s: NotifySettings, property: string, value: unknown): NotifySettings {
  const key = PROPERTIES[property];
  return key && typeof value === 'boolean' ? { ...s, [key]: value } : s;
}

const subscriptionOf = (s: State, channelId: number) => s.subscriptions.find((x) => x.channel.channelId === channelId);

/** Zulip's stream_data.receives_notifications: the subscription's own value (null: none), else the user's default. */
function receives(s: State, channelId: number, which: 'desktop' | 'wildcard'): boolean {
  const sub = subscriptionOf(s, channelId);
  if (!sub) return false;
  const own = which === 'desktop' ? sub.desktopNotifications : sub.wildcardMentionsNotify;
  if (own != null) return own;
  return which === 'desktop' ? s.notify.enableStreamDesktopNotifications : s.notify.wildcardMentionsNotify;
}

const WILDCARD = new Set(['STREAM_WILDCARD_MENTIONED', 'TOPIC_WILDCARD_MENTIONED', 'WILDCARD_MENTIONED']);

/**
 * Whether a message just received notifies: not one's own, not one already read (a muted sender's
 * arrive read), then Zulip's muting rules (a direct mention or a followed topic wins over muting),
 * then the user's and the channel's settings. `flags` are the viewer's, as the event gives them.
 */
export function notifies(s: State, m: Message, flags: readonly string[]): boolean {
  if (m.sender.userId === s.meId || flags.includes('READ') || s.mutedUsers.has(m.sender.userId)) return false;
  const direct = flags.includes('MENTIONED');
  const mentioned = direct || flags.some((f) => WILDCARD.has(f));
  const channelId = m.channel?.channelId;
  const policy = channelId === undefined ? undefined : s.topicPolicy.get(channelTopicKey(channelId, m.topic));
  const followed = policy === 'FOLLOWED';

  if (channelId !== undefined && !direct && !followed) {
    if (policy === 'MUTED') return false;
    // In a muted channel only an unmuted topic, or a wildcard mention with the channel's own wildcard
    // setting on, gets through.
    const sub = subscriptionOf(s, channelId);
    if (sub?.isMuted && policy !== 'UNMUTED' && !(mentioned && sub.wildcardMentionsNotify === true)) return false;
  }

  if (channelId !== undefined && receives(s, channelId, 'desktop')) return true;
  if (followed && s.notify.enableFollowedTopicDesktopNotifications) return true;
  if (!s.notify.enableDesktopNotifications) return false;
  if (channelId === undefined || direct || flags.includes('HAS_ALERT_WORD')) return true;
  if (mentioned && receives(s, channelId, 'wildcard')) return true;
  return mentioned && followed && s.notify.enableFollowedTopicWildcardMentionsNotify;
}

/**
 * Whether an edit pops up a notification: Zulip's web app hands the edited message to
 * received_messages again, so an edit that newly mentions the viewer in a message still unread
 * notifies under the same rules as a new one (its server notifies only those not mentioned before).
 * `s` is the state before the edit; a message notifies once (the caller keeps those that did).
 */
export function editNotifies(s: State, m: Message, renderingOnly: boolean): boolean {
  if (renderingOnly || !s.unread.has(m.messageId) || s.unreadMentions.has(m.messageId)) return false;
  return isMentioned(m.flags) && notifies(s, m, m.flags);
}

/** Messages to one conversation from one sender share a notification, as in Zulip ("3 messages from …"). */
export function notificationKey(m: Message, me: number): string {
  return m.channel
    ? `channel:${m.sender.userId}:${m.channel.channelId}:${m.topic}`
    : dmKey(
        m.recipients.map((u) => u.userId),
        me,
      );
}

/** How Zulip shows the empty topic. */
const EMPTY_TOPIC = 'general chat';

/** "Iago (to you)", "Iago (to you and Othello)", "2 messages from Iago (#Verona > lunch)". */
export function notificationTitle(m: Message, count: number, me: number): string {
  const sender = m.sender.fullName;
  const prefix = count > 1 ? `${count} messages from ${sender}` : sender;
  if (m.channel) return `${prefix} (#${m.channel.name} > ${m.topic === '' ? EMPTY_TOPIC : m.topic})`;
  // A group's other participants: neither the viewer nor the sender.
  const names = m.recipients.filter((u) => u.userId !== me && u.userId !== m.sender.userId).map((u) => u.fullName);
  if (m.recipients.length <= 2 || names.length === 0) return `${prefix} (to you)`;
  const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(names);
  // Zulip's limit: past 50 characters the others are counted rather than named.
  return prefix.length + list.length > 50
    ? `${prefix} (to you and ${names.length} more)`
    : `${prefix} (to you and ${list})`;
}

/** Past this many characters the body is cut at a word boundary (Zulip's web app cut at 150). */
export const BODY_LIMIT = 150;

/**
 * The notification's text from the message's plain text: `/me` messages start with the sender's
 * name, files alone say so, a direct message's content is withheld unless the user shows it.
 */
export function notificationBody(m: Message, text: string, hasFile: boolean, settings: NotifySettings): string {
  if (!m.channel && !settings.pmContentInDesktopNotifications) return `New direct message from ${m.sender.fullName}`;
  let body = text.trim() === '' && hasFile ? '(attached file)' : text;
  if (m.isMeMessage) body = m.sender.fullName + body.slice(3);
  if (body.length <= BODY_LIMIT) return body;
  const cut = body.lastIndexOf(' ', BODY_LIMIT);
  return `${body.slice(0, cut > 0 ? cut : BODY_LIMIT)} [...]`;
}
