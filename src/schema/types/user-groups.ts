import { ExpectationMismatchError } from '../../domain/errors.ts';
import { GroupInUseError, type GroupInUseObjection } from '../../domain/groups/errors.ts';
import type { UserGroup } from '../../domain/groups/load-groups.ts';
import type { GroupSettingChangeRequest, GroupSettingValue } from '../../domain/groups/group-setting-value.ts';
import { USER_GROUP_SETTINGS, type UserGroupSettingName } from '../../domain/groups/user-group-permissions.ts';
import * as groups from '../../resolvers/user-groups.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import { GLOBAL_ID_HELP, idOf, idsOf, optionalIdsOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { fromUnixSecondsOrNull } from '../scalars.ts';
import { groupLoader, present, supergroupIdsLoader, userLoader } from '../loaders.ts';
import { ErrorInterface, mutationErrors } from '../errors.ts';
import {
  GroupSettingUpdateInput,
  GroupSettingValueInput,
  GroupSettingValueRef,
  groupSettingOf,
  toGroupSettingValue,
  UserGroupRef,
} from './groups.ts';
import { UserRef } from './user.ts';
import { UserConnection, userConnectionOfIds } from './user-connection.ts';

/*
 * The user-group API: named groups as the domain reads them (a list of groups
 * with members, subgroups and setting values is four statements; the users
 * and groups they name come from the batch loaders), the permission settings
 * as GroupSettingValue, and a mutation per REST write.
 */

const SETTING_FIELDS = USER_GROUP_SETTINGS.map((s) => ({ field: s.key, setting: s.name }));

builder.objectFields(UserGroupRef, (t) => ({
  creatorId: t.exposeInt('creatorId', { nullable: true }),
  creator: t.field({
    type: UserRef,
    nullable: true,
    description: 'Who created the group; null for system groups.',
    resolve: (g, _a, ctx) => (g.creatorId === null ? null : userLoader(ctx).load(g.creatorId)),
  }),
  dateCreated: t.field({ type: 'DateTime', nullable: true, resolve: (g) => fromUnixSecondsOrNull(g.dateCreated) }),
  membersConnection: t.connection(
    {
      type: UserRef,
      description: 'Direct members that are active users, by id, a page at a time.',
      resolve: (g, args, ctx) =>
        userConnectionOfIds(
          ctx,
          [...g.members].sort((a, b) => a - b),
          args,
          'a group member',
        ),
    },
    UserConnection,
  ),
  members: t.field({
    type: [UserRef],
    description: 'Direct members that are active users, by id.',
    deprecationReason: 'Use membersConnection.',
    resolve: async (g, _a, ctx) =>
      (await userLoader(ctx).loadMany(g.members)).map((u) => present(u instanceof Error ? null : u, 'a group member')),
  }),
  viewerMayMention: t.boolean({
    description:
      "Whether the viewer may mention the group (its canMentionGroup holds them), as Zulip's compose typeahead offers only those groups; false for spectators.",
    resolve: (g, _a, ctx) => groups.viewerMayMention(ctx, g.settingGroupIds.canMentionGroup),
  }),
  memberIds: t.exposeIntList('members', { deprecationReason: 'Use membersConnection.' }),
  subgroups: t.field({
    type: [UserGroupRef],
    description: 'Direct subgroups.',
    resolve: (g, _a, ctx) => groupsOf(ctx, g.directSubgroupIds, 'a subgroup'),
  }),
  supergroups: t.field({
    type: [UserGroupRef],
    description: 'Named groups this group is a direct subgroup of.',
    resolve: async (g, _a, ctx) => groupsOf(ctx, await supergroupIdsLoader(ctx).load(g.id), 'a supergroup'),
  }),
  ...Object.fromEntries(
    SETTING_FIELDS.map(({ field }) => [
      field,
      t.field({
        type: GroupSettingValueRef,
        resolve: (g, _a, ctx: GraphQLContext) => groupSettingOf(ctx, g.settings[field]),
      }),
    ]),
  ),
}));

builder.queryFields((t) => ({
  userGroups: t.withAuth({ loggedIn: true }).field({
    type: [UserGroupRef],
    nullable: true,
    deprecationReason: 'Use Query.userGroupsConnection.',
    description:
      "The organization's named groups in id order, system groups included (GET /user_groups); null with an error for guests and bots.",
    args: { includeDeactivated: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, a, ctx) => groups.userGroups(ctx, { includeDeactivated: a.includeDeactivated ?? false }),
  }),
  userGroup: t.withAuth({ loggedIn: true }).field({
    type: UserGroupRef,
    nullable: true,
    description: 'One named group by its Zulip id, deactivated or not; null when there is none.',
    args: { groupId: t.arg.int(), id: t.arg.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }) },
    resolve: (_root, a, ctx) => groups.userGroup(ctx, idOf(a.groupId, a.id, 'groupId')),
  }),
  userGroupMemberIds: t.withAuth({ loggedIn: true }).intList({
    nullable: true,
    description: 'Active members of a group, directly or through subgroups (GET /user_groups/{id}/members).',
    args: {
      groupId: t.arg.int(),
      id: t.arg.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
      directOnly: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, a, ctx) =>
      groups.members(ctx, idOf(a.groupId, a.id, 'groupId'), { directOnly: a.directOnly ?? false }),
  }),
  userGroupSubgroupIds: t.withAuth({ loggedIn: true }).intList({
    nullable: true,
    description: 'Groups below a group, directly or recursively (GET /user_groups/{id}/subgroups).',
    args: {
      groupId: t.arg.int(),
      id: t.arg.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
      directOnly: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, a, ctx) =>
      groups.subgroups(ctx, idOf(a.groupId, a.id, 'groupId'), { directOnly: a.directOnly ?? false }),
  }),
  isUserGroupMember: t.withAuth({ loggedIn: true }).boolean({
    nullable: true,
    description:
      'Whether a user is in a group, directly or through subgroups (GET /user_groups/{id}/members/{user_id}).',
    args: {
      groupId: t.arg.int(),
      group: t.arg.globalID({ for: UserGroupRef, description: 'The group by its global id (instead of `groupId`).' }),
      userId: t.arg.int(),
      user: t.arg.globalID({ for: UserRef, description: 'The user by its global id (instead of `userId`).' }),
      directOnly: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, a, ctx) =>
      groups.isMember(ctx, idOf(a.groupId, a.group, 'groupId'), idOf(a.userId, a.user, 'userId'), {
        directOnly: a.directOnly ?? false,
      }),
  }),
}));

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
    name: t.string({ required: true }),
    description: t.string({ required: true }),
    memberIds: t.intList({ description: 'Exactly one of this and `members`.' }),
    members: t.globalIDList({ for: UserRef, description: 'The members by global id (instead of `memberIds`).' }),
    subgroupIds: t.intList(),
    subgroups: t.globalIDList({ for: UserGroupRef, description: 'By global id (instead of `subgroupIds`).' }),
    ...Object.fromEntries(SETTING_FIELDS.map(({ field }) => [field, t.field({ type: GroupSettingValueInput })])),
  }),
});

