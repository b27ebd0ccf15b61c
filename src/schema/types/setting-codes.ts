import { builder } from '../builder.ts';

/**
 * The settings Zulip keeps as integer codes, as GraphQL enums: each enum value
 * named once here with its code (Zulip's API documentation gives the codes).
 * Fields and inputs of these settings take the enum; resolvers and the domain
 * keep the code.
 */
/** Zulip's automatically-follow and automatically-unmute policies share their codes. */
const TOPIC_POLICY_CODES: Record<string, [number, string]> = {
  PARTICIPATION: [1, 'Topics the user takes part in'],
  ON_SEND: [2, 'Topics the user sends a message to'],
  ON_INITIATION: [3, 'Topics the user starts'],
  NEVER: [4, 'None'],
};

const CODES: Record<string, { type: string; description: string; values: Record<string, [number, string]> }> = {
  color_scheme: {
    type: 'ColorScheme',
    description: 'The color theme.',
    values: { AUTOMATIC: [1, "The system's"], DARK: [2, 'Dark'], LIGHT: [3, 'Light'] },
  },
  demote_inactive_streams: {
    type: 'DemoteInactiveChannels',
    description: 'Whether inactive channels are shown apart.',
    values: { AUTOMATIC: [1, 'When there are many channels'], ALWAYS: [2, 'Always'], NEVER: [3, 'Never'] },
  },
  desktop_icon_count_display: {
    type: 'DesktopIconCountDisplay',
    description: "What the unread count on the application's icon counts.",
    values: {
      ALL_UNREADS: [1, 'All unread messages'],
      DMS_MENTIONS_AND_FOLLOWED_TOPICS: [2, 'Direct messages, mentions and followed topics'],
      DMS_AND_MENTIONS: [3, 'Direct messages and mentions'],
      NONE: [4, 'Nothing'],
    },
  },
  email_address_visibility: {
    type: 'EmailAddressVisibility',
    description: "Who may see the user's real email address.",
    values: {
      EVERYONE: [1, 'Everyone'],
      MEMBERS: [2, 'Members'],
      ADMINISTRATORS: [3, 'Administrators'],
      NOBODY: [4, 'Nobody'],
      MODERATORS: [5, 'Moderators'],
    },
  },
  realm_name_in_email_notifications_policy: {
    type: 'RealmNameInEmailNotificationsPolicy',
    description: "Whether notification emails' subjects name the organization.",
    values: { AUTOMATIC: [1, 'When the user is in several organizations'], ALWAYS: [2, 'Always'], NEVER: [3, 'Never'] },
  },
  user_list_style: {
    type: 'UserListStyle',
    description: 'How the list of users is shown.',
    values: { COMPACT: [1, 'Names only'], WITH_STATUS: [2, 'With status'], WITH_AVATAR: [3, 'With avatar and status'] },
  },
  web_channel_default_view: {
    type: 'WebChannelDefaultView',
    description: 'Where clicking a channel leads.',
    values: {
      TOP_TOPIC: [1, 'The top topic of the channel'],
      CHANNEL_FEED: [2, 'The channel feed'],
      TOPIC_LIST: [3, 'The list of topics'],
      TOP_UNREAD_TOPIC: [4, 'The top unread topic of the channel'],
    },
  },
  web_mark_read_on_scroll_policy: {
    type: 'WebMarkReadOnScrollPolicy',
    description: 'When scrolling marks messages as read.',
    values: { ALWAYS: [1, 'Always'], CONVERSATION_VIEWS: [2, 'In conversation views only'], NEVER: [3, 'Never'] },
  },
  web_stream_unreads_count_display_policy: {
    type: 'WebChannelUnreadsCountDisplayPolicy',
    description: 'Which channels show their unread count.',
    values: {
      ALL_CHANNELS: [1, 'All channels'],
      UNMUTED_CHANNELS_AND_TOPICS: [2, 'Unmuted channels and topics'],
      NO_CHANNELS: [3, 'No channels'],
    },
  },
  automatically_follow_topics_policy: {
    type: 'AutomaticallyFollowTopicsPolicy',
    description: 'Which topics the user follows automatically.',
    values: TOPIC_POLICY_CODES,
  },
  automatically_unmute_topics_in_muted_streams_policy: {
    type: 'AutomaticallyUnmuteTopicsPolicy',
    description: 'Which topics of muted channels the user unmutes automatically.',
    values: TOPIC_POLICY_CODES,
  },
  digest_weekday: {
    type: 'Weekday',
    description: 'A day of the week.',
    values: {
      MONDAY: [0, 'Monday'],
      TUESDAY: [1, 'Tuesday'],
      WEDNESDAY: [2, 'Wednesday'],
      THURSDAY: [3, 'Thursday'],
      FRIDAY: [4, 'Friday'],
      SATURDAY: [5, 'Saturday'],
      SUNDAY: [6, 'Sunday'],
    },
  },
  giphy_rating: {
    type: 'GiphyRating',
    description: 'The most mature GIPHY rating the GIF picker offers.',
    values: {
      DISABLED: [0, 'GIPHY is off'],
      Y: [1, 'Y: all ages'],
      G: [2, 'G: general audiences'],
      PG: [3, 'PG: parental guidance'],
      PG13: [4, 'PG-13'],
      R: [5, 'R: restricted'],
    },
  },
  video_chat_provider: {
    type: 'VideoChatProvider',
    description: 'What the compose box uses for video calls.',
    values: { NONE: [0, 'No video calls'], JITSI_MEET: [1, 'Jitsi Meet'] },
  },
};

const codeEnum = (type: string, description: string, values: Record<string, [number, string]>) =>
  builder.enumType(type, {
    description,
    values: Object.fromEntries(Object.entries(values).map(([k, [value, d]]) => [k, { value, description: d }])),
  });

/** The enum of each integer-coded setting, by the setting's Zulip name; its internal values are the codes. */
export const SETTING_CODE_ENUMS = new Map(
  Object.entries(CODES).map(([name, c]) => [name, codeEnum(c.type, c.description, c.values)]),
);
