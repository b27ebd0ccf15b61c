import { ExpectationMismatchError } from '../../domain/errors.ts';
import { GroupInUseError, type GroupInUseObjection } from '../../domain/groups/errors.ts';
import type { UserGroup } from '../../generated/prisma/client.ts';
import type { GroupSettingChangeRequest, GroupSettingValue } from '../../domain/groups/group-setting-value.ts';
import { USER_GROUP_SETTINGS, type UserGroupSettingName } from '../../domain/groups/group-settings.ts';
import * as groups from '../../resolvers/user-groups.ts';
import type { GraphQLContext } from '../../graphql-server/context.ts';
import { builder } from '../builder.ts';
import { present, userLoader } from '../loaders.ts';
import { ErrorInterface, mutationErrors } from '../errors.ts';
import { GroupSettingUpdateInput, GroupSettingValueInput, GroupSettingValueRef, groupSettingValue, toGroupSettingValue, UserGroupRef } from './groups.ts';
import { UserRef } from './user.ts';

/*
 * The user-group API: named groups on @pothos/plugin-prisma (members,
 * subgroups and supergroups are selections of the group's query, so a list of
 * groups with their members is one statement per relation), the permission
 * settings as GroupSettingValue, and a mutation per REST write.
 */

const camel = (name: string): string => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const SETTING_FIELDS = USER_GROUP_SETTINGS.map((s) => ({ field: camel(s.name), setting: s.name, column: camel(s.column) }));

// Members by id; their rows come from the batch loader, each user once however many groups (or aliases) list them.
const membersSelect = { where: { user: { isActive: true } }, orderBy: { userId: 'asc' }, select: { userId: true } } as const;

builder.prismaObjectFields(UserGroupRef, (t) => ({
  creatorId: t.exposeInt('creatorId', { nullable: true }),
  creator: t.field({
    type: UserRef,
    nullable: true,
    description: 'Who created the group; null for system groups.',
    select: { creatorId: true },
    resolve: (g, _a, ctx) => (g.creatorId === null ? null : ctx.deps.db.prisma.user.findFirst({ where: { id: g.creatorId, realmId: ctx.realm.id } })),
  }),
  dateCreated: t.int({
    nullable: true,
    description: 'UNIX seconds; null for system groups.',
    select: { dateCreated: true },
    resolve: (g) => (g.dateCreated === null ? null : Math.floor(g.dateCreated.getTime() / 1000)),
  }),
  members: t.field({
    type: [UserRef],
    description: 'Direct members that are active users, by id.',
    select: { members: membersSelect },
    resolve: async (g, _a, ctx) => (await userLoader(ctx).loadMany(g.members.map((m) => m.userId))).map((u) => present(u instanceof Error ? null : u, 'a group member')),
  }),
  viewerMayMention: t.boolean({
    description: "Whether the viewer may mention the group (its canMentionGroup holds them), as Zulip's compose typeahead offers only those groups; false for spectators.",
    select: { canMentionGroupId: true },
    resolve: (g, _a, ctx) => groups.viewerMayMention(ctx, g.canMentionGroupId),
  }),
  memberIds: t.intList({ select: { members: membersSelect }, resolve: (g) => g.members.map((m) => m.userId) }),
  subgroups: t.field({
    type: [UserGroupRef],
    description: 'Direct subgroups.',
    select: { subgroups: { orderBy: { subgroupId: 'asc' }, select: { subgroup: true } } },
    resolve: (g) => g.subgroups.map((s) => s.subgroup),
  }),
  supergroups: t.field({
    type: [UserGroupRef],
    description: 'Named groups this group is a direct subgroup of.',
    select: { supergroups: { where: { supergroup: { name: { not: null } } }, orderBy: { supergroupId: 'asc' }, select: { supergroup: true } } },
    resolve: (g) => g.supergroups.map((s) => s.supergroup),
  }),
  ...Object.fromEntries(
    SETTING_FIELDS.map(({ field, column }) => [
      field,
      t.field({
        type: GroupSettingValueRef,
        resolve: (g, _a, ctx: GraphQLContext) => groupSettingValue(ctx, Number((g as unknown as Record<string, unknown>)[column])),
      }),
    ]),
  ),
}));

builder.queryFields((t) => ({
  userGroups: t.withAuth({ loggedIn: true }).prismaField({
    type: ['UserGroup'],
    nullable: true,
    description: "The organization's named groups in id order, system groups included (GET /user_groups); null with an error for guests and bots.",
    args: { includeDeactivated: t.arg.boolean({ defaultValue: false }) },
    resolve: (query, _root, a, ctx) => {
      groups.mayUseGroups(ctx);
      return ctx.deps.db.prisma.userGroup.findMany({
        ...query,
        where: { realmId: ctx.realm.id, name: { not: null }, ...(a.includeDeactivated ? {} : { deactivated: false }) },
        orderBy: { id: 'asc' },
      });
    },
  }),
  userGroup: t.withAuth({ loggedIn: true }).prismaField({
    type: 'UserGroup',
    nullable: true,
    description: 'One named group by its Zulip id, deactivated or not; null when there is none.',
    args: { groupId: t.arg.int({ required: true }) },
    resolve: (query, _root, a, ctx) => {
      groups.mayUseGroups(ctx);
      return ctx.deps.db.prisma.userGroup.findFirst({ ...query, where: { id: a.groupId, realmId: ctx.realm.id, name: { not: null } } });
    },
  }),
  userGroupMemberIds: t.withAuth({ loggedIn: true }).intList({
    nullable: true,
    description: 'Active members of a group, directly or through subgroups (GET /user_groups/{id}/members).',
    args: { groupId: t.arg.int({ required: true }), directOnly: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, a, ctx) => groups.members(ctx, a.groupId, { directOnly: a.directOnly ?? false }),
  }),
  userGroupSubgroupIds: t.withAuth({ loggedIn: true }).intList({
    nullable: true,
    description: 'Groups below a group, directly or recursively (GET /user_groups/{id}/subgroups).',
    args: { groupId: t.arg.int({ required: true }), directOnly: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, a, ctx) => groups.subgroups(ctx, a.groupId, { directOnly: a.directOnly ?? false }),
  }),
  isUserGroupMember: t.withAuth({ loggedIn: true }).boolean({
    nullable: true,
    description: 'Whether a user is in a group, directly or through subgroups (GET /user_groups/{id}/members/{user_id}).',
    args: { groupId: t.arg.int({ required: true }), userId: t.arg.int({ required: true }), directOnly: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, a, ctx) => groups.isMember(ctx, a.groupId, a.userId, { directOnly: a.directOnly ?? false }),
  }),
}));

