import type { ProfileFieldDict } from '../../profile-fields/types.ts';

/** The realm's custom profile fields changed: the whole list by order, to every active user (no `op`, FL 45). */
export interface CustomProfileFieldsEvent {
  type: 'custom_profile_fields';
  fields: ProfileFieldDict[];
}
