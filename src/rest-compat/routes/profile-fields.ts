import { badRequest } from '../../domain/errors.ts';
import type { AdminProfileDataEntry } from '../../domain/profile-fields/own-profile-data.ts';
import type { ProfileFieldData } from '../../domain/profile-fields/types.ts';
import { presentProfileField } from '../presenters/profile-fields.ts';
import type { ProfileDataUpdate, ProfileValueInput } from '../../domain/profile-fields/values.ts';
import * as fields from '../../resolvers/profile-fields.ts';
import { bool, dict, int, list, type Check } from '../json-checks.ts';
import { userRoute, type RouteDef } from '../route.ts';

/**
 * Pydantic's check of Json[dict[str, dict[str, str] | str]] (Zulip's
 * ProfileFieldData): the first failing member of the union names the path,
 * e.g. `field_data["0"]["dict[str,str]"]["order"] is not a string`.
 */
const fieldData: Check<ProfileFieldData> = (v, path) => {
  const data = dict(v, path);
  const out: ProfileFieldData = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') {
      out[key] = value;
      continue;
    }
    const member = `${path}["${key}"]["dict[str,str]"]`;
    const inner = dict(value, member);
    for (const [k, text] of Object.entries(inner)) {
      if (typeof text !== 'string') throw badRequest(`${member}["${k}"] is not a string`);
    }
    out[key] = inner as Record<string, string>;
  }
  return out;
};

/** `str | list[int]`, the first failing member of the union naming the path. */
const profileValue: Check<ProfileValueInput> = (v, path) => {
  if (typeof v === 'string') return v;
  if (!Array.isArray(v)) throw badRequest(`${path}["str"] is not a string`);
  return list(int())(v, `${path}["list[int]"]`);
};

/** A TypedDict item: `id` and `value`, in that order (other keys are ignored, as pydantic does). */
const dataItem =
  <V>(value: Check<V>): Check<{ id: number; value: V }> =>
  (v, path) => {
    const o = dict(v, path);
    const required = (key: string) => {
      if (!(key in o)) throw badRequest(`${path}["${key}"] field is missing: Field required`);
      return o[key];
    };
    const id = int()(required('id'), `${path}["id"]`);
    return { id, value: value(required('value'), `${path}["value"]`) };
  };

/** PATCH /users/{user_id}'s profile_data: a null value clears the field. */
export const adminProfileData: Check<AdminProfileDataEntry[]> = list(
  dataItem<ProfileValueInput | null>((v, path) => (v === null ? null : profileValue(v, path))),
);

const ownProfileData: Check<ProfileDataUpdate[]> = list(dataItem(profileValue));

const fieldIdOf = (path: Record<string, string>): number => Number(path.field_id);

/**
 * Custom profile fields; every write is for administrators, which Zulip
 * checks before it reads any parameter: the routes hand the operations a
 * reader of their parameters, which they call after that check.
 */
export const profileFieldsRoutes: RouteDef[] = [
  userRoute('GET', '/realm/profile_fields', async (ctx) => ({
    custom_fields: (await fields.profileFields(ctx)).map(presentProfileField),
  })),
  userRoute('POST', '/realm/profile_fields', async (ctx) => {
    const field = await fields.createField(ctx, () => {
      const p = ctx.params;
      const name = p.str('name') ?? '';
      const hint = p.str('hint') ?? '';
      const data = p.json('field_data', fieldData) ?? {};
      const fieldType = p.json('field_type', int(), { required: true });
      const displayInProfileSummary = p.json('display_in_profile_summary', bool) ?? false;
      const required = p.json('required', bool) ?? false;
      const editableByUser = p.json('editable_by_user', bool) ?? true;
      return { name, hint, fieldType, fieldData: data, displayInProfileSummary, required, editableByUser };
    });
    return { id: field.id };
  }),
  userRoute('PATCH', '/realm/profile_fields', async (ctx) => {
    await fields.reorderFields(ctx, () => ctx.params.json('order', list(int()), { required: true }));
  }),
  userRoute('PATCH', '/realm/profile_fields/{field_id:int}', async (ctx) => {
    await fields.updateField(ctx, fieldIdOf(ctx.path), () => {
      const p = ctx.params;
      const name = p.str('name');
      const hint = p.str('hint');
      const data = p.json('field_data', fieldData);
      const required = p.json('required', bool);
      const displayInProfileSummary = p.json('display_in_profile_summary', bool);
      const editableByUser = p.json('editable_by_user', bool);
      return { name, hint, fieldData: data, required, displayInProfileSummary, editableByUser };
    });
  }),
  userRoute('DELETE', '/realm/profile_fields/{field_id:int}', async (ctx) => {
    await fields.deleteField(ctx, fieldIdOf(ctx.path));
  }),
  userRoute('PATCH', '/users/me/profile_data', async (ctx) => {
    await fields.editOwnProfile(ctx, { set: ctx.params.json('data', ownProfileData, { required: true }) });
  }),
  userRoute('DELETE', '/users/me/profile_data', async (ctx) => {
    await fields.editOwnProfile(ctx, { clear: ctx.params.json('data', list(int()), { required: true }) });
  }),
];
