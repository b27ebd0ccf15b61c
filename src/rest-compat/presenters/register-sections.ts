import type { RecentConversation } from '../../domain/register/message-sections.ts';
import type {
  LegacyDisplaySettings,
  LegacyNotificationSettings,
  OwnSettingsState,
  UserSettingsDefaultsState,
} from '../../domain/register/settings-sections.ts';
import type { MutedTopicEntry, UserTopicEntry } from '../../domain/register/topic-sections.ts';
import type { UnreadSummary } from '../../domain/register/unread-section.ts';
import {
  DISPLAY_SETTINGS_LEGACY,
  NOTIFICATION_SETTINGS_LEGACY,
  USER_SETTING_KEYS,
  type UserSettings,
} from '../../domain/settings/user-settings.ts';

/** register's sections about messages, topics and settings, as Zulip writes them. */

export const unreadJson = (u: UnreadSummary) => ({
  // sender_id is kept for legacy mobile clients; it means the same as other_user_id.
  pms: u.oneToOne.map((c) => ({
    other_user_id: c.userIds[0],
    sender_id: c.userIds[0],
    unread_message_ids: c.messageIds,
  })),
  streams: u.topics.map((t) => ({ stream_id: t.channelId, topic: t.topic, unread_message_ids: t.messageIds })),
  huddles: u.groups.map((c) => ({ user_ids_string: c.userIds.join(','), unread_message_ids: c.messageIds })),
  mentions: u.mentions,
  count: u.count,
  old_unreads_missing: u.oldUnreadsMissing,
});

export const recentConversationJson = (c: RecentConversation) => ({
  max_message_id: c.maxMessageId,
  user_ids: c.userIds,
});

export const userTopicJson = (e: UserTopicEntry) => ({
  stream_id: e.channelId,
  topic_name: e.topic,
  last_updated: e.lastUpdated,
  visibility_policy: e.visibilityPolicy,
});

/** Legacy muted_topics: [channel name, topic, timestamp] triples. */
export const mutedTopicJson = (e: MutedTopicEntry): [string, string, number] => [e.channelName, e.topic, e.lastUpdated];

const KEY_BY_NAME = new Map(USER_SETTING_KEYS.map((k) => [k.name, k.key]));

/** Personal settings under Zulip's names: every one, or those named, in that order. */
function userSettingsJson(s: UserSettings, names?: readonly string[]): Record<string, boolean | number | string> {
  const out: Record<string, boolean | number | string> = {};
  if (names === undefined) for (const { name, key } of USER_SETTING_KEYS) out[name] = s[key];
  else
    for (const name of names) {
      const key = KEY_BY_NAME.get(name);
      if (key !== undefined) out[name] = s[key];
    }
  return out;
}

export const ownSettingsJson = (s: OwnSettingsState) => ({
  ...userSettingsJson(s.settings),
  timezone: s.timezone,
  emojiset_choices: s.emojisetChoices,
  available_notification_sounds: s.availableNotificationSounds,
});

export const legacyDisplaySettingsJson = (s: LegacyDisplaySettings) => ({
  ...userSettingsJson(s.settings, DISPLAY_SETTINGS_LEGACY),
  emojiset_choices: s.emojisetChoices,
  timezone: s.timezone,
});

export const legacyNotificationSettingsJson = (s: LegacyNotificationSettings) => ({
  ...userSettingsJson(s.settings, NOTIFICATION_SETTINGS_LEGACY),
  available_notification_sounds: s.availableNotificationSounds,
});

export const userSettingsDefaultsJson = (s: UserSettingsDefaultsState) => ({
  ...userSettingsJson(s.settings),
  emojiset_choices: s.emojisetChoices,
  available_notification_sounds: s.availableNotificationSounds,
});
