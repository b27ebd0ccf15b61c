import {
  createProfileField,
  deleteProfileField,
  reorderProfileFields,
  updateProfileField,
  type CreateFieldInput,
  type UpdateFieldInput,
} from '../domain/profile-fields/manage-fields.ts';
import {
  editOwnProfileData,
  type AdminProfileDataEntry,
  type OwnProfileDataChange,
} from '../domain/profile-fields/own-profile-data.ts';
import { updateUser } from '../domain/user-admin/update.ts';
import { listProfileFields } from '../domain/profile-fields/read-fields.ts';
import { profileValuesOf } from '../domain/users/profile-values.ts';
import type { CustomProfileField, ProfileValueView } from '../domain/profile-fields/types.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import type { OperationContext, PublicOperationContext } from './operation-context.ts';

/** Custom profile fields (Zulip's /realm/profile_fields) and the user's own values (/users/me/profile_data). */

export const profileFields = (ctx: PublicOperationContext): Promise<CustomProfileField[]> =>
  listProfileFields(ctx.deps.db.prisma, ctx.realm.id);

/** Users' custom profile field values, by user id (users without values are absent). */
export const profileValuesOfUsers = (
  ctx: PublicOperationContext,
  userIds: readonly number[],
): Promise<Map<number, ProfileValueView[]>> => profileValuesOf(ctx.deps.db.prisma, userIds);

export const createField = (
  ctx: OperationContext,
  input: InputOrReader<CreateFieldInput>,
): Promise<CustomProfileField> => createProfileField(ctx.deps, ctx.actor, input);

export const updateField = (
  ctx: OperationContext,
  fieldId: number,
  input: InputOrReader<UpdateFieldInput>,
): Promise<CustomProfileField> => updateProfileField(ctx.deps, ctx.actor, fieldId, input);

export const deleteField = (ctx: OperationContext, fieldId: number): Promise<void> =>
  deleteProfileField(ctx.deps, ctx.actor, fieldId);

export const reorderFields = (ctx: OperationContext, order: InputOrReader<readonly number[]>): Promise<void> =>
  reorderProfileFields(ctx.deps, ctx.actor, order);

export const editOwnProfile = (ctx: OperationContext, change: OwnProfileDataChange): Promise<void> =>
  editOwnProfileData(ctx.deps, ctx.actor, change);

/** An administrator's change to another user's values (PATCH /users/{user_id}'s profile_data): a null value clears. */
export const editProfileOf = async (
  ctx: OperationContext,
  userId: number,
  entries: readonly AdminProfileDataEntry[],
): Promise<void> => {
  await updateUser(ctx.deps, ctx.actor, { userId }, { profileData: entries });
};
