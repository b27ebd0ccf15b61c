import { camelCase, type CamelCase } from '../text.ts';

/**
 * Personal preference settings (Zulip's UserBaseSettings): wire type, allowed
 * values and default. Realm defaults (PATCH /realm/user_settings_defaults) and
 * own settings (PATCH /settings) are validated from this one table.
 */
export type UserSettingKind = 'bool' | 'int' | 'enum_int' | 'literal' | 'string';

export interface UserSettingDef {
  name: string;
  kind: UserSettingKind;
  default: boolean | number | string;
  allowed?: readonly (number | string)[];
  /** Present in the defaults object but not settable through the realm defaults endpoint. */
  realmDefaultReadOnly?: boolean;
}

const b = <N extends string>(name: N, def: boolean) => ({ name, kind: 'bool' as const, default: def });
const e = <N extends string>(name: N, def: number, allowed: readonly number[]) => ({
  name,
  kind: 'enum_int' as const,
  default: def,
  allowed,
});
/** In the defaults object, but not a parameter of the realm defaults endpoint. */
const readOnly = <D extends UserSettingDef>(def: D) => ({ ...def, realmDefaultReadOnly: true as const });

/**
 * The personal settings, each typed by its name and kind. Zulip 11's views
 * declare their parameters alphabetically (the order errors are found in),
 * so parsers sort by name.
 */
export const USER_SETTING_DEFS = [
  e('web_mark_read_on_scroll_policy', 1, [1, 2, 3]),
  e('web_channel_default_view', 1, [1, 2, 3, 4]),
  b('starred_message_counts', true),
  b('receives_typing_notifications', true),
  e('web_stream_unreads_count_display_policy', 2, [1, 2, 3]),
  b('fluid_layout_width', false),
  b('high_contrast_mode', false),
  e('color_scheme', 1, [1, 2, 3]),
  { name: 'web_font_size_px', kind: 'int', default: 16 },
  { name: 'web_line_height_percent', kind: 'int', default: 140 },
  b('translate_emoticons', false),
  b('display_emoji_reaction_users', true),
  { name: 'web_home_view', kind: 'literal', default: 'inbox', allowed: ['recent_topics', 'inbox', 'all_messages'] },
  b('web_escape_navigates_to_home_view', true),
  b('left_side_userlist', false),
  { name: 'emojiset', kind: 'literal', default: 'google', allowed: ['google', 'twitter', 'text'] },
  e('demote_inactive_streams', 1, [1, 2, 3]),
  b('enable_stream_desktop_notifications', false),
  b('enable_stream_email_notifications', false),
  b('enable_stream_push_notifications', false),
  b('enable_stream_audible_notifications', false),
  b('wildcard_mentions_notify', true),
  b('enable_followed_topic_desktop_notifications', true),
  b('enable_followed_topic_email_notifications', true),
  b('enable_followed_topic_push_notifications', true),
  b('enable_followed_topic_audible_notifications', true),
  b('enable_followed_topic_wildcard_mentions_notify', true),
  { name: 'notification_sound', kind: 'string', default: 'zulip' },
  b('enable_desktop_notifications', true),
  b('enable_sounds', true),
  b('enable_offline_email_notifications', true),
  b('enable_offline_push_notifications', true),
  b('enable_online_push_notifications', true),
  b('enable_digest_emails', true),
  b('message_content_in_email_notifications', true),
  b('pm_content_in_desktop_notifications', true),
  e('desktop_icon_count_display', 1, [1, 2, 3, 4]),
  e('realm_name_in_email_notifications_policy', 1, [1, 2, 3]),
  e('automatically_follow_topics_policy', 3, [1, 2, 3, 4]),
  e('automatically_unmute_topics_in_muted_streams_policy', 2, [1, 2, 3, 4]),
  b('automatically_follow_topics_where_mentioned', true),
  b('presence_enabled', true),
  b('enter_sends', false),
  b('enable_drafts_synchronization', true),
  { name: 'email_notifications_batching_period_seconds', kind: 'int', default: 120 },
  b('twenty_four_hour_time', false),
  b('send_stream_typing_notifications', true),
  b('send_private_typing_notifications', true),
  b('send_read_receipts', true),
  e('user_list_style', 3, [1, 2, 3]),
  {
    name: 'web_animate_image_previews',
    kind: 'literal',
    default: 'on_hover',
    allowed: ['always', 'on_hover', 'never'],
  },
  e('email_address_visibility', 1, [1, 2, 3, 4, 5]),
  b('web_navigate_to_sent_message', true),
  b('web_suggest_update_timezone', true),
  b('hide_ai_features', false),
  b('web_left_sidebar_show_channel_folders', true),
  b('web_left_sidebar_unreads_count_summary', true),
  {
    name: 'resolved_topic_notice_auto_read_policy',
    kind: 'literal',
    default: 'except_followed',
    allowed: ['always', 'except_followed', 'never'],
  },
  readOnly({ name: 'default_language', kind: 'string', default: 'en' } as const),
  readOnly(b('enable_login_emails', true)),
  readOnly(b('enable_marketing_emails', true)),
  readOnly(b('allow_private_data_export', false)),
] as const satisfies readonly UserSettingDef[];

/** The personal settings (USER_SETTING_DEFS), by their common shape. */
export const USER_SETTINGS: readonly UserSettingDef[] = USER_SETTING_DEFS;

