import type { GroupSettingValue } from '../../domain/group-setting-types.ts';
import { isAnonymousGroupValue } from '../../domain/groups/group-setting-value.ts';

/** A group-setting value as Zulip writes it: a named group's id, or `{direct_members, direct_subgroups}`. */
export type GroupSettingJson = number | { direct_members: number[]; direct_subgroups: number[] };

export const groupSettingJson = (v: GroupSettingValue): GroupSettingJson =>
  typeof v === 'number' ? v : { direct_members: v.directMembers, direct_subgroups: v.directSubgroups };

/**
 * A value of a field whose type depends on the setting (a realm or stream
 * `update` event's `value`, PATCH /realm's answer) as Zulip writes it: an
 * anonymous group in Zulip's keys, anything else as it is.
 */
export const settingValueJson = (v: unknown): unknown => (isAnonymousGroupValue(v) ? groupSettingJson(v) : v);

/** A dict of changed settings with each value as Zulip writes it. */
export const settingValuesJson = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, settingValueJson(v)]));
