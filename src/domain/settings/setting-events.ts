import type { AddressedEvent } from '../events/types.ts';
import { languageName } from './locale-data.ts';
import { DISPLAY_SETTINGS_LEGACY, NOTIFICATION_SETTINGS_LEGACY } from './user-settings.ts';

/**
 * The events of do_change_user_setting for one changed setting, all to the
 * user: `user_settings`, and the legacy event of the settings that existed at
 * feature level 89 (queues drop it for clients with user_settings_object).
 */
export function userSettingEvents(
  realmId: number,
  user: { id: number; email: string },
  property: string,
  value: boolean | number | string,
): AddressedEvent[] {
  const language =
    property === 'default_language' && typeof value === 'string' ? { languageName: languageName(value) } : {};
  const to = (event: AddressedEvent['event']): AddressedEvent => ({ realmId, event, userIds: [user.id] });
  const out = [to({ type: 'user_settings', op: 'update', property, value, ...language })];
  if (NOTIFICATION_SETTINGS_LEGACY.includes(property)) {
    out.push(to({ type: 'update_global_notifications', user: user.email, notificationName: property, setting: value }));
  }
  if (DISPLAY_SETTINGS_LEGACY.includes(property) || property === 'timezone') {
    out.push(
      to({ type: 'update_display_settings', user: user.email, settingName: property, setting: value, ...language }),
    );
  }
  return out;
}
