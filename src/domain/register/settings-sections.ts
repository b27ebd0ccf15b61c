import { realmUserSettingsDefaults } from '../realm/user-settings-defaults.ts';
import { AVAILABLE_NOTIFICATION_SOUNDS, userSettingsOf } from '../settings/user-settings.ts';
import { EMOJISET_CHOICES } from './server-constants.ts';
import type { StateContext } from './types.ts';

/** UserProfile.display_settings_legacy (frozen at feature level 89). */
const DISPLAY_SETTINGS_LEGACY = [
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
const NOTIFICATION_SETTINGS_LEGACY = [
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

const pick = (values: Record<string, unknown>, names: string[]) => Object.fromEntries(names.map((n) => [n, values[n]]));

export const ownSettings = (ctx: StateContext) => userSettingsOf(ctx.actor.user.settings);

/** user_settings: every personal setting, plus the choices settings UIs offer. */
export async function userSettingsState(ctx: StateContext): Promise<Record<string, unknown>> {
  return {
    user_settings: {
      ...ownSettings(ctx),
      timezone: ctx.actor.user.timezone,
      emojiset_choices: EMOJISET_CHOICES,
      available_notification_sounds: AVAILABLE_NOTIFICATION_SOUNDS,
    },
  };
}

/** Top-level display settings for clients without the user_settings_object capability. */
export async function legacyDisplaySettingsState(ctx: StateContext): Promise<Record<string, unknown>> {
  if (ctx.o.capabilities.userSettingsObject) return {};
  return {
    ...pick(ownSettings(ctx), DISPLAY_SETTINGS_LEGACY),
    emojiset_choices: EMOJISET_CHOICES,
    timezone: ctx.actor.user.timezone,
  };
}

/** Top-level notification settings for clients without the user_settings_object capability. */
export async function legacyNotificationSettingsState(ctx: StateContext): Promise<Record<string, unknown>> {
  if (ctx.o.capabilities.userSettingsObject) return {};
  return {
    ...pick(ownSettings(ctx), NOTIFICATION_SETTINGS_LEGACY),
    available_notification_sounds: AVAILABLE_NOTIFICATION_SOUNDS,
  };
}

/** realm_user_settings_defaults: what new users of the organization start with. */
export async function realmUserSettingsDefaultsState(ctx: StateContext): Promise<Record<string, unknown>> {
  return {
    realm_user_settings_defaults: {
      ...realmUserSettingsDefaults(ctx.actor.realm),
      emojiset_choices: EMOJISET_CHOICES,
      available_notification_sounds: AVAILABLE_NOTIFICATION_SOUNDS,
    },
  };
}
