import type { ProfileFieldDict } from '../../domain/profile-fields/event-payloads.ts';
import { profileFieldPayload } from '../../domain/profile-fields/events.ts';
import type { CustomProfileField } from '../../domain/profile-fields/types.ts';

/**
 * Zulip's custom profile field object (GET /realm/profile_fields, register's
 * custom_profile_fields): the object the `custom_profile_fields` event
 * carries, written once for both.
 */
export const presentProfileField = (f: CustomProfileField): ProfileFieldDict => profileFieldPayload(f);
