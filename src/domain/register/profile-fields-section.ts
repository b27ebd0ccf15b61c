import { listProfileFields } from '../profile-fields/read-fields.ts';
import { withoutPronouns, type CustomProfileField } from '../profile-fields/types.ts';
import { CUSTOM_PROFILE_FIELD_TYPES } from './server-constants.ts';
import type { StateContext } from './types.ts';

/** custom_profile_fields: the realm's fields by order, and the types a client may create. */
export async function profileFieldsState(ctx: StateContext): Promise<{
  custom_profile_fields: CustomProfileField[];
  custom_profile_field_types: Partial<typeof CUSTOM_PROFILE_FIELD_TYPES>;
}> {
  const fields = await listProfileFields(ctx.db, ctx.actor.realm.id);
  if (ctx.o.capabilities.pronounsFieldTypeSupported)
    return { custom_profile_fields: fields, custom_profile_field_types: CUSTOM_PROFILE_FIELD_TYPES };
  const { PRONOUNS: _pronouns, ...types } = CUSTOM_PROFILE_FIELD_TYPES;
  return { custom_profile_fields: withoutPronouns(fields), custom_profile_field_types: types };
}
