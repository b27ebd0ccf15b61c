import type { InitialState } from '../../domain/register/types.ts';
import { presentRegisterBot } from './bots.ts';
import { channelJson, subscriptionJson } from './channels.ts';
import { defaultChannelGroupJson } from './default-channel-groups.ts';
import { draftJson } from './drafts.ts';
import { reminderJson, scheduledMessageJson } from './scheduled-messages.ts';
import { linkifierJson } from './linkifiers.ts';
import { channelFolderJson, navigationViewJson } from './channel-folders.ts';
import { playgroundJson, realmDomainJson } from './realm-lists.ts';
import { presencesJson } from './activity-events.ts';
import { presentProfileField } from './profile-fields.ts';
import { presentOwnUser } from './register-people.ts';
import { realmStateJson } from './register-realm.ts';
import {
  legacyDisplaySettingsJson,
  legacyNotificationSettingsJson,
  mutedTopicJson,
  ownSettingsJson,
  recentConversationJson,
  unreadJson,
  userSettingsDefaultsJson,
  userTopicJson,
} from './register-sections.ts';
import { realmEmojiDictJson } from './realm-emoji.ts';
import { savedSnippetJson } from './snippets.ts';
import { presentUserGroup } from './user-groups.ts';
import { userStatusesJson } from './user-status.ts';
import { presentRegisterUser } from './users.ts';

type Out = Record<string, unknown>;
type Section = Required<InitialState>;

/** Writes one section into the answer: under its key, or (a block of keys) in its place. */
type Write<V> = (value: V, out: Out, key: string) => void;

const asIs: Write<unknown> = (v, out, key) => {
  out[key] = v;
};
const each =
  <T>(f: (item: T) => unknown): Write<readonly T[]> =>
  (list, out, key) => {
    out[key] = list.map(f);
  };
const as =
  <V>(f: (v: V) => unknown): Write<V> =>
  (v, out, key) => {
    out[key] = f(v);
  };
const inPlace =
  <V>(f: (v: V) => Out): Write<V> =>
  (v, out) => {
    Object.assign(out, f(v));
  };

/** How REST writes each section of the state (every key has one). */
const PRESENTERS: { [K in keyof Section]: Write<Section[K]> } = {
  alert_words: asIs,
  onboarding_steps: asIs,
  navigation_tour_video_url: asIs,
  scheduled_messages: each(scheduledMessageJson),
  reminders: each(reminderJson),
  muted_users: asIs,
  realm_filters: asIs,
  realm_embedded_bots: asIs,
  realm_incoming_webhook_bots: asIs,
  stop_words: asIs,
  has_zoom_token: asIs,
  giphy_api_key: asIs,
  push_devices: asIs,
  custom_profile_fields: each(presentProfileField),
  custom_profile_field_types: asIs,
  realm_default_streams: asIs,
  realm_default_stream_groups: each(defaultChannelGroupJson),
  drafts: each(draftJson),
  max_message_id: asIs,
  muted_topics: each(mutedTopicJson),
  presences: as(presencesJson),
  presence_last_update_id: asIs,
  server_timestamp: asIs,
  realm_emoji: as(realmEmojiDictJson),
  realm_linkifiers: each(linkifierJson),
  realm_playgrounds: each(playgroundJson),
  channel_folders: each(channelFolderJson),
  navigation_views: each(navigationViewJson),
  realm_domains: each(realmDomainJson),
  realm_user_groups: each(presentUserGroup),
  realm: inPlace(realmStateJson),
  realm_user_settings_defaults: as(userSettingsDefaultsJson),
  realm_billing: as((b) => ({ has_pending_sponsorship_request: b.hasPendingSponsorshipRequest })),
  realm_users: each(presentRegisterUser),
  realm_non_active_users: each(presentRegisterUser),
  ownUser: inPlace(presentOwnUser),
  realm_bots: each(presentRegisterBot),
  saved_snippets: each(savedSnippetJson),
  recent_private_conversations: each(recentConversationJson),
  subscriptions: each(subscriptionJson),
  unsubscribed: each(subscriptionJson),
  never_subscribed: each(channelJson),
  unread_msgs: as(unreadJson),
  starred_messages: asIs,
  streams: each(channelJson),
  legacyDisplaySettings: inPlace(legacyDisplaySettingsJson),
  legacyNotificationSettings: inPlace(legacyNotificationSettingsJson),
  user_settings: as(ownSettingsJson),
  user_status: as(userStatusesJson),
  user_topics: each(userTopicJson),
};

function present<K extends keyof Section>(state: InitialState, key: K, out: Out): void {
  const value = state[key];
  // Present: the section's type without `undefined` (TypeScript does not narrow an indexed access by a type parameter).
  if (value !== undefined) PRESENTERS[key](value as Section[K], out, key);
}

/**
 * POST /register's state as Zulip writes it: each section in Zulip's
 * format, where the domain put it, so the answer keeps the order of Zulip's
 * fetch_initial_state_data.
 */
export function initialStateJson(state: InitialState): Out {
  const out: Out = {};
  for (const key of Object.keys(state)) {
    if (Object.hasOwn(PRESENTERS, key)) present(state, key as keyof Section, out);
    else throw new Error(`register state section without a presenter: ${key}`);
  }
  return out;
}
