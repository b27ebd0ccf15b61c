import type { EventOf } from '../../domain/events/types.ts';
import {
  choicesOf,
  externalAccountOf,
  FieldType,
  type FieldTypeValue,
  type ProfileFieldData,
  type CustomProfileField,
  type ProfileValueView,
} from '../../domain/profile-fields/types.ts';
import { isInaccessiblePlaceholder } from '../../domain/users/inaccessible.ts';
import * as fields from '../../resolvers/profile-fields.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf, idsOf, optionalIdOf, optionalIdsOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
import { profileFieldLoader, profileValuesLoader } from '../loaders.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import { loadUserForViewer } from './relations.ts';
import { UserRef, viewed } from './user.ts';

/** Custom profile fields: the organization's fields, users' values, the mutations of both, and their events. */

export const ProfileFieldTypeEnum = builder.enumType('CustomProfileFieldType', {
  values: Object.fromEntries(Object.entries(FieldType).map(([name, value]) => [name, { value }])) as Record<
    keyof typeof FieldType,
    { value: FieldTypeValue }
  >,
});

const ChoiceRef = builder.objectRef<{ key: string; text: string; order: string }>('ProfileFieldChoice').implement({
  description: 'An option of a SELECT field; users store its `key`.',
  fields: (t) => ({ key: t.exposeString('key'), text: t.exposeString('text'), order: t.exposeString('order') }),
});

const ExternalAccountRef = builder
  .objectRef<{ subtype: string; urlPattern: string | null }>('ExternalAccountType')
  .implement({
    description:
      "What an EXTERNAL_ACCOUNT field links to: Zulip's `twitter` or `github`, or `custom` with its own pattern.",
    fields: (t) => ({
      subtype: t.exposeString('subtype'),
      urlPattern: t.exposeString('urlPattern', {
        nullable: true,
        description: 'With `%(username)s` where the value goes.',
      }),
    }),
  });

export const CustomProfileFieldRef = builder.node(builder.objectRef<CustomProfileField>('CustomProfileField'), {
  id: { resolve: (f) => f.id },
  loadMany: viewerNodes(nodes.profileFieldNodes),
  description: 'A field of the organization’s user profiles.',
  fields: (t) => ({
    fieldId: t.exposeInt('id', { description: "Zulip's id of the field." }),
    name: t.exposeString('name'),
    hint: t.exposeString('hint'),
    type: t.field({ type: ProfileFieldTypeEnum, resolve: (f) => f.type }),
    order: t.exposeInt('order'),
    required: t.exposeBoolean('required', { description: 'Users are asked to fill it in; some may not have yet.' }),
    editableByUser: t.exposeBoolean('editableByUser'),
    displayInProfileSummary: t.exposeBoolean('displayInProfileSummary'),
    choices: t.field({
      type: [ChoiceRef],
      description: 'A SELECT field’s options, in order ([] for other types).',
      resolve: choicesOf,
    }),
    externalAccount: t.field({ type: ExternalAccountRef, nullable: true, resolve: externalAccountOf }),
  }),
});

const ProfileValueRef = builder.objectRef<ProfileValueView>('ProfileDataValue').implement({
  description: "A user's value of one field.",
  fields: (t) => ({
    fieldId: t.exposeInt('fieldId'),
    field: t.withAuth({ loggedIn: true }).field({
      type: CustomProfileFieldRef,
      nullable: true,
      resolve: (v, _a, ctx) => profileFieldLoader(ctx).load(v.fieldId),
    }),
    value: t.exposeString('value', {
      description: 'As stored: text, an option key, a date, a URL, or (USER) a JSON list of user ids.',
    }),
    renderedValue: t.exposeString('renderedValue', {
      nullable: true,
      description: 'HTML, for SHORT_TEXT and LONG_TEXT.',
    }),
    users: t.withAuth({ loggedIn: true }).field({
      type: [UserRef],
      nullable: true,
      description: 'For a USER field: the users picked (those the viewer can see).',
      resolve: async (v, _a, ctx) => {
        const field = await profileFieldLoader(ctx).load(v.fieldId);
        if (field?.type !== FieldType.USER) return null;
        const ids = JSON.parse(v.value) as number[];
        return (await Promise.all(ids.map((id) => loadUserForViewer(ctx, id)))).filter((u) => u !== null);
      },
    }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  profileData: t.withAuth({ loggedIn: true }).field({
    type: [ProfileValueRef],
    nullable: true,
    description: 'The user\'s custom profile field values, by field id; null for bots, empty for an "Unknown user".',
    resolve: (u, _a, ctx) =>
      viewed(ctx, u, (v) => (v.isBot ? null : isInaccessiblePlaceholder(v) ? [] : profileValuesLoader(ctx).load(v.id))),
  }),
}));

builder.queryFields((t) => ({
  customProfileFields: t.withAuth({ loggedIn: true }).field({
    type: [CustomProfileFieldRef],
    description: "The organization's custom profile fields, in order (GET /realm/profile_fields).",
    resolve: (_root, _a, ctx) => fields.profileFields(ctx),
  }),
}));

const ChoiceInput = builder.inputType('ProfileFieldChoiceInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    text: t.string({ required: true }),
    order: t.string({ required: true }),
  }),
});

const ExternalAccountInput = builder.inputType('ExternalAccountInput', {
  fields: (t) => ({ subtype: t.string({ required: true }), urlPattern: t.string() }),
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
  fields: (t) => ({
    name: t.string({ description: 'Stripped; at most 40 characters (ignored for Twitter and GitHub accounts).' }),
    hint: t.string({ description: 'At most 80 characters.' }),
    type: t.field({ type: ProfileFieldTypeEnum, required: true }),
    choices: t.field({ type: [ChoiceInput], description: 'A SELECT field’s options.' }),
    externalAccount: t.field({ type: ExternalAccountInput, description: 'An EXTERNAL_ACCOUNT field’s kind.' }),
    displayInProfileSummary: t.boolean(),
    required: t.boolean(),
    editableByUser: t.boolean(),
  }),
});

