/** A user's status changed: only the fields the request passed (emoji fields together). */
export interface UserStatusEvent {
  type: 'user_status';
  userId: number;
  away?: boolean;
  statusText?: string;
  emojiName?: string;
  emojiCode?: string;
  reactionType?: ReactionType;
}

/** One of the user's own settings changed (sent to the user only). */
export type UserSettingsUpdateEvent = {
  type: 'user_settings';
  op: 'update';
  property: string;
  value: boolean | number | string;
  /** For default_language: Zulip's name of the language. */
  languageName?: string;
};

/**
 * The same change for clients without the user_settings_object capability,
 * for the display settings of feature level 89 and the time zone.
 */
export type UpdateDisplaySettingsEvent = {
  type: 'update_display_settings';
  /** The user's address. */
  user: string;
  settingName: string;
  setting: boolean | number | string;
  languageName?: string;
};

/** The same change for clients without the user_settings_object capability, for the notification settings of feature level 89. */
export type UpdateGlobalNotificationsEvent = {
  type: 'update_global_notifications';
  user: string;
  notificationName: string;
  setting: boolean | number | string;
};

/** Zulip's emoji types, for reactions and statuses alike. */
export type ReactionType = 'unicode_emoji' | 'realm_emoji' | 'zulip_extra_emoji';

declare module '../../event-types.ts' {
  interface DomainEventMap {
    userStatus: UserStatusEvent;
    userSettingsUpdate: UserSettingsUpdateEvent;
    updateDisplaySettings: UpdateDisplaySettingsEvent;
    updateGlobalNotifications: UpdateGlobalNotificationsEvent;
  }
}
