import type { CustomProfileField } from '../../domain/profile-fields/types.ts';

/** A custom profile field in Zulip's shape; display_in_profile_summary only when true. */
export interface ProfileFieldDict {
  id: number;
  name: string;
  type: number;
  hint: string;
  field_data: string;
  order: number;
  required: boolean;
  editable_by_user: boolean;
  display_in_profile_summary?: true;
}

/**
 * Zulip's custom profile field object (GET /realm/profile_fields, register's
 * custom_profile_fields, the `custom_profile_fields` event), written once for all three.
 */
export function presentProfileField(f: CustomProfileField): ProfileFieldDict {
  const out: ProfileFieldDict = {
    id: f.id,
    name: f.name,
    type: f.type,
    hint: f.hint,
    field_data: f.fieldData,
    order: f.order,
    required: f.required,
    editable_by_user: f.editableByUser,
  };
  if (f.displayInProfileSummary) out.display_in_profile_summary = true;
  return out;
}
