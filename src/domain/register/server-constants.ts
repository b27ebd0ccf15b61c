/**
 * Server-level facts POST /register reports with the `realm` state: limits and
 * protocol periods clients follow. Values are Zulip's defaults
 * (zproject/default_settings.py) unless zircon differs, as noted.
 */
export const TYPING = { startedExpiryMs: 45_000, stoppedWaitMs: 12_000, startedWaitMs: 30_000 } as const;
export const EVENT_QUEUE_LONGPOLL_TIMEOUT_SECONDS = 90;
export const MAX_AVATAR_FILE_SIZE_MIB = 5;
export const MAX_ICON_FILE_SIZE_MIB = 5;
export const MAX_LOGO_FILE_SIZE_MIB = 5;
export const MAX_CHANNEL_FOLDER_NAME_LENGTH = 60;
export const MAX_CHANNEL_FOLDER_DESCRIPTION_LENGTH = 1024;
export { MAX_REMINDER_NOTE_LENGTH } from '../scheduled-messages/reminder-content.ts';
export { MAX_BULK_NEW_SUBSCRIPTION_MESSAGES } from '../channels/new-subscription-notices.ts';
export const PRESENCE_PING_INTERVAL_SECONDS = 60;
export const PRESENCE_OFFLINE_THRESHOLD_SECONDS = 140;
export const PASSWORD_MAX_LENGTH = 100;
export const PASSWORD_MIN_GUESSES = 10_000;
export const MIN_DEACTIVATED_REALM_DELETION_DAYS = 14;
export const JITSI_SERVER_URL = 'https://meet.jit.si';
export const UPGRADE_TEXT_STANDARD = 'Available on Zulip Cloud Standard. Upgrade to access.';
/** Zulip's DEFAULT_LOGO_URI: organizations without an uploaded logo show Zulip's. */
export const DEFAULT_LOGO_URL = '/static/images/logo/zulip-org-logo.svg?version=0';

/** Zulip's VIDEO_CHAT_PROVIDERS, limited to those this server can offer (no Zoom or BigBlueButton credentials). */
export const VIDEO_CHAT_PROVIDERS = {
  disabled: { name: 'None', id: 0 },
  jitsi_meet: { name: 'Jitsi Meet', id: 1 },
};

export const GIPHY_RATING_OPTIONS = {
  disabled: { name: 'GIPHY integration disabled', id: 0 },
  y: { name: 'Allow GIFs rated Y (Very young audience)', id: 1 },
  g: { name: 'Allow GIFs rated G (General audience)', id: 2 },
  pg: { name: 'Allow GIFs rated PG (Parental guidance)', id: 3 },
  'pg-13': { name: 'Allow GIFs rated PG-13 (Parental guidance - under 13)', id: 4 },
  r: { name: 'Allow GIFs rated R (Restricted)', id: 5 },
};

export const DEFAULT_EXTERNAL_ACCOUNTS = {
  twitter: { text: 'Twitter', url_pattern: 'https://twitter.com/%(username)s', name: 'Twitter username', hint: '' },
  github: { text: 'GitHub', url_pattern: 'https://github.com/%(username)s', name: 'GitHub username', hint: '' },
};

/** Zulip's CustomProfileField.ALL_FIELD_TYPES, keyed by their API names. */
export const CUSTOM_PROFILE_FIELD_TYPES = {
  SHORT_TEXT: { id: 1, name: 'Text (short)' },
  LONG_TEXT: { id: 2, name: 'Text (long)' },
  DATE: { id: 4, name: 'Date' },
  URL: { id: 5, name: 'Link' },
  EXTERNAL_ACCOUNT: { id: 7, name: 'External account' },
  PRONOUNS: { id: 8, name: 'Pronouns' },
  SELECT: { id: 3, name: 'List of options' },
  USER: { id: 6, name: 'Users' },
};

/** Zulip's UserProfile.emojiset_choices(). */
export const EMOJISET_CHOICES = [
  { key: 'google', text: 'Google' },
  { key: 'twitter', text: 'Twitter' },
  { key: 'text', text: 'Plain text' },
];

/**
 * When this server process started (Zulip's SERVER_GENERATION): clients
 * reload when it changes. Derived from the process, so nothing is stored.
 */
export const serverGeneration = (): number => Math.floor((Date.now() - process.uptime() * 1000) / 1000);