/** What each kind of setting holds. */
export interface UserSettingKindValue {
  bool: boolean;
  int: number;
  enum_int: number;
  literal: string;
  string: string;
}

export const USER_SETTING_BY_NAME = new Map(USER_SETTINGS.map((s) => [s.name, s]));

export type UserSettingsValues = Record<string, boolean | number | string>;

// Built once: settings are read for every user a response shows (email visibility, typing).
const BUILTIN_DEFAULTS: Readonly<UserSettingsValues> = Object.freeze(
  Object.fromEntries(USER_SETTINGS.map((s) => [s.name, s.default])),
);

export function builtinUserSettingDefaults(): UserSettingsValues {
  return { ...BUILTIN_DEFAULTS };
}

/** Settings read from a JSON column, completed by `fallback` then the built-in defaults. */
export function userSettingsOf(stored: unknown, fallback: unknown = {}): UserSettingsValues {
  const obj = (v: unknown) => (v !== null && typeof v === 'object' ? (v as UserSettingsValues) : {});
  return { ...BUILTIN_DEFAULTS, ...obj(fallback), ...obj(stored) };
}

/** A user's personal settings (or an organization's defaults for new users), typed, under camelCase names. */
export type UserSettings = Readonly<{
  [D in (typeof USER_SETTING_DEFS)[number] as CamelCase<D['name']>]: UserSettingKindValue[D['kind']];
}>;

/** Each setting's Zulip name and its key in UserSettings, in the table's order. */
export const USER_SETTING_KEYS: ReadonlyArray<{ name: string; key: keyof UserSettings }> = USER_SETTING_DEFS.map(
  (d) => ({
    name: d.name,
    key: camelCase(d.name),
  }),
);

/** Settings read from a JSON column (as userSettingsOf), typed. */
export function readUserSettings(stored: unknown, fallback: unknown = {}): UserSettings {
  const values = userSettingsOf(stored, fallback);
  const typed: Record<string, boolean | number | string> = {};
  for (const { name, key } of USER_SETTING_KEYS) typed[key] = values[name];
  // Stored values hold each setting's kind of value (the updates check them), with defaults for the rest.
  return typed as UserSettings;
}

/**
 * Zulip's get_available_notification_sounds(): the .ogg files it ships, sorted.
 * "none" is accepted besides these.
 */
export const AVAILABLE_NOTIFICATION_SOUNDS: readonly string[] = [
  'ascend',
  'beep_boop',
  'bink',
  'bright',
  'brlip',
  'chime',
  'deep tom',
  'ding',
  'double tap',
  'down',
  'dry bongos',
  'dutdut',
  'fast ascend',
  'flute',
  'friendly',
  'kick roll',
  'loud tintong',
  'metallic snare',
  'pan',
  'shaker',
  'simple',
  'stairs',
  'subtle',
  'swish',
  'tintong',
  'up',
  'wood block',
  'zaping',
  'zing',
  'zulip',
];

/**
 * Zulip's get_available_language_codes(): the locales it ships translations
 * for, in Django's language-code form, plus English.
 */
export const AVAILABLE_LANGUAGE_CODES: readonly string[] = [
  'ar',
  'be',
  'bg',
  'bn',
  'bqi',
  'ca',
  'cs',
  'cy',
  'da',
  'de',
  'el',
  'en',
  'en-gb',
  'eo',
  'es',
  'et',
  'fa',
  'fi',
  'fr',
  'gl',
  'gu',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ml',
  'mn',
  'my',
  'nl',
  'no',
  'pl',
  'pt',
  'pt-br',
  'pt-pt',
  'ro',
  'ru',
  'si',
  'sl',
  'sr',
  'sv',
  'ta',
  'tl',
  'tr',
  'uk',
  'vi',
  'zh-hans',
  'zh-hant',
  'zh-tw',
];

/** Email address visibility values (Zulip's EMAIL_ADDRESS_VISIBILITY_*). */
export const EmailVisibility = { EVERYONE: 1, MEMBERS: 2, ADMINS: 3, NOBODY: 4, MODERATORS: 5 } as const;

/** UserProfile.display_settings_legacy (frozen at feature level 89). */
export const DISPLAY_SETTINGS_LEGACY: readonly string[] = [
  'color_scheme',
  'default_language',
  'web_home_view',
  'demote_inactive_streams',
  'emojiset',
  'enable_drafts_synchronization',
  'enter_sends',
  'fluid_layout_width',
  'high_contrast_mode',
  'left_side_userlist',
  'starred_message_counts',
  'translate_emoticons',
  'twenty_four_hour_time',
];

/** UserProfile.notification_settings_legacy (frozen at feature level 89). */
export const NOTIFICATION_SETTINGS_LEGACY: readonly string[] = [
  'enable_desktop_notifications',
  'enable_digest_emails',
  'enable_login_emails',
  'enable_marketing_emails',
  'email_notifications_batching_period_seconds',
  'enable_offline_email_notifications',
  'enable_offline_push_notifications',
  'enable_online_push_notifications',
  'enable_sounds',
  'enable_stream_audible_notifications',
  'enable_stream_desktop_notifications',
  'enable_stream_email_notifications',
  'enable_stream_push_notifications',
  'message_content_in_email_notifications',
  'notification_sound',
  'pm_content_in_desktop_notifications',
  'desktop_icon_count_display',
  'realm_name_in_email_notifications_policy',
  'presence_enabled',
  'wildcard_mentions_notify',
];
