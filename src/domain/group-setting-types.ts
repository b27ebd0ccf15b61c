/** Zulip's group-setting values (api_docs/group-setting-values.md), as every area that holds a permission setting speaks of them. */
export interface AnonymousGroupValue {
  direct_members: number[];
  direct_subgroups: number[];
}
export type GroupSettingValue = number | AnonymousGroupValue;

/** Zulip's GroupSettingChangeRequest (PATCH endpoints): `{new, old?}`. */
export interface GroupSettingChangeRequest {
  new: GroupSettingValue;
  old?: GroupSettingValue;
}
