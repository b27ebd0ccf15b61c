import type { EventInternals, ZulipEvent } from '../../events/types.ts';
import { LEGACY_PAYLOADS } from './legacy-payloads.ts';
import { LEGACY_PEOPLE_PAYLOADS } from './legacy-people.ts';
import { LEGACY_REALM_PAYLOADS } from './legacy-realm.ts';
import { upgradeMessageEvent } from './legacy-message.ts';
import { upgradeGroupSettingValues } from './legacy-group-values.ts';

const CONVERTERS = { ...LEGACY_PAYLOADS, ...LEGACY_PEOPLE_PAYLOADS, ...LEGACY_REALM_PAYLOADS };

/**
 * A logged event as this version types it: entries an earlier version wrote
 * in an older shape are converted (queues resume from the log across an
 * upgrade), and so are the group-setting values they carry; any other is
 * returned as it is.
 */
export function upgradeLoggedEvent(event: ZulipEvent): ZulipEvent {
  if (event.type === 'message') return upgradeMessageEvent(event);
  const legacy = Object.hasOwn(CONVERTERS, event.type) ? CONVERTERS[event.type] : undefined;
  return upgradeGroupSettingValues(legacy !== undefined && legacy.isOld(event) ? legacy.upgrade(event) : event);
}

/**
 * A logged entry's internals as this version types them: a presence event's
 * modern times were logged in Zulip's names (active_timestamp, idle_timestamp).
 */
export function upgradeLoggedInternals(internal: EventInternals | null): EventInternals | null {
  const modern = internal?.modernPresence as Record<string, unknown> | undefined;
  if (internal === null || modern === undefined || !('active_timestamp' in modern)) return internal;
  return {
    ...internal,
    modernPresence: { activeTimestamp: Number(modern.active_timestamp), idleTimestamp: Number(modern.idle_timestamp) },
  };
}
