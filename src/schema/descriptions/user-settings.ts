/**
 * What each personal setting does, by its Zulip name (after Zulip's API
 * documentation): one text serves the `UserSettings` field and the fields of
 * `UpdateSettingsInput` and `UpdateRealmUserSettingsDefaultsInput`.
 */
export const USER_SETTING_DESCRIPTIONS: Readonly<Record<string, string>> = {
  web_mark_read_on_scroll_policy: 'Whether messages are marked as read as the user scrolls through the message feed.',
  web_channel_default_view: 'Where clicking a channel in the web app leads.',
  starred_message_counts: 'Whether clients show the number of starred messages.',
  receives_typing_notifications:
    'Whether the user receives typing notifications from others; when false the server sends them no typing events.',
  web_stream_unreads_count_display_policy:
    'Which channels show a numeric unread count in the left sidebar; the others show a dot when they have unread messages.',
  fluid_layout_width: "Whether the web app's center panel uses the whole width of wide screens.",
  high_contrast_mode: 'Reserved for design variations that help visually impaired users.',
  color_scheme: 'The color theme: automatic (the system preference), dark or light.',
  web_font_size_px: "The web app's main font size, in pixels.",
  web_line_height_percent: "The web app's main line height, in percent of the font size (120 means 1.2).",
  translate_emoticons: 'Whether emoticons such as :) in messages the user sends are turned into emoji.',
  display_emoji_reaction_users:
    'Whether reactions show the names of the users who reacted (rather than a count) when a message has few reactions.',
  web_home_view: 'The view the web app opens on, and that pressing Esc repeatedly returns to.',
  web_escape_navigates_to_home_view: 'Whether the Esc key navigates to the home view.',
  left_side_userlist: 'Whether the user list is shown in the left sidebar in narrow windows.',
  emojiset: 'The emoji style used to show emoji everywhere in the UI.',
  demote_inactive_streams: 'Whether inactive channels are hidden in the left sidebar.',
  enable_stream_desktop_notifications: 'Visual desktop notifications for channel messages (the default for channels).',
  enable_stream_email_notifications: 'Email notifications for channel messages (the default for channels).',
  enable_stream_push_notifications: 'Mobile push notifications for channel messages (the default for channels).',
  enable_stream_audible_notifications: 'Audible desktop notifications for channel messages (the default for channels).',
  wildcard_mentions_notify:
    'Whether wildcard mentions (@all, @everyone, @channel) notify like a personal mention (the default for channels).',
  enable_followed_topic_desktop_notifications: 'Visual desktop notifications for messages in followed topics.',
  enable_followed_topic_email_notifications: 'Email notifications for messages in followed topics.',
  enable_followed_topic_push_notifications: 'Mobile push notifications for messages in followed topics.',
  enable_followed_topic_audible_notifications: 'Audible desktop notifications for messages in followed topics.',
  enable_followed_topic_wildcard_mentions_notify:
    'Whether wildcard mentions in followed topics notify like a personal mention.',
  notification_sound: 'The name of the sound played for audible notifications ("none" for silence).',
  enable_desktop_notifications: 'Visual desktop notifications for direct messages and mentions.',
  enable_sounds: 'Audible desktop notifications for direct messages and mentions.',
  enable_offline_email_notifications: 'Email notifications for direct messages and mentions received while offline.',
  enable_offline_push_notifications:
    'Mobile push notifications for direct messages and mentions received while offline.',
  enable_online_push_notifications: 'Mobile push notifications for direct messages and mentions received while online.',
  enable_digest_emails: 'Whether digest emails are sent while the user is away.',
  message_content_in_email_notifications: "Whether notification emails include the message's content.",
  pm_content_in_desktop_notifications: 'Whether desktop notifications of direct messages include their content.',
  desktop_icon_count_display: 'What the unread count badge (desktop app icon, browser tab) counts.',
  realm_name_in_email_notifications_policy:
    "Whether the organization's name is included in the subject of message notification emails.",
  automatically_follow_topics_policy: 'Which topics the user follows automatically.',
  automatically_unmute_topics_in_muted_streams_policy: 'Which topics in muted channels are unmuted automatically.',
  automatically_follow_topics_where_mentioned: 'Whether topics where the user is mentioned are followed automatically.',
  presence_enabled: 'Whether others can see when the user is online.',
  enter_sends: 'Whether Enter in the compose box sends the message (or saves an edit); otherwise Ctrl+Enter does.',
  enable_drafts_synchronization:
    "Whether drafts are kept on the server; turning it off deletes the user's drafts stored there.",
  email_notifications_batching_period_seconds:
    'How long, in seconds, the server waits to batch email notifications together before sending them.',
  twenty_four_hour_time: 'Whether times are shown in 24-hour notation.',
  send_stream_typing_notifications: 'Whether others are told when the user is composing a channel message.',
  send_private_typing_notifications: 'Whether others are told when the user is composing a direct message.',
  send_read_receipts: 'Whether others may see which messages the user has read.',
  user_list_style: 'How users are shown in the right sidebar user list.',
  web_animate_image_previews: 'When animated images in the message feed play.',
  email_address_visibility: "Who in the organization may see the user's real email address.",
  web_navigate_to_sent_message: 'Whether the web app moves to the conversation a message was just sent to.',
  web_suggest_update_timezone:
    "Whether the web app offers to update the profile's time zone when it differs from the device's.",
  hide_ai_features: 'Whether AI features, such as topic summaries, are hidden in all clients.',
  web_left_sidebar_show_channel_folders:
    "Whether the web app's left sidebar groups channels by the organization's channel folders.",
  web_left_sidebar_unreads_count_summary: "Whether the web app's left sidebar shows a summary of unread counts.",
  resolved_topic_notice_auto_read_policy:
    'Whether the notices that a topic was resolved or unresolved are marked as read automatically.',
  default_language: 'The language of the UI and of notification emails, as a language code such as "pt-BR".',
  enable_login_emails: 'Whether an email is sent on each new login to the account.',
  enable_marketing_emails: 'Whether marketing emails may be sent (used only by Zulip Cloud).',
  allow_private_data_export: "Whether organization administrators may include the user's private data in an export.",
};

/** The values of the personal settings that are named strings, by setting and value. */
export const USER_SETTING_VALUE_DESCRIPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  web_home_view: {
    recent_topics: 'Recent conversations.',
    inbox: 'The inbox.',
    all_messages: 'The combined feed of all messages.',
  },
  emojiset: {
    google: "Google's emoji.",
    twitter: "Twitter's emoji (Twemoji).",
    text: 'Plain text: emoji are shown as their :names:.',
  },
  web_animate_image_previews: {
    always: 'Animated images always play.',
    on_hover: 'Animated images play while the pointer is over them.',
    never: 'Animated images never play.',
  },
  resolved_topic_notice_auto_read_policy: {
    always: 'Always marked as read.',
    except_followed: 'Marked as read except in topics the user follows.',
    never: 'Never marked as read.',
  },
};
