/**
 * What each organization setting does, by its Zulip name (after Zulip's API
 * documentation): one text serves the `RealmSettings` field and the field of
 * `UpdateRealmInput`.
 */
export const REALM_SETTING_DESCRIPTIONS: Readonly<Record<string, string>> = {
  name: "The organization's name.",
  description: "The organization's description, in Zulip's Markdown, shown on its login and registration pages.",
  allow_edit_history:
    'Whether users may see message edit history: false when the edit history visibility policy is NONE (read-only here; set that policy).',
  allow_message_editing: 'Whether message content may be edited (within the edit time limit).',
  avatar_changes_disabled:
    'Whether non-administrators are prevented from changing their avatar (typically when accounts are synced from LDAP).',
  default_code_block_language:
    'The language assumed for code blocks that name none (a Pygments language code); empty: none.',
  default_language:
    'The default language of new users and of emails sent to people without an account, as a code such as "en".',
  moderation_request_channel_id:
    "The private channel where users' message reports are posted, by Zulip's id; -1: reporting messages is disabled.",
  new_stream_announcements_stream_id:
    "The channel where the Notification Bot announces new channels created with `announce`, by Zulip's id; -1: none.",
  signup_announcements_stream_id:
    "The channel where new users would be announced, by Zulip's id; -1: none (this server posts no such announcements yet).",
  zulip_update_announcements_stream_id:
    "The channel where Zulip's release announcements would be posted, by Zulip's id; -1: none (this server posts none).",
  welcome_message_custom_text:
    "What the Welcome Bot sends each new user after its first message (in Zulip's Markdown, up to 8000 characters), unless their invitation says otherwise; empty: nothing.",
  digest_emails_enabled: 'Whether weekly digest emails are sent to inactive users.',
  digest_weekday: 'The day of the week weekly digest emails are sent.',
  disallow_disposable_email_addresses: 'Whether sign-ups with disposable email addresses are refused.',
  email_changes_disabled:
    'Whether non-administrators are prevented from changing their email address (typically when accounts are synced from LDAP).',
  emails_restricted_to_domains:
    "Whether new users must have an email address in one of the organization's allowed domains (realmDomains).",
  enable_guest_user_dm_warning: 'Whether clients warn when a direct message being composed goes to a guest.',
  enable_guest_user_indicator: 'Whether clients show "(guest)" after the names of guest users.',
  enable_read_receipts:
    "Whether read receipts are available; when false none are shown, whatever the users' own settings.",
  enable_spectator_access:
    'Whether web-public channels can be read by visitors who are not logged in (only where the server allows it).',
  giphy_rating: 'The most mature GIPHY rating of GIFs offered in the GIF picker, or GIPHY disabled.',
  inline_image_preview: 'Whether linked images are previewed in messages.',
  inline_url_embed_preview: 'Whether linked websites are previewed in messages.',
  invite_required: 'Whether an invitation is needed to join the organization.',
  mandatory_topics:
    'Whether messages to channels need a topic (the empty "general chat" topic is refused); older form of topicsPolicy.',
  message_content_allowed_in_email_notifications:
    'Whether notification emails may include message content (otherwise they only say a message was sent).',
  message_content_delete_limit_seconds:
    'How long after sending, in seconds, users may delete their own messages; null (`unlimited: true` when setting it): no limit.',
  message_content_edit_limit_seconds:
    'How long after sending, in seconds, message content may be edited; null (`unlimited: true` when setting it): no limit.',
  message_edit_history_visibility_policy: 'Which message edit history users may see.',
  move_messages_between_streams_limit_seconds:
    'How long after sending, in seconds, users allowed to move messages between channels may move them (administrators excepted); null (`unlimited: true` when setting it): no limit.',
  move_messages_within_stream_limit_seconds:
    'How long after sending, in seconds, users allowed to move messages between topics may move them (administrators excepted); null (`unlimited: true` when setting it): no limit.',
  name_changes_disabled:
    'Whether non-administrators are prevented from changing their name (typically when accounts are synced from LDAP).',
  presence_disabled: "Whether users' online presence is hidden from everyone in the organization.",
  require_unique_names:
    'Whether full names must be unique (ignoring case and Unicode normalization): a new user or name change that would duplicate one is refused.',
  send_welcome_emails: 'Whether new users get the standard welcome emails.',
  topics_policy:
    'Whether messages may go to the empty ("general chat") topic in channels that inherit the organization\'s policy.',
  video_chat_provider: 'The video call provider the compose box uses for call links.',
  waiting_period_threshold:
    'How many days old an account must be for its user to count as a full member (for settings that restrict new members).',
  want_advertise_in_communities_directory:
    'Whether the organization agrees to be listed in the Zulip communities directory.',
};

/** The values of organization settings that are named strings, by setting and value. */
export const REALM_SETTING_VALUE_DESCRIPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  message_edit_history_visibility_policy: {
    all: 'All edit history: content edits and moves.',
    moves: 'Only moves between topics and channels.',
    none: 'No edit history.',
  },
  topics_policy: {
    allow_empty_topic: 'Messages may go to the empty topic as well as to named topics.',
    disable_empty_topic: 'Messages must have a named topic.',
  },
};

/** Organization settings Zulip keeps only for older clients (both derived, read-only): what replaces them. */
export const REALM_SETTING_DEPRECATIONS: Readonly<Record<string, string>> = {
  allow_edit_history: 'Use messageEditHistoryVisibilityPolicy.',
  mandatory_topics: 'Use topicsPolicy.',
};
