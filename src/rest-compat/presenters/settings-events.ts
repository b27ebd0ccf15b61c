import type { EventOf } from '../../domain/events/types.ts';
import { opt } from './optional-field.ts';

/** Zulip's payloads of a changed personal setting: `user_settings`, and the legacy events of feature level 89. */
export function settingEventJson(
  ev: EventOf<'user_settings' | 'update_display_settings' | 'update_global_notifications'>,
): object {
  switch (ev.type) {
    case 'user_settings': {
      const { languageName, ...rest } = ev;
      return { ...rest, ...opt('language_name', languageName) };
    }
    case 'update_display_settings': {
      const { settingName, languageName, ...rest } = ev;
      return { ...rest, setting_name: settingName, ...opt('language_name', languageName) };
    }
    case 'update_global_notifications': {
      const { notificationName, ...rest } = ev;
      return { ...rest, notification_name: notificationName };
    }
  }
}