type SettingInputs<T> = Partial<Record<string, T | null | undefined>>;

function settingsOf<I, O>(input: SettingInputs<I>, convert: (value: I, field: string) => O): Partial<Record<UserGroupSettingName, O>> {
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
    memberIds: t.intList({ required: true }),
    subgroupIds: t.intList(),
    ...Object.fromEntries(SETTING_FIELDS.map(({ field }) => [field, t.field({ type: GroupSettingValueInput })])),
  }),
});

const UpdateUserGroupInput = builder.inputType('UpdateUserGroupInput', {
  description: 'PATCH /user_groups/{id}: what is given changes; `deactivated: false` reactivates.',
  fields: (t) => ({
    groupId: t.int({ required: true }),
    name: t.string(),
    description: t.string(),
    deactivated: t.boolean(),
    ...Object.fromEntries(SETTING_FIELDS.map(({ field }) => [field, t.field({ type: GroupSettingUpdateInput })])),
  }),
});

const UpdateUserGroupMembersInput = builder.inputType('UpdateUserGroupMembersInput', {
  description: 'POST /user_groups/{id}/members: all four in one transaction, in this order.',
  fields: (t) => ({
    groupId: t.int({ required: true }),
    addUserIds: t.intList(),
    removeUserIds: t.intList(),
    addSubgroupIds: t.intList(),
    removeSubgroupIds: t.intList(),
  }),
});

const GroupIdInput = builder.inputType('UserGroupIdInput', { fields: (t) => ({ groupId: t.int({ required: true }) }) });

const UserGroupPayload = builder.objectRef<{ userGroup: UserGroup | null }>('UserGroupPayload').implement({
  description: 'The group as it is after the change.',
  fields: (t) => ({ userGroup: t.field({ type: UserGroupRef, nullable: true, resolve: (p) => p.userGroup }) }),
});

const GroupObjection = builder.objectRef<GroupInUseObjection>('GroupInUseObjection').implement({
  description: 'Something that uses the group: an active supergroup, or settings of a channel, a group or the organization.',
  fields: (t) => ({
    type: t.string({ description: 'SUBGROUP, CHANNEL, USER_GROUP or REALM, by their REST names (subgroup, channel, …).', resolve: (o) => o.type }),
    supergroupIds: t.intList({ nullable: true, resolve: (o) => (o.type === 'subgroup' ? o.supergroup_ids : null) }),
    channelId: t.int({ nullable: true, resolve: (o) => (o.type === 'channel' ? o.channel_id : null) }),
    groupId: t.int({ nullable: true, resolve: (o) => (o.type === 'user_group' ? o.group_id : null) }),
    settings: t.stringList({ nullable: true, description: 'The settings, by their REST names.', resolve: (o) => (o.type === 'subgroup' ? null : o.settings) }),
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
  ctx.deps.db.prisma.userGroup.findFirst({ where: { id: groupId, realmId: ctx.realm.id } }).then((userGroup) => ({ userGroup }));

builder.mutationFields((t) => ({
  createUserGroup: t.withAuth({ loggedIn: true }).field({
    type: UserGroupPayload,
    errors: mutationErrors('createUserGroup'),
    args: { input: t.arg({ type: CreateUserGroupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const settings = settingsOf(input as unknown as SettingInputs<ValueArg>, (v, field): GroupSettingValue => toGroupSettingValue(v, field));
      const { groupId } = await groups.createGroup(ctx, {
        name: input.name,
        description: input.description,
        members: input.memberIds,
        subgroups: input.subgroupIds ?? undefined,
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
      await groups.updateGroup(ctx, input.groupId, {
        name: input.name ?? undefined,
        description: input.description ?? undefined,
        deactivated: input.deactivated ?? undefined,
        settings: settingsOf(input as unknown as SettingInputs<UpdateArg>, toChange),
      });
      return groupNow(ctx, input.groupId);
    },
  }),
  updateUserGroupMembers: t.withAuth({ loggedIn: true }).field({
    type: UserGroupPayload,
    errors: mutationErrors('updateUserGroupMembers'),
    args: { input: t.arg({ type: UpdateUserGroupMembersInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await groups.updateMembers(ctx, input.groupId, {
        add: input.addUserIds ?? undefined,
        delete: input.removeUserIds ?? undefined,
        addSubgroups: input.addSubgroupIds ?? undefined,
        deleteSubgroups: input.removeSubgroupIds ?? undefined,
      });
      return groupNow(ctx, input.groupId);
    },
  }),
  deactivateUserGroup: t.withAuth({ loggedIn: true }).field({
    type: UserGroupPayload,
    errors: mutationErrors('deactivateUserGroup', GroupInUseError),
    args: { input: t.arg({ type: GroupIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await groups.deactivateGroup(ctx, input.groupId);
      return groupNow(ctx, input.groupId);
    },
  }),
}));
