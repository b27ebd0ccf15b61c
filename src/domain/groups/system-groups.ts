import type { Tx } from '../context.ts';
import { Role } from '../roles.ts';

/** System groups in creation order (their ids are consecutive within a realm). */
export const SYSTEM_GROUPS = [
  { name: 'role:nobody', description: 'Nobody' },
  { name: 'role:owners', description: 'Owners of this organization' },
  { name: 'role:administrators', description: 'Administrators of this organization, including owners' },
  { name: 'role:moderators', description: 'Moderators of this organization, including administrators' },
  { name: 'role:fullmembers', description: 'Members of this organization, not including new accounts and guests' },
  { name: 'role:members', description: 'Members of this organization, not including guests' },
  { name: 'role:everyone', description: 'Everyone in this organization, including guests' },
  { name: 'role:internet', description: 'Everyone on the Internet' },
] as const;

export type SystemGroupName = (typeof SYSTEM_GROUPS)[number]['name'];
export type SystemGroupIds = Record<SystemGroupName, number>;

/** Each system group contains the next more privileged one as its only subgroup. */
const SUBGROUP_OF: Partial<Record<SystemGroupName, SystemGroupName>> = {
  'role:administrators': 'role:owners',
  'role:moderators': 'role:administrators',
  'role:fullmembers': 'role:moderators',
  'role:members': 'role:fullmembers',
  'role:everyone': 'role:members',
  'role:internet': 'role:everyone',
};

export async function createSystemGroups(tx: Tx, realmId: number): Promise<SystemGroupIds> {
  const ids = {} as SystemGroupIds;
  for (const g of SYSTEM_GROUPS) {
    const row = await tx.userGroup.create({
      data: { realmId, name: g.name, description: g.description, isSystemGroup: true },
    });
    ids[g.name] = row.id;
  }
  const nobody = ids['role:nobody'];
  await tx.userGroup.updateMany({
    where: { realmId, isSystemGroup: true },
    data: {
      canAddMembersGroupId: nobody,
      canJoinGroupId: nobody,
      canLeaveGroupId: nobody,
      canManageGroupId: nobody,
      canMentionGroupId: nobody,
      canRemoveMembersGroupId: nobody,
    },
  });
  await tx.groupGroupMembership.createMany({
    data: Object.entries(SUBGROUP_OF).map(([sup, sub]) => ({
      supergroupId: ids[sup as SystemGroupName],
      subgroupId: ids[sub as SystemGroupName],
    })),
  });
  return ids;
}

export async function getSystemGroupIds(tx: Tx, realmId: number): Promise<SystemGroupIds> {
  const rows = await tx.userGroup.findMany({
    where: { realmId, isSystemGroup: true },
    select: { id: true, name: true },
  });
  return Object.fromEntries(rows.map((r) => [r.name, r.id])) as SystemGroupIds;
}

/**
 * The system groups a user is a direct member of for a role. Full membership
 * uses the realm's waiting period (0 by default: every member is a full member).
 */
export function directSystemGroupsForRole(
  role: number,
  daysSinceJoined: number,
  waitingPeriodThreshold: number,
): SystemGroupName[] {
  switch (role) {
    case Role.OWNER:
      return ['role:owners'];
    case Role.ADMINISTRATOR:
      return ['role:administrators'];
    case Role.MODERATOR:
      return ['role:moderators'];
    case Role.MEMBER:
      // Zulip makes members direct members of role:members, and of role:fullmembers once past the waiting period.
      return daysSinceJoined >= waitingPeriodThreshold ? ['role:members', 'role:fullmembers'] : ['role:members'];
    default:
      return ['role:everyone'];
  }
}

/** Puts the user in exactly the system groups of their role, keeping groups in step with roles. */
export async function syncSystemGroupMembership(
  tx: Tx,
  realmId: number,
  user: { id: number; role: number; dateJoined: Date },
  waitingPeriodThreshold: number,
  now: Date,
): Promise<void> {
  const ids = await getSystemGroupIds(tx, realmId);
  const days = Math.floor((now.getTime() - user.dateJoined.getTime()) / 86_400_000);
  const wanted = directSystemGroupsForRole(user.role, days, waitingPeriodThreshold).map((n) => ids[n]);
  await tx.userGroupMembership.deleteMany({
    where: { userId: user.id, userGroupId: { in: Object.values(ids), notIn: wanted } },
  });
  await tx.userGroupMembership.createMany({
    data: wanted.map((userGroupId) => ({ userGroupId, userId: user.id })),
    skipDuplicates: true,
  });
}