const UpdateUserGroupInput = builder.inputType('UpdateUserGroupInput', {
  description: 'PATCH /user_groups/{id}: what is given changes; `deactivated: false` reactivates.',
  fields: (t) => ({
    groupId: t.int(),
    id: t.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
    name: t.string(),
    description: t.string(),
    deactivated: t.boolean(),
    ...Object.fromEntries(SETTING_FIELDS.map(({ field }) => [field, t.field({ type: GroupSettingUpdateInput })])),
  }),
});

const UpdateUserGroupMembersInput = builder.inputType('UpdateUserGroupMembersInput', {
  description: 'POST /user_groups/{id}/members: all four in one transaction, in this order.',
  fields: (t) => ({
    groupId: t.int(),
    id: t.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
    addUserIds: t.intList(),
    addUsers: t.globalIDList({ for: UserRef, description: 'By global id (instead of `addUserIds`).' }),
    removeUserIds: t.intList(),
    removeUsers: t.globalIDList({ for: UserRef, description: 'By global id (instead of `removeUserIds`).' }),
    addSubgroupIds: t.intList(),
    addSubgroups: t.globalIDList({ for: UserGroupRef, description: 'By global id (instead of `addSubgroupIds`).' }),
    removeSubgroupIds: t.intList(),
    removeSubgroups: t.globalIDList({
      for: UserGroupRef,
      description: 'By global id (instead of `removeSubgroupIds`).',
    }),
  }),
});

const GroupIdInput = builder.inputType('UserGroupIdInput', {
  fields: (t) => ({ groupId: t.int(), id: t.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }) }),
});

const UserGroupPayload = builder.objectRef<{ userGroup: UserGroup | null }>('UserGroupPayload').implement({
  description: 'The group as it is after the change.',
  fields: (t) => ({ userGroup: t.field({ type: UserGroupRef, nullable: true, resolve: (p) => p.userGroup }) }),
});

const GroupObjection = builder.objectRef<GroupInUseObjection>('GroupInUseObjection').implement({
  description:
    'Something that uses the group: an active supergroup, or settings of a channel, a group or the organization.',
  fields: (t) => ({
    type: t.string({
      description: 'SUBGROUP, CHANNEL, USER_GROUP or REALM, by their REST names (subgroup, channel, …).',
      resolve: (o) => o.type,
    }),
    supergroupIds: t.intList({ nullable: true, resolve: (o) => (o.type === 'subgroup' ? o.supergroupIds : null) }),
    channelId: t.int({ nullable: true, resolve: (o) => (o.type === 'channel' ? o.channelId : null) }),
    groupId: t.int({ nullable: true, resolve: (o) => (o.type === 'user_group' ? o.groupId : null) }),
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
    objections: t.field({ type: [GroupObjection], resolve: (e) => e.objections }),
  }),
});

const groupNow = (ctx: GraphQLContext, groupId: number) =>
  groupLoader(ctx)
    .load(groupId)
    .then((userGroup) => ({ userGroup }));

/** Groups by id in that order (each exists: the ids come from the groups' own rows). */
async function groupsOf(ctx: GraphQLContext, ids: readonly number[], what: string): Promise<UserGroup[]> {
  return (await groupLoader(ctx).loadMany(ids)).map((g) => present(g instanceof Error ? null : g, what));
}

builder.mutationFields((t) => ({
  createUserGroup: t.withAuth({ loggedIn: true }).field({
    type: UserGroupPayload,
    errors: mutationErrors('createUserGroup'),
    args: { input: t.arg({ type: CreateUserGroupInput, required: true }) },
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
    type: UserGroupPayload,
    errors: mutationErrors('updateUserGroup', ExpectationMismatchError),
    args: { input: t.arg({ type: UpdateUserGroupInput, required: true }) },
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
    type: UserGroupPayload,
    errors: mutationErrors('updateUserGroupMembers'),
    args: { input: t.arg({ type: UpdateUserGroupMembersInput, required: true }) },
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
    type: UserGroupPayload,
    errors: mutationErrors('deactivateUserGroup', GroupInUseError),
    args: { input: t.arg({ type: GroupIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await groups.deactivateGroup(ctx, idOf(input.groupId, input.id, 'groupId'));
      return groupNow(ctx, idOf(input.groupId, input.id, 'groupId'));
    },
  }),
}));
