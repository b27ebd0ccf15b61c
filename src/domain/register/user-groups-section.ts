import { groupSettingApiValues } from '../groups/group-setting-value.ts';
import type { StateContext } from './types.ts';

const SETTINGS = [
  ['can_add_members_group', 'canAddMembersGroupId'],
  ['can_join_group', 'canJoinGroupId'],
  ['can_leave_group', 'canLeaveGroupId'],
  ['can_manage_group', 'canManageGroupId'],
  ['can_mention_group', 'canMentionGroupId'],
  ['can_remove_members_group', 'canRemoveMembersGroupId'],
] as const;

/**
 * realm_user_groups (Zulip's user_groups_in_realm_serialized): the named
 * groups, system groups included, with direct members (active users) and
 * direct subgroups. Deactivated groups only for clients that handle them.
 */
export async function userGroupsState(ctx: StateContext): Promise<Record<string, unknown>> {
  const { actor, o } = ctx;
  const groups = await ctx.db.userGroup.findMany({
    where: {
      realmId: actor.realm.id,
      name: { not: null },
      ...(o.capabilities.includeDeactivatedGroups ? {} : { deactivated: false }),
    },
    orderBy: { id: 'asc' },
  });
  const ids = groups.map((g) => g.id);
  const [members, subgroups] = await Promise.all([
    ctx.db.userGroupMembership.findMany({
      where: { userGroupId: { in: ids }, user: { isActive: true } },
      select: { userGroupId: true, userId: true },
      orderBy: { userId: 'asc' },
    }),
    ctx.db.groupGroupMembership.findMany({
      where: { supergroupId: { in: ids } },
      select: { supergroupId: true, subgroupId: true },
      orderBy: { subgroupId: 'asc' },
    }),
  ]);
  const settingIds = groups.flatMap((g) => SETTINGS.map(([, field]) => g[field]).filter((id): id is number => id !== null));
  const values = await groupSettingApiValues(ctx.db, settingIds);
  return {
    realm_user_groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      creator_id: g.creatorId,
      date_created: g.dateCreated ? Math.floor(g.dateCreated.getTime() / 1000) : null,
      description: g.description,
      members: members.filter((m) => m.userGroupId === g.id).map((m) => m.userId),
      direct_subgroup_ids: subgroups.filter((s) => s.supergroupId === g.id).map((s) => s.subgroupId),
      is_system_group: g.isSystemGroup,
      ...Object.fromEntries(SETTINGS.map(([name, field]) => [name, values.get(g[field] ?? -1) ?? g[field]])),
      deactivated: g.deactivated,
    })),
  };
}
