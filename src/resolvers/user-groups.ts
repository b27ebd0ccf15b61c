import { createUserGroup as create, type CreateUserGroupInput } from '../domain/user-groups/create-group.ts';
import { deactivateUserGroup as deactivate } from '../domain/user-groups/deactivate-group.ts';
import { groupSettingApiValues, type GroupSettingValue } from '../domain/groups/group-setting-value.ts';
import { loadUserGroups, namedSupergroupIds, type UserGroup } from '../domain/groups/load-groups.ts';
import {
  getUserGroup,
  groupMemberIds,
  groupSubgroupIds,
  listUserGroups,
  listUserGroupsPage,
} from '../domain/user-groups/read-groups.ts';
import type { KeysetPage, KeysetRequest } from '../domain/paging.ts';
import { isGroupMember } from '../domain/user-groups/group-membership.ts';
import { updateUserGroup as update, type UpdateUserGroupInput } from '../domain/user-groups/update-group.ts';
import { updateGroupMembers, type UpdateMembersInput } from '../domain/user-groups/update-members.ts';
import { updateGroupSubgroups, type UpdateSubgroupsInput } from '../domain/user-groups/update-subgroups.ts';
import { mayMentionGroup } from '../domain/messages/send/mention-checks.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import { groupsContaining } from '../domain/groups/viewer-groups.ts';
import { groupViewerCan, type GroupViewerCan } from '../domain/user-groups/viewer-permissions.ts';
import type { OperationContext, PublicOperationContext } from './operation-context.ts';

/**
 * The user-group operations both transports call (Zulip's /user_groups
 * endpoints). Those Zulip guards with a decorator take their input or a
 * reader of it (see InputOrReader).
 */

export const userGroups = (
  ctx: OperationContext,
  o: InputOrReader<{ includeDeactivated: boolean }>,
): Promise<UserGroup[]> => listUserGroups(ctx.deps.db.sql, ctx.actor, o);

/** A page of GET /user_groups's list, by id. */
export const userGroupsPage = (
  ctx: OperationContext,
  o: { includeDeactivated: boolean; page: KeysetRequest },
): Promise<KeysetPage<UserGroup> & { totalCount: number }> => listUserGroupsPage(ctx.deps.db.sql, ctx.actor, o);

/**
 * Named groups of the viewer's organization by id, deactivated or not, for
 * whoever may see the objects that name them (setting values, events, nodes).
 */
export const userGroupsByIds = (ctx: PublicOperationContext, ids: readonly number[]): Promise<UserGroup[]> =>
  loadUserGroups(ctx.deps.db.sql, ctx.realm.id, { includeDeactivated: true, ids });

/** The organization's named groups, deactivated ones included (a UI's first load). */
export const allUserGroups = (ctx: PublicOperationContext): Promise<UserGroup[]> =>
  loadUserGroups(ctx.deps.db.sql, ctx.realm.id, { includeDeactivated: true });

/** The named groups each group is a direct subgroup of. */
export const supergroupIdsOf = (ctx: PublicOperationContext, ids: readonly number[]): Promise<Map<number, number[]>> =>
  namedSupergroupIds(ctx.deps.db.sql, ids);

/** Setting values by the id of the group they are stored as (a named group's id, or an anonymous group's members and subgroups). */
export const groupSettingValuesOf = (
  ctx: PublicOperationContext,
  ids: number[],
): Promise<Map<number, GroupSettingValue>> => groupSettingApiValues(ctx.deps.db.prisma, ids);

/** One named group, deactivated or not; null when there is none. */
export const userGroup = (ctx: OperationContext, groupId: number): Promise<UserGroup | null> =>
  getUserGroup(ctx.deps.db.sql, ctx.actor, groupId);

export const members = (
  ctx: OperationContext,
  groupId: number,
  o: InputOrReader<{ directOnly: boolean }>,
): Promise<number[]> => groupMemberIds(ctx.deps.db.sql, ctx.actor, groupId, o);

export const subgroups = (
  ctx: OperationContext,
  groupId: number,
  o: InputOrReader<{ directOnly: boolean }>,
): Promise<number[]> => groupSubgroupIds(ctx.deps.db.sql, ctx.actor, groupId, o);

export const isMember = (
  ctx: OperationContext,
  groupId: number,
  userId: number,
  o: InputOrReader<{ directOnly: boolean }>,
): Promise<boolean> => isGroupMember(ctx.deps.db.prisma, ctx.deps.db.sql, ctx.actor, groupId, userId, o);

export const createGroup = (
  ctx: OperationContext,
  input: InputOrReader<CreateUserGroupInput>,
): Promise<{ groupId: number }> => create(ctx.deps, ctx.actor, input);

export const updateGroup = (
  ctx: OperationContext,
  groupId: number,
  input: InputOrReader<UpdateUserGroupInput>,
): Promise<void> => update(ctx.deps, ctx.actor, groupId, input);

export const updateMembers = (
  ctx: OperationContext,
  groupId: number,
  input: InputOrReader<UpdateMembersInput>,
): Promise<void> => updateGroupMembers(ctx.deps, ctx.actor, groupId, input);

export const updateSubgroups = (
  ctx: OperationContext,
  groupId: number,
  input: InputOrReader<UpdateSubgroupsInput>,
): Promise<void> => updateGroupSubgroups(ctx.deps, ctx.actor, groupId, input);

export const deactivateGroup = (ctx: OperationContext, groupId: number): Promise<void> =>
  deactivate(ctx.deps, ctx.actor, groupId);

/** Whether the viewer may mention a group (Zulip's compose typeahead offers only those); never a spectator. */
export const viewerMayMention = (
  ctx: PublicOperationContext,
  canMentionGroupId: number | null,
): Promise<boolean> | boolean =>
  ctx.actor !== null && mayMentionGroup(ctx.deps.db.sql, ctx.actor.user, canMentionGroupId);

/** What the viewer may do with each group, from one read of the groups they are in; a spectator nothing. */
export async function viewerCanOnGroups(
  ctx: PublicOperationContext,
  groups: ReadonlyArray<Pick<UserGroup, 'isSystemGroup' | 'settingGroupIds'>>,
): Promise<GroupViewerCan[] | null> {
  const { actor } = ctx;
  if (actor === null) return null;
  const inGroups = await groupsContaining(ctx.deps.db.sql, actor.user.id);
  return groups.map((g) => groupViewerCan(actor, g, inGroups));
}
