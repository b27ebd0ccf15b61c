/**
 * Zulip's group-setting values (api_docs/group-setting-values.md), as every area that holds a permission setting
 * speaks of them: a named group's id, or an anonymous group's direct members and subgroups (REST writes these as
 * `{direct_members, direct_subgroups}`).
 */
export interface AnonymousGroupValue {
  directMembers: number[];
  directSubgroups: number[];
}
export type GroupSettingValue = number | AnonymousGroupValue;

/** Zulip's GroupSettingChangeRequest (PATCH endpoints): `{new, old?}`. */
export interface GroupSettingChangeRequest {
  new: GroupSettingValue;
  old?: GroupSettingValue;
}
