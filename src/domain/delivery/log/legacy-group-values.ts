import type { ZulipEvent } from '../../events/types.ts';
import type { GroupSettingValue } from '../../group-setting-types.ts';

/*
 * Group-setting values were logged in Zulip's shape, `{direct_members,
 * direct_subgroups}`, inside otherwise typed events (a channel's or a group's
 * settings, a stream `update`'s value, a group's changes) until the domain
 * named them directMembers and directSubgroups. Such a value is read as the
 * domain's; every other value is returned as it is (realm events, which
 * carried them too: legacy-realm.ts).
 */

type Legacy = Record<string, unknown>;

const isLoggedValue = (v: unknown): v is Legacy => v !== null && typeof v === 'object' && 'direct_members' in v;
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/** A value that may be an anonymous group in Zulip's shape, as the domain holds it. */
export const loggedSettingValue = (v: unknown): unknown =>
  isLoggedValue(v) ? { directMembers: nums(v.direct_members), directSubgroups: nums(v.direct_subgroups) } : v;

/** A logged group-setting value (a group's id, or an anonymous group in Zulip's shape) as the domain's. */
export const loggedGroupSettingValue = (v: unknown): GroupSettingValue =>
  typeof v === 'number' ? v : (loggedSettingValue(v) as GroupSettingValue);

/** An object's fields (a channel, a group's settings, a dict of changes) with each logged group value read as the domain's. */
export const loggedSettingValues = <T extends object>(o: T): T =>
  Object.values(o).some(isLoggedValue)
    ? (Object.fromEntries(Object.entries(o).map(([k, v]) => [k, loggedSettingValue(v)])) as T)
    : o;

/** A typed event with the group-setting values it carries in the domain's shape. */
export function upgradeGroupSettingValues(event: ZulipEvent): ZulipEvent {
  switch (event.type) {
    case 'stream':
      if (event.op === 'create') return { ...event, streams: event.streams.map(loggedSettingValues) };
      return event.op === 'update' ? { ...event, value: loggedSettingValue(event.value) } : event;
    case 'subscription':
      return event.op === 'add' ? { ...event, subscriptions: event.subscriptions.map(loggedSettingValues) } : event;
    case 'user_group':
      if (event.op === 'add')
        return { ...event, group: { ...event.group, settings: loggedSettingValues(event.group.settings) } };
      return event.op === 'update' ? { ...event, changes: loggedSettingValues(event.changes) } : event;
    default:
      return event;
  }
}
