import type { EventOf } from '../../domain/events/types.ts';
import {
  choicesOf,
  externalAccountOf,
  FieldType,
  type FieldTypeValue,
  type CustomProfileField,
  type ProfileValueView,
  pickedUserIds,
} from '../../domain/profile-fields/types.ts';
import { isInaccessiblePlaceholder } from '../../domain/users/inaccessible.ts';
import * as fields from '../../resolvers/profile-fields.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { builder } from '../builder.ts';
import { PROFILE_FIELD_DESCRIPTIONS as D, PROFILE_FIELD_TYPE_DESCRIPTIONS } from '../descriptions/profile-fields.ts';
import { profileFieldLoader, profileValuesLoader } from '../loaders.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import { loadUserForViewer } from './relations.ts';
import { UserRef, viewed } from './user.ts';

/** Custom profile fields: the organization's fields, users' values and their events (mutations: profile-field-mutations.ts). */

export const ProfileFieldTypeEnum = builder.enumType('CustomProfileFieldType', {
  description: 'The kind of a custom profile field.',
  values: Object.fromEntries(
    Object.entries(FieldType).map(([name, value]) => [
      name,
      { value, description: PROFILE_FIELD_TYPE_DESCRIPTIONS[name as keyof typeof FieldType] },
    ]),
  ) as Record<keyof typeof FieldType, { value: FieldTypeValue; description: string }>,
});

const ChoiceRef = builder.objectRef<{ key: string; text: string; order: string }>('ProfileFieldChoice').implement({
  description: 'An option of a SELECT field; users store its `key`.',
  fields: (t) => ({
    key: t.exposeString('key', { description: D.choiceKey }),
    text: t.exposeString('text', { description: D.choiceText }),
    order: t.exposeString('order', { description: D.choiceOrder }),
  }),
});

const ExternalAccountRef = builder
  .objectRef<{ subtype: string; urlPattern: string | null }>('ExternalAccountType')
  .implement({
    description:
      "What an EXTERNAL_ACCOUNT field links to: Zulip's `twitter` or `github`, or `custom` with its own pattern.",
    fields: (t) => ({
      subtype: t.exposeString('subtype', { description: D.subtype }),
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
    name: t.exposeString('name', { description: D.name }),
    hint: t.exposeString('hint', { description: D.hint }),
    type: t.field({ type: ProfileFieldTypeEnum, description: D.type, resolve: (f) => f.type }),
    order: t.exposeInt('order', { description: D.order }),
    required: t.exposeBoolean('required', { description: 'Users are asked to fill it in; some may not have yet.' }),
    editableByUser: t.exposeBoolean('editableByUser', { description: D.editableByUser }),
    displayInProfileSummary: t.exposeBoolean('displayInProfileSummary', { description: D.displayInProfileSummary }),
    choices: t.field({
      type: [ChoiceRef],
      description: 'A SELECT field’s options, in order ([] for other types).',
      resolve: choicesOf,
    }),
    externalAccount: t.field({
      type: ExternalAccountRef,
      description: D.externalAccount,
      nullable: true,
      resolve: externalAccountOf,
    }),
  }),
});

const ProfileValueRef = builder.objectRef<ProfileValueView>('ProfileDataValue').implement({
  description: "A user's value of one field.",
  fields: (t) => ({
    fieldId: t.exposeInt('fieldId', { description: "The field (Zulip's id)." }),
    field: t.withAuth({ loggedIn: true }).field({
      description: 'The field; null when it was deleted.',
      type: CustomProfileFieldRef,
      nullable: true,
      resolve: (v, _a, ctx) => profileFieldLoader(ctx).load(v.fieldId),
    }),
    value: t.exposeString('value', {
      description:
        'As stored: text, an option key, a date, a URL, or (USER) a JSON list of user ids, which `userIds` and `users` give typed.',
    }),
    userIds: t.withAuth({ loggedIn: true }).intList({
      nullable: true,
      description: "For a USER field: the users picked, by Zulip's id, in order; null for other fields.",
      resolve: async (v, _a, ctx) => pickedUserIds((await profileFieldLoader(ctx).load(v.fieldId))?.type ?? 0, v.value),
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
        const ids = pickedUserIds((await profileFieldLoader(ctx).load(v.fieldId))?.type ?? 0, v.value);
        if (ids === null) return null;
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

export const CustomProfileFieldsEvent = deliveredRef<EventOf<'custom_profile_fields'>>(
  'CustomProfileFieldsEvent',
).implement({
  description: 'The organization’s custom profile fields changed: all of them, in order.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    profileFields: t.field({
      description: 'Every field of the organization, in order.',
      type: [CustomProfileFieldRef],
      resolve: ({ event }) => event.fields,
    }),
  }),
});
