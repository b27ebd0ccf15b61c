import type { CustomProfileField } from './types.ts';

/**
 * The realm's custom profile fields changed: the whole list by order, to every
 * active user (no `op`, FL 45). REST writes Zulip's field objects
 * (src/rest-compat/presenters/profile-fields.ts); entries an earlier version
 * logged in Zulip's shape are read by delivery/log/legacy-people.ts.
 */
export type CustomProfileFieldsEvent = {
  type: 'custom_profile_fields';
  fields: CustomProfileField[];
};

declare module '../event-types.ts' {
  interface DomainEventMap {
    customProfileFields: CustomProfileFieldsEvent;
  }
}
