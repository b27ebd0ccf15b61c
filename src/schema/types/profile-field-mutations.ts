import type { ProfileFieldData, CustomProfileField } from '../../domain/profile-fields/types.ts';
import * as fields from '../../resolvers/profile-fields.ts';
import { GLOBAL_ID_HELP, idOf, idsOf, optionalIdOf, optionalIdsOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { PROFILE_FIELD_DESCRIPTIONS as D } from '../descriptions/profile-fields.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { CustomProfileFieldRef, ProfileFieldTypeEnum } from './profile-fields.ts';
import { loadUserForViewer } from './relations.ts';
import { UserRef } from './user.ts';

/** The custom profile field mutations: the organization's fields, and users' values. */

const ChoiceInput = builder.inputType('ProfileFieldChoiceInput', {
  description: 'An option of a SELECT field.',
  fields: (t) => ({
    key: t.string({ required: true, description: D.choiceKey }),
    text: t.string({ required: true, description: D.choiceText }),
    order: t.string({ required: true, description: D.choiceOrder }),
  }),
});

const ExternalAccountInput = builder.inputType('ExternalAccountInput', {
  description: 'The service of an EXTERNAL_ACCOUNT field.',
  fields: (t) => ({
    subtype: t.string({ required: true, description: D.subtype }),
    urlPattern: t.string({ description: 'For "custom": the profile link, with %(username)s where the value goes.' }),
  }),
});

/** The typed options as Zulip's field_data. */
function fieldDataOf(
  choices: readonly { key: string; text: string; order: string }[] | null | undefined,
  account: { subtype: string; urlPattern?: string | null } | null | undefined,
): ProfileFieldData | undefined {
  if (choices) return Object.fromEntries(choices.map((c) => [c.key, { text: c.text, order: c.order }]));
  if (account)
    return { subtype: account.subtype, ...(account.urlPattern == null ? {} : { url_pattern: account.urlPattern }) };
  return undefined;
}

const CreateFieldInput = builder.inputType('CreateCustomProfileFieldInput', {
  description: 'POST /realm/profile_fields: the new field.',
  fields: (t) => ({
    name: t.string({ description: 'Stripped; at most 40 characters (ignored for Twitter and GitHub accounts).' }),
    hint: t.string({ description: 'At most 80 characters.' }),
    type: t.field({ type: ProfileFieldTypeEnum, required: true, description: D.type }),
    choices: t.field({ type: [ChoiceInput], description: 'A SELECT field’s options.' }),
    externalAccount: t.field({ type: ExternalAccountInput, description: 'An EXTERNAL_ACCOUNT field’s kind.' }),
    displayInProfileSummary: t.boolean({ description: D.displayInProfileSummary }),
    required: t.boolean({ description: D.required }),
    editableByUser: t.boolean({ description: D.editableByUser }),
  }),
});

const UpdateFieldInput = builder.inputType('UpdateCustomProfileFieldInput', {
  description:
    'PATCH /realm/profile_fields/{field_id}: the field, and what to change (fields left out are not changed).',
  fields: (t) => ({
    fieldId: t.int({ description: "The field, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: CustomProfileFieldRef, description: GLOBAL_ID_HELP }),
    name: t.string({ description: D.name }),
    hint: t.string({ description: D.hint }),
    choices: t.field({
      type: [ChoiceInput],
      description: 'Replaces the options; users’ values of removed ones are cleared.',
    }),
    externalAccount: t.field({ description: D.externalAccount, type: ExternalAccountInput }),
    displayInProfileSummary: t.boolean({ description: D.displayInProfileSummary }),
    required: t.boolean({ description: D.required }),
    editableByUser: t.boolean({ description: D.editableByUser }),
  }),
});

const FieldIdInput = builder.inputType('DeleteCustomProfileFieldInput', {
  description: 'A custom profile field, by one of its ids.',
  fields: (t) => ({
    fieldId: t.int({ description: "The field, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: CustomProfileFieldRef, description: GLOBAL_ID_HELP }),
  }),
});
const ReorderInput = builder.inputType('ReorderCustomProfileFieldsInput', {
  description: 'PATCH /realm/profile_fields: the new order of the fields.',
  fields: (t) => ({
    fieldIds: t.intList({ description: 'Every field, in the new order (or `fields`).' }),
    fields: t.globalIDList({ for: CustomProfileFieldRef, description: 'By global id (instead of `fieldIds`).' }),
  }),
});

const ProfileDataInput = builder.inputType('ProfileDataInput', {
  description: 'One field’s new value: `value` for text, option keys, dates and URLs; `userIds` for USER fields.',
  fields: (t) => ({
    fieldId: t.int({ description: "The field, by Zulip's id (or give `field`)." }),
    field: t.globalID({
      for: CustomProfileFieldRef,
      description: 'The field by its global id (instead of `fieldId`).',
    }),
    value: t.string({
      description: "The value for every kind but USER: text, a SELECT option's key, a date (YYYY-MM-DD) or a URL.",
    }),
    userIds: t.intList({ description: "For USER fields: the users, by Zulip's id." }),
    users: t.globalIDList({ for: UserRef, description: 'By global id (instead of `userIds`).' }),
  }),
});

const UpdateProfileDataInput = builder.inputType('UpdateProfileDataInput', {
  description:
    'One’s own values (PATCH and DELETE /users/me/profile_data), or an administrator’s change to another user’s (PATCH /users/{user_id}).',
  fields: (t) => ({
    userId: t.int({ description: 'Another user (administrators); omitted: oneself.' }),
    id: t.globalID({ for: UserRef, description: GLOBAL_ID_HELP }),
    set: t.field({ description: 'Fields to set, with their new values.', type: [ProfileDataInput] }),
    clear: t.intList({ description: 'Fields whose value goes.' }),
  }),
});

/** The payload's shape; each mutation has its own type of it. */
const fieldPayloadOf = (name: string, description: string) =>
  builder.objectRef<{ field: CustomProfileField }>(name).implement({
    description,
    fields: (t) => ({
      field: t.field({ description: 'The field.', type: CustomProfileFieldRef, resolve: (p) => p.field }),
    }),
  });
const DeleteFieldPayload = builder.objectRef<{ fieldId: number }>('DeleteCustomProfileFieldPayload').implement({
  description: 'The field was deleted.',
  fields: (t) => ({
    fieldId: t.exposeInt('fieldId', { description: "The deleted field (Zulip's id)." }),
    deletedId: t.globalID({
      description: "The deleted field's global id, to evict it from a client cache.",
      resolve: (p) => ({ type: 'CustomProfileField', id: String(p.fieldId) }),
    }),
  }),
});
const ReorderPayload = builder
  .objectRef<{ fields: CustomProfileField[] }>('ReorderCustomProfileFieldsPayload')
  .implement({
    description: 'The fields in their new order.',
    fields: (t) => ({
      fields: t.field({
        description: 'Every field, in order.',
        type: [CustomProfileFieldRef],
        resolve: (p) => p.fields,
      }),
    }),
  });
const ProfileDataPayload = builder.objectRef<{ userId: number }>('UpdateProfileDataPayload').implement({
  description: 'The user whose values changed.',
  fields: (t) => ({
    user: t.withAuth({ loggedIn: true }).field({
      type: UserRef,
      description: 'The user; null when the viewer may no longer see them.',
      nullable: true,
      resolve: (p, _a, ctx) => loadUserForViewer(ctx, p.userId),
    }),
  }),
});

const CreateCustomProfileFieldPayload = fieldPayloadOf('CreateCustomProfileFieldPayload', 'The field added.');
const UpdateCustomProfileFieldPayload = fieldPayloadOf('UpdateCustomProfileFieldPayload', 'The field as it is now.');

builder.mutationFields((t) => ({
  createCustomProfileField: t.withAuth({ loggedIn: true }).field({
    type: CreateCustomProfileFieldPayload,
    description: 'Add a field to the organization’s profiles (POST /realm/profile_fields; administrators).',
    errors: mutationErrors('createCustomProfileField'),
    args: { input: t.arg({ type: CreateFieldInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      field: await fields.createField(ctx, {
        name: input.name ?? '',
        hint: input.hint ?? '',
        fieldType: input.type,
        fieldData: fieldDataOf(input.choices, input.externalAccount) ?? {},
        displayInProfileSummary: input.displayInProfileSummary ?? false,
        required: input.required ?? false,
        editableByUser: input.editableByUser ?? true,
      }),
    }),
  }),
  updateCustomProfileField: t.withAuth({ loggedIn: true }).field({
    type: UpdateCustomProfileFieldPayload,
    description: 'Change a field (PATCH /realm/profile_fields/{field_id}; administrators).',
    errors: mutationErrors('updateCustomProfileField'),
    args: { input: t.arg({ type: UpdateFieldInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      field: await fields.updateField(ctx, idOf(input.fieldId, input.id, 'fieldId'), {
        name: input.name ?? undefined,
        hint: input.hint ?? undefined,
        fieldData: fieldDataOf(input.choices, input.externalAccount),
        displayInProfileSummary: input.displayInProfileSummary ?? undefined,
        required: input.required ?? undefined,
        editableByUser: input.editableByUser ?? undefined,
      }),
    }),
  }),
  deleteCustomProfileField: t.withAuth({ loggedIn: true }).field({
    type: DeleteFieldPayload,
    description:
      'Remove a field and every user’s value of it (DELETE /realm/profile_fields/{field_id}; administrators).',
    errors: mutationErrors('deleteCustomProfileField'),
    args: { input: t.arg({ type: FieldIdInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await fields.deleteField(ctx, idOf(input.fieldId, input.id, 'fieldId'));
      return { fieldId: idOf(input.fieldId, input.id, 'fieldId') };
    },
  }),
  reorderCustomProfileFields: t.withAuth({ loggedIn: true }).field({
    type: ReorderPayload,
    description: 'Put the fields in a new order (PATCH /realm/profile_fields; administrators).',
    errors: mutationErrors('reorderCustomProfileFields'),
    args: { input: t.arg({ type: ReorderInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await fields.reorderFields(ctx, idsOf(input.fieldIds, input.fields, 'fieldIds'));
      return { fields: await fields.profileFields(ctx) };
    },
  }),
  updateProfileData: t.withAuth({ loggedIn: true }).field({
    description: "Set or clear custom profile field values: one's own, or (administrators) another user's.",
    type: ProfileDataPayload,
    errors: mutationErrors('updateProfileData'),
    args: { input: t.arg({ type: UpdateProfileDataInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const set = (input.set ?? []).map((v) => ({
        id: idOf(v.fieldId, v.field, 'fieldId'),
        value: optionalIdsOf(v.userIds, v.users, 'userIds') ?? v.value ?? '',
      }));
      const clear = input.clear ?? [];
      const userId = optionalIdOf(input.userId, input.id, 'userId');
      if (userId === null) {
        await fields.editOwnProfile(ctx, { clear, set });
        return { userId: ctx.actor.user.id };
      }
      await fields.editProfileOf(ctx, userId, [...clear.map((id) => ({ id, value: null })), ...set]);
      return { userId };
    },
  }),
}));
