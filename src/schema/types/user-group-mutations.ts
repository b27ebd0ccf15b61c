import { ExpectationMismatchError } from '../../domain/errors.ts';
import { GroupInUseError, type GroupInUseObjection } from '../../domain/groups/errors.ts';
import type { UserGroup } from '../../domain/groups/load-groups.ts';
import type { GroupSettingChangeRequest, GroupSettingValue } from '../../domain/groups/group-setting-value.ts';
import type { UserGroupSettingName } from '../../domain/groups/user-group-permissions.ts';
import * as groups from '../../resolvers/user-groups.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import { GLOBAL_ID_HELP, idOf, idsOf, optionalIdsOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { groupLoader } from '../loaders.ts';
import { ErrorInterface, INPUT_ARG, mutationErrors } from '../errors.ts';
import { GroupSettingUpdateInput, GroupSettingValueInput, toGroupSettingValue, UserGroupRef } from './groups.ts';
import { UserRef } from './user.ts';
import { SETTING_FIELDS } from './user-groups.ts';

/** The user-group mutations (one per REST write), their inputs and the refusal of a group in use. */

type SettingInputs<T> = Partial<Record<string, T | null | undefined>>;

function settingsOf<I, O>(
  input: SettingInputs<I>,
  convert: (value: I, field: string) => O,
): Partial<Record<UserGroupSettingName, O>> {
  const out: Partial<Record<UserGroupSettingName, O>> = {};
  for (const { field, setting } of SETTING_FIELDS) {
    const value = input[field];
    if (value !== null && value !== undefined) out[setting] = convert(value, field);
  }
  return out;
}

type ValueArg = Parameters<typeof toGroupSettingValue>[0];
type UpdateArg = { new: ValueArg; old?: ValueArg | null };

const toChange = (v: UpdateArg, field: string): GroupSettingChangeRequest => ({
  new: toGroupSettingValue(v.new, field),
  ...(v.old == null ? {} : { old: toGroupSettingValue(v.old, field) }),
});

const CreateUserGroupInput = builder.inputType('CreateUserGroupInput', {
  description: "POST /user_groups/create: settings not given get Zulip's defaults (the creator manages the group).",
  fields: (t) => ({
    name: t.string({ required: true, description: "The group's name (unique in the organization)." }),
    description: t.string({ required: true, description: "The group's description." }),
    memberIds: t.intList({ description: 'Exactly one of this and `members`.' }),
    members: t.globalIDList({ for: UserRef, description: 'The members by global id (instead of `memberIds`).' }),
    subgroupIds: t.intList({ description: "Its subgroups, by Zulip's id." }),
    subgroups: t.globalIDList({ for: UserGroupRef, description: 'By global id (instead of `subgroupIds`).' }),
    ...Object.fromEntries(
      SETTING_FIELDS.map(({ field, description }) => [field, t.field({ type: GroupSettingValueInput, description })]),
    ),
  }),
});

