import { realmUserSettingsDefaults } from '../realm/user-settings-defaults.ts';
import { AVAILABLE_NOTIFICATION_SOUNDS, readUserSettings, type UserSettings } from '../settings/user-settings.ts';
import { EMOJISET_CHOICES } from './server-constants.ts';
import type { StateContext, TypedSections } from './types.ts';

/** An emoji set a settings UI offers. */
export type EmojisetChoice = (typeof EMOJISET_CHOICES)[number];

/** user_settings: every personal setting, plus the choices settings UIs offer. */
export interface OwnSettingsState {
  settings: UserSettings;
  timezone: string;
  emojisetChoices: readonly EmojisetChoice[];
  availableNotificationSounds: readonly string[];
}

/** The display settings older clients read at the top level. */
export interface LegacyDisplaySettings {
  /** Of which legacy clients read the display settings (DISPLAY_SETTINGS_LEGACY). */
  settings: UserSettings;
  emojisetChoices: readonly EmojisetChoice[];
  timezone: string;
}

/** The notification settings older clients read at the top level. */
export interface LegacyNotificationSettings {
  /** Of which legacy clients read the notification settings (NOTIFICATION_SETTINGS_LEGACY). */
  settings: UserSettings;
  availableNotificationSounds: readonly string[];
}

/** realm_user_settings_defaults: what new users of the organization start with, and the choices. */
export interface UserSettingsDefaultsState {
  settings: UserSettings;
  emojisetChoices: readonly EmojisetChoice[];
  availableNotificationSounds: readonly string[];
}

export const ownSettings = (ctx: StateContext): UserSettings => readUserSettings(ctx.actor.user.settings);

/** user_settings */
export async function userSettingsState(ctx: StateContext): Promise<Pick<TypedSections, 'user_settings'>> {
  return {
    user_settings: {
      settings: ownSettings(ctx),
      timezone: ctx.actor.user.timezone,
      emojisetChoices: EMOJISET_CHOICES,
      availableNotificationSounds: AVAILABLE_NOTIFICATION_SOUNDS,
    },
  };
}

/** Top-level display settings for clients without the user_settings_object capability. */
export async function legacyDisplaySettingsState(
  ctx: StateContext,
): Promise<Partial<Pick<TypedSections, 'legacyDisplaySettings'>>> {
  if (ctx.o.capabilities.userSettingsObject) return {};
  return {
    legacyDisplaySettings: {
      settings: ownSettings(ctx),
      emojisetChoices: EMOJISET_CHOICES,
      timezone: ctx.actor.user.timezone,
    },
  };
}

/** Top-level notification settings for clients without the user_settings_object capability. */
export async function legacyNotificationSettingsState(
  ctx: StateContext,
): Promise<Partial<Pick<TypedSections, 'legacyNotificationSettings'>>> {
  if (ctx.o.capabilities.userSettingsObject) return {};
  return {
    legacyNotificationSettings: {
      settings: ownSettings(ctx),
      availableNotificationSounds: AVAILABLE_NOTIFICATION_SOUNDS,
    },
  };
}

/** realm_user_settings_defaults */
export async function realmUserSettingsDefaultsState(
  ctx: StateContext,
): Promise<Pick<TypedSections, 'realm_user_settings_defaults'>> {
  return {
    realm_user_settings_defaults: {
      settings: realmUserSettingsDefaults(ctx.actor.realm),
      emojisetChoices: EMOJISET_CHOICES,
      availableNotificationSounds: AVAILABLE_NOTIFICATION_SOUNDS,
    },
  };
}
