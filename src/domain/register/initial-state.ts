import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { ABSENT_FEATURE_SECTIONS } from './absent-features.ts';
import { presenceState } from './presence-section.ts';
import { messageState, recentConversationsState, starredState } from './message-sections.ts';
import { realmBillingState, realmState } from './realm-section.ts';
import { realmBotState, realmUserState } from './realm-user-section.ts';
import {
  legacyDisplaySettingsState,
  legacyNotificationSettingsState,
  ownSettings,
  realmUserSettingsDefaultsState,
  userSettingsState,
} from './settings-sections.ts';
import { defaultStreamGroupsState, defaultStreamsState, streamState } from './stream-section.ts';
import { fillNotificationDefaults, subscriptionState } from './subscription-section.ts';
import { mutedTopicsState, userTopicState } from './topic-sections.ts';
import { StateContext, type InitialState, type StateOptions, type StateSection } from './types.ts';
import { unreadState } from './unread-section.ts';
import { userGroupsState } from './user-groups-section.ts';
import { userStatusState } from './user-status-section.ts';
import { savedSnippetsState } from './snippets-section.ts';
import { linkifiersState } from './linkifiers-section.ts';
import { realmEmojiState } from './realm-emoji-section.ts';
import { draftsState } from './drafts-section.ts';
import { remindersState, scheduledMessagesState } from './scheduled-messages-section.ts';
import { profileFieldsState } from './profile-fields-section.ts';
import { alertWordsState } from './alert-words-section.ts';
import { mutedUsersState } from './muted-users-section.ts';
import { playgroundsState } from './playgrounds-section.ts';
import { channelFoldersState, navigationViewsState } from './channel-folders-section.ts';
import { realmDomainsState } from './realm-domains-section.ts';

export type { InitialState, StateOptions } from './types.ts';
export { DEFAULT_CAPABILITIES } from './types.ts';

interface SectionEntry {
  section: StateSection;
  /** When the section is fetched; default: its event type is wanted. */
  when?: (ctx: StateContext) => boolean;
}

/**
 * State sections keyed by the event type that keeps them current, in the
 * order of Zulip's fetch_initial_state_data.
 */
const SECTIONS: Array<[string, SectionEntry]> = [
  ...Object.entries(ABSENT_FEATURE_SECTIONS).map(([type, section]): [string, SectionEntry] => [type, { section }]),
  ['scheduled_messages', { section: scheduledMessagesState }],
  ['reminders', { section: remindersState }],
  ['alert_words', { section: alertWordsState }],
  ['muted_users', { section: mutedUsersState }],
  ['custom_profile_fields', { section: profileFieldsState }],
  ['default_streams', { section: defaultStreamsState }],
  ['default_stream_groups', { section: defaultStreamGroupsState }],
  ['drafts', { section: draftsState }],
  ['message', { section: messageState }],
  ['muted_topics', { section: mutedTopicsState }],
  ['presence', { section: presenceState }],
  ['realm_domains', { section: realmDomainsState }],
  ['realm_emoji', { section: realmEmojiState }],
  ['realm_linkifiers', { section: linkifiersState }],
  ['realm_playgrounds', { section: playgroundsState }],
  ['realm_user_groups', { section: userGroupsState }],
  ['realm', { section: realmState }],
  ['realm_user_settings_defaults', { section: realmUserSettingsDefaultsState }],
  ['realm_billing', { section: realmBillingState }],
  ['realm_user', { section: realmUserState }],
  ['realm_bot', { section: realmBotState }],
  ['saved_snippets', { section: savedSnippetsState }],
  ['navigation_views', { section: navigationViewsState }],
  ['recent_private_conversations', { section: recentConversationsState }],
  ['subscription', { section: subscriptionState }],
  ['channel_folders', { section: channelFoldersState }],
  // Unread counts stay current only with both message and flag events.
  ['update_message_flags', { section: unreadState, when: (ctx) => ctx.want('message') }],
  ['starred_messages', { section: starredState }],
  ['stream', { section: streamState }],
  ['update_display_settings', { section: legacyDisplaySettingsState }],
  ['update_global_notifications', { section: legacyNotificationSettingsState }],
  ['user_settings', { section: userSettingsState }],
  ['user_status', { section: userStatusState }],
  ['user_topic', { section: userTopicState }],
];

/** The initial state for POST /register: one block per wanted event type (unknown types are ignored). */
export async function fetchInitialState(deps: Deps, actor: Actor, o: StateOptions): Promise<InitialState> {
  const ctx = new StateContext(deps, actor, o);
  const out: InitialState = {};
  for (const [type, entry] of SECTIONS) {
    if (!ctx.want(type) || (entry.when && !entry.when(ctx))) continue;
    Object.assign(out, await entry.section(ctx));
  }
  if (!o.capabilities.notificationSettingsNull) fillNotificationDefaults(out, ownSettings(ctx));
  return out;
}