const UpdateFieldInput = builder.inputType('UpdateCustomProfileFieldInput', {
  fields: (t) => ({
    fieldId: t.int(),
    id: t.globalID({ for: CustomProfileFieldRef, description: GLOBAL_ID_HELP }),
    name: t.string(),
    hint: t.string(),
    choices: t.field({
      type: [ChoiceInput],
      description: 'Replaces the options; users’ values of removed ones are cleared.',
    }),
    externalAccount: t.field({ type: ExternalAccountInput }),
    displayInProfileSummary: t.boolean(),
    required: t.boolean(),
    editableByUser: t.boolean(),
  }),
});

const FieldIdInput = builder.inputType('CustomProfileFieldIdInput', {
  fields: (t) => ({ fieldId: t.int(), id: t.globalID({ for: CustomProfileFieldRef, description: GLOBAL_ID_HELP }) }),
});
const ReorderInput = builder.inputType('ReorderCustomProfileFieldsInput', {
  fields: (t) => ({
    fieldIds: t.intList({ description: 'Every field, in the new order (or `fields`).' }),
    fields: t.globalIDList({ for: CustomProfileFieldRef, description: 'By global id (instead of `fieldIds`).' }),
  }),
});

const ProfileDataInput = builder.inputType('ProfileDataInput', {
  description: 'One field’s new value: `value` for text, option keys, dates and URLs; `userIds` for USER fields.',
  fields: (t) => ({
    fieldId: t.int(),
    field: t.globalID({
      for: CustomProfileFieldRef,
      description: 'The field by its global id (instead of `fieldId`).',
    }),
    value: t.string(),
    userIds: t.intList(),
    users: t.globalIDList({ for: UserRef, description: 'By global id (instead of `userIds`).' }),
  }),
});

const UpdateProfileDataInput = builder.inputType('UpdateProfileDataInput', {
  description:
    'One’s own values (PATCH and DELETE /users/me/profile_data), or an administrator’s change to another user’s (PATCH /users/{user_id}).',
  fields: (t) => ({
    userId: t.int({ description: 'Another user (administrators); omitted: oneself.' }),
    id: t.globalID({ for: UserRef, description: GLOBAL_ID_HELP }),
    set: t.field({ type: [ProfileDataInput] }),
    clear: t.intList({ description: 'Fields whose value goes.' }),
  }),
});

const FieldPayload = builder.objectRef<{ field: CustomProfileField }>('CustomProfileFieldPayload').implement({
  fields: (t) => ({ field: t.field({ type: CustomProfileFieldRef, resolve: (p) => p.field }) }),
});
const DeleteFieldPayload = builder.objectRef<{ fieldId: number }>('DeleteCustomProfileFieldPayload').implement({
  fields: (t) => ({ fieldId: t.exposeInt('fieldId') }),
});
const ReorderPayload = builder
  .objectRef<{ fields: CustomProfileField[] }>('ReorderCustomProfileFieldsPayload')
  .implement({
    fields: (t) => ({ fields: t.field({ type: [CustomProfileFieldRef], resolve: (p) => p.fields }) }),
  });
const ProfileDataPayload = builder.objectRef<{ userId: number }>('UpdateProfileDataPayload').implement({
  fields: (t) => ({
    user: t
      .withAuth({ loggedIn: true })
      .field({ type: UserRef, nullable: true, resolve: (p, _a, ctx) => loadUserForViewer(ctx, p.userId) }),
  }),
});

builder.mutationFields((t) => ({
  createCustomProfileField: t.withAuth({ loggedIn: true }).field({
    type: FieldPayload,
    description: 'Add a field to the organization’s profiles (POST /realm/profile_fields; administrators).',
    errors: mutationErrors('createCustomProfileField'),
    args: { input: t.arg({ type: CreateFieldInput, required: true }) },
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
    type: FieldPayload,
    description: 'Change a field (PATCH /realm/profile_fields/{field_id}; administrators).',
    errors: mutationErrors('updateCustomProfileField'),
    args: { input: t.arg({ type: UpdateFieldInput, required: true }) },
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
    args: { input: t.arg({ type: FieldIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await fields.deleteField(ctx, idOf(input.fieldId, input.id, 'fieldId'));
      return { fieldId: idOf(input.fieldId, input.id, 'fieldId') };
    },
  }),
  reorderCustomProfileFields: t.withAuth({ loggedIn: true }).field({
    type: ReorderPayload,
    description: 'Put the fields in a new order (PATCH /realm/profile_fields; administrators).',
    errors: mutationErrors('reorderCustomProfileFields'),
    args: { input: t.arg({ type: ReorderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await fields.reorderFields(ctx, idsOf(input.fieldIds, input.fields, 'fieldIds'));
      return { fields: await fields.profileFields(ctx) };
    },
  }),
  updateProfileData: t.withAuth({ loggedIn: true }).field({
    type: ProfileDataPayload,
    errors: mutationErrors('updateProfileData'),
    args: { input: t.arg({ type: UpdateProfileDataInput, required: true }) },
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

export const CustomProfileFieldsEvent = deliveredRef<EventOf<'custom_profile_fields'>>(
  'CustomProfileFieldsEvent',
).implement({
  description: 'The organization’s custom profile fields changed: all of them, in order.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    profileFields: t.field({
      type: [CustomProfileFieldRef],
      resolve: ({ event }) => event.fields,
    }),
  }),
});
