import { realmUserSettingsDefaults } from '../realm/user-settings-defaults.ts';
import { AVAILABLE_NOTIFICATION_SOUNDS, DISPLAY_SETTINGS_LEGACY, NOTIFICATION_SETTINGS_LEGACY, userSettingsOf } from '../settings/user-settings.ts';
import { EMOJISET_CHOICES } from './server-constants.ts';
import type { StateContext } from './types.ts';

const pick = (values: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, values[n]]));

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