const UpdateUserGroupInput = builder.inputType('UpdateUserGroupInput', {
  description: 'PATCH /user_groups/{id}: what is given changes; `deactivated: false` reactivates.',
  fields: (t) => ({
    groupId: t.int({ description: "The group, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
    name: t.string({ description: "The group's new name (unique in the organization)." }),
    description: t.string({ description: "The group's new description." }),
    deactivated: t.boolean({ description: 'False reactivates a deactivated group (true is deactivateUserGroup).' }),
    ...Object.fromEntries(
      SETTING_FIELDS.map(({ field, description }) => [field, t.field({ type: GroupSettingUpdateInput, description })]),
    ),
  }),
});

const UpdateUserGroupMembersInput = builder.inputType('UpdateUserGroupMembersInput', {
  description: 'POST /user_groups/{id}/members: all four in one transaction, in this order.',
  fields: (t) => ({
    groupId: t.int({ description: "The group, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
    addUserIds: t.intList({ description: "Users to add as direct members, by Zulip's id." }),
    addUsers: t.globalIDList({ for: UserRef, description: 'By global id (instead of `addUserIds`).' }),
    removeUserIds: t.intList({ description: "Direct members to remove, by Zulip's id." }),
    removeUsers: t.globalIDList({ for: UserRef, description: 'By global id (instead of `removeUserIds`).' }),
    addSubgroupIds: t.intList({ description: "Groups to add as direct subgroups, by Zulip's id." }),
    addSubgroups: t.globalIDList({ for: UserGroupRef, description: 'By global id (instead of `addSubgroupIds`).' }),
    removeSubgroupIds: t.intList({ description: "Direct subgroups to remove, by Zulip's id." }),
    removeSubgroups: t.globalIDList({
      for: UserGroupRef,
      description: 'By global id (instead of `removeSubgroupIds`).',
    }),
  }),
});

const GroupIdInput = builder.inputType('DeactivateUserGroupInput', {
  description: 'A user group, by one of its ids.',
  fields: (t) => ({
    groupId: t.int({ description: "The group, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
  }),
});

/** The payload's shape; each mutation has its own type of it. */
const userGroupPayloadOf = (name: string, description: string) =>
  builder.objectRef<{ userGroup: UserGroup | null }>(name).implement({
    description,
    fields: (t) => ({
      userGroup: t.field({
        type: UserGroupRef,
        nullable: true,
        description: 'The group; null when the viewer may no longer see it.',
        resolve: (p) => p.userGroup,
      }),
    }),
  });

const GroupObjection = builder.objectRef<GroupInUseObjection>('GroupInUseObjection').implement({
  description:
    'Something that uses the group: an active supergroup, or settings of a channel, a group or the organization.',
  fields: (t) => ({
    type: t.string({
      description: 'SUBGROUP, CHANNEL, USER_GROUP or REALM, by their REST names (subgroup, channel, …).',
      resolve: (o) => o.type,
    }),
    supergroupIds: t.intList({
      nullable: true,
      description: 'SUBGROUP: the active groups it is a subgroup of; null otherwise.',
      resolve: (o) => (o.type === 'subgroup' ? o.supergroupIds : null),
    }),
    channelId: t.int({
      nullable: true,
      description: 'CHANNEL: the channel; null otherwise.',
      resolve: (o) => (o.type === 'channel' ? o.channelId : null),
    }),
    groupId: t.int({
      nullable: true,
      description: 'USER_GROUP: the group; null otherwise.',
      resolve: (o) => (o.type === 'user_group' ? o.groupId : null),
    }),
    settings: t.stringList({
      nullable: true,
      description: 'The settings, by their REST names.',
      resolve: (o) => (o.type === 'subgroup' ? null : o.settings),
    }),
  }),
});

builder.objectType(GroupInUseError, {
  name: 'GroupInUseError',
  interfaces: [ErrorInterface],
  description: 'The group is in use and cannot be deactivated (CANNOT_DEACTIVATE_GROUP_IN_USE).',
  fields: (t) => ({
    objections: t.field({ type: [GroupObjection], description: 'What uses the group.', resolve: (e) => e.objections }),
  }),
});

const groupNow = (ctx: GraphQLContext, groupId: number) =>
  groupLoader(ctx)
    .load(groupId)
    .then((userGroup) => ({ userGroup }));

const CreateUserGroupPayload = userGroupPayloadOf('CreateUserGroupPayload', 'The group was created.');
const UpdateUserGroupPayload = userGroupPayloadOf('UpdateUserGroupPayload', "The group's name or description changed.");
const UpdateUserGroupMembersPayload = userGroupPayloadOf(
  'UpdateUserGroupMembersPayload',
  "The group's members changed.",
);
const DeactivateUserGroupPayload = userGroupPayloadOf('DeactivateUserGroupPayload', 'The group was deactivated.');

builder.mutationFields((t) => ({
  createUserGroup: t.withAuth({ loggedIn: true }).field({
    description: 'Create a user group (POST /user_groups/create), for those allowed by canCreateGroups.',
    type: CreateUserGroupPayload,
    errors: mutationErrors('createUserGroup'),
    args: { input: t.arg({ type: CreateUserGroupInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const settings = settingsOf(input as unknown as SettingInputs<ValueArg>, (v, field): GroupSettingValue =>
        toGroupSettingValue(v, field),
      );
      const { groupId } = await groups.createGroup(ctx, {
        name: input.name,
        description: input.description,
        members: idsOf(input.memberIds, input.members, 'memberIds'),
        subgroups: optionalIdsOf(input.subgroupIds, input.subgroups, 'subgroupIds') ?? undefined,
        settings,
      });
      return groupNow(ctx, groupId);
    },
  }),
  updateUserGroup: t.withAuth({ loggedIn: true }).field({
    description: "Change a group's name, description or permissions, or reactivate it (PATCH /user_groups/{id}).",
    type: UpdateUserGroupPayload,
    errors: mutationErrors('updateUserGroup', ExpectationMismatchError),
    args: { input: t.arg({ type: UpdateUserGroupInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await groups.updateGroup(ctx, idOf(input.groupId, input.id, 'groupId'), {
        name: input.name ?? undefined,
        description: input.description ?? undefined,
        deactivated: input.deactivated ?? undefined,
        settings: settingsOf(input as unknown as SettingInputs<UpdateArg>, toChange),
      });
      return groupNow(ctx, idOf(input.groupId, input.id, 'groupId'));
    },
  }),
  updateUserGroupMembers: t.withAuth({ loggedIn: true }).field({
    description: "Add and remove a group's members and subgroups (POST /user_groups/{id}/members and /subgroups).",
    type: UpdateUserGroupMembersPayload,
    errors: mutationErrors('updateUserGroupMembers'),
    args: { input: t.arg({ type: UpdateUserGroupMembersInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await groups.updateMembers(ctx, idOf(input.groupId, input.id, 'groupId'), {
        add: optionalIdsOf(input.addUserIds, input.addUsers, 'addUserIds') ?? undefined,
        delete: optionalIdsOf(input.removeUserIds, input.removeUsers, 'removeUserIds') ?? undefined,
        addSubgroups: optionalIdsOf(input.addSubgroupIds, input.addSubgroups, 'addSubgroupIds') ?? undefined,
        deleteSubgroups:
          optionalIdsOf(input.removeSubgroupIds, input.removeSubgroups, 'removeSubgroupIds') ?? undefined,
      });
      return groupNow(ctx, idOf(input.groupId, input.id, 'groupId'));
    },
  }),
  deactivateUserGroup: t.withAuth({ loggedIn: true }).field({
    description: 'Deactivate a group (POST /user_groups/{id}/deactivate); refused while it is in use.',
    type: DeactivateUserGroupPayload,
    errors: mutationErrors('deactivateUserGroup', GroupInUseError),
    args: { input: t.arg({ type: GroupIdInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await groups.deactivateGroup(ctx, idOf(input.groupId, input.id, 'groupId'));
      return groupNow(ctx, idOf(input.groupId, input.id, 'groupId'));
    },
  }),
}));
