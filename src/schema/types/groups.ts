import type { GroupSettingValue } from '../../domain/groups/group-setting-value.ts';
import type { UserGroup } from '../../domain/groups/load-groups.ts';
import type { GraphQLContext } from '../../graphql-server/graphql-context.ts';
import { builder } from '../builder.ts';
import { groupLoader, groupSettingLoader, present, userLoader } from '../loaders.ts';
import { badRequest } from '../../domain/errors.ts';
import { optionalIdOf, optionalIdsOf } from '../entity-ids.ts';
import { UserRef } from './user.ts';

/*
 * User groups as far as permission settings need them: every permission is a
 * group-setting value — a named group, or an anonymous group of users and
 * subgroups. The user-group API itself (create, members, …) comes with its
 * own area.
 */

export const UserGroupRef = builder.objectRef<UserGroup>('UserGroup');

builder.node(UserGroupRef, {
  id: { resolve: (g) => g.id },
  // node(id:) answers null for a missing group, and for another organization's.
  loadOne: (id, ctx) => groupLoader(ctx).load(Number(id)),
  description: 'A named user group; system groups (`role:…`) stand for roles.',
  fields: (t) => ({
    groupId: t.exposeInt('id', { description: "Zulip's id of the group." }),
    name: t.exposeString('name', { description: 'The group\'s name (system groups\' names start with "role:").' }),
    description: t.exposeString('description', { description: "The group's description." }),
    isSystemGroup: t.exposeBoolean('isSystemGroup', {
      description: 'Whether it is a system group (roles, everyone\u2026), managed by the server.',
    }),
    deactivated: t.exposeBoolean('deactivated', {
      description:
        'Whether the group is deactivated (it keeps its members but cannot be used in settings or mentions).',
    }),
  }),
});

const ascending = (ids: readonly number[]): number[] => [...ids].sort((a, b) => a - b);

/** What a batch load found (ids of other organizations, or gone, are left out). */
const found = <T>(loaded: ReadonlyArray<T | null | Error>): T[] =>
  loaded.filter((x): x is T => x !== null && !(x instanceof Error));

/** The members of an anonymous group, by id (loaded when asked for). */
interface AnonymousGroupShape {
  directMemberIds: number[];
  directSubgroupIds: number[];
}

const AnonymousGroup = builder.objectRef<AnonymousGroupShape>('AnonymousGroup').implement({
  description: 'A group-setting value that names users and groups directly instead of one named group.',
  fields: (t) => ({
    directMemberIds: t.exposeIntList('directMemberIds', { description: "Zulip's ids of its users." }),
    directSubgroupIds: t.exposeIntList('directSubgroupIds', {
      description: "Zulip's ids of its groups (whose members belong too).",
    }),
    directMembers: t.field({
      description: 'Its users (those the viewer may see).',
      type: [UserRef],
      resolve: async (g, _a, ctx) => found(await userLoader(ctx).loadMany(ascending(g.directMemberIds))),
    }),
    directSubgroups: t.field({
      description: 'Its groups.',
      type: [UserGroupRef],
      resolve: async (g, _a, ctx) => found(await groupLoader(ctx).loadMany(ascending(g.directSubgroupIds))),
    }),
  }),
});

type GroupSettingShape = UserGroup | AnonymousGroupShape;

export const GroupSettingValueRef = builder.unionType('GroupSettingValue', {
  description: 'Who a permission setting allows: a named group, or an anonymous group of users and groups.',
  types: [UserGroupRef, AnonymousGroup],
  resolveType: (v) => ('directMemberIds' in v ? AnonymousGroup : UserGroupRef),
});

/**
 * A setting's value as stored (the id of its group) as GraphQL's union: the
 * named group itself, or the anonymous group's members and subgroups.
 */
export async function groupSettingValue(ctx: GraphQLContext, groupId: number): Promise<GroupSettingShape> {
  return groupSettingOf(ctx, await groupSettingLoader(ctx).load(groupId));
}

/** A value as the domain gives it (a group's id, or an anonymous group's members and subgroups) as GraphQL's union. */
export async function groupSettingOf(ctx: GraphQLContext, value: GroupSettingValue): Promise<GroupSettingShape> {
  if (typeof value !== 'number')
    return { directMemberIds: value.directMembers, directSubgroupIds: value.directSubgroups };
  return present(await groupLoader(ctx).load(value), 'group');
}

export const GroupSettingValueInput = builder.inputType('GroupSettingValueInput', {
  description:
    'A group-setting value: either `groupId`, or `directMemberIds` and `directSubgroupIds` (an anonymous group).',
  fields: (t) => ({
    groupId: t.int({ description: "A named group, by Zulip's id." }),
    group: t.globalID({ for: UserGroupRef, description: 'The group by its global id (instead of `groupId`).' }),
    directMemberIds: t.intList({ description: "An anonymous group's users, by Zulip's id." }),
    directMembers: t.globalIDList({ for: UserRef, description: 'By global id (instead of `directMemberIds`).' }),
    directSubgroupIds: t.intList({ description: "An anonymous group's groups, by Zulip's id." }),
    directSubgroups: t.globalIDList({
      for: UserGroupRef,
      description: 'By global id (instead of `directSubgroupIds`).',
    }),
  }),
});

export const GroupSettingUpdateInput = builder.inputType('GroupSettingUpdateInput', {
  description:
    'A change of a group setting: the `new` value and, optionally, the `old` one expected to be current (else EXPECTATION_MISMATCH).',
  fields: (t) => ({
    new: t.field({ type: GroupSettingValueInput, required: true, description: 'The new value.' }),
    old: t.field({
      description: 'The value expected now; the change is refused (EXPECTATION_MISMATCH) when it is another.',
      type: GroupSettingValueInput,
    }),
  }),
});

type GroupSettingValueArg = {
  groupId?: number | null;
  group?: { id: string } | null;
  directMemberIds?: number[] | null;
  directMembers?: Array<{ id: string }> | null;
  directSubgroupIds?: number[] | null;
  directSubgroups?: Array<{ id: string }> | null;
};

/** The domain's value of a GroupSettingValueInput: a group id, or an anonymous group. */
export function toGroupSettingValue(input: GroupSettingValueArg, argument: string): GroupSettingValue {
  const groupId = optionalIdOf(input.groupId, input.group, 'groupId');
  const members = optionalIdsOf(input.directMemberIds, input.directMembers, 'directMemberIds');
  const subgroups = optionalIdsOf(input.directSubgroupIds, input.directSubgroups, 'directSubgroupIds');
  const anonymous = members != null || subgroups != null;
  if (groupId != null && !anonymous) return groupId;
  if (groupId == null && anonymous) return { directMembers: members ?? [], directSubgroups: subgroups ?? [] };
  throw badRequest(`${argument} needs either groupId, or directMemberIds and directSubgroupIds`).about(argument);
}
