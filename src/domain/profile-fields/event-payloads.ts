/** A custom profile field in Zulip's shape (GET /realm/profile_fields, events); display_in_profile_summary only when true. */
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

/** The realm's custom profile fields changed: the whole list by order, to every active user (no `op`, FL 45). */
export interface CustomProfileFieldsEvent {
  type: 'custom_profile_fields';
  fields: ProfileFieldDict[];
}

declare module '../event-types.ts' {
  interface DomainEventMap {
    customProfileFields: CustomProfileFieldsEvent;
  }
}
