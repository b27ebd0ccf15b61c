import type { RecentConversation } from '../../domain/register/message-sections.ts';
import type {
  LegacyDisplaySettings,
  LegacyNotificationSettings,
  OwnSettingsState,
  UserSettingsDefaultsState,
} from '../../domain/register/settings-sections.ts';
import type { MutedTopicEntry, UserTopicEntry } from '../../domain/register/topic-sections.ts';
import type { UnreadSummary } from '../../domain/register/unread-section.ts';

/** register's sections about messages, topics and settings, as Zulip writes them. */

export const unreadJson = (u: UnreadSummary) => ({
  // sender_id is kept for legacy mobile clients; it means the same as other_user_id.
  pms: u.oneToOne.map((c) => ({ other_user_id: c.userIds[0], sender_id: c.userIds[0], unread_message_ids: c.messageIds })),
  streams: u.topics.map((t) => ({ stream_id: t.channelId, topic: t.topic, unread_message_ids: t.messageIds })),
  huddles: u.groups.map((c) => ({ user_ids_string: c.userIds.join(','), unread_message_ids: c.messageIds })),
  mentions: u.mentions,
  count: u.count,
  old_unreads_missing: u.oldUnreadsMissing,
});

export const recentConversationJson = (c: RecentConversation) => ({ max_message_id: c.maxMessageId, user_ids: c.userIds });

export const userTopicJson = (e: UserTopicEntry) => ({
  stream_id: e.channelId,
  topic_name: e.topic,
  last_updated: e.lastUpdated,
  visibility_policy: e.visibilityPolicy,
});

/** Legacy muted_topics: [channel name, topic, timestamp] triples. */
export const mutedTopicJson = (e: MutedTopicEntry): [string, string, number] => [e.channelName, e.topic, e.lastUpdated];

export const ownSettingsJson = (s: OwnSettingsState) => ({
  ...s.values,
  timezone: s.timezone,
  emojiset_choices: s.emojisetChoices,
  available_notification_sounds: s.availableNotificationSounds,
});

export const legacyDisplaySettingsJson = (s: LegacyDisplaySettings) => ({ ...s.values, emojiset_choices: s.emojisetChoices, timezone: s.timezone });

export const legacyNotificationSettingsJson = (s: LegacyNotificationSettings) => ({
  ...s.values,
  available_notification_sounds: s.availableNotificationSounds,
});

export const userSettingsDefaultsJson = (s: UserSettingsDefaultsState) => ({
  ...s.values,
  emojiset_choices: s.emojisetChoices,
  available_notification_sounds: s.availableNotificationSounds,
});
