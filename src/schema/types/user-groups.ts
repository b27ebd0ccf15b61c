import type { UserGroup } from '../../domain/groups/load-groups.ts';
import { USER_GROUP_SETTINGS } from '../../domain/groups/user-group-permissions.ts';
import * as groups from '../../resolvers/user-groups.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import { GLOBAL_ID_HELP, idOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { fromUnixSecondsOrNull } from '../scalars.ts';
import { groupLoader, present, supergroupIdsLoader, userLoader } from '../loaders.ts';
import { GroupSettingValueRef, groupSettingOf, UserGroupRef } from './groups.ts';
import { UserRef } from './user.ts';
import { USER_GROUP_SETTING_DESCRIPTIONS } from '../descriptions/permission-settings.ts';
import { UserConnection, userConnectionOfIds } from './user-connection.ts';

/*
 * The user-group API: named groups as the domain reads them (a list of groups
 * with members, subgroups and setting values is four statements; the users
 * and groups they name come from the batch loaders), the permission settings
 * as GroupSettingValue; the mutations are in user-group-mutations.ts.
 */

export const SETTING_FIELDS = USER_GROUP_SETTINGS.map((s) => ({
  field: s.key,
  setting: s.name,
  description: USER_GROUP_SETTING_DESCRIPTIONS[s.name],
}));

builder.objectFields(UserGroupRef, (t) => ({
  creatorId: t.exposeInt('creatorId', {
    nullable: true,
    description: "The user who created the group (Zulip's id); null for system groups.",
  }),
  creator: t.field({
    type: UserRef,
    nullable: true,
    description: 'Who created the group; null for system groups.',
    resolve: (g, _a, ctx) => (g.creatorId === null ? null : userLoader(ctx).load(g.creatorId)),
  }),
  dateCreated: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the group was created; null for system groups and groups older than the record.',
    resolve: (g) => fromUnixSecondsOrNull(g.dateCreated),
  }),
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
  memberIds: t.exposeIntList('members', {
    description: "Zulip's ids of the direct members that are active users.",
    deprecationReason: 'Use membersConnection.',
  }),
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
    SETTING_FIELDS.map(({ field, description }) => [
      field,
      t.field({
        type: GroupSettingValueRef,
        description,
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
    args: {
      includeDeactivated: t.arg.boolean({
        defaultValue: false,
        description: 'Whether deactivated groups are included.',
      }),
    },
    resolve: (_root, a, ctx) => groups.userGroups(ctx, { includeDeactivated: a.includeDeactivated ?? false }),
  }),
  userGroup: t.withAuth({ loggedIn: true }).field({
    type: UserGroupRef,
    nullable: true,
    description: 'One named group by its Zulip id, deactivated or not; null when there is none.',
    args: {
      groupId: t.arg.int({ description: "The group, by Zulip's id (or by global id)." }),
      id: t.arg.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
    },
    resolve: (_root, a, ctx) => groups.userGroup(ctx, idOf(a.groupId, a.id, 'groupId')),
  }),
  userGroupMemberIds: t.withAuth({ loggedIn: true }).intList({
    nullable: true,
    deprecationReason: 'Use Query.userGroupMembersConnection.',
    description: 'Active members of a group, directly or through subgroups (GET /user_groups/{id}/members).',
    args: {
      groupId: t.arg.int({ description: "The group, by Zulip's id (or by global id)." }),
      id: t.arg.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
      directOnly: t.arg.boolean({
        defaultValue: false,
        description: 'True: direct members or subgroups only; false: through subgroups too.',
      }),
    },
    resolve: (_root, a, ctx) =>
      groups.members(ctx, idOf(a.groupId, a.id, 'groupId'), { directOnly: a.directOnly ?? false }),
  }),
  userGroupSubgroupIds: t.withAuth({ loggedIn: true }).intList({
    nullable: true,
    deprecationReason: 'Use Query.userGroupSubgroupsConnection.',
    description: 'Groups below a group, directly or recursively (GET /user_groups/{id}/subgroups).',
    args: {
      groupId: t.arg.int({ description: "The group, by Zulip's id (or by global id)." }),
      id: t.arg.globalID({ for: UserGroupRef, description: GLOBAL_ID_HELP }),
      directOnly: t.arg.boolean({
        defaultValue: false,
        description: 'True: direct members or subgroups only; false: through subgroups too.',
      }),
    },
    resolve: (_root, a, ctx) =>
      groups.subgroups(ctx, idOf(a.groupId, a.id, 'groupId'), { directOnly: a.directOnly ?? false }),
  }),
  isUserGroupMember: t.withAuth({ loggedIn: true }).boolean({
    nullable: true,
    description:
      'Whether a user is in a group, directly or through subgroups (GET /user_groups/{id}/members/{user_id}).',
    args: {
      groupId: t.arg.int({ description: "The group, by Zulip's id (or by global id)." }),
      group: t.arg.globalID({ for: UserGroupRef, description: 'The group by its global id (instead of `groupId`).' }),
      userId: t.arg.int({ description: "The user, by Zulip's id (or by global id)." }),
      user: t.arg.globalID({ for: UserRef, description: 'The user by its global id (instead of `userId`).' }),
      directOnly: t.arg.boolean({
        defaultValue: false,
        description: 'True: direct members or subgroups only; false: through subgroups too.',
      }),
    },
    resolve: (_root, a, ctx) =>
      groups.isMember(ctx, idOf(a.groupId, a.group, 'groupId'), idOf(a.userId, a.user, 'userId'), {
        directOnly: a.directOnly ?? false,
      }),
  }),
}));

/** Groups by id in that order (each exists: the ids come from the groups' own rows). */
async function groupsOf(ctx: GraphQLContext, ids: readonly number[], what: string): Promise<UserGroup[]> {
  return (await groupLoader(ctx).loadMany(ids)).map((g) => present(g instanceof Error ? null : g, what));
}
